/** The year label, the points left this turn and a journeyman's facts worth seeing while deciding. */
import { YEARS } from '../model/components';
import type { GameView } from '../engine/view';
import { msg, points, thalers } from './msg';
import type { Msg, PromptStatus } from './types';

/** "Year 2 of 3", "The One Day" (never "Year 4"), "Game over". */
export function yearLabel(view: Pick<GameView, 'phase' | 'year'>): Msg {
  if (view.phase === 'finished') return msg('year.over');
  if (view.phase === 'oneDay' || view.year > YEARS) return msg('year.oneDay');
  return msg('year.n', { year: view.year, of: YEARS });
}

/** Foot-it points left to the active journeyman, once a card was played this turn (else null). */
export function pointsLeft(view: GameView): number | null {
  if (view.phase === 'finished' || view.turn.cardsPlayed === 0) return null;
  return view.turn.pointsLeft;
}

/**
 * The prompt's status for the seat deciding: the points left only when that seat is the one
 * whose turn it is (in the dice game another journeyman decides, and the host's points are
 * not theirs to spend).
 */
export function statusOf(view: GameView, seat: number = view.turn.player): PromptStatus {
  return { year: yearLabel(view), pointsLeft: seat === view.turn.player ? pointsLeft(view) : null, activeSeat: view.turn.player };
}

/** Pouch, points left and cards in hand of the deciding seat. */
export function factsFor(view: GameView, seat: number, withPoints: boolean): Msg[] {
  const p = view.players[seat];
  if (!p) return [];
  const out: Msg[] = [msg('fact.pouch', { amount: thalers(p.thalers) })];
  if (withPoints && seat === view.turn.player && view.turn.cardsPlayed > 0) out.push(msg('fact.points', { points: points(view.turn.pointsLeft) }));
  out.push(msg('fact.hand', { n: p.handCount }, p.handCount));
  if (p.earring) out.push(msg('fact.earring'));
  return out;
}
