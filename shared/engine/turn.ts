/**
 * Turn flow: playing cards (C01), the extension (C02), ending a turn (C04), skipping
 * journeymen without cards, the year end with scoring and the One Day (C06).
 */
import { CARDS_PER_YEAR, EXTENSION_COST, ONE_DAY_CARD_VALUE, YEARS } from '../model/components';
import { cityOfSpace } from './boardApi';
import { cardsLostPaying, pay } from './money';
import { Chain, pop, top } from './pending';
import { finalScoring, yearEndScoring } from './scoring';
import { player, updatePlayer, type Step } from './stateOps';
import type { GameState, PlayerState } from './types';
import { rulesSince } from './version';

const NO_DEVELOPMENTS: readonly never[] = [];
/*
 * The pending stacks of a turn's start and of a turn in progress. Shared, never changed: every
 * change to `pending` makes a new array (push, pop, replaceTop), so these can be reused.
 */
const PLAY_A_CARD: GameState['pending'] = Object.freeze([Object.freeze({ kind: 'playCard' })]);
const TURN_IN_PROGRESS: GameState['pending'] = Object.freeze([Object.freeze({ kind: 'turn' })]);

export function beginTurn(state: GameState, seat: number): GameState {
  const p = player(state, seat);
  // the journeyman changes only when a companion or development card was fresh
  const s =
    p.companion?.fresh || p.developmentFresh.length > 0
      ? updatePlayer(state, seat, { companion: p.companion ? { id: p.companion.id, fresh: false } : null, developmentFresh: NO_DEVELOPMENTS })
      : state;
  return { ...s, turn: { player: seat, pointsLeft: 0, cardsPlayed: 0, extended: false, used: NO_DEVELOPMENTS }, pending: PLAY_A_CARD };
}

/** The card leaves the hand for the discard pile and its points are added (one new state). */
function playValue(state: GameState, seat: number, value: number, pending?: GameState['pending']): GameState {
  const p = player(state, seat);
  // the hand without the first card of this value, made at its final size (a list grown by
  // push would reserve 17 places)
  const i = p.hand.indexOf(value);
  const n = p.hand.length;
  const hand = i < 0 ? p.hand.slice() : p.hand.slice(0, n - 1);
  if (i >= 0) for (let k = i; k < n - 1; k++) hand[k] = p.hand[k + 1] as number;
  const players = state.players.slice();
  players[seat] = { ...p, hand, discard: [...p.discard, value] };
  const turn = { ...state.turn, pointsLeft: state.turn.pointsLeft + value, cardsPlayed: state.turn.cardsPlayed + 1 };
  return pending ? { ...state, players, turn, pending } : { ...state, players, turn };
}

/** C01. */
export function playCard(state: GameState, seat: number, value: number): Step {
  return { state: playValue(state, seat, value, TURN_IN_PROGRESS), events: [{ type: 'playedCard', player: seat, value }] };
}

/**
 * C02: extension possible now? Version 2 (C48): only if a card is certain to remain in hand to
 * play after paying 2 Thalers (a random card lost to the rescue, C25, could be the last one).
 */
export function canExtend(state: GameState): boolean {
  const t = state.turn;
  const p = state.players[t.player] as PlayerState;
  if (!(state.phase === 'playing' && top(state)?.kind === 'turn' && t.pointsLeft === 0 && t.cardsPlayed === 1 && !t.extended && p.hand.length > 0)) return false;
  return !rulesSince(state, 2) || p.hand.length > cardsLostPaying(p, EXTENSION_COST);
}

export function extend(state: GameState, seat: number, value: number): Step {
  const c = new Chain(state);
  c.run(pay(c.state, seat, EXTENSION_COST, 'bank', 'extension'));
  const p = player(c.state, seat);
  // A rescue (C25) may have taken the wanted card: then the first card left is played.
  const v = p.hand.includes(value) ? value : p.hand[0];
  c.set({ ...c.state, turn: { ...c.state.turn, extended: true } });
  if (v !== undefined) {
    c.set(playValue(c.state, seat, v));
    c.emit({ type: 'extended', player: seat, value: v });
  }
  return c.done();
}

function nextSeatWithCards(state: GameState, from: number): number | null {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if ((state.players[seat] as PlayerState).hand.length > 0) return seat;
  }
  return null;
}

/** C04: the turn ends; the next journeyman with cards goes, or the year ends (C06). */
export function endTurn(state: GameState): Step {
  const next = nextSeatWithCards(state, state.turn.player);
  if (next !== null) {
    // the usual case, in one new state: beginTurn replaces the pending decisions
    return {
      state: beginTurn(state.dice === null ? state : { ...state, dice: null }, next),
      events: [
        { type: 'turnEnded', player: state.turn.player },
        { type: 'turnStarted', player: next },
      ],
    };
  }
  const c = new Chain({ ...state, pending: [], dice: null });
  c.emit({ type: 'turnEnded', player: state.turn.player });
  if (c.state.phase === 'oneDay') {
    c.run(finalScoring(c.state));
    c.set({ ...c.state, pending: [] });
    return c.done();
  }
  const placed = c.state.board.placed;
  c.run(yearEndScoring(c.state, (id) => cityOfSpace(placed, id)));
  const year = c.state.year;
  let s = c.state;
  const refresh = (p: PlayerState): Partial<PlayerState> => ({
    development: refreshed(p.development),
  });
  if (year < YEARS) {
    s.players.forEach((_, seat) => {
      s = updatePlayer(s, seat, (p) => ({ ...refresh(p), hand: [...p.hand, ...p.deck.slice(0, CARDS_PER_YEAR)], deck: p.deck.slice(CARDS_PER_YEAR) }));
    });
    s = { ...s, year: year + 1 };
    c.set(s).emit({ type: 'yearStarted', year: year + 1, startPlayer: s.startPlayer });
  } else {
    s.players.forEach((_, seat) => {
      s = updatePlayer(s, seat, (p) => ({ ...refresh(p), hand: [...p.hand, ONE_DAY_CARD_VALUE], oneDayCard: false }));
    });
    s = { ...s, year: YEARS + 1, phase: 'oneDay' };
    c.set(s).emit({ type: 'oneDayStarted', startPlayer: s.startPlayer });
  }
  const first = c.state.players[c.state.startPlayer]?.hand.length ? c.state.startPlayer : nextSeatWithCards(c.state, c.state.startPlayer);
  if (first === null) {
    // nobody holds a card (cannot happen with the printed decks): go straight on
    const rest = endTurn({ ...c.state, turn: { ...c.state.turn, player: c.state.startPlayer } });
    return { state: rest.state, events: [...c.events, ...rest.events] };
  }
  c.set(beginTurn(c.state, first)).emit({ type: 'turnStarted', player: first });
  return c.done();
}

/** Pops an 'endTurn' marker if it is on top (after turn-ending effects resolved). */
export function popIfEndTurn(state: GameState): GameState {
  return top(state)?.kind === 'endTurn' ? pop(state) : state;
}

/** Used development cards become ready again (same key order; the same object when none was used). */
function refreshed(dev: PlayerState['development']): PlayerState['development'] {
  let used = false;
  for (const k in dev) if (dev[k as keyof typeof dev] === 'used') used = true;
  if (!used) return dev;
  const out: Record<string, string> = {};
  for (const k in dev) {
    const v = dev[k as keyof typeof dev];
    out[k] = v === 'used' ? 'ready' : v;
  }
  return out as PlayerState['development'];
}
