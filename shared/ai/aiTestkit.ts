/**
 * Positions for the AI's tests: a seeded game played by the greedy bot until a seat faces a
 * decision of the wanted kind (several legal actions).
 */
import { createI18n } from 'vue-i18n';
import { renderMsg } from '../decisions/msg';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../engine';
import { seedRng } from '../engine/rng';
import { PLAYER_COLOURS } from '../model/components';
import { greedyBot } from './greedy';
import { AI_REASON_MESSAGES, reasonMsg, type Reason } from './reasons';

type Translate = (key: string, named: Record<string, unknown>, opts: { locale: string; plural?: number }) => string;
const i18nOptions: unknown = { legacy: false, locale: 'en', messages: AI_REASON_MESSAGES, missingWarn: false, fallbackWarn: false };
const translate = (createI18n as (o: unknown) => { global: { t: unknown } })(i18nOptions).global.t as Translate;

/** A reason as the UI renders it (useMsg's `why`): reasonMsg, then vue-i18n with the plural counts. */
export function renderReason(locale: 'en' | 'de', r: Reason): string {
  return renderMsg(reasonMsg(r), (key, params, count) => translate(key, params, count === undefined ? { locale } : { locale, plural: count }));
}

export function seats(n: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `J${i + 1}`, colour: PLAYER_COLOURS[i]! }));
}

/**
 * Plays greedy moves from a fresh `players`-seat game with `seed` and returns the first state,
 * after at least `after` actions, where `want` holds for the legal actions.
 */
export function positionWhere(seed: number, players: number, want: (legal: readonly Action[], state: GameState) => boolean, after = 0): GameState {
  const c = createGame({ seats: seats(players), seed, startPlayer: 0 });
  if (!c.ok) throw new Error(c.error.message);
  let state = c.state;
  let rng = seedRng(seed);
  for (let i = 0; i < 5000 && state.phase !== 'finished'; i++) {
    const legal = legalActions(state);
    if (i >= after && legal.length > 1 && want(legal, state)) return state;
    const [a, next] = greedyBot.choose(state, legal, rng);
    rng = next;
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error('no such position');
}

/** A turn decision with walks to choose from, for the seat to move, after `after` actions. */
export function turnWithMoves(seed: number, players: number, after = 0): GameState {
  return positionWhere(seed, players, (legal) => legal.some((a) => a.type === 'move') && legal.some((a) => a.type === 'endTurn'), after);
}
