/**
 * Thalers: payments with the penniless rescue (C25, C26) and gains.
 * Rescue order: sell the earring (+8), then lose a random foot-it card from hand (+3)
 * to the discard pile, repeated. The card is drawn with the state's generator (C40).
 */
import { EARRING_THALERS, LOST_CARD_THALERS } from '../model/components';
import { nextInt } from './rng';
import { player, updatePlayer, withPlayer, type Step } from './stateOps';
import type { GameEvent, GameState, PlayerState } from './types';

/** Thalers the journeyman could raise right now: pouch + earring + cards in hand. */
export function fundsAvailable(p: PlayerState): number {
  return p.thalers + (p.earring ? EARRING_THALERS : 0) + p.hand.length * LOST_CARD_THALERS;
}

/** Cards from hand a payment of `amount` would lose to the rescue (C25), at most (after the pouch and the earring). */
export function cardsLostPaying(p: PlayerState, amount: number): number {
  const short = amount - p.thalers - (p.earring ? EARRING_THALERS : 0);
  return short > 0 ? Math.ceil(short / LOST_CARD_THALERS) : 0;
}

/** C26: a voluntary payment is legal only if pouch plus rescues cover it. */
export function canAfford(p: PlayerState, amount: number): boolean {
  return fundsAvailable(p) >= amount;
}

export type PaidTo = 'bank' | 'pot' | 'hat';

export interface PaymentStep extends Step {
  /** Thalers actually paid (less than asked only for a forgiven mandatory payment). */
  readonly paid: number;
}

/**
 * Pay `amount` Thalers, using the rescues when the pouch is short. A mandatory payment that
 * still cannot be covered is forgiven for the rest and leaves the pouch at 0 (C26).
 */
export function pay(state: GameState, seat: number, amount: number, to: PaidTo, reason: string): PaymentStep {
  if (amount <= 0) return { state, events: [], paid: 0 };
  let next = state;
  const events: GameEvent[] = [];
  while (player(next, seat).thalers < amount) {
    const p = player(next, seat);
    if (p.earring) {
      next = updatePlayer(next, seat, { earring: false, thalers: p.thalers + EARRING_THALERS });
      events.push({ type: 'soldEarring', player: seat, thalers: EARRING_THALERS });
    } else if (p.hand.length > 0) {
      const [i, rng] = nextInt(next.rng, p.hand.length);
      const card = p.hand[i] as number;
      const hand = p.hand.slice();
      hand.splice(i, 1);
      next = updatePlayer({ ...next, rng }, seat, { hand, discard: [...p.discard, card], thalers: p.thalers + LOST_CARD_THALERS });
      events.push({ type: 'lostCard', player: seat, value: card, thalers: LOST_CARD_THALERS });
    } else {
      break;
    }
  }
  const have = player(next, seat).thalers;
  const paid = Math.min(have, amount);
  next = updatePlayer(next, seat, { thalers: have - paid });
  if (to === 'hat') next = { ...next, hat: next.hat + paid };
  events.push({ type: 'paid', player: seat, amount: paid, to, reason });
  if (paid < amount) events.push({ type: 'forgiven', player: seat, amount: amount - paid, reason });
  return { state: next, events, paid };
}

export function gainThalers(state: GameState, seat: number, amount: number, reason: string): Step {
  if (amount <= 0) return { state, events: [] };
  const next = updatePlayer(state, seat, (p) => ({ thalers: p.thalers + amount }));
  return { state: next, events: [{ type: 'gainedThalers', player: seat, amount, reason }] };
}

/**
 * Wages in Thalers (C21): 1 Thaler of every wage paid in Thalers goes into the hat,
 * the rest into the pouch.
 */
export function payWage(state: GameState, seat: number, thalers: number): Step {
  if (thalers <= 0) return { state, events: [] };
  const toPouch = thalers - 1;
  const p = player(state, seat);
  const next: GameState = { ...state, hat: state.hat + 1, players: withPlayer(state.players, seat, { ...p, thalers: p.thalers + toPouch }) };
  return { state: next, events: [{ type: 'wage', player: seat, thalers, toHat: 1, toPouch }] };
}
