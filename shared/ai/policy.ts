/**
 * Fixed rules for the decisions the search does not branch on (dice placement, rerolls, the
 * dice game's stake, a white scantling's segment), and the playout policy: those rules plus
 * the greedy bot for everything else. All cheap and deterministic given the AI generator.
 */
import type { Action, GameState } from '../engine';
import { SEGMENTS, SEGMENT_VALUE, type Segment } from '../model/components';
import type { RngState } from '../engine/types';
import { playoutGreedy } from './playoutGreedy';

type DicePlace = Extract<Action, { type: 'dicePlace' }>;

/** Value of a die as seen by the mode: high wants big numbers, low wants small ones. */
function goodness(value: number, mode: 'high' | 'low'): number {
  return mode === 'high' ? value : 7 - value;
}

/**
 * Where to put a rolled die: with three places free, 5–6 go first, 1–2 last, 3–4 in the
 * middle; with two free, 4 and better take the more significant place. (These thresholds
 * maximise the expected house number for independent rolls.)
 */
export function dicePlaceChoice(state: GameState, options: readonly DicePlace[]): DicePlace {
  const d = state.dice;
  const first = options[0] as DicePlace;
  if (!d || d.rolled === null || options.length === 1) return first;
  const g = goodness(d.rolled, d.mode);
  const sorted = options.slice().sort((a, b) => a.position - b.position); // 0 = hundreds
  if (sorted.length === 3) return (g >= 5 ? sorted[0] : g <= 2 ? sorted[2] : sorted[1]) as DicePlace;
  return (g >= 4 ? sorted[0] : sorted[sorted.length - 1]) as DicePlace;
}

/** Lucky Fellow in the dice game: reroll a die that must go to a significant place and is poor. */
export function diceRerollWanted(state: GameState, seat: number): boolean {
  const d = state.dice;
  if (!d || d.rolled === null) return false;
  const free = (d.boards[seat] ?? []).filter((x) => x === null).length;
  const g = goodness(d.rolled, d.mode);
  return (free === 1 && g <= 2) || (free === 3 && g <= 1);
}

/**
 * The stake as host: small when leading (less to lose), the largest the pouch allows when
 * behind. A pouch that covers no bet at all pays any bet by the rescue (C25: the earring, then
 * random cards), and a larger bet never costs less: then the smallest, leading or not.
 */
export function diceModeChoice(state: GameState, seat: number, options: readonly Extract<Action, { type: 'diceMode' }>[], leading: boolean): Extract<Action, { type: 'diceMode' }> {
  const p = state.players[seat];
  const cash = p ? p.thalers : 0;
  const high = options.filter((o) => o.mode === 'high');
  const pool = high.length > 0 ? high : options;
  const affordable = pool.filter((o) => o.bet <= cash);
  const list = affordable.length > 0 ? affordable : pool;
  const sorted = list.slice().sort((a, b) => a.bet - b.bet);
  return (leading || affordable.length === 0 ? sorted[0] : sorted[sorted.length - 1]) as Extract<Action, { type: 'diceMode' }>;
}

/** Where a white scantling helps most: the open segment closest to locking, the higher on ties. */
export function whiteSegmentChoice(state: GameState, seat: number, options: readonly Extract<Action, { type: 'placeWhite' }>[]): Extract<Action, { type: 'placeWhite' }> {
  const p = state.players[seat];
  let best = options[0] as Extract<Action, { type: 'placeWhite' }>;
  let bestScore = -Infinity;
  for (const o of options) {
    if (o.segment === 'surplus' || !p) continue;
    const n = p.tally.segments[o.segment as Segment].length;
    const score = n * 10 + SEGMENT_VALUE[o.segment as Segment] + SEGMENTS.indexOf(o.segment as Segment) * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best;
}

/** Decisions taken by rule (never searched): returns the action, or null when the search decides. */
export function ruleAction(state: GameState, legal: readonly Action[], leading: () => boolean): Action | null {
  const a0 = legal[0];
  if (!a0) return null;
  if (legal.length === 1) return a0;
  const seat = a0.player;
  switch (a0.type) {
    case 'dicePlace':
    case 'diceReroll': {
      const places = legal.filter((a): a is DicePlace => a.type === 'dicePlace');
      const reroll = legal.find((a) => a.type === 'diceReroll');
      if (reroll && diceRerollWanted(state, seat)) return reroll;
      return places.length > 0 ? dicePlaceChoice(state, places) : a0;
    }
    case 'keepRoll': {
      const top = state.pending[state.pending.length - 1] as { value?: number; purpose?: string } | undefined;
      const reroll = legal.find((a) => a.type === 'diceReroll');
      if (!reroll || top?.value === undefined) return a0;
      // a price to pay (Wilhelm Busch, C47) is rerolled when high; a gain (wage, support, reward) when low
      const poor = top.purpose === 'requirement' ? top.value >= 5 : top.value <= 2;
      return poor ? reroll : a0;
    }
    case 'diceMode':
      return diceModeChoice(state, seat, legal as Extract<Action, { type: 'diceMode' }>[], leading());
    case 'placeWhite':
      return whiteSegmentChoice(state, seat, legal as Extract<Action, { type: 'placeWhite' }>[]);
    default:
      return null;
  }
}

/** The playout policy: the rules above where they apply, else the greedy bot. */
export function playoutAction(state: GameState, legal: readonly Action[], rng: RngState): [Action, RngState] {
  const a0 = legal[0] as Action;
  if (legal.length === 1) return [a0, rng];
  const t = a0.type;
  if (t === 'dicePlace' || t === 'diceReroll' || t === 'keepRoll' || t === 'placeWhite') {
    const r = ruleAction(state, legal, () => false);
    if (r) return [r, rng];
  }
  return playoutGreedy.choose(state, legal, rng);
}
