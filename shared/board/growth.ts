/**
 * Board-growth simulation used to tune the reconstructed tile set (see growth.test.ts and
 * the tuning notes in shared/data/pieces). It ignores journeymen: it repeatedly scouts from a
 * random placed piece that still has an empty neighbour, draws a landscape tile (or, from far
 * enough out, a city board) and places it at a random legal placement. A piece with no legal
 * placement goes to the bottom of its stack (C13, C14). Pure and deterministic per seed.
 */
import { CITIES, HOMELAND_ID, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import { HEX_ORIGIN, hexDistance, hexNeighbors } from '../hex/hex';
import { hexKey } from '../hex/keys';
import type { PlacedPiece } from '../model/board';
import { boardIndex, placedHexes } from './pieces';
import { legalPlacements, placePiece } from './placement';

import { mulberry32 } from '../util/random';

export { mulberry32 };

function shuffle<T>(xs: readonly T[], rnd: () => number): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

export interface GrowthOptions {
  /** Chance that a scout tries a city board (when a city spot exists). Default 0.25. */
  readonly cityChance?: number;
  /** Extra draws a journeyman pays for after a draw that cannot be placed (C13). Default 2. */
  readonly retries?: number;
  /** Scouting actions before stopping. Default 200. */
  readonly maxScouts?: number;
}

export interface GrowthResult {
  readonly placed: readonly PlacedPiece[];
  readonly tilesPlaced: number;
  readonly citiesPlaced: number;
  /** Scouting actions for a landscape tile, and those where every draw failed. */
  readonly tileScouts: number;
  readonly tileScoutFailures: number;
  /** Single landscape draws, and those without a legal placement. */
  readonly tileDraws: number;
  readonly tileDrawFailures: number;
  /** Failures of the first draw of a landscape scouting action. */
  readonly tileFirstDrawFailures: number;
  readonly cityScouts: number;
  readonly cityScoutFailures: number;
  readonly cityDraws: number;
  readonly cityDrawFailures: number;
  /** Scouting actions taken until the landscape stack was empty (maxScouts if never). */
  readonly scoutsToEmptyStack: number;
}

export function simulateGrowth(seed: number, opts: GrowthOptions = {}): GrowthResult {
  const rnd = mulberry32(seed);
  const cityChance = opts.cityChance ?? 0.25;
  const retries = opts.retries ?? 2;
  const maxScouts = opts.maxScouts ?? 200;
  let placed: PlacedPiece[] = START_AREA.slice();
  const tiles = shuffle(LANDSCAPE_TILE_IDS, rnd);
  const cities = shuffle(CITIES.map((c) => c.id), rnd);
  const n = { tileScouts: 0, tileScoutFailures: 0, tileDraws: 0, tileDrawFailures: 0, tileFirstDrawFailures: 0, cityScouts: 0, cityScoutFailures: 0, cityDraws: 0, cityDrawFailures: 0 };
  let scoutsToEmptyStack = maxScouts;
  for (let scout = 0; scout < maxScouts && (tiles.length > 0 || cities.length > 0); scout++) {
    const occ = boardIndex(placed).occupancy;
    const frontier = placed.filter((p) => p.pieceId !== HOMELAND_ID && placedHexes(p).some((h) => hexNeighbors(h).some((nb) => !occ.has(hexKey(nb)))));
    if (frontier.length === 0) break;
    // A journeyman heading for a new city scouts where a city could go: next to an empty hex
    // at distance >= 3 from the homeland and from every placed city (what a player sees at a
    // glance). Whether the board's connections then let it fit is what the data controls.
    const cityHexes = boardIndex(placed).cityHexes;
    const citySpots = cities.length === 0 ? [] : frontier.filter((p) =>
      placedHexes(p).some((h) => hexNeighbors(h).some((nb) => !occ.has(hexKey(nb)) && hexDistance(nb, HEX_ORIGIN) >= 3 && cityHexes.every((c) => hexDistance(c, nb) >= 3))),
    );
    const tryCity = citySpots.length > 0 && (tiles.length === 0 || rnd() < cityChance);
    const pool = tryCity ? citySpots : frontier;
    const from = pool[Math.floor(rnd() * pool.length)] as PlacedPiece;
    const fromHexes = placedHexes(from);
    if (!tryCity && tiles.length === 0) continue;
    const stack = tryCity ? cities : tiles;
    if (tryCity) n.cityScouts++;
    else n.tileScouts++;
    let done = false;
    for (let draw = 0; draw <= retries && !done; draw++) {
      const pieceId = stack.shift() as string;
      const legal = legalPlacements(placed, pieceId, fromHexes);
      if (tryCity) n.cityDraws++;
      else n.tileDraws++;
      if (legal.length === 0) {
        stack.push(pieceId);
        if (tryCity) n.cityDrawFailures++;
        else {
          n.tileDrawFailures++;
          if (draw === 0) n.tileFirstDrawFailures++;
        }
        continue;
      }
      const choice = legal[Math.floor(rnd() * legal.length)] as (typeof legal)[number];
      placed = placePiece(placed, { pieceId, ...choice });
      done = true;
    }
    if (!done) {
      if (tryCity) n.cityScoutFailures++;
      else n.tileScoutFailures++;
    }
    if (tiles.length === 0 && scoutsToEmptyStack === maxScouts) scoutsToEmptyStack = scout + 1;
  }
  const ids = placed.map((p) => p.pieceId);
  return {
    placed,
    tilesPlaced: ids.filter((id) => LANDSCAPE_TILE_IDS.includes(id)).length,
    citiesPlaced: ids.filter((id) => id.startsWith('city-')).length,
    ...n,
    scoutsToEmptyStack,
  };
}
