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
 * either the complete old version or the complete new one; a failed write removes its temp file,
 * a crash leaves at worst a stray temp (removed at the next load).
 *
 * What a load does with a copy that cannot be used:
 * - damage proven by reading its bytes (SAVE_DAMAGE_CODES: not JSON, wrong checksum, wrong hash,
 *   unknown format, ...): moved aside as `<file>.quarantined-<time>-<rand>` (never overwritten)
 *   and the next older copy is tried; the result says which copy was loaded, how many actions
 *   older it is and where each damaged file went (`recovered`);
 * - anything else (an I/O error, a file too large, a newer app's file, older rules this engine
 *   cannot replay): a typed error, and the file stays exactly where it is.
 * Nothing here throws: every failure is a typed result.
 *
 * The file system is injectable (`fs`), so tests drive every operation through ENOSPC, EACCES,
 * EIO, read-only folders and the like.
 */
import { constants as fsConstants, promises as nodeFs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  HUMAN,
  SAVE_DAMAGE_CODES,
  type FsReason,
  type IpcError,
  type Recovery,
  type SaveEntry,
  type SaveMeta,
  type SeatControl,
} from '../../../shared/ipc/contract';
import type { EngineAction, EngineApi, GameSetup, GameState } from '../engine';
import {
  MAX_HEAD_BYTES,
  MAX_SAVE_BYTES,
  SaveFormatError,
  lastActionOf,
  parseSave,
  readHead,
  serializeSave,
  type SaveFile,
  type SaveHead,
} from './format';

export const AUTOSAVE_ID = 'autosave';
const EXT = '.walz.json';
const ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FILE_RE = /^([a-z0-9][a-z0-9-]{0,63})\.walz\.json(?:\.bak([1-9]))?$/;
const QUARANTINED_RE = /^([a-z0-9][a-z0-9-]{0,63})\.walz\.json(?:\.bak[1-9])?\.quarantined-/;
const DAMAGE: ReadonlySet<string> = new Set(SAVE_DAMAGE_CODES);
const MAX_LIST = 1000;

/** The file operations the store uses (node:fs/promises by default; tests inject faults). */
export type SaveFs = Pick<typeof nodeFs, 'readFile' | 'open' | 'stat' | 'rename' | 'link' | 'unlink' | 'rm' | 'mkdir' | 'readdir' | 'access' | 'copyFile'>;

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export interface SaveStoreOptions {
  /** The saves folder (inside app.getPath('userData') in the app). */
  readonly dir: string;
  readonly engine: EngineApi;
  readonly appVersion: string;
  /** Previous versions kept per save (default 3, at most 9). */
  readonly backups?: number;
  readonly now?: () => Date;
  /** fsync files and the folder (default true; the bench reports both). */
  readonly durable?: boolean;
  /** The file system (default node:fs/promises). */
  readonly fs?: SaveFs;
}

export interface SaveInput {
  readonly name: string;
  readonly setup: GameSetup;
  readonly actions: readonly EngineAction[];
  /** The state after `actions` when the caller already has it (skips the verifying replay). */
  readonly state?: GameState;
  /** Who plays each seat (default: every seat a person). */
  readonly controls?: readonly SeatControl[];
  /** The rules version the game is played under (default: the engine's). */
  readonly engineVersion?: number;
}

export interface LoadedSave {
  readonly id: string;
  readonly file: SaveFile;
  readonly state: GameState;
  readonly meta: SaveMeta;
  /** Which copy was loaded: 0 = the newest, n = the n-th backup. */
  readonly copy: number;
  /** Set whenever the newest copy was not the one loaded. */
  readonly recovered?: Recovery;
}

