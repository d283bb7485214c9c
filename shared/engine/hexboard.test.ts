import { describe, expect, it } from 'vitest';
import { legalPlacements, placedHexes, placePiece, boardGraph, carriageFares } from '../board';
import { CITY_PIECE_IDS, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import type { PlacedPiece } from '../model/board';
import { createGame, legalActions, applyAction } from './index';
import { carriageOptions } from './carriage';
import type { GameState } from './types';

/** Grow the start area with landscape tiles until `city` fits next to the newest tile. */
function growUntilCityFits(cityId: string): { placed: PlacedPiece[]; from: PlacedPiece } {
  let placed: PlacedPiece[] = [...START_AREA];
  for (const tile of LANDSCAPE_TILE_IDS) {
    for (let k = placed.length - 1; k >= 1; k--) {
      const opts = legalPlacements(placed, tile, placedHexes(placed[k] as PlacedPiece));
      if (opts.length > 0) {
        const o = opts[0]!;
        placed = placePiece(placed, { pieceId: tile, at: o.at, rotation: o.rotation });
        const last = placed[placed.length - 1] as PlacedPiece;
        if (legalPlacements(placed, cityId, placedHexes(last)).length > 0) return { placed, from: last };
        break;
      }
    }
  }
  throw new Error('no fit');
}

describe('on the real hex board', () => {
  it('C14 scouting Sellm from a landscape centre places it with two fate tiles', () => {
    const sellm = CITY_PIECE_IDS.Sellm;
    const { placed, from } = growUntilCityFits(sellm);
    const created = createGame({ seats: [{ name: 'A', colour: 'red' }, { name: 'B', colour: 'blue' }], seed: 5, startPlayer: 0 });
    if (!created.ok) throw new Error();
    const g = boardGraph(placed);
    const centre = [...g.spaces.values()].find((s) => s.pieceId === from.pieceId && s.kind === 'centre');
    expect(centre).toBeDefined();
    let s: GameState = created.state;
    s = {
      ...s,
      board: { ...s.board, placed, cityStack: [sellm], landscapeStack: s.board.landscapeStack.filter((t) => !placed.some((p) => p.pieceId === t)) },
      players: s.players.map((p, i) => (i === 0 ? { ...p, position: centre!.id } : p)),
      turn: { player: 0, pointsLeft: 2, cardsPlayed: 1, extended: false, used: [] },
      pending: [{ kind: 'turn' }],
    };
    let r = applyAction(s, { player: 0, type: 'scout', kind: 'city', pay: 'point' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const place = legalActions(r.state)[0]!;
    expect(place.type).toBe('placePiece');
    r = applyAction(r.state, place);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.state.board.fate).length).toBe(2);
    expect(r.state.board.placed.length).toBe(placed.length + 1);
    // C24: with a single city there is nowhere to ride to
    expect(carriageOptions(r.state, 0, 'Sellm')).toEqual([]);
    expect(carriageFares(r.state.board.placed, 'Sellm')).toEqual([]);
  });
});
