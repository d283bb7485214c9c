/**
 * Facts the model reads from the journeyman's view: spaces, fees with Taps, wages, development
 * cards, where a gained scantling goes, the penniless rescue. Every rule used here comes from
 * the engine's own helpers (imported in this one file), applied to the view: a view holds all
 * public facts and nothing hidden, so nothing shown can leak what the seat may not see.
 */
import { boardGraph, type BoardSpace } from '../board';
import { FATE_TILES, PIECES } from '../data/pieces';
import type { Wage, SpaceId, PieceDef } from '../model/board';
import { EARRING_THALERS, LOST_CARD_THALERS, type CityName, type ScantlingColour } from '../model/components';
import type { CompanionAdvantage } from '../data/cards';
import { devReady, feeFor, hasAdvantage } from '../engine/rewards';
import { board } from '../engine/boardApi';
import { carriageOptions } from '../engine/carriage';
import { cityLeft, stepCost } from '../engine/movement';
import { houseNumber } from '../engine/tieBreak';
import { rulesSince } from '../engine/version';
import { targetsFor, type ScantlingTarget } from '../engine/tally';
import { fundsAvailable } from '../engine/money';
import type { GameView, PlayerView } from '../engine/view';
import type { GameState } from '../engine/types';
import type { Msg } from './types';
import { msg } from './msg';

type DevCard = 'footItKing' | 'belittleKing' | 'scheniegelServant' | 'luckyFellow';

/** The view as the engine's read-only helpers take it (a view is a state with hidden parts blanked). */
const asState = (view: GameView): GameState => view as unknown as GameState;

export function spaceOf(view: GameView, id: SpaceId): BoardSpace | undefined {
  return boardGraph(view.board.placed).spaces.get(id);
}

export function pieceOf(pieceId: string): PieceDef | undefined {
  return PIECES[pieceId];
}

export function playerOf(view: GameView, seat: number): PlayerView | undefined {
  return view.players[seat];
}

/** A player's name as a param: their own name, or "Journeyman 2" when the view lacks it. */
export function nameOf(view: GameView, seat: number): string | Msg {
  const n = view.players[seat]?.name;
  return n && n.trim() ? n : msg('seat', { n: seat + 1 });
}

export function topPending(view: GameView): { readonly kind: string; readonly [k: string]: unknown } | undefined {
  return view.pending[view.pending.length - 1] as { readonly kind: string; readonly [k: string]: unknown } | undefined;
}

/**
 * The turn ends once the decisions now pending are made: an end of the turn is waiting below them
 * (a meeting at the space: C08; the engine puts it under the space's own decisions). Points left
 * or gained before then are lost.
 */
export function turnEndsAfter(view: GameView): boolean {
  const pending = view.pending as readonly { readonly kind: string }[];
  for (let i = pending.length - 1; i >= 0; i--) {
    const k = pending[i]?.kind;
    if (k === 'turn') return false;
    if (k === 'endTurn') return true;
  }
  return false;
}

/** The seat the engine waits for (the dice game's roller, else the active journeyman). */
export function deciderOf(view: GameView): number {
  const t = topPending(view);
  if (t?.kind === 'dice' && view.dice) return view.dice.order[view.dice.turn] ?? view.turn.player;
  return view.turn.player;
}

/** A printed fee, toll or fare for this seat (Taps, C27). */
export function feeOf(view: GameView, seat: number, printed: number): number {
  return printed > 0 ? feeFor(asState(view), seat, printed) : 0;
}

export function tollOf(view: GameView, seat: number, sp: BoardSpace): number {
  return feeOf(view, seat, sp.toll);
}

/** Points a single step onto `sp` costs now (Schreiner Reiner included). */
export function stepPointsOf(view: GameView, seat: number, sp: BoardSpace): number {
  return stepCost(asState(view), seat, sp);
}

/** The wage of a work space: printed, or its fate tile's. */
export function wageOf(view: GameView, id: SpaceId): Wage | null {
  const sp = spaceOf(view, id);
  if (!sp) return null;
  if (sp.wage) return sp.wage;
  const fate = view.board.fate[id];
  return fate === undefined ? null : (FATE_TILES[fate] ?? null);
}

