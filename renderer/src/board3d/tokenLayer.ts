/**
 * Figures and markers: ONE vertex-coloured mesh (one draw call) rewritten in place whenever a
 * token moves, appears or animates. Instancing is not used on purpose: a software rasteriser
 * (SwiftShader) pays a per-instance set-up cost about as large as a draw call's, so 150
 * instanced markers cost more than the whole merged batch. Rewriting ~10k vertices per
 * animation frame is far cheaper than that.
 */
import * as THREE from 'three';
import type { SpaceId } from '../../../shared/model/board';
import { PLAYER_COLOURS, type PlayerColour } from '../../../shared/model/components';
import { bakeLighting } from './bake';
import { SPACE_TOP } from './boardLayer';
import { linearToSRGB } from './colourSpace';
import { figureGeometry, shapePrism } from './geometry';
import { PLAYER_HEX, PLAYER_SHAPE } from './palette';
import type { MarkerKind, SceneFigure, SceneMarker } from './sceneModel';

export interface XZ {
  x: number;
  z: number;
}

const MARKER_SCALE: Record<MarkerKind, [number, number]> = {
  scheniegelei: [0.07, 0.035], // flat token
  townSeal: [0.065, 0.06], // seal: medium, lighter colour
  markerPiece: [0.05, 0.13], // tall peg
};

/** Where the n-th of `count` markers on a space sits, around the space symbol. */
export function markerSlot(i: number, count: number): { dx: number; dz: number; layer: number } {
  const perRing = 8;
  const inRing = Math.min(count, perRing);
  const a = ((i % perRing) / inRing) * Math.PI * 2 - Math.PI / 2;
  return { dx: Math.cos(a) * 0.19, dz: Math.sin(a) * 0.19, layer: Math.floor(i / perRing) };
}

export function figureSlot(i: number, count: number): { dx: number; dz: number } {
  if (count <= 1) return { dx: 0, dz: 0 };
  const a = (i / count) * Math.PI * 2 + Math.PI / 4;
  return { dx: Math.cos(a) * 0.08, dz: Math.sin(a) * 0.08 };
}

/** A token shape: positions, lit white colours (linear) and the visible triangles. */
interface Shape {
  readonly pos: Float32Array;
  readonly lit: Float32Array;
  readonly index: readonly number[];
}

interface Placed {
  shape: Shape;
  x: number;
  y: number;
  z: number;
  sx: number;
  sy: number;
  /** sRGB-encoded vertex colours (lit × token colour), cached per shape and colour. */
  colours: Float32Array;
}

export class TokenLayer {
  readonly group = new THREE.Group();
  readonly mesh: THREE.Mesh;
  private readonly figureShapes = new Map<PlayerColour, Shape>();
  private readonly markerShapes = new Map<PlayerColour, Shape>();
  private readonly colourCache = new Map<string, Float32Array>();
  private figures: Placed[] = [];
  private markers: Placed[] = [];
  // Unlit: the lighting is baked into the vertex colours (see bakeLighting).
  private readonly material = new THREE.MeshBasicMaterial({ color: 0xffffff, vertexColors: true });
  private capacity = 0;

  constructor() {
    this.group.name = 'tokens';
    for (const c of PLAYER_COLOURS) {
      this.figureShapes.set(c, shapeOf(figureGeometry(PLAYER_SHAPE[c])));
      this.markerShapes.set(c, shapeOf(shapePrism(PLAYER_SHAPE[c], 1, 1, 6)));
    }
    this.mesh = new THREE.Mesh(new THREE.BufferGeometry(), this.material);
    this.mesh.name = 'figures+markers';
    this.mesh.frustumCulled = false;
    this.mesh.visible = false;
    this.group.add(this.mesh);
  }

  /** Writes all figures; `override(player)` moves a figure (walking animation, hop height). */
  setFigures(figs: readonly SceneFigure[], at: (id: SpaceId) => XZ | undefined, override?: (player: number) => { x: number; z: number; y: number } | undefined): void {
    const perSpace = new Map<SpaceId, SceneFigure[]>();
    for (const f of figs) perSpace.set(f.spaceId, [...(perSpace.get(f.spaceId) ?? []), f]);
    const out: Placed[] = [];
    for (const f of figs) {
      const shape = this.figureShapes.get(f.colour);
      if (!shape) continue;
      const o = override?.(f.player);
      let x: number;
      let z: number;
      let y = SPACE_TOP;
      if (o) {
        x = o.x;
        z = o.z;
        y += o.y;
      } else {
        const s = at(f.spaceId);
        if (!s) continue;
        const here = perSpace.get(f.spaceId)!;
        const slot = figureSlot(here.indexOf(f), here.length);
        x = s.x + slot.dx;
        z = s.z + slot.dz;
      }
      out.push({ shape, x, y, z, sx: 1, sy: 1, colours: this.colours(shape, `f:${f.colour}`, new THREE.Color(PLAYER_HEX[f.colour])) });
    }
    this.figures = out;
    this.write();
  }

