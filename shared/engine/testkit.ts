/**
 * Test helper: a hand-built GameState for unit tests of the economy modules, independent of
 * setup. Not used by the engine itself.
 */
import { PLAYER_COLOURS, SCANTLING_SUPPLY, SEGMENTS, STENZ_CARDS } from '../model/components';
import { seedRng } from './rng';
import { initialPlayer } from './setup';
import { ENGINE_VERSION, type GameState, type PlayerState } from './types';

export function testPlayer(i: number, patch: Partial<PlayerState> = {}): PlayerState {
  return { ...initialPlayer({ name: `P${i + 1}`, colour: PLAYER_COLOURS[i] ?? 'red' }, 'home', [1, 2, 3]), ...patch };
}

export function testState(players = 2, patch: Partial<GameState> = {}): GameState {
  const ps = Array.from({ length: players }, (_, i) => testPlayer(i));
  return {
    engineVersion: ENGINE_VERSION,
    setup: { seats: ps.map((p) => ({ name: p.name, colour: p.colour })), seed: 1, startPlayer: 0 },
    rng: seedRng(1),
    phase: 'playing',
    year: 1,
    startPlayer: 0,
    players: ps,
    turn: { player: 0, pointsLeft: 0, cardsPlayed: 0, extended: false, used: [] },
    pending: [{ kind: 'playCard' }],
    board: { placed: [], landscapeStack: [], cityStack: [], fate: {}, fateStack: [], scheniegelei: {}, leisureMarkers: {}, townSealMarkers: {} },
    newsStack: [],
    personalities: {},
    companionStack: [],
    leisureStacks: { drawing: 4, writing: 4, music: 4 },
    scantlingSupply: { ...SCANTLING_SUPPLY, orange: SCANTLING_SUPPLY.orange - players, black: SCANTLING_SUPPLY.black - players },
    scantlingsSpent: 0,
    specialMarkersLeft: [...SEGMENTS],
    stenzLeft: STENZ_CARDS,
    hat: 0,
    dice: null,
    scorings: [],
    actionCount: 0,
    winners: [],
    ...patch,
  };
}
