/**
 * Scouting placements (rulings C13, C14): where a revealed landscape tile or city board may go.
 */
import { HEX_ORIGIN, hexDirection, hexDistance } from '../hex/hex';
import type { Axial, PlacedPiece } from '../model/board';
import { boardIndex, globalHex, packHex, pieceDef, pieceShape, rotateMask, unpackHex, type HexOccupant } from './pieces';

export interface Placement {
  readonly at: Axial;
  readonly rotation: number;
}

/** A piece turned by one rotation: its hexes relative to the anchor and their connection masks. */
interface Rotated {
  readonly offsets: readonly Axial[];
  readonly masks: readonly number[];
  /** Per hex: bit d set when the neighbour in direction d is another hex of the same piece. */
  readonly inner: readonly number[];
}

const ROTATED = new Map<string, readonly Rotated[]>();

/** The six rotations of a piece, computed once per piece. */
function rotations(pieceId: string): readonly Rotated[] {
  let r = ROTATED.get(pieceId);
  if (!r) {
    const def = pieceDef(pieceId);
    const shape = pieceShape(def);
    r = [0, 1, 2, 3, 4, 5].map((rotation) => {
      const offsets = def.hexes.map((_, i) => globalHex(def, HEX_ORIGIN, rotation, i));
      const inner = offsets.map((h) => {
        let bits = 0;
        for (let d = 0; d < 6; d++) {
          const dir = hexDirection(d);
          if (offsets.some((o) => o.q === h.q + dir.q && o.r === h.r + dir.r)) bits |= 1 << d;
        }
        return bits;
      });
      return { offsets, masks: shape.connMasks.map((m) => rotateMask(m, rotation)), inner };
    });
    ROTATED.set(pieceId, r);
  }
  return r;
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
  const turns = rotations(pieceId);
  const { occupancyPacked: occ, cityHexes } = boardIndex(placed);
  const isCity = def.kind === 'city';
  // fitting placements as packHex(at) * 6 + rotation: that number orders by q, r, rotation
  const found: number[] = [];
  const seen = new Set<number>();
  const n = def.hexes.length;
  for (let rotation = 0; rotation < 6; rotation++) {
    const { offsets } = turns[rotation] as Rotated;
    for (const from of fromHexes) {
      for (let d = 0; d < 6; d++) {
        const dir = hexDirection(d);
        const tq = from.q + dir.q;
        const tr = from.r + dir.r;
        if (occ.has(packHex(tq, tr))) continue;
        for (let j = 0; j < n; j++) {
          const o = offsets[j] as Axial;
          const aq = tq - o.q;
          const ar = tr - o.r;
          const key = packHex(aq, ar) * 6 + rotation;
          if (seen.has(key)) continue;
          seen.add(key);
          if (fits(aq, ar, turns[rotation] as Rotated, occ, isCity ? cityHexes : null)) found.push(key);
        }
      }
    }
  }
  const keys = Int32Array.from(found).sort();
  const out: Placement[] = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number;
    const packed = (k - (k % 6)) / 6;
    out[i] = { at: unpackHex(packed), rotation: k % 6 };
  }
  return out;
}

function fits(aq: number, ar: number, turned: Rotated, occ: ReadonlyMap<number, HexOccupant>, cityHexes: readonly Axial[] | null): boolean {
  const { offsets, masks, inner } = turned;
  const n = offsets.length;
  for (let i = 0; i < n; i++) {
    const o = offsets[i] as Axial;
    if (occ.has(packHex(aq + o.q, ar + o.r))) return false;
  }
  for (let i = 0; i < n; i++) {
    const o = offsets[i] as Axial;
    const q = aq + o.q;
    const r = ar + o.r;
    const mask = masks[i] as number;
    for (let d = 0; d < 6; d++) {
      const dir = hexDirection(d);
      const nq = q + dir.q;
      const nr = r + dir.r;
      if (((inner[i] as number) >> d) & 1) continue; // the piece's own hex
      const other = occ.get(packHex(nq, nr));
      if (!other) continue;
      if (((mask >> d) & 1) !== ((other.connMask >> ((d + 3) % 6)) & 1)) return false;
    }
  }
  if (cityHexes) {
    for (let i = 0; i < n; i++) {
      const o = offsets[i] as Axial;
      const h = { q: aq + o.q, r: ar + o.r };
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
