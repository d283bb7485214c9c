/**
 * Saves in the user-data folder: autosave, named saves, listing, load (replay + hash check),
 * delete, export/import, atomic writes with rotating backups, quarantine of damaged files.
 *
 * How a file reaches the disk (atomic write, rotating backups) is in fileIo.ts; reading and
 * verifying one copy in readCopy.ts; the list in listing.ts; moving damaged files aside in
 * quarantine.ts; ids and file names in saveIds.ts; typed errors in storeErrors.ts.
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
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';
import {
  HUMAN,
  type Recovery,
  type SaveEntry,
  type SaveMeta,
  type SeatControl,
} from '../../../shared/ipc/contract';
import type { EngineAction, EngineApi, GameSetup, GameState } from '../engine';
import { MAX_SAVE_BYTES, SavedReasonSchema, lastActionOf, parseSave, serializeSave, type SaveFile, type SaveHead, type SavedReason } from './format';
import { AtomicWriter, type SaveFs } from './fileIo';
import { goesOnFrom, keepEarlierGame } from './earlierGame';
import { listSaves } from './listing';
import { DAMAGE, quarantine } from './quarantine';
import { headActionCount, loadCopyFile, metaFromHead, verifySaveBytes, type LoadedSave } from './readCopy';
import { AUTOSAVE_ID, EXT, FILE_RE, ID_RE, QUARANTINED_RE, slugId } from './saveIds';
import { errnoOf, fail, fsFail, type Params, type StoreResult } from './storeErrors';

export { AUTOSAVE_ID, slugId } from './saveIds';
export { fsReason, type StoreResult } from './storeErrors';
export type { SaveFs } from './fileIo';
export { metaFromHead, type LoadedSave } from './readCopy';

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
  /** The computers' reasons by action index (default: none). */
  readonly reasons?: readonly SavedReason[];
}

/**
 * The reasons a save keeps: only those the format reads back (each for an action of this
 * record, valid by the schema, one per action, ascending). A store never writes what it
 * cannot read: a reason that does not fit is left out, the game is saved.
 */
function savedReasons(reasons: readonly SavedReason[], actions: number): SavedReason[] {
  const out: SavedReason[] = [];
  for (const r of [...reasons].sort((a, b) => a.at - b.at)) {
    const ok = SavedReasonSchema.safeParse({ at: r.at, key: r.key, params: { ...r.params } });
    if (ok.success && ok.data.at < actions && (out.length === 0 || out[out.length - 1]!.at < ok.data.at)) out.push(ok.data);
  }
  return out;
}

export class SaveStore {
  readonly dir: string;
  private readonly engine: EngineApi;
  private readonly appVersion: string;
  private readonly backups: number;
  private readonly now: () => Date;
  private readonly fs: SaveFs;
  /**
   * The game the autosave was last written with (the host's setup object, one per game adopted:
   * new or loaded; undo keeps it): its copies need no look before the next write (earlierGame.ts).
   */
  private autosaveGame: GameSetup | null = null;
  /** Writes per file are serialised so backups rotate in order. */
  private readonly chains = new Map<string, Promise<unknown>>();
  /** Ids given to new saves by this store (freshId), so none is given twice. */
  private readonly issued = new Set<string>();
  private readonly writer: AtomicWriter;

