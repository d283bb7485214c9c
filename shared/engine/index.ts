/** Public API of the rules engine. */
import './hexBoard';
export { createGame, validateSetup, type CreateResult, type CreateOptions } from './setup';
export { ENGINE_VERSION, SUPPORTED_ENGINE_VERSIONS, MIN_ENGINE_VERSION, MAX_ENGINE_VERSION, isSupportedVersion } from './version';
export { applyAction, actionKey, type ApplyResult } from './apply';
export { legalActions } from './legal';
export { viewFor, type GameView, type PlayerView, type RemainingStacks } from './view';
export { hashState, canonicalJson } from './hash';
export { replay, type ReplayResult } from './record';
export { routesFor, type Route, type RouteJump } from './routes';
export { scoreBreakdown, type ScoreBreakdown } from './scoring';
export { setBoardProvider, type BoardProvider, type EngineGraph, type EngineSpace } from './boardApi';
export type { Action, ActionType, GameRecord, ScoutPay } from './actions';
export type { EnginePending } from './pending';
export type { GameState, GameEvent, EngineError, GameSetup, PlayerState, DiceGame, Pending } from './types';
