/**
 * Footing it (C03, C07–C11, C05 tolls, C27 Taps, C32 Belittle King): one step per action, or
 * (version 2, C43) Schreiner Reiner's jump over a hexagonal space: a `move` with `via`.
 * Entering: toll, leaving a city (white scantling), meetings, then the space's effect.
 * Round spaces and meetings end the turn after the space's effect (an 'endTurn' marker is
 * pushed below the effect's decisions).
 */
import type { SpaceId } from '../model/board';
import { graphOf, type EngineGraph, type EngineSpace } from './boardApi';
import { carriageOptions } from './carriage';
import { fundsAvailable, pay } from './money';
import { Chain, push } from './pending';
import { activeAdvantage, devReady, feeFor, gainScantling, hasAdvantage, useDev } from './rewards';
import { updatePlayer, type Step } from './stateOps';
import { canEnterLeisure, leisure } from './leisure';
import { canUseTownHall } from './townhall';
import { work, workOccupied } from './work';
import type { Action } from './actions';
import { meet } from './meetings';
import type { GameState, PlayerState } from './types';
import { rulesSince } from './version';

/** Schreiner Reiner's advantage (C11) is still unspent this turn. */
export function reinerUnspent(state: GameState, seat: number): boolean {
  return hasAdvantage(state, seat, 'skipHexSpace') && !state.turn.used.includes('reiner');
}

/** Version 1 (C11): Reiner's free step onto a hexagonal space, still unspent this turn. */
export function freeStepLeft(state: GameState, seat: number): boolean {
  return !rulesSince(state, 2) && reinerUnspent(state, seat);
}

/** Version 2 (C43): Reiner's jump over a hexagonal space, still unspent this turn (a point is needed too). */
export function jumpLeft(state: GameState, seat: number): boolean {
  return rulesSince(state, 2) && reinerUnspent(state, seat);
}

/** Points a plain step onto `target` costs; `free`: the version-1 free step is still unspent (it is always spent on the first hexagonal space). */
export function stepPoints(target: EngineSpace, free: boolean): number {
  return free && target.kind === 'centre' ? 0 : 1;
}

export function stepCost(state: GameState, seat: number, target: EngineSpace): number {
  return stepPoints(target, freeStepLeft(state, seat));
}

/** A jump over a hexagonal space (C43) costs 1 point for the whole jump. */
export const JUMP_POINTS = 1;

export interface Jump {
  /** The hexagonal space jumped over (not entered). */
  readonly via: EngineSpace;
  /** The space landed on: next to `via`, not the space jumped from. */
  readonly to: EngineSpace;
}

/** C43: every jump from `from`: across each neighbouring hexagonal space to each of its other neighbours. */
export function jumpsFrom(g: EngineGraph, from: SpaceId): Jump[] {
  const out: Jump[] = [];
  const near = g.adjacentSpaces(from);
  for (let i = 0; i < near.length; i++) {
    const via = near[i] as EngineSpace;
    if (via.kind !== 'centre') continue;
    const beyond = g.adjacentSpaces(via.id);
    for (let k = 0; k < beyond.length; k++) {
      const to = beyond[k] as EngineSpace;
      if (to.id !== from && to.id !== via.id) out.push({ via, to });
    }
  }
  return out;
}

/**
 * C42: the city a space is part of: a space printed on that city board alone (its entrance,
 * central hexagon, hubs, round spaces, a connection on an edge with no neighbour yet). A
 * connection space on an edge the city shares with another piece belongs to neither alone.
 */
export function cityPartOf(sp: EngineSpace): EngineSpace['city'] {
  return sp.city !== undefined && !(sp.pieceIds !== undefined && sp.pieceIds.length > 1) ? sp.city : undefined;
}

/** C42: the city left by stepping (or jumping) from `from` to `to`, if any. */
export function cityLeft(from: EngineSpace, to: EngineSpace): EngineSpace['city'] {
  const city = cityPartOf(from);
  return city !== undefined && cityPartOf(to) !== city ? city : undefined;
}

/** May the journeyman step onto this space at all (C09 occupied work, C23 leisure)? */
export function canEnter(state: GameState, seat: number, sp: EngineSpace): boolean {
  if (sp.kind === 'work') return !workOccupied(state, seat, sp.id);
  if (sp.kind === 'leisure') return canEnterLeisure(state, seat, sp.id);
  return true;
}

/** The toll for stepping onto this space (C27 Taps included), without the Belittle King. */
export function tollFor(state: GameState, seat: number, sp: EngineSpace): number {
  return sp.toll ? feeFor(state, seat, sp.toll) : 0;
}

/** Round spaces end the move there (as does meeting another journeyman). */
export function endsMove(sp: EngineSpace): boolean {
  return sp.kind === 'work' || sp.kind === 'leisure' || sp.kind === 'carriage';
}

export interface MoveOption {
  readonly to: SpaceId;
  readonly cost: number;
  readonly toll: number;
  readonly belittle: boolean;
  /** Version 2 (C43): the hexagonal space Schreiner Reiner jumps over on the way to `to`. */
  readonly via?: SpaceId;
}

/**
 * Every legal single step now (with the Belittle King variant where it matters), appended to
 * `out` as move actions: the legal-action listing's hottest loop, so no intermediate objects.
 */
