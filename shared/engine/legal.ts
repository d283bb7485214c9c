/**
 * legalActions(state): every legal action of the journeyman who must decide now (the active
 * one, or in the dice game the one to roll/place).
 */
import { COMPANION_BY_ID } from '../data/cards';
import type { DevelopmentCard } from '../model/components';
import type { Action } from './actions';
import { spaceOf } from './boardApi';
import { companionPayOptions } from './hostel';
import { encounterOptions } from './inn';
import { canAfford } from './money';
import { pushMoveActions } from './movement';
import { decider, top } from './pending';
import { activeAdvantage, devReady, feeFor } from './rewards';
import { canScoutHere, hasRoom, scoutPayOptions } from './scouting';
import { canRemove, moveUpChoices, moveUpSources, targetsFor } from './tally';
import { canExtend } from './turn';
import type { GameState, PlayerState } from './types';
import { rulesSince } from './version';

/**
 * One action per distinct card value in `hand`, ascending (card values are small integers: a
 * bit set, no sorting and no list of values in between).
 */
function pushCardActions(out: Action[], seat: number, type: 'playCard' | 'extend', hand: readonly number[]): void {
  let bits = 0;
  for (let i = 0; i < hand.length; i++) {
    const v = hand[i] as number;
    if (!(v >= 0 && v <= 30 && Number.isInteger(v))) {
      for (const value of [...new Set(hand)].sort((x, y) => x - y)) out.push({ player: seat, type, value });
      return;
    }
    bits |= 1 << v;
  }
  for (let value = 0; bits !== 0; value++, bits >>>= 1) if (bits & 1) out.push({ player: seat, type, value });
}

/*
 * One-entry memo: callers ask for the legal actions of a state and then apply one of them to
 * that same state (applyAction validates against this list), so the last state is the one
 * asked again. A WeakMap over every state ever seen cost more in garbage collection than
 * it saved.
 */
let lastState: GameState | null = null;
let lastActions: readonly Action[] = [];

/** Every legal action now. Memoised for the last state asked (states are immutable); returns a fresh array. */
export function legalActions(state: GameState): Action[] {
  return legalActionsShared(state).slice();
}

/** The memoised list itself, for the engine's own read-only use (no copy). */
export function legalActionsShared(state: GameState): readonly Action[] {
  if (state !== lastState) {
    lastActions = computeLegal(state);
    lastState = state;
  }
  return lastActions;
}

