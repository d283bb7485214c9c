/**
 * The start area board (ours, reconstructed): the homeland with the wind rose at (0,0) and
 * six fixed start tiles in ring 1. Layout notation: see build.ts.
 */
import { edgeMidpoint, hexDirection } from '../../hex/hex';
import type { Direction, PieceDef, PlacedPiece, SpaceDef } from '../../model/board';
import { fixed, hexTile, leisure, rolled, work } from './build';

export const HOMELAND_ID = 'homeland';
/** Local id of the wind-rose space on the homeland piece. */
export const HOMELAND_LOCAL_SPACE = 'rose';

/**
 * The homeland: the wind rose and one connection space on each of its six edges (ruling
 * C07: the first step to one of the six neighbouring spaces costs 1 point). Each of these
 * connection spaces is shared with the start tile on that side.
 */
export const HOMELAND: PieceDef = (() => {
  const spaces: SpaceDef[] = [{ id: HOMELAND_LOCAL_SPACE, kind: 'homeland', hex: 0, pos: [0, 0] }];
  const links: [string, string][] = [];
  for (let d = 0; d < 6; d++) {
    const m = edgeMidpoint(d);
    spaces.push({ id: `e${d}`, kind: 'path', hex: 0, edge: d as Direction, pos: [Math.round(m[0] * 1000) / 1000 + 0, Math.round(m[1] * 1000) / 1000 + 0] });
    links.push([HOMELAND_LOCAL_SPACE, `e${d}`]);
  }
  return { id: HOMELAND_ID, kind: 'homeland', hexes: [{ q: 0, r: 0 }], spaces, links };
})();

/*
 * Start tiles. Every start tile is drawn with the homeland on its local edge 3 and is placed
 * at hexDirection(d) with rotation d, so local edge 3 faces the homeland and local edges
 * 0, 1, 5 face outwards; local edge 2 faces the next tile clockwise in direction order
 * (d + 1), local edge 4 the previous one (d − 1).
 *
 * Decisions:
 * - Short ring roads join the tiles in pairs (0–1, 2–3, 4–5: tile d has edge 2 where tile
 *   d + 1 has edge 4). A full ring would make the start area a roundabout where nobody
 *   needs to scout; no ring would force a walk back through the homeland.
 * - 15 outward connections over the six tiles (2–3 each): the ring-2 positions are where the
 *   first scouting happens, and a start tile with outward connections lets meadows
 *   (5–6 connections) fit there; in the growth simulation (board/growth.test.ts) the first
 *   ten tiles fail only ~0–12% of draws.
 * - Each tile has two actions so the first turns have something to do: one inn or hostel
 *   (fee 1, cheap for the first year) and one modest work or leisure space. Together they
 *   offer every K+K colour and green/yellow early, but only small wages.
 */
export const START_TILES: readonly PieceDef[] = [
  hexTile('start-0', 'start', 'meadow', '0i1 1p 2p 3- 5p', [work(1, 3, fixed(1, 'green'))]),
  hexTile('start-1', 'start', 'meadow', '0p 3- 4p 5h1', [work(0, 1, fixed(2)), leisure(4, 7, 'music')]),
  hexTile('start-2', 'start', 'field', '0p 1h1 2p 3-', [work(0, 11, rolled('yy-gg-')), leisure('c', 8, 'drawing')]),
  hexTile('start-3', 'start', 'meadow', '0p 1p 3- 4p 5i1', [work(1, 3, fixed(1, 'orange'))]),
  hexTile('start-4', 'start', 'forest', '1p 2i1 3- 5p', [work(5, 11, fixed(2, 'yellow')), leisure('c', 0, 'writing')]),
  hexTile('start-5', 'start', 'meadow', '0p 1p 3- 4h1 5p', [work(0, 1, rolled('kk--oo'))]),
];

/** The seven fixed pieces every game starts with: homeland first, then start-0..5. */
export const START_AREA: readonly PlacedPiece[] = [
  { pieceId: HOMELAND_ID, at: { q: 0, r: 0 }, rotation: 0 },
  ...START_TILES.map((t, d) => ({ pieceId: t.id, at: hexDirection(d), rotation: d })),
];
