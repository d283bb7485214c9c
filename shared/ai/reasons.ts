/**
 * Why the computer did what it did: one line per decision as structured data
 * `{ key, params }`, rendered by the UI through vue-i18n with the catalogue in reasonMessages.ts (English and
 * German, named placeholders). Params are numbers or names the UI may show as they are: city
 * names (CityName), personality and companion names as printed, never a space or card id.
 *
 * The numbers come from the search itself: `win` is the chosen arm's mean estimated win chance
 * (percent; value.ts's win-share model over the simulated continuations), `alt` the same for
 * the runner-up (the second most visited arm; none when no other arm was tried, `ai.sole.*`),
 * `vp` the chosen arm's mean estimated final VP, `runs` the simulated continuations behind it.
 */
import { COMPANION_BY_ID, NEWS_BY_ID } from '../data/cards';
import type { Msg } from '../decisions/types';
import type { Action, GameState } from '../engine';
import type { PlayerState } from '../engine/types';
import type { CityName } from '../model/components';
import { canAfford } from '../engine/money';
import { devReady, feeFor } from '../engine/rewards';
import { spaceOf } from '../engine/boardApi';
import { decider } from '../engine/pending';
import { houseNumber } from '../engine/tieBreak';
import { canUseTownHall } from '../engine/townhall';
import { AI_REASON_MESSAGES, MEET_KEYS, MEET_PLACES, PLACES, type PlaceKind } from './reasonMessages';
import type { ArmStats } from './search';

export { AI_REASON_MESSAGES };

export interface Reason {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The params that count a walk's foot-it points, shown as counted words (`ai.unit.points`). */
const COUNTED_PARAMS: readonly string[] = ['steps', 'then'];

/**
 * A reason (as decided, or as saved) as the message the UI renders: a walk's foot-it points
 * (`steps`, `then`: plain numbers in the reason and in saves) become counted words, "1
 * foot-it point", "2 foot-it points" (vue-i18n's plural choice), so no line needs a plural of
 * its own and saved reasons keep their format.
 */
export function reasonMsg(r: { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }): Msg {
  const params: Record<string, string | number | Msg> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) {
    params[k] = typeof v === 'number' && COUNTED_PARAMS.includes(k) ? { key: 'ai.unit.points', params: { n: v }, count: v } : v;
  }
  return { key: r.key, params };
}

function pct(x: number): number {
  return Math.round(100 * Math.max(0, Math.min(1, x)));
}

/** A place the UI can name: a space kind and its city, if any. */
export function placeOf(state: GameState, spaceId: string): { kind: PlaceKind; city?: string } {
  const sp = spaceOf(state.board.placed, spaceId);
  const kind = (sp && (PLACES as readonly string[]).includes(sp.kind) ? sp.kind : 'path') as PlaceKind;
  return sp?.city ? { kind, city: sp.city } : { kind };
}

export function describeForced(_a: Action): Reason {
  return { key: 'ai.forced', params: {} };
}

/** The dice board's places, front to back (a key part of the two-places-left lines). */
const PLACE_NAMES = ['Hundreds', 'Tens', 'Units'] as const;

/**
 * Reasons for the decisions taken by rule (policy.ts). `leading`: what the rule itself asked
 * (the dice stake is chosen on it), so the line gives the same ground as the choice.
 */
export function describeRule(state: GameState, a: Action, leading: () => boolean): Reason {
  const d = state.dice;
  switch (a.type) {
    case 'dicePlace': {
      const value = d?.rolled ?? 0;
      const free: number[] = [];
      (d?.boards[a.player] ?? []).forEach((x, i) => x === null && free.push(i));
      if (free.length <= 1) return { key: 'ai.dice.last', params: { value } };
      const place = PLACE_NAMES[a.position] ?? 'Units';
      // where the lowest number wins, a good die is a low one: the lines say so (`ai.dice.low.*`)
      const mode = d?.mode === 'low' ? 'ai.dice.low' : 'ai.dice';
      // two places left: the die took the front one of them or left it for a better one (policy.ts)
      if (free.length === 2) return { key: `${mode}.${a.position === Math.min(...free) ? 'up' : 'down'}${place}`, params: { value } };
      if (a.position === 1) return { key: 'ai.dice.middle', params: { value } };
      return { key: `${mode}.${a.position === 0 ? 'front' : 'back'}`, params: { value } };
    }
    case 'diceReroll': {
      const top = state.pending[state.pending.length - 1] as { kind?: string; value?: number; faces?: readonly number[] } | undefined;
      // a tie-break roll's die (C45) is the one at `die` among its faces
      if (top?.kind === 'keepRoll') return { key: 'ai.rerollRoll', params: { value: (a.die !== undefined ? top.faces?.[a.die] : top.value) ?? 0 } };
      return { key: 'ai.dice.reroll', params: { value: d?.rolled ?? 0 } };
    }
    case 'keepRoll': {
      const top = state.pending[state.pending.length - 1] as { value?: number; faces?: readonly number[] } | undefined;
      if (top?.faces) return { key: 'ai.keepTieRoll', params: { number: houseNumber(top.faces) } };
      return { key: 'ai.keepRoll', params: { value: top?.value ?? 0 } };
    }
    case 'diceMode': {
      // a bet of 1 has lines of its own ("1 Thaler"): a saved reason carries no plural count
      const one = a.bet === 1 ? 'One' : '';
      if (leading()) return { key: `ai.dice.hostLead${one}`, params: { bet: a.bet } };
      // behind, a bet beyond the pouch: it covered none (policy.ts), the smallest is raised by the rescue (C25)
      const p = state.players[a.player];
      if (p && p.thalers < a.bet) return { key: `ai.dice.hostBehind${p.earring ? 'Earring' : 'Card'}${one}`, params: { bet: a.bet } };
      return { key: `ai.dice.hostBehind${one}`, params: { bet: a.bet } };
    }
    case 'placeWhite':
      return { key: `ai.white.${a.segment}`, params: {} };
    default:
      return describeForced(a);
  }
}

