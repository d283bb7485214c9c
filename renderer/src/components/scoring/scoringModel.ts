/**
 * Presentation helpers for scorings: the order categories are listed in, the message keys of
 * a category, the table sections of a game's scorings, and what the events of a year end say
 * about the hat and the start player. Pure functions over the engine's data: the categories,
 * the VP and the winners are the engine's; nothing here decides a rule.
 */

import { SCORE_CATEGORIES } from '../../../../shared/decisions/scoring';
import type { FinalResult } from '../../../../shared/ipc/contract';

/** The order the rulebook lists them in: tally stick, work, then the Charly and the book (the decision model's list). */
export const CATEGORY_ORDER = SCORE_CATEGORIES;

const KNOWN = new Set<string>(CATEGORY_ORDER);

/** Message key base of a category (`.name`, `.hint`); unknown categories read as "other". */
export function categoryKey(category: string): string {
  return `scoring.categories.${KNOWN.has(category) ? category : 'other'}`;
}

function rank(category: string): number {
  const i = (CATEGORY_ORDER as readonly string[]).indexOf(category);
  return i < 0 ? CATEGORY_ORDER.length : i;
}

/** Categories in display order. */
export function sortCategories(categories: Iterable<string>): string[] {
  return [...new Set(categories)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface Line {
  readonly category: string;
  readonly vp: number;
}

/**
 * A scoring as the components take it: the engine's `Scoring` (state.scorings, also in every
 * view) and the contract's ScoringData both fit.
 */
export interface ScoringData {
  readonly kind: 'year' | 'final';
  readonly year: number;
  /** Per seat: the categories and VP scored. */
  readonly perPlayer: readonly (readonly Line[])[];
  readonly stenzTo: number | null;
  readonly hatTo: readonly number[];
}

/** One seat's lines of a scoring in display order (zero lines left out). */
export function linesOf(scoring: ScoringData, seat: number): Line[] {
  const lines = (scoring.perPlayer[seat] ?? []).filter((l) => l.vp !== 0);
  return sortCategories(lines.map((l) => l.category)).map((category) => ({
    category,
    vp: lines.filter((l) => l.category === category).reduce((n, l) => n + l.vp, 0),
  }));
}

export const sumVp = (lines: readonly Line[]): number => lines.reduce((n, l) => n + l.vp, 0);

export interface TableRow {
  readonly category: string;
  /** VP per seat. */
  readonly vp: readonly number[];
}
export interface TableSection {
  readonly kind: 'year' | 'final';
  readonly year: number;
  readonly rows: readonly TableRow[];
  readonly subtotal: readonly number[];
}

/** The breakdown table: one section per scoring, rows only for categories someone scored. */
export function tableSections(scorings: readonly ScoringData[], seats: number): TableSection[] {
  return scorings.map((s) => {
    const cats = sortCategories(s.perPlayer.flatMap((lines) => lines.filter((l) => l.vp !== 0).map((l) => l.category)));
    const rows = cats.map((category) => ({
      category,
      vp: Array.from({ length: seats }, (_, seat) => (s.perPlayer[seat] ?? []).filter((l) => l.category === category).reduce((n, l) => n + l.vp, 0)),
    }));
    const subtotal = Array.from({ length: seats }, (_, seat) => rows.reduce((n, r) => n + (r.vp[seat] ?? 0), 0));
    return { kind: s.kind, year: s.year, rows, subtotal };
  });
}

/** Column totals over every section. */
export function tableTotals(sections: readonly TableSection[], seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => sections.reduce((n, s) => n + (s.subtotal[seat] ?? 0), 0));
}

/**
 * What a year end's events report beyond the points: the hat and the next start player, and
 * where the Thalers decided (C33, C34): the seats level on points with the Stenz card's
 * taker and with the start player, and whether the start player stays, the last still level.
 */
export interface ScoringOutcome {
  readonly hat: readonly { readonly seat: number; readonly thalers: number }[];
  readonly startPlayer: number | null;
  readonly stenzLevel?: readonly number[];
  readonly startLevel?: readonly number[];
  readonly startStays?: boolean;
}

interface EventLike {
  readonly type: string;
  readonly player?: unknown;
  readonly [key: string]: unknown;
}

export function outcomeFromEvents(events: readonly EventLike[]): ScoringOutcome {
  const hat: { seat: number; thalers: number }[] = [];
  let startPlayer: number | null = null;
  let stenzLevel: number[] = [];
  let startLevel: number[] = [];
  let startStays = false;
  const seats = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
  for (const e of events) {
    if (e.type === 'hat' && typeof e.player === 'number' && typeof e.thalers === 'number') hat.push({ seat: e.player, thalers: e.thalers });
    if (e.type === 'stenz') stenzLevel = seats(e.tiedOnVp);
    if (e.type === 'startPlayer' && typeof e.player === 'number') {
      startPlayer = e.player;
      startLevel = seats(e.tiedOnVp);
      startStays = e.stays === true;
    }
  }
  return { hat, startPlayer, stenzLevel, startLevel, startStays };
}

/** CSS colour of a player colour (the board's palette, slightly deepened for text on parchment). */
export const PLAYER_CSS: Readonly<Record<string, string>> = {
  red: '#b8372b',
  blue: '#2f65ad',
  green: '#2f7f3c',
  yellow: '#c99a12',
};
export const playerCss = (colour: string): string => PLAYER_CSS[colour] ?? '#6b5a45';

/** "Anna, Bernd and Clara" in the player's language. */
export function listNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

export interface StandingPlayer {
  readonly name: string;
  readonly colour: string;
  readonly vp: number;
  readonly thalers: number;
  /** Who played the seat, when a computer did ("computer, medium"); absent for a person. */
  readonly control?: string | null;
}
export interface Standing extends StandingPlayer {
  readonly seat: number;
  /** Among the winners main reports (the tie-break is main's, never worked out here). */
  readonly win: boolean;
  readonly css: string;
  /**
   * The place shown (1 = first): seats level with the one above them (both winners or both
   * not, same VP, same Thalers) share its place and the next place is skipped (1, 1, 3).
   */
  readonly place: number;
}

/** The order of the standings: the winners main names first, then VP, then Thalers (0: level). */
const byStanding = (a: Omit<Standing, 'place'>, b: Omit<Standing, 'place'>) => Number(b.win) - Number(a.win) || b.vp - a.vp || b.thalers - a.thalers;

/** The standings for display: the winners main names first, then by VP and Thalers as the track shows them. */
export function standingsOf(players: readonly StandingPlayer[], winners: readonly number[]): Standing[] {
  const rows = players.map((p, seat) => ({ ...p, seat, win: winners.includes(seat), css: playerCss(p.colour) })).sort(byStanding);
  const out: Standing[] = [];
  rows.forEach((row, i) => {
    const above = out[i - 1];
    out.push({ ...row, place: above && byStanding(above, row) === 0 ? above.place : i + 1 });
  });
  return out;
}

/** The message function (vue-i18n's `t` or a test's fake): key, named values, plural count. */
export type MessageFn = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/**
 * The final screen's sentence on which C35 rule decided, from main's result (never worked out
 * here): most VP; a VP tie broken by Thalers; or a shared win, saying who was level on VP and
 * who of them had fewer Thalers when not all of them share it.
 */
export function decidedText(t: MessageFn, locale: string, result: FinalResult, players: readonly StandingPlayer[]): string {
  const names = (seats: readonly number[]) => listNames(seats.map((s) => players[s]?.name ?? '?'), locale);
  const first = result.winners[0] ?? 0;
  const vp = players[first]?.vp ?? 0;
  const thalers = players[first]?.thalers ?? 0;
  if (result.decidedBy === 'shared') {
    const behind = result.tied.filter((s) => !result.winners.includes(s));
    if (behind.length === 0) return t('final.shared');
    return t('final.sharedByThalers', { names: names(result.tied), vp, winners: names(result.winners), thalers, others: names(behind) }, behind.length);
  }
  if (result.decidedBy === 'thalers') return t('final.byThalers', { names: names(result.tied), vp, name: names([first]), thalers });
  return t('final.byVp');
}

/** One point of the race: every seat's VP after a scoring (or 0 at the start). */
export interface RacePoint {
  readonly kind: 'start' | 'year' | 'final';
  readonly year: number;
  /** VP per seat after this scoring: the lines of every scoring up to it added up. */
  readonly totals: readonly number[];
}

/** The race over the game: the start, then each seat's VP after each scoring in turn. */
export function raceOf(scorings: readonly ScoringData[], seats: number): RacePoint[] {
  const totals = Array.from({ length: seats }, () => 0);
  const out: RacePoint[] = [{ kind: 'start', year: 0, totals: totals.slice() }];
  for (const s of scorings) {
    for (let seat = 0; seat < seats; seat++) totals[seat]! += sumVp(s.perPlayer[seat] ?? []);
    out.push({ kind: s.kind, year: s.year, totals: totals.slice() });
  }
  return out;
}

/** The chart's top: the highest total rounded up to a step of the grid (10 VP; 5 below 20), at least one step. */
export function raceTop(points: readonly RacePoint[]): { readonly top: number; readonly step: number } {
  const max = Math.max(0, ...points.flatMap((p) => p.totals));
  const step = max < 20 ? 5 : 10;
  return { top: Math.max(step, Math.ceil(max / step) * step), step };
}
