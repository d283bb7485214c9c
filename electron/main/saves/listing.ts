/**
 * The save list: which saves the folder holds and, for each, the state of its newest copy (and
 * the newest backup that looks intact when it is not ok), judged from sizes and first lines.
 */
import path from 'node:path';
import { SaveEntrySchema, type IpcError, type SaveEntry, type SaveMeta } from '../../../shared/ipc/contract';
import type { EngineApi } from '../engine';
import { MAX_SAVE_BYTES, SaveFormatError, parseSave, readHead } from './format';
import { readHeadBytes, type SaveFs } from './fileIo';
import { metaFromHead, tooLarge } from './readCopy';
import { AUTOSAVE_ID, FILE_RE, QUARANTINED_RE } from './saveIds';
import { errnoOf, fsFail, type StoreResult } from './storeErrors';

/** The most saves the list holds (the contract's bound of saves:list). */
export const MAX_LIST = 1000;

/** What the list learns about one copy from its size and first line. */
type Inspection =
  | { readonly status: 'ok'; readonly meta: SaveMeta }
  | { readonly status: 'damaged' | 'unreadable' | 'too-large' | 'newer-version'; readonly meta: SaveMeta | null; readonly problem: IpcError }
  | { readonly status: 'absent' };

/**
 * Every save with the state of its newest copy, newest first. Reads each copy's size and first
 * line only (legacy v1/v2 files, which have no header line, are read whole once). A copy with
 * a damaged first line, a wrong length, an I/O error or a newer format is listed with its
 * problem and the newest backup that looks intact; damage inside the body shows at load.
 */
export async function listSaves(fs: SaveFs, engine: EngineApi, dir: string, copiesOf: (id: string) => string[]): Promise<StoreResult<SaveEntry[]>> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
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
    // a name longer than any the app gives a quarantined copy is not one of its own (the list's contract holds 200 characters)
    if (q && n.length <= MAX_FILE_NAME) {
      ids.add(q[1]!);
      quarantined.set(q[1]!, [...(quarantined.get(q[1]!) ?? []), n]);
    }
  }
  const out: SaveEntry[] = [];
  for (const id of await newestIds(fs, ids, copiesOf)) {
    try {
      out.push(fitted(await entryFor(fs, engine, copiesOf(id), id, (quarantined.get(id) ?? []).sort().reverse().slice(0, 5))));
    } catch (e) {
      out.push({ id, autosave: id === AUTOSAVE_ID, status: 'unreadable', meta: null, problem: fsFail('save-read-failed', 'The save could not be read', e).error, backup: null, quarantined: [] });
    }
  }
  const time = (e: SaveEntry) => e.meta?.savedAt ?? e.backup?.meta.savedAt ?? '';
  return { ok: true, value: out.sort((a, b) => time(b).localeCompare(time(a)) || a.id.localeCompare(b.id)) };
}

/** The longest file name the list's contract holds. */
const MAX_FILE_NAME = 200;

/**
 * An entry as the contract takes it. What a file holds can make an entry the list's contract
 * refuses (a message of any length, a header's odd value), and one refused entry would make the
 * whole answer fail, hiding every save: such an entry is listed as damaged instead, with its id.
 */
function fitted(entry: SaveEntry): SaveEntry {
  if (SaveEntrySchema.safeParse(entry).success) return entry;
  const problem = { code: 'save-invalid', message: 'The save file is malformed: its first line holds values this app cannot show.' };
  return { id: entry.id, autosave: entry.autosave, status: 'damaged', meta: null, problem, backup: null, quarantined: [] };
}

/**
 * At most MAX_LIST ids: with more saves than the list holds, the newest by the time their files
 * were last written (newest copy, else any backup), so a new save is never the one left out.
 */
