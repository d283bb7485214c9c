/** Messages between AiWorker (main thread) and aiWorkerEntry (worker thread). Plain data only. */
import type { Action } from '../../../shared/engine';
import type { GameView } from '../../../shared/engine/view';
import type { AiLevel, DecisionStats } from '../../../shared/ai/decide';
import type { Reason } from '../../../shared/ai/reasons';

export interface AiDecideOptions {
  readonly level: AiLevel;
  readonly seed: number;
  readonly thinkMs?: number;
  readonly iterations?: number;
}

export interface DecideRequest {
  readonly id: number;
  readonly epoch: number;
  readonly view: GameView;
  readonly legal: readonly Action[];
  readonly options: AiDecideOptions;
  /** Walk-in-progress memory slot (e.g. `${gameId}:${seat}`); none: every decision stands alone. */
  readonly memoryKey?: string;
}

/** Sent once by the thread when its modules are loaded and it takes requests. */
export interface WorkerReady {
  readonly ready: true;
}

export type WorkerReply =
  | { readonly id: number; readonly status: 'done'; readonly action: Action; readonly reason: Reason; readonly stats: DecisionStats; readonly toward?: string }
  | { readonly id: number; readonly status: 'cancelled' }
  | { readonly id: number; readonly status: 'error'; readonly message: string };
