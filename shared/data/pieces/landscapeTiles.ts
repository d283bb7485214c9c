/**
 * The 36 landscape tiles (ours, reconstructed; counts known: 18 meadows with 5 or 6
 * connection spaces, 11 forests with 4 or 5, 7 fields with 2 or 3). Notation: build.ts.
 *
 * Design decisions:
 * - Meadows carry the roads: many arms run straight from the centre to the edge ('-'), so a
 *   meadow is crossed in 2–4 steps; their actions are mostly inns and hostels on the road.
 *   meadow-16 is a bare crossroads.
 * - Forests are the craftsmen's tiles: most work spaces, K+K colours (orange, black) there.
 * - Fields (2–3 connections) are quiet dead-end corners with work and leisure spurs hanging
 *   off the centre, so a detour there is rewarded.
 * - Every action is 1 step (inn/hostel on an arm, spur off the centre) or 2 steps (spur off
 *   an arm's middle space) from the tile centre; 35 of the 36 tiles carry at least one, so
 *   from any centre an action is usually within 2–4 steps on this tile or the next.
 * - Landscape inn and hostel fees 1–2. Work wages small: fixed 1–3 Thalers with at most one
 *   scantling, or rolled with a table holding at most four coloured faces; two are die-only.
 *   Fate tiles and city work pay more (cities.ts, fateTiles.ts).
 * - Colours by work: orange and black (K+K) on forests and a few fields/meadows, green and
 *   yellow everywhere, blue rarely (hostels give blue). Red and white never come from work.
 * - Connection counts and gaps (tuned with shared/board/growth.test.ts, which grows 100
 *   seeded boards by scouting from random placed pieces):
 *   - 4 of the 18 meadows have 6 connections, 14 have 5. A 6-connection tile only fits where
 *     every neighbour offers a connection: its first draw failed ~32% against ~13% for a
 *     5-connection tile. The first version had 8 six-connection meadows.
 *   - 6 forests have 5 connections, 5 have 4 with the two gaps on adjacent edges. Opposite
 *     gaps (first version) failed ~22% of draws against ~11% for adjacent ones.
 *   - 4 fields have 3 connections, 3 have 2 on adjacent edges (a corner lane). Two opposite
 *     connections failed ~34% of draws, adjacent ones ~19%.
 *   Together these took the share of failed draws in the growth simulation from ~29% to
 *   ~24% for a first draw; with two paid retries (C13) ~17% of scouting actions from a
 *   random spot fail, mostly at holes already walled in on four or five sides, which no
 *   connection pattern fixes. Further changes (2 instead of 4 six-connection meadows, a third
 *   connection on every field) moved the rates by less than the seed noise (±1–2 points),
 *   so the set keeps the variety.
 */
import type { PieceDef } from '../../model/board';
import { fixed, hexTile, leisure, rolled, work } from './build';

export const MEADOWS: readonly PieceDef[] = [
  // six connections (4)
  hexTile('meadow-01', 'landscape', 'meadow', '0p 1i1 2p 3p 4p 5h1', [work(0, 1, fixed(2, 'green'))]),
  hexTile('meadow-02', 'landscape', 'meadow', '0p 1p 2p 3i2 4p 5p', [work(1, 3, rolled('gg--yy')), leisure(4, 9, 'music')]),
  hexTile('meadow-03', 'landscape', 'meadow', '0- 1p 2- 3p 4- 5p', [work(3, 7, fixed(1, 'orange'))]),
  hexTile('meadow-04', 'landscape', 'meadow', '0p 1- 2h2 3- 4p 5-', [work(4, 9, fixed(2, 'yellow')), leisure(2, 5, 'drawing', 'writing')]),
  // five connections (14; with a single gap its position does not matter)
  hexTile('meadow-05', 'landscape', 'meadow', '0- 1- 2- 3- 4-', [work('c', 10, fixed(2))]),
  hexTile('meadow-06', 'landscape', 'meadow', '0p 1p 2p 3p 4p', [work(0, 11, rolled('o-o-k-')), work(3, 7, fixed(3))]),
  hexTile('meadow-07', 'landscape', 'meadow', '0i1 1- 2p 3- 4p', [leisure(2, 3, 'music', 'drawing')]),
  hexTile('meadow-08', 'landscape', 'meadow', '0p 1- 2- 3h1 5p', [work(5, 9, fixed(1, 'black'))]),
  hexTile('meadow-09', 'landscape', 'meadow', '0p 1i2 2- 3p 4-', [work(3, 7, rolled('yy--gg')), leisure('c', 10, 'writing')]),
  hexTile('meadow-10', 'landscape', 'meadow', '0- 1p 2p 3- 4p', [work(2, 5, fixed(2, 'green'))]),
  hexTile('meadow-11', 'landscape', 'meadow', '0p 1- 2h1 3p 4-', [work('c', 10, fixed(1, 'blue'))]),
  hexTile('meadow-12', 'landscape', 'meadow', '0- 1- 2- 3i1 4-'),
  hexTile('meadow-13', 'landscape', 'meadow', '0p 1p 2- 3- 4p', [leisure(0, 1, 'drawing')]),
  hexTile('meadow-14', 'landscape', 'meadow', '0- 1p 2p 3p 4-', [work(1, 3, rolled('--gg--')), work(3, 7, fixed(2, 'orange'))]),
  hexTile('meadow-15', 'landscape', 'meadow', '0i2 1- 2- 3p 4p', [work('c', 10, rolled('kk----'))]),
  hexTile('meadow-16', 'landscape', 'meadow', '0- 1- 2- 3- 4-'),
  hexTile('meadow-17', 'landscape', 'meadow', '0p 1- 2p 3h2 4-', [work(0, 11, fixed(3, 'yellow'))]),
  hexTile('meadow-18', 'landscape', 'meadow', '0- 1p 2- 3- 4p', [leisure(4, 9, 'music', 'writing')]),
];

