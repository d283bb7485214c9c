/**
 * Saves in the user-data folder: autosave, named saves, listing, load (replay + hash check),
 * delete, export/import, atomic writes with rotating backups, quarantine of damaged files.
 *
 * Atomic write: we use node:fs directly rather than write-file-atomic because we need three
 * things it does not give us: an fsync of the containing directory after the rename (so the
 * rename itself survives a power cut on Linux/macOS), hard-linking the previous version into
 * the backup chain in the same critical section, and no extra dependency without typings.
 * Sequence: write temp file -> fsync(temp) -> rotate backups (rename .bakN-1 -> .bakN, hard-link
 * current -> .bak1) -> rename(temp, current) -> fsync(dir). At every instant the current file is
 * either the complete old version or the complete new one; a crash leaves at worst a stray temp.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { SaveMeta } from '../../../shared/ipc/contract';
import type { EngineAction, EngineApi, GameSetup, GameState } from '../engine';
import { CURRENT_SCHEMA_VERSION, SAVE_FORMAT, SaveFormatError, parseSave, withChecksum, type SaveFile } from './format';

export const AUTOSAVE_ID = 'autosave';
const EXT = '.walz.json';

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface SaveStoreOptions {
  /** The saves folder (inside app.getPath('userData') in the app). */
  readonly dir: string;
  readonly engine: EngineApi;
  readonly appVersion: string;
  /** Previous versions kept per save (default 3). */
  readonly backups?: number;
  readonly now?: () => Date;
  /** fsync files and the folder (default true; the bench reports both). */
  readonly durable?: boolean;
}

export interface SaveInput {
  readonly name: string;
  readonly setup: GameSetup;
  readonly actions: readonly EngineAction[];
  /** The state after `actions` when the caller already has it (skips the verifying replay). */
  readonly state?: GameState;
}

export interface LoadedSave {
  readonly id: string;
  readonly file: SaveFile;
  readonly state: GameState;
  readonly meta: SaveMeta;
  /** Set when the newest file was damaged and a backup was used; names the quarantined file. */
  readonly recovered?: { readonly from: string; readonly quarantined: readonly string[] };
}

const ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function slugId(name: string, now: Date): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'save'}-${now.getTime().toString(36)}`;
}

function fail(code: string, message: string): { ok: false; error: { code: string; message: string } } {
  return { ok: false, error: { code, message } };
}

export function metaFromState(id: string, name: string, setup: GameSetup, actions: readonly EngineAction[], state: GameState, savedAt: string): SaveMeta {
  const last = actions[actions.length - 1];
  return {
    id,
    name,
    players: setup.seats.map((s) => ({ name: s.name, colour: s.colour })),
    year: state.year,
    savedAt,
    actionCount: actions.length,
    lastAction: last ? `${setup.seats[last.player]?.name ?? '?'}: ${last.type}` : null,
    autosave: id === AUTOSAVE_ID,
  };
}

export class SaveStore {
  readonly dir: string;
  private readonly engine: EngineApi;
  private readonly appVersion: string;
  private readonly backups: number;
  private readonly now: () => Date;
  private readonly durable: boolean;
  /** Writes per file are serialised so backups rotate in order. */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(opts: SaveStoreOptions) {
    this.dir = opts.dir;
    this.engine = opts.engine;
    this.appVersion = opts.appVersion;
    this.backups = Math.max(0, opts.backups ?? 3);
    this.now = opts.now ?? (() => new Date());
    this.durable = opts.durable ?? true;
  }

  fileFor(id: string): string {
    return path.join(this.dir, id + EXT);
  }

  /** Write (or overwrite) a save under `id`, verifying the game replays first. */
  async write(id: string, input: SaveInput): Promise<StoreResult<SaveMeta>> {
    if (!ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${id}".`);
    const replayed = input.state
      ? { ok: true as const, state: input.state }
      : this.engine.replay({ format: 'auf-der-walz-record', engineVersion: this.engine.engineVersion, setup: input.setup, actions: input.actions });
    if (!replayed.ok) return fail('save-replay-failed', replayed.error.message);
    const savedAt = this.now().toISOString();
    const meta = metaFromState(id, input.name, input.setup, input.actions, replayed.state, savedAt);
    const doc = withChecksum({
      format: SAVE_FORMAT,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      appVersion: this.appVersion,
      engineVersion: this.engine.engineVersion,
      savedAt,
      name: input.name,
      setup: input.setup,
      seed: input.setup.seed,
      actions: input.actions,
      stateHash: this.engine.hashState(replayed.state),
      meta: { players: meta.players, year: meta.year, actionCount: meta.actionCount, lastAction: meta.lastAction },
    });
    return this.serial(id, async () => {
      try {
        await this.atomicWrite(this.fileFor(id), JSON.stringify(doc));
        return { ok: true as const, value: meta };
      } catch (e) {
        return fail('save-write-failed', (e as Error).message);
      }
    });
  }

  /** A new named save (fresh id from the name). */
  async saveAs(input: SaveInput): Promise<StoreResult<SaveMeta>> {
    return this.write(slugId(input.name, this.now()), input);
  }

  /**
   * Load a save: parse, verify checksum, migrate, replay with the engine, check the hash.
   * A damaged file is quarantined (renamed aside, never overwritten) and the newest backup
   * that loads cleanly is returned instead; other saves are never touched.
   */
  async load(id: string): Promise<StoreResult<LoadedSave>> {
    if (!ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${id}".`);
    return this.serial(id, async () => {
      const main = this.fileFor(id);
      await this.removeStrayTemps(id);
      const candidates = [main, ...Array.from({ length: this.backups }, (_, i) => `${main}.bak${i + 1}`)];
      const quarantined: string[] = [];
      let firstError: { code: string; message: string } | null = null;
      for (const file of candidates) {
        const r = await this.loadFile(id, file);
        if (r.ok) {
          return { ok: true as const, value: quarantined.length || file !== main ? { ...r.value, recovered: { from: path.basename(file), quarantined } } : r.value };
        }
        if (r.error.code === 'save-not-found') continue;
        firstError ??= r.error;
        const q = await this.quarantine(file);
        if (q) quarantined.push(path.basename(q));
      }
      if (firstError) return fail(firstError.code, `${firstError.message}${quarantined.length ? ` The file was moved aside as ${quarantined[0]}.` : ''}`);
      return fail('save-not-found', `No save "${id}".`);
    });
  }

  /** Verify one file without touching it. */
  async loadFile(id: string, file: string): Promise<StoreResult<LoadedSave>> {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return fail('save-not-found', `No save file ${path.basename(file)}.`);
      return fail('save-read-failed', (e as Error).message);
    }
    return this.verifyBytes(id, bytes);
  }

  verifyBytes(id: string, bytes: Buffer | string): StoreResult<LoadedSave> {
    let doc: SaveFile;
    try {
      doc = parseSave(bytes);
    } catch (e) {
      if (e instanceof SaveFormatError) return fail(e.code, e.message);
      return fail('save-corrupt', (e as Error).message);
    }
    const replayed = this.engine.replay({ format: 'auf-der-walz-record', engineVersion: this.engine.engineVersion, setup: doc.setup, actions: doc.actions as EngineAction[] });
    if (!replayed.ok) return fail('save-replay-failed', `The saved moves no longer replay: ${replayed.error.message}`);
    if (this.engine.hashState(replayed.state) !== doc.stateHash) {
      return fail('save-hash-mismatch', 'The replayed game does not match the saved state.');
    }
    const meta = metaFromState(id, doc.name, doc.setup, doc.actions as EngineAction[], replayed.state, doc.savedAt);
    return { ok: true, value: { id, file: doc, state: replayed.state, meta } };
  }

  /** Metadata of every save (cheap: reads the stored meta; damaged files are listed by nobody). */
  async list(): Promise<SaveMeta[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const out: SaveMeta[] = [];
    for (const n of names) {
      if (!n.endsWith(EXT)) continue;
      const id = n.slice(0, -EXT.length);
      if (!ID_RE.test(id)) continue;
      try {
        const doc = parseSave(await fs.readFile(path.join(this.dir, n)));
        out.push({ id, name: doc.name, players: doc.meta.players, year: doc.meta.year, savedAt: doc.savedAt, actionCount: doc.meta.actionCount, lastAction: doc.meta.lastAction, autosave: id === AUTOSAVE_ID });
      } catch {
        // damaged: shown nowhere until a load quarantines it
      }
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  async delete(id: string): Promise<StoreResult<null>> {
    if (!ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${id}".`);
    return this.serial(id, async () => {
      const main = this.fileFor(id);
      try {
        await fs.unlink(main);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return fail('save-not-found', `No save "${id}".`);
        return fail('save-delete-failed', (e as Error).message);
      }
      for (let i = 1; i <= this.backups; i++) await fs.rm(`${main}.bak${i}`, { force: true });
      return { ok: true as const, value: null };
    });
  }

  /** Copy a verified save to `target` (atomically). */
  async exportTo(id: string, target: string): Promise<StoreResult<string>> {
    const loaded = await this.load(id);
    if (!loaded.ok) return loaded;
    try {
      await this.atomicWrite(target, JSON.stringify(loaded.value.file), false);
      return { ok: true, value: target };
    } catch (e) {
      return fail('save-export-failed', (e as Error).message);
    }
  }

  /** Verify a file from anywhere and store it as a new named save (the source is untouched). */
  async importFrom(source: string): Promise<StoreResult<SaveMeta>> {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(source);
    } catch (e) {
      return fail('save-read-failed', (e as Error).message);
    }
    const v = this.verifyBytes('import', bytes);
    if (!v.ok) return v;
    return this.saveAs({ name: v.value.file.name, setup: v.value.file.setup, actions: v.value.file.actions as EngineAction[] });
  }

  /** Temp files left by a writer that died mid-write (no write of `id` is in flight here). */
  private async removeStrayTemps(id: string): Promise<void> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return;
    }
    const prefix = `${id}${EXT}.tmp-`;
    await Promise.all(names.filter((n) => n.startsWith(prefix)).map((n) => fs.rm(path.join(this.dir, n), { force: true })));
  }

  private serial<T>(id: string, job: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(id) ?? Promise.resolve();
    const next = prev.then(job, job);
    this.chains.set(id, next.catch(() => undefined));
    return next;
  }

  /** Rename `file` aside to a fresh quarantine name; link+unlink never overwrites anything. */
  private async quarantine(file: string): Promise<string | null> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    for (let attempt = 0; attempt < 5; attempt++) {
      const target = `${file}.quarantined-${stamp}-${randomBytes(3).toString('hex')}`;
      try {
        await fs.link(file, target);
        await fs.unlink(file);
        return target;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return null;
        if (code !== 'EEXIST') {
          // filesystems without hard links: rename only if the name is still free
          try {
            await fs.access(target);
          } catch {
            await fs.rename(file, target);
            return target;
          }
        }
      }
    }
    return null;
  }

  private async atomicWrite(file: string, data: string, rotate = true): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    const fh = await fs.open(tmp, 'w');
    try {
      await fh.writeFile(data, 'utf8');
      if (this.durable) await fh.sync();
    } finally {
      await fh.close();
    }
    try {
      if (rotate && this.backups > 0) await this.rotate(file);
      await fs.rename(tmp, file);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
    if (this.durable && process.platform !== 'win32') {
      const dh = await fs.open(path.dirname(file), 'r');
      try {
        await dh.sync();
      } finally {
        await dh.close();
      }
    }
  }

  private async rotate(file: string): Promise<void> {
    try {
      await fs.access(file);
    } catch {
      return; // nothing to keep yet
    }
    for (let i = this.backups - 1; i >= 1; i--) {
      try {
        await fs.rename(`${file}.bak${i}`, `${file}.bak${i + 1}`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
    await fs.rm(`${file}.bak1`, { force: true });
    try {
      await fs.link(file, `${file}.bak1`);
    } catch {
      await fs.copyFile(file, `${file}.bak1`);
    }
  }
}
