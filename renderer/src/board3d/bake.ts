/**
 * Baking: instances of small procedural geometries are transformed, coloured and lit on the CPU
 * into plain vertex data, then concatenated into one vertex-coloured geometry (one draw call,
 * drawn with an unlit material). Lighting is the hemisphere + sun Lambert response of `LIGHTS`,
 * computed in linear space; the result is stored sRGB-encoded (see colourSpace.ts).
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { encodeSRGB } from './colourSpace';

/** The board's lights: never in the scene, only baked into vertex colours (board and tokens). */
export const LIGHTS = {
  sky: 0xfff6e0,
  ground: 0x6b5a48,
  hemiIntensity: 1.6,
  sun: 0xffffff,
  sunIntensity: 1.6,
  sunPosition: [-4, 10, 6] as const,
};

/**
 * Multiplies linear vertex colours by the Lambert response of the scene lights (hemisphere +
 * directional sun, as three.js computes it: colour / π × irradiance), so the static board can be
 * drawn with an unlit material: no per-fragment lighting (the main cost on software GL).
 */
export function bakeLighting(normal: Float32Array, color: Float32Array): void {
  const sky = new THREE.Color(LIGHTS.sky).multiplyScalar(LIGHTS.hemiIntensity);
  const ground = new THREE.Color(LIGHTS.ground).multiplyScalar(LIGHTS.hemiIntensity);
  const sun = new THREE.Color(LIGHTS.sun).multiplyScalar(LIGHTS.sunIntensity);
  const l = new THREE.Vector3(...LIGHTS.sunPosition).normalize();
  for (let o = 0; o < normal.length; o += 3) {
    const nx = normal[o]!;
    const ny = normal[o + 1]!;
    const nz = normal[o + 2]!;
    const w = 0.5 * ny + 0.5;
    const d = Math.max(0, nx * l.x + ny * l.y + nz * l.z);
    color[o] = (color[o]! * (ground.r + (sky.r - ground.r) * w + sun.r * d)) / Math.PI;
    color[o + 1] = (color[o + 1]! * (ground.g + (sky.g - ground.g) * w + sun.g * d)) / Math.PI;
    color[o + 2] = (color[o + 2]! * (ground.b + (sky.b - ground.b) * w + sun.b * d)) / Math.PI;
  }
}

export interface Baked {
  readonly position: Float32Array;
  readonly normal: Float32Array;
  readonly color: Float32Array;
  readonly index: Uint32Array;
}

/** Where each named part lies in the index of a concatenated geometry (`userData.parts`). */
export interface PartRange {
  readonly name: string;
  readonly start: number;
  readonly count: number;
}

/**
 * One part of a baked board: its name, its data, and which of its faces the far level of detail
 * keeps (by the face's normal y; default all), e.g. only the tops of prisms whose sides would be
 * under a pixel tall from afar.
 */
export type BakedPart = readonly [name: string, baked: Baked | null, far?: (ny: number) => boolean];

/** The near geometry (every visible face) and the far one (same vertices, fewer faces). */
export interface BakedLods {
  readonly near: THREE.BufferGeometry;
  readonly far: THREE.BufferGeometry;
}

/**
 * Concatenates baked parts (drawn in this order) into one vertex buffer with two indices, near
 * and far; `userData.parts` of each lists the parts' index ranges (the bench profiles parts with
 * draw ranges). Faces that point straight down are dropped from both.
 */