export const FORESTS: readonly PieceDef[] = [
  // five connections
  hexTile('forest-01', 'landscape', 'forest', '0p 1p 2- 3p 4-', [work(0, 1, fixed(2, 'black')), leisure('c', 10, 'drawing')]),
  hexTile('forest-02', 'landscape', 'forest', '0- 1p 2p 3- 4p', [work(2, 5, rolled('kkoo--')), leisure(4, 9, 'writing')]),
  hexTile('forest-03', 'landscape', 'forest', '0p 1- 2- 3p 4p', [work(3, 7, fixed(1, 'green')), work(0, 11, fixed(2, 'black'))]),
  hexTile('forest-04', 'landscape', 'forest', '0h1 1- 2p 3- 4-', [leisure(2, 3, 'music')]),
  hexTile('forest-05', 'landscape', 'forest', '0p 1p 2- 3i1 4-', [work('c', 10, rolled('ooo---'))]),
  hexTile('forest-06', 'landscape', 'forest', '0- 1- 2p 3p 4-', [work(2, 5, fixed(3)), leisure(3, 7, 'drawing', 'music')]),
  // four connections, the two gaps on adjacent edges
  hexTile('forest-07', 'landscape', 'forest', '0p 1- 2- 3p', [work('c', 8, fixed(2, 'black')), leisure('c', 10, 'writing', 'drawing')]),
  hexTile('forest-08', 'landscape', 'forest', '0- 1p 2p 3-', [work('c', 8, rolled('kk--gg')), leisure(2, 5, 'music')]),
  hexTile('forest-09', 'landscape', 'forest', '1- 2- 3p 4p', [work('c', 0, fixed(1, 'orange')), work(3, 7, rolled('------'))]),
  hexTile('forest-10', 'landscape', 'forest', '0- 1i2 2p 3p', [work('c', 10, fixed(2, 'green'))]),
  hexTile('forest-11', 'landscape', 'forest', '0p 1p 2- 3-', [leisure('c', 8, 'drawing'), work('c', 10, fixed(1, 'black'))]),
];

export const FIELDS: readonly PieceDef[] = [
  // three connections
  hexTile('field-01', 'landscape', 'field', '0p 1p 3p', [work('c', 4, fixed(1, 'yellow')), leisure('c', 8, 'music', 'drawing'), work('c', 10, rolled('gg--bb'))]),
  hexTile('field-02', 'landscape', 'field', '0p 1p 3-', [work('c', 8, fixed(2, 'blue')), leisure(0, 11, 'music')]),
  hexTile('field-03', 'landscape', 'field', '0p 3p 5-', [work(0, 1, fixed(3, 'green')), leisure('c', 4, 'drawing')]),
  hexTile('field-04', 'landscape', 'field', '0- 1p 3p', [work(1, 3, rolled('kkoo--')), leisure('c', 8, 'writing')]),
  // two connections, on adjacent edges
  hexTile('field-05', 'landscape', 'field', '0p 1p', [work(0, 11, fixed(2, 'yellow')), leisure('c', 6, 'writing'), work('c', 4, rolled('yy----'))]),
  hexTile('field-06', 'landscape', 'field', '0- 1p', [leisure('c', 6, 'drawing', 'writing', 'music'), work(1, 3, fixed(2, 'orange'))]),
  hexTile('field-07', 'landscape', 'field', '0p 1-', [work('c', 8, rolled('-yy-gg')), work(0, 11, fixed(1, 'black')), leisure('c', 10, 'writing')]),
];

export const LANDSCAPE_TILES: readonly PieceDef[] = [...MEADOWS, ...FORESTS, ...FIELDS];
export const LANDSCAPE_TILE_IDS: readonly string[] = LANDSCAPE_TILES.map((t) => t.id);
