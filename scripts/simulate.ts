/**
 * npm run simulate -- --games N --players P --seed S [--bots random|greedy|mixed]
 *
 * Plays N seeded games with simple bots, checks every invariant after every action and
 * prints statistics used to tune the reconstructed tile set. Exits 1 on any invariant
 * breach or stalled game, 2 on bad flags.
 */
import { PLAYER_COLOURS } from '../shared/model/components';
import { playGame } from '../shared/sim/playout';
import { summarise, type GameStats } from '../shared/sim/stats';
import { botsFor } from '../shared/ai';
import { flagHelp, HelpRequested, parseFlags, UsageError } from './cli-args';

const SPEC = {
  games: { kind: 'int', min: 1, max: 1_000_000, default: 200 },
  players: { kind: 'int', min: 2, max: 4, default: 4 },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 1 },
  bots: { kind: 'choice', choices: ['random', 'greedy', 'mixed'], default: 'mixed' },
} as const;
const USAGE = `usage: npm run simulate -- --games N --players 2..4 --seed S [--bots random|greedy|mixed]\n${flagHelp(SPEC)}`;

function main(): number {
  let flags;
  try {
    flags = parseFlags(process.argv.slice(2), SPEC);
  } catch (e) {
    if (e instanceof HelpRequested) {
      console.log(USAGE);
      return 0;
    }
    if (e instanceof UsageError) {
      console.error(`simulate: ${e.message}\n${USAGE}`);
      return 2;
    }
    throw e;
  }
  const stats: GameStats[] = [];
  const problems: string[] = [];
  const started = performance.now();
  for (let g = 0; g < flags.games; g++) {
    const seed = (flags.seed + g) >>> 0;
    const seats = Array.from({ length: flags.players }, (_, i) => ({ name: `J${i + 1}`, colour: PLAYER_COLOURS[i]! }));
    const bots = botsFor(flags.bots as 'random' | 'greedy' | 'mixed', flags.players, g);
    const counters = { failedScouting: 0 };
    const result = playGame({ seats, seed, startPlayer: g % flags.players }, bots, seed, {
      checkInvariants: true,
      onEvents: (events) => {
        for (const e of events) if (e.type === 'noFit') counters.failedScouting++;
      },
    });
    for (const b of result.breaches) problems.push(`game seed ${seed}: ${b}`);
    if (result.stalled) problems.push(`game seed ${seed}: stalled after ${result.record.actions.length} actions`);
    stats.push({ state: result.state, actions: result.record.actions.length, failedScouting: counters.failedScouting, bots: bots.map((b) => b.name) });
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(summarise(stats, { seconds, bots: flags.bots }));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
    return 1;
  }
  console.log('\nno invariant breach, no stalled game');
  return 0;
}

process.exitCode = main();
