/**
 * Test helper for the flow tests: a game on the small built-in board (miniBoard.ts) with
 * given positions, hands and pieces, and an `act` that applies an action or throws.
 * Space ids on the mini board: `${pieceIndex}:${local}`; pieces 1 and 2 are the start tiles.
 */
import { PLAYER_COLOURS } from '../model/components';
import type { PlacedPiece } from '../model/board';
import type { Action } from './actions';
import { applyAction } from './apply';
import { setBoardProvider } from './boardApi';
import { createMiniBoard } from './miniBoard';
import { nextInt, rollDie } from './rng';
import { createGame } from './setup';
import { updatePlayer } from './stateOps';
import type { GameEvent, GameState, PlayerState, RngState } from './types';

export const MINI = createMiniBoard();

/** Pieces 3 (Neustadt, off start tile 1) and 4 (Bilshofen, off start tile 2). */
export function withCities(placed: readonly PlacedPiece[]): PlacedPiece[] {
  return [...placed, { pieceId: 'mini-city-Neustadt', at: { q: 1, r: 3 }, rotation: 0 }, { pieceId: 'mini-city-Bilshofen', at: { q: 2, r: 4 }, rotation: 0 }];
}

export interface FlowOptions {
  readonly players?: number;
  readonly cities?: boolean;
  readonly patch?: (s: GameState) => GameState;
  /** Rules version (default: the current one). */
  readonly engineVersion?: number;
}

export function flowGame(opts: FlowOptions = {}): GameState {
  setBoardProvider(MINI);
  const n = opts.players ?? 2;
  const seats = PLAYER_COLOURS.slice(0, n).map((colour, i) => ({ name: ['Marion', 'Angelika', 'Tanja', 'Jim'][i] ?? 'X', colour }));
  const r = createGame({ seats, seed: 42, startPlayer: 0 }, { engineVersion: opts.engineVersion });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  if (opts.cities) {
    const placed = withCities(s.board.placed);
    s = { ...s, board: { ...s.board, placed, cityStack: s.board.cityStack.filter((c) => !c.endsWith('Neustadt') && !c.endsWith('Bilshofen')) } };
  }
  return opts.patch ? opts.patch(s) : s;
}

export function setPlayer(s: GameState, seat: number, patch: Partial<PlayerState>): GameState {
  return updatePlayer(s, seat, patch);
}

/** Seat 0 has played a card and holds `points` foot-it points at `position`. */
export function onTurn(s: GameState, position: string, points: number, seat = 0): GameState {
  const t = updatePlayer(s, seat, { position });
  return { ...t, turn: { player: seat, pointsLeft: points, cardsPlayed: 1, extended: false, used: [] }, pending: [{ kind: 'turn' }] };
}

export function act(s: GameState, a: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** A generator state whose next die roll is `face`. */
export function rngRolling(face: number): RngState {
  for (let seed = 1; ; seed++) {
    const rng: RngState = { s: [seed, seed * 7 + 1, seed * 13 + 5, 99] };
    if (rollDie(rng)[0] === face) return rng;
  }
}

/** A generator state whose next dice rolls are `faces` in order. */
export function rngRollingSeq(faces: readonly number[]): RngState {
  for (let seed = 1; seed < 5_000_000; seed++) {
    const rng: RngState = { s: [seed, seed * 7 + 1, seed * 13 + 5, 99] };
    let r = rng;
    let ok = true;
    for (const f of faces) {
      const [v, n] = rollDie(r);
      r = n;
      if (v !== f) {
        ok = false;
        break;
      }
    }
    if (ok) return rng;
  }
  throw new Error('no rng found');
}

export { nextInt };
