/**
 * Coalesced autosave off the critical path: `schedule()` returns at once; the write happens on a
 * later tick, and any number of actions applied while a write is in flight collapse into one
 * follow-up write of the newest record.
 */
import type { GameHost } from '../GameHost';
import { AUTOSAVE_ID, type SaveStore } from './SaveStore';

export class Autosaver {
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private lastError: string | null = null;
  writes = 0;

  constructor(
    private readonly store: SaveStore,
    private readonly host: GameHost,
    private readonly defer: (f: () => void) => void = (f) => setImmediate(f),
  ) {}

  get error(): string | null {
    return this.lastError;
  }

  schedule(): void {
    this.dirty = true;
    if (!this.inFlight) this.inFlight = new Promise<void>((resolve) => this.defer(() => void this.drain().then(resolve)));
  }

  /** Wait until everything scheduled so far is on disk. */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async drain(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const rec = this.host.record();
      if (!rec) continue;
      const names = rec.setup.seats.map((s) => s.name).join(', ');
      const state = this.host.getState() ?? undefined;
      const r = await this.store.write(AUTOSAVE_ID, { name: `Autosave (${names})`, setup: rec.setup, actions: [...rec.actions], state });
      this.writes++;
      this.lastError = r.ok ? null : r.error.message;
    }
    this.inFlight = null;
  }
}
