/**
 * Framing the landscape: the points that must be in the picture (every tile's hexagon, the
 * places a revealed piece may go, the figures' heads), the closest camera of a fixed
 * orientation that shows them all inside a rectangle of the canvas (solved exactly: each side
 * of the picture is a plane through the camera, and the camera's position is linear in them),
 * and where the stacks' legend (an HTML overlay in a corner of the canvas, see BoardCanvas.vue)
 * can sit without covering any of it.
 */
import * as THREE from 'three';
import { TILE_H } from './boardLayer';
import { hexCorner, hexToWorld, pieceHexes } from './hexMath';
import type { BoardSceneInput } from './sceneModel';

/** Height of a figure's hat above the ground (tokenLayer's figure). */
const FIGURE_TOP = 0.5;

/**
 * World points whose pictures must lie inside the view: the top and bottom corners of every
 * tile's hexagon and of every ghost position of a revealed piece, and the figures' heads.
 */
export function framePoints(input: BoardSceneInput): THREE.Vector3[] {
  const out: THREE.Vector3[] = [];
  const corners = [0, 1, 2, 3, 4, 5].map((i) => hexCorner(i));
  const hex = (x: number, z: number, bottom: boolean) => {
    for (const [cx, cz] of corners) {
      out.push(new THREE.Vector3(x + cx, 0, z + cz));
      if (bottom) out.push(new THREE.Vector3(x + cx, -TILE_H, z + cz));
    }
  };
  for (const { placed, def } of input.pieces) {
    for (const h of pieceHexes(placed, def)) {
      const c = hexToWorld(h);
      hex(c.x, c.z, true);
    }
  }
  const piece = input.highlights?.ghostPiece;
  for (const g of input.highlights?.ghosts ?? []) {
    for (const h of piece ? pieceHexes(g, piece) : [g.at]) {
      const c = hexToWorld(h);
      hex(c.x, c.z, false);
    }
  }
  if (out.length === 0) for (const s of input.spaces) out.push(new THREE.Vector3(s.x, 0, s.z));
  const at = new Map(input.spaces.map((s) => [s.id, s]));
  for (const f of input.figures) {
    const s = at.get(f.spaceId);
    if (s) out.push(new THREE.Vector3(s.x, FIGURE_TOP, s.z));
  }
  return out;
}

/** Convex outlines (world points) of what must stay uncovered: tiles and ghost positions as hexagonal prisms. */
export function frameShapes(input: BoardSceneInput): THREE.Vector3[][] {
  const shapes: THREE.Vector3[][] = [];
  const corners = [0, 1, 2, 3, 4, 5].map((i) => hexCorner(i));
  const prism = (x: number, z: number) => {
    const pts: THREE.Vector3[] = [];
    for (const [cx, cz] of corners) pts.push(new THREE.Vector3(x + cx, 0.3, z + cz), new THREE.Vector3(x + cx, -TILE_H, z + cz));
    shapes.push(pts);
  };
  // Each hex once (the ghost positions of a piece overlap: several turns, neighbouring places).
  const seen = new Set<string>();
  const add = (h: { q: number; r: number }) => {
    const k = `${h.q},${h.r}`;
    if (seen.has(k)) return;
    seen.add(k);
    const c = hexToWorld(h);
    prism(c.x, c.z);
  };
  for (const { placed, def } of input.pieces) for (const h of pieceHexes(placed, def)) add(h);
  const piece = input.highlights?.ghostPiece;
  for (const g of input.highlights?.ghosts ?? []) for (const h of piece ? pieceHexes(g, piece) : [g.at]) add(h);
  return shapes;
}

