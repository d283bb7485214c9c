/**
 * The record of finished games, in one file in the user-data folder (statistics.json), written
 * like the saves: versioned JSON with a sha256 checksum, atomic replace, rotating backups, and
 * a damaged file quarantined with the newest good backup used (see durableFile.ts).
 *
 * The records in memory are the truth: a failed write never drops one (the next write carries
 * it), and a file that could not be read is never overwritten by what little memory holds —
 * the store keeps new games in memory, reports it and tries to read again before writing.
 */
import path from 'node:path';
import { z } from 'zod';
import { GameStatsRecordSchema, type GameStatsRecord, type StatsSummary, type StoreNotice } from '../../../shared/ipc/contract';
import { DurableFile, FileProblem, type DurableFs } from '../durableFile';
import { checksumOf, withChecksum } from '../saves/format';
import { summarise } from './summary';

export const STATS_FORMAT = 'auf-der-walz-stats';
export const STATS_SCHEMA_VERSION = 1;
export const STATS_FILE = 'statistics.json';

const StatsDocSchema = z.object({
  format: z.literal(STATS_FORMAT),
  schemaVersion: z.literal(STATS_SCHEMA_VERSION),
  appVersion: z.string(),
  savedAt: z.string(),
  games: z.array(GameStatsRecordSchema),
  checksum: z.string(),
});

