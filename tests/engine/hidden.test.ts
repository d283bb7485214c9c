/**
 * C49 hidden information, as a property: for many states sampled from real games and every
 * seat, a state that differs only in what that seat cannot know (the other hands and every deck
 * reshuffled consistently, every stack reordered, another generator state and seed) gives a
 * deep-equal view. And the view does change with what the seat may know.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { viewFor, type GameState } from '../../shared/engine';
import { seedRng, shuffle } from '../../shared/engine/rng';
import type { RngState } from '../../shared/engine/types';
import { botsFor } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';
import { PLAYER_COLOURS } from '../../shared/model/components';

function sampleStates(games: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const n = 2 + (seed % 3);
    const seats = PLAYER_COLOURS.slice(0, n).map((colour, i) => ({ name: `J${i + 1}`, colour }));
    let k = 0;
    const r = playGame({ seats, seed, startPlayer: seed % n }, botsFor(seed % 2 ? 'mixed' : 'greedy', n, seed), seed, {
      onEvents: (_e, s) => {
        if (k++ % 13 === 0) out.push(s);
      },
    });
    out.push(r.state); // a finished game too
  }
  return out;
}

/** The same game with everything hidden from `seat` changed. */
function reshuffled(state: GameState, seat: number, seed: number): GameState {
  let rng: RngState = seedRng(seed);
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
  const b = state.board;
  return {
    ...state,
    players,
    board: { ...b, landscapeStack: sh(b.landscapeStack), cityStack: sh(b.cityStack), fateStack: sh(b.fateStack) },
    newsStack: sh(state.newsStack),
    companionStack: sh(state.companionStack),
    rng: seedRng(seed ^ 0x9e3779b9),
    setup: state.phase === 'finished' ? state.setup : { ...state.setup, seed: seed >>> 0 },
  };
}

describe('C49 hidden information', () => {
  const states = sampleStates(24);

  it('C49 states that differ only in hidden information give deep-equal views (property)', () => {
    expect(states.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(3), fc.integer({ min: 0, max: 0xffffffff }), (i, s, seed) => {
        const state = states[i]!;
        const seat = s % state.players.length;
        const other = reshuffled(state, seat, seed);
        expect(viewFor(other, seat)).toEqual(viewFor(state, seat));
      }),
      { numRuns: 600 },
    );
  });

  it('C49 the reshuffle really changes the hidden parts (the property has teeth)', () => {
    const mid = states.find((s) => s.phase !== 'finished' && s.players.some((p) => p.deck.length > 3) && s.board.landscapeStack.length > 3)!;
    const other = reshuffled(mid, 0, 12345);
    expect(JSON.stringify(other.board.landscapeStack)).not.toBe(JSON.stringify(mid.board.landscapeStack));
    expect(other.setup.seed).not.toBe(mid.setup.seed);
    expect(JSON.stringify(other.players.map((p) => p.deck))).not.toBe(JSON.stringify(mid.players.map((p) => p.deck)));
  });

  it('C49 the view follows what the seat may know: its own hand, the counts, the seed once the game is over', () => {
    const mid = states.find((s) => s.phase !== 'finished' && s.players[0]!.hand.length > 1)!;
    const ownHand = { ...mid, players: mid.players.map((p, i) => (i === 0 ? { ...p, hand: p.hand.slice(1) } : p)) };
    expect(viewFor(ownHand, 0)).not.toEqual(viewFor(mid, 0));
    const fewer = { ...mid, newsStack: mid.newsStack.slice(1) };
    expect(mid.newsStack.length).toBeGreaterThan(0);
    expect(viewFor(fewer, 1)).not.toEqual(viewFor(mid, 1));
    const done = states.find((s) => s.phase === 'finished')!;
    expect(viewFor(done, 0).setup.seed).toBe(done.setup.seed);
    expect(viewFor(mid, 0).setup.seed).toBeUndefined();
    expect(JSON.stringify(viewFor(mid, 0))).not.toContain('"rng"');
  });
});
