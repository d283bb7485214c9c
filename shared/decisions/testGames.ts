/**
 * Test helper: seeded games played to the end by the project's bots, handing every state
 * (with its legal actions, the host's routes and the events that led to it) to a visitor.
 * The routes are given the way the host gives them (GameHost.routes).
 */
import { applyAction, createGame, legalActions, routesFor, viewFor, type Action, type GameEvent, type GameState, type GameView } from '../engine';
import { botsFor, type BotMix } from '../ai';
import { seedRng } from '../engine/rng';
import { PLAYER_COLOURS } from '../model/components';
import type { RouteInfo } from './types';

export interface Visit {
  readonly seed: number;
  readonly state: GameState;
  readonly view: GameView;
  readonly legal: readonly Action[];
  readonly routes: readonly RouteInfo[];
  /** Events of the action that led here, with the state before it. */
  readonly events: readonly GameEvent[];
  readonly before: GameState | null;
}

const NAMES = ['Marion', 'Angelika', 'Tanja', 'Jürgen'];

export function hostRoutes(state: GameState, seat: number, legal: readonly Action[]): RouteInfo[] {
  if (!legal.some((a) => a.player === seat && a.type === 'move')) return [];
  return routesFor(state, seat).filter((r) => r.points > 0);
}

/** Plays game `seed` with the given bot mix; the visitor sees every state, the last one included. */
export function playSeeded(seed: number, mix: BotMix, visit: (v: Visit) => void, maxActions = 5000): GameState {
  const players = 2 + (seed % 3);
  const created = createGame({
    seats: Array.from({ length: players }, (_, i) => ({ name: NAMES[i] ?? `J${i}`, colour: PLAYER_COLOURS[i]! })),
    seed,
    startPlayer: seed % players,
  });
  if (!created.ok) throw new Error(created.error.message);
  const bots = botsFor(mix, players, seed);
  let state = created.state;
  let rng = seedRng(seed ^ 0x2545f491);
  let events: readonly GameEvent[] = [];
  let before: GameState | null = null;
  for (let n = 0; n <= maxActions; n++) {
    const legal = state.phase === 'finished' ? [] : legalActions(state);
    const seat = legal[0]?.player ?? state.turn.player;
    visit({ seed, state, view: viewFor(state, seat), legal, routes: hostRoutes(state, seat, legal), events, before });
    if (legal.length === 0) break;
    const bot = bots[seat] ?? bots[0]!;
    const [action, next] = bot.choose(state, legal, rng);
    rng = next;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code}`);
    before = state;
    state = r.state;
    events = r.events;
  }
  return state;
}
