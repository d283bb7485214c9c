import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '../model/components';
import { applyAction, createGame, hashState, legalActions, replay, type Action, type GameState } from './index';
import { nextInt, seedRng } from './rng';
import type { RngState } from './types';

export function randomGame(seed: number, n: number): { state: GameState; actions: Action[]; errors: string[] } {
  const seats = PLAYER_COLOURS.slice(0, n).map((colour, i) => ({ name: `J${i + 1}`, colour }));
  const created = createGame({ seats, seed, startPlayer: seed % n });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  let rng: RngState = seedRng(seed ^ 0xabcdef);
  const actions: Action[] = [];
  const errors: string[] = [];
  while (state.phase !== 'finished' && actions.length < 20000) {
    const legal = legalActions(state);
    if (legal.length === 0) {
      errors.push(`no legal action (top ${JSON.stringify(state.pending[state.pending.length - 1])})`);
      break;
    }
    const [i, r] = nextInt(rng, legal.length);
    rng = r;
    const a = legal[i] as Action;
    const res = applyAction(state, a);
    if (!res.ok) {
      errors.push(`${JSON.stringify(a)} -> ${res.error.code} ${res.error.message}`);
      break;
    }
    state = res.state;
    actions.push(a);
  }
  return { state, actions, errors };
}

describe('random playouts', () => {
  it('200 seeded 2–4 player games finish without errors', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const g = randomGame(seed, 2 + (seed % 3));
      expect(g.errors, `seed ${seed}`).toEqual([]);
      expect(g.state.phase).toBe('finished');
      expect(g.state.scorings.length).toBe(4);
    }
  });

  it('C40 replay of a record gives the identical state', () => {
    const g = randomGame(77, 4);
    const r = replay({ format: 'auf-der-walz-record', engineVersion: g.state.engineVersion, setup: g.state.setup, actions: g.actions });
    expect(r.ok).toBe(true);
    if (r.ok) expect(hashState(r.state)).toBe(hashState(g.state));
    const again = randomGame(77, 4);
    expect(hashState(again.state)).toBe(hashState(g.state));
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
  });
});
