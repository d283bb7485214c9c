/**
 * The engine's public scoring helper the replay needs beyond EngineApi. Isolated here so that
 * adding `scoreBreakdown` to EngineApi (electron/main/engine.ts) later is a one-file change.
 */
import { scoreBreakdown as engineScoreBreakdown } from '../../../shared/engine/index';
import type { ScoreBreakdownPayload } from '../../../shared/ipc/contract';
import type { GameState } from '../engine';

/** Per seat, VP so far by category (public information: the scorings happen in the open). */
export function scoreBreakdown(state: GameState): ScoreBreakdownPayload[] {
  return engineScoreBreakdown(state).map((b) => ({ byCategory: { ...b.byCategory }, total: b.total }));
}