function searchKey(state: GameState, arm: ArmStats): Reason {
  if (arm.arm.dest) return walkReason(state, arm);
  if (arm.arm.first.type === 'playCard' || arm.arm.first.type === 'extend') {
    const walk = cardsWalk(state, arm, arm.arm.first.type, arm.arm.first.value);
    if (walk) return walk;
  }
  if (arm.arm.first.type === 'placePiece') return { key: 'ai.placePiece', params: {} };
  const what = doKey(state, arm.arm.first);
  return what ? { key: `ai.${what.key}`, params: what.params } : { key: 'ai.generic', params: {} };
}

/** A follow-up names the walk's aim only when tried at least this often (and in most of its subtree's tries: followUp). */
const FOLLOW_UP_MIN_VISITS = 3;

/**
 * A searched walk's line. Two kinds of place say little by themselves: a plain path space (no
 * effect of its own, nobody to meet) and a hexagonal space. When the search went on from there,
 * in the same turn, mostly with one thing (the chosen arm's subtree: its most visited arm, in
 * more than half of its tries: followUp), the line names it as the search's plan: from a path
 * space, a walk on to a place of its own or to journeymen to meet (`ai.toward.*`); on a
 * hexagonal space, scouting (`ai.scoutAt.*`).
 * Otherwise the place's own line.
 */
function walkReason(state: GameState, arm: ArmStats): Reason {
  const steps = arm.arm.steps ?? 1;
  const go = goToKey(state, 'ai.goTo', arm.arm.dest as string, steps);
  const kind = /^ai\.goTo\.(path|centre)(City)?$/.exec(go.key);
  if (!kind) return go;
  const next = followUp(arm);
  if (!next) return go;
  const first = next.arm.first;
  if (kind[1] === 'centre') {
    if (first.type !== 'scout') return go;
    return { key: `ai.scoutAt.${first.kind}${kind[2] ?? ''}`, params: go.params };
  }
  if (!next.arm.dest) return go;
  const toward = placeReason(state, 'ai.toward', next.arm.dest, { steps, then: next.arm.steps ?? 1 });
  return ownPlace(toward) ? toward : go;
}

/**
 * A searched card play or extension (a card's value is its foot-it points) that the search
 * followed up, mostly (followUp), with a walk to a place of its own or to journeymen to meet: the line names that walk
 * (`ai.playFor.*`; an extension by what raises its 2 Thalers, as doKey says it: the pouch
 * `ai.extendFor.*`, the earring `ai.extendEarringFor.*`, a random card `ai.extendCardFor.*`).
 */
function cardsWalk(state: GameState, arm: ArmStats, type: 'playCard' | 'extend', value: number): Reason | null {
  const next = followUp(arm);
  if (!next?.arm.dest) return null;
  const prefix = type === 'playCard' ? 'ai.playFor' : `ai.${doKey(state, arm.arm.first)?.key ?? 'extend'}For`;
  const walk = placeReason(state, prefix, next.arm.dest, { value, steps: next.arm.steps ?? 1 });
  return ownPlace(walk) ? walk : null;
}

/** A follow-up walk's line names a place of its own or whom it meets there, not a bare path space. */
function ownPlace(line: Reason): boolean {
  return !/\.path\w*$/.test(line.key);
}

/**
 * The most visited arm of `arm`'s subtree, if it speaks for the search's plan: tried often enough
 * and in more than half of the subtree's tries. A plan the search was still split over is not
 * named, since the next decision (a search of its own) often takes another way then, and the
 * line would have promised a walk that does not come.
 */
