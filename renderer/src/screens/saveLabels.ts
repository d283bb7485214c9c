/** How far a saved game has come, in the player's words (the save's header keeps the year 0..9). */
type T = (key: string, named?: Record<string, unknown>) => string;

export function yearLabel(t: T, year: number, finished = false): string {
  if (finished) return t('load.over');
  if (year <= 0) return t('load.setUp');
  if (year >= 4) return t('load.oneDay');
  return t('load.yearOf', { year });
}
