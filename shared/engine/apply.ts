/**
 * applyAction(state, action): validates the action against legalActions, applies it, then
 * resolves automatic steps (news, companion reveal, end of turn). Never throws, never
 * mutates its input.
 */
import { COMPANION_BY_ID } from '../data/cards';
import type { ScantlingColour } from '../model/components';
import type { Action } from './actions';
import { spaceOf } from './boardApi';
import { diceReroll, dicePlace, diceRoll, startDice } from './dice';
import { dismissOld, revealCompanion, takeCompanion, useHostel } from './hostel';
import { announceNews, encounter, encounterOptions, useInn } from './inn';
import { legalActionsShared } from './legal';
import { canAfford, gainThalers, pay } from './money';
import { moveOptionFor, move } from './movement';
import { Chain, pop, top } from './pending';
import { feeFor, useDev } from './rewards';
import { placeScouted, retryScout, scout } from './scouting';
import { addScantling, moveScantlingUp, removeScantling } from './tally';
import { useTownHall } from './townhall';
import { endTurn, extend, playCard } from './turn';
import { keepRolled, rerollKept } from './luckyFellow';
import { rideCarriage } from './carriage';
import { updatePlayer } from './stateOps';
import type { EngineError, GameEvent, GameState, PlayerState } from './types';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError };

function fail(code: string, message: string): ApplyResult {
  return { ok: false, error: { code, message } };
}

/** Canonical key of an action: fields sorted, undefined/false flags dropped. */
export function actionKey(a: unknown): string {
  if (!a || typeof a !== 'object') return '';
  const o = a as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined && o[k] !== false)
    .sort();
  return keys.map((k) => `${k}=${JSON.stringify(o[k])}`).join('&');
}

function norm(v: unknown): unknown {
  return v === false ? undefined : v;
}

/** Field-by-field equality (false and missing flags are equal; `at` compared by q, r). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type || a.player !== b.player) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const k in ra) {
    const x = norm(ra[k]);
    const y = norm(rb[k]);
    if (x === y) continue;
    if (k === 'at' && x && y && typeof x === 'object' && typeof y === 'object') {
      const p = x as { q: unknown; r: unknown };
      const q = y as { q: unknown; r: unknown };
      if (p.q === q.q && p.r === q.r) continue;
    }
    return false;
  }
  for (const k in rb) if (!(k in ra) && norm(rb[k]) !== undefined) return false;
  return true;
}

export function applyAction(state: GameState, action: Action): ApplyResult {
  try {
    if (!action || typeof action !== 'object') return fail('bad-action', 'action must be an object');
    if (!Number.isInteger(action.player) || action.player < 0 || action.player >= state.players.length) return fail('bad-player', 'no such seat');
    if (typeof action.type !== 'string') return fail('bad-action', 'action needs a type');
    if (state.phase === 'finished') return fail('game-over', 'the game is over');
    const legal = legalActionsShared(state);
    // the usual caller passes one of the listed objects itself: identity first, then field by field
    if (!legal.includes(action)) {
      if (legal.length > 0 && !legal.some((a) => a.player === action.player)) return fail('not-your-turn', `seat ${action.player} does not decide now`);
      if (!legal.some((a) => sameAction(a, action))) return fail('illegal-action', `${action.type} is not legal now`);
    }
    const c = new Chain(state);
    dispatch(c, action);
    settle(c);
    return { ok: true, state: counted(state, c.state), events: c.events.length > 0 ? c.events : [] };
  } catch (e) {
    return fail('internal', e instanceof Error ? e.message : String(e));
  }
}

/**
 * The result with `actionCount` advanced. The chain's final state is a new object made during
 * this call and seen by no one else yet, so it is counted in place instead of copied once
 * more (one full GameState copy less per action); the caller's state is never touched.
 */
function counted(input: GameState, result: GameState): GameState {
  if (result === input) return { ...result, actionCount: result.actionCount + 1 };
  (result as { actionCount: number }).actionCount = result.actionCount + 1;
  return result;
}

/*
 * The five most frequent actions (about four in five) first, in a small function of their own;
 * the rest below. One switch over every action made one large compiled function.
 */
function dispatch(c: Chain, a: Action): void {
  const seat = a.player;
  switch (a.type) {
    case 'playCard':
      c.run(playCard(c.state, seat, a.value));
      return;
    case 'endTurn':
      c.run(endTurn(c.state));
      return;
    case 'move': {
      const opt = moveOptionFor(c.state, seat, a.to, !!a.belittle, a.via);
      if (opt) c.run(move(c.state, seat, opt));
      return;
    }
    case 'diceRoll':
      c.run(diceRoll(c.state, seat));
      return;
    case 'dicePlace':
      c.run(dicePlace(c.state, seat, a.position));
      return;
    default:
      dispatchOther(c, a);
  }
}

