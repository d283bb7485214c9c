/**
 * npm run profile:engine — where a random 4-player game's time goes, measured in place: the
 * same games as bench:engine, each listing and each action timed where it happens (timer cost
 * included, about 50 ns a reading here), by decision kind and by action type.
 *
 * It also lists every turn a second time at once (a shallow copy of the state, so the engine's
 * one-entry memo does not answer): the same code on the same data, now in the cache. The
 * difference between the two is what touching the data the first time costs (see
 * shared/engine/ENGINE.md, "Speed").
 *
 * GAMES (default 3000) games are measured after 500 of warm-up. Prints a table and, as its last
 * line, JSON: {"gameUs","listUs","applyUs","turnListNs","turnListAgainNs","byAction":{type:{"perGame","ns"}}}.
 */
import { PLAYER_COLOURS } from '../shared/model/components';
import { randomBot } from '../shared/ai/bot';
import { applyAction, createGame, type GameState } from '../shared/engine';
import { legalActionsShared } from '../shared/engine/legal';
import { top } from '../shared/engine/pending';
import { seedRng } from '../shared/engine/rng';
import { round1 } from './benchStats';

const games = Number(process.env.GAMES ?? 3000);
if (!(Number.isInteger(games) && games >= 1 && games <= 1_000_000)) {
  console.error(`profile-engine: GAMES must be a whole number of games from 1 to 1000000 (got "${process.env.GAMES}")`);
  process.exit(2);
}
const WARM_UP = 500;
const seats = PLAYER_COLOURS.map((colour, i) => ({ name: `J${i + 1}`, colour }));

type Tally = Map<string, { ns: number; count: number }>;
const listing: Tally = new Map();
const applying: Tally = new Map();
let againNs = 0;
let gameMs = 0;
const add = (t: Tally, key: string, ms: number) => {
  const e = t.get(key) ?? { ns: 0, count: 0 };
  e.ns += ms * 1e6;
  e.count++;
  t.set(key, e);
};

for (let g = 0; g < WARM_UP + games; g++) {
  const measure = g >= WARM_UP;
  const start = performance.now();
  const created = createGame({ seats, seed: 1000 + g, startPlayer: g % 4 });
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.state;
  let rng = seedRng((1000 + g) ^ 0x5bd1e995);
  while (state.phase !== 'finished') {
    const kind = top(state)?.kind ?? 'none';
    const t0 = performance.now();
    const legal = legalActionsShared(state);
    const t1 = performance.now();
    if (measure && kind === 'turn') {
      const copy = { ...state };
      const a0 = performance.now();
      legalActionsShared(copy);
      againNs += (performance.now() - a0) * 1e6;
      legalActionsShared(state); // the memo back on the state played on
    }
    const [action, next] = randomBot.choose(state, legal, rng);
    rng = next;
    const t2 = performance.now();
    const r = applyAction(state, action);
    const t3 = performance.now();
    if (!r.ok) throw new Error(`seed ${1000 + g}: ${r.error.code}`);
    state = r.state;
    if (measure) {
      add(listing, kind, t1 - t0);
      add(applying, action.type, t3 - t2);
    }
  }
  if (measure) gameMs += performance.now() - start;
}

const perGame = (ns: number) => ns / games / 1000; // µs per game
const sum = (t: Tally) => [...t.values()].reduce((s, e) => s + e.ns, 0);
const show = (title: string, t: Tally) => {
  console.log(`${title} (µs per game, ns each, count per game)`);
  for (const [k, e] of [...t].sort((a, b) => b[1].ns - a[1].ns)) {
    if (e.count / games < 0.05) continue;
    console.log(`  ${k.padEnd(18)} ${perGame(e.ns).toFixed(1).padStart(7)} ${(e.ns / e.count).toFixed(0).padStart(7)} ${(e.count / games).toFixed(1).padStart(7)}`);
  }
};
show('listing, by decision', listing);
show('applying, by action', applying);
const turns = listing.get('turn') ?? { ns: 0, count: 1 };
const result = {
  gameUs: round1((gameMs * 1000) / games),
  listUs: round1(perGame(sum(listing))),
  applyUs: round1(perGame(sum(applying))),
  turnListNs: Math.round(turns.ns / turns.count),
  turnListAgainNs: Math.round(againNs / turns.count),
  byAction: Object.fromEntries([...applying].sort((a, b) => b[1].ns - a[1].ns).map(([k, e]) => [k, { perGame: round1(e.count / games), ns: Math.round(e.ns / e.count) }])),
};
console.log(`a game: ${result.gameUs} µs with the timers (${result.listUs} listing, ${result.applyUs} applying); a turn listed ${result.turnListNs} ns, at once again ${result.turnListAgainNs} ns`);
console.log(JSON.stringify(result));
