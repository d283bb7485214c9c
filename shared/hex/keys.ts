/**
 * String keys for hexes and edges (Map keys, global space ids of connection spaces).
 * Every make/parse pair round-trips; parse never throws: it returns null on bad input.
 */
import type { Axial, Direction } from '../model/board';
import { dirMod, hexNeighbor } from './hex';

/** "q,r" — e.g. "2,-1". */
export type HexKey = string;
/** "q,r,d" with d in 0..2: the edge between hex (q,r) and its neighbour in direction d. */
export type EdgeKey = string;

export function hexKey(h: Axial): HexKey {
  return `${h.q},${h.r}`;
}

const INT = /^-?(0|[1-9]\d*)$/;

function parseInt32(s: string | undefined): number | null {
  if (s === undefined || !INT.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** Inverse of hexKey; null on anything hexKey cannot produce. */
export function parseHexKey(key: string): Axial | null {
  if (typeof key !== 'string') return null;
  const parts = key.split(',');
  if (parts.length !== 2) return null;
  const q = parseInt32(parts[0]);
  const r = parseInt32(parts[1]);
  if (q === null || r === null) return null;
  return { q: q + 0, r: r + 0 };
}

/**
 * Canonical key of the edge of hex h in direction d. The same physical edge seen from the
 * neighbour (direction d + 3) gives the same key: edges are stored from the hex whose
 * direction lies in 0..2.
 */
export function edgeKey(h: Axial, d: number): EdgeKey {
  const dd = dirMod(d);
  if (dd < 3) return `${h.q},${h.r},${dd}`;
  const n = hexNeighbor(h, dd);
  return `${n.q},${n.r},${dd - 3}`;
}

export interface ParsedEdge {
  readonly hex: Axial;
  readonly dir: Direction;
}

/** Inverse of edgeKey: the canonical hex and its direction 0..2; null on bad input. */
export function parseEdgeKey(key: string): ParsedEdge | null {
  if (typeof key !== 'string') return null;
  const parts = key.split(',');
  if (parts.length !== 3) return null;
  const q = parseInt32(parts[0]);
  const r = parseInt32(parts[1]);
  const d = parseInt32(parts[2]);
  if (q === null || r === null || d === null || d < 0 || d > 2) return null;
  return { hex: { q: q + 0, r: r + 0 }, dir: d as Direction };
}

/** The two hexes on either side of an edge (canonical hex first). */
export function edgeHexes(e: ParsedEdge): [Axial, Axial] {
  return [e.hex, hexNeighbor(e.hex, e.dir)];
}
