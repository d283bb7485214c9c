/**
 * Year-end scoring (C33, C34) and final scoring (C35), with a per-player, per-category
 * breakdown kept in `state.scorings` so that the VP track always equals the sum of the
 * breakdowns (checked by the property tests).
 *
 * Order at a year end (the book's order): score, the leader takes a Stenz card, the last
 * place takes the hat, then the next start player is chosen (fewest VP, then fewest
 * Thalers — counted after the hat was paid out — else the start player stays).
 */
import { SEGMENTS, SEGMENT_VALUE, type CityName, type Segment } from '../model/components';
import type { SpaceId } from '../model/board';
import { isLocked } from './tally';
import { updatePlayer, type Step } from './stateOps';
import type { BookCard, GameEvent, GameState, PlayerState, ScoreLine, Scoring } from './types';

/** Resolves the city a space belongs to (null for landscape spaces). */
export type CityOfSpace = (space: SpaceId) => CityName | null;

const SEGMENT_CATEGORY: Record<Segment, string> = {
  kk: 'lockedKK',
  red: 'lockedRed',
  blue: 'lockedBlue',
  green: 'lockedGreen',
  yellow: 'lockedYellow',
};

function lockedLines(p: PlayerState): ScoreLine[] {
  const out: ScoreLine[] = [];
  for (const s of SEGMENTS) if (isLocked(p.tally, s)) out.push({ category: SEGMENT_CATEGORY[s], vp: SEGMENT_VALUE[s] });
  return out;
}

/** Each Scheniegelei space with markers: its city (null on a landscape tile) and the seats there. */
type WorkSites = readonly { readonly city: CityName | null; readonly seats: readonly number[] }[];

function workSites(state: GameState, cityOf: CityOfSpace): WorkSites {
  const out: { city: CityName | null; seats: readonly number[] }[] = [];
  const marks = state.board.scheniegelei;
  for (const space in marks) {
    const seats = marks[space] as readonly number[];
    if (seats.length > 0) out.push({ city: cityOf(space), seats });
  }
  return out;
}

/** C33: the lines one journeyman scores at a year end. */
export function yearEndLines(state: GameState, seat: number, cityOf: CityOfSpace, sites: WorkSites = workSites(state, cityOf)): ScoreLine[] {
  const p = state.players[seat] as PlayerState;
  const lines = lockedLines(p);
  let loose = 0;
  for (const s of SEGMENTS) if (!isLocked(p.tally, s)) loose += p.tally.segments[s].length;
  lines.push({ category: 'looseScantlings', vp: Math.floor(loose / 4) });
  let landscape = 0;
  const cities = new Set<CityName>();
  for (const { city, seats } of sites) {
    let mine = 0;
    for (const s of seats) if (s === seat) mine++;
    if (mine === 0) continue;
    if (city) cities.add(city);
    else landscape += mine;
  }
  lines.push({ category: 'landscapeWork', vp: landscape });
  lines.push({ category: 'cityWork', vp: 2 * cities.size });
  return lines.filter((l) => l.vp !== 0);
}

const total = (lines: readonly ScoreLine[]) => lines.reduce((n, l) => n + l.vp, 0);

/**
 * The seats that come first when ordered by VP and then Thalers, each in the given direction
 * (+1: most first, -1: fewest first). One seat unless the tie-break leaves a tie.
 */
function ranked(players: readonly PlayerState[], vpDir: 1 | -1, thalerDir: 1 | -1): number[] {
  // plain loops: this runs at every year end of every simulated game
  let bestVp = -Infinity;
  for (const p of players) bestVp = Math.max(bestVp, vpDir * p.vp);
  let bestThalers = -Infinity;
  for (const p of players) if (vpDir * p.vp === bestVp) bestThalers = Math.max(bestThalers, thalerDir * p.thalers);
  const out: number[] = [];
  players.forEach((p, i) => {
    if (vpDir * p.vp === bestVp && thalerDir * p.thalers === bestThalers) out.push(i);
  });
  return out;
}

/** C33: the leader (most VP, then most Thalers), or null when still tied. */
function leader(players: readonly PlayerState[]): number | null {
  const best = ranked(players, 1, 1);
  return best.length === 1 ? (best[0] as number) : null;
}

/** C34: fewest VP; tie: fewest Thalers; still tied: the start player stays. */
export function nextStartPlayer(players: readonly PlayerState[], current: number): number {
  const last = ranked(players, -1, -1);
  return last.length === 1 ? (last[0] as number) : current;
}

/** The other seats level on VP with `seat` (whom the Thalers then decided between, C33/C34), for the events. */
function levelOnVp(players: readonly PlayerState[], seat: number): number[] {
  const vp = players[seat]?.vp;
  const out: number[] = [];
  players.forEach((p, i) => {
    if (i !== seat && p.vp === vp) out.push(i);
  });
  return out;
}