export function concatBaked(parts: readonly BakedPart[]): BakedLods | null {
  const list = parts.filter((p): p is readonly [string, Baked, ((ny: number) => boolean)?] => !!p[1]);
  if (list.length === 0) return null;
  const verts = list.reduce((s, p) => s + p[1].position.length / 3, 0);
  const idx = list.reduce((s, p) => s + p[1].index.length, 0);
  const P = new Float32Array(verts * 3);
  const N = new Float32Array(verts * 3);
  const C = new Float32Array(verts * 3);
  const near = new Uint32Array(idx);
  const far = new Uint32Array(idx);
  const nearParts: PartRange[] = [];
  const farParts: PartRange[] = [];
  let vo = 0;
  let ni = 0;
  let fi = 0;
  for (const [name, p, keepFar] of list) {
    const n0 = ni;
    const f0 = fi;
    P.set(p.position, vo * 3);
    N.set(p.normal, vo * 3);
    C.set(p.color, vo * 3);
    // Faces that point straight down (bottom caps, box undersides) are never seen: the camera
    // stays above the table (maxPolarAngle). Dropping them saves vertex and set-up work.
    const nor = p.normal;
    for (let j = 0; j < p.index.length; j += 3) {
      const a = p.index[j]!;
      const b = p.index[j + 1]!;
      const c = p.index[j + 2]!;
      const ya = nor[a * 3 + 1]!;
      const yb = nor[b * 3 + 1]!;
      const yc = nor[c * 3 + 1]!;
      if (ya < -0.9 && yb < -0.9 && yc < -0.9) continue;
      near[ni++] = a + vo;
      near[ni++] = b + vo;
      near[ni++] = c + vo;
      if (keepFar && !(keepFar(ya) && keepFar(yb) && keepFar(yc))) continue;
      far[fi++] = a + vo;
      far[fi++] = b + vo;
      far[fi++] = c + vo;
    }
    vo += p.position.length / 3;
    nearParts.push({ name, start: n0, count: ni - n0 });
    farParts.push({ name, start: f0, count: fi - f0 });
  }
  bakeLighting(N, C);
  encodeSRGB(C);
  const position = new THREE.BufferAttribute(P, 3);
  const color = new THREE.BufferAttribute(C, 3);
  const geometry = (index: Uint32Array, count: number, ranges: PartRange[]) => {
    const g = new THREE.BufferGeometry();
    // Both levels share the vertex attributes (uploaded once); only the index differs.
    g.setAttribute('position', position);
    g.setAttribute('color', color);
    g.setIndex(new THREE.BufferAttribute(index.slice(0, count), 1));
    g.computeBoundingSphere();
    g.userData.parts = ranges;
    return g;
  };
  return { near: geometry(near, ni, nearParts), far: geometry(far, fi, farParts) };
}

/** Far level of detail: keep only upward faces (the tops of thin prisms). */
export const FAR_TOPS_ONLY = (ny: number) => ny > 0.9;
/** Far level of detail: drop vertical faces (e.g. tree trunks hidden under their crowns). */
export const FAR_NO_WALLS = (ny: number) => ny > 0.1;

export function bakeGeometry(g: THREE.BufferGeometry): Baked {
  const one = new InstanceList();
  one.add(0, 0, 0, 1, 1, 1, 0xffffff);
  return one.bake(g.clone())!;
}

/** Collects instance transforms and colours, then bakes them into plain vertex data. */
export class InstanceList {
  readonly matrices: THREE.Matrix4[] = [];
  readonly colours: THREE.Color[] = [];
  private readonly m = new THREE.Matrix4();
  private readonly q = new THREE.Quaternion();
  private readonly e = new THREE.Euler();

  add(x: number, y: number, z: number, sx: number, sy: number, sz: number, colour: THREE.Color | number, yaw = 0): void {
    this.q.setFromEuler(this.e.set(0, yaw, 0));
    this.matrices.push(this.m.clone().compose(new THREE.Vector3(x, y, z), this.q, new THREE.Vector3(sx, sy, sz)));
    this.colours.push(typeof colour === 'number' ? new THREE.Color(colour) : colour.clone());
  }

  /**
   * Bakes every instance into plain vertex data (position, normal, colour = instance colour ×
   * vertex colour, index) so static layers merge into a single draw call.
   */
  bake(geometry: THREE.BufferGeometry): Baked | null {
    const n = this.matrices.length;
    if (n === 0) {
      geometry.dispose();
      return null;
    }
    const pos = geometry.getAttribute('position');
    if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
    const nor = geometry.getAttribute('normal');
    const col = geometry.getAttribute('color');
    const vc = pos.count;
    const src = geometry.index ? Array.from(geometry.index.array) : Array.from({ length: vc }, (_, i) => i);
    const P = new Float32Array(vc * n * 3);
    const N = new Float32Array(vc * n * 3);
    const C = new Float32Array(vc * n * 3);
    const I = new Uint32Array(src.length * n);
    const v = new THREE.Vector3();
    const nm = new THREE.Matrix3();
    for (let i = 0; i < n; i++) {
      const m = this.matrices[i]!;
      const c = this.colours[i]!;
      nm.getNormalMatrix(m);
      for (let k = 0; k < vc; k++) {
        const o = (i * vc + k) * 3;
        v.fromBufferAttribute(pos, k).applyMatrix4(m);
        P[o] = v.x;
        P[o + 1] = v.y;
        P[o + 2] = v.z;
        v.fromBufferAttribute(nor, k).applyMatrix3(nm).normalize();
        N[o] = v.x;
        N[o + 1] = v.y;
        N[o + 2] = v.z;
        C[o] = c.r * (col ? col.getX(k) : 1);
        C[o + 1] = c.g * (col ? col.getY(k) : 1);
        C[o + 2] = c.b * (col ? col.getZ(k) : 1);
      }
      for (let j = 0; j < src.length; j++) I[i * src.length + j] = src[j]! + i * vc;
    }
    geometry.dispose();
    return { position: P, normal: N, color: C, index: I };
  }
}

