import { describe, expect, it } from 'vitest';
import { legalActions, routesFor, type Action } from '../engine';
import { spaceOf } from '../engine/boardApi';
import { seedRng } from '../engine/rng';
import { turnWithMoves } from './aiTestkit';
import { describeEasy, easyDestination } from './easyReasons';
import { greedyBot } from './greedy';
import { targetValue } from './playoutGreedy';

describe("the easy level's lines name what the greedy rule saw", () => {
  it('a step names the place it heads for: reached through that step at the cost said, of the kind said, wanted by the rule', () => {
    let named = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const state = turnWithMoves(seed, 3, 20 + seed * 7);
      const legal = legalActions(state);
      const [a] = greedyBot.choose(state, legal, seedRng(seed));
      if (a.type !== 'move') continue;
      const reason = describeEasy(state, a, false);
      const dest = easyDestination(state, a);
      if (!dest) {
        expect(reason.key).toMatch(/^ai\.easy\.(step|best)$/);
        continue;
      }
      named++;
      const route = routesFor(state, a.player).find((r) => r.to === dest.to);
      expect(route?.path[1], 'the route goes through the step taken').toBe(a.to);
      expect(reason.params.steps).toBe(route!.points);
      const sp = spaceOf(state.board.placed, dest.to)!;
      // only places with something on them are worth a walk to the rule
      expect(['work', 'leisure', 'townhall', 'hostel', 'inn', 'centre']).toContain(sp.kind);
      expect(reason.key).toBe(`ai.easy.goTo.${sp.kind}${sp.city ? 'City' : ''}`);
      if (sp.city) expect(reason.params.city).toBe(sp.city);
      expect(targetValue(state, a.player, dest.to, state.turn.pointsLeft - route!.points)).toBeGreaterThan(0);
    }
    expect(named, 'some of the positions have a place worth walking to').toBeGreaterThan(3);
  });

  it('a slip says so; a card names its value; the dice stake is the smallest', () => {
    const state = turnWithMoves(5, 2, 40);
    const legal = legalActions(state);
    const seat = legal[0]!.player;
    // a slip names what it does, on a hunch (and claims nothing more)
    expect(describeEasy(state, { player: seat, type: 'playCard', value: 5 }, true)).toEqual({ key: 'ai.easy.whim.playCard', params: { value: 5 } });
    expect(describeEasy(state, { player: seat, type: 'endTurn' }, true)).toEqual({ key: 'ai.easy.whim.endTurn', params: {} });
    expect(describeEasy(state, { player: seat, type: 'diceMode', mode: 'low', bet: 4 }, true)).toEqual({ key: 'ai.easy.whim.stake', params: { bet: 4 } });
    expect(describeEasy(state, { player: seat, type: 'placeWhite', segment: 'surplus' }, true)).toEqual({ key: 'ai.easy.whim.white.surplus', params: {} });
    expect(describeEasy(state, { player: seat, type: 'diceRoll' }, true)).toEqual({ key: 'ai.easy.hunch', params: {} });
    const card: Action = { player: legal[0]!.player, type: 'playCard', value: 3 };
    expect(describeEasy(state, card, false)).toEqual({ key: 'ai.easy.playCard', params: { value: 3 } });
    const stake: Action = { player: legal[0]!.player, type: 'diceMode', mode: 'high', bet: 1 };
    expect(describeEasy(state, stake, false)).toEqual({ key: 'ai.easy.stake', params: { bet: 1 } });
  });
});
