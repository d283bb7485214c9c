/**
 * Card effects: rewards (announcement rewards, Insights) and requirements (C16, C17, C19,
 * C36, C37). Rewards that need a choice push a pending decision.
 */
import { COMPANION_BY_ID, type CompanionAdvantage, type Requirement, type Reward } from '../data/cards';
import { LEISURE_TYPES, type ScantlingColour } from '../model/components';
import { canAfford, gainThalers, pay } from './money';
import { Chain, push } from './pending';
import { rollDie } from './rng';
import { player, updatePlayer, type Step } from './stateOps';
import { addScantling, canRemove, removeScantling, targetsFor } from './tally';
import type { GameState } from './types';
import { rulesSince } from './version';

/** The active advantage of a seat's companion (not on the turn it joined, C19). */
export function hasAdvantage(state: GameState, seat: number, adv: CompanionAdvantage): boolean {
  return activeAdvantage(state, seat) === adv;
}

/** The seat's companion advantage in force now (null: none), for callers asking about several. */
export function activeAdvantage(state: GameState, seat: number): CompanionAdvantage | null | undefined {
  const c = state.players[seat]?.companion;
  if (!c || c.fresh) return null;
  return advantageOf(c.id);
}

/*
 * Asked several times for every legal-action listing, nearly always for the same companion:
 * a one-entry memo in front of the card table (a dictionary lookup by string).
 */
let lastCompanion = '';
let lastAdvantage: CompanionAdvantage | null | undefined;

function advantageOf(id: string): CompanionAdvantage | null | undefined {
  if (id !== lastCompanion) {
    lastAdvantage = COMPANION_BY_ID[id]?.advantage;
    lastCompanion = id;
  }
  return lastAdvantage;
}

/** C27: Taps lowers fees, tolls and fares by 1 (never below 0). */
export function feeFor(state: GameState, seat: number, printed: number): number {
  return hasAdvantage(state, seat, 'feesMinusOne') ? Math.max(0, printed - 1) : printed;
}

/** Development card usable now (ready and not turned up this turn, C30/C32). */
export function devReady(state: GameState, seat: number, card: 'footItKing' | 'belittleKing' | 'scheniegelServant' | 'luckyFellow'): boolean {
  const p = state.players[seat];
  return !!p && p.development[card] === 'ready' && !p.developmentFresh.includes(card);
}

export function useDev(state: GameState, seat: number, card: 'footItKing' | 'belittleKing' | 'scheniegelServant' | 'luckyFellow'): GameState {
  return updatePlayer(state, seat, (p) => ({ development: { ...p.development, [card]: 'used' } }));
}

/** Gain a scantling; a white one with a choice of segment waits for placeWhite. */
export function gainScantling(state: GameState, seat: number, colour: ScantlingColour): Step {
  if (colour === 'white' && state.scantlingSupply.white > 0 && targetsFor(player(state, seat).tally, 'white').length > 1) {
    return { state: push(state, { kind: 'placeWhite' }), events: [] };
  }
  return addScantling(state, seat, colour);
}

export function applyReward(state: GameState, seat: number, reward: Reward, reason: string): Step {
  const c = new Chain(state);
  if (reward.thalers) c.run(gainThalers(c.state, seat, reward.thalers, reason));
  if (reward.rollThalers) {
    const [d, rng] = rollDie(c.state.rng);
    c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value: d, reason });
    // C45: the Lucky Fellow may reroll this die too
    if (rulesSince(c.state, 2) && devReady(c.state, seat, 'luckyFellow')) c.set(push(c.state, { kind: 'keepRoll', purpose: 'reward', value: d, reason }));
    else c.run(gainThalers(c.state, seat, d, reason));
  }
  for (const col of reward.scantlings ?? []) c.run(gainScantling(c.state, seat, col));
  if (reward.footIt) {
    c.set({ ...c.state, turn: { ...c.state.turn, pointsLeft: c.state.turn.pointsLeft + reward.footIt } });
    c.emit({ type: 'footIt', player: seat, points: reward.footIt, reason });
  }
  if (reward.freeScout) {
    c.set(updatePlayer(c.state, seat, (p) => ({ freeScoutTokens: p.freeScoutTokens + 1 })));
    // C48: usable from the next turn (the gain is always on the journeyman's own turn)
    if (rulesSince(c.state, 2) && c.state.turn.player === seat) c.set({ ...c.state, turn: { ...c.state.turn, freshScoutTokens: (c.state.turn.freshScoutTokens ?? 0) + 1 } });
    c.emit({ type: 'freeScoutToken', player: seat });
  }
  if (reward.oneOf && reward.oneOf.length > 0) c.set(push(c.state, { kind: 'choose', purpose: 'scantling', options: [...reward.oneOf] }));
  if (reward.leisureChoice) {
    const options = LEISURE_TYPES.filter((t) => c.state.leisureStacks[t] > 0);
    if (options.length > 0) c.set(push(c.state, { kind: 'choose', purpose: 'leisure', options }));
  }
  if (reward.revealCompanion && c.state.companionStack.length > 0) c.set(push(c.state, { kind: 'companionReveal' }));
  return c.done();
}

/** Ways to meet a requirement now: the scantling colours that could pay it (or [undefined]). */
export function requirementOptions(state: GameState, seat: number, req: Requirement): (ScantlingColour | undefined)[] {
  const p = player(state, seat);
  if (req.pay && !canAfford(p, req.pay)) return [];
  // Wilhelm Busch: voluntary (C26), so the highest face must be covered (C47); version 1 asked for 1
  if (req.payRoll && !canAfford(p, rulesSince(state, 2) ? 6 : 1)) return [];
  if (req.removeOneOf) return req.removeOneOf.filter((col) => canRemove(p.tally, col, rulesSince(state, 2)));
  return [undefined];
}

/** Pay a requirement (validated by requirementOptions). Requirement payments are not fees (no Taps). */
export function payRequirement(state: GameState, seat: number, req: Requirement, colour: ScantlingColour | undefined, reason: string): Step {
  const c = new Chain(state);
  if (req.pay) c.run(pay(c.state, seat, req.pay, 'bank', reason));
  if (req.payRoll) {
    const [d, rng] = rollDie(c.state.rng);
    c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value: d, reason });
    c.run(pay(c.state, seat, d, 'bank', reason));
  }
  if (req.removeOneOf && colour) c.run(removeScantling(c.state, seat, colour));
  return c.done();
}