/**
 * The triangles of `g` whose three vertex normals pass `keep(ny)` (ny: the normal's y), as an
 * indexed geometry sharing the attributes: e.g. only the top cap of a prism, or a box without
 * its hidden top.
 */
export function keepFaces(g: THREE.BufferGeometry, keep: (ny: number) => boolean): THREE.BufferGeometry {
  if (!g.getAttribute('normal')) g.computeVertexNormals();
  const ny = g.getAttribute('normal');
  const count = g.index ? g.index.count : g.getAttribute('position').count;
  const at = (i: number) => (g.index ? g.index.getX(i) : i);
  const out: number[] = [];
  for (let i = 0; i + 2 < count; i += 3) {
    const a = at(i);
    const b = at(i + 1);
    const c = at(i + 2);
    if (keep(ny.getY(a)) && keep(ny.getY(b)) && keep(ny.getY(c))) out.push(a, b, c);
  }
  g.setIndex(out);
  g.clearGroups();
  return g;
}

/** Only the upward faces (ny > 0.9) of `g`: the lid of a prism. */
export const topFaces = (g: THREE.BufferGeometry) => keepFaces(g, (ny) => ny > 0.9);

/**
 * A regular prism as three.js builds it (CylinderGeometry: corners at x = r·sin θ, z = r·cos θ,
 * the same walls and normals) whose lid is a zig-zag strip of triangles between the corners
 * instead of a fan around the centre: fewer triangles (n − 2) and about half the scanlines to
 * set up on a software rasteriser, the same pixels.
 */
export function stripLidPrism(radius: number, height: number, segments: number): THREE.BufferGeometry {
  const walls = keepFaces(new THREE.CylinderGeometry(radius, radius, height, segments), (ny) => Math.abs(ny) < 0.9);
  const y = height / 2;
  const corners = Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return [radius * Math.sin(a), y, radius * Math.cos(a)] as const;
  });
  const lid = new THREE.BufferGeometry();
  lid.setAttribute('position', new THREE.Float32BufferAttribute(corners.flat(), 3));
  lid.setAttribute('normal', new THREE.Float32BufferAttribute(corners.flatMap(() => [0, 1, 0]), 3));
  lid.setAttribute('uv', new THREE.Float32BufferAttribute(corners.flatMap(([x, , z]) => [0.5 + x / (2 * radius), 0.5 + z / (2 * radius)]), 2));
  // Zig-zag from corner 0 (towards the default camera) down both sides.
  const tris: [number, number, number][] = [[0, 1, segments - 1]];
  let l = 1;
  let r = segments - 1;
  for (let side = 0; r - l > 1; side ^= 1) {
    if (side === 0) tris.push([l, ++l, r]);
    else tris.push([l, r - 1, r--]);
  }
  lid.setIndex(
    tris.flatMap(([a, b, c]) => {
      // Counter-clockwise seen from above (normal +y).
      const [ax, , az] = corners[a]!;
      const [bx, , bz] = corners[b]!;
      const [cx, , cz] = corners[c]!;
      return (bz - az) * (cx - ax) - (bx - ax) * (cz - az) > 0 ? [a, b, c] : [a, c, b];
    }),
  );
  const merged = mergeGeometries([walls.toNonIndexed(), lid.toNonIndexed()], false)!;
  walls.dispose();
  lid.dispose();
  return merged;
}
