/**
 * Pointy-top axial hex math for drawing (Red Blob Games conventions).
 * World space: x to the right, z "down the table" (screen y of the 2-D board), y up.
 * Hex size 1 = centre-to-corner distance. Piece-local drawing positions (SpaceDef.pos) are in the
 * same 2-D frame as hexToWorld's (x, z), in hex-size units.
 * TODO(shared/hex): switch to shared/hex once it lands; keep the same direction order.
 */
import type { Axial, PieceDef, PlacedPiece, SpaceDef } from '../../../shared/model/board';

export const SQRT3 = Math.sqrt(3);

/** Direction d (0..5) neighbour offsets; rotating by k maps direction d to (d + k) mod 6. */
export const AXIAL_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export interface World2 {
  readonly x: number;
  readonly z: number;
}

export function hexKey(h: Axial): string {
  return `${h.q},${h.r}`;
}

export function addAxial(a: Axial, b: Axial): Axial {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexToWorld(h: Axial, size = 1): World2 {
  return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), z: size * 1.5 * h.r };
}

/** Rounds fractional cube coordinates to the containing hex. */
export function axialRound(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

export function worldToHex(x: number, z: number, size = 1): Axial {
  const q = ((SQRT3 / 3) * x - (1 / 3) * z) / size;
  const r = ((2 / 3) * z) / size;
  return axialRound(q, r);
}

/** Rotates an axial offset by k steps of 60° (direction d -> d + k). */
export function rotateAxial(h: Axial, k: number): Axial {
  let q = h.q;
  let r = h.r;
  const steps = ((k % 6) + 6) % 6;
  for (let i = 0; i < steps; i++) {
    const s = -q - r;
    const nq = -s;
    const nr = -q;
    q = nq;
    r = nr;
  }
  return { q: q + 0, r: r + 0 };
}

/** Rotates a local 2-D drawing position consistently with rotateAxial (−60° per step in x/z). */
export function rotateLocal(p: readonly [number, number], k: number): [number, number] {
  const a = (-Math.PI / 3) * k;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [p[0] * c - p[1] * s, p[0] * s + p[1] * c];
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
  const n = hexToWorld(AXIAL_DIRECTIONS[((d % 6) + 6) % 6]!);
  return [n.x / 2, n.z / 2];
}

/** Corner i (0..5) of a pointy-top hex at the origin, angle 30° + 60° i. */
export function hexCorner(i: number, size = 1): [number, number] {
  const a = (Math.PI / 180) * (60 * i - 30);
  return [size * Math.cos(a), size * Math.sin(a)];
}
