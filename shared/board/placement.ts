/**
 * Scouting placements (rulings C13, C14): where a revealed landscape tile or city board may go.
 */
import type { Axial, PlacedPiece } from '../model/board';
import { NEAR_CITY, OCCUPIED, occupancyGrid, type OccupancyGrid } from './occupancyGrid';
import { packHex, pieceDef, unpackHex } from './pieces';
import { DIR_Q, DIR_R, rotations, type Rotated } from './rotations';

export { CITY_MIN_DISTANCE } from './occupancyGrid';

export interface Placement {
  readonly at: Axial;
  readonly rotation: number;
}

/**
 * Every legal {at, rotation} for `pieceId`: the piece touches at least one of `fromHexes`
 * (the tile or city the journeyman stands on), covers only empty hexes, and on every edge
 * it shares with a placed piece both sides have a connection space or neither has (C13).
 * A city additionally obeys the distance rule (C14). Sorted by at.q, at.r, rotation.
 */
export function legalPlacements(placed: readonly PlacedPiece[], pieceId: string, fromHexes: readonly Axial[]): Placement[] {
  const def = pieceDef(pieceId);
  const turns = rotations(pieceId);
  const grid = occupancyGrid(placed);
  const isCity = def.kind === 'city';
  // the empty hexes next to the piece scouted from: a placement covers at least one of them
  const targets: number[] = [];
  for (const from of fromHexes) {
    for (let d = 0; d < 6; d++) {
      const q = from.q + (DIR_Q[d] as number);
      const r = from.r + (DIR_R[d] as number);
      if (!(grid.at(q, r) & OCCUPIED)) targets.push(q, r);
    }
  }
  // fitting placements as packHex(at) * 6 + rotation: that number orders by q, r, rotation
  const found: number[] = [];
  if (turns[0]!.dq.length === 1) fitSingleHex(turns, targets, grid, isCity, found);
  else {
    for (let rotation = 0; rotation < 6; rotation++) {
      const turned = turns[rotation] as Rotated;
      const n = turned.dq.length;
      for (let t = 0; t < targets.length; t += 2) {
        for (let j = 0; j < n; j++) {
          const aq = (targets[t] as number) - (turned.dq[j] as number);
          const ar = (targets[t + 1] as number) - (turned.dr[j] as number);
          if (fits(aq, ar, turned, grid, isCity)) found.push(packHex(aq, ar) * 6 + rotation);
        }
      }
    }
  }
  // one anchor can be reached from several target hexes: sort (numerically, being a typed
  // array), then drop repeats
  const keys = new Int32Array(found).sort();
  const out: Placement[] = [];
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number;
    if (i > 0 && k === keys[i - 1]) continue;
    const rotation = k % 6;
    out.push({ at: unpackHex((k - rotation) / 6), rotation });
  }
  return out;
}

/**
 * `fits` for a one-hex piece (every landscape tile), each target read once: the neighbours
 * fix which edges must carry a connection and which must not; each rotation's mask is then
 * compared in one step.
 */
function fitSingleHex(turns: readonly Rotated[], targets: readonly number[], grid: OccupancyGrid, isCity: boolean, found: number[]): void {
  for (let t = 0; t < targets.length; t += 2) {
    const q = targets[t] as number;
    const r = targets[t + 1] as number;
    if (isCity && grid.at(q, r) & NEAR_CITY) continue;
    let occupied = 0; // directions with a placed neighbour
    let needed = 0; // of those, the ones whose facing edge has a connection space
    for (let d = 0; d < 6; d++) {
      const cell = grid.at(q + (DIR_Q[d] as number), r + (DIR_R[d] as number));
      if (!(cell & OCCUPIED)) continue;
      occupied |= 1 << d;
      if ((cell >> ((d + 3) % 6)) & 1) needed |= 1 << d;
    }
    const key = packHex(q, r) * 6;
    for (let rotation = 0; rotation < 6; rotation++) {
      if (((turns[rotation] as Rotated).masks[0]! & occupied) === needed) found.push(key + rotation);
    }
  }
}

function fits(aq: number, ar: number, turned: Rotated, grid: OccupancyGrid, isCity: boolean): boolean {
  const { dq, dr, outerEdges } = turned;
  const blocked = isCity ? OCCUPIED | NEAR_CITY : OCCUPIED;
  for (let i = 0; i < dq.length; i++) {
    if (grid.at(aq + (dq[i] as number), ar + (dr[i] as number)) & blocked) return false;
  }
  for (let k = 0; k < outerEdges.length; k += 4) {
    const cell = grid.at(aq + (outerEdges[k] as number), ar + (outerEdges[k + 1] as number));
    if (cell & OCCUPIED && ((cell >> (outerEdges[k + 3] as number)) & 1) !== outerEdges[k + 2]) return false;
  }
  return true;
}

/**
 * Whether a scouted piece could go anywhere next to `piece` (engine ruling extending C15): an
 * empty neighbouring hex, for a city one that also keeps the distance rule (C14).
 */
export function roomNextTo(placed: readonly PlacedPiece[], piece: PlacedPiece, city: boolean): boolean {
  const grid = occupancyGrid(placed);
  const blocked = city ? OCCUPIED | NEAR_CITY : OCCUPIED;
  const t = rotations(piece.pieceId)[((piece.rotation % 6) + 6) % 6] as Rotated;
  for (let i = 0; i < t.dq.length; i++) {
    const q = piece.at.q + (t.dq[i] as number);
    const r = piece.at.r + (t.dr[i] as number);
    for (let d = 0; d < 6; d++) if (!(grid.at(q + (DIR_Q[d] as number), r + (DIR_R[d] as number)) & blocked)) return true;
  }
  return false;
}

/** A new placed array with the piece added (the input array is not changed). */
export function placePiece(placed: readonly PlacedPiece[], placement: PlacedPiece): PlacedPiece[] {
  return [...placed, { pieceId: placement.pieceId, at: placement.at, rotation: ((placement.rotation % 6) + 6) % 6 }];
}
