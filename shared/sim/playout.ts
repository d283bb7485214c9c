/**
 * Plays complete games with bots: the engine of the simulator, the benchmark and the
 * property tests. Pure (no I/O).
 */
import { applyAction, createGame, hashState, legalActions, replay, type Action, type GameEvent, type GameRecord, type GameState } from '../engine';
import { invariantBreaches } from '../engine/invariants';
import { legalActionsShared } from '../engine/legal';
import { seedRng } from '../engine/rng';
import type { GameSetup } from '../engine/types';
import type { Bot } from '../ai/bot';

export interface PlayoutOptions {
  /** Check invariants after every action (slow; for tests and the simulator). */
  readonly checkInvariants?: boolean;
  /** Also verify that an illegal action is refused and leaves the state equal (every Nth action). */
  readonly probeIllegalEvery?: number;
  /** Safety stop. */
  readonly maxActions?: number;
  /** Called with every applied action's events. */
  readonly onEvents?: (events: readonly GameEvent[], state: GameState) => void;
}

export interface PlayoutResult {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly breaches: readonly string[];
  readonly stalled: boolean;
}

export function playGame(setup: GameSetup, bots: readonly Bot[], botSeed: number, opts: PlayoutOptions = {}): PlayoutResult {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`createGame failed: ${created.error.code} ${created.error.message}`);
  let state = created.state;
  let rng = seedRng(botSeed ^ 0x5bd1e995);
  const actions: Action[] = [];
  const breaches: string[] = [];
  const max = opts.maxActions ?? 20_000;
  while (state.phase !== 'finished' && actions.length < max) {
    // the engine's own memoised list, read only (bots take a readonly list): no copy per action
    const legal = legalActionsShared(state);
    if (legal.length === 0) {
      breaches.push(`no legal action at action ${actions.length} (phase ${state.phase})`);
      break;
    }
    const seat = legal[0]!.player;
    const bot = bots[seat] ?? bots[0]!;
    const [action, next] = bot.choose(state, legal, rng);
    rng = next;
    if (opts.probeIllegalEvery && actions.length % opts.probeIllegalEvery === 0) {
      probeIllegal(state, breaches);
    }
    const result = applyAction(state, action);
    if (!result.ok) {
      breaches.push(`legal action refused: ${JSON.stringify(action)} -> ${result.error.code}`);
      break;
    }
    state = result.state;
    actions.push(action);
    opts.onEvents?.(result.events, state);
    if (opts.checkInvariants) {
      for (const b of invariantBreaches(state)) breaches.push(`after action ${actions.length}: ${b}`);
      if (breaches.length > 0) break;
    }
  }
  const record: GameRecord = { format: 'auf-der-walz-record', engineVersion: state.engineVersion, setup, actions };
  return { state, record, breaches, stalled: state.phase !== 'finished' && breaches.length === 0 };
}

/** An action by the wrong seat must be refused with a typed error, the state untouched. */
function probeIllegal(state: GameState, breaches: string[]): void {
  const before = hashState(state);
  const wrongSeat = (legalActions(state)[0]!.player + 1) % state.players.length;
  const attempt = { player: wrongSeat, type: 'endTurn' } as unknown as Action;
  const r = applyAction(state, attempt);
  if (r.ok && legalActions(state).every((a) => a.player !== wrongSeat)) breaches.push('an action of a seat not to move was accepted');
  if (hashState(state) !== before) breaches.push('applyAction mutated its input');
}

/** Replays a record and compares with the expected final state. */
export function replayMatches(record: GameRecord, expected: GameState): boolean {
  const r = replay(record);
  return r.ok && hashState(r.state) === hashState(expected);
}
