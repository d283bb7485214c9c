/**
 * The easy level's lines: what the beginner does and on what ground. The easy level plays the
 * greedy rule (greedy.ts; its playout copy playoutGreedy.ts values the places the same way)
 * seven times in ten, so the line names what that rule saw: the place a step heads for (the
 * most wanted place in reach, as the rule values it), the card, the stop, the dice stake. The
 * ground is the rule's first glance, not a search: no win chances are claimed. A slip (a
 * random choice) says what it does and that it was a hunch ("Takes Rudi Rollmops along — on a
 * hunch").
 */
import { routesFor, type Action, type GameState } from '../engine';
import { targetValue } from './playoutGreedy';
import { describeRule, doKey, goToKey, type Reason } from './reasons';

const BEST: Reason = { key: 'ai.easy.best', params: {} };

/**
 * The place a step heads for by the greedy rule's plan: of the cheapest routes through the
 * step, the one it values most (the place's worth less 0.25 per foot-it point and 0.4 per
 * Thaler of tolls). Null when no place in reach is worth anything to the rule: then it just
 * walks.
 */
export function easyDestination(state: GameState, a: Extract<Action, { type: 'move' }>): { to: string; points: number } | null {
  let best: { to: string; points: number; value: number; worth: number } | null = null;
  for (const r of routesFor(state, a.player)) {
    if (r.path[1] !== a.to) continue;
    const worth = targetValue(state, a.player, r.to, state.turn.pointsLeft - r.points);
    const value = worth - 0.25 * r.points - 0.4 * r.thalers;
    if (!best || value > best.value) best = { to: r.to, points: r.points, value, worth };
  }
  return best && best.worth > 0 ? { to: best.to, points: best.points } : null;
}

const HUNCH: Reason = { key: 'ai.easy.hunch', params: {} };
const DICE_PLACES = ['hundreds', 'tens', 'units'] as const;

/** The line for an easy decision; `mistake`: the action was a beginner's random slip. */
export function describeEasy(state: GameState, a: Action, mistake: boolean): Reason {
  return mistake ? describeWhim(state, a) : explainEasy(state, a).reason;
}

/** A slip other than a walk: what it does, on a hunch (`ai.easy.whim.*`); the bare hunch where no phrase names it. */
function describeWhim(state: GameState, a: Action): Reason {
  switch (a.type) {
    case 'diceMode':
      return { key: a.bet === 1 ? 'ai.easy.whim.stakeOne' : 'ai.easy.whim.stake', params: { bet: a.bet } };
    case 'dicePlace': {
      const place = DICE_PLACES[a.position];
      return place ? { key: `ai.easy.whim.dice.${place}`, params: { value: state.dice?.rolled ?? 0 } } : HUNCH;
    }
    case 'placePiece':
      return { key: 'ai.easy.whim.placePiece', params: {} };
    case 'placeWhite':
      return { key: `ai.easy.whim.white.${a.segment}`, params: {} };
    default: {
      const what = doKey(state, a);
      return what ? { key: `ai.easy.whim.${what.key}`, params: what.params } : HUNCH;
    }
  }
}

/**
 * The line for the greedy rule's choice and, for a step, the place it heads for (which the line
 * names and the table draws): the destination is worked out once for both.
 */
export function explainEasy(state: GameState, a: Action): { reason: Reason; toward?: string } {
  switch (a.type) {
    case 'move': {
      const dest = a.via === undefined && !a.belittle ? easyDestination(state, a) : null;
      if (dest) return { reason: goToKey(state, 'ai.easy.goTo', dest.to, dest.points), toward: dest.to };
      break;
    }
    case 'diceMode':
      // the rule always calls the smallest stake it can
      return { reason: { key: 'ai.easy.stake', params: { bet: a.bet } } };
    case 'dicePlace':
      // a good die to the front free place, a poor one to the back: the same ground as the rule lines
      return { reason: describeRule(state, a, () => false) };
    case 'placePiece':
    case 'placeWhite':
    case 'diceReroll':
    case 'keepRoll':
      return { reason: BEST };
    default:
      break;
  }
  const what = doKey(state, a);
  return { reason: what ? { key: `ai.easy.${what.key}`, params: what.params } : BEST };
}
