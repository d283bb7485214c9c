/**
 * The PUBLIC view of a position for replays: what every onlooker at the table may see.
 * Starts from the engine's per-seat view (which already hides stacks and the generator) and
 * also blanks the one hand that view still shows, keeping every hand's count. The seed stays
 * hidden until the game is over (C49); then a replay may show it.
 */
import type { EngineApi, GameState } from '../engine';

type Obj = Record<string, unknown>;

export function publicView(engine: EngineApi, state: GameState): Obj {
  const raw = engine.viewFor(state, 0) as Obj;
  const players = Array.isArray(raw.players)
    ? (raw.players as Obj[]).map((p) => ({ ...p, hand: [], deck: [] }))
    : [];
  const finished = state.phase === 'finished';
  const setup = raw.setup && typeof raw.setup === 'object' ? (raw.setup as Obj) : {};
  const { seed, ...rest } = setup;
  return {
    ...raw,
    viewer: -1,
    players,
    setup: finished ? { ...rest, seed } : rest,
  };
}
