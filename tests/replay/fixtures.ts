/** Bot-played games for the replay tests (greedy bots, seeded: the same game every run). */
import { greedyBot } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';
import type { GameSetup } from '../../shared/engine/types';
import type { EngineAction } from '../../electron/main/engine';

export const SETUP3: GameSetup = {
  seats: [
    { name: 'Anna', colour: 'red' },
    { name: 'Bernd', colour: 'blue' },
    { name: 'Clara', colour: 'green' },
  ],
  seed: 31,
  startPlayer: 0,
};

/** A whole game played by greedy bots: its setup and actions. */
export function botGame(setup: GameSetup = SETUP3, botSeed = 7): { setup: GameSetup; actions: EngineAction[] } {
  const r = playGame(setup, setup.seats.map(() => greedyBot), botSeed);
  if (r.state.phase !== 'finished') throw new Error('the bot game did not finish');
  return { setup, actions: r.record.actions as unknown as EngineAction[] };
}