/** Bytes -> records, or a FileProblem (future versions are "not ours", not damaged). */
export function parseStats(bytes: Buffer | string): GameStatsRecord[] {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  if (text.trim().length === 0) throw new FileProblem('stats-empty', 'The statistics file is empty.');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new FileProblem('stats-corrupt', `The statistics file is truncated or not JSON (${(e as Error).message}).`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || (doc as { format?: unknown }).format !== STATS_FORMAT) {
    throw new FileProblem('stats-unknown-format', 'This is not an Auf der Walz statistics file.');
  }
  const obj = doc as Record<string, unknown>;
  if (typeof obj.schemaVersion === 'number' && obj.schemaVersion > STATS_SCHEMA_VERSION) {
    throw new FileProblem('stats-future-version', `The statistics were written by a newer version (schema ${obj.schemaVersion}).`, false);
  }
  if (typeof obj.checksum !== 'string' || checksumOf(obj) !== obj.checksum) {
    throw new FileProblem('stats-checksum', 'The statistics file is damaged (checksum mismatch).');
  }
  const parsed = StatsDocSchema.safeParse(doc);
  if (!parsed.success) throw new FileProblem('stats-invalid', `The statistics file is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data.games;
}

export type StatsResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface StatsStoreOptions {
  /** The statistics file (statistics.json in the user-data folder in the app). */
  readonly file: string;
  readonly appVersion: string;
  readonly fs?: DurableFs;
  /** Previous versions kept (default 3). */
  readonly backups?: number;
  readonly durable?: boolean;
  readonly now?: () => Date;
}

export class StatsStore {
  readonly file: DurableFile;
  private readonly appVersion: string;
  private readonly now: () => Date;
  private records: GameStatsRecord[] = [];
  private readonly ids = new Set<string>();
  private status: 'unread' | 'loaded' | 'unreadable' = 'unread';
  private loading: Promise<void> | null = null;
  /** Changes made / changes known to be on disk (a failed write leaves them apart). */
  private version = 0;
  private savedVersion = 0;
  private noticeValue: StoreNotice | null = null;

  constructor(opts: StatsStoreOptions) {
    this.now = opts.now ?? (() => new Date());
    this.appVersion = opts.appVersion;
    this.file = new DurableFile(opts.file, { fs: opts.fs, backups: opts.backups ?? 3, durable: opts.durable, now: this.now });
  }

  /** What the player should be told about the file (recovery, write or read failure). */
  get notice(): StoreNotice | null {
    return this.noticeValue;
  }

  /** Records in memory not yet on disk. */
  get unsaved(): boolean {
    return this.version > this.savedVersion;
  }

  /** Every record, oldest first (reads the file on first use). */
  async all(): Promise<readonly GameStatsRecord[]> {
    await this.ensureLoaded();
    return [...this.records];
  }

  async has(id: string): Promise<boolean> {
    await this.ensureLoaded();
    return this.ids.has(id);
  }

  async summary(): Promise<StatsSummary> {
    await this.ensureLoaded();
    return summarise(this.records, this.noticeValue);
  }

  /**
   * Append a finished game unless its id is already recorded. `added` says which. A failed
   * write answers an error, but the record stays in memory (and in every later write).
   */
  async add(record: GameStatsRecord): Promise<StatsResult<{ added: boolean }>> {
    const checked = GameStatsRecordSchema.safeParse(record);
    if (!checked.success) return fail('stats-invalid-record', checked.error.issues[0]?.message ?? 'invalid record');
    await this.ensureLoaded();
    if (this.ids.has(record.id)) return { ok: true, value: { added: false } };
    this.insert(checked.data);
    this.version++;
    const written = await this.persist();
    return written.ok ? { ok: true, value: { added: true } } : written;
  }

  /** Write what memory holds and the file lacks (also after a failed write). */
  async persist(): Promise<StatsResult<null>> {
    await this.ensureLoaded();
    if (this.status === 'unreadable') {
      return fail('stats-unreadable', `The statistics file could not be read, so it was not overwritten (${this.noticeValue?.detail ?? ''}).`);
    }
    if (!this.unsaved) return { ok: true, value: null };
    const version = this.version;
    const doc = withChecksum({
      format: STATS_FORMAT,
      schemaVersion: STATS_SCHEMA_VERSION,
      appVersion: this.appVersion,
      savedAt: this.now().toISOString(),
      games: this.records,
    });
    try {
      await this.file.write(JSON.stringify(doc));
      this.savedVersion = Math.max(this.savedVersion, version);
      if (this.noticeValue?.code === 'stats-write-failed' && !this.unsaved) this.noticeValue = null;
      return { ok: true, value: null };
    } catch (e) {
      const message = (e as Error).message;
      this.noticeValue = { code: 'stats-write-failed', file: null, detail: message.slice(0, 500) };
      return fail('stats-write-failed', message);
    }
  }

  private insert(record: GameStatsRecord): void {
    this.records.push(record);
    this.ids.add(record.id);
  }

  /** Reads once; after an unreadable file, every use tries again. */
  private ensureLoaded(): Promise<void> {
    if (this.status === 'loaded') return Promise.resolve();
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<void> {
    const r = await this.file.read(parseStats);
    const inMemory = this.records;
    if (r.kind === 'unreadable') {
      this.status = 'unreadable';
      this.noticeValue = { code: 'stats-unreadable', file: null, detail: r.problem.message.slice(0, 500) };
      return;
    }
    // games finished while the file was unreadable join the ones on disk
    this.records = [];
    this.ids.clear();
    if (r.kind === 'ok') for (const rec of r.value) if (!this.ids.has(rec.id)) this.insert(rec);
    const before = this.records.length;
    for (const rec of inMemory) if (!this.ids.has(rec.id)) this.insert(rec);
    const wasUnreadable = this.status === 'unreadable';
    this.status = 'loaded';
    if (wasUnreadable && this.noticeValue?.code === 'stats-unreadable') this.noticeValue = null;
    if (r.kind === 'ok' && (r.quarantined.length > 0 || r.from !== path.basename(this.file.file))) {
      this.noticeValue = { code: 'stats-recovered', file: r.quarantined[0] ?? null, detail: (r.damage?.message ?? '').slice(0, 500) };
      this.version++; // put a good current file back in place
    } else if (r.kind === 'damaged') {
      this.noticeValue = { code: 'stats-reset', file: r.quarantined[0] ?? null, detail: r.damage.message.slice(0, 500) };
    }
    if (this.records.length > before) this.version++;
    if (this.unsaved) await this.persist();
  }
}

function fail(code: string, message: string): { ok: false; error: { code: string; message: string } } {
  return { ok: false, error: { code, message } };
}