async function newestIds(fs: SaveFs, ids: ReadonlySet<string>, copiesOf: (id: string) => string[]): Promise<string[]> {
  const all = [...ids].sort();
  if (all.length <= MAX_LIST) return all;
  const written = new Map<string, number>();
  for (const id of all) {
    let t = -1;
    for (const file of copiesOf(id)) {
      try {
        t = Math.max(t, (await fs.stat(file)).mtimeMs);
      } catch {
        // absent or unreadable: the other copies decide
      }
    }
    written.set(id, t);
  }
  return all.sort((a, b) => written.get(b)! - written.get(a)! || a.localeCompare(b)).slice(0, MAX_LIST);
}

async function entryFor(fs: SaveFs, engine: EngineApi, copies: string[], id: string, quarantined: string[]): Promise<SaveEntry> {
  const main = await inspect(fs, engine, id, copies[0]!);
  const base = { id, autosave: id === AUTOSAVE_ID, quarantined };
  if (main.status === 'ok') return { ...base, status: 'ok', meta: main.meta, problem: null, backup: null };
  let backup: SaveEntry['backup'] = null;
  for (let i = 1; i < copies.length && !backup; i++) {
    const b = await inspect(fs, engine, id, copies[i]!);
    if (b.status === 'ok') backup = { copy: i, meta: b.meta };
  }
  if (main.status === 'absent') {
    return { ...base, status: 'missing', meta: null, problem: { code: 'save-not-found', message: `The newest copy of "${id}" is missing.` }, backup };
  }
  return { ...base, status: main.status, meta: main.meta, problem: main.problem, backup };
}

async function inspect(fs: SaveFs, engine: EngineApi, id: string, file: string): Promise<Inspection> {
  let size: number;
  try {
    const st = await fs.stat(file);
    if (!st.isFile()) return { status: 'unreadable', meta: null, problem: { code: 'save-read-failed', message: `${path.basename(file)} is not a file.`, params: { reason: 'not-a-folder', errno: 'EISDIR' } } };
    size = st.size;
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return { status: 'absent' };
    return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
  }
  if (size > MAX_SAVE_BYTES) return { status: 'too-large', meta: null, problem: tooLarge(file, size).error };
  let prefix: Buffer;
  try {
    prefix = await readHeadBytes(fs, file, size);
  } catch (e) {
    return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
  }
  const h = readHead(prefix);
  if (h.kind === 'newer') return { status: 'newer-version', meta: null, problem: { code: 'save-newer-version', message: 'The save was made by a newer version of the app.', params: { formatVersion: h.schemaVersion } } };
  if (h.kind === 'bad') return { status: 'damaged', meta: null, problem: { code: h.code, message: h.message } };
  if (h.kind === 'no-head') return inspectLegacy(fs, engine, id, file);
  const meta = metaFromHead(id, h.head);
  if (h.head.engineVersion > engine.engineVersion) {
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
async function inspectLegacy(fs: SaveFs, engine: EngineApi, id: string, file: string): Promise<Inspection> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return { status: 'absent' };
    return { status: 'unreadable', meta: null, problem: fsFail('save-read-failed', `${path.basename(file)} could not be read`, e).error };
  }
  if (bytes.length > MAX_SAVE_BYTES) return { status: 'too-large', meta: null, problem: tooLarge(file, bytes.length).error };
  try {
    const doc = parseSave(bytes);
    const meta = metaFromHead(id, doc.head);
    if (doc.head.engineVersion > engine.engineVersion) {
      return { status: 'newer-version', meta, problem: { code: 'save-newer-version', message: 'The save was made by a newer version of the app.', params: { engineVersion: doc.head.engineVersion } } };
    }
    return { status: 'ok', meta };
  } catch (e) {
    const code = e instanceof SaveFormatError ? e.code : 'save-corrupt';
    const problem = { code, message: (e as Error)?.message ?? 'unreadable', ...(e instanceof SaveFormatError && Object.keys(e.params).length ? { params: e.params } : {}) };
    return { status: code === 'save-newer-version' ? 'newer-version' : 'damaged', meta: null, problem };
  }
}
