/**
 * The bench boards. Uses the synthetic piece set (renderer/src/board3d/synthetic.ts) until
 * shared/data/pieces exports PIECES; the layout and markers follow the same recipe either way.
 */
import type { BoardSceneInput } from '../src/board3d/sceneModel';
import { LATE_GAME, MID_GAME, syntheticBoard } from '../src/board3d/synthetic';

export function benchBoard(stage: 'late' | 'mid'): BoardSceneInput {
  return syntheticBoard(stage === 'late' ? LATE_GAME : MID_GAME);
}