function computeLegal(state: GameState): Action[] {
  if (state.phase === 'finished') return [];
  const t = top(state);
  if (!t) return [];
  const seat = decider(state);
  const p = state.players[seat] as PlayerState;
  const out: Action[] = [];
  switch (t.kind) {
    case 'playCard':
      pushCardActions(out, seat, 'playCard', p.hand);
      break;
    case 'turn': {
      const v2 = rulesSince(state, 2);
      pushMoveActions(state, seat, out);
      // the ways to pay first: no board lookup when there is none (often: no point left)
      const pays = scoutPayOptions(state, seat);
      if (pays.length > 0 && canScoutHere(state, seat)) {
        for (const kind of ['landscape', 'city'] as const) {
          const stack = kind === 'landscape' ? state.board.landscapeStack : state.board.cityStack;
          if (stack.length > 0 && hasRoom(state, seat, kind)) for (const pay of pays) out.push({ player: seat, type: 'scout', kind, pay });
        }
      }
      if (canExtend(state) && canAfford(p, 2)) pushCardActions(out, seat, 'extend', p.hand);
      // the companion's advantage, looked up once for the three powers below
      const adv = activeAdvantage(state, seat);
      if (state.turn.cardsPlayed > 0 && devReady(state, seat, 'footItKing')) out.push({ player: seat, type: 'useDevelopment', card: 'footItKing' as DevelopmentCard });
      if (adv === 'twoThalersPerTurn' && !state.turn.used.includes('ingolf')) out.push({ player: seat, type: 'companionPower', power: 'ingolf' });
      if (adv === 'swapBlueGreen' && !state.turn.used.includes('jim')) {
        for (const from of ['blue', 'green'] as const) {
          // C48 (version 2): only while the colour to be taken is in the supply
          if (v2 && state.scantlingSupply[from === 'blue' ? 'green' : 'blue'] <= 0) continue;
          if (canRemove(p.tally, from, v2)) out.push({ player: seat, type: 'companionPower', power: 'jim', from });
        }
      }
      if (adv === 'moveScantlingUp' && !state.turn.used.includes('wolf')) {
        // C46 (version 2): the journeyman chooses the scantling; version 1 moves the last placed
        if (v2) for (const m of moveUpChoices(p.tally)) out.push({ player: seat, type: 'companionPower', power: 'wolf', segment: m.segment, colour: m.colour });
        else for (const segment of moveUpSources(p.tally)) out.push({ player: seat, type: 'companionPower', power: 'wolf', segment });
      }
      out.push({ player: seat, type: 'endTurn' });
      break;
    }
    case 'useSpace': {
      const sp = spaceOf(state.board.placed, t.space);
      const fee = sp?.fee ? feeFor(state, seat, sp.fee) : 0;
      if (canAfford(p, fee)) out.push({ player: seat, type: 'useSpace' });
      if (fee > 0 && devReady(state, seat, 'belittleKing')) out.push({ player: seat, type: 'useSpace', belittle: true });
      out.push({ player: seat, type: 'passSpace' });
      break;
    }
    case 'choose':
      for (const option of t.options) out.push({ player: seat, type: 'chooseReward', option });
      break;
    case 'placeWhite':
      for (const segment of targetsFor(p.tally, 'white')) out.push({ player: seat, type: 'placeWhite', segment });
      break;
    case 'encounter':
      for (const o of encounterOptions(state, seat, t.city)) {
        for (const take of ['insight', 'book'] as const) {
          out.push(o.pay ? { player: seat, type: 'encounter', newsId: o.newsId, take, pay: o.pay } : { player: seat, type: 'encounter', newsId: o.newsId, take });
        }
      }
      out.push({ player: seat, type: 'skipEncounter' });
      break;
    case 'diceSetup':
      for (const mode of ['high', 'low'] as const) for (let bet = 1; bet <= 5; bet++) if (canAfford(p, bet)) out.push({ player: seat, type: 'diceMode', mode, bet });
      break;
    case 'dice': {
      const d = state.dice;
      if (!d) break;
      if (d.rolled === null) out.push({ player: seat, type: 'diceRoll' });
      else {
        (d.boards[seat] ?? []).forEach((v, position) => {
          if (v === null) out.push({ player: seat, type: 'dicePlace', position });
        });
        if (devReady(state, seat, 'luckyFellow')) out.push({ player: seat, type: 'diceReroll' });
      }
      break;
    }
    case 'keepRoll':
      out.push({ player: seat, type: 'keepRoll' });
      if (t.purpose === 'tieBreak') {
        // one reroll per distinct face (dice of equal faces are alike)
        t.faces.forEach((f, die) => {
          if (t.faces.indexOf(f) === die) out.push({ player: seat, type: 'diceReroll', die });
        });
      } else out.push({ player: seat, type: 'diceReroll' });
      break;
    case 'companionOffer':
      if (COMPANION_BY_ID[t.id]) for (const pay of companionPayOptions(state, seat, t.id)) out.push(pay ? { player: seat, type: 'takeCompanion', pay } : { player: seat, type: 'takeCompanion' });
      out.push({ player: seat, type: 'declineCompanion' });
      break;
    case 'oldCompanion':
      out.push({ player: seat, type: 'oldCompanion', take: 'insight' }, { player: seat, type: 'oldCompanion', take: 'book' });
      break;
    case 'scoutPlace':
      for (const o of t.options) out.push({ player: seat, type: 'placePiece', at: { q: o.at.q, r: o.at.r }, rotation: o.rotation });
      break;
    case 'scoutRetry':
      if (state.turn.pointsLeft >= 1) out.push({ player: seat, type: 'retryScout' });
      out.push({ player: seat, type: 'declinePlacement' });
      break;
    case 'carriage':
      for (const o of t.options) out.push({ player: seat, type: 'carriage', city: o.city });
      out.push({ player: seat, type: 'carriage', city: null });
      break;
    default:
      break;
  }
  return out;
}
