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

function savedStatus(at: string, actions: number): AutosaveStatus {
  return { state: 'saved', lastSavedAt: at, savedActions: actions, currentActions: null, error: null, failingSince: null, failures: 0 };
}

export class Autosaver {
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private current: AutosaveStatus = IDLE;
  /** Bumped whenever the host takes up another game (see `adopted`). */
  private generation = 0;
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

  /**
   * The host took up another game: a new one (`saved` null: nothing of it is on disk yet) or one
   * loaded from a file holding `saved.actions` actions, written at `saved.at`. The status is this
   * game's from now on, and a write of the game before that ends meanwhile no longer speaks for
   * it (call `flushWithin` first, so that the game before is written to its last action).
   */
  adopted(saved: { readonly at: string; readonly actions: number } | null): void {
    this.generation++;
    // idle (nothing written of this game yet), with a loaded game's file as its last save; not
    // 'saved', which after a warning would tell the player that saving works again
    const was = this.current;
    this.current = saved ? { ...IDLE, lastSavedAt: saved.at, savedActions: saved.actions } : IDLE;
    if (this.current !== was) this.report(); // a warning shown until now was the game before's
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
      const generation = this.generation;
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
      // the host took up another game while this one was written: its outcome is not the new game's
      if (generation !== this.generation) continue;
      if (r.ok) this.saved(r.value.savedAt, r.value.actionCount);
      else this.failed(r.error);
    }
  }

  private saved(at: string, actions: number): void {
    const was = this.current;
    this.current = savedStatus(at, actions);
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
