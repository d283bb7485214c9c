/**
 * Geometry of placed pieces: which global hexes a placed piece covers, which edges carry
 * connection spaces, and the occupancy index of a board (memoised by array identity).
 */
import { dirMod, hexAdd, hexRotate } from '../hex/hex';
import { hexKey, type HexKey } from '../hex/keys';
import { PIECES } from '../data/pieces';
import type { Axial, PieceDef, PlacedPiece } from '../model/board';
import { VersionedMapView } from './versionedMap';
import { RecentMemo } from '../util/recentMemo';

export function pieceDef(pieceId: string): PieceDef {
  const def = PIECES[pieceId];
  if (!def) throw new Error(`unknown piece "${pieceId}"`);
  return def;
}

interface PieceShape {
  /** Per local hex: bit d set when local edge d has a connection space. */
  readonly connMasks: readonly number[];
}

const SHAPES = new Map<string, PieceShape>();

export function pieceShape(def: PieceDef): PieceShape {
  let s = SHAPES.get(def.id);
  if (!s) {
    const connMasks = def.hexes.map(() => 0);
    for (const sp of def.spaces) if (sp.edge !== undefined) connMasks[sp.hex] = (connMasks[sp.hex] as number) | (1 << sp.edge);
    s = { connMasks };
    SHAPES.set(def.id, s);
  }
  return s;
}

/** Rotates a 6-bit edge mask by k (local edge d becomes global edge d + k). */
export function rotateMask(mask: number, k: number): number {
  const n = dirMod(k);
  return ((mask << n) | (mask >>> (6 - n))) & 63;
}

/** Global hex of local hex `i` of a piece placed at `at` with `rotation`. */
export function globalHex(def: PieceDef, at: Axial, rotation: number, i: number): Axial {
  return hexAdd(at, hexRotate(def.hexes[i] as Axial, rotation));
}

/** The global hexes of a placed piece, in the order of PieceDef.hexes. */
export function placedHexes(p: PlacedPiece): Axial[] {
  const def = pieceDef(p.pieceId);
  return def.hexes.map((_, i) => globalHex(def, p.at, p.rotation, i));
}

export interface HexOccupant {
  /** Index into the placed array. */
  readonly index: number;
  readonly pieceId: string;
  readonly localHex: number;
  readonly hex: Axial;
  /** Global edge mask of connection spaces on this hex. */
  readonly connMask: number;
}

/**
 * Largest |q| or |r| packHex accepts. A full board of 43 pieces spans a few dozen hexes; the
 * bound keeps every packed key (and packHex * 6 + direction) a small integer (a V8 "Smi"),
 * which Maps and Sets hash and compare without allocating.
 */
export const PACK_LIMIT = 2047;

/** Packs a hex into one small integer for fast Map keys (|q|, |r| ≤ PACK_LIMIT, else RangeError). */
export function packHex(q: number, r: number): number {
  if (q < -PACK_LIMIT || q > PACK_LIMIT || r < -PACK_LIMIT || r > PACK_LIMIT) throw new RangeError(`hex ${q},${r} is off the table`);
  return (q + 2048) * 4096 + (r + 2048);
}

/** The hex packHex packed. */
export function unpackHex(packed: number): Axial {
  const r = (packed % 4096) - 2048;
  return { q: (packed - (r + 2048)) / 4096 - 2048, r };
}

export interface BoardIndex {
  readonly occupancy: ReadonlyMap<HexKey, HexOccupant>;
  /** The same occupancy keyed by packHex(q, r). */
  readonly occupancyPacked: ReadonlyMap<number, HexOccupant>;
  /** Global hexes of every placed city (for the distance rule C14). */
  readonly cityHexes: readonly Axial[];
}

/** Indexes of the boards asked about lately (see RecentMemo: cheaper than a WeakMap). */
const INDEX = new RecentMemo<readonly PlacedPiece[], Index>(16);

/**
 * A board's index. The engine reads only the packed occupancy; the string-keyed one (for
 * tools, growth statistics and tests) is made from it when first asked for.
 */
class Index implements BoardIndex {
  private byKey: ReadonlyMap<HexKey, HexOccupant> | undefined;
  constructor(
    readonly occupancyPacked: VersionedMapView<number, HexOccupant>,
    readonly cityHexes: readonly Axial[],
  ) {}

  get occupancy(): ReadonlyMap<HexKey, HexOccupant> {
    this.byKey ??= new Map([...this.occupancyPacked.values()].map((o) => [hexKey(o.hex), o]));
    return this.byKey;
  }
}

/** One more piece on an index (versionedMap.ts: earlier indexes keep seeing what they saw). */
function addToIndex(occupied: VersionedMapView<number, HexOccupant>, cityHexes: Axial[], p: PlacedPiece, index: number): VersionedMapView<number, HexOccupant> {
  const def = pieceDef(p.pieceId);
  const shape = pieceShape(def);
  return occupied.extend((w) => {
    for (let i = 0; i < def.hexes.length; i++) {
      const hex = globalHex(def, p.at, p.rotation, i);
      const key = packHex(hex.q, hex.r);
      if (w.get(key)) throw new Error(`pieces overlap at ${hexKey(hex)}`);
      if (def.kind === 'city') cityHexes.push(hex);
      w.set(key, { index, pieceId: p.pieceId, localHex: i, hex, connMask: rotateMask(shape.connMasks[i] as number, p.rotation) });
    }
  });
}

/**
 * Occupancy of a board, memoised by array identity for the boards asked about lately; an array
 * that extends such a board by one piece (placePiece) extends its index without copying it.
 */
export function boardIndex(placed: readonly PlacedPiece[]): BoardIndex {
  const cached = INDEX.get(placed);
  if (cached) return cached;
  const n = placed.length;
  const prev =
    n >= 2
      ? INDEX.find((board) => {
          if (board.length !== n - 1 || board[n - 2] !== placed[n - 2]) return false;
          for (let i = 0; i < n - 2; i++) if (board[i] !== placed[i]) return false;
          return true;
        })
      : undefined;
  let occupied: VersionedMapView<number, HexOccupant>;
  let cityHexes: Axial[];
  if (prev) {
    cityHexes = prev.cityHexes.slice();
    occupied = addToIndex(prev.occupancyPacked, cityHexes, placed[n - 1] as PlacedPiece, n - 1);
  } else {
    occupied = VersionedMapView.empty();
    cityHexes = [];
    placed.forEach((p, i) => {
      occupied = addToIndex(occupied, cityHexes, p, i);
    });
  }
  const idx = new Index(occupied, cityHexes);
  INDEX.set(placed, idx);
  return idx;
}

/** The placed piece covering `hex`, or null. */
export function pieceAtHex(placed: readonly PlacedPiece[], hex: Axial): PlacedPiece | null {
  const occ = boardIndex(placed).occupancyPacked.get(packHex(hex.q, hex.r));
  return occ ? (placed[occ.index] as PlacedPiece) : null;
}
