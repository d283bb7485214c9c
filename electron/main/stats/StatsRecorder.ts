/**
 * Watches the GameHost (its onChange) and appends a finished game to the statistics exactly
 * once: the record id comes from the game itself, so finishing it, loading the finished game
 * again or loading a save of it later all find the same id and add nothing.
 *
 * `observe` returns at once; the work runs in order on one queue (`flush` waits for it).
 */
import type { StoreNotice } from '../../../shared/ipc/contract';
import type { GameHost } from '../GameHost';
import { buildRecord, gameId, setupKey } from './record';
import type { PlayClock } from './playClock';
import type { StatsStore } from './StatsStore';

export class StatsRecorder {
  private queue: Promise<void> = Promise.resolve();
  /** Ids recorded or being recorded in this session (saves reading the file per change). */
  private readonly seen = new Set<string>();
  /** The last failure to record a game, if any (also in the store's notice). */
  lastError: string | null = null;
  recorded = 0;

  /**
   * `onRecorded` hears of each finished game handed to the store: the store's notice when it
   * could not be written (the player is told at the game's end, not only on the statistics
   * screen), null when it was.
   */
  constructor(
    private readonly store: StatsStore,
    private readonly clock: PlayClock,
    private readonly now: () => Date = () => new Date(),
    private readonly onRecorded: (notice: StoreNotice | null) => void = () => undefined,
  ) {}

  observe(host: GameHost): void {
    const rec = host.record();
    const state = host.getState();
    if (!rec || !state) return;
    const at = this.now();
    const actions = rec.actions.length;
    const key = setupKey(rec.setup);
    if (state.phase !== 'finished') {
      this.enqueue(() => this.clock.observe(key, actions, at.getTime()));
      return;
    }
    const stateHash = host.hash() ?? '';
    const id = gameId(rec.setup, actions, stateHash);
    if (this.seen.has(id)) {
      // the same finished game again (loaded once more): the page hears where it stands
      this.enqueue(async () => this.told());
      return;
    }
    this.seen.add(id);
    const setup = rec.setup;
    const seats = (host.snapshot() as { seats?: unknown } | null)?.seats;
    this.enqueue(async () => {
      await this.clock.observe(key, actions, at.getTime());
      const time = await this.clock.finish(key);
      if (await this.store.has(id)) {
        this.told();
        return;
      }
      const record = buildRecord(
        { setup, state, actions, stateHash, seats: Array.isArray(seats) ? seats : undefined },
        { finishedAt: at, startedAt: time.startedAt, minutes: time.minutes },
      );
      const r = await this.store.add(record);
      if (r.ok) {
        if (r.value.added) this.recorded++;
        this.lastError = null;
        this.onRecorded(null);
      } else {
        this.lastError = r.error.message; // the record stays in the store's memory
        this.onRecorded(this.store.notice ?? { code: 'stats-write-failed', file: null, detail: r.error.message.slice(0, 500) });
      }
    });
  }

  /**
   * Wait until everything observed so far is handled, then write once more what a failed write
   * left in memory (main calls this as the app quits, so those games are not lost), and the
   * play clocks' minutes since their last write (a game continued later keeps them).
   */
  async flush(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
    await this.clock.flush();
    if (this.store.unsaved) {
      const r = await this.store.persist();
      if (r.ok) {
        this.lastError = null;
        // the game whose write failed is written now: the results no longer say otherwise
        this.onRecorded(null);
      }
    }
  }

  /** A game recorded before: written, or still waiting in memory for a write that failed. */
  private told(): void {
    this.onRecorded(this.store.unsaved ? this.store.notice : null);
  }

  private enqueue(job: () => Promise<void>): void {
    this.queue = this.queue.then(job).catch((e: unknown) => {
      this.lastError = e instanceof Error ? e.message : String(e);
    });
  }
}