/** A rectangle in normalised device coordinates (−1..1, y up). */
export interface NdcRect {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/**
 * The closest position of `camera` (its orientation, field of view and aspect as they are) at
 * which every point projects inside `rect`; in the dimension that does not bind, the points are
 * centred in the rectangle. Moves the camera there and returns the point on the ground (y = 0)
 * at the centre of the picture.
 */
export function fitCamera(camera: THREE.PerspectiveCamera, points: readonly THREE.Vector3[], rect: NdcRect): THREE.Vector3 {
  camera.updateMatrixWorld();
  const toCam = new THREE.Quaternion().copy(camera.quaternion).invert();
  const ty = Math.tan((camera.fov * Math.PI) / 360);
  const tx = ty * camera.aspect;
  const a = rect.x0 * tx;
  const b = rect.x1 * tx;
  const c = rect.y0 * ty;
  const d = rect.y1 * ty;
  // In the camera's orientation with the camera at c: depth of r is (c.z − r.z), and
  // r.x − c.x ≥ a·depth (left), ≤ b·depth (right); likewise in y.
  let minA = Infinity;
  let maxB = -Infinity;
  let minC = Infinity;
  let maxD = -Infinity;
  const rs = points.map((p) => p.clone().applyQuaternion(toCam));
  for (const r of rs) {
    minA = Math.min(minA, r.x + a * r.z);
    maxB = Math.max(maxB, r.x + b * r.z);
    minC = Math.min(minC, r.y + c * r.z);
    maxD = Math.max(maxD, r.y + d * r.z);
  }
  // c.x + a·c.z ≤ minA and c.x + b·c.z ≥ maxB: the camera is at least this far back.
  const czX = (maxB - minA) / (b - a);
  const czY = (maxD - minC) / (d - c);
  const cz = Math.max(czX, czY);
  // The other dimension has room to spare: centre the picture in the rectangle there (its
  // nearest and farthest points lie at other depths, so the middle is found by bisection).
  const centre = (lo: number, hi: number, mid: number, axis: 'x' | 'y') => {
    // The picture's extremes (tangent units) for the camera at `v` on this axis.
    const skew = (v: number) => {
      let max = -Infinity;
      let min = Infinity;
      for (const r of rs) {
        const t = (r[axis] - v) / (cz - r.z);
        max = Math.max(max, t);
        min = Math.min(min, t);
      }
      return max + min - 2 * mid;
    };
    for (let i = 0; i < 40 && hi - lo > 1e-7; i++) {
      const m = (lo + hi) / 2;
      if (skew(m) > 0) lo = m;
      else hi = m;
    }
    return (lo + hi) / 2;
  };
  const cx = centre(Math.min(maxB - b * cz, minA - a * cz), Math.max(maxB - b * cz, minA - a * cz), (a + b) / 2, 'x');
  const cy = centre(Math.min(maxD - d * cz, minC - c * cz), Math.max(maxD - d * cz, minC - c * cz), (c + d) / 2, 'y');
  const pos = new THREE.Vector3(cx, cy, cz).applyQuaternion(camera.quaternion);
  camera.position.copy(pos);
  camera.updateMatrixWorld();
  const fwd = new THREE.Vector3(0, 0, -1).applyQuaternion(camera.quaternion);
  const t = fwd.y < -1e-6 ? -pos.y / fwd.y : 10;
  return pos.clone().addScaledVector(fwd, t);
}

/** A rectangle in canvas pixels (y down). */
export interface PxRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Screen-space convex hulls (canvas pixels) of the shapes. */
export function screenHulls(camera: THREE.Camera, shapes: readonly THREE.Vector3[][], width: number, height: number): { x: number; y: number }[][] {
  const v = new THREE.Vector3();
  return shapes.map((pts) =>
    convexHull(
      pts.map((p) => {
        v.copy(p).project(camera);
        return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
      }),
    ),
  );
}

/** [min a, max a, min b, max b] over the points (infinities when there are none). */
export function extent<P>(points: Iterable<P>, a: (p: P) => number, b: (p: P) => number): [number, number, number, number] {
  let minA = Infinity;
  let maxA = -Infinity;
  let minB = Infinity;
  let maxB = -Infinity;
  for (const p of points) {
    const x = a(p);
    const y = b(p);
    if (x < minA) minA = x;
    if (x > maxA) maxA = x;
    if (y < minB) minB = y;
    if (y > maxB) maxB = y;
  }
  return [minA, maxA, minB, maxB];
}

/** True when the convex polygon and the rectangle overlap (separating axes). */
export function polygonHitsRect(poly: readonly { x: number; y: number }[], r: PxRect): boolean {
  if (poly.length === 0) return false;
  const [minX, maxX, minY, maxY] = extent(poly, (p) => p.x, (p) => p.y);
  if (maxX <= r.x || minX >= r.x + r.w || maxY <= r.y || minY >= r.y + r.h) return false;
  const rc = [
    { x: r.x, y: r.y },
    { x: r.x + r.w, y: r.y },
    { x: r.x + r.w, y: r.y + r.h },
    { x: r.x, y: r.y + r.h },
  ];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const nx = q.y - p.y;
    const ny = p.x - q.x;
    let polyMax = -Infinity;
    for (const s of poly) polyMax = Math.max(polyMax, (s.x - p.x) * nx + (s.y - p.y) * ny);
    let polyMin = Infinity;
    for (const s of poly) polyMin = Math.min(polyMin, (s.x - p.x) * nx + (s.y - p.y) * ny);
    let rMin = Infinity;
    let rMax = -Infinity;
    for (const s of rc) {
      const k = (s.x - p.x) * nx + (s.y - p.y) * ny;
      rMin = Math.min(rMin, k);
      rMax = Math.max(rMax, k);
    }
    if (rMax <= polyMin || rMin >= polyMax) return false;
  }
  return true;
}

