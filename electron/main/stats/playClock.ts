/**
 * How long each unfinished game has been played: the time between consecutive actions, each
 * pause counted at most IDLE_CAP (a game left open overnight is not eight hours of play), over
 * every session. Kept per game (setup key) in a small side file, statistics-clocks.json, so
 * that a game continued after a restart keeps its minutes. Losing that file costs minutes in
 * the statistics, nothing else: it is written with the same atomic write but no backups.
 */
import { z } from 'zod';
import { DurableFile, FileProblem, type DurableFs } from '../durableFile';

export const CLOCKS_FILE = 'statistics-clocks.json';
export const IDLE_CAP_MS = 5 * 60_000;
/** Unfinished games remembered (the least recently played are forgotten). */
const MAX_CLOCKS = 40;
/** Write the clocks every this many actions (and at every start, load and finish). */
const PERSIST_EVERY = 10;

const ClockSchema = z.object({
  startedAt: z.string().max(40).nullable(),
  activeMs: z.number().min(0),
  actions: z.number().int().min(0),
  lastSeen: z.number(),
});
const ClocksDocSchema = z.object({ format: z.literal('auf-der-walz-clocks'), version: z.literal(1), games: z.record(z.string().max(64), ClockSchema) });
type Clock = z.infer<typeof ClockSchema> & { live?: boolean };

function parseClocks(bytes: Buffer): Record<string, Clock> {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    throw new FileProblem('clocks-corrupt', (e as Error).message);
  }
  const parsed = ClocksDocSchema.safeParse(doc);
  if (!parsed.success) throw new FileProblem('clocks-invalid', parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data.games;
}

export interface PlayTime {
  /** When the game was started, if this app saw its first action count of 0. */
  readonly startedAt: Date | null;
  readonly minutes: number;
}

export class PlayClock {
  private clocks: Map<string, Clock> | null = null;
  private readonly file: DurableFile | null;
  private sinceWrite = 0;

  /** `file` null: in memory only. */
  constructor(file: string | null, opts: { fs?: DurableFs; durable?: boolean } = {}) {
    this.file = file ? new DurableFile(file, { fs: opts.fs, backups: 0, durable: opts.durable }) : null;
  }

  private async load(): Promise<Map<string, Clock>> {
    if (this.clocks) return this.clocks;
    const r = this.file ? await this.file.read(parseClocks) : null;
    this.clocks = new Map(r?.kind === 'ok' ? Object.entries(r.value) : []);
    return this.clocks;
  }

  /**
   * The game `key` now has `actions` actions, at time `at` (ms). One more than last time in
   * this session counts the pause since; anything else (a new game, a load) restarts the count.
   */
  async observe(key: string, actions: number, at: number): Promise<void> {
    const clocks = await this.load();
    const c = clocks.get(key);
    let milestone = false;
    if (!c || (actions === 0 && c.actions > 0)) {
      clocks.set(key, { startedAt: actions === 0 ? new Date(at).toISOString() : null, activeMs: 0, actions, lastSeen: at, live: true });
      milestone = true;
    } else if (c.live && actions === c.actions + 1) {
      c.activeMs += Math.min(Math.max(0, at - c.lastSeen), IDLE_CAP_MS);
      c.actions = actions;
      c.lastSeen = at;
    } else {
      Object.assign(c, { actions, lastSeen: at, live: true });
      milestone = true;
    }
    if (milestone || ++this.sinceWrite >= PERSIST_EVERY) await this.persist();
  }

  /** The game ended: its play time; the clock is dropped. */
  async finish(key: string): Promise<PlayTime> {
    const clocks = await this.load();
    const c = clocks.get(key);
    clocks.delete(key);
    await this.persist();
    return { startedAt: c?.startedAt ? new Date(c.startedAt) : null, minutes: (c?.activeMs ?? 0) / 60_000 };
  }

  /** Write what changed since the last write (main's quit: the minutes since then are kept too). */
  async flush(): Promise<void> {
    if (this.sinceWrite > 0) await this.persist();
  }

  /** Best effort: a failed write only costs minutes. */
  async persist(): Promise<void> {
    this.sinceWrite = 0;
    if (!this.file || !this.clocks) return;
    const newest = [...this.clocks.entries()].sort((a, b) => b[1].lastSeen - a[1].lastSeen).slice(0, MAX_CLOCKS);
    this.clocks = new Map(newest);
    const games = Object.fromEntries(newest.map(([k, c]) => [k, { startedAt: c.startedAt, activeMs: c.activeMs, actions: c.actions, lastSeen: c.lastSeen }]));
    await this.file.write(JSON.stringify({ format: 'auf-der-walz-clocks', version: 1, games })).catch(() => undefined);
  }
}
