/**
 * AiWorker: the computer players' decisions in a worker thread (node:worker_threads), so the
 * main process keeps answering IPC while the hard level thinks for a second.
 *
 *   const ai = new AiWorker();
 *   const out = await ai.decide(viewFor(state, seat), legalActions(state), { level: 'hard', seed }, `${gameId}:${seat}`);
 *   if (out.status === 'done') apply(out.action);      // never apply anything else
 *   ai.cancel();  // game closed, loaded over or undone: every pending decision resolves 'cancelled'
 *   await ai.close();
 *
 * A thread that stops answering (a search stuck in a loop) is not waited for without end: each
 * decision must come back within its think budget plus a margin (watchdogMarginMs, 5 s by
 * default), counted from when it is the oldest one the thread has not answered (it answers in
 * order; a cancelled request is answered at once by a healthy thread, so cancel() does not stop
 * the watch). Until the thread says it is ready (its modules loaded; a thread that never says
 * so, until its first answer) its start is allowed for on top (startupAllowanceMs, 5 s by
 * default), so that a slow machine's start is never counted against a decision's own time,
 * and once it is ready the oldest request's deadline counts from then. Past that the thread is terminated, the line goes to main's log, every decision
 * awaited rejects with an AiTimeoutError, and the AiWorker counts as failed: the host makes a
 * fresh one for the next decision. A request with an iteration budget and no time budget
 * (tests, tools) has no deadline: nothing says how long it may take.
 *
 * Which file the thread runs:
 * - from TypeScript sources (vitest, tsx): `aiWorkerEntry.ts` beside this file, with tsx's
 *   loader (`--import tsx`), detected by this module's own URL ending in `.ts`;
 * - in the built app: `aiWorker.js` beside the bundled main (`out/main/aiWorker.js`), a bundle that
 *   imports only Node's own modules (electron/build/standaloneWorker.ts), started from its text as
 *   a `data:` URL: inside the installed app's asar archive, main's file system reads it, so the
 *   thread never depends on whether a worker's module loader can;
 * - or whatever `entry` the host passes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Action } from '../../../shared/engine';
import type { GameView } from '../../../shared/engine/view';
import { LEVEL_DEFAULTS, type DecisionStats } from '../../../shared/ai/decide';
import type { Reason } from '../../../shared/ai/reasons';
import type { AiDecideOptions, DecideRequest, WorkerReady, WorkerReply } from './protocol';

export type { AiDecideOptions } from './protocol';

export type AiOutcome =
  /** `toward`: the space a walk is heading for, when the action is a step of one (Decision.toward). */
  | { readonly status: 'done'; readonly action: Action; readonly reason: Reason; readonly stats: DecisionStats; readonly toward?: string }
  | { readonly status: 'cancelled' };

export interface AiWorkerOptions {
  /** The worker script (a path or file URL); default: see the file comment. */
  readonly entry?: string | URL;
  /** Extra Node flags for the thread (default: tsx's loader when running from sources). */
  readonly execArgv?: readonly string[];
  /** How long past its think budget a decision may take before the thread counts as stuck (default 5000 ms). */
  readonly watchdogMarginMs?: number;
  /** Time allowed on top for the thread's start, until its first answer (default 5000 ms). */
  readonly startupAllowanceMs?: number;
  /** Where a stuck thread is reported (default console.error, which main's log records). */
  readonly log?: (line: string) => void;
}

/** The margin past the think budget after which a thread that has not answered is stopped. */
export const WATCHDOG_MARGIN_MS = 5_000;
/** Allowed on top of the first deadline for the thread's own start. */
export const STARTUP_ALLOWANCE_MS = 5_000;

/** A decision the thread did not answer in time: the thread was stopped (ComputerSeats answers by its fallback at once). */
export class AiTimeoutError extends Error {
  readonly timedOut = true;
  constructor(message: string) {
    super(message);
    this.name = 'AiTimeoutError';
  }
}

/** The time a decision may think (ms), or null where only an iteration budget bounds it. */
export function thinkBudgetMs(options: AiDecideOptions): number | null {
  if (options.thinkMs !== undefined) return options.thinkMs;
  if (options.iterations !== undefined) return null;
  return options.level === 'easy' ? 0 : LEVEL_DEFAULTS[options.level].thinkMs;
}

interface Pending {
  readonly resolve: (o: AiOutcome) => void;
  readonly reject: (e: Error) => void;
}

/** The default worker script and flags for where this module runs. */
export function defaultWorkerEntry(): { entry: URL; execArgv: string[] } {
  return workerEntryFor(import.meta.url);
}

/**
 * The worker script and flags for this module at `moduleUrl`: from sources, the entry beside it
 * run by tsx; bundled (out/main/index.js, or a chunk under out/main/chunks/), the standalone
 * `aiWorker.js` of the build, read here and handed over as a `data:` URL.
 */
export function workerEntryFor(moduleUrl: string, read: (file: string) => string = (f) => readFileSync(f, 'utf8'), exists: (file: string) => boolean = existsSync): { entry: URL; execArgv: string[] } {
  if (moduleUrl.endsWith('.ts')) return { entry: new URL('./aiWorkerEntry.ts', moduleUrl), execArgv: ['--import', 'tsx'] };
  const beside = fileURLToPath(new URL('./aiWorker.js', moduleUrl));
  const file = exists(beside) ? beside : fileURLToPath(new URL('../aiWorker.js', moduleUrl));
  return { entry: moduleDataUrl(read(file)), execArgv: [] };
}

