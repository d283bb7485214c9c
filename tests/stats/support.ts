/** Helpers of the statistics and settings tests: finished bot games and a failing file system. */
import { greedyBot, randomBot } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';
import type { GameSetup } from '../../shared/engine/types';
import { realFs, type DurableFs } from '../../electron/main/durableFile';
import { engine } from '../support/engine';
import { buildRecord } from '../../electron/main/stats/record';
import type { GameStatsRecord } from '../../shared/ipc/contract';

export function setupOf(names: readonly string[], seed: number, control?: readonly unknown[]): GameSetup {
  const colours = ['red', 'blue', 'green', 'yellow'] as const;
  return {
    seats: names.map((name, i) => ({ name, colour: colours[i]!, ...(control?.[i] !== undefined ? { control: control[i] } : {}) })),
    seed,
    startPlayer: 0,
  } as GameSetup;
}

/** A whole game played by bots (greedy for the first seat, random for the others). */
export function finishedGame(setup: GameSetup, botSeed = 1) {
  const bots = setup.seats.map((_, i) => (i === 0 ? greedyBot : randomBot));
  const r = playGame(setup, bots, botSeed);
  if (r.state.phase !== 'finished') throw new Error(`the bot game of seed ${setup.seed} did not finish`);
  return { state: r.state, actions: r.record.actions as unknown as { player: number; type: string }[] };
}

/** The statistics record of a bot game, finishing at `finishedAt`. */
export function recordOf(setup: GameSetup, finishedAt: Date, minutes = 30, botSeed = 1): GameStatsRecord {
  const g = finishedGame(setup, botSeed);
  return buildRecord(
    { setup, state: g.state, actions: g.actions.length, stateHash: engine.hashState(g.state) },
    { finishedAt, startedAt: new Date(finishedAt.getTime() - minutes * 60_000), minutes },
  );
}

export function ioError(op: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`EIO: simulated I/O error, ${op}`), { code: 'EIO' });
}

/** The real file system with some operations failing while `failing.on` is true. */
export function failingFs(ops: readonly (keyof DurableFs)[]): DurableFs & { failing: { on: boolean }; calls: string[] } {
  const failing = { on: true };
  const calls: string[] = [];
  const fs = { ...realFs } as Record<string, unknown>;
  for (const op of ops) {
    const real = (realFs as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[op]!;
    fs[op] = (...args: unknown[]) => {
      calls.push(op);
      return failing.on ? Promise.reject(ioError(op)) : real.apply(realFs, args);
    };
  }
  return Object.assign(fs as unknown as DurableFs, { failing, calls });
}
