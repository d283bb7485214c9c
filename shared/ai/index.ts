import { randomBot, type Bot } from './bot';
import { greedyBot } from './greedy';

export { randomBot, pickRandom, type Bot } from './bot';
export { greedyBot } from './greedy';
export { evaluate } from './evaluate';
export { decide, hint, quickDecision, type AiLevel, type AiMemory, type Decision, type DecideOptions, type DecisionStats } from './decide';
export { AI_REASON_MESSAGES, type Reason } from './reasons';
export { determinize } from './determinize';

export type BotMix = 'random' | 'greedy' | 'mixed';

/** Bots for a simulated game; `mixed` alternates greedy/random seats, rotating per game. */
export function botsFor(mix: BotMix, players: number, game: number): Bot[] {
  return Array.from({ length: players }, (_, i) => {
    if (mix === 'random') return randomBot;
    if (mix === 'greedy') return greedyBot;
    return (i + game) % 2 === 0 ? greedyBot : randomBot;
  });
}
