/** Small geometry builders shared by the layers: quad batches, ribbons, player shapes. */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { UvRect } from './atlas';
import type { PlayerShape } from './palette';

/** Flat textured quads lying on the ground (text "up" points to −z, away from the default camera). */
export class QuadBatch {
  private readonly pos: number[] = [];
  private readonly uv: number[] = [];
  private readonly idx: number[] = [];

  /** Adds a quad centred at (x, y, z) with height h (width from the cell aspect), turned by yaw. */
  add(uv: UvRect, x: number, y: number, z: number, h: number, yaw = 0): void {
    const w = h * uv.aspect;
    const c = Math.cos(yaw);
    const s = Math.sin(yaw);
    const base = this.pos.length / 3;
    const corners: [number, number, number, number][] = [
      [-w / 2, h / 2, uv.u0, uv.v0],
      [w / 2, h / 2, uv.u1, uv.v0],
      [w / 2, -h / 2, uv.u1, uv.v1],
      [-w / 2, -h / 2, uv.u0, uv.v1],
    ];
    for (const [lx, lz, u, v] of corners) {
      this.pos.push(x + lx * c + lz * s, y, z - lx * s + lz * c);
      this.uv.push(u, v);
    }
    this.idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }

  get size(): number {
    return this.idx.length / 6;
  }

  build(): THREE.BufferGeometry {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.Float32BufferAttribute(this.pos, 3));
    g.setAttribute('uv', new THREE.Float32BufferAttribute(this.uv, 2));
    g.setIndex(this.idx);
    g.computeBoundingSphere();
    return g;
  }
}

/** Flat ribbons (path segments) with vertex colours, merged into one geometry. */
export class RibbonBatch {
  private readonly pos: number[] = [];
  private readonly col: number[] = [];
  private readonly idx: number[] = [];

  add(ax: number, az: number, bx: number, bz: number, y: number, width: number, colour: THREE.Color): void {
    const dx = bx - ax;
    const dz = bz - az;
    const len = Math.hypot(dx, dz) || 1;
    const nx = (-dz / len) * (width / 2);
    const nz = (dx / len) * (width / 2);
    const base = this.pos.length / 3;
    this.pos.push(ax + nx, y, az + nz, ax - nx, y, az - nz, bx - nx, y, bz - nz, bx + nx, y, bz + nz);
    for (let i = 0; i < 4; i++) this.col.push(colour.r, colour.g, colour.b);
    this.idx.push(base, base + 2, base + 1, base, base + 3, base + 2);
  }

  /** A flat disc (joint between ribbons) so corners look round. */
  disc(x: number, z: number, y: number, r: number, colour: THREE.Color, seg = 10): void {
    const base = this.pos.length / 3;
    this.pos.push(x, y, z);
    this.col.push(colour.r, colour.g, colour.b);
    for (let i = 0; i < seg; i++) {
      const a = (i / seg) * Math.PI * 2;
      this.pos.push(x + Math.cos(a) * r, y, z + Math.sin(a) * r);
      this.col.push(colour.r, colour.g, colour.b);
      this.idx.push(base, base + 1 + ((i + 1) % seg), base + 1 + i);
    }
  }

  build(): THREE.BufferGeometry {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.Float32BufferAttribute(this.pos, 3));
    g.setAttribute('color', new THREE.Float32BufferAttribute(this.col, 3));
    g.setIndex(this.idx);
    g.computeVertexNormals();
    g.computeBoundingSphere();
    return g;
  }
}

export function shape2d(kind: PlayerShape, r: number): THREE.Shape {
  const s = new THREE.Shape();
  if (kind === 'circle') {
    s.absarc(0, 0, r, 0, Math.PI * 2, false);
  } else if (kind === 'square') {
    const a = r * 0.85;
    s.moveTo(-a, -a);
    s.lineTo(a, -a);
    s.lineTo(a, a);
    s.lineTo(-a, a);
    s.closePath();
  } else if (kind === 'triangle') {
    for (let i = 0; i < 3; i++) {
      const ang = Math.PI / 2 + (i * Math.PI * 2) / 3;
      const x = Math.cos(ang) * r * 1.2;
      const y = Math.sin(ang) * r * 1.2;
      if (i === 0) s.moveTo(x, y);
      else s.lineTo(x, y);
    }
    s.closePath();
  } else {
    for (let i = 0; i < 10; i++) {
      const ang = Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 1.2 : r * 0.55;
      const x = Math.cos(ang) * rr;
      const y = Math.sin(ang) * rr;
      if (i === 0) s.moveTo(x, y);
      else s.lineTo(x, y);
    }
    s.closePath();
  }
  return s;
}

/** An upright prism of the player's shape, base at y = 0, height h (a circle has 2 × curveSegments sides). */
export function shapePrism(kind: PlayerShape, r: number, h: number, curveSegments = 10): THREE.BufferGeometry {
  const g = new THREE.ExtrudeGeometry(shape2d(kind, r), { depth: h, bevelEnabled: false, curveSegments });
  g.rotateX(-Math.PI / 2); // extrude along +y
  return g;
}

/** Journeyman figure: a shape prism body with a round head (the body keeps the player's shape). */
export function figureGeometry(kind: PlayerShape): THREE.BufferGeometry {
  const body = nonIndexed(shapePrism(kind, 0.11, 0.3));
  const head = new THREE.SphereGeometry(0.085, 10, 8).toNonIndexed();
  head.translate(0, 0.38, 0);
  const brim = new THREE.CylinderGeometry(0.12, 0.12, 0.02, 12).toNonIndexed();
  brim.translate(0, 0.45, 0);
  const parts = [body, head, brim].map((g) => {
    g.deleteAttribute('uv');
    return g;
  });
  return mergeGeometries(parts, false)!;
}

function nonIndexed(g: THREE.BufferGeometry): THREE.BufferGeometry {
  return g.index ? g.toNonIndexed() : g;
}

/**
 * Copies of `g` translated to each point, merged into one plain geometry. Used instead of an
 * InstancedMesh: a software rasteriser (SwiftShader) pays a set-up cost per instance about as
 * large as a draw call's. Keeps only the position attribute (for single-colour materials).
 */
export function mergedCopies(g: THREE.BufferGeometry, at: readonly { x: number; y: number; z: number }[]): THREE.BufferGeometry {
  const src = g.index ? g.toNonIndexed() : g;
  const pos = src.getAttribute('position');
  const n = pos.count;
  const out = new Float32Array(n * 3 * at.length);
  at.forEach((p, i) => {
    for (let k = 0; k < n; k++) {
      const o = (i * n + k) * 3;
      out[o] = pos.getX(k) + p.x;
      out[o + 1] = pos.getY(k) + p.y;
      out[o + 2] = pos.getZ(k) + p.z;
    }
  });
  if (src !== g) src.dispose();
  g.dispose();
  const merged = new THREE.BufferGeometry();
  merged.setAttribute('position', new THREE.BufferAttribute(out, 3));
  merged.computeBoundingSphere();
  return merged;
}

export function disposeObject(o: THREE.Object3D): void {
  o.traverse((c) => {
    const m = c as THREE.Mesh;
    if (m.geometry) m.geometry.dispose();
    if ((c as THREE.InstancedMesh).isInstancedMesh) (c as THREE.InstancedMesh).dispose();
    const mat = m.material as THREE.Material | THREE.Material[] | undefined;
    if (Array.isArray(mat)) mat.forEach((x) => x.dispose());
    else if (mat && !(mat.userData as { shared?: boolean }).shared) mat.dispose();
  });
}
