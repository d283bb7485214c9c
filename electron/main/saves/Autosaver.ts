/**
 * Coalesced autosave off the critical path: `schedule()` returns at once; the write happens on a
 * later tick, and any number of actions applied while a write is in flight collapse into one
 * follow-up write of the newest record.
 *
 * Failures are never silent: every write's outcome updates `status` (saved / failing, since
 * when, why); every failed attempt and the first success after idle or failure is reported
 * through `onStatus` (the app pushes it to the
 * renderer, which shows a warning until a write succeeds again). The game itself goes on in
 * memory. Nothing here can leave `flush()` pending: a write that throws is a failed write, and
 * `flushWithin(ms)` bounds the wait for one that hangs (the quit path uses it).
 */
import { AUTOSAVE_NAME, type AutosaveStatus, type IpcError } from '../../../shared/ipc/contract';
import type { GameHost } from '../GameHost';
import { AUTOSAVE_ID, fsReason, type SaveStore } from './SaveStore';

export interface AutosaverOptions {
  /** Runs the write later (default setImmediate). */
  readonly defer?: (f: () => void) => void;
  /** Told after every failed write and when writes succeed again (or for the first time). */
  readonly onStatus?: (status: AutosaveStatus) => void;
  readonly now?: () => Date;
}

const IDLE: AutosaveStatus = Object.freeze({ state: 'idle', lastSavedAt: null, savedActions: null, currentActions: null, error: null, failingSince: null, failures: 0 });

export class Autosaver {
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private current: AutosaveStatus = IDLE;
  writes = 0;
  private readonly defer: (f: () => void) => void;
  private readonly now: () => Date;

  constructor(
    private readonly store: SaveStore,
    private readonly host: GameHost,
    opts: AutosaverOptions | ((f: () => void) => void) = {},
  ) {
    const o: AutosaverOptions = typeof opts === 'function' ? { defer: opts } : opts;
    this.defer = o.defer ?? ((f) => setImmediate(f));
    this.now = o.now ?? (() => new Date());
    this.onStatus = o.onStatus;
  }

  private readonly onStatus: ((status: AutosaveStatus) => void) | undefined;

  /** The last write's outcome (the error message while failing, else null). */
  get error(): string | null {
    return this.current.error?.message ?? null;
  }

  /** The autosave status as the player is told it. */
  status(): AutosaveStatus {
    const rec = this.host.record();
    return { ...this.current, currentActions: rec ? rec.actions.length : null };
  }

  schedule(): void {
    this.dirty = true;
    if (this.inFlight) return;
    this.inFlight = new Promise<void>((resolve) => {
      const run = () => {
        this.drain()
          .catch((e: unknown) => this.failed({ code: 'save-write-failed', message: `The autosave failed: ${(e as Error)?.message ?? String(e)}`, params: { reason: fsReason(e) } }))
          .finally(() => {
            this.inFlight = null;
            resolve();
          });
      };
      try {
        this.defer(run);
      } catch {
        run();
      }
    });
  }

  /** Wait until everything scheduled so far is on disk (or failed: see `status()`). */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /** `flush()`, but never longer than `ms`: true when it finished, false when the time ran out. */
  async flushWithin(ms: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
      (timer as { unref?: () => void }).unref?.();
    });
    try {
      return await Promise.race([this.flush().then(() => true, () => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A game was just loaded from a file holding `actions` actions, written at `at`: that much is saved. */
  markSaved(at: string, actions: number): void {
    this.saved(at, actions);
  }

  /** Write again now (the player freed space or fixed the folder); answers the new status. */
  async retry(ms = 10_000): Promise<AutosaveStatus> {
    if (this.host.record()) this.schedule();
    await this.flushWithin(ms);
    return this.status();
  }

  private async drain(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const rec = this.host.record();
      if (!rec) continue;
      let r: Awaited<ReturnType<SaveStore['write']>>;
      try {
        r = await this.store.write(AUTOSAVE_ID, {
          name: AUTOSAVE_NAME,
          setup: rec.setup,
          actions: [...rec.actions],
          state: this.host.getState() ?? undefined,
          controls: rec.controls,
          engineVersion: rec.engineVersion,
          reasons: rec.reasons,
        });
      } catch (e) {
        r = { ok: false, error: { code: 'save-write-failed', message: `The autosave failed: ${(e as Error)?.message ?? String(e)}`, params: { reason: fsReason(e) } } };
      }
      this.writes++;
      if (r.ok) this.saved(r.value.savedAt, r.value.actionCount);
      else this.failed(r.error);
    }
  }

  private saved(at: string, actions: number): void {
    const was = this.current;
    this.current = { state: 'saved', lastSavedAt: at, savedActions: actions, currentActions: null, error: null, failingSince: null, failures: 0 };
    if (was.state !== 'saved') this.report();
  }

  private failed(error: IpcError): void {
    const was = this.current;
    const failing = was.state === 'failing';
    this.current = {
      ...was,
      state: 'failing',
      error,
      failingSince: failing ? was.failingSince : this.now().toISOString(),
      failures: (failing ? was.failures : 0) + 1,
    };
    this.report(); // every failed attempt: the renderer shows how much is unsaved
  }

  private report(): void {
    try {
      this.onStatus?.(this.status());
    } catch {
      // a listener's failure must not stop saving
    }
  }
}