export function slugId(name: string, now: Date): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'save'}-${now.getTime().toString(36)}`;
}

type Params = NonNullable<IpcError['params']>;

function fail(code: string, message: string, params?: Params): { ok: false; error: IpcError } {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

function errnoOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code.slice(0, 32) : 'unknown';
}

/** What an I/O error means for the player. */
export function fsReason(e: unknown): FsReason {
  switch (errnoOf(e)) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return 'disk-full';
    case 'EROFS':
      return 'read-only';
    case 'EACCES':
    case 'EPERM':
      return 'no-permission';
    case 'EBUSY':
    case 'EAGAIN':
    case 'EMFILE':
    case 'ENFILE':
      return 'busy';
    case 'EIO':
      return 'io';
    case 'ENOTDIR':
    case 'EISDIR':
      return 'not-a-folder';
    default:
      return 'other';
  }
}

function fsFail(code: string, what: string, e: unknown, extra: Params = {}): { ok: false; error: IpcError } {
  const message = `${what}: ${e instanceof Error ? e.message : String(e)}`.slice(0, 1000);
  return fail(code, message, { reason: fsReason(e), errno: errnoOf(e), ...extra });
}

export function metaFromHead(id: string, head: SaveHead): SaveMeta {
  return {
    id,
    name: head.name,
    players: head.players.map((p) => ({ name: p.name, colour: p.colour })),
    year: head.year,
    savedAt: head.savedAt,
    actionCount: head.actionCount,
    lastAction: head.lastAction,
    autosave: id === AUTOSAVE_ID,
    appVersion: head.appVersion,
    engineVersion: head.engineVersion,
  };
}

/** What the list learns about one copy from its size and first line. */
type Inspection =
  | { readonly status: 'ok'; readonly meta: SaveMeta }
  | { readonly status: 'damaged' | 'unreadable' | 'too-large' | 'newer-version'; readonly meta: SaveMeta | null; readonly problem: IpcError }
  | { readonly status: 'absent' };

export class SaveStore {
  readonly dir: string;
  private readonly engine: EngineApi;
  private readonly appVersion: string;
  private readonly backups: number;
  private readonly now: () => Date;
  private readonly durable: boolean;
  private readonly fs: SaveFs;
  /** Writes per file are serialised so backups rotate in order. */
  private readonly chains = new Map<string, Promise<unknown>>();
  /** Temp files of failed writes that could not be removed then; removed at the next write. */
  private readonly leftTemps = new Set<string>();

  constructor(opts: SaveStoreOptions) {
    this.dir = opts.dir;
    this.engine = opts.engine;
    this.appVersion = opts.appVersion;
    this.backups = Math.min(9, Math.max(0, opts.backups ?? 3));
    this.now = opts.now ?? (() => new Date());
    this.durable = opts.durable ?? true;
    this.fs = opts.fs ?? nodeFs;
  }

  fileFor(id: string): string {
    return path.join(this.dir, id + EXT);
  }

  /** The newest copy (0) and every backup (1..n), newest first. */
  private copiesOf(id: string): string[] {
    const main = this.fileFor(id);
    return [main, ...Array.from({ length: this.backups }, (_, i) => `${main}.bak${i + 1}`)];
  }

  /* ------------------------------------------------------------------ write */

  /** Write (or overwrite) a save under `id`, verifying the game replays first. */
  async write(id: string, input: SaveInput): Promise<StoreResult<SaveMeta>> {
    if (!ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${String(id).slice(0, 80)}".`);
    try {
      const engineVersion = input.engineVersion ?? this.engine.engineVersion;
      const replayed = input.state
        ? { ok: true as const, state: input.state }
        : this.engine.replay({ format: 'auf-der-walz-record', engineVersion, setup: input.setup, actions: input.actions });
      if (!replayed.ok) return fail('save-replay-failed', replayed.error.message);
      const seats = input.setup.seats.map((s) => ({ name: s.name, colour: s.colour }));
      const controls = seats.map((_, i) => input.controls?.[i] ?? HUMAN);
      const head: SaveHead = {
        name: input.name.slice(0, 60),
        savedAt: this.now().toISOString(),
        appVersion: this.appVersion.slice(0, 64),
        engineVersion,
        players: seats,
        year: Math.max(0, Math.min(9, Math.trunc(replayed.state.year))),
        actionCount: input.actions.length,
        lastAction: lastActionOf(input.actions),
        bodyBytes: 0,
      };
      const text = serializeSave({
        format: 'auf-der-walz-save',
        schemaVersion: 3,
        head,
        setup: { seats, seed: input.setup.seed, startPlayer: input.setup.startPlayer },
        controls: controls.map((c) => ({ ...c })),
        actions: input.actions as SaveFile['actions'],
        stateHash: this.engine.hashState(replayed.state),
      });
      if (Buffer.byteLength(text) > MAX_SAVE_BYTES) return fail('save-write-failed', 'The game is too large to save.', { reason: 'other', errno: 'EFBIG' });
      return await this.serial(id, async () => {
        try {
          await this.atomicWrite(this.fileFor(id), text);
          return { ok: true as const, value: metaFromHead(id, head) };
        } catch (e) {
          return fsFail('save-write-failed', 'The save could not be written', e);
        }
      });
    } catch (e) {
      return fsFail('save-write-failed', 'The save could not be written', e);
    }
  }

  /** A new named save (fresh id from the name). */
  async saveAs(input: SaveInput): Promise<StoreResult<SaveMeta>> {
    return this.write(slugId(input.name, this.now()), input);
  }

  /* ------------------------------------------------------------------ load */

  /**
   * Load a save: its newest copy; when that is proven damaged (or missing), it is moved aside
   * and the newest older copy that loads cleanly is used, with `recovered` saying so. With
   * `copy` n, exactly the n-th backup (the player's choice). Never throws.
   */
  async load(id: string, opts: { copy?: number } = {}): Promise<StoreResult<LoadedSave>> {
    if (typeof id !== 'string' || !ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${String(id).slice(0, 80)}".`);
    const copy = opts.copy;
    if (copy !== undefined && (!Number.isInteger(copy) || copy < 1 || copy > this.backups)) return fail('save-not-found', `Save "${id}" has no backup ${String(copy)}.`);
    return this.serial(id, async () => {
      try {
        return copy ? await this.loadChosen(id, copy) : await this.loadNewest(id);
      } catch (e) {
        return fsFail('save-read-failed', `Save "${id}" could not be read`, e);
      }
    });
  }

  private async loadNewest(id: string): Promise<StoreResult<LoadedSave>> {
    await this.removeStrayTemps(id);
    const copies = this.copiesOf(id);
    const skipped: Recovery['skipped'] = [];
    let newestActions: number | null = null;
    for (let i = 0; i < copies.length; i++) {
      const file = copies[i]!;
      const r = await this.loadCopy(id, file, i);
      if (r.ok) {
        if (i === 0) return r;
        return {
          ok: true,
          value: {
            ...r.value,
            recovered: {
              copy: i,
              file: path.basename(file),
              savedAt: r.value.meta.savedAt,
              actions: r.value.meta.actionCount,
              newestActions,
              actionsBehind: newestActions === null ? null : Math.max(0, newestActions - r.value.meta.actionCount),
              chosen: false,
              skipped: skipped.slice(0, 10),
            },
          },
        };
      }
      if (r.error.code === 'save-not-found') {
        if (i === 0) skipped.push({ file: path.basename(file), problem: r.error, movedTo: null, moveFailed: null });
        continue;
      }
      if (!DAMAGE.has(r.error.code)) {
        // Not proven damaged: leave it, say so, and do not silently fall back to an older copy.
        return fail(r.error.code, r.error.message, { ...r.error.params, file: path.basename(file), copy: i, ...this.skippedParams(skipped) });
      }
      if (i === 0) newestActions = await this.headActionCount(file);
      const q = await this.quarantine(file);
      skipped.push({ file: path.basename(file), problem: r.error, movedTo: q.movedTo, moveFailed: q.failed });
    }
    const first = skipped.find((s) => s.problem.code !== 'save-not-found');
    if (!first) return fail('save-not-found', `No save "${id}".`);
    const moved = first.movedTo ? ` The file was moved aside as ${first.movedTo}.` : first.moveFailed ? ` It could not be moved aside (${first.moveFailed.message}).` : '';
    return fail(first.problem.code, `${first.problem.message}${moved} No older copy could be loaded.`, { ...first.problem.params, file: first.file, copy: 0, ...this.skippedParams(skipped) });
  }

  private skippedParams(skipped: Recovery['skipped']): Params {
    const first = skipped.find((s) => s.movedTo || s.moveFailed);
    return {
      damagedCopies: skipped.filter((s) => s.problem.code !== 'save-not-found').length,
      movedTo: first?.movedTo ?? null,
      moveFailed: first?.moveFailed?.params?.reason ?? (first?.moveFailed ? 'other' : null),
    };
  }

  private async loadChosen(id: string, copy: number): Promise<StoreResult<LoadedSave>> {
    const copies = this.copiesOf(id);
    const file = copies[copy]!;
    const r = await this.loadCopy(id, file, copy);
    if (!r.ok) {
      if (!DAMAGE.has(r.error.code)) return fail(r.error.code, r.error.message, { ...r.error.params, file: path.basename(file), copy });
      const q = await this.quarantine(file);
      return fail(r.error.code, r.error.message, { ...r.error.params, file: path.basename(file), copy, movedTo: q.movedTo, moveFailed: q.failed?.params?.reason ?? null });
    }
    const newestActions = await this.headActionCount(copies[0]!);
    return {
      ok: true,
      value: {
        ...r.value,
        recovered: {
          copy,
          file: path.basename(file),
          savedAt: r.value.meta.savedAt,
          actions: r.value.meta.actionCount,
          newestActions,
          actionsBehind: newestActions === null ? null : Math.max(0, newestActions - r.value.meta.actionCount),
          chosen: true,
          skipped: [],
        },
      },
    };
  }

  /** Verify one copy without touching it: size first, then bytes, then replay. */
  async loadCopy(id: string, file: string, copy = 0): Promise<StoreResult<LoadedSave>> {
    let size: number;
    try {
      const st = await this.fs.stat(file);
      if (!st.isFile()) return fail('save-read-failed', `${path.basename(file)} is not a file.`, { reason: 'not-a-folder', errno: 'EISDIR' });
      size = st.size;
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return fail('save-not-found', `No save file ${path.basename(file)}.`);
      return fsFail('save-read-failed', `${path.basename(file)} could not be read`, e);
    }
    if (size > MAX_SAVE_BYTES) return this.tooLarge(file, size);
    let bytes: Buffer;
    try {
      bytes = await this.fs.readFile(file);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return fail('save-not-found', `No save file ${path.basename(file)}.`);
      return fsFail('save-read-failed', `${path.basename(file)} could not be read`, e);
    }
    if (bytes.length > MAX_SAVE_BYTES) return this.tooLarge(file, bytes.length);
    return this.verifyBytes(id, bytes, copy);
  }

  private tooLarge(file: string, size: number): { ok: false; error: IpcError } {
    return fail('save-too-large', `${path.basename(file)} is ${size} bytes; no save is larger than ${MAX_SAVE_BYTES}.`, { bytes: size, limit: MAX_SAVE_BYTES });
  }

  verifyBytes(id: string, bytes: Buffer | string, copy = 0): StoreResult<LoadedSave> {
    let doc: SaveFile;
    try {
      doc = parseSave(bytes);
    } catch (e) {
      if (e instanceof SaveFormatError) return fail(e.code, e.message, e.params);
      return fail('save-corrupt', (e as Error)?.message ?? 'unreadable');
    }
    const engineVersion = doc.head.engineVersion;
    const current = this.engine.engineVersion;
    if (engineVersion > current) {
      return fail('save-newer-version', `The save was made by a newer version of the app (rules version ${engineVersion}; this app has ${current}).`, {
        engineVersion,
        supportedEngine: current,
      });
    }
    const supported = this.engine.supportsEngineVersion ? this.engine.supportsEngineVersion(engineVersion) : engineVersion === current;
    if (!supported) return fail('save-old-rules', `The save was made under rules version ${engineVersion}, which this app cannot replay.`, { engineVersion, supportedEngine: current });
    const older = engineVersion < current;
    let replayed: ReturnType<EngineApi['replay']>;
    try {
      replayed = this.engine.replay({ format: 'auf-der-walz-record', engineVersion, setup: doc.setup, actions: doc.actions as readonly EngineAction[] });
    } catch (e) {
      replayed = { ok: false, error: { code: 'engine-threw', message: (e as Error)?.message ?? String(e) } };
    }
    if (!replayed.ok) {
      if (older) return fail('save-old-rules', `The save (rules version ${engineVersion}) no longer replays: ${replayed.error.message}`, { engineVersion, supportedEngine: current });
      return fail('save-replay-failed', `The saved moves no longer replay: ${replayed.error.message}`);
    }
    if (this.engine.hashState(replayed.state) !== doc.stateHash) {
      if (older) return fail('save-old-rules', `The save (rules version ${engineVersion}) replays to a different game.`, { engineVersion, supportedEngine: current });
      return fail('save-hash-mismatch', 'The replayed game does not match the saved state.');
    }
    const meta = metaFromHead(id, { ...doc.head, actionCount: doc.actions.length });
    return { ok: true, value: { id, file: doc, state: replayed.state, meta, copy } };
  }

  /** The action count the newest copy's first line gives, even when the rest is damaged. */
  private async headActionCount(file: string): Promise<number | null> {
    try {
      const h = readHead(await this.readHeadBytes(file, MAX_HEAD_BYTES));
      return h.kind === 'head' ? h.head.actionCount : null;
    } catch {
      return null;
    }
  }

  /** The first line of a file: 1 KB first (a head is a few hundred bytes), up to MAX_HEAD_BYTES. */
  private async readHeadBytes(file: string, size: number): Promise<Buffer> {
    const first = await this.readPrefix(file, Math.min(size, 1024));
    if (first.includes(0x0a) || first.length < 1024 || size <= 1024) return first;
    return this.readPrefix(file, Math.min(size, MAX_HEAD_BYTES));
  }

  /* ------------------------------------------------------------------ list */

  /**
   * Every save with the state of its newest copy, newest first. Reads each copy's size and first
   * line only (legacy v1/v2 files, which have no header line, are read whole once). A copy with
   * a damaged first line, a wrong length, an I/O error or a newer format is listed with its
   * problem and the newest backup that looks intact; damage inside the body shows at load.
   */
  async list(): Promise<StoreResult<SaveEntry[]>> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dir);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return { ok: true, value: [] };
      return fsFail('save-read-failed', 'The saves folder could not be read', e);
    }
    const ids = new Set<string>();
    const quarantined = new Map<string, string[]>();
    for (const n of names) {
      const m = FILE_RE.exec(n);
      if (m) ids.add(m[1]!);
      const q = QUARANTINED_RE.exec(n);
      if (q) {
        ids.add(q[1]!);
        quarantined.set(q[1]!, [...(quarantined.get(q[1]!) ?? []), n]);
      }
    }
    const out: SaveEntry[] = [];
    for (const id of [...ids].sort().slice(0, MAX_LIST)) {
      try {
        out.push(await this.entryFor(id, (quarantined.get(id) ?? []).sort().reverse().slice(0, 5)));
      } catch (e) {
        out.push({ id, autosave: id === AUTOSAVE_ID, status: 'unreadable', meta: null, problem: fsFail('save-read-failed', 'The save could not be read', e).error, backup: null, quarantined: [] });
      }
    }
    const time = (e: SaveEntry) => e.meta?.savedAt ?? e.backup?.meta.savedAt ?? '';
    return { ok: true, value: out.sort((a, b) => time(b).localeCompare(time(a)) || a.id.localeCompare(b.id)) };
  }

  private async entryFor(id: string, quarantined: string[]): Promise<SaveEntry> {
    const copies = this.copiesOf(id);
    const main = await this.inspect(id, copies[0]!);
    const base = { id, autosave: id === AUTOSAVE_ID, quarantined };
    if (main.status === 'ok') return { ...base, status: 'ok', meta: main.meta, problem: null, backup: null };
    let backup: SaveEntry['backup'] = null;
    for (let i = 1; i < copies.length && !backup; i++) {
      const b = await this.inspect(id, copies[i]!);
      if (b.status === 'ok') backup = { copy: i, meta: b.meta };
    }
    if (main.status === 'absent') {
      return { ...base, status: 'missing', meta: null, problem: { code: 'save-not-found', message: `The newest copy of "${id}" is missing.` }, backup };
    }
    return { ...base, status: main.status, meta: main.meta, problem: main.problem, backup };
  }

  private async inspect(id: string, file: string): Promise<Inspection> {
    let size: number;
    try {
      const st = await this.fs.stat(file);
      if (!st.isFile()) return { status: 'unreadable', meta: null, problem: { code: 'save-read-failed', message: `${path.basename(file)} is not a file.`, params: { reason: 'not-a-folder', errno: 'EISDIR' } } };
      size = st.size;
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return { status: 'absent' };
      return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
    }
    if (size > MAX_SAVE_BYTES) return { status: 'too-large', meta: null, problem: this.tooLarge(file, size).error };
    let prefix: Buffer;
    try {
      prefix = await this.readHeadBytes(file, size);
    } catch (e) {
      return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
    }
    const h = readHead(prefix);
    if (h.kind === 'newer') return { status: 'newer-version', meta: null, problem: { code: 'save-newer-version', message: 'The save was made by a newer version of the app.', params: { formatVersion: h.schemaVersion } } };
    if (h.kind === 'bad') return { status: 'damaged', meta: null, problem: { code: h.code, message: h.message } };
    if (h.kind === 'no-head') return this.inspectLegacy(id, file);
    const meta = metaFromHead(id, h.head);
    if (h.head.engineVersion > this.engine.engineVersion) {
      return { status: 'newer-version', meta, problem: { code: 'save-newer-version', message: 'The save was made by a newer version of the app.', params: { engineVersion: h.head.engineVersion } } };
    }
    const expected = h.headBytes + h.head.bodyBytes;
    if (size !== expected) {
      const message = size < expected ? `The save file was cut short (${size} of ${expected} bytes).` : `The save file has ${size - expected} bytes too many.`;
      return { status: 'damaged', meta, problem: { code: 'save-corrupt', message, params: { bytes: size, expected } } };
    }
    return { status: 'ok', meta };
  }

  /** A v1/v2 file (no header line): read and parse it whole (it is at most MAX_SAVE_BYTES). */
  private async inspectLegacy(id: string, file: string): Promise<Inspection> {
    let bytes: Buffer;
    try {
      bytes = await this.fs.readFile(file);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return { status: 'absent' };
      return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
    }
    if (bytes.length > MAX_SAVE_BYTES) return { status: 'too-large', meta: null, problem: this.tooLarge(file, bytes.length).error };
    try {
      const doc = parseSave(bytes);
      const meta = metaFromHead(id, doc.head);
      if (doc.head.engineVersion > this.engine.engineVersion) {
        return { status: 'newer-version', meta, problem: { code: 'save-newer-version', message: 'The save was made by a newer version of the app.', params: { engineVersion: doc.head.engineVersion } } };
      }
      return { status: 'ok', meta };
    } catch (e) {
      const code = e instanceof SaveFormatError ? e.code : 'save-corrupt';
      const problem = { code, message: (e as Error)?.message ?? 'unreadable', ...(e instanceof SaveFormatError && Object.keys(e.params).length ? { params: e.params } : {}) };
      return { status: code === 'save-newer-version' ? 'newer-version' : 'damaged', meta: null, problem };
    }
  }

  private async readPrefix(file: string, length: number): Promise<Buffer> {
    const fh = await this.fs.open(file, 'r');
    try {
      const buf = Buffer.alloc(length);
      let got = 0;
      while (got < length) {
        const { bytesRead } = await fh.read(buf, got, length - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buf.subarray(0, got);
    } finally {
      await fh.close().catch(() => undefined);
    }
  }

  /* ------------------------------------------------------------------ delete, export, import */

  /** Delete a save: its newest copy, its backups and its quarantined copies. */
  async delete(id: string): Promise<StoreResult<null>> {
    if (typeof id !== 'string' || !ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${String(id).slice(0, 80)}".`);
    return this.serial(id, async () => {
      let names: string[];
      try {
        names = await this.fs.readdir(this.dir);
      } catch (e) {
        if (errnoOf(e) === 'ENOENT') return fail('save-not-found', `No save "${id}".`);
        return fsFail('save-delete-failed', `Save "${id}" could not be deleted`, e);
      }
      const mine = names.filter((n) => {
        const m = FILE_RE.exec(n) ?? QUARANTINED_RE.exec(n);
        return m?.[1] === id;
      });
      if (mine.length === 0) return fail('save-not-found', `No save "${id}".`);
      // the newest copy last: an interrupted delete leaves it listed, never a half-deleted save
      mine.sort((a, b) => (a === id + EXT ? 1 : b === id + EXT ? -1 : 0));
      for (const n of mine) {
        try {
          await this.fs.rm(path.join(this.dir, n), { force: true });
        } catch (e) {
          return fsFail('save-delete-failed', `Save "${id}" could not be deleted`, e);
        }
      }
      return { ok: true as const, value: null };
    });
  }

  /** Copy the newest copy of a save, verified, to `target` (atomically). */
  async exportTo(id: string, target: string): Promise<StoreResult<string>> {
    if (typeof id !== 'string' || !ID_RE.test(id)) return fail('bad-save-id', `Invalid save id "${String(id).slice(0, 80)}".`);
    const loaded = await this.serial(id, () => this.loadCopy(id, this.fileFor(id)));
    if (!loaded.ok) return loaded;
    const { checksum: _c, ...body } = loaded.value.file;
    try {
      await this.atomicWrite(target, serializeSave(body), false);
      return { ok: true, value: target };
    } catch (e) {
      return fsFail('save-export-failed', 'The save could not be exported', e);
    }
  }

  /** Verify a file from anywhere and store it as a new named save (the source is untouched). */
  async importFrom(source: string): Promise<StoreResult<SaveMeta>> {
    const v = await this.loadCopy('import', source);
    if (!v.ok) return v.error.code === 'save-not-found' ? fail('save-import-failed', `${path.basename(source)} does not exist.`, { reason: 'other', errno: 'ENOENT' }) : v;
    const f = v.value.file;
    return this.saveAs({ name: f.head.name, setup: f.setup, actions: f.actions as readonly EngineAction[], state: v.value.state, controls: f.controls, engineVersion: f.head.engineVersion });
  }

  /* ------------------------------------------------------------------ internals */

  /** Temp files left by a writer that died mid-write (no write of `id` is in flight here). */
  private async removeStrayTemps(id: string): Promise<void> {
    try {
      const names = await this.fs.readdir(this.dir);
      const prefix = `${id}${EXT}.tmp-`;
      await Promise.all(names.filter((n) => n.startsWith(prefix)).map((n) => this.fs.rm(path.join(this.dir, n), { force: true }).catch(() => undefined)));
    } catch {
      // nothing to clean, or the folder cannot be read: the load reports that itself
    }
  }

  private serial<T>(id: string, job: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(id) ?? Promise.resolve();
    const next = prev.then(job, job);
    this.chains.set(id, next.catch(() => undefined));
    return next;
  }

  /**
   * Move `file` aside to a fresh quarantine name; link+unlink never overwrites anything. Never
   * throws: a file that cannot be moved (read-only folder, ...) stays where it is and the reason
   * is returned.
   */
  private async quarantine(file: string): Promise<{ movedTo: string | null; failed: IpcError | null }> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    let lastError: unknown = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const target = `${file}.quarantined-${stamp}-${randomBytes(3).toString('hex')}`;
      try {
        await this.fs.link(file, target);
      } catch (e) {
        const code = errnoOf(e);
        if (code === 'ENOENT') return { movedTo: null, failed: null };
        if (code === 'EEXIST') continue;
        lastError = e;
        // no hard links here (FAT, some network drives): rename, but only while the name is free
        try {
          await this.fs.access(target);
          continue;
        } catch {
          // free
        }
        try {
          await this.fs.rename(file, target);
          return { movedTo: path.basename(target), failed: null };
        } catch (e2) {
          lastError = e2;
          break;
        }
      }
      try {
        await this.fs.unlink(file);
        return { movedTo: path.basename(target), failed: null };
      } catch (e) {
        lastError = e;
        await this.fs.unlink(target).catch(() => undefined); // keep exactly one copy, in place
        break;
      }
    }
    return { movedTo: null, failed: fsFail('save-move-failed', `${path.basename(file)} could not be moved aside`, lastError ?? new Error('no free name')).error };
  }

  private async atomicWrite(file: string, data: string, rotate = true): Promise<void> {
    for (const left of [...this.leftTemps]) {
      await this.fs.rm(left, { force: true }).then(() => this.leftTemps.delete(left), () => undefined);
    }
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await this.fs.mkdir(path.dirname(file), { recursive: true });
      const fh = await this.fs.open(tmp, 'w');
      try {
        await fh.writeFile(data, 'utf8');
        if (this.durable) await fh.sync();
      } finally {
        await fh.close();
      }
      if (rotate) await this.keepNewer(file);
      if (rotate && this.backups > 0) await this.rotate(file);
      await this.fs.rename(tmp, file);
    } catch (e) {
      await this.fs.rm(tmp, { force: true }).catch(() => this.leftTemps.add(tmp));
      throw e;
    }
    if (this.durable && process.platform !== 'win32') {
      try {
        const dh = await this.fs.open(path.dirname(file), 'r');
        try {
          await dh.sync();
        } finally {
          await dh.close();
        }
      } catch {
        // the rename is done; some file systems cannot sync a folder
      }
    }
  }

  /**
   * A file a newer app wrote is never rotated out of the backups: before it is first replaced
   * it gets a name of its own (`<file>.newer-<time>-<rand>`, never overwritten). If that fails,
   * the write fails (and says so) rather than start losing it.
   */
  private async keepNewer(file: string): Promise<void> {
    if (!(await this.isFromNewerApp(file))) return;
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const target = `${file}.newer-${stamp}-${randomBytes(3).toString('hex')}`;
    try {
      await this.fs.link(file, target);
    } catch {
      await this.fs.copyFile(file, target, fsConstants.COPYFILE_EXCL);
    }
  }

  /** Whether `file` was written by a newer app (format or rules version); false when unreadable. */
  private async isFromNewerApp(file: string): Promise<boolean> {
    let prefix: Buffer;
    try {
      prefix = await this.readPrefix(file, MAX_HEAD_BYTES);
    } catch {
      return false;
    }
    const h = readHead(prefix);
    if (h.kind === 'newer') return true;
    if (h.kind === 'head') return h.head.engineVersion > this.engine.engineVersion;
    if (h.kind === 'bad') return false;
    try {
      const st = await this.fs.stat(file);
      if (st.size > MAX_SAVE_BYTES) return false;
      return parseSave(await this.fs.readFile(file)).head.engineVersion > this.engine.engineVersion;
    } catch (e) {
      return e instanceof SaveFormatError && e.code === 'save-newer-version';
    }
  }

  private async rotate(file: string): Promise<void> {
    try {
      await this.fs.access(file);
    } catch {
      return; // nothing to keep yet
    }
    for (let i = this.backups - 1; i >= 1; i--) {
      try {
        await this.fs.rename(`${file}.bak${i}`, `${file}.bak${i + 1}`);
      } catch (e) {
        if (errnoOf(e) !== 'ENOENT') throw e;
      }
    }
    await this.fs.rm(`${file}.bak1`, { force: true });
    try {
      await this.fs.link(file, `${file}.bak1`);
    } catch {
      await this.fs.copyFile(file, `${file}.bak1`);
    }
  }
}