export function advantage(view: GameView, seat: number, adv: CompanionAdvantage): boolean {
  return hasAdvantage(asState(view), seat, adv);
}

export function devReadyOf(view: GameView, seat: number, card: DevCard): boolean {
  return devReady(asState(view), seat, card);
}

/** Where a gained scantling of `colour` goes: the legal targets (several only for white) or null when the supply is out. */
export function gainTargets(view: GameView, seat: number, colour: ScantlingColour): ScantlingTarget[] | null {
  const p = view.players[seat];
  if (!p || view.scantlingSupply[colour] <= 0) return null;
  return targetsFor(p.tally, colour);
}

/** The rescue a payment needs (C25): none, the earring, then cards; null when nothing is needed. */
export function rescueFor(p: PlayerView, amount: number): { earring: boolean; cards: number } | null {
  if (p.thalers >= amount) return null;
  let have = p.thalers;
  let earring = false;
  if (p.earring) {
    earring = true;
    have += EARRING_THALERS;
  }
  let cards = 0;
  while (have < amount && cards < p.handCount) {
    cards++;
    have += LOST_CARD_THALERS;
  }
  return { earring, cards };
}

export function fundsOf(p: PlayerView): number {
  return fundsAvailable({ ...p, hand: new Array(p.handCount).fill(0) });
}

/**
 * The city a step from `a` to `b` leaves on foot, if any, as the engine reads it: version 2 by
 * C42 (a connection space on a city's shared edge belongs to neither piece), version 1 by C10.
 */
export function cityLeftBy(view: GameView, a: BoardSpace, b: BoardSpace): string | undefined {
  if (rulesSince(asState(view), 2)) return cityLeft(a, b);
  return a.city && b.city !== a.city ? a.city : undefined;
}

/**
 * Whether meeting `other` puts one of `seat`'s own marker pieces on its Charly, as the engine's
 * meeting does (meetings.ts): version 2 (C41) at the first meeting of the two only, version 1
 * while `seat` does not yet hold `other`'s piece; and only with a piece left in the supply.
 */
export function firstMeetingOf(view: GameView, seat: number, other: number): boolean {
  const me = view.players[seat];
  const them = view.players[other];
  if (!me || !them) return false;
  return rulesSince(asState(view), 2) ? !(me.met ?? []).includes(other) : !me.otherMarkers.includes(them.colour);
}

/**
 * Whether the journeyman could scout out right after arriving on the hexagonal space `to` with
 * `pointsAfter` foot-it points left: something to pay with (a point, Plietscher Fiete, a token
 * not gained this turn) and room for a piece of a stack that is not empty (the engine's rules).
 */
export function scoutableOnArrival(view: GameView, seat: number, to: SpaceId, pointsAfter: number): boolean {
  const p = view.players[seat];
  if (!p) return false;
  const fiete = advantage(view, seat, 'freeScoutPerTurn') && !view.turn.used.includes('fiete');
  const fresh = view.turn.player === seat ? (view.turn.freshScoutTokens ?? 0) : 0;
  if (!(pointsAfter >= 1 || fiete || p.freeScoutTokens - fresh > 0)) return false;
  return scoutRoom(view, to);
}

/** Room to scout from the hexagonal space `to` for a piece of a stack that is not empty. */
export function scoutRoom(view: GameView, to: SpaceId): boolean {
  const room = board().room;
  const fits = (kind: 'landscape' | 'city') => !room || room(view.board.placed, to, kind);
  return (view.counts.landscapeStack > 0 && fits('landscape')) || (view.counts.cityStack > 0 && fits('city'));
}

/** The cities the journeyman could ride to from `city`'s carriage space now, with the fares (C24, C27). */
export function carriageFaresFrom(view: GameView, seat: number, city: CityName): readonly { readonly city: CityName; readonly fare: number }[] {
  return carriageOptions(asState(view), seat, city);
}

/** The number a tie-break roll's faces (arranged best first) make, as the engine and the log count it (651). */
export function tieNumber(faces: unknown): number {
  return houseNumber(Array.isArray(faces) ? (faces as readonly number[]) : []);
}