/** C33 + C34: score the year, hand out a Stenz card and the hat, choose the start player. */
export function yearEndScoring(state: GameState, cityOf: CityOfSpace): Step {
  const sites = workSites(state, cityOf);
  const perPlayer = state.players.map((_, seat) => yearEndLines(state, seat, cityOf, sites));
  const events: GameEvent[] = [];
  const scored = state.players.map((p, seat) => {
    const lines = perPlayer[seat] as ScoreLine[];
    const vp = total(lines);
    events.push({ type: 'scored', player: seat, kind: 'year', year: state.year, lines, vp });
    return vp === 0 ? p : { ...p, vp: p.vp + vp };
  });
  let next: GameState = { ...state, players: scored };

  let stenzTo: number | null = null;
  const lead = leader(next.players);
  if (lead !== null && next.stenzLeft > 0) {
    stenzTo = lead;
    const card: BookCard = { kind: 'stenz' };
    next = updatePlayer({ ...next, stenzLeft: next.stenzLeft - 1 }, lead, (p) => ({ book: [...p.book, card] }));
    // tiedOnVp: those level with the leader on VP, behind on Thalers (the log and the scoring say so)
    events.push({ type: 'stenz', player: lead, tiedOnVp: levelOnVp(next.players, lead) });
  }

  const least = Math.min(...next.players.map((p) => p.vp));
  const hatTo = next.players.map((p, i) => (p.vp === least ? i : -1)).filter((i) => i >= 0);
  const share = Math.floor(next.hat / hatTo.length);
  if (share > 0) {
    for (const seat of hatTo) {
      next = updatePlayer(next, seat, (p) => ({ thalers: p.thalers + share }));
      events.push({ type: 'hat', player: seat, thalers: share });
    }
    next = { ...next, hat: next.hat - share * hatTo.length };
  }

  const startPlayer = nextStartPlayer(next.players, next.startPlayer);
  // why: last alone on VP (tiedOnVp empty), last on Thalers among those level on VP, or (stays)
  // still level on both, so the start player stays (C34)
  const lastOnVp = next.players[startPlayer]?.vp === least;
  const stays = ranked(next.players, -1, -1).length !== 1;
  events.push({ type: 'startPlayer', player: startPlayer, tiedOnVp: lastOnVp ? levelOnVp(next.players, startPlayer) : [], stays });
  const scoring: Scoring = { kind: 'year', year: state.year, perPlayer, stenzTo, hatTo };
  return { state: { ...next, startPlayer, scorings: [...next.scorings, scoring] }, events };
}

/** C35: leisure cards — 3 types 6, else 2 types 3, else 1 card 1; +1 per further card. */
export function leisureVp(book: readonly BookCard[]): number {
  const leisure = book.filter((c): c is Extract<BookCard, { kind: 'leisure' }> => c.kind === 'leisure');
  const kinds = new Set(leisure.map((c) => c.leisure)).size;
  const base = kinds >= 3 ? 6 : kinds === 2 ? 3 : kinds === 1 ? 1 : 0;
  return base + (leisure.length - kinds);
}

/** C35: the lines one journeyman scores at the end. */
export function finalLines(p: PlayerState): ScoreLine[] {
  const lines = lockedLines(p);
  const surplus = Object.values(p.tally.surplus).reduce((a, b) => a + b, 0);
  lines.push({ category: 'surplus', vp: Math.floor(surplus / 4) });
  lines.push({ category: 'leisure', vp: leisureVp(p.book) });
  lines.push({ category: 'book', vp: p.book.filter((c) => c.kind !== 'leisure').length });
  lines.push({ category: 'specialMarkers', vp: p.specialMarkers.length });
  lines.push({ category: 'earring', vp: p.earring ? 1 : 0 });
  lines.push({ category: 'money', vp: Math.floor(p.thalers / 10) });
  lines.push({ category: 'meetings', vp: 2 * p.otherMarkers.length });
  return lines.filter((l) => l.vp !== 0);
}

/** Most VP; tie: most Thalers; still tied: all of them win (C35). */
export function winnersOf(players: readonly PlayerState[]): number[] {
  return ranked(players, 1, 1);
}

export function finalScoring(state: GameState): Step {
  const perPlayer = state.players.map((p) => finalLines(p));
  const events: GameEvent[] = [];
  const scored = state.players.map((p, seat) => {
    const lines = perPlayer[seat] as ScoreLine[];
    const vp = total(lines);
    events.push({ type: 'scored', player: seat, kind: 'final', lines, vp });
    return vp === 0 ? p : { ...p, vp: p.vp + vp };
  });
  const next: GameState = { ...state, players: scored };
  const winners = winnersOf(next.players);
  events.push({ type: 'gameOver', winners });
  const scoring: Scoring = { kind: 'final', year: state.year, perPlayer, stenzTo: null, hatTo: [] };
  return { state: { ...next, phase: 'finished', winners, scorings: [...next.scorings, scoring] }, events };
}

export interface ScoreBreakdown {
  /** VP by category, summed over every scoring so far. */
  readonly byCategory: Readonly<Record<string, number>>;
  readonly total: number;
}

/** Per-player, per-category totals over all scorings; `total` equals the VP track. */
export function scoreBreakdown(state: GameState): ScoreBreakdown[] {
  return state.players.map((_, seat) => {
    const byCategory: Record<string, number> = {};
    for (const s of state.scorings) {
      for (const line of s.perPlayer[seat] ?? []) byCategory[line.category] = (byCategory[line.category] ?? 0) + line.vp;
    }
    return { byCategory, total: Object.values(byCategory).reduce((a, b) => a + b, 0) };
  });
}
