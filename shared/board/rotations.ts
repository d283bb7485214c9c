/**
 * A piece turned by each of the six rotations, as flat numbers: its hexes relative to the
 * anchor, their connection masks and the outside edges a placement check must compare.
 * Computed once per piece; placement checks and occupancy grids read them in tight loops.
 */
import { HEX_ORIGIN, hexDirection } from '../hex/hex';
import type { Axial } from '../model/board';
import { globalHex, pieceDef, pieceShape, rotateMask } from './pieces';

export interface Rotated {
  readonly offsets: readonly Axial[];
  /** offsets[i].q and offsets[i].r. */
  readonly dq: readonly number[];
  readonly dr: readonly number[];
  /** Global connection mask of each hex. */
  readonly masks: readonly number[];
  /**
   * Every edge of the piece facing a hex that is not its own, four numbers each: the
   * neighbour's offset q and r from the anchor, 1 when the piece has a connection space on
   * that edge (else 0), and the edge's direction seen from the neighbour.
   */
  readonly outerEdges: readonly number[];
}

const ROTATED = new Map<string, readonly Rotated[]>();

/** Axial steps of the six directions (hexDirection order). */
export const DIR_Q: readonly number[] = [0, 1, 2, 3, 4, 5].map((d) => hexDirection(d).q);
export const DIR_R: readonly number[] = [0, 1, 2, 3, 4, 5].map((d) => hexDirection(d).r);

function turn(pieceId: string, rotation: number): Rotated {
  const def = pieceDef(pieceId);
  const offsets = def.hexes.map((_, i) => globalHex(def, HEX_ORIGIN, rotation, i));
  const masks = pieceShape(def).connMasks.map((m) => rotateMask(m, rotation));
  const outerEdges: number[] = [];
  offsets.forEach((h, i) => {
    for (let d = 0; d < 6; d++) {
      const q = h.q + (DIR_Q[d] as number);
      const r = h.r + (DIR_R[d] as number);
      if (offsets.some((o) => o.q === q && o.r === r)) continue; // the piece's own hex
      outerEdges.push(q, r, ((masks[i] as number) >> d) & 1, (d + 3) % 6);
    }
  });
  return { offsets, dq: offsets.map((o) => o.q), dr: offsets.map((o) => o.r), masks, outerEdges };
}

/** The six rotations of a piece (index = rotation 0..5). */
export function rotations(pieceId: string): readonly Rotated[] {
  let r = ROTATED.get(pieceId);
  if (!r) {
    r = [0, 1, 2, 3, 4, 5].map((rotation) => turn(pieceId, rotation));
    ROTATED.set(pieceId, r);
  }
  return r;
}
