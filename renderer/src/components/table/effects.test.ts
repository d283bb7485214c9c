import { describe, expect, it } from 'vitest';
import { COMPANION_BY_ID, NEWS_BY_ID, NEWS_CARDS } from '../../../../shared/data/cards';
import { FATE_TILES, fixed, rolled } from '../../../../shared/data/pieces';
import { dieTable, fixedWageGlyphs, requirementGlyphs, rewardGlyphs } from './effects';

describe('card faces: data to icon rows', () => {
  it('a reward lists money, scantlings in order, then either/or and extras', () => {
    expect(rewardGlyphs(NEWS_BY_ID.siemens!.reward)).toEqual([{ kind: 'thalers', n: 3 }, { kind: 'oneOf', colours: ['orange', 'black'] }]);
    expect(rewardGlyphs(NEWS_BY_ID.benz!.insight)).toEqual([{ kind: 'thalers', n: 2 }, { kind: 'footIt', n: 2 }]);
    expect(rewardGlyphs(NEWS_BY_ID.nobel!.insight)).toEqual([{ kind: 'scantling', colour: 'orange' }, { kind: 'scantling', colour: 'black' }]);
    expect(rewardGlyphs(NEWS_BY_ID.strauss!.reward)).toEqual([{ kind: 'rollThalers' }]);
    expect(rewardGlyphs(NEWS_BY_ID.lilienthal!.insight)).toEqual([{ kind: 'scout' }]);
    expect(rewardGlyphs(COMPANION_BY_ID.hein!.insight)).toEqual([{ kind: 'none' }]);
  });

  it('a requirement is a payment, a rolled payment or a scantling to give up; none when empty', () => {
    expect(requirementGlyphs(NEWS_BY_ID.bismarck!.requirement)).toEqual([{ kind: 'pay', n: 3 }]);
    expect(requirementGlyphs(NEWS_BY_ID.busch!.requirement)).toEqual([{ kind: 'payRoll' }]);
    expect(requirementGlyphs(COMPANION_BY_ID.gunnar!.requirement)).toEqual([{ kind: 'remove', colours: ['orange', 'black'] }]);
    expect(requirementGlyphs(NEWS_BY_ID.fein!.requirement)).toEqual([{ kind: 'none' }]);
  });

  it('every news card face shows at least one glyph in each of its three rows', () => {
    for (const c of NEWS_CARDS) for (const g of [rewardGlyphs(c.reward), requirementGlyphs(c.requirement), rewardGlyphs(c.insight)]) expect(g.length).toBeGreaterThan(0);
  });

  it('wages: a fixed wage is Thalers plus its scantling; a rolled one groups equal faces', () => {
    expect(fixedWageGlyphs(fixed(4, 'green') as never)).toEqual([{ kind: 'thalers', n: 4 }, { kind: 'scantling', colour: 'green' }]);
    expect(fixedWageGlyphs(fixed(2) as never)).toEqual([{ kind: 'thalers', n: 2 }]);
    expect(dieTable(rolled('yybbgg') as never)).toEqual([{ from: 1, to: 2, colour: 'yellow' }, { from: 3, to: 4, colour: 'blue' }, { from: 5, to: 6, colour: 'green' }]);
    expect(dieTable(rolled('oo-k--') as never)).toEqual([{ from: 1, to: 2, colour: 'orange' }, { from: 3, to: 3, colour: null }, { from: 4, to: 4, colour: 'black' }, { from: 5, to: 6, colour: null }]);
    for (const w of FATE_TILES) if (w.kind === 'rolled') expect(dieTable(w).reduce((n, r) => n + r.to - r.from + 1, 0)).toBe(6);
  });
});
