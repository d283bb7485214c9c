/**
 * Fallback derivation of global spaces and links from placed pieces, for the bench and for the
 * app shell until shared/board's graph is wired in. Connection spaces of touching pieces that
 * lie on the same world position are merged into one space.
 * Global ids: `${pieceId}:${spaceId}` (the first piece to claim a merged position wins).
 */
import type { SpaceId } from '../../../shared/model/board';
import { spaceWorld } from './hexMath';
import type { SceneSpace, ScenePiece } from './sceneModel';

export interface DerivedGraph {
  readonly spaces: SceneSpace[];
  readonly links: [SpaceId, SpaceId][];
  /** pieceId -> local space id -> global id. */
  readonly globalIds: Map<string, Map<string, SpaceId>>;
}

function posKey(x: number, z: number): string {
  return `${Math.round(x * 100)},${Math.round(z * 100)}`;
}

export function deriveSpaces(pieces: readonly ScenePiece[]): DerivedGraph {
  const spaces: SceneSpace[] = [];
  const byPos = new Map<string, SpaceId>();
  const globalIds = new Map<string, Map<string, SpaceId>>();
  const links: [SpaceId, SpaceId][] = [];
  const seenLinks = new Set<string>();
  for (const { placed, def } of pieces) {
    const local = new Map<string, SpaceId>();
    globalIds.set(def.id, local);
    for (const s of def.spaces) {
      const w = spaceWorld(placed, def, s);
      const key = posKey(w.x, w.z);
      const existing = s.edge !== undefined ? byPos.get(key) : undefined;
      if (existing) {
        local.set(s.id, existing);
        continue;
      }
      const id = `${def.id}:${s.id}`;
      if (s.edge !== undefined) byPos.set(key, id);
      local.set(s.id, id);
      spaces.push({
        id,
        kind: s.kind,
        x: w.x,
        z: w.z,
        ...(s.fee !== undefined ? { fee: s.fee } : {}),
        ...(s.toll !== undefined ? { toll: s.toll } : {}),
        ...(s.wage !== undefined ? { wage: s.wage } : {}),
        ...(s.leisure !== undefined ? { leisure: s.leisure } : {}),
        ...(s.fateSlot !== undefined ? { fateSlot: s.fateSlot } : {}),
      });
    }
    for (const [a, b] of def.links) {
      const ga = local.get(a);
      const gb = local.get(b);
      if (!ga || !gb) continue;
      const k = ga < gb ? `${ga}|${gb}` : `${gb}|${ga}`;
      if (seenLinks.has(k)) continue;
      seenLinks.add(k);
      links.push([ga, gb]);
    }
  }
  return { spaces, links, globalIds };
}
