/**
 * Small immutable-update helpers shared by the engine modules. They copy only what changes.
 */
import type { GameEvent, GameState, PlayerState } from './types';

/** A state change plus the domain events it caused. */
export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export function updatePlayer(
  state: GameState,
  seat: number,
  change: Partial<PlayerState> | ((p: PlayerState) => Partial<PlayerState>),
): GameState {
  const current = state.players[seat];
  if (!current) throw new RangeError(`no seat ${seat}`);
  const patch = typeof change === 'function' ? change(current) : change;
  const players = state.players.slice();
  players[seat] = { ...current, ...patch };
  return { ...state, players };
}

export function player(state: GameState, seat: number): PlayerState {
  const p = state.players[seat];
  if (!p) throw new RangeError(`no seat ${seat}`);
  return p;
}

/** A copy of `players` with seat `seat` replaced (for one-copy updates of player and state together). */
export function withPlayer(players: readonly PlayerState[], seat: number, p: PlayerState): PlayerState[] {
  const out = players.slice();
  out[seat] = p;
  return out;
}
