import { describe, expect, it } from 'vitest';
import { FOOT_IT_SET } from '../data/cards';
import { legalActions, viewFor, type GameState } from '../engine';
import { seedRng, shuffle } from '../engine/rng';
import type { RngState } from '../engine/types';
import { positionWhere, turnWithMoves } from './aiTestkit';
import { decide, type AiLevel } from './decide';
import { determinize, without } from './determinize';

const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

/** The same game with everything `seat` cannot see redrawn: other hands, all decks, stack orders, generator, seed. */
export function reshuffleHidden(state: GameState, seat: number, salt: number): GameState {
  let rng: RngState = seedRng(salt);
  const sh = <T>(xs: readonly T[]): T[] => {
    const [out, next] = shuffle(rng, xs);
    rng = next;
    return out;
  };
  const players = state.players.map((p, i) => {
    if (i === seat) return { ...p, deck: sh(p.deck) };
    const pool = sh([...p.hand, ...p.deck]);
    return { ...p, hand: pool.slice(0, p.hand.length), deck: pool.slice(p.hand.length) };
  });
  return {
    ...state,
    setup: { ...state.setup, seed: (state.setup.seed + 977 * salt) >>> 0 },
    rng: seedRng(salt * 7 + 1),
    players,
    board: { ...state.board, landscapeStack: sh(state.board.landscapeStack), cityStack: sh(state.board.cityStack), fateStack: sh(state.board.fateStack) },
    newsStack: sh(state.newsStack),
    companionStack: sh(state.companionStack),
  };
}

/** A view without the fields that may legitimately differ between equal information (the seed, while views still carry it). */
function publicPart(v: unknown): unknown {
  const o = JSON.parse(JSON.stringify(v)) as { setup?: { seed?: number } };
  if (o.setup) delete o.setup.seed;
  return o;
}

describe('determinize', () => {
  const positions: GameState[] = [turnWithMoves(3, 4, 60), turnWithMoves(8, 3, 250), turnWithMoves(11, 2, 180), positionWhere(5, 4, (l) => l.some((a) => a.type === 'useSpace'), 30)];

  it('builds a state whose view for the seat is exactly the view it came from', () => {
    for (const state of positions) {
      const seat = legalActions(state)[0]!.player;
      const view = viewFor(state, seat);
      for (let k = 0; k < 5; k++) {
        const { state: det } = determinize(view, seedRng(100 + k), seat);
        expect(publicPart(viewFor(det, seat))).toEqual(publicPart(view));
        expect(legalActions(det)).toEqual(legalActions(state));
      }
    }
  });

  it('redraws only what is unseen: foot-it cards add up to the printed set, stacks hold no public piece', () => {
    for (const state of positions) {
      const seat = legalActions(state)[0]!.player;
      const view = viewFor(state, seat);
      const { state: det } = determinize(view, seedRng(7), seat);
      det.players.forEach((p, i) => {
        const real = state.players[i]!;
        expect(p.hand.length).toBe(real.hand.length);
        expect(p.deck.length).toBe(real.deck.length);
        const full = real.oneDayCard ? FOOT_IT_SET : [...FOOT_IT_SET, 5];
        expect(sorted([...p.hand, ...p.deck, ...p.discard])).toEqual(sorted(full));
        if (i === seat) expect(p.hand).toEqual(real.hand);
      });
      const placed = new Set(state.board.placed.map((p) => p.pieceId));
      for (const id of [...det.board.landscapeStack, ...det.board.cityStack]) expect(placed.has(id)).toBe(false);
      expect(sorted(det.board.landscapeStack.map((x) => x.length))).toHaveLength(state.board.landscapeStack.length);
      expect(new Set(det.board.landscapeStack)).toEqual(new Set(state.board.landscapeStack));
      expect(new Set(det.board.cityStack)).toEqual(new Set(state.board.cityStack));
      expect(sorted(det.board.fateStack)).toEqual(sorted(state.board.fateStack));
      expect(det.newsStack).toHaveLength(state.newsStack.length);
      expect(det.companionStack).toHaveLength(state.companionStack.length);
    }
  });

  it('draws differently with another generator, and the same with the same one', () => {
    const state = positions[0]!;
    const seat = legalActions(state)[0]!.player;
    const view = viewFor(state, seat);
    const a = determinize(view, seedRng(1), seat).state;
    const b = determinize(view, seedRng(1), seat).state;
    const c = determinize(view, seedRng(2), seat).state;
    expect(b).toEqual(a);
    expect(c.board.landscapeStack).not.toEqual(a.board.landscapeStack);
    expect(c.rng).not.toEqual(a.rng);
  });

  it('never uses the game seed or generator of the view', () => {
    const state = positions[1]!;
    const seat = legalActions(state)[0]!.player;
    const view = viewFor(state, seat);
    const det = determinize(view, seedRng(9), seat).state;
    const other = determinize({ ...view, setup: { ...view.setup, seed: 123 }, ...({ rng: { s: [5, 6, 7, 8] } } as object) }, seedRng(9), seat).state;
    expect(other).toEqual(det);
  });

  it('without() removes one copy per item', () => {
    expect(without([1, 1, 2, 3], [1, 3, 4])).toEqual([1, 2]);
  });
});

describe('fair play: a decision depends only on what the seat can see', () => {
  const cases: { level: AiLevel; iterations?: number }[] = [{ level: 'easy' }, { level: 'medium', iterations: 40 }, { level: 'hard', iterations: 60 }];
  const states = [turnWithMoves(3, 4, 60), turnWithMoves(14, 2, 150), positionWhere(6, 3, (l) => l.some((a) => a.type === 'playCard'), 200)];
  for (const { level, iterations } of cases) {
    it(`${level}: the same decision and reason for two games that differ only in hidden cards, stacks, generator and seed`, () => {
      for (const state of states) {
        const legal = legalActions(state);
        const seat = legal[0]!.player;
        for (const salt of [1, 2]) {
          const other = reshuffleHidden(state, seat, salt);
          expect(other).not.toEqual(state);
          expect(publicPart(viewFor(other, seat))).toEqual(publicPart(viewFor(state, seat)));
          const a = decide(viewFor(state, seat), legal, { level, seed: 42, iterations });
          const b = decide(viewFor(other, seat), legalActions(other), { level, seed: 42, iterations });
          expect(b.action).toEqual(a.action);
          expect(b.reason).toEqual(a.reason);
        }
      }
    });
  }
});
