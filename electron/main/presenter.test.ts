import { describe, expect, it } from 'vitest';
import { positionWhere } from '../../shared/ai/aiTestkit';
import { applyAction, createGame, legalActions, type GameState } from '../../shared/engine';
import { PLAYER_COLOURS } from '../../shared/model/components';
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

  it('each line carries the journeyman it tells of: a year end scores every one under their own piece, the new year under none', () => {
    // a seeded game played by first choices up to the turn that ends year 1
    const created = createGame({ seats: PLAYER_COLOURS.slice(0, 3).map((colour, i) => ({ name: `J${i + 1}`, colour })), seed: 5, startPlayer: 0 });
    if (!created.ok) throw new Error('no game');
    let state: GameState = created.state;
    for (let guard = 0; guard < 5000; guard++) {
      const legal = legalActions(state);
      const a = legal.find((x) => x.type === 'endTurn') ?? legal[legal.length - 1]!;
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      if (r.events.some((e) => e.type === 'yearStarted')) {
        const lines = logLines(r.events, state, r.state, a.player, null);
        const scored = lines.filter((l) => l.msg.key.includes('.scored'));
        expect(scored.map((l) => l.seat)).toEqual([0, 1, 2]);
        const year = lines.find((l) => l.msg.key.endsWith('.yearStarted'));
        expect(year).toBeDefined();
        expect(year!.seat).toBeUndefined();
        return;
      }
      state = r.state;
    }
    throw new Error('year 1 never ended');
  });
});
