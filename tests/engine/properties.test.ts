/**
 * Property tests over complete games: seeded games played to the end by random legal
 * actions, with the invariants checked after every action (scantlings conserved, 7 marker
 * pieces per colour, money never negative, VP track = sum of the scoring breakdowns),
 * replay of the record equal to the final state, applyAction never throwing and never
 * mutating its input, illegal actions refused with the state unchanged.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, hashState, legalActions, type Action } from '../../shared/engine';
import { randomBot, type Bot } from '../../shared/ai/bot';
import { botsFor } from '../../shared/ai';
import { playGame, replayMatches } from '../../shared/sim/playout';
import type { GameSetup } from '../../shared/engine/types';
import { PLAYER_COLOURS } from '../../shared/model/components';

const GAMES = Number(process.env.WALZ_PROPERTY_GAMES ?? 2000);

function setupFor(seed: number): GameSetup {
  const players = 2 + (seed % 3);
  return {
    seats: Array.from({ length: players }, (_, i) => ({ name: `J${i + 1}`, colour: PLAYER_COLOURS[i]! })),
    seed,
    startPlayer: seed % players,
  };
}

/**
 * Plays seeded games 1..games with invariants checked after every action and an illegal action
 * probed every `probeEvery` actions; every `replayEvery`-th game is replayed from its record.
 * Returns the failures (at most 5).
 */
function checkedGames(games: number, botsOf: (setup: GameSetup, seed: number) => Bot[], probeEvery: number, replayEvery: number): string[] {
  const failures: string[] = [];
  for (let seed = 1; seed <= games && failures.length < 5; seed++) {
    const setup = setupFor(seed);
    const result = playGame(setup, botsOf(setup, seed), seed, { checkInvariants: true, probeIllegalEvery: probeEvery });
    if (result.breaches.length > 0) failures.push(`seed ${seed}: ${result.breaches.slice(0, 3).join('; ')}`);
    else if (result.stalled) failures.push(`seed ${seed}: stalled after ${result.record.actions.length} actions`);
    else if (seed % replayEvery === 0 && !replayMatches(result.record, result.state)) failures.push(`seed ${seed}: replay differs`);
  }
  return failures;
}

describe('complete random games (property)', () => {
  it(`C40 ${GAMES} seeded games end, keep every invariant after every action, and replay exactly`, () => {
    expect(checkedGames(GAMES, () => [randomBot], 97, 10)).toEqual([]);
  });

  it('C40 seeded games of greedy and mixed tables (inns, companions, cities sought out) keep every invariant and replay exactly', () => {
    const tables = (setup: GameSetup, seed: number) => botsFor(seed % 2 === 0 ? 'greedy' : 'mixed', setup.seats.length, seed);
    expect(checkedGames(GAMES / 8, tables, 89, 5)).toEqual([]);
  });

  it('applyAction never throws on arbitrary input and leaves the state untouched', () => {
    const created = createGame(setupFor(7));
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const before = hashState(state);
    const frozen = JSON.stringify(state);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = applyAction(state, junk as Action);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(typeof r.error.code).toBe('string');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.record({ player: fc.integer({ min: -2, max: 6 }), type: fc.constantFrom(...new Set(legalActions(state).map((a) => a.type)), 'move', 'scout', 'endTurn', 'diceMode', 'bogus') }, { requiredKeys: [] }), (a) => {
        applyAction(state, a as Action);
      }),
      { numRuns: 2000 },
    );
    expect(hashState(state)).toBe(before);
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('every legal action of a mid-game state applies; the old state stays equal', () => {
    const mid = playGame(setupFor(11), [randomBot], 11, { maxActions: 150 }).state;
    const before = JSON.stringify(mid);
    for (const a of legalActions(mid)) expect(applyAction(mid, a).ok).toBe(true);
    expect(JSON.stringify(mid)).toBe(before);
  });
});
