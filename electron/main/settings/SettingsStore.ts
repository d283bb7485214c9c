/**
 * The player's settings, kept by main in settings.json in the user-data folder (atomic write,
 * one backup; see durableFile.ts) and checked with the contract's zod schema on every read and
 * change. A damaged file never stops the app: it is moved aside and the backup or the
 * defaults are used, with a notice; a single bad value falls back to its default alone.
 * A failed write keeps the new settings for the session and says so.
 */
import { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  SettingsPatchSchema,
  SettingsSchema,
  type Settings,
  type SettingsState,
  type StoreNotice,
} from '../../../shared/ipc/contract';
import { DurableFile, FileProblem, type DurableFs, type ReadOutcome } from '../durableFile';

export const SETTINGS_FORMAT = 'auf-der-walz-settings';
export const SETTINGS_SCHEMA_VERSION = 1;
export const SETTINGS_FILE = 'settings.json';

const SETTING_KEYS = Object.keys(SettingsSchema.shape) as (keyof Settings)[];

/** What reading a settings file gives: every value valid, and the names of those reset. */
export interface ParsedSettings {
  readonly settings: Settings;
  readonly reset: readonly (keyof Settings)[];
  /** Settings of a newer app this one does not know, kept as they were and written back with the rest. */
  readonly unknown: Readonly<Record<string, unknown>>;
  /** The file's schema version (a newer app's is kept when the file is written back). */
  readonly schemaVersion: number;
}

export function parseSettings(bytes: Buffer | string): ParsedSettings {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new FileProblem('settings-corrupt', `The settings file is truncated or not JSON (${(e as Error).message}).`);
  }
  const Doc = z.object({ format: z.literal(SETTINGS_FORMAT), schemaVersion: z.number().int().min(1), settings: z.record(z.string(), z.unknown()) });
  const parsed = Doc.safeParse(doc);
  if (!parsed.success) throw new FileProblem('settings-invalid', `The settings file is malformed: ${parsed.error.issues[0]?.message}`);
  // a newer version's file: read what we know, ignore the rest
  const raw = parsed.data.settings;
  const settings: Record<string, unknown> = {};
  const reset: (keyof Settings)[] = [];
  for (const key of SETTING_KEYS) {
    const value = SettingsSchema.shape[key].safeParse(raw[key]);
    if (value.success) settings[key] = value.data;
    else {
      settings[key] = DEFAULT_SETTINGS[key];
      if (key in raw) reset.push(key);
    }
  }
  const unknown: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (!(SETTING_KEYS as string[]).includes(key) && key !== '__proto__') unknown[key] = raw[key];
  return { settings: SettingsSchema.parse(settings), reset, unknown, schemaVersion: parsed.data.schemaVersion };
}

export type SettingsResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface SettingsStoreOptions {
  readonly file: string;
  readonly fs?: DurableFs;
  readonly durable?: boolean;
  /** Previous versions kept (default 1). */
  readonly backups?: number;
  readonly now?: () => Date;
}

export class SettingsStore {
  readonly file: DurableFile;
  private value: Settings = { ...DEFAULT_SETTINGS };
  private firstRun = false;
  private noticeValue: StoreNotice | null = null;
  private loading: Promise<void> | null = null;
  /** The file could not be read (held by another program, no permission): it is never written over unseen. */
  private unreadable = false;
  /** The changes made while the file could not be read, put on top of it once it is read. */
  private changedUnseen: Partial<Settings> = {};
  /** A newer app's settings from the file, written back unchanged. */
  private unknown: Readonly<Record<string, unknown>> = {};
  /** The schema version to write: this app's, or a newer app's whose file was read. */
  private schemaVersion = SETTINGS_SCHEMA_VERSION;

  constructor(opts: SettingsStoreOptions) {
    this.file = new DurableFile(opts.file, { fs: opts.fs, durable: opts.durable, backups: opts.backups ?? 1, now: opts.now });
  }

  /** The settings now (the defaults until the file is read). */
  current(): Settings {
    return { ...this.value };
  }

  async get(): Promise<SettingsState> {
    await this.load();
    return this.state();
  }

  /** Apply a change (validated and bounded here too), keep it and write it. */
  async set(patch: unknown): Promise<SettingsResult<SettingsState>> {
    const checked = SettingsPatchSchema.safeParse(patch);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return { ok: false, error: { code: 'invalid-setting', message: `${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid'}` } };
    }
    await this.load();
    if (this.unreadable) {
      // perhaps readable again (the other program let go): read it before writing anything
      this.loading = null;
      await this.load();
    }
    const next = SettingsSchema.parse({ ...this.value, ...checked.data });
    this.value = next;
    this.firstRun = false;
    // the change holds for this session; the file the app could not read is not written over
    if (this.unreadable) {
      this.changedUnseen = { ...this.changedUnseen, ...checked.data };
      return { ok: true, value: this.state() };
    }
    try {
      await this.file.write(JSON.stringify({ format: SETTINGS_FORMAT, schemaVersion: this.schemaVersion, settings: { ...this.unknown, ...next } }, null, 2));
      if (this.noticeValue?.code === 'settings-write-failed') this.noticeValue = null;
    } catch (e) {
      this.noticeValue = { code: 'settings-write-failed', file: null, detail: (e as Error).message.slice(0, 500) };
    }
    return { ok: true, value: this.state() };
  }

  private state(): SettingsState {
    return { settings: { ...this.value }, firstRun: this.firstRun, notice: this.noticeValue };
  }

  private load(): Promise<void> {
    this.loading ??= this.read();
    return this.loading;
  }

  private async read(): Promise<void> {
    const r = await this.file.read(parseSettings);
    if (r.kind === 'unreadable') {
      this.unreadable = true;
      this.noticeValue = { code: 'settings-unreadable', file: null, detail: r.problem.message.slice(0, 500) };
      return;
    }
    const wasUnreadable = this.unreadable;
    this.unreadable = false;
    if (wasUnreadable && this.noticeValue?.code === 'settings-unreadable') this.noticeValue = null;
    this.readInto(r);
    // read at last: the changes made meanwhile stay on top of what the file holds
    if (wasUnreadable) this.value = SettingsSchema.parse({ ...this.value, ...this.changedUnseen });
    this.changedUnseen = {};
  }

  private readInto(r: Exclude<ReadOutcome<ParsedSettings>, { kind: 'unreadable' }>): void {
    if (r.kind === 'missing') {
      this.firstRun = true;
      return;
    }
    if (r.kind === 'damaged') {
      this.noticeValue = { code: 'settings-reset', file: r.quarantined[0] ?? null, detail: r.damage.message.slice(0, 500) };
      return;
    }
    this.unknown = r.value.unknown;
    this.schemaVersion = Math.max(SETTINGS_SCHEMA_VERSION, r.value.schemaVersion);
    this.value = r.value.settings;
    if (r.quarantined.length > 0 || r.damage) {
      this.noticeValue = { code: 'settings-recovered', file: r.quarantined[0] ?? null, detail: (r.damage?.message ?? '').slice(0, 500) };
    } else if (r.value.reset.length > 0) {
      this.noticeValue = { code: 'settings-fields-reset', file: null, detail: r.value.reset.join(', ') };
    }
  }
}