  /** Writes all markers; `scaleOf(id)` (0..1+) animates appearing markers. */
  setMarkers(markers: readonly SceneMarker[], at: (id: SpaceId) => XZ | undefined, scaleOf?: (id: string) => number): void {
    const perSpace = new Map<SpaceId, SceneMarker[]>();
    for (const mk of markers) perSpace.set(mk.spaceId, [...(perSpace.get(mk.spaceId) ?? []), mk]);
    const out: Placed[] = [];
    for (const [spaceId, list] of perSpace) {
      const s = at(spaceId);
      if (!s) continue;
      list.forEach((mk, i) => {
        const shape = this.markerShapes.get(mk.colour);
        if (!shape) return;
        const slot = markerSlot(i, list.length);
        const [r, h] = MARKER_SCALE[mk.kind];
        const f = scaleOf ? scaleOf(mk.id) : 1;
        const col = new THREE.Color(PLAYER_HEX[mk.colour]);
        if (mk.kind === 'townSeal') col.lerp(new THREE.Color(0xfff4d0), 0.35);
        if (mk.kind === 'markerPiece') col.multiplyScalar(0.8);
        out.push({
          shape,
          x: s.x + slot.dx,
          y: SPACE_TOP * 0.5 + slot.layer * 0.14,
          z: s.z + slot.dz,
          sx: r * f,
          sy: h * f + 1e-4,
          colours: this.colours(shape, `m:${mk.colour}:${mk.kind}`, col),
        });
      });
    }
    this.markers = out;
    this.write();
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.material.dispose();
  }

  /** Lit shape colours × `colour`, sRGB-encoded (see colourSpace.ts), cached per key. */
  private colours(shape: Shape, key: string, colour: THREE.Color): Float32Array {
    let c = this.colourCache.get(key);
    if (!c) {
      c = new Float32Array(shape.lit.length);
      for (let i = 0; i < c.length; i += 3) {
        c[i] = linearToSRGB(Math.min(1, shape.lit[i]! * colour.r));
        c[i + 1] = linearToSRGB(Math.min(1, shape.lit[i + 1]! * colour.g));
        c[i + 2] = linearToSRGB(Math.min(1, shape.lit[i + 2]! * colour.b));
      }
      this.colourCache.set(key, c);
    }
    return c;
  }

  /** Rewrites the merged geometry from the placed figures and markers. */
  private write(): void {
    const all = [...this.markers, ...this.figures];
    let verts = 0;
    let idx = 0;
    for (const t of all) {
      verts += t.shape.pos.length / 3;
      idx += t.shape.index.length;
    }
    let g = this.mesh.geometry;
    if (verts > this.capacity) {
      // Grow (doubling) so that appearing markers rarely reallocate the buffers.
      this.capacity = Math.max(1024, verts * 2);
      g.dispose();
      g = new THREE.BufferGeometry();
      g.setAttribute('position', new THREE.BufferAttribute(new Float32Array(this.capacity * 3), 3).setUsage(THREE.DynamicDrawUsage));
      g.setAttribute('color', new THREE.BufferAttribute(new Float32Array(this.capacity * 3), 3).setUsage(THREE.DynamicDrawUsage));
      g.setIndex(new THREE.BufferAttribute(new Uint32Array(this.capacity * 3), 1).setUsage(THREE.DynamicDrawUsage));
      this.mesh.geometry = g;
    }
    const P = g.getAttribute('position').array as Float32Array;
    const C = g.getAttribute('color').array as Float32Array;
    const I = g.index!.array as Uint32Array;
    let vo = 0;
    let io = 0;
    for (const t of all) {
      const { pos, index } = t.shape;
      for (let k = 0; k < pos.length; k += 3) {
        P[vo * 3 + k] = t.x + pos[k]! * t.sx;
        P[vo * 3 + k + 1] = t.y + pos[k + 1]! * t.sy;
        P[vo * 3 + k + 2] = t.z + pos[k + 2]! * t.sx;
      }
      C.set(t.colours, vo * 3);
      for (const i of index) I[io++] = i + vo;
      vo += pos.length / 3;
    }
    g.getAttribute('position').needsUpdate = true;
    g.getAttribute('color').needsUpdate = true;
    g.index!.needsUpdate = true;
    g.setDrawRange(0, idx);
    this.mesh.visible = idx > 0;
  }
}

/**
 * A token geometry as plain arrays: lit white vertex colours (bakeLighting), downward faces
 * dropped (the camera stays above the table).
 */
function shapeOf(g: THREE.BufferGeometry): Shape {
  if (!g.getAttribute('normal')) g.computeVertexNormals();
  const pos = Float32Array.from(g.getAttribute('position').array as ArrayLike<number>);
  const n = Float32Array.from(g.getAttribute('normal').array as ArrayLike<number>);
  const lit = new Float32Array(n.length).fill(1);
  bakeLighting(n, lit);
  const count = g.index ? g.index.count : pos.length / 3;
  const at = (i: number) => (g.index ? g.index.getX(i) : i);
  const index: number[] = [];
  for (let i = 0; i + 2 < count; i += 3) {
    const tri = [at(i), at(i + 1), at(i + 2)];
    if (tri.every((v) => n[v * 3 + 1]! < -0.9)) continue;
    index.push(...tri);
  }
  g.dispose();
  return { pos, lit, index };
}
