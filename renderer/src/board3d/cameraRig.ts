/**
 * Camera framing for the 3-D board: the map controls (drag pans, right-drag orbits, the wheel
 * zooms) and their limits, the board's centre and radius (the stacks beside it included), the
 * reset view, and the zoom / orbit / pan steps of the keyboard and the public API. Keeps the
 * orbit target on the ground over the board.
 */
import * as THREE from 'three';
import { MapControls } from 'three/examples/jsm/controls/MapControls.js';
import { STACKS_PER_COLUMN, stackSlot } from './boardLayer';
import { hexToWorld, pieceHexes } from './hexMath';
import type { BoardSceneInput } from './sceneModel';

export class CameraRig {
  readonly controls: MapControls;
  private readonly centre = new THREE.Vector3();
  private boardRadius = 6;
  /** The board's bounds (spaces and stacks), x/z, with a margin. */
  private bounds = { minX: -3, maxX: 3, minZ: -3, maxZ: 3 };
  private boundsKey = '';
  /** True when the last fitBoard found other bounds than the one before (the board grew). */
  grew = false;

  constructor(
    private readonly camera: THREE.PerspectiveCamera,
    canvas: HTMLCanvasElement,
    /** Called on every camera change (by the controls or the methods below), the target kept over the board. */
    private readonly changed: () => void,
  ) {
    this.controls = new MapControls(camera, canvas);
    this.controls.enableDamping = false;
    this.controls.screenSpacePanning = false;
    this.controls.minDistance = 2.5;
    this.controls.maxDistance = 40;
    this.controls.minPolarAngle = 0.05;
    this.controls.maxPolarAngle = 1.2;
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('change', this.onControlsChange);
  }

  /** Half the board's extent (world units): the target stays within it of the centre. */
  get radius(): number {
    return this.boardRadius;
  }

  /**
   * Fits the centre, the radius and the zoom-out limit to the input's spaces and the stacks
   * beside the board. Returns false (nothing changed) when there are no spaces.
   */
  fitBoard(input: BoardSceneInput): boolean {
    const pts = input.spaces;
    if (pts.length === 0) return false;
    let minX = Infinity;
    let maxX = -Infinity;
    let minZ = Infinity;
    let maxZ = -Infinity;
    for (const s of pts) {
      minX = Math.min(minX, s.x);
      maxX = Math.max(maxX, s.x);
      minZ = Math.min(minZ, s.z);
      maxZ = Math.max(maxZ, s.z);
    }
    // Stacks lie to the right of the board: include their columns and rows in the view.
    const n = input.stacks.length;
    if (n) {
      const last = stackSlot(Math.min(n, STACKS_PER_COLUMN) - 1, maxX, minZ);
      const far = stackSlot(n - 1, maxX, minZ);
      maxZ = Math.max(maxZ, last.z + 0.9);
      maxX = far.x + 0.6;
    }
    // Where a revealed piece may go (its ghosts, every hex of them) is in the view too.
    const piece = input.highlights?.ghostPiece;
    for (const g of input.highlights?.ghosts ?? []) {
      for (const h of piece ? pieceHexes(g, piece) : [g.at]) {
        const c = hexToWorld(h);
        minX = Math.min(minX, c.x - 1);
        maxX = Math.max(maxX, c.x + 1);
        minZ = Math.min(minZ, c.z - 1);
        maxZ = Math.max(maxZ, c.z + 1);
      }
    }
    const key = [minX, maxX, minZ, maxZ].map((v) => v.toFixed(2)).join(',');
    this.grew = this.boundsKey !== '' && key !== this.boundsKey;
    this.boundsKey = key;
    this.bounds = { minX: minX - 0.9, maxX: maxX + 0.5, minZ: minZ - 0.9, maxZ: maxZ + 0.9 };
    this.centre.set((minX + maxX) / 2, 0, (minZ + maxZ) / 2);
    this.boardRadius = Math.max(3, Math.hypot(maxX - minX, maxZ - minZ) / 2 + 0.8);
    this.controls.maxDistance = Math.max(12, this.boardRadius * 4);
    return true;
  }

  /**
   * Frames the whole board from the south at a comfortable tilt: the closest distance at which
   * every corner of the board's bounds (stacks included) lies inside the picture.
   */
  resetView(): void {
    const c = this.centre;
    const polar = 0.55;
    const place = (dist: number) => {
      this.camera.position.set(c.x, c.y + Math.cos(polar) * dist, c.z + Math.sin(polar) * dist);
      this.camera.lookAt(c);
      this.camera.updateMatrixWorld();
    };
    const b = this.bounds;
    const corners = [
      new THREE.Vector3(b.minX, 0, b.minZ),
      new THREE.Vector3(b.maxX, 0, b.minZ),
      new THREE.Vector3(b.minX, 0, b.maxZ),
      new THREE.Vector3(b.maxX, 0, b.maxZ),
      new THREE.Vector3(b.minX, 0.4, b.minZ),
      new THREE.Vector3(b.maxX, 0.4, b.minZ),
    ];
    const v = new THREE.Vector3();
    const fits = (dist: number) => {
      place(dist);
      return corners.every((p) => {
        v.copy(p).project(this.camera);
        return Math.abs(v.x) <= 0.96 && Math.abs(v.y) <= 0.94 && v.z < 1;
      });
    };
    let lo = 2;
    let hi = Math.max(8, this.boardRadius * 6);
    this.controls.maxDistance = Math.max(this.controls.maxDistance, hi);
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) hi = mid;
      else lo = mid;
    }
    place(hi);
    this.controls.target.copy(c);
    this.controls.update();
  }

  /** Zooms by a factor (< 1 closer), within the controls' distance limits. */
  zoom(factor: number): void {
    const off = this.camera.position.clone().sub(this.controls.target);
    const len = THREE.MathUtils.clamp(off.length() * factor, this.controls.minDistance, this.controls.maxDistance);
    this.camera.position.copy(this.controls.target).add(off.setLength(len));
    this.controls.update();
  }

  /** Orbits around the target by `radians` (azimuth). */
  orbit(radians: number): void {
    const off = this.camera.position.clone().sub(this.controls.target);
    off.applyAxisAngle(new THREE.Vector3(0, 1, 0), radians);
    this.camera.position.copy(this.controls.target).add(off);
    this.controls.update();
  }

  /** Pans the view by (dx, dz) world units in the camera's ground frame. */
  pan(dx: number, dz: number): void {
    const fwd = this.controls.target.clone().sub(this.camera.position).setY(0).normalize();
    const right = new THREE.Vector3(-fwd.z, 0, fwd.x);
    const move = right.multiplyScalar(dx).add(fwd.multiplyScalar(-dz));
    this.camera.position.add(move);
    this.controls.target.add(move);
    this.controls.update();
  }

  dispose(): void {
    this.controls.removeEventListener('change', this.onControlsChange);
    this.controls.dispose();
  }

  private onControlsChange = (): void => {
    // Keep the target over the board.
    const t = this.controls.target;
    const r = this.boardRadius;
    const c = this.centre;
    const dx = THREE.MathUtils.clamp(t.x, c.x - r, c.x + r) - t.x;
    const dz = THREE.MathUtils.clamp(t.z, c.z - r, c.z + r) - t.z;
    if (dx || dz || t.y !== 0) {
      t.x += dx;
      t.z += dz;
      this.camera.position.x += dx;
      this.camera.position.z += dz;
      this.camera.position.y -= t.y;
      t.y = 0;
    }
    this.changed();
  };
}
