/**
 * Space picking without raycasting meshes: the pointer ray is intersected with the ground plane
 * (done by the renderer), the hit is mapped to a hex with worldToHex, and the nearest space in
 * that hex or its six neighbours (spaces on edges belong to two hexes) is chosen.
 */
import type { SpaceId } from '../../../shared/model/board';
import { AXIAL_DIRECTIONS, addAxial, hexKey, worldToHex } from './hexMath';

export interface PickableSpace {
  readonly id: SpaceId;
  readonly x: number;
  readonly z: number;
}

/** Picking radius in hex-size units (spaces are drawn about 0.13–0.2 across). */
export const PICK_RADIUS = 0.26;

export class SpaceIndex {
  private readonly byHex = new Map<string, PickableSpace[]>();
  private readonly byId = new Map<SpaceId, PickableSpace>();

  constructor(spaces: readonly PickableSpace[]) {
    for (const s of spaces) {
      this.byId.set(s.id, s);
      const k = hexKey(worldToHex(s.x, s.z));
      let list = this.byHex.get(k);
      if (!list) this.byHex.set(k, (list = []));
      list.push(s);
    }
  }

  get(id: SpaceId): PickableSpace | undefined {
    return this.byId.get(id);
  }

  /** Nearest space to the ground point (x, z) within `radius`, or null. */
  pick(x: number, z: number, radius = PICK_RADIUS): PickableSpace | null {
    const h = worldToHex(x, z);
    let best: PickableSpace | null = null;
    let bestD = radius * radius;
    const candidates = [h, ...AXIAL_DIRECTIONS.map((d) => addAxial(h, d))];
    for (const c of candidates) {
      for (const s of this.byHex.get(hexKey(c)) ?? []) {
        const dx = s.x - x;
        const dz = s.z - z;
        const d = dx * dx + dz * dz;
        if (d <= bestD) {
          bestD = d;
          best = s;
        }
      }
    }
    return best;
  }
}

/** Intersection of a ray with the horizontal plane y = planeY; null if parallel or behind. */
export function rayGround(
  origin: { x: number; y: number; z: number },
  dir: { x: number; y: number; z: number },
  planeY = 0,
): { x: number; z: number } | null {
  if (Math.abs(dir.y) < 1e-9) return null;
  const t = (planeY - origin.y) / dir.y;
  if (t < 0) return null;
  return { x: origin.x + dir.x * t, z: origin.z + dir.z * t };
}