/** Area of a simple polygon (shoelace). */
export function polygonArea(poly: readonly { x: number; y: number }[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

/** A convex polygon clipped to the rectangle [0, w] × [0, h] (Sutherland–Hodgman). */
export function clipToCanvas(poly: readonly { x: number; y: number }[], w: number, h: number): { x: number; y: number }[] {
  type P = { x: number; y: number };
  const edges: [(p: P) => number][] = [[(p) => p.x], [(p) => w - p.x], [(p) => p.y], [(p) => h - p.y]];
  let out: P[] = [...poly];
  for (const [inside] of edges) {
    const src = out;
    out = [];
    for (let i = 0; i < src.length; i++) {
      const p = src[i]!;
      const q = src[(i + 1) % src.length]!;
      const dp = inside(p);
      const dq = inside(q);
      if (dp >= 0) out.push(p);
      if (dp >= 0 !== dq >= 0) {
        const t = dp / (dp - dq);
        out.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

function convexHull(pts: { x: number; y: number }[]): { x: number; y: number }[] {
  const p = [...pts].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: { x: number; y: number }[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: { x: number; y: number }[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** A corner of the canvas. */
export type Corner = 'top-right' | 'bottom-right' | 'top-left' | 'bottom-left';
/** The legend's layout: one stack under the other, or side by side. */
export type StackLayout = 'column' | 'row';

export interface StackPlacement {
  readonly corner: Corner;
  readonly layout: StackLayout;
}

/** The legend's size (CSS pixels) in each layout; zero: no legend. */
export interface LegendSize {
  readonly column: { readonly w: number; readonly h: number };
  readonly row: { readonly w: number; readonly h: number };
}

/** Gap (CSS pixels) between the legend and the canvas edge; BoardCanvas.vue's CSS uses the same. */
export const LEGEND_INSET = 6;

/** The legend's rectangle in the canvas for a placement, with `pad` pixels of room around it. */
export function legendRect(p: StackPlacement, size: LegendSize, width: number, height: number, pad = 0): PxRect {
  const s = size[p.layout];
  const right = p.corner.endsWith('right');
  const bottom = p.corner.startsWith('bottom');
  const x = right ? width - LEGEND_INSET - s.w : LEGEND_INSET;
  const y = bottom ? height - LEGEND_INSET - s.h : LEGEND_INSET;
  return { x: x - pad, y: y - pad, w: s.w + 2 * pad, h: s.h + 2 * pad };
}

/** The placements tried, best first (the bottom-left corner is left to the table's tips). */
export const PLACEMENTS: readonly StackPlacement[] = [
  { corner: 'top-right', layout: 'column' },
  { corner: 'top-right', layout: 'row' },
  { corner: 'top-left', layout: 'row' },
  { corner: 'top-left', layout: 'column' },
  { corner: 'bottom-right', layout: 'column' },
  { corner: 'bottom-right', layout: 'row' },
];