/** A `data:` URL holding an ES module's text (a worker started from it loads no file of its own). */
export function moduleDataUrl(source: string): URL {
  return new URL(`data:text/javascript;base64,${Buffer.from(source, 'utf8').toString('base64')}`);
}

export class AiWorker {
  private readonly worker: Worker;
  private readonly epochBuf = new SharedArrayBuffer(4);
  private readonly epoch = new Int32Array(this.epochBuf);
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private failure: Error | null = null;
  private readonly marginMs: number;
  private readonly startupMs: number;
  /** The thread has said it is ready (or answered once): no start-up time is allowed any more. */
  private started = false;
  private readonly log: (line: string) => void;
  /**
   * Every request the thread has not answered yet, cancelled ones too (a healthy thread answers
   * those at once), oldest first, with its think budget (null: no deadline).
   */
  private readonly inFlight = new Map<number, number | null>();
  /** The watchdog over the oldest request in flight, if it has a deadline. */
  private watchdog: ReturnType<typeof setTimeout> | null = null;

  constructor(opts: AiWorkerOptions = {}) {
    this.marginMs = opts.watchdogMarginMs ?? WATCHDOG_MARGIN_MS;
    this.startupMs = opts.startupAllowanceMs ?? STARTUP_ALLOWANCE_MS;
    this.log = opts.log ?? ((line) => console.error(line));
    const def = defaultWorkerEntry();
    this.worker = new Worker(opts.entry ?? def.entry, {
      workerData: { epoch: this.epochBuf },
      execArgv: [...(opts.execArgv ?? (opts.entry ? [] : def.execArgv))],
    });
    this.worker.on('message', (reply: WorkerReply | WorkerReady) => ('ready' in reply ? this.onReady() : this.onReply(reply)));
    this.worker.on('error', (e) => this.fail(e instanceof Error ? e : new Error(String(e))));
    this.worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`AI worker stopped (exit code ${code})`));
    });
    // the thread must not keep the app (or a test run) alive on its own
    this.worker.unref();
  }

  /**
   * Ask for a decision. Resolves `done` with one of `legal`, or `cancelled` when cancel() came
   * first (then nothing may be applied). Rejects only if the worker itself failed, or gave no
   * answer in time (AiTimeoutError: the thread has been stopped).
   */
  decide(view: GameView, legal: readonly Action[], options: AiDecideOptions, memoryKey?: string): Promise<AiOutcome> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.resolve({ status: 'cancelled' });
    const id = this.nextId++;
    const req: DecideRequest = { id, epoch: Atomics.load(this.epoch, 0), view, legal, options, memoryKey };
    return new Promise<AiOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.inFlight.set(id, thinkBudgetMs(options));
      this.worker.ref();
      this.worker.postMessage(req);
      this.arm();
    });
  }

  /**
   * Cancel every decision asked for so far: they resolve `cancelled` now; the thread stops
   * searching at once. The watchdog goes on watching: a thread that does not answer even the
   * cancelled request by its deadline is stuck, and is stopped (the next decision is refused
   * then, and the host makes a fresh thread).
   */
  cancel(): void {
    Atomics.add(this.epoch, 0, 1);
    const all = [...this.pending.values()];
    this.pending.clear();
    this.worker.unref();
    for (const p of all) p.resolve({ status: 'cancelled' });
  }

  /** True once the thread has failed (crashed, exited or stopped answering): every later decide() rejects; make a new AiWorker. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** Number of decisions still awaited. */
  get busy(): number {
    return this.pending.size;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.cancel();
    this.closed = true;
    this.disarm();
    this.inFlight.clear();
    await this.worker.terminate();
  }

  /** The thread has started: the oldest request's deadline now counts from here, without the allowance. */
  private onReady(): void {
    if (this.started) return;
    this.started = true;
    this.disarm();
    this.arm();
  }

  private onReply(reply: WorkerReply): void {
    // the thread answered (in order): the watchdog now watches the next request, from now on
    this.started = true;
    if (this.inFlight.delete(reply.id)) {
      this.disarm();
      this.arm();
    }
    const p = this.pending.get(reply.id);
    if (!p) return; // cancelled earlier: its late answer is dropped
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.status === 'done') p.resolve({ status: 'done', action: reply.action, reason: reply.reason, stats: reply.stats, toward: reply.toward });
    else if (reply.status === 'cancelled') p.resolve({ status: 'cancelled' });
    else p.reject(new Error(`AI decision failed: ${reply.message}`));
  }

  private fail(e: Error): void {
    // the first failure is the one to tell (a stopped thread's exit comes after it)
    if (this.failure) return;
    this.failure = e;
    this.disarm();
    this.inFlight.clear();
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(e);
  }

  /** Watch the oldest request in flight (unless a watch runs already or it has no deadline). */
  private arm(): void {
    if (this.watchdog || this.failure || this.closed) return;
    const oldest = this.inFlight.values().next();
    if (oldest.done || oldest.value === null) return;
    const ms = oldest.value + this.marginMs + (this.started ? 0 : this.startupMs);
    this.watchdog = setTimeout(() => this.stuck(ms), ms);
    // a decision awaited keeps the process alive (the thread is ref'd then); the watch alone does not
    this.watchdog.unref();
  }

  private disarm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** No answer within `ms`: the thread is stopped and counts as failed; whatever is awaited rejects. */
  private stuck(ms: number): void {
    this.watchdog = null;
    const message = `AI worker gave no answer within ${ms} ms and was stopped`;
    this.log(`computer player: ${message}; a fresh thread takes the next decision`);
    this.fail(new AiTimeoutError(message));
    void this.worker.terminate().catch(() => {});
  }
}