function dispatchOther(c: Chain, a: Action): void {
  const seat = a.player;
  const t = top(c.state);
  switch (a.type) {
    case 'extend':
      c.run(extend(c.state, seat, a.value));
      return;
    case 'scout':
      c.run(scout(c.state, seat, a.kind, a.pay));
      return;
    case 'placePiece':
      if (t?.kind === 'scoutPlace') c.run(placeScouted(c.state, seat, t.pieceKind, t.pieceId, a.at, a.rotation));
      return;
    case 'retryScout':
      if (t?.kind === 'scoutRetry') c.run(retryScout(c.state, seat, t.pieceKind));
      return;
    case 'declinePlacement':
      c.set(pop(c.state)).emit({ type: 'scoutingStopped', player: seat });
      return;
    case 'useSpace': {
      if (t?.kind !== 'useSpace') return;
      c.set(pop(c.state));
      const sp = spaceOf(c.state.board.placed, t.space);
      if (!sp) return;
      if (sp.kind === 'townhall') {
        c.run(useTownHall(c.state, seat, t.space));
        return;
      }
      const fee = sp.fee ? feeFor(c.state, seat, sp.fee) : 0;
      if (a.belittle) c.set(useDev(c.state, seat, 'belittleKing')).emit({ type: 'developmentUsed', player: seat, card: 'belittleKing' });
      else c.run(pay(c.state, seat, fee, 'bank', sp.kind));
      c.run(sp.kind === 'inn' ? useInn(c.state, seat, t.space) : useHostel(c.state, seat));
      return;
    }
    case 'passSpace':
      c.set(pop(c.state));
      if (t?.kind === 'useSpace') c.emit({ type: 'passedSpace', player: seat, space: t.space });
      return;
    case 'chooseReward': {
      if (t?.kind !== 'choose') return;
      c.set(pop(c.state));
      if (t.purpose === 'leisure') {
        const lt = a.option as 'drawing' | 'writing' | 'music';
        c.set({ ...c.state, leisureStacks: { ...c.state.leisureStacks, [lt]: c.state.leisureStacks[lt] - 1 } });
        c.set(updatePlayer(c.state, seat, (p) => ({ book: [...p.book, { kind: 'leisure', leisure: lt }] })));
        c.emit({ type: 'leisureCard', player: seat, leisure: lt });
      } else c.run(addScantling(c.state, seat, a.option as ScantlingColour));
      return;
    }
    case 'placeWhite':
      c.set(pop(c.state));
      c.run(addScantling(c.state, seat, 'white', a.segment));
      return;
    case 'encounter':
      if (t?.kind === 'encounter') c.run(encounter(c.state, seat, t.city, a.newsId, a.take, a.pay));
      return;
    case 'skipEncounter':
      c.set(pop(c.state));
      if (t?.kind === 'encounter') c.emit({ type: 'encounterSkipped', player: seat, city: t.city });
      return;
    case 'diceMode':
      c.run(startDice(c.state, seat, a.mode, a.bet));
      return;
    case 'diceReroll':
      if (t?.kind === 'keepRoll') rerollKept(c, seat, t, a.die);
      else c.run(diceReroll(c.state, seat));
      return;
    case 'keepRoll':
      if (t?.kind === 'keepRoll') keepRolled(c, seat, t);
      return;
    case 'takeCompanion':
      if (t?.kind === 'companionOffer') {
        c.set(pop(c.state));
        c.run(takeCompanion(c.state, seat, t.id, a.pay));
      }
      return;
    case 'declineCompanion':
      if (t?.kind === 'companionOffer') c.set(pop(c.state)).emit({ type: 'companionDeclined', player: seat, id: t.id });
      return;
    case 'oldCompanion':
      if (t?.kind === 'oldCompanion') {
        c.set(pop(c.state));
        c.run(dismissOld(c.state, seat, t.newId, a.take));
      }
      return;
    case 'carriage': {
      if (t?.kind !== 'carriage') return;
      c.set(pop(c.state));
      const fare = t.options.find((o) => o.city === a.city);
      if (fare) c.run(rideCarriage(c.state, seat, fare));
      else c.emit({ type: 'carriageDeclined', player: seat });
      return;
    }
    case 'useDevelopment':
      c.set(useDev(c.state, seat, a.card));
      c.set({ ...c.state, turn: { ...c.state.turn, pointsLeft: c.state.turn.pointsLeft + 1 } });
      c.emit({ type: 'developmentUsed', player: seat, card: a.card });
      return;
    case 'companionPower': {
      c.set({ ...c.state, turn: { ...c.state.turn, used: [...c.state.turn.used, a.power] } });
      c.emit({ type: 'companionPower', player: seat, power: a.power });
      if (a.power === 'ingolf') c.run(gainThalers(c.state, seat, 2, 'ingolf'));
      else if (a.power === 'jim') {
        c.run(removeScantling(c.state, seat, a.from));
        c.run(addScantling(c.state, seat, a.from === 'blue' ? 'green' : 'blue'));
      } else c.run(moveScantlingUp(c.state, seat, a.segment, a.colour));
      return;
    }
    default:
      return;
  }
}

/** Resolve automatic steps until a real decision (or the end of the game) is on top. */
export function settle(c: Chain): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (c.state.phase === 'finished') return;
    const t = top(c.state);
    if (!t) return;
    const seat = c.state.turn.player;
    if (t.kind === 'endTurn') c.run(endTurn(c.state));
    else if (t.kind === 'news') c.run(announceNews(pop(c.state), seat));
    else if (t.kind === 'companionReveal') c.run(revealCompanion(pop(c.state), seat));
    else if (t.kind === 'encounter' && encounterOptions(c.state, seat, t.city).length === 0) c.set(pop(c.state));
    else if (t.kind === 'companionOffer' && !COMPANION_BY_ID[t.id]) c.set(pop(c.state));
    else if (t.kind === 'diceSetup' && !canAfford(c.state.players[seat] as PlayerState, 1)) {
      // C18/C26: the host's bet is voluntary; a host who cannot raise 1 Thaler now holds no game
      c.set(pop(c.state)).emit({ type: 'diceSkipped', player: seat, reason: 'hostCannotBet' });
    }
    else return;
  }
}
