/**
 * Bounded undo (the policy Board Game Arena uses): a journeyman may take back their own
 * actions back to the start of their turn, unless something hidden or random has come to
 * light since — a die, a drawn tile, city, card, news card, companion or fate tile.
 *
 * The engine marks where undo stops: `undoBarrier(before, after, action)` says whether the
 * step from `before` to `after` may never be taken back, and why. The host keeps the states
 * since the last barrier and steps back through them; an undone action leaves no trace in
 * the game's record.
 */
import type { Action } from './actions';
import type { GameState } from './types';

/** Why an action can no longer be taken back (shown to the player). */
export type UndoBarrier =
  | 'turn' // a new turn began (or the game is over): earlier turns stay as played
  | 'die' // a die was rolled (or anything else drawn from the generator)
  | 'tile' // a landscape tile or a city was revealed
  | 'news' // a news card was revealed
  | 'companion' // a travel companion was revealed
  | 'fate' // a fate tile was revealed
  | 'card' // a foot-it card was drawn from a face-down pile
  | 'other-seat'; // another journeyman decided in between (e.g. the dice game)

function sameRng(a: GameState, b: GameState): boolean {
  const x = a.rng.s;
  const y = b.rng.s;
  return x[0] === y[0] && x[1] === y[1] && x[2] === y[2] && x[3] === y[3];
}

function decksChanged(a: GameState, b: GameState): boolean {
  if (a.players.length !== b.players.length) return true;
  for (let i = 0; i < a.players.length; i++) {
    if (a.players[i]!.deck.length !== b.players[i]!.deck.length) return true;
  }
  return false;
}

/**
 * The barrier an applied action sets, or null when it can be taken back. `action` is the
 * action that led from `before` to `after`.
 */
export function undoBarrier(before: GameState, after: GameState, action: Action): UndoBarrier | null {
  if (after.phase === 'finished' || after.turn.player !== before.turn.player || after.year !== before.year) return 'turn';
  if (action.player !== before.turn.player) return 'other-seat';
  // scouting always turns up the top piece, also one that fits nowhere and goes back under its
  // stack (the stack's length unchanged): taken back, it would be on top again, and known
  if (action.type === 'scout' || action.type === 'retryScout') return 'tile';
  if (after.board.landscapeStack.length !== before.board.landscapeStack.length) return 'tile';
  if (after.board.cityStack.length !== before.board.cityStack.length) return 'tile';
  if (after.newsStack.length !== before.newsStack.length) return 'news';
  if (after.companionStack.length !== before.companionStack.length) return 'companion';
  if (after.board.fateStack.length !== before.board.fateStack.length) return 'fate';
  if (decksChanged(before, after)) return 'card';
  if (!sameRng(before, after)) return 'die';
  return null;
}

/** Where a seat stands with undo, given the actions since the last barrier. */
export type UndoStatus =
  | { readonly available: true; readonly steps: number }
  | { readonly available: false; readonly reason: UndoBarrier | 'nothing' | 'not-deciding' };

/**
 * Whether `seat` may take back its last action now. `sinceBarrier` are the actions applied
 * after the last barrier (all of them takeable back), `lastBarrier` the barrier that ended
 * the undoable stretch (null at the start of the game), `decider` the seat deciding now.
 */
export function undoStatus(seat: number, decider: number, sinceBarrier: readonly Action[], lastBarrier: UndoBarrier | null): UndoStatus {
  if (seat !== decider) return { available: false, reason: 'not-deciding' };
  if (sinceBarrier.length === 0) return { available: false, reason: lastBarrier && lastBarrier !== 'turn' ? lastBarrier : 'nothing' };
  if (sinceBarrier.some((a) => a.player !== seat)) return { available: false, reason: 'other-seat' };
  return { available: true, steps: sinceBarrier.length };
}
