/**
 * Reconstructed board pieces (the printed art is lost; see shared/rules/components.md).
 * Every design decision is commented in the file that makes it.
 *
 * Full-game check (`npm run simulate -- --games 100 --players 4 --seed 1 --bots greedy`,
 * engine with the rules, not the growth model): no game stalls or breaks an invariant; a
 * careful scout (the greedy bot judges the fit chance from the public stack contents) fails
 * about 2 draws a game against ~20 pieces placed; about 16 landscape tiles and 4–5 of the 7
 * cities get placed in a 4-player game. Scouting blindly from walled-in holes (the random
 * bot) fails about half its draws: the misses come from positions already closed on 4–5
 * sides, which no connection pattern within the known counts avoids. How many cities come
 * out is limited by how far the bots travel, not by the tiles: the growth model, which
 * scouts cities wherever one could fit, places all 7 on ~95% of boards.
 */
import type { PieceDef } from '../../model/board';
import { CITIES } from './cities';
import { LANDSCAPE_TILES } from './landscapeTiles';
import { HOMELAND, START_TILES } from './startArea';

export { fixed, rolled } from './build';
export { CITIES, CITY_HEXES, CITY_OUTER_EDGES, CITY_PIECE_IDS } from './cities';
export { FATE_TILES } from './fateTiles';
export { FIELDS, FORESTS, LANDSCAPE_TILES, LANDSCAPE_TILE_IDS, MEADOWS } from './landscapeTiles';
export { HOMELAND, HOMELAND_ID, HOMELAND_LOCAL_SPACE, START_AREA, START_TILES } from './startArea';

const ALL: readonly PieceDef[] = [HOMELAND, ...START_TILES, ...LANDSCAPE_TILES, ...CITIES];

/** Every piece by id. */
export const PIECES: Readonly<Record<string, PieceDef>> = Object.freeze(Object.fromEntries(ALL.map((p) => [p.id, p])));
