import { describe, expect, it } from 'vitest';
import { tableScale } from './tableScale';

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
