/**
 * Adapter for the app shell: turns shared/board's BoardGraph (plus piece definitions) into the
 * board part of BoardSceneInput. Type-only dependency on shared/board; no rules logic here.
 *
 *   const graph = boardGraph(state.board.placed);
 *   const input: BoardSceneInput = { ...sceneBoardFromGraph(graph, (id) => PIECES[id]!), figures, markers, … };
 */
import type { BoardGraph } from '../../../shared/board';
import type { PieceDef, SpaceId } from '../../../shared/model/board';
import type { SceneSpace, ScenePiece } from './sceneModel';

export interface SceneBoard {
  readonly pieces: ScenePiece[];
  readonly spaces: SceneSpace[];
  readonly links: [SpaceId, SpaceId][];
}

export function sceneBoardFromGraph(graph: BoardGraph, defOf: (pieceId: string) => PieceDef): SceneBoard {
  const pieces = graph.placed.map((placed) => ({ placed, def: defOf(placed.pieceId) }));
  const spaces: SceneSpace[] = [];
  const links: [SpaceId, SpaceId][] = [];
  for (const s of graph.spaces.values()) {
    spaces.push({
      id: s.id,
      kind: s.kind,
      x: s.pos[0],
      z: s.pos[1],
      ...(s.fee ? { fee: s.fee } : {}),
      ...(s.toll ? { toll: s.toll } : {}),
      ...(s.wage ? { wage: s.wage } : {}),
      ...(s.leisure.length ? { leisure: s.leisure } : {}),
      ...(s.fateSlot !== null ? { fateSlot: s.fateSlot } : {}),
    });
    for (const n of s.adjacent) if (s.id < n) links.push([s.id, n]);
  }
  return { pieces, spaces, links };
}
