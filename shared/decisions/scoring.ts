/**
 * Year-end and final scoring as a table: a row per journeyman with a line per category
 * (C33, C35), the Stenz card and the hat.
 */
import type { ScoreLine, Scoring } from '../engine/types';
import type { GameView } from '../engine/view';
import { nameAsMsg } from './arrival';
import { listMsg, msg, vp } from './msg';
import type { Msg } from './types';

/** Categories the engine scores (scoring.ts); any other gets a generic label. */
export const SCORE_CATEGORIES = [
  'lockedKK',
  'lockedRed',
  'lockedBlue',
  'lockedGreen',
  'lockedYellow',
  'looseScantlings',
  'landscapeWork',
  'cityWork',
  'surplus',
  'leisure',
  'book',
  'specialMarkers',
  'earring',
  'money',
  'meetings',
] as const;

/** A category's message under `group` (score: a name on its own; scoreInline: inside a sentence); an unknown category is "other". */
function categoryMsg(group: 'score' | 'scoreInline', category: string): Msg {
  return msg(`${group}.${(SCORE_CATEGORIES as readonly string[]).includes(category) ? category : 'other'}`);
}

export function categoryLabel(category: string): Msg {
  return categoryMsg('score', category);
}

export interface ScoringRow {
  readonly seat: number;
  readonly name: Msg;
  readonly lines: readonly { readonly category: string; readonly label: Msg; readonly vp: number }[];
  readonly total: number;
  /** VP on the track after this scoring (the view's track when it is the latest scoring). */
  readonly track: number | null;
}

export interface ScoringSummary {
  readonly kind: 'year' | 'final';
  readonly title: Msg;
  readonly rows: readonly ScoringRow[];
  /** Who took a Stenz card, who took the hat (year-end only). */
  readonly notes: readonly Msg[];
}

/** A category's name inside a sentence (English writes the common nouns in lower case there). */
export function categoryInlineLabel(category: string): Msg {
  return categoryMsg('scoreInline', category);
}

/** The lines of one journeyman's scoring as a list inside a sentence (the log). */
export function scoreLinesMsg(lines: readonly ScoreLine[]): Msg {
  return listMsg(lines.map((l) => msg('score.line', { label: categoryInlineLabel(l.category), vp: vp(l.vp) })));
}

export function scoringSummary(scoring: Scoring, view: GameView): ScoringSummary {
  const latest = view.scorings[view.scorings.length - 1] === scoring;
  const rows = scoring.perPlayer.map((lines, seat) => ({
    seat,
    name: nameAsMsg(view, seat),
    lines: lines.map((l) => ({ category: l.category, label: categoryLabel(l.category), vp: l.vp })),
    total: lines.reduce((n, l) => n + l.vp, 0),
    track: latest ? (view.players[seat]?.vp ?? null) : null,
  }));
  const notes: Msg[] = [];
  if (scoring.kind === 'year') {
    notes.push(scoring.stenzTo !== null ? msg('scoring.stenz', { name: nameAsMsg(view, scoring.stenzTo) }) : msg('scoring.noStenz'));
    if (scoring.hatTo.length > 0) notes.push(msg('scoring.hatTo', { names: listMsg(scoring.hatTo.map((s) => nameAsMsg(view, s))) }, scoring.hatTo.length));
  } else if (view.winners.length > 0) {
    notes.push(msg('prompt.gameOver.title', { names: listMsg(view.winners.map((w) => nameAsMsg(view, w))) }, view.winners.length));
  }
  const title = scoring.kind === 'year' ? msg('scoring.yearTitle', { year: scoring.year }) : msg('scoring.finalTitle');
  return { kind: scoring.kind, title, rows, notes };
}
