import { describe, expect, it } from 'vitest';
import { appliedScale, tableScale, windowGrowth } from './tableScale';

describe('the table scale', () => {
  it('keeps the chosen size where the window has room for it', () => {
    expect(tableScale(150, 1920, 1080)).toBe(150);
    expect(tableScale(120, 1920, 1080)).toBe(120);
    expect(tableScale(100, 960, 640)).toBe(100);
    expect(tableScale(90, 960, 640)).toBe(90);
  });

  it('lowers a larger size to what the window has room for, never below 100 %', () => {
    expect(tableScale(150, 1280, 800)).toBe(108); // 1280 / 1180
    expect(tableScale(150, 1366, 768)).toBe(106); // 768 / 720
    expect(tableScale(150, 1280, 720)).toBe(100);
    expect(tableScale(125, 960, 640)).toBe(100);
    expect(tableScale(150, 2560, 1440)).toBe(150);
  });
});

describe('growing with a large window', () => {
  it('grows by the smaller ratio to 1920 × 1080, and not at all up to it', () => {
    expect(windowGrowth(1920, 1080)).toBe(1);
    expect(windowGrowth(1280, 800)).toBe(1);
    expect(windowGrowth(2560, 1440)).toBeCloseTo(4 / 3, 10);
    // an ultra-wide screen grows by its height, a tall window by its width
    expect(windowGrowth(3440, 1440)).toBeCloseTo(4 / 3, 10);
    expect(windowGrowth(2560, 1080)).toBe(1);
    expect(windowGrowth(2400, 2000)).toBeCloseTo(1.25, 10);
    // a window not yet measured
    expect(windowGrowth(0, 0)).toBe(1);
    expect(windowGrowth(Number.NaN, 1440)).toBe(1);
  });

  it('a 2560 × 1440 window shows every screen, the table too, as a 1920 × 1080 one at a third larger', () => {
    const big = { width: 2560, height: 1440 };
    expect(appliedScale({ chosen: 100, grow: true, ...big, atTable: true })).toBe(133);
    expect(appliedScale({ chosen: 100, grow: true, ...big, atTable: false })).toBe(133);
    expect(appliedScale({ chosen: 90, grow: true, ...big, atTable: true })).toBe(120);
    // the largest chosen size still fits the table's room there (2560 / 1180, 1440 / 720: 200 %)
    expect(appliedScale({ chosen: 150, grow: true, ...big, atTable: true })).toBe(200);
    expect(appliedScale({ chosen: 150, grow: true, width: 3840, height: 2160, atTable: true })).toBe(300);
  });

  it('with the setting off, or in a window up to 1920 × 1080, the chosen size as before', () => {
    expect(appliedScale({ chosen: 100, grow: false, width: 2560, height: 1440, atTable: true })).toBe(100);
    expect(appliedScale({ chosen: 150, grow: false, width: 2560, height: 1440, atTable: false })).toBe(150);
    expect(appliedScale({ chosen: 100, grow: true, width: 1920, height: 1080, atTable: true })).toBe(100);
    expect(appliedScale({ chosen: 150, grow: true, width: 1280, height: 800, atTable: true })).toBe(108);
    expect(appliedScale({ chosen: 150, grow: true, width: 1280, height: 800, atTable: false })).toBe(150);
  });
});
