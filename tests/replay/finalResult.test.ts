import { describe, expect, it } from 'vitest';
import { finalResult } from '../../electron/main/replay/finalResult';

describe('finalResult (which C35 rule decided)', () => {
  it('C35: most VP alone decides', () => {
    expect(finalResult([{ vp: 40, thalers: 3 }, { vp: 38, thalers: 30 }], [0])).toEqual({ winners: [0], decidedBy: 'vp', tied: [0] });
  });
  it('C35: a VP tie decided by Thalers', () => {
    expect(finalResult([{ vp: 40, thalers: 3 }, { vp: 40, thalers: 9 }, { vp: 12, thalers: 50 }], [1])).toEqual({ winners: [1], decidedBy: 'thalers', tied: [0, 1] });
  });
  it('C35: still tied, a shared win', () => {
    expect(finalResult([{ vp: 40, thalers: 9 }, { vp: 40, thalers: 9 }, { vp: 40, thalers: 2 }], [0, 1])).toEqual({ winners: [0, 1], decidedBy: 'shared', tied: [0, 1, 2] });
  });
  it('no winners yet: no result', () => {
    expect(finalResult([{ vp: 1, thalers: 1 }], [])).toBe(null);
  });
});
