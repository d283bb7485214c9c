/**
 * Level of detail of the baked board. The far level leaves out faces that would be under a
 * pixel tall on screen: the walls of the spaces (SPACE_TOP high) and furrows, and the tree
 * trunks (hidden under their crowns when seen from above). Both levels share one vertex buffer
 * (bake.ts); choosing one costs nothing per frame but a visibility flag.
 */
import type * as THREE from 'three';
import { SPACE_TOP } from './boardLayer';

/** The two terrain meshes of a baked board group (`group.userData.lod`). */
export interface TerrainLod {
  readonly near: THREE.Mesh;
  readonly far: THREE.Mesh;
}

/** Drawing-buffer pixels per world unit at `distance` from a perspective camera. */
export function pixelsPerUnit(camera: THREE.PerspectiveCamera, distance: number, bufferHeight: number): number {
  return bufferHeight / (2 * Math.max(1e-6, distance) * Math.tan((camera.fov * Math.PI) / 360));
}

/**
 * Far when a space's wall, seen at `polar` (radians from straight down) at the orbit target,
 * would be less than one pixel tall.
 */
export function isFar(pxPerUnit: number, polar: number): boolean {
  return SPACE_TOP * pxPerUnit * Math.sin(polar) < 1;
}

/** Shows the near or far terrain of every baked board group under `root`. */
export function applyLod(root: THREE.Object3D, far: boolean): void {
  for (const child of root.children) {
    const lod = child.userData.lod as TerrainLod | undefined;
    if (!lod) continue;
    lod.near.visible = !far;
    lod.far.visible = far;
  }
}
