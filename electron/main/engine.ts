/**
 * The single adapter between the desktop shell and the rules engine (shared/engine).
 * Everything in electron/main talks to the engine through `EngineApi`; only this file knows
 * where the engine lives, so the shell never depends on engine internals.
 */
import * as engine from '../../shared/engine/index';
import { ENGINE_VERSION, type EngineError, type GameEvent, type GameSetup, type GameState } from '../../shared/engine/types';

export type { EngineError, GameEvent, GameSetup, GameState };

/** An action as the engine lists and accepts it: plain data naming the seat and the type. */
export interface EngineAction {
  readonly player: number;
  readonly type: string;
  readonly [key: string]: unknown;
}

/** A reachable destination as the engine computes it (derived data for the board). */
export interface EngineRoute {
  readonly to: string;
  readonly points: number;
  readonly thalers: number;
  readonly path: readonly string[];
}

export interface GameRecord {
  readonly format: 'auf-der-walz-record';
  readonly engineVersion: number;
  readonly setup: GameSetup;
  readonly actions: readonly EngineAction[];
}

export type EngineResult<T> = ({ ok: true } & T) | { ok: false; error: EngineError };

export interface EngineApi {
  /** The rules version new games are played under (the engine's ENGINE_VERSION). */
  readonly engineVersion: number;
  /**
   * Whether `replay` can replay a record played under rules version `v` exactly. Saves of a
   * version it cannot are refused with a typed error and left untouched (never quarantined).
   */
  supportsEngineVersion?(v: number): boolean;
  /** A new game; `engineVersion`: the rules it is played under (default: the engine's own; older ones for old saves). */
  createGame(setup: GameSetup, options?: { readonly engineVersion?: number }): EngineResult<{ state: GameState }>;
  applyAction(state: GameState, action: EngineAction): EngineResult<{ state: GameState; events: readonly GameEvent[] }>;
  legalActions(state: GameState): readonly EngineAction[];
  viewFor(state: GameState, seat: number): unknown;
  /** Spaces the seat can reach this turn: cheapest points, then Thalers, with the path. */
  routesFor?(state: GameState, seat: number): readonly EngineRoute[];
  hashState(state: GameState): string;
  replay(record: GameRecord): { ok: true; state: GameState } | { ok: false; error: EngineError; index?: number };
}

/** The rules versions the engine's `replay` honours (`record.engineVersion`): it keeps the rules of older versions for old saves. */
export const SUPPORTED_ENGINE_VERSIONS: readonly number[] = engine.SUPPORTED_ENGINE_VERSIONS;

/** The real rules engine behind the adapter interface (the engine's Action union is plain data). */
export const realEngine: EngineApi = {
  engineVersion: ENGINE_VERSION,
  supportsEngineVersion: (v) => SUPPORTED_ENGINE_VERSIONS.includes(v),
  createGame: (setup, options) => engine.createGame(setup, options),
  applyAction: (state, action) => engine.applyAction(state, action as unknown as engine.Action),
  legalActions: (state) => engine.legalActions(state) as unknown as readonly EngineAction[],
  viewFor: (state, seat) => engine.viewFor(state, seat),
  routesFor: (state, seat) => engine.routesFor(state, seat),
  hashState: (state) => engine.hashState(state),
  replay: (record) => engine.replay(record as unknown as engine.GameRecord),
};
