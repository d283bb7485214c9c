/**
 * The engine's pending decisions (a stack; the LAST entry is on top) and small helpers.
 */
import type { SpaceId } from '../model/board';
import type { CityName } from '../model/components';
import type { CarriageFare, Placement } from './boardApi';
import type { Step } from './stateOps';
import type { GameEvent, GameState } from './types';

export type EnginePending =
  | { readonly kind: 'playCard' }
  | { readonly kind: 'turn' }
  /** Inn, hostel or town hall just entered: use or pass (C05). */
  | { readonly kind: 'useSpace'; readonly space: SpaceId }
  /** Pick one option: a scantling colour ('scantling'), a leisure type ('leisure'). */
  | { readonly kind: 'choose'; readonly purpose: 'scantling' | 'leisure'; readonly options: readonly string[] }
  /** A white scantling to put on a segment (C29). */
  | { readonly kind: 'placeWhite' }
  /** Automatic: reveal the top news card (C16). */
  | { readonly kind: 'news' }
  | { readonly kind: 'encounter'; readonly city: CityName }
  | { readonly kind: 'diceSetup' }
  | { readonly kind: 'dice' }
  /** Automatic: reveal the top travel companion (C19). */
  | { readonly kind: 'companionReveal' }
  | { readonly kind: 'companionOffer'; readonly id: string }
  | { readonly kind: 'oldCompanion'; readonly newId: string }
  | { readonly kind: 'scoutPlace'; readonly pieceKind: 'landscape' | 'city'; readonly pieceId: string; readonly options: readonly Placement[] }
  | { readonly kind: 'scoutRetry'; readonly pieceKind: 'landscape' | 'city' }
  | { readonly kind: 'carriage'; readonly options: readonly CarriageFare[] }
  /** Lucky Fellow (C32, C45): keep or reroll a die just rolled (see KeepRoll). */
  | KeepRoll
  /** Automatic: the turn ends when this reaches the top (C04). */
  | { readonly kind: 'endTurn' };

/**
 * Lucky Fellow's offer right after a roll of the journeyman's own (C32; version 2: C45, every die).
 * Answered by `keepRoll` or `diceReroll` (for `tieBreak`: `diceReroll{die}`, the index in `faces`).
 */
export type KeepRoll =
  /** A rolled wage or the town hall's die: `value` Thalers (the wage table by the face). */
  | { readonly kind: 'keepRoll'; readonly purpose: 'work' | 'townhall'; readonly space: SpaceId; readonly value: number }
  /** Version 2: a reward's die (Levi Strauss's announcement): take `value` Thalers. */
  | { readonly kind: 'keepRoll'; readonly purpose: 'reward'; readonly value: number; readonly reason: string }
  /** Version 2: a requirement's die (Wilhelm Busch): pay `value` Thalers, then the encounter goes on. */
  | { readonly kind: 'keepRoll'; readonly purpose: 'requirement'; readonly value: number; readonly city: CityName; readonly newsId: string; readonly take: 'insight' | 'book' }
  /** Version 2: the dice game's tie-break roll of `seat` (who decides), three dice arranged best first. */
  | { readonly kind: 'keepRoll'; readonly purpose: 'tieBreak'; readonly seat: number; readonly faces: readonly number[] };

export function top(state: GameState): EnginePending | undefined {
  return state.pending[state.pending.length - 1] as EnginePending | undefined;
}

export function pop(state: GameState): GameState {
  return { ...state, pending: state.pending.slice(0, -1) };
}

/** Push entries; the last one given ends on top. */
export function push(state: GameState, ...entries: EnginePending[]): GameState {
  return { ...state, pending: [...state.pending, ...entries] };
}

/** Replace the top entry. */
export function replaceTop(state: GameState, entry: EnginePending): GameState {
  return { ...state, pending: [...state.pending.slice(0, -1), entry] };
}

/** The seat that must decide now. */
export function decider(state: GameState): number {
  const t = top(state);
  if (t?.kind === 'dice' && state.dice) return state.dice.order[state.dice.turn] ?? state.turn.player;
  if (t?.kind === 'keepRoll' && t.purpose === 'tieBreak') return t.seat;
  return state.turn.player;
}

/** A chain's events before its first one: shared, never written (see Chain.emit). */
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/**
 * Accumulates steps. The events list is made at the first event (most chains see one or two,
 * and an empty array grown by push reserves room for 17), and a finished inner chain handed to
 * run() passes its list on instead of having it copied: a chain is consumed by run().
 */
export class Chain {
  events: readonly GameEvent[] = NO_EVENTS;
  constructor(public state: GameState) {}
  run(step: Step | null): this {
    if (step) {
      this.state = step.state;
      const ev = step.events;
      if (ev.length === 0) return this;
      if (this.events === NO_EVENTS) this.events = step instanceof Chain ? ev : ev.slice();
      else {
        const mine = this.events as GameEvent[];
        for (let i = 0; i < ev.length; i++) mine.push(ev[i] as GameEvent);
      }
    }
    return this;
  }
  set(state: GameState): this {
    this.state = state;
    return this;
  }
  emit(e: GameEvent): this {
    if (this.events === NO_EVENTS) this.events = [e];
    else (this.events as GameEvent[]).push(e);
    return this;
  }
  /** The chain itself is the step (a Chain has the Step's two fields): no copy per helper call. */
  done(): Step {
    return this;
  }
}
