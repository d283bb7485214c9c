import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from '../../model/components';
import { COMPANIONS, COMPANION_BY_ID, FOOT_IT_SET, LEISURE_CARDS, NEWS_BY_ID, NEWS_CARDS } from './index';

describe('printed cards', () => {
  it('14 news cards, two per city, unique ids', () => {
    expect(NEWS_CARDS).toHaveLength(14);
    expect(new Set(NEWS_CARDS.map((c) => c.id)).size).toBe(14);
    for (const city of CITY_NAMES) expect(NEWS_CARDS.filter((c) => c.city === city)).toHaveLength(2);
  });

  it('16 travel companions, unique ids', () => {
    expect(COMPANIONS).toHaveLength(16);
    expect(new Set(COMPANIONS.map((c) => c.id)).size).toBe(16);
  });

  it('C36 Alfred Nobel\'s Insight is an orange and a black scantling', () => {
    expect(NEWS_BY_ID.nobel!.insight).toEqual({ scantlings: ['orange', 'black'] });
  });

  it('C37 Otto Lilienthal\'s Insight is a free-scouting token', () => {
    expect(NEWS_BY_ID.lilienthal!.insight).toEqual({ freeScout: true });
  });

  it('C38 the cards printed "Maasburg" belong to the city Maasberg', () => {
    expect(NEWS_CARDS.filter((c) => c.city === 'Maasberg').map((c) => c.personality)).toEqual(['Otto Robert Maier', 'Wilhelm Busch']);
    expect(CITY_NAMES).not.toContain('Maasburg' as never);
  });

  it('C39 Ernst Werner v. Siemens is one card, in Bilshofen', () => {
    const siemens = NEWS_CARDS.filter((c) => c.personality.includes('Siemens'));
    expect(siemens).toHaveLength(1);
    expect(siemens[0]!.city).toBe('Bilshofen');
  });

  it('printed details: Taps gives 7 Thalers, Schreiner Reiner 3 points, Hein Spargel nothing', () => {
    expect(COMPANION_BY_ID.taps!.insight).toEqual({ thalers: 7 });
    expect(COMPANION_BY_ID.taps!.advantage).toBe('feesMinusOne');
    expect(COMPANION_BY_ID.reiner!.insight).toEqual({ footIt: 3 });
    expect(COMPANION_BY_ID.hein!).toMatchObject({ requirement: {}, advantage: null, insight: {} });
  });

  it('foot-it set: 18 cards of values 1–5; leisure: 12 cards in three types', () => {
    expect(FOOT_IT_SET).toHaveLength(18);
    expect(FOOT_IT_SET.every((v) => v >= 1 && v <= 5)).toBe(true);
    expect(Object.values(LEISURE_CARDS).reduce((a, b) => a + b, 0)).toBe(12);
  });
});
