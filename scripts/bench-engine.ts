/**
 * npm run bench:engine — complete random 4-player games on one core (this process), for
 * BENCH_SECONDS seconds (default 10).
 * Prints figures and, as its last line, one JSON object with gamesPerSecond and
 * actionsPerSecond. No invariant checks here: this measures the engine alone.
 */
import { PLAYER_COLOURS } from '../shared/model/components';
import { randomBot } from '../shared/ai/bot';
import { playGame } from '../shared/sim/playout';

const seats = PLAYER_COLOURS.map((colour, i) => ({ name: `J${i + 1}`, colour }));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)) {
  console.error(`bench-engine: BENCH_SECONDS must be a number of seconds above 0 and at most 3600 (got "${process.env.BENCH_SECONDS}")`);
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