export function pushMoveActions(state: GameState, seat: number, out: Action[]): void {
  // facts of this listing, looked up once: the companion's advantage (Reiner, Taps), the
  // points, what the journeyman can raise, the Belittle King
  const adv = activeAdvantage(state, seat);
  const reiner = adv === 'skipHexSpace' && !state.turn.used.includes('reiner');
  const v2 = rulesSince(state, 2);
  const free = !v2 && reiner; // freeStepLeft
  const points = state.turn.pointsLeft;
  // no point left and no free step: no step and no jump, so no need to look at the board
  if (points < 1 && !free) return;
  const taps = adv === 'feesMinusOne';
  const p = state.players[seat] as PlayerState;
  const funds = fundsAvailable(p);
  const belittle = devReady(state, seat, 'belittleKing');
  const g = graphOf(state.board.placed);
  const near = g.adjacentSpaces(p.position);
  for (let i = 0; i < near.length; i++) {
    const sp = near[i] as EngineSpace;
    const to = sp.id;
    if (points < stepPoints(sp, free)) continue;
    if (!canEnter(state, seat, sp)) continue;
    const toll = tollWith(sp, taps);
    if (funds >= toll) out.push({ player: seat, type: 'move', to });
    if (toll > 0 && belittle) out.push({ player: seat, type: 'move', to, belittle: true });
  }
  if (points >= JUMP_POINTS && v2 && reiner) {
    for (const j of jumpsFrom(g, p.position)) {
      if (!canEnter(state, seat, j.to)) continue;
      const toll = tollWith(j.to, taps);
      const to = j.to.id;
      const via = j.via.id;
      if (funds >= toll) out.push({ player: seat, type: 'move', to, via });
      if (toll > 0 && belittle) out.push({ player: seat, type: 'move', to, via, belittle: true });
    }
  }
}

/** tollFor with Taps (C27) already looked up: `taps` lowers the toll by 1, never below 0. */
function tollWith(sp: EngineSpace, taps: boolean): number {
  return sp.toll ? (taps ? Math.max(0, sp.toll - 1) : sp.toll) : 0;
}

/**
 * The option for one step already known to be legal (applyAction checked it against the
 * legal list): its cost and toll, without listing every other step again.
 */
export function moveOptionFor(state: GameState, seat: number, to: SpaceId, belittle: boolean, via?: SpaceId): MoveOption | null {
  const sp = graphOf(state.board.placed).space(to);
  if (!sp) return null;
  const toll = belittle ? 0 : tollFor(state, seat, sp);
  if (via !== undefined) return { to, cost: JUMP_POINTS, toll, belittle, via };
  return { to, cost: stepCost(state, seat, sp), toll, belittle };
}

export function move(state: GameState, seat: number, opt: MoveOption): Step {
  const c = new Chain(state);
  const g = graphOf(c.state.board.placed);
  const from = g.space((c.state.players[seat] as PlayerState).position);
  const sp = g.space(opt.to) as EngineSpace;
  const t0 = c.state.turn;
  // Reiner is spent by the version-1 free step (cost 0) or by a version-2 jump (C43)
  const reiner = opt.cost === 0 || opt.via !== undefined;
  const turn = reiner ? { ...t0, pointsLeft: t0.pointsLeft - opt.cost, used: [...t0.used, 'reiner'] } : { ...t0, pointsLeft: t0.pointsLeft - opt.cost };
  const players = c.state.players.slice();
  const me = players[seat] as PlayerState;
  // C44 (version 2): a new visit of whatever space is entered; only set in version-2 games
  players[seat] = me.scoutedHere ? { ...me, position: opt.to, scoutedHere: false } : { ...me, position: opt.to };
  c.set({ ...c.state, players, turn });
  c.emit(opt.via === undefined ? { type: 'moved', player: seat, from: from?.id, to: opt.to, cost: opt.cost } : { type: 'moved', player: seat, from: from?.id, to: opt.to, cost: opt.cost, via: opt.via });
  if (opt.belittle) c.set(useDev(c.state, seat, 'belittleKing')).emit({ type: 'developmentUsed', player: seat, card: 'belittleKing' });
  else if (opt.toll > 0) c.run(pay(c.state, seat, opt.toll, 'bank', 'toll'));
  let others: number[] | null = null;
  const now = c.state.players;
  for (let i = 0; i < now.length; i++) if (i !== seat && (now[i] as PlayerState).position === opt.to) (others ??= []).push(i);
  const ends = others !== null || endsMove(sp);
  const v2 = rulesSince(c.state, 2);
  // C42 (version 2): the end of the turn waits below the step's own decisions (the white scantling)
  if (v2 && ends) c.set(push(c.state, { kind: 'endTurn' }));
  // C10: leaving a city on foot (version 2: C42's reading of what is part of a city)
  const city = from ? (v2 ? cityLeft(from, sp) : from.city && sp.city !== from.city ? from.city : undefined) : undefined;
  if (city && !(c.state.players[seat] as PlayerState).citiesLeft.includes(city)) {
    c.set(updatePlayer(c.state, seat, (p) => ({ citiesLeft: [...p.citiesLeft, city] })));
    c.emit({ type: 'leftCity', player: seat, city });
    c.run(gainScantling(c.state, seat, 'white'));
  }
  if (others !== null) meet(c, seat, others);
  if (!v2 && ends) c.set(push(c.state, { kind: 'endTurn' }));
  switch (sp.kind) {
    case 'work':
      c.run(work(c.state, seat, opt.to));
      break;
    case 'leisure':
      c.run(leisure(c.state, seat, opt.to));
      break;
    case 'carriage': {
      const options = sp.city ? carriageOptions(c.state, seat, sp.city) : [];
      if (options.length > 0) c.set(push(c.state, { kind: 'carriage', options }));
      break;
    }
    case 'inn':
    case 'hostel':
      c.set(push(c.state, { kind: 'useSpace', space: opt.to }));
      break;
    case 'townhall':
      if (canUseTownHall(c.state, seat, opt.to)) c.set(push(c.state, { kind: 'useSpace', space: opt.to }));
      break;
    default:
      break;
  }
  return c.done();
}
