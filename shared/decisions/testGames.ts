/**
 * Test helper: seeded games played to the end by the project's bots, handing every state
 * (with its legal actions, the host's routes and the events that led to it) to a visitor.
 * The routes are given the way the host gives them (GameHost.routes).
 */
import { applyAction, createGame, legalActions, routesFor, viewFor, type Action, type GameEvent, type GameSetup, type GameState, type GameView } from '../engine';
import { SCANTLING_COLOURS, SEGMENTS, type ScantlingColour } from '../model/components';
import { botsFor, type BotMix } from '../ai';
import { seedRng } from '../engine/rng';
import { PLAYER_COLOURS } from '../model/components';
import type { Option, RouteInfo } from './types';

export interface Visit {
  readonly seed: number;
  readonly state: GameState;
  readonly view: GameView;
  readonly legal: readonly Action[];
  readonly routes: readonly RouteInfo[];
  /** Events of the action that led here, with the state before it. */
  readonly events: readonly GameEvent[];
  readonly before: GameState | null;
  /** The actions that led here (one list, growing as the game goes on: copy what you keep). */
  readonly actions: readonly Action[];
}

export interface SeededOptions {
  /** The seats and start player; default: 2–4 seats by the seed, the start player by the seed. */
  readonly setup?: GameSetup;
  readonly maxActions?: number;
  /** The rules version to play by (default: the newest). */
  readonly engineVersion?: number;
}

const NAMES = ['Marion', 'Angelika', 'Tanja', 'Jürgen'];

export function hostRoutes(state: GameState, seat: number, legal: readonly Action[]): RouteInfo[] {
  if (!legal.some((a) => a.player === seat && a.type === 'move')) return [];
  return routesFor(state, seat).filter((r) => r.points > 0);
}

/**
 * Plays game `seed` with the given bot mix; the visitor sees every state, the last one
 * included, and stops the game early by returning true.
 */
export function playSeeded(seed: number, mix: BotMix, visit: (v: Visit) => boolean | void, opts: SeededOptions = {}): GameState {
  const players = opts.setup?.seats.length ?? 2 + (seed % 3);
  const setup: GameSetup = opts.setup ?? {
    seats: Array.from({ length: players }, (_, i) => ({ name: NAMES[i] ?? `J${i}`, colour: PLAYER_COLOURS[i]! })),
    seed,
    startPlayer: seed % players,
  };
  const created = createGame(setup, opts.engineVersion === undefined ? undefined : { engineVersion: opts.engineVersion });
  if (!created.ok) throw new Error(created.error.message);
  const bots = botsFor(mix, players, seed);
  let state = created.state;
  let rng = seedRng(seed ^ 0x2545f491);
  let events: readonly GameEvent[] = [];
  let before: GameState | null = null;
  const actions: Action[] = [];
  const maxActions = opts.maxActions ?? 5000;
  for (let n = 0; n <= maxActions; n++) {
    const legal = state.phase === 'finished' ? [] : legalActions(state);
    const seat = legal[0]?.player ?? state.turn.player;
    if (visit({ seed, state, view: viewFor(state, seat), legal, routes: hostRoutes(state, seat, legal), events, before, actions }) === true) break;
    if (legal.length === 0) break;
    const bot = bots[seat] ?? bots[0]!;
    const [action, next] = bot.choose(state, legal, rng);
    rng = next;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code}`);
    actions.push(action);
    before = state;
    state = r.state;
    events = r.events;
  }
  return state;
}

function held(s: GameState, seat: number): Record<ScantlingColour, number> {
  const out = Object.fromEntries(SCANTLING_COLOURS.map((c) => [c, 0])) as Record<ScantlingColour, number>;
  const t = s.players[seat]!.tally;
  for (const seg of SEGMENTS) for (const c of t.segments[seg]) out[c]++;
  for (const c of SCANTLING_COLOURS) out[c] += t.surplus[c];
  return out;
}

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);

/**
 * Applies an exact option's action and compares the seat's Thalers, foot-it points (while the
 * same turn goes on) and scantlings with what the option states. Null: not comparable (not
 * exact, or the year ended and the hat and scoring changed the figures).
 */
export function exactMismatches(state: GameState, o: Option, seat: number): string[] | null {
  if (!o.exact) return null;
  const r = applyAction(state, o.action);
  if (!r.ok) return [`${o.id} refused (${r.error.code})`];
  if (r.events.some((e) => e.type === 'scored')) return null;
  const out: string[] = [];
  const dThalers = r.state.players[seat]!.thalers - state.players[seat]!.thalers;
  const want = num(o.gain.thalers) - num(o.cost.thalers);
  if (dThalers !== want) out.push(`${o.id} Thalers ${dThalers}, shown ${want}`);
  const sameTurn = r.state.turn.player === state.turn.player && r.state.turn.cardsPlayed >= state.turn.cardsPlayed && !o.endsTurn;
  if (sameTurn && seat === state.turn.player) {
    const dPoints = r.state.turn.pointsLeft - state.turn.pointsLeft;
    const wantPoints = (o.gain.points ?? 0) - (o.cost.points ?? 0);
    if (dPoints !== wantPoints) out.push(`${o.id} points ${dPoints}, shown ${wantPoints}`);
  }
  const a = held(state, seat);
  const b = held(r.state, seat);
  for (const c of SCANTLING_COLOURS) {
    const wantC = (o.gain.scantlings ?? []).filter((x) => x === c).length - (o.cost.scantlings ?? []).filter((x) => x === c).length;
    if (b[c] - a[c] !== wantC) out.push(`${o.id} ${c} ${b[c] - a[c]}, shown ${wantC}`);
  }
  return out;
}

/** Canonical JSON: keys sorted at every depth, false and missing flags alike. */
export function canonAction(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonAction).join(',')}]`;
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined && o[k] !== false).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonAction(o[k])}`).join(',')}}`;
}

/** The same action, field by field (false and missing flags alike). */
export function sameAction(a: Action, b: Action): boolean {
  return canonAction(a) === canonAction(b);
}
