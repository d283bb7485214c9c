/**
 * A board's occupancy as one byte per hex in a window around the homeland. The placement and
 * room checks (C13, C14) probe dozens to hundreds of hexes per call; an array read is far
 * cheaper than a Map lookup. Hexes beyond the window (no connected board of the real pieces
 * reaches that far, but the board module accepts any hex) are answered from the occupancy map.
 *
 * A cell holds the hex's global connection mask (bits 0–5), OCCUPIED, and NEAR_CITY: the hex
 * is closer than CITY_MIN_DISTANCE to the homeland's hex or to a placed city's hex.
 *
 * There is one grid, holding the board asked about last: a fresh 17 kB array per board cost
 * more than the checks saved, and the checks of one board come in bursts. Loading another
 * board clears only the cells the previous one wrote.
 */
import { HEX_ORIGIN, hexDistance } from '../hex/hex';
import type { Axial, PlacedPiece } from '../model/board';
import { boardIndex, packHex, pieceDef } from './pieces';
import { rotations } from './rotations';

export const OCCUPIED = 64;
export const NEAR_CITY = 128;

/** C14: a city keeps hex distance ≥ 3 from every other city hex and from the homeland. */
export const CITY_MIN_DISTANCE = 3;

const RADIUS = 64;
const SIDE = 2 * RADIUS + 1;

export interface OccupancyGrid {
  /** The cell of hex (q, r). */
  at(q: number, r: number): number;
}

class SharedGrid implements OccupancyGrid {
  private readonly cells = new Uint8Array(SIDE * SIDE);
  /** Cells set by the board loaded now. */
  private readonly written: number[] = [];
  /** The board loaded now. */
  placed: readonly PlacedPiece[] = [];

  load(placed: readonly PlacedPiece[]): void {
    const from = this.extends(placed) ? this.placed.length : 0;
    if (from === 0) {
      const { cells, written } = this;
      for (let i = 0; i < written.length; i++) cells[written[i]!] = 0;
      written.length = 0;
      this.markNear(HEX_ORIGIN);
    }
    this.placed = placed;
    for (let k = from; k < placed.length; k++) {
      const p = placed[k]!;
      const t = rotations(p.pieceId)[((p.rotation % 6) + 6) % 6]!;
      const city = pieceDef(p.pieceId).kind === 'city';
      for (let i = 0; i < t.dq.length; i++) {
        const q = p.at.q + t.dq[i]!;
        const r = p.at.r + t.dr[i]!;
        this.set(q, r, OCCUPIED | t.masks[i]!);
        if (city) this.markNear({ q, r });
      }
    }
  }

  /**
   * Whether `placed` is the loaded board plus one piece (the next board of a game): then only
   * that piece is added.
   */
  private extends(placed: readonly PlacedPiece[]): boolean {
    const loaded = this.placed;
    if (placed.length !== loaded.length + 1 || loaded.length === 0) return false;
    for (let i = loaded.length - 1; i >= 0; i--) if (placed[i] !== loaded[i]) return false;
    return true;
  }

  private set(q: number, r: number, bits: number): void {
    const x = q + RADIUS;
    const y = r + RADIUS;
    if (x < 0 || x >= SIDE || y < 0 || y >= SIDE) return;
    const i = x * SIDE + y;
    if (this.cells[i] === 0) this.written.push(i);
    this.cells[i]! |= bits;
  }

  /** Marks every window hex closer than CITY_MIN_DISTANCE to `centre`. */
  private markNear(centre: Axial): void {
    const n = CITY_MIN_DISTANCE - 1;
    for (let dq = -n; dq <= n; dq++) {
      for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) this.set(centre.q + dq, centre.r + dr, NEAR_CITY);
    }
  }

  at(q: number, r: number): number {
    const x = q + RADIUS;
    const y = r + RADIUS;
    if (x >= 0 && x < SIDE && y >= 0 && y < SIDE) return this.cells[x * SIDE + y]!;
    return this.outside(q, r);
  }

  private outside(q: number, r: number): number {
    const { occupancyPacked, cityHexes } = boardIndex(this.placed);
    const occ = occupancyPacked.get(packHex(q, r));
    let cell = occ ? OCCUPIED | occ.connMask : 0;
    const h = { q, r };
    if (hexDistance(h, HEX_ORIGIN) < CITY_MIN_DISTANCE || cityHexes.some((c) => hexDistance(h, c) < CITY_MIN_DISTANCE)) cell |= NEAR_CITY;
    return cell;
  }
}

const shared = new SharedGrid();

/** The grid of `placed`. Valid until a grid of another board is asked for: use it at once, never keep it. */
export function occupancyGrid(placed: readonly PlacedPiece[]): OccupancyGrid {
  if (shared.placed !== placed) shared.load(placed);
  return shared;
}
