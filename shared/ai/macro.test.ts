/**
 * The search's walks (macro.ts): a walk arm is played to its destination, Schreiner Reiner's jump
 * on the way included (C43), so that the search weighs the walk it names and a computer's line
 * ("walks 3 foot-it points to …") says where it really goes.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, routesFor, type GameState } from '../engine';
import type { PlayerState } from '../engine/types';
import { findState } from '../decisions/testScenarios';
import { applyArm, armsFor } from './macro';

/** Mid-game turns with Schreiner Reiner along and points to walk: the walks that jump on the way. */
function jumpWalks(): { state: GameState; dest: string; points: number }[] {
  const out: { state: GameState; dest: string; points: number }[] = [];
  for (let seedFrom = 0; seedFrom < 3 && out.length < 6; seedFrom++) {
    findState((s) => {
      if (out.length >= 6 || s.phase !== 'playing' || s.pending.at(-1)?.kind !== 'turn' || s.turn.cardsPlayed === 0 || s.engineVersion < 2) return false;
      const seat = s.turn.player;
      const players = s.players.slice();
      players[seat] = { ...(players[seat] as PlayerState), companion: { id: 'reiner', fresh: false } };
      const state = { ...s, players, turn: { ...s.turn, pointsLeft: 5 } };
      const r = routesFor(state, seat).find((x) => x.jump && x.jump.index >= 2);
      if (r) out.push({ state, dest: r.to, points: r.points });
      return false;
    }, 12 + seedFrom * 12);
  }
  return out;
}

describe('walk arms', () => {
  it('C43 a walk whose route jumps over a hexagonal space on the way is played to its end, the jump as a jump', () => {
    const walks = jumpWalks();
    expect(walks.length).toBeGreaterThan(0);
    for (const w of walks) {
      const arm = armsFor(w.state, legalActions(w.state)).find((a) => a.dest === w.dest);
      expect(arm?.jump, w.dest).toBeDefined();
      const r = applyArm(w.state, arm!);
      expect(r).not.toBeNull();
      const jumps = r!.actions.filter((a) => a.type === 'move' && a.via !== undefined);
      expect(jumps, w.dest).toHaveLength(1);
      const seat = w.state.turn.player;
      // arrived, with the route's points spent (unless the turn ended on the way, at a meeting)
      if (r!.turnEnds === 0) {
        expect(r!.state.players[seat]!.position, w.dest).toBe(w.dest);
        expect(w.state.turn.pointsLeft - r!.state.turn.pointsLeft).toBe(w.points);
      }
    }
  });
});
