/**
 * Figures and markers: one InstancedMesh per player shape for figures and one for markers
 * (8 draw calls at most). Instances are updated in place, so animation only rewrites matrices.
 */
import * as THREE from 'three';
import type { SpaceId } from '../../../shared/model/board';
import { PLAYER_COLOURS, type PlayerColour } from '../../../shared/model/components';
import { SPACE_TOP, bakeLighting } from './boardLayer';
import { figureGeometry, shapePrism } from './geometry';
import { PLAYER_HEX, PLAYER_SHAPE } from './palette';
import type { MarkerKind, SceneFigure, SceneMarker } from './sceneModel';

const MAX_FIGURES = 4;
const MAX_MARKERS = 256;

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

export class TokenLayer {
  readonly group = new THREE.Group();
  private readonly figures = new Map<PlayerColour, THREE.InstancedMesh>();
  private readonly markers = new Map<PlayerColour, THREE.InstancedMesh>();
  private readonly m = new THREE.Matrix4();
  private readonly p = new THREE.Vector3();
  private readonly s = new THREE.Vector3();
  private readonly q = new THREE.Quaternion();
  // Unlit: the scene lighting is baked into the geometries' vertex colours (litGeometry), the
  // instance colour multiplies it. Tokens are only translated and scaled, never turned.
  private readonly figureMaterial = new THREE.MeshBasicMaterial({ color: 0xffffff, vertexColors: true });
  private readonly markerMaterial = new THREE.MeshBasicMaterial({ color: 0xffffff, vertexColors: true });

  constructor() {
    this.group.name = 'tokens';
    for (const c of PLAYER_COLOURS) {
      const f = new THREE.InstancedMesh(litGeometry(figureGeometry(PLAYER_SHAPE[c])), this.figureMaterial, MAX_FIGURES);
      f.name = `figures-${c}`;
      f.count = 0;
      f.frustumCulled = false;
      const mk = new THREE.InstancedMesh(litGeometry(shapePrism(PLAYER_SHAPE[c], 1, 1)), this.markerMaterial, MAX_MARKERS);
      mk.name = `markers-${c}`;
      mk.count = 0;
      mk.frustumCulled = false;
      // Pre-size the colour buffer.
      f.setColorAt(0, new THREE.Color(PLAYER_HEX[c]));
      mk.setColorAt(0, new THREE.Color(PLAYER_HEX[c]));
      this.figures.set(c, f);
      this.markers.set(c, mk);
      this.group.add(f, mk);
    }
  }

  /**
   * Writes all figures. `pos(player)` overrides a figure's position (walking animation),
   * `hop` lifts it.
   */
  setFigures(figs: readonly SceneFigure[], at: (id: SpaceId) => XZ | undefined, override?: (player: number) => { x: number; z: number; y: number } | undefined): void {
    const counts = new Map<PlayerColour, number>();
    const perSpace = new Map<SpaceId, SceneFigure[]>();
    for (const f of figs) perSpace.set(f.spaceId, [...(perSpace.get(f.spaceId) ?? []), f]);
    for (const f of figs) {
      const mesh = this.figures.get(f.colour);
      if (!mesh) continue;
      const k = counts.get(f.colour) ?? 0;
      if (k >= MAX_FIGURES) continue;
      counts.set(f.colour, k + 1);
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
      this.m.compose(this.p.set(x, y, z), this.q.identity(), this.s.set(1, 1, 1));
      mesh.setMatrixAt(k, this.m);
      mesh.setColorAt(k, new THREE.Color(PLAYER_HEX[f.colour]));
    }
    for (const [c, mesh] of this.figures) {
      mesh.count = counts.get(c) ?? 0;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.visible = mesh.count > 0;
    }
  }

  /** Writes all markers; `scaleOf(id)` (0..1+) animates appearing markers. */
  setMarkers(markers: readonly SceneMarker[], at: (id: SpaceId) => XZ | undefined, scaleOf?: (id: string) => number): void {
    const counts = new Map<PlayerColour, number>();
    const perSpace = new Map<SpaceId, SceneMarker[]>();
    for (const mk of markers) perSpace.set(mk.spaceId, [...(perSpace.get(mk.spaceId) ?? []), mk]);
    for (const [spaceId, list] of perSpace) {
      const s = at(spaceId);
      if (!s) continue;
      list.forEach((mk, i) => {
        const mesh = this.markers.get(mk.colour);
        if (!mesh) return;
        const k = counts.get(mk.colour) ?? 0;
        if (k >= MAX_MARKERS) return;
        counts.set(mk.colour, k + 1);
        const slot = markerSlot(i, list.length);
        const [r, h] = MARKER_SCALE[mk.kind];
        const f = scaleOf ? scaleOf(mk.id) : 1;
        this.m.compose(
          this.p.set(s.x + slot.dx, SPACE_TOP * 0.5 + slot.layer * 0.14, s.z + slot.dz),
          this.q.identity(),
          this.s.set(r * f, h * f + 1e-4, r * f),
        );
        mesh.setMatrixAt(k, this.m);
        const col = new THREE.Color(PLAYER_HEX[mk.colour]);
        if (mk.kind === 'townSeal') col.lerp(new THREE.Color(0xfff4d0), 0.35);
        if (mk.kind === 'markerPiece') col.multiplyScalar(0.8);
        mesh.setColorAt(k, col);
      });
    }
    for (const [c, mesh] of this.markers) {
      mesh.count = counts.get(c) ?? 0;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.visible = mesh.count > 0;
    }
  }

  dispose(): void {
    for (const m of [...this.figures.values(), ...this.markers.values()]) m.geometry.dispose();
    this.figureMaterial.dispose();
    this.markerMaterial.dispose();
  }
}

/** Adds a white vertex-colour attribute lit by the scene lights (see bakeLighting). */
function litGeometry(g: THREE.BufferGeometry): THREE.BufferGeometry {
  if (!g.getAttribute('normal')) g.computeVertexNormals();
  const n = g.getAttribute('normal').array as Float32Array;
  const c = new Float32Array(n.length).fill(1);
  bakeLighting(Float32Array.from(n), c);
  g.setAttribute('color', new THREE.BufferAttribute(c, 3));
  return g;
}
