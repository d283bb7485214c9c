/**
 * A game played through the main process's GameHost directly, as the e2e suites set one up
 * before they look at it (a replay, a save): greedy journeymen choose from the engine's legal
 * actions with their own seeded generator, one applied action at a time.
 */
import { expect } from 'vitest';
import type { GameHost } from '../../electron/main/GameHost';
import { greedyBot } from '../../shared/ai/greedy';
import type { Action, GameState } from '../../shared/engine';
import { seedRng } from '../../shared/engine/rng';
import { engine } from '../support/engine';

/**
 * Plays while `go(state)` holds (and the game is not over). `reason` gives the reason a move
 * is applied with (a computer seat's moves carry one); returns the number of actions played.
 */
export function playGreedy(host: GameHost, botSeed: number, go: (state: GameState, played: number) => boolean, reason: (a: Action) => Parameters<GameHost['apply']>[1] = () => null): number {
  let rng = seedRng(botSeed);
  let played = 0;
  for (let state = host.getState()!; state.phase !== 'finished' && go(state, played); state = host.getState()!) {
    const [a, next] = greedyBot.choose(state, engine.legalActions(state) as Action[], rng);
    rng = next;
    expect(host.apply(a as never, reason(a)).ok).toBe(true);
    played++;
  }
  return played;
}