  constructor(opts: SaveStoreOptions) {
    this.dir = opts.dir;
    this.engine = opts.engine;
    this.appVersion = opts.appVersion;
    this.backups = Math.min(9, Math.max(0, opts.backups ?? 3));
    this.now = opts.now ?? (() => new Date());
    this.fs = opts.fs ?? nodeFs;
    this.writer = new AtomicWriter({ fs: this.fs, engine: this.engine, now: this.now, durable: opts.durable ?? true, backups: this.backups });
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
        finished: replayed.state.phase === 'finished',
        bodyBytes: 0,
      };
      const text = serializeSave({
        format: 'auf-der-walz-save',
        schemaVersion: 5,
        head,
        setup: { seats, seed: input.setup.seed, startPlayer: input.setup.startPlayer },
        controls: controls.map((c) => ({ ...c })),
        actions: input.actions as SaveFile['actions'],
        reasons: savedReasons(input.reasons ?? [], input.actions.length),
        stateHash: this.engine.hashState(replayed.state),
      });
      if (Buffer.byteLength(text) > MAX_SAVE_BYTES) return fail('save-write-failed', 'The game is too large to save.', { reason: 'other', errno: 'EFBIG' });
      return await this.serial(id, async () => {
        try {
          // the first autosave of a game adopted (new, loaded: a setup of its own) looks at what the autosave holds
          const adopted = id === AUTOSAVE_ID && input.setup !== this.autosaveGame;
          if (adopted) await this.keepEarlierAutosave(input);
          await this.writer.atomicWrite(this.fileFor(id), text);
          if (adopted) this.autosaveGame = input.setup;
          return { ok: true as const, value: metaFromHead(id, head) };
        } catch (e) {
          return fsFail('save-write-failed', 'The save could not be written', e);
        }
      });
    } catch (e) {
      return fsFail('save-write-failed', 'The save could not be written', e);
    }
  }

  /**
   * The autosave's copies hold another game (or one this app cannot read as a clean save): they
   * move to a save of their own before the autosave is written (earlierGame.ts).
   */
  private async keepEarlierAutosave(input: SaveInput): Promise<void> {
    await keepEarlierGame(this.fs, this.copiesOf(AUTOSAVE_ID), (doc) => goesOnFrom(doc, input.setup, input.actions), async () => {
      const id = await this.freshId('earlier game');
      return { id, copies: this.copiesOf(id) };
    });
  }

  /** A new named save (fresh id from the name). */
  async saveAs(input: SaveInput): Promise<StoreResult<SaveMeta>> {
    return this.write(await this.freshId(input.name), input);
  }

  /**
   * An id no save has: the name's slug and the time, and a counter after it when two saves of
   * one slug come in the same millisecond (a double click on Save) or the file is there already.
   * Reserved before the file check, so two saves in flight never get the same id.
   */
  private async freshId(name: string): Promise<string> {
    const base = slugId(name, this.now());
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      if (this.issued.has(id)) continue;
      this.issued.add(id);
      if (!(await this.exists(this.fileFor(id)))) return id;
    }
  }

  private async exists(file: string): Promise<boolean> {
    try {
      await this.fs.access(file);
      return true;
    } catch {
      return false;
    }
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
      if (i === 0) newestActions = await headActionCount(this.fs, file);
      const q = await quarantine(this.fs, this.now, file);
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
      const q = await quarantine(this.fs, this.now, file);
      return fail(r.error.code, r.error.message, { ...r.error.params, file: path.basename(file), copy, movedTo: q.movedTo, moveFailed: q.failed?.params?.reason ?? null });
    }
    const newestActions = await headActionCount(this.fs, copies[0]!);
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
  loadCopy(id: string, file: string, copy = 0): Promise<StoreResult<LoadedSave>> {
    return loadCopyFile(this.fs, this.engine, id, file, copy);
  }

  /** Verify a save's bytes (format, rules version, replay, state hash); touches no file. */
  verifyBytes(id: string, bytes: Buffer | string, copy = 0): StoreResult<LoadedSave> {
    return verifySaveBytes(this.engine, id, bytes, copy);
  }

  /* ------------------------------------------------------------------ list */

  /** The newest copy of a save as it is written (checked, not replayed); null when it cannot be read as a clean save. */
  async peek(id: string): Promise<SaveFile | null> {
    if (typeof id !== 'string' || !ID_RE.test(id)) return null;
    try {
      const file = this.fileFor(id);
      if ((await this.fs.stat(file)).size > MAX_SAVE_BYTES) return null;
      return parseSave(await this.fs.readFile(file));
    } catch {
      return null;
    }
  }

  /**
   * Every save with the state of its newest copy, newest first. Reads each copy's size and first
   * line only (legacy v1/v2 files, which have no header line, are read whole once). A copy with
   * a damaged first line, a wrong length, an I/O error or a newer format is listed with its
   * problem and the newest backup that looks intact; damage inside the body shows at load.
   */
  list(): Promise<StoreResult<SaveEntry[]>> {
    return listSaves(this.fs, this.engine, this.dir, (id) => this.copiesOf(id));
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
    // an export into the saves folder would write over a save (or a backup) outside its own
    // write order and backups, or add a file the list takes for one: refused, nothing written
    if (await sameFolder(path.dirname(target), this.dir)) return fail('save-export-failed', 'An export cannot go into the saves folder itself.', { reason: 'saves-folder' });
    const loaded = await this.serial(id, () => this.loadCopy(id, this.fileFor(id)));
    if (!loaded.ok) return loaded;
    const { checksum: _c, ...body } = loaded.value.file;
    try {
      await this.writer.atomicWrite(target, serializeSave(body), false);
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
    return this.saveAs({ name: f.head.name, setup: f.setup, actions: f.actions as readonly EngineAction[], state: v.value.state, controls: f.controls, engineVersion: f.head.engineVersion, reasons: f.reasons });
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
}

/**
 * Whether two folder paths name the same folder: as written (Windows and macOS file systems
 * ignore case), and as the file system resolves them (links, junctions, short names).
 */
async function sameFolder(a: string, b: string): Promise<boolean> {
  const fold = (p: string) => (process.platform === 'win32' || process.platform === 'darwin' ? path.resolve(p).toLowerCase() : path.resolve(p));
  if (fold(a) === fold(b)) return true;
  const real = (p: string) => nodeFs.realpath(p).then(fold, () => null);
  const [ra, rb] = await Promise.all([real(a), real(b)]);
  return ra !== null && ra === rb;
}