function followUp(arm: ArmStats): ArmStats | null {
  const node = arm.child;
  if (!node) return null;
  let best: ArmStats | null = null;
  let all = 0;
  for (const a of node.arms.values()) {
    all += a.visits;
    if (!best || a.visits > best.visits) best = a;
  }
  return best && best.visits >= FOLLOW_UP_MIN_VISITS && best.visits * 2 > all ? best : null;
}

/** Heading for a place (`prefix`.<kind>[City]): its kind, its city if any, the foot-it points of the way. */
export function goToKey(state: GameState, prefix: 'ai.goTo' | 'ai.easy.goTo' | 'ai.easy.hunchTo', dest: string, steps: number): Reason {
  return placeReason(state, prefix, dest, { steps });
}

/**
 * The line of `prefix` for the place `dest` is: its kind's key (`…City` in a city, with the city
 * named), or whom the walk meets there (`…meetOne` … `…meetThree`) where the space has no effect of its own.
 */
function placeReason(state: GameState, prefix: string, dest: string, params: Record<string, string | number>): Reason {
  const place = placeOf(state, dest);
  if (MEET_PLACES.includes(place.kind)) {
    const mover = decider(state);
    const met = state.players.filter((p, seat) => seat !== mover && p.position === dest).map((p) => p.name);
    if (met.length > 0) {
      const names: Record<string, string> = {};
      met.slice(0, 3).forEach((name, i) => (names['abc'[i] as string] = name));
      return { key: `${prefix}.${MEET_KEYS[Math.min(met.length, 3) - 1]}`, params: { ...params, ...names } };
    }
  }
  if (/(goTo|hunchTo)$/.test(prefix)) {
    // an inn with no news left, a hostel with no companion left: the line names what is left there
    // the city's line of a town hall promises its seal and travel support: one that has nothing
    // more to give the journeyman (visited, or no seal left, C20) says so instead
    const seat = decider(state);
    const sp = spaceOf(state.board.placed, dest);
    // a fee the walker cannot raise at all: no stop there, whatever the place would give
    // (the Belittle King ready waives it: then the stop is to be had)
    const tooDear = (place.kind === 'inn' || place.kind === 'hostel') && !!sp?.fee && !canAfford(state.players[seat] as PlayerState, feeFor(state, seat, sp.fee)) && !devReady(state, seat, 'belittleKing');
    // encounters at a city's inn need a personality waiting there (or news to bring one, C16)
    const nobodyWaits = !place.city || (state.personalities[place.city as CityName] ?? []).length === 0;
    const spent = tooDear
      ? `${place.kind}TooDear`
      : place.kind === 'inn' && state.newsStack.length === 0
        ? nobodyWaits
          ? 'innDiceOnly'
          : 'innNoNews'
        : place.kind === 'hostel' && state.companionStack.length === 0
          ? 'hostelNoCompanion'
          : place.kind === 'townhall' && !canUseTownHall(state, seat, dest)
            ? 'townhallSpent'
            : null;
    if (spent) return { key: `${prefix}.${spent}${place.city ? 'City' : ''}`, params: place.city ? { ...params, city: place.city } : params };
  }
  return { key: `${prefix}.${place.kind}${place.city ? 'City' : ''}`, params: place.city ? { ...params, city: place.city } : params };
}

/**
 * What an action does, as a key of the phrases both grounds share (DO_EN, DO_DE: the search's
 * `ai.<key>`, the beginner's `ai.easy.<key>`); null where no phrase names it.
 */
