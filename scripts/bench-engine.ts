/**
 * npm run bench:engine — complete random 4-player games on one core (this process), for
 * BENCH_SECONDS seconds (default 10, from 0.1 to 3600). It takes no arguments: anything on its
 * command line but --help is refused (exit code 2), as is a bad BENCH_SECONDS.
 * Prints figures and, as its last line, one JSON object with gamesPerSecond and
 * actionsPerSecond. No invariant checks here: this measures the engine alone.
 */
import { PLAYER_COLOURS } from '../shared/model/components';
import { randomBot } from '../shared/ai/bot';
import { playGame } from '../shared/sim/playout';
import { flagsOrExit, refuseArguments } from './cli-args';

const ENV = 'it is configured by the environment variable BENCH_SECONDS, the seconds to play for: 0.1 to 3600, default 10 (e.g. BENCH_SECONDS=5 npm run bench:engine)';
flagsOrExit('bench-engine', `usage: npm run bench:engine (no arguments)\n  ${ENV}`, () => refuseArguments(process.argv.slice(2), ENV));

const seats = PLAYER_COLOURS.map((colour, i) => ({ name: `J${i + 1}`, colour }));
/** Less than this is too short a run for its figures to mean anything (it may not finish one game). */
const MIN_SECONDS = 0.1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(Number.isFinite(seconds) && seconds >= MIN_SECONDS && seconds <= 3600)) {
  console.error(`bench-engine: BENCH_SECONDS must be a number of seconds from ${MIN_SECONDS} to 3600 (got "${process.env.BENCH_SECONDS}")`);
  process.exit(2);
}

// warm-up so the JIT has compiled the hot paths
for (let s = 1; s <= 50; s++) playGame({ seats, seed: s, startPlayer: 0 }, [randomBot], s);

let games = 0;
let actions = 0;
const unfinished: number[] = []; // seeds of games that did not finish
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) {
  const seed = 1000 + games;
  const r = playGame({ seats, seed, startPlayer: games % 4 }, [randomBot], seed);
  if (r.state.phase !== 'finished') unfinished.push(seed);
  games++;
  actions += r.record.actions.length;
}
const elapsed = (performance.now() - t0) / 1000;
if (games === 0) {
  // no figure can be made of no game: say so rather than print NaN
  console.error(`bench-engine: no game was played in ${elapsed.toFixed(2)} s; give it more time (BENCH_SECONDS)`);
  process.exit(1);
}
const result = {
  gamesPerSecond: Math.round((games / elapsed) * 10) / 10,
  actionsPerSecond: Math.round(actions / elapsed),
  games,
  actionsPerGame: Math.round(actions / games),
  unfinished: unfinished.length,
  seconds: Math.round(elapsed * 100) / 100,
  node: process.version,
};
console.log(`${games} complete 4-player games in ${result.seconds} s, ${result.actionsPerGame} actions per game`);
if (unfinished.length > 0) {
  // a game that cannot end is an engine bug: say which seeds (startPlayer = game index % 4)
  console.error(`bench: ${unfinished.length} game(s) did not finish, seeds ${unfinished.slice(0, 10).join(', ')}`);
  process.exitCode = 1;
}
console.log(JSON.stringify(result));
