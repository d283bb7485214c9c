/**
 * The statistics screen's small pure helpers: the order of a finished game's seats and of
 * its scoring categories, how long was played and how a seat is named, in the player's words.
 * No Vue here; the message function is passed in (as in saveLabels.ts), so tests can fake it.
 */
import type { GameStatsRecord } from '../../../../shared/ipc/contract';

type T = (key: string, named?: Record<string, unknown>) => string;

/** The order of the scoring categories in the breakdown (the rulebook's order). */
export const CATEGORY_ORDER = ['lockedKK', 'lockedRed', 'lockedBlue', 'lockedGreen', 'lockedYellow', 'looseScantlings', 'landscapeWork', 'cityWork', 'surplus', 'leisure', 'book', 'specialMarkers', 'earring', 'money', 'meetings'];

/**
 * Seats of a game with their seat index: the winners the record names first (a tie on points
 * is decided by Thalers, C35), then by points, then by Thalers, then by seat.
 */
export function standings(g: GameStatsRecord) {
  return g.players
    .map((p, seat) => ({ ...p, seat, won: g.winners.includes(seat) }))
    .sort((a, b) => Number(b.won) - Number(a.won) || b.score - a.score || b.thalers - a.thalers || a.seat - b.seat);
}

export function categoriesOf(g: GameStatsRecord): string[] {
  const seen = new Set(g.players.flatMap((p) => Object.keys(p.byCategory)));
  const known = CATEGORY_ORDER.filter((c) => seen.has(c));
  return [...known, ...[...seen].filter((c) => !CATEGORY_ORDER.includes(c)).sort()];
}

export function duration(t: T, minutes: number): string {
  if (minutes < 1) return t('stats.underMinute');
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  return h > 0 ? t('stats.hoursMinutes', { h, m: total % 60 }) : t('stats.minutes', { m: total });
}

/** A person by name; a computer seat by name and level, worded as on the table ("Kaspar · computer, hard"). */
export const seatLabel = (t: T, p: { name: string; kind: string; level: string | null }) =>
  p.kind === 'computer' && p.level ? `${p.name} · ${t('tableUi.control.computer', { level: t(`tableUi.level.${p.level}`) })}` : p.name;
