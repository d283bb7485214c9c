/**
 * Rules versions. Every change of rules changes which states a game can reach, so a game
 * keeps the version it was created with (`state.engineVersion`) and is played and replayed
 * by that version's rules: a saved version-1 game replays exactly as it was played.
 *
 * - 1: the first reading of the books (rulings C01–C40).
 * - 2: the second reading (refinements C41–C49).
 *
 * Each refinement is gated on `rulesSince(state, 2)`; nothing else differs between versions.
 */
import { ENGINE_VERSION, type EngineError, type GameState } from './types';

export { ENGINE_VERSION };

/** Every rules version this engine can play and replay, oldest first. */
export const SUPPORTED_ENGINE_VERSIONS: readonly number[] = Object.freeze([1, 2]);
export const MIN_ENGINE_VERSION = 1;
export const MAX_ENGINE_VERSION = ENGINE_VERSION;

export function isSupportedVersion(v: unknown): v is number {
  return typeof v === 'number' && SUPPORTED_ENGINE_VERSIONS.includes(v);
}

/** The typed error for a version this engine does not know. */
export function unsupportedVersion(v: unknown): EngineError {
  return {
    code: 'unsupported-version',
    message: `engine version ${JSON.stringify(v)} is not supported (supported: ${SUPPORTED_ENGINE_VERSIONS.join(', ')})`,
  };
}

/** Whether the game is played by the rules of `version` or later. */
export function rulesSince(state: GameState, version: number): boolean {
  return state.engineVersion >= version;
}
