/** Summary figures of a bench's samples (pure; unit-tested in benchStats.test.ts). */

/** The median (mean of the two middle values for an even count); NaN for no samples. */
export function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/**
 * The p-th percentile (0–100) by linear interpolation between the closest ranks (the same
 * definition as numpy's default and a spreadsheet's PERCENTILE.INC); NaN for no samples.
 */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const s = [...xs].sort((a, b) => a - b);
  const rank = (p / 100) * (s.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return s[lo]! + (s[hi]! - s[lo]!) * (rank - lo);
}

/** Rounded to one decimal (figures printed by the benches). */
export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
