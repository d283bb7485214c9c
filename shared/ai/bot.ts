/**
 * Bots choose among the engine's legal actions. A bot has its own seeded generator, kept
 * apart from the game's so that bot choices never disturb the game's randomness.
 */
import type { Action, GameState } from '../engine';
import { nextInt } from '../engine/rng';
import type { RngState } from '../engine/types';

export interface Bot {
  readonly name: string;
  /** Pick one of `actions` (all legal, all for the same seat). */
  choose(state: GameState, actions: readonly Action[], rng: RngState): [Action, RngState];
}

export function pickRandom<T>(items: readonly T[], rng: RngState): [T, RngState] {
  const [i, next] = nextInt(rng, items.length);
  return [items[i] as T, next];
}

/** Uniformly random legal action. */
export const randomBot: Bot = {
  name: 'random',
  choose: (_state, actions, rng) => pickRandom(actions, rng),
};