export function doKey(state: GameState, a: Action): Reason | null {
  const top = state.pending[state.pending.length - 1] as { kind?: string; space?: string; id?: string; newId?: string } | undefined;
  switch (a.type) {
    case 'playCard':
      return { key: a.type, params: { value: a.value } };
    case 'extend': {
      // the 2 Thalers raised by the rescue (C25): the earring first, then a random card
      const p = state.players[a.player] as PlayerState;
      const how = p.thalers >= 2 ? '' : p.earring ? 'Earring' : 'Card';
      return { key: `extend${how}`, params: { value: a.value } };
    }
    case 'scout':
      return { key: `scout.${a.kind}`, params: {} };
    case 'useSpace': {
      if (a.belittle) return { key: 'useBelittle', params: {} };
      const place = top?.space ? placeOf(state, top.space) : { kind: 'inn' };
      if (place.kind === 'hostel') return { key: state.companionStack.length > 0 ? 'use.hostel' : 'use.hostelNoCompanion', params: {} };
      if (place.kind === 'townhall') return { key: 'use.townhall', params: {} };
      // personalities wait only at the inns of cities (C16): a country inn brings news and a dice
      // game; with no news left, encounters only where somebody waits already
      const city = 'city' in place && place.city ? (place.city as CityName) : null;
      if (state.newsStack.length > 0) return { key: `use.inn${city ? 'City' : ''}`, params: {} };
      return { key: city && (state.personalities[city] ?? []).length > 0 ? 'use.innNoNewsCity' : 'use.innNoNews', params: {} };
    }
    case 'passSpace':
      return { key: 'pass', params: {} };
    case 'endTurn':
      return { key: 'endTurn', params: {} };
    case 'move':
      if (a.via !== undefined) return { key: 'jump', params: {} };
      return { key: a.belittle ? 'stepBelittle' : 'step', params: {} };
    case 'encounter':
      return { key: `encounter.${a.take}`, params: { name: NEWS_BY_ID[a.newsId]?.personality ?? '?' } };
    case 'skipEncounter':
      return { key: 'skipEncounter', params: {} };
    case 'takeCompanion':
    case 'declineCompanion':
      return { key: a.type, params: { name: COMPANION_BY_ID[top?.id ?? '']?.name ?? '?' } };
    case 'oldCompanion': {
      const old = state.players[a.player]?.companion?.id ?? '';
      return { key: `oldCompanion.${a.take}`, params: { name: COMPANION_BY_ID[old]?.name ?? '?' } };
    }
    case 'retryScout':
    case 'declinePlacement':
      return { key: a.type, params: {} };
    case 'carriage':
      return a.city ? { key: 'carriage', params: { city: a.city } } : { key: 'carriageStay', params: {} };
    case 'useDevelopment':
      return { key: 'footItKing', params: {} };
    case 'companionPower':
      return { key: `power.${a.power}`, params: {} };
    case 'chooseReward': {
      const purpose = (top as { purpose?: string } | undefined)?.purpose === 'leisure' ? 'leisure' : 'scantling';
      return { key: `choose.${purpose}.${a.option}`, params: {} };
    }
    default:
      return null;
  }
}

/** A runner-up tried at least this share of the choice's tries, alike in both estimates, makes the choice no difference (`ai.same.*`). */
const SAME_VISITS = 0.9;

/**
 * The line for a searched decision: what it aims at, its estimated win chance and the
 * runner-up's. With no runner-up (the search tried no other choice: a single iteration, say),
 * the line says so (`ai.sole.*`) and gives no second chance.
 */
export function describeSearch(state: GameState, best: ArmStats, second: ArmStats | undefined, runs: number): Reason {
  const { key, params } = searchKey(state, best);
  const win = best.visits ? best.winTotal / best.visits : 0;
  const vp = best.visits ? best.vpTotal / best.visits : 0;
  if (!second || !second.visits) return { key: key.replace(/^ai\./, 'ai.sole.'), params: { ...params, win: pct(win), vp: Math.round(vp), runs } };
  const alt = second.winTotal / second.visits;
  const altVp = second.vpTotal / second.visits;
  // the runner-up shows the higher win chance: say why it was not taken (see TAIL_FEWER_EN); it
  // came out the same in both estimates and was tried about as often (the search could not tell
  // them apart): say that the choice makes no difference (TAIL_SAME_EN)
  const alike = pct(alt) === pct(win) && Math.round(altVp) === Math.round(vp) && second.visits >= SAME_VISITS * best.visits;
  const why = pct(alt) > pct(win) ? (second.visits < best.visits ? 'fewer' : 'rival') : alike ? 'same' : null;
  return { key: why ? key.replace(/^ai\./, `ai.${why}.`) : key, params: { ...params, win: pct(win), alt: pct(alt), vp: Math.round(vp), runs } };
}

/**
 * The line for each further step of a walk whose first line was `first`: the aim that line named
 * (`ai.onward.toward.*` after an `ai.toward.*` line, `ai.onward.scoutAt.*` after `ai.scoutAt.*`),
 * else the onward line of the walk's own place.
 */
export function onwardOf(state: GameState, dest: string, first: Reason): Reason {
  const aim = /^ai\.(?:(?:fewer|rival|sole|same)\.)?(toward|scoutAt)\.(\w+)$/.exec(first.key);
  if (aim) {
    // the aim's own words: its city, or whom it meets there
    const params: Record<string, string | number> = {};
    for (const k of ['city', 'a', 'b', 'c'] as const) if (first.params[k] !== undefined) params[k] = first.params[k] as string | number;
    return { key: `ai.onward.${aim[1]}.${aim[2]}`, params };
  }
  return describeContinue(state, dest);
}

/** A step of a walk chosen earlier, heading for `dest`: the onward line of that place's kind (as goToKey names it). */
export function describeContinue(state: GameState, dest: string): Reason {
  return placeReason(state, 'ai.onward', dest, {});
}

/** Every key a reason can have (for tests and for the UI's completeness checks). */
export function reasonKeys(messages: object = AI_REASON_MESSAGES.en, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(path);
    else out.push(...reasonKeys(v as object, path));
  }
  return out;
}
