/**
 * A board's occupancy as one byte per hex in a window around the homeland. The placement and
 * room checks (C13, C14) probe dozens to hundreds of hexes per call; an array read is far
 * cheaper than a Map lookup. Hexes beyond the window (no connected board of the real pieces
 * reaches that far, but the board module accepts any hex) are answered from the occupancy map.
 *
 * A cell holds the hex's global connection mask (bits 0–5), OCCUPIED, and NEAR_CITY: the hex
 * is closer than CITY_MIN_DISTANCE to the homeland's hex or to a placed city's hex.
 */
import { HEX_ORIGIN, hexDistance } from '../hex/hex';
import type { Axial, PlacedPiece } from '../model/board';
import { packHex, type HexOccupant } from './pieces';
import { rotations } from './rotations';

export const OCCUPIED = 64;
export const NEAR_CITY = 128;

/** C14: a city keeps hex distance ≥ 3 from every other city hex and from the homeland. */
export const CITY_MIN_DISTANCE = 3;

const RADIUS = 40;
const SIDE = 2 * RADIUS + 1;

export class OccupancyGrid {
  private readonly cells = new Uint8Array(SIDE * SIDE);

  constructor(
    placed: readonly PlacedPiece[],
    private readonly occupancy: ReadonlyMap<number, HexOccupant>,
    private readonly cityHexes: readonly Axial[],
  ) {
    const cells = this.cells;
    for (const p of placed) {
      const t = rotations(p.pieceId)[((p.rotation % 6) + 6) % 6]!;
      for (let i = 0; i < t.dq.length; i++) {
        const x = p.at.q + t.dq[i]! + RADIUS;
        const y = p.at.r + t.dr[i]! + RADIUS;
        if (x >= 0 && x < SIDE && y >= 0 && y < SIDE) cells[x * SIDE + y] = OCCUPIED | t.masks[i]!;
      }
    }
    this.markNear(HEX_ORIGIN);
    for (const c of cityHexes) this.markNear(c);
  }

  /** Marks every window hex closer than CITY_MIN_DISTANCE to `centre`. */
  private markNear(centre: Axial): void {
    const n = CITY_MIN_DISTANCE - 1;
    for (let dq = -n; dq <= n; dq++) {
      for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) {
        const x = centre.q + dq + RADIUS;
        const y = centre.r + dr + RADIUS;
        if (x >= 0 && x < SIDE && y >= 0 && y < SIDE) this.cells[x * SIDE + y]! |= NEAR_CITY;
      }
    }
  }

  /** The cell of hex (q, r). */
  at(q: number, r: number): number {
    const x = q + RADIUS;
    const y = r + RADIUS;
    if (x >= 0 && x < SIDE && y >= 0 && y < SIDE) return this.cells[x * SIDE + y]!;
    return this.outside(q, r);
  }

  private outside(q: number, r: number): number {
    const occ = this.occupancy.get(packHex(q, r));
    let cell = occ ? OCCUPIED | occ.connMask : 0;
    const h = { q, r };
    if (hexDistance(h, HEX_ORIGIN) < CITY_MIN_DISTANCE || this.cityHexes.some((c) => hexDistance(h, c) < CITY_MIN_DISTANCE)) cell |= NEAR_CITY;
    return cell;
  }
}
