/**
 * Hex math after Red Blob Games (https://www.redblobgames.com/grids/hexagons/):
 * axial coordinates {q, r}, pointy-top layout, world y pointing down (screen convention).
 *
 * Direction d (0..5) names a neighbour and the edge facing it:
 *   0 = (+1, 0) east, 1 = (+1,-1) north-east, 2 = (0,-1) north-west,
 *   3 = (-1, 0) west, 4 = (-1,+1) south-west, 5 = (0,+1) south-east.
 * On screen (y down) the directions run counter-clockwise in 60° steps; direction d lies at
 * screen angle -60°·d. Rotating by k maps direction d to (d + k) mod 6, for hexes
 * (hexRotate) and for drawing positions (rotatePoint) alike.
 */
import type { Axial, Direction } from '../model/board';

export type Point = readonly [number, number];

const SQRT3 = Math.sqrt(3);

const DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const HEX_ORIGIN: Axial = { q: 0, r: 0 };

/** Normalises any integer to a Direction 0..5. */
export function dirMod(d: number): Direction {
  return (((d % 6) + 6) % 6) as Direction;
}

export function hexDirection(d: number): Axial {
  return DIRECTIONS[dirMod(d)] as Axial;
}

export function hexAdd(a: Axial, b: Axial): Axial {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexSub(a: Axial, b: Axial): Axial {
  return { q: a.q - b.q, r: a.r - b.r };
}

export function hexEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexNeighbor(h: Axial, d: number): Axial {
  return hexAdd(h, hexDirection(d));
}

export function hexNeighbors(h: Axial): Axial[] {
  return DIRECTIONS.map((d) => hexAdd(h, d));
}

/** The direction d with hexNeighbor(a, d) = b, or null when a and b are not neighbours. */
export function directionBetween(a: Axial, b: Axial): Direction | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) {
    const v = DIRECTIONS[d] as Axial;
    if (v.q === dq && v.r === dr) return d as Direction;
  }
  return null;
}

export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rounds fractional axial coordinates to the nearest hex (cube rounding). */
export function hexRound(h: { q: number; r: number }): Axial {
  const s = -h.q - h.r;
  let q = Math.round(h.q);
  let r = Math.round(h.r);
  const rs = Math.round(s);
  const dq = Math.abs(q - h.q);
  const dr = Math.abs(r - h.r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  // +0 turns a possible -0 into 0 so keys and deep equality stay stable.
  return { q: q + 0, r: r + 0 };
}

/** Centre of hex h in world units (pointy-top; size = centre-to-corner distance). */
export function hexToWorld(h: Axial, size = 1): { x: number; y: number } {
  return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: size * 1.5 * h.r };
}

/** Fractional axial coordinates of a world point (no rounding). */
export function worldToFractionalHex(p: { x: number; y: number }, size = 1): { q: number; r: number } {
  return { q: ((SQRT3 / 3) * p.x - p.y / 3) / size, r: ((2 / 3) * p.y) / size };
}

/** The hex containing a world point. */
export function worldToHex(p: { x: number; y: number }, size = 1): Axial {
  return hexRound(worldToFractionalHex(p, size));
}

/** Rotates a hex around the origin by k·60°, mapping direction d to (d + k) mod 6. */
export function hexRotate(h: Axial, k: number): Axial {
  let q = h.q;
  let r = h.r;
  const n = dirMod(k);
  for (let i = 0; i < n; i++) {
    // cube (q, r, s) -> (-s, -q, -r): east (1,0) goes to north-east (1,-1)
    const nq = q + r;
    r = -q;
    q = nq;
  }
  return { q: q + 0, r: r + 0 };
}

/**
 * Rotates a local drawing position (hex-size units, y down) around the origin by k·60°,
 * consistently with hexRotate: rotatePoint(hexToWorld(h), k) = hexToWorld(hexRotate(h, k)).
 */
export function rotatePoint(p: Point, k: number): [number, number] {
  const n = dirMod(k);
  if (n === 0) return [p[0], p[1]];
  const a = (-n * Math.PI) / 3;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [p[0] * c - p[1] * s, p[0] * s + p[1] * c];
}

/** Unit vector (world, y down) pointing from a hex centre towards its edge d. */
export function directionVector(d: number): [number, number] {
  const a = (-dirMod(d) * Math.PI) / 3;
  return [Math.cos(a), Math.sin(a)];
}

/** Midpoint of edge d of a hex at the origin, in hex-size units (inradius √3/2). */
export function edgeMidpoint(d: number): [number, number] {
  const [x, y] = directionVector(d);
  return [(x * SQRT3) / 2, (y * SQRT3) / 2];
}

/** Point at `radius` and screen angle -30°·slot (slot 2d is the direction of edge d). */
export function polarSlot(slot: number, radius: number): [number, number] {
  const a = (-slot * Math.PI) / 6;
  return [radius * Math.cos(a), radius * Math.sin(a)];
}

/** Hexes at exactly distance `radius` from `center` (radius 0: the centre itself). */
export function hexRing(center: Axial, radius: number): Axial[] {
  if (radius === 0) return [center];
  const out: Axial[] = [];
  let h = hexAdd(center, { q: -radius, r: radius }); // radius steps in direction 4
  for (let d = 0; d < 6; d++) {
    for (let i = 0; i < radius; i++) {
      out.push(h);
      h = hexNeighbor(h, d);
    }
  }
  return out;
}
