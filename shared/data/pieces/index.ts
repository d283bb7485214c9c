/**
 * Reconstructed board pieces (the printed art is lost; see shared/rules/components.md).
 * Every design decision is commented in the file that makes it.
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
