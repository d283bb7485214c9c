import { describe, expect, it } from 'vitest';
import { SCANTLING_SUPPLY, TOTAL_SCANTLINGS, CITY_NAMES, SEGMENTS } from './components';

describe('component counts', () => {
  it('the scantling supply adds up to the printed 200', () => {
    expect(Object.values(SCANTLING_SUPPLY).reduce((a, b) => a + b, 0)).toBe(TOTAL_SCANTLINGS);
  });
  it('seven cities and five tally-stick segments', () => {
    expect(CITY_NAMES).toHaveLength(7);
    expect(SEGMENTS).toEqual(['kk', 'red', 'blue', 'green', 'yellow']);
  });
});
