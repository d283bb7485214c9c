import { describe, expect, it } from 'vitest';
import { median, percentile, round1 } from './benchStats';

describe('bench figures', () => {
  it('median: the middle value, the mean of the two middle ones for an even count, order-free', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('percentile: linear between the closest ranks, the ends are the min and max', () => {
    const xs = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
    expect(percentile(xs, 0)).toBe(10);
    expect(percentile(xs, 100)).toBe(110);
    expect(percentile(xs, 95)).toBeCloseTo(105, 10);
    expect(percentile([1, 2], 95)).toBeCloseTo(1.95, 10);
    expect(percentile(xs, 50)).toBe(median(xs));
    expect(() => percentile(xs, 101)).toThrow(RangeError);
  });

  it('does not reorder the caller’s samples', () => {
    const xs = [3, 1, 2];
    percentile(xs, 50);
    expect(xs).toEqual([3, 1, 2]);
    expect(round1(1.26)).toBe(1.3);
  });
});
