import { describe, expect, it } from 'vitest';
import { CITY_PIECE_IDS, START_AREA } from '../data/pieces';
import { edgeKey } from '../hex/keys';
import type { PlacedPiece } from '../model/board';
import { carriageFares } from './carriage';
import { boardGraph, connectionSpaceId, HOMELAND_SPACE, interiorSpaceId } from './graph';
import { placedHexes } from './pieces';
import { legalPlacements } from './placement';
import { findRoutes, routePath } from './routes';

const start = START_AREA as PlacedPiece[];
const id = interiorSpaceId;

/**
 * A constructed board for C24 (the rulebook example's shape: six hexagons cost 6).
 * Bilshofen at (0,0) (hexes (0,0), (1,0), (0,1); carriage on (0,0)); meadows at (2,0) and
 * (3,0) (meadow-16 turned so that its edge without a connection faces (4,-1)); Driestein at
 * (4,-1) (hexes (4,-1), (5,-1), (4,0); entrance from the west on (4,0), central hexagon drawn
 * on (4,-1), carriage on (5,-1)). Every shared edge matches (C13).
 * Hexes entered: (1,0) Bilshofen, (2,0), (3,0), (4,0) Driestein, (4,-1) its centre,
 * (5,-1) its carriage = 6.
 */
const carriageBoard: PlacedPiece[] = [
  { pieceId: CITY_PIECE_IDS.Bilshofen, at: { q: 0, r: 0 }, rotation: 0 },
  { pieceId: 'meadow-05', at: { q: 2, r: 0 }, rotation: 0 },
  { pieceId: 'meadow-16', at: { q: 3, r: 0 }, rotation: 2 },
  { pieceId: CITY_PIECE_IDS.Driestein, at: { q: 4, r: -1 }, rotation: 0 },
  // far away and not joined by any path
  { pieceId: CITY_PIECE_IDS.Krinn, at: { q: -10, r: 0 }, rotation: 0 },
];

describe('routes', () => {
  it('from the homeland: each connection space in 1 step, each start tile centre in 2–3 steps (C07)', () => {
    const g = boardGraph(start);
    const routes = findRoutes(g, HOMELAND_SPACE);
    expect(routes.get(HOMELAND_SPACE)).toEqual({ points: 0, thalers: 0, prev: null });
    for (let d = 0; d < 6; d++) expect(routes.get(connectionSpaceId(edgeKey({ q: 0, r: 0 }, d)))!.points).toBe(1);
    // every start tile has its homeland arm without a middle space: rose -> edge -> centre
    for (let d = 0; d < 6; d++) expect(routes.get(id(`start-${d}`, 'c'))!.points).toBe(2);
    expect(routePath(routes, id('start-0', 'c'))).toEqual([HOMELAND_SPACE, connectionSpaceId(edgeKey({ q: 0, r: 0 }, 0)), id('start-0', 'c')]);
    expect(routePath(routes, 'nowhere')).toBeNull();
  });

  it('maxPoints limits the search; canEnter and canContinueFrom shape it', () => {
    const g = boardGraph(start);
    const near = findRoutes(g, HOMELAND_SPACE, { maxPoints: 1 });
    expect(near.size).toBe(7);
    // round spaces end movement: reachable, but nothing beyond them
    const stop = findRoutes(g, HOMELAND_SPACE, { canContinueFrom: (s) => g.spaces.get(s)!.kind !== 'centre' });
    for (const [sid, r] of stop) if (sid !== HOMELAND_SPACE) expect(r.points).toBeLessThanOrEqual(2);
    // a blocked connection space makes start-0 reachable only around the ring road
    const blocked = connectionSpaceId(edgeKey({ q: 0, r: 0 }, 0));
    const around = findRoutes(g, HOMELAND_SPACE, { canEnter: (s) => s !== blocked });
    expect(around.has(blocked)).toBe(false);
    // rose -> e(1) -> start-1 centre -> a4 -> shared edge -> start-0 a2 -> start-0 centre
    expect(around.get(id('start-0', 'c'))!.points).toBe(6);
  });

  it('tolls are paid per entry (C05)', () => {
    const g = boardGraph(carriageBoard);
    const from = id('meadow-05', 'c');
    const routes = findRoutes(g, from);
    const centre = g.cityCentre.Driestein!;
    // meadow-05 c -> edge -> meadow-16 c -> edge -> Driestein t23 (toll 1) -> h2 (inn) -> c (toll 2)
    expect(routes.get(centre)).toMatchObject({ points: 6, thalers: 3 });
    expect(routePath(routes, centre)!.slice(-3)).toEqual([id(CITY_PIECE_IDS.Driestein, 't23'), id(CITY_PIECE_IDS.Driestein, 'h2'), centre]);
    const free = findRoutes(g, from, { entryCost: () => 0 });
    expect(free.get(centre)!.thalers).toBe(0);
    expect(findRoutes(g, 'unknown').size).toBe(0);
  });

  it('equal step counts: the cheaper route wins', () => {
    const g = boardGraph(start);
    // start-0 centre to start-1 centre: 4 steps over the homeland or over the ring road
    const ring = id('start-1', 'a4');
    const viaRing = findRoutes(g, id('start-0', 'c'), { entryCost: (s) => (s === HOMELAND_SPACE ? 5 : 0) });
    expect(viaRing.get(id('start-1', 'c'))).toEqual({ points: 4, thalers: 0, prev: ring });
    const viaHome = findRoutes(g, id('start-0', 'c'), { entryCost: (s) => (s === ring ? 5 : 0) });
    expect(viaHome.get(id('start-1', 'c'))!.thalers).toBe(0);
    expect(routePath(viaHome, id('start-1', 'c'))).toContain(HOMELAND_SPACE);
  });
});

describe('carriage fares (C24)', () => {
  it('the constructed board is legal: each piece is a legal placement next to the previous one', () => {
    for (let i = 1; i < 4; i++) {
      const p = carriageBoard[i]!;
      const legal = legalPlacements(carriageBoard.slice(0, i), p.pieceId, placedHexes(carriageBoard[i - 1]!));
      expect(legal, p.pieceId).toContainEqual({ at: p.at, rotation: p.rotation });
    }
  });

  it('the rulebook shape: six hexes on the route cost 6, start hex not counted, target counted', () => {
    const fares = carriageFares(carriageBoard, 'Bilshofen');
    expect(fares.map((f) => f.city)).toEqual(['Driestein']);
    const [f] = fares;
    expect(f!.fare).toBe(6);
    expect(f!.hexPath).toEqual([
      { q: 1, r: 0 },
      { q: 2, r: 0 },
      { q: 3, r: 0 },
      { q: 4, r: 0 },
      { q: 4, r: -1 },
      { q: 5, r: -1 },
    ]);
    expect(f!.to).toBe(boardGraph(carriageBoard).carriage.Driestein);
  });

  it('is symmetric, and a city without a path connection is not offered', () => {
    const back = carriageFares(carriageBoard, 'Driestein');
    expect(back.map((f) => [f.city, f.fare])).toEqual([['Bilshofen', 6]]);
    expect(back[0]!.hexPath[back[0]!.hexPath.length - 1]).toEqual(placedHexes(carriageBoard[0]!)[0]);
    expect(carriageFares(carriageBoard, 'Krinn')).toEqual([]);
    expect(carriageFares(carriageBoard, 'Sellm')).toEqual([]);
  });
});
