/** The engine the shell's tests run against (the real one once shared/engine/index.ts exists). */
import type { EngineAction, EngineApi, GameSetup, GameState } from '../../electron/main/engine';
import { realEngine } from '../../electron/main/engine';
import { mulberry32 } from '../../shared/util/random';

export const engine: EngineApi = realEngine;

export const SETUP2: GameSetup = {
  seats: [
    { name: 'Anna', colour: 'red' },
    { name: 'Bernd', colour: 'blue' },
  ],
  seed: 12345,
  startPlayer: 0,
};

/** Small seeded PRNG (mulberry32) for picking random legal actions. */
export const prng = mulberry32;

/** Play `n` random legal actions (or until the game ends) from a fresh game. */
export function playRandom(setup: GameSetup, n: number, seed = 1): { state: GameState; actions: EngineAction[] } {
  const c = engine.createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  let state = c.state;
  const actions: EngineAction[] = [];
  const rnd = prng(seed);
  for (let i = 0; i < n; i++) {
    const legal = engine.legalActions(state);
    if (legal.length === 0) break;
    const a = legal[Math.floor(rnd() * legal.length)]!;
    const r = engine.applyAction(state, a);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    state = r.state;
    actions.push(a);
  }
  return { state, actions };
}
