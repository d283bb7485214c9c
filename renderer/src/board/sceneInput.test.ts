import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { GameHost } from '../../../electron/main/GameHost';
import { engine, SETUP2 } from '../../../tests/support/engine';
import { mulberry32 } from '../../../shared/util/random';
import { diffScene } from '../board3d/diff';
import de from '../i18n/de';
import { buildSceneInput, ghostsOf, markersOf, placementAction, STACK_KEYS, viewOf, type BoardView } from './sceneInput';

function started(): GameHost {
  const host = new GameHost(engine, { curtain: () => 'off' });
  host.newGame(SETUP2);
  return host;
}
const snap = (h: GameHost): GameSnapshot => h.snapshot()!;

/** Random play until `pred` holds for the snapshot (bounded). */
function playUntil(h: GameHost, pred: (s: GameSnapshot) => boolean, seed = 3): GameSnapshot {
  const rnd = mulberry32(seed);
  for (let i = 0; i < 3000; i++) {
    const s = snap(h);
    if (pred(s)) return s;
    if (!s.legal.length) break;
    const prefer = s.legal.filter((a) => a.type === 'scout' || a.type === 'playCard');
    const pool = prefer.length && rnd() < 0.7 ? prefer : s.legal;
    h.apply(pool[Math.floor(rnd() * pool.length)]!);
  }
  throw new Error('condition not reached');
}

describe('buildSceneInput', () => {
  it('draws the start board, both figures and the stacks; no highlights before a card is played', () => {
    const s = snap(started());
    const input = buildSceneInput(s)!;
    expect(input.pieces.length).toBeGreaterThan(0);
    expect(input.spaces.length).toBeGreaterThan(0);
    expect(input.links.length).toBeGreaterThan(0);
    expect(input.figures.map((f) => [f.player, f.colour])).toEqual([[0, 'red'], [1, 'blue']]);
    const ids = new Set(input.spaces.map((x) => x.id));
    for (const f of input.figures) expect(ids.has(f.spaceId)).toBe(true);
    expect(input.stacks.find((x) => x.id === 'landscapeStack')!.count).toBeGreaterThan(0);
    expect(input.highlights?.destinations).toEqual([]);
    expect(input.highlights?.ghosts).toBeUndefined();
  });

  it('the stacks are named in the player language; a language change alone leaves the 3-D board as it is (the stacks are an HTML legend)', () => {
    const s = snap(started());
    const english = buildSceneInput(s)!;
    const german = buildSceneInput(s, english, null, (k) => de.board.stacks[k])!;
    expect(german.stacks.map((x) => x.label)).toEqual(['Landschaft', 'Städte', 'Schicksal', 'Nachrichten', 'Reisekameraden']);
    expect(german.stacks.map((x) => x.id)).toEqual([...STACK_KEYS]);
    expect(german.stacks.map((x) => x.count)).toEqual(english.stacks.map((x) => x.count));
    const d = diffScene(english, german);
    expect(d.tokensChanged).toBe(false);
    expect(d.addedPieces).toEqual([]);
    expect(d.movedFigures).toEqual([]);
  });

  it('destinations carry points, Thalers and the path from the routes', () => {
    const h = started();
    h.apply(snap(h).legal.find((a) => a.type === 'playCard')!);
    const s = snap(h);
    const input = buildSceneInput(s)!;
    const dests = input.highlights!.destinations!;
    expect(dests.length).toBe(s.routes.length);
    expect(dests.length).toBeGreaterThan(0);
    for (const [i, d] of dests.entries()) {
      const r = s.routes[i]!;
      expect(d).toEqual({ spaceId: r.to, points: r.points, thalers: r.thalers, path: r.path });
      expect(d.path[0]).toBe(input.figures[s.activeSeat]!.spaceId);
    }
  });

  it('moving a figure changes only that figure and gives it the walked route', () => {
    const h = started();
    h.apply(snap(h).legal.find((a) => a.type === 'playCard')!);
    const s1 = snap(h);
    const before = buildSceneInput(s1)!;
    const seat = s1.activeSeat;
    const move = s1.legal.find((a) => a.type === 'move')!;
    h.apply(move);
    const after = buildSceneInput(snap(h), before)!;
    expect(after).not.toBe(before);
    for (const f of after.figures) {
      if (f.player === seat) {
        expect(f.spaceId).toBe(move.to);
        expect(f.route).toEqual([before.figures[seat]!.spaceId, move.to]);
      } else expect(f).toBe(before.figures[f.player]);
    }
    expect(after.pieces).toEqual(before.pieces);
    // a walk in progress: the route is the walked part of the path
    const walked = ['a', before.figures[seat]!.spaceId, move.to as string, 'z'];
    expect(buildSceneInput(snap(h), before, walked)!.figures[seat]!.route).toEqual(walked.slice(1, 3));
  });

  it('ghosts come from the legal placePiece actions while a revealed piece waits; placing it adds the tile', () => {
    const h = started();
    const s = playUntil(h, (x) => x.legal.some((a) => a.type === 'placePiece'));
    const input = buildSceneInput(s)!;
    const places = s.legal.filter((a) => a.type === 'placePiece');
    const ghosts = input.highlights!.ghosts!;
    expect(ghosts.length).toBe(places.length);
    expect(input.highlights!.ghostPiece).toBeDefined();
    expect(ghosts.every((g) => g.pieceId === input.highlights!.ghostPiece!.id)).toBe(true);
    expect(ghostsOf(s.legal, 'x').map((g) => g.at)).toEqual(places.map((a) => a.at));
    const action = placementAction(s.legal, ghosts[0]!)!;
    expect(action).toBe(places[0]);
    expect(placementAction(s.legal, { ...ghosts[0]!, at: { q: 999, r: 999 } })).toBeNull();
    expect(h.apply(action).ok).toBe(true);
    const next = buildSceneInput(snap(h), input)!;
    expect(next.pieces.length).toBe(input.pieces.length + 1);
    expect(next.pieces.some((p) => p.placed.pieceId === ghosts[0]!.pieceId)).toBe(true);
    expect(next.highlights!.ghosts).toBeUndefined();
  });

  it('markers have stable ids per kind, seat and space', () => {
    const view = viewOf(snap(started()))! as BoardView;
    const v: BoardView = {
      ...view,
      board: { ...view.board, scheniegelei: { s1: [0, 1] }, townSealMarkers: { t1: [1] }, leisureMarkers: { l1: [0, 0] } },
    };
    const m = markersOf(v);
    expect(m.map((x) => x.id)).toEqual(['scheniegelei:0:s1:0', 'scheniegelei:1:s1:0', 'townSeal:1:t1:0', 'markerPiece:0:l1:0', 'markerPiece:0:l1:1']);
    expect(m.map((x) => x.colour)).toEqual(['red', 'blue', 'blue', 'red', 'red']);
    expect(markersOf(v).map((x) => x.id)).toEqual(m.map((x) => x.id));
  });

  it('returns null for a view it cannot read', () => {
    expect(buildSceneInput({ ...snap(started()), view: null })).toBeNull();
  });
});
