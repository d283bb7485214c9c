/**
 * The AI worker thread: runs `decide` (shared/ai) off the main thread so that the app keeps
 * answering while the computer thinks. One decision at a time, in order of arrival.
 *
 * Cancellation: the host shares an Int32Array holding the current epoch; every request carries
 * the epoch it was sent in, and the search's signal reads as aborted as soon as the host has
 * moved the epoch on (`AiWorker.cancel()`). Aborted requests answer `cancelled`.
 * Memory (a walk in progress) is kept per `memoryKey` and dropped when the epoch moves on.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decide, type AiMemory } from '../../../shared/ai/decide';
import type { DecideRequest, WorkerReady, WorkerReply } from './protocol';

const epoch = new Int32Array((workerData as { epoch: SharedArrayBuffer }).epoch);
const memories = new Map<string, AiMemory>();
let memoryEpoch = Atomics.load(epoch, 0);

function handle(req: DecideRequest): WorkerReply {
  const signal = {
    get aborted(): boolean {
      return Atomics.load(epoch, 0) !== req.epoch;
    },
  };
  if (signal.aborted) return { id: req.id, status: 'cancelled' };
  if (memoryEpoch !== req.epoch) {
    memories.clear();
    memoryEpoch = req.epoch;
  }
  let memory: AiMemory | undefined;
  if (req.memoryKey !== undefined) {
    memory = memories.get(req.memoryKey);
    if (!memory) memories.set(req.memoryKey, (memory = {}));
  }
  try {
    const d = decide(req.view, req.legal, { ...req.options, signal, memory });
    if (d.cancelled || signal.aborted) return { id: req.id, status: 'cancelled' };
    return { id: req.id, status: 'done', action: d.action, reason: d.reason, stats: d.stats, toward: d.toward };
  } catch (e) {
    return { id: req.id, status: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}

parentPort?.on('message', (req: DecideRequest) => {
  parentPort?.postMessage(handle(req));
});
// started: from here on a request's deadline is its own (AiWorker's start-up allowance ends)
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
