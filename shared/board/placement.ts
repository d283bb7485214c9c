/**
 * Scouting placements (rulings C13, C14): where a revealed landscape tile or city board may go.
 */
import { HEX_ORIGIN, hexDistance, hexNeighbor, hexSub } from '../hex/hex';
import { hexKey } from '../hex/keys';
import type { Axial, PlacedPiece } from '../model/board';
import { boardIndex, globalHex, pieceDef, pieceShape, rotateMask } from './pieces';

export interface Placement {
  readonly at: Axial;
  readonly rotation: number;
}

/** C14: a city keeps hex distance ≥ 3 from every other city hex and from the homeland. */
export const CITY_MIN_DISTANCE = 3;

/**
 * Every legal {at, rotation} for `pieceId`: the piece touches at least one of `fromHexes`
 * (the tile or city the journeyman stands on), covers only empty hexes, and on every edge
 * it shares with a placed piece both sides have a connection space or neither has (C13).
 * A city additionally obeys the distance rule (C14). Sorted by at.q, at.r, rotation.
 */
export function legalPlacements(placed: readonly PlacedPiece[], pieceId: string, fromHexes: readonly Axial[]): Placement[] {
  const def = pieceDef(pieceId);
  const shape = pieceShape(def);
  const { occupancy, cityHexes } = boardIndex(placed);
  const isCity = def.kind === 'city';
  const out: Placement[] = [];
  const seen = new Set<string>();
  const n = def.hexes.length;
  for (let rotation = 0; rotation < 6; rotation++) {
    const offsets = def.hexes.map((_, i) => globalHex(def, HEX_ORIGIN, rotation, i));
    const masks = shape.connMasks.map((m) => rotateMask(m, rotation));
    for (const from of fromHexes) {
      for (let d = 0; d < 6; d++) {
        const target = hexNeighbor(from, d);
        if (occupancy.has(hexKey(target))) continue;
        for (let j = 0; j < n; j++) {
          const at = hexSub(target, offsets[j] as Axial);
          const key = `${at.q},${at.r},${rotation}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (fits(at, offsets, masks, occupancy, isCity ? cityHexes : null)) out.push({ at, rotation });
        }
      }
    }
  }
  out.sort((a, b) => a.at.q - b.at.q || a.at.r - b.at.r || a.rotation - b.rotation);
  return out;
}

function fits(
  at: Axial,
  offsets: readonly Axial[],
  masks: readonly number[],
  occupancy: ReturnType<typeof boardIndex>['occupancy'],
  cityHexes: readonly Axial[] | null,
): boolean {
  const hexes = offsets.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
  const own = new Set(hexes.map(hexKey));
  for (const h of hexes) if (occupancy.has(hexKey(h))) return false;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i] as Axial;
    const mask = masks[i] as number;
    for (let d = 0; d < 6; d++) {
      const nb = hexNeighbor(h, d);
      const nk = hexKey(nb);
      if (own.has(nk)) continue;
      const occ = occupancy.get(nk);
      if (!occ) continue;
      const mine = (mask >> d) & 1;
      const theirs = (occ.connMask >> ((d + 3) % 6)) & 1;
      if (mine !== theirs) return false;
    }
  }
  if (cityHexes) {
    for (const h of hexes) {
      if (hexDistance(h, HEX_ORIGIN) < CITY_MIN_DISTANCE) return false;
      for (const c of cityHexes) if (hexDistance(h, c) < CITY_MIN_DISTANCE) return false;
    }
  }
  return true;
}

/** A new placed array with the piece added (the input array is not changed). */
export function placePiece(placed: readonly PlacedPiece[], placement: PlacedPiece): PlacedPiece[] {
  return [...placed, { pieceId: placement.pieceId, at: placement.at, rotation: ((placement.rotation % 6) + 6) % 6 }];
}
