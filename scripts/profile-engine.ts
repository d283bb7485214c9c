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
 * And it measures the floor of a pure engine on the same states: per action only what any
 * `applyAction` that returns a new state must make (the state, the players' list, the
 * journeyman, the turn, one event, the result), a listing of as many action objects as the real
 * one had, and the random pick; no rule at all. What a game takes above that is the rules' own
 * code (ENGINE.md, "Speed").
 *
 * GAMES (default 3000) games are measured after 500 of warm-up. It takes no arguments: anything on
 * its command line but --help is refused (exit code 2). Prints a table and, as its last
 * line, JSON: {"gameUs","listUs","applyUs","turnListNs","turnListAgainNs","floorNs","byAction":{type:{"perGame","ns"}}}.
 */
import { PLAYER_COLOURS } from '../shared/model/components';
import { randomBot } from '../shared/ai/bot';
import { applyAction, createGame, type GameState } from '../shared/engine';
import { legalActionsShared } from '../shared/engine/legal';
import { top } from '../shared/engine/pending';
import { nextInt, seedRng } from '../shared/engine/rng';
import type { PlayerState, RngState } from '../shared/engine/types';
import { round1 } from './benchStats';
import { flagsOrExit, refuseArguments } from './cli-args';

const ENV = 'it is configured by the environment variable GAMES, the games to measure: 1 to 1000000, default 3000 (e.g. GAMES=500 npm run profile:engine)';
flagsOrExit('profile-engine', `usage: npm run profile:engine (no arguments)\n  ${ENV}`, () => refuseArguments(process.argv.slice(2), ENV));

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
let floorNs = 0;
let floorActions = 0;
let floorSink = 0; // every floor step adds to it, and it is checked: the floor's work cannot be optimised away
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
  let floorRng = seedRng(g);
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
    if (measure) {
      // the floor's step on the same state, timed on its own (its generator kept apart)
      const f0 = performance.now();
      floorRng = floorStep(state, legal.length, floorRng);
      floorNs += (performance.now() - f0) * 1e6;
      floorActions++;
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

/** The floor of a pure engine for one action on `s` with `count` legal actions (see the head of this file). */
function floorStep(s: GameState, count: number, rng: RngState): RngState {
  const seat = s.turn.player;
  const out: { player: number; type: string; to: string }[] = [];
  for (let k = 0; k < count; k++) out.push({ player: seat, type: 'move', to: 's' });
  const [pick, next] = nextInt(rng, out.length);
  const players = s.players.slice();
  const me = players[seat] as PlayerState;
  players[seat] = { ...me, thalers: me.thalers + 1 };
  const state = { ...s, players, turn: { ...s.turn, pointsLeft: s.turn.pointsLeft + 1 }, actionCount: s.actionCount + 1 };
  const result = { ok: true, state, events: [{ type: 'moved', player: seat, from: me.position, to: (out[pick] as { to: string }).to, cost: 1 }] };
  floorSink += result.state.actionCount + result.events.length;
  return next;
}

if (floorSink <= 0) throw new Error('profile-engine: the floor did not run');
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
  floorNs: Math.round(floorNs / floorActions),
  byAction: Object.fromEntries([...applying].sort((a, b) => b[1].ns - a[1].ns).map(([k, e]) => [k, { perGame: round1(e.count / games), ns: Math.round(e.ns / e.count) }])),
};
console.log(`a game: ${result.gameUs} µs with the timers (${result.listUs} listing, ${result.applyUs} applying); a turn listed ${result.turnListNs} ns, at once again ${result.turnListAgainNs} ns`);
console.log(`the floor of a pure engine (what every action must allocate, a listing as long, the pick; no rules): ${result.floorNs} ns an action`);
console.log(JSON.stringify(result));
