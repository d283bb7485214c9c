import { describe, expect, it } from 'vitest';
import { positionWhere } from '../../shared/ai/aiTestkit';
import { applyAction, legalActions } from '../../shared/engine';
import { spaceOf } from '../../shared/engine/boardApi';
import { logLines } from './presenter';

describe('the log of a computer move', () => {
  it("the reason goes with the line of the move itself, not with what follows it (the work, the end of the turn)", () => {
    // a step onto a work space: the step, the wage, the work and the end of the turn are all told
    const isWork = (s: Parameters<typeof spaceOf>[0], to: string) => spaceOf(s, to)?.kind === 'work';
    const state = positionWhere(11, 2, (legal, s) => legal.some((a) => a.type === 'move' && isWork(s.board.placed, a.to)), 10);
    const step = legalActions(state).find((a) => a.type === 'move' && isWork(state.board.placed, a.to))!;
    const r = applyAction(state, step);
    if (!r.ok) throw new Error(r.error.message);
    const reason = { key: 'ai.easy.goTo.work', params: { steps: 1 } };
    const lines = logLines(r.events, state, r.state, step.player, reason);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]!.msg.key).toMatch(/moved|step/i);
    expect(lines[0]!.reason).toEqual(reason);
    for (const l of lines.slice(1)) expect(l.reason).toBeUndefined();
  });

  it('an action that tells nothing of its own still shows its reason, as a line of its own', () => {
    expect(logLines([], null, positionWhere(3, 2, () => true), 1, { key: 'ai.forced', params: {} })).toEqual([{ msg: { key: 'ai.forced', params: {} }, seat: 1 }]);
  });
});
