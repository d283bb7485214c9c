/**
 * Position values for the searching levels: an estimate of each journeyman's victory points
 * at the end of the game, and from those a utility in [0, 1] for one seat that approximates
 * its chance to win (not its raw VP: being ahead of the best rival is what counts).
 *
 * The estimate is the VP already scored, plus what the current position will score at every
 * scoring still to come (a locked segment or a Scheniegelei marker scores at each remaining
 * year end and a locked segment once more at the end), plus the final-only categories as they
 * stand, plus resources that usually turn into points (foot-it points in hand, Thalers,
 * progress on open segments, marker pieces for leisure, active cards and companions).
 */
import { COMPANION_BY_ID } from '../data/cards';
import { SEGMENTS, SEGMENT_VALUE, YEARS } from '../model/components';
import { cityOfSpace } from '../engine/boardApi';
import type { GameState, PlayerState } from '../engine/types';

/** Tunable weights (kept together so the tournament can compare variants). */
export interface ValueWeights {
  /** VP per foot-it point still to be played (hand and points left this turn). */
  readonly footIt: number;
  /** VP per Thaler as a resource at the start of the game (falls to `thalerLate`). */
  readonly thalerEarly: number;
  readonly thalerLate: number;
  /** Share of a segment's value credited for partial progress. */
  readonly partial: number;
  readonly ownMarker: number;
  readonly development: number;
  readonly companion: number;
  readonly scheniegeleiLeft: number;
}

export const DEFAULT_WEIGHTS: ValueWeights = {
  footIt: 0.35,
  thalerEarly: 0.22,
  thalerLate: 0.1,
  partial: 1.0,
  ownMarker: 0.4,
  development: 1.0,
  companion: 1.2,
  scheniegeleiLeft: 0.3,
};

/** Year-end scorings still to come (the running year's included). */
export function yearEndsLeft(state: GameState): number {
  if (state.phase === 'finished' || state.phase === 'oneDay') return 0;
  return Math.max(0, YEARS - state.year + 1);
}

/** Fraction of the game still to be played, by foot-it cards left (1 at the start, 0 at the end). */
export function gameLeft(state: GameState): number {
  if (state.phase === 'finished') return 0;
  // 18 cards + the One-Day card per journeyman; hand + deck + the One-Day card still to come
  let left = 0;
  for (const p of state.players) left += p.hand.length + p.deck.length + (p.oneDayCard ? 1 : 0);
  return left / (19 * state.players.length);
}

interface CitySites {
  readonly landscape: number;
  readonly cities: number;
}

function workSites(state: GameState, seat: number): CitySites {
  let landscape = 0;
  const cities = new Set<string>();
  const marks = state.board.scheniegelei;
  for (const space in marks) {
    if (!(marks[space] as readonly number[]).includes(seat)) continue;
    const city = cityOfSpace(state.board.placed, space);
    if (city) cities.add(city);
    else landscape++;
  }
  return { landscape, cities: cities.size };
}

function leisurePoints(p: PlayerState): { vp: number; kinds: number } {
  const kinds = new Set<string>();
  let n = 0;
  for (const c of p.book) {
    if (c.kind === 'leisure') {
      kinds.add(c.leisure);
      n++;
    }
  }
  const k = kinds.size;
  return { vp: (k >= 3 ? 6 : k === 2 ? 3 : k === 1 ? 1 : 0) + (n - k), kinds: k };
}

/** Estimated final VP of one journeyman. */
export function estimateVp(state: GameState, seat: number, w: ValueWeights = DEFAULT_WEIGHTS): number {
  const p = state.players[seat];
  if (!p) return 0;
  if (state.phase === 'finished') return p.vp;
  const years = yearEndsLeft(state);
  const left = gameLeft(state);

  // what the stick scores at each coming year end and at the end
  let locked = 0;
  let loose = 0;
  let progress = 0;
  for (const s of SEGMENTS) {
    const n = p.tally.segments[s].length;
    if (n >= 5) locked += SEGMENT_VALUE[s];
    else {
      loose += n;
      // a segment locked later scores at fewer scorings: about half the year ends left, and the end
      progress += Math.pow(n / 5, 1.5) * SEGMENT_VALUE[s] * (1 + 0.5 * years) * w.partial;
    }
  }
  const sites = workSites(state, seat);
  const recurring = locked + loose / 4 + sites.landscape + 2 * sites.cities;

  let surplus = 0;
  for (const c in p.tally.surplus) surplus += p.tally.surplus[c as keyof typeof p.tally.surplus];
  const leisure = leisurePoints(p);
  let book = 0;
  for (const c of p.book) if (c.kind !== 'leisure') book++;
  const finalNow =
    locked +
    surplus / 4 +
    leisure.vp +
    book +
    p.specialMarkers.length +
    (p.earring ? 1 : 0) +
    2 * p.otherMarkers.length;

  // resources
  let hand = 0;
  for (const v of p.hand) hand += v;
  const turnPoints = state.turn.player === seat ? state.turn.pointsLeft : 0;
  const thalerValue = w.thalerLate + (w.thalerEarly - w.thalerLate) * left;
  let devs = 0;
  for (const k in p.development) if (p.development[k as keyof typeof p.development] !== 'inactive') devs++;
  const adv = p.companion ? COMPANION_BY_ID[p.companion.id]?.advantage : null;
  const resources =
    (hand + turnPoints) * w.footIt +
    // a Thaler is worth 1/10 VP at the end and more while it can still buy things
    p.thalers * thalerValue +
    Math.min(p.ownMarkersOnCharly, 3) * w.ownMarker * left +
    devs * w.development * (0.3 + left) +
    (p.companion ? w.companion * (adv ? 1.5 : 1) * (0.3 + left) + 0.6 : 0) +
    p.freeScoutTokens * 0.6 +
    p.scheniegeleiLeft * w.scheniegeleiLeft * left +
    // a third leisure type is worth 3 more, the second 2 more
    (leisure.kinds === 2 ? 0.8 : leisure.kinds === 1 ? 0.4 : 0) * left;

  return p.vp + years * recurring + finalNow + progress + resources;
}

/** Estimated final VP for every seat. */
export function estimateAll(state: GameState, w: ValueWeights = DEFAULT_WEIGHTS): number[] {
  return state.players.map((_, seat) => estimateVp(state, seat, w));
}

/** How a position's estimates become the utility the search maximises. */
export type UtilityKind = 'share' | 'lead';

/**
 * Utility for `seat` in [0, 1], an estimate of its chance to win: 1/0 for a finished game (a
 * shared win counts its share); otherwise
 * - 'share': each journeyman's chance as exp(estimate / scale) over the sum for all (equal
 *   estimates give 1/players; every rival counts, the strongest most);
 * - 'lead': a logistic of the lead over the best rival.
 * The scale is wider while much of the game is left (more can still change).
 */
export function utility(state: GameState, seat: number, est: readonly number[] = estimateAll(state), kind: UtilityKind = 'share'): number {
  if (state.phase === 'finished') {
    return state.winners.includes(seat) ? 1 / state.winners.length : 0;
  }
  const mine = est[seat] ?? 0;
  const scale = 3 + 9 * gameLeft(state);
  if (kind === 'lead') {
    let best = -Infinity;
    for (let i = 0; i < est.length; i++) if (i !== seat) best = Math.max(best, est[i] as number);
    return 1 / (1 + Math.exp(-(mine - best) / scale));
  }
  let sum = 0;
  for (let i = 0; i < est.length; i++) sum += Math.exp(((est[i] as number) - mine) / scale);
  return 1 / sum;
}
