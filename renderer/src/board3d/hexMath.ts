/**
 * Pointy-top axial hex math for drawing (Red Blob Games conventions).
 * World space: x to the right, z "down the table" (screen y of the 2-D board), y up.
 * Hex size 1 = centre-to-corner distance. Piece-local drawing positions (SpaceDef.pos) are in the
 * same 2-D frame as hexToWorld's (x, z), in hex-size units.
 * Thin x/z wrappers over shared/hex (same direction order and rotation sense).
 */
import {
  edgeMidpoint as sharedEdgeMidpoint,
  hexAdd,
  hexDirection,
  hexKey as sharedHexKey,
  hexRotate,
  hexToWorld as sharedHexToWorld,
  rotatePoint,
  worldToHex as sharedWorldToHex,
} from '../../../shared/hex';
import type { Axial, PieceDef, PlacedPiece, SpaceDef } from '../../../shared/model/board';

export const SQRT3 = Math.sqrt(3);

/** Direction d (0..5) neighbour offsets; rotating by k maps direction d to (d + k) mod 6. */
export const AXIAL_DIRECTIONS: readonly Axial[] = [0, 1, 2, 3, 4, 5].map(hexDirection);

export interface World2 {
  readonly x: number;
  readonly z: number;
}

export function hexKey(h: Axial): string {
  return sharedHexKey(h);
}

export function addAxial(a: Axial, b: Axial): Axial {
  return hexAdd(a, b);
}

export function hexToWorld(h: Axial, size = 1): World2 {
  const w = sharedHexToWorld(h, size);
  return { x: w.x, z: w.y };
}

export function worldToHex(x: number, z: number, size = 1): Axial {
  return sharedWorldToHex({ x, y: z }, size);
}

/** Rotates an axial offset by k steps of 60° (direction d -> d + k). */
export function rotateAxial(h: Axial, k: number): Axial {
  return hexRotate(h, k);
}

/** Rotates a local 2-D drawing position consistently with rotateAxial (−60° per step in x/z). */
export function rotateLocal(p: readonly [number, number], k: number): [number, number] {
  return rotatePoint(p, k);
}

/** Y-axis rotation (radians, three.js convention) that matches rotateLocal for k steps. */
export function rotationToYaw(k: number): number {
  // rotateLocal rotates (x,z) by -60k deg; a three.js Y rotation by θ maps (x,z) -> (x cos + z sin, -x sin + z cos).
  return (Math.PI / 3) * k;
}

/** World position of a piece's local hex. */
export function pieceHexAxial(placed: PlacedPiece, local: Axial): Axial {
  return addAxial(placed.at, rotateAxial(local, placed.rotation));
}

export function pieceHexes(placed: PlacedPiece, def: PieceDef): Axial[] {
  return def.hexes.map((h) => pieceHexAxial(placed, h));
}

/** World position of a space of a placed piece. */
export function spaceWorld(placed: PlacedPiece, def: PieceDef, space: SpaceDef): World2 {
  const local = def.hexes[space.hex] ?? { q: 0, r: 0 };
  const c = hexToWorld(pieceHexAxial(placed, local));
  const p = rotateLocal(space.pos, placed.rotation);
  return { x: c.x + p[0], z: c.z + p[1] };
}

/** Mid-point of edge d of a hex centred at the origin (distance √3/2). */
export function edgeMidpoint(d: number): [number, number] {
  return sharedEdgeMidpoint(d);
}

/** Corner i (0..5) of a pointy-top hex at the origin, angle 30° + 60° i. */
export function hexCorner(i: number, size = 1): [number, number] {
  const a = (Math.PI / 180) * (60 * i - 30);
  return [size * Math.cos(a), size * Math.sin(a)];
}
