import { describe, expect, it } from 'vitest';
import { RecentMemo } from './recentMemo';

describe('RecentMemo', () => {
  it('answers by identity, newest first, and forgets the oldest beyond its capacity', () => {
    const memo = new RecentMemo<object, string>(3);
    const keys = [{}, {}, {}, {}];
    keys.forEach((k, i) => memo.set(k, `v${i}`));
    expect(memo.get(keys[0]!)).toBeUndefined(); // pushed out by the fourth
    expect(memo.get(keys[1]!)).toBe('v1');
    expect(memo.get(keys[3]!)).toBe('v3');
    expect(memo.get({})).toBeUndefined(); // an equal object is not the same key
  });

  it('find returns the newest matching entry', () => {
    const memo = new RecentMemo<{ n: number }, string>(4);
    memo.set({ n: 1 }, 'old');
    memo.set({ n: 1 }, 'new');
    memo.set({ n: 2 }, 'other');
    expect(memo.find((k) => k.n === 1)).toBe('new');
    expect(memo.find((k) => k.n === 9)).toBeUndefined();
  });

  it('a kept key never falls out, and find sees it after the recent entries', () => {
    const kept = { n: 0 };
    const memo = new RecentMemo<{ n: number }, string>(2, kept);
    expect(memo.get(kept)).toBeUndefined();
    memo.set(kept, 'start');
    for (let i = 1; i <= 5; i++) memo.set({ n: i }, `v${i}`);
    expect(memo.get(kept)).toBe('start');
    expect(memo.find((k) => k.n === 0)).toBe('start');
    expect(memo.find((k) => k.n >= 0)).toBe('v5'); // the recent ones first
  });

  it('refuses a capacity below one', () => {
    expect(() => new RecentMemo(0)).toThrow(RangeError);
  });
});
