/**
 * Reading one copy of a save without touching it: its size, its bytes, the format checks and
 * the verifying replay (`loadCopyFile`, `verifySaveBytes`), the action count its first line
 * gives, and the SaveMeta a save's head maps to.
 */
import path from 'node:path';
import type { IpcError, Recovery, SaveMeta } from '../../../shared/ipc/contract';
import type { EngineAction, EngineApi, GameState } from '../engine';
import { MAX_HEAD_BYTES, MAX_SAVE_BYTES, SaveFormatError, parseSave, readHead, type SaveFile, type SaveHead } from './format';
import { readHeadBytes, type SaveFs } from './fileIo';
import { AUTOSAVE_ID } from './saveIds';
import { errnoOf, fail, fsFail, type StoreResult } from './storeErrors';

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

export function metaFromHead(id: string, head: SaveHead): SaveMeta {
  return {
    id,
    name: head.name,
    players: head.players.map((p) => ({ name: p.name, colour: p.colour })),
    year: head.year,
    savedAt: head.savedAt,
    actionCount: head.actionCount,
    lastAction: head.lastAction,
    finished: head.finished ?? false,
    autosave: id === AUTOSAVE_ID,
    appVersion: head.appVersion,
    engineVersion: head.engineVersion,
  };
}

/** Verify one copy without touching it: size first, then bytes, then replay. */
export async function loadCopyFile(fs: SaveFs, engine: EngineApi, id: string, file: string, copy = 0): Promise<StoreResult<LoadedSave>> {
  let size: number;
  try {
    const st = await fs.stat(file);
    if (!st.isFile()) return fail('save-read-failed', `${path.basename(file)} is not a file.`, { reason: 'not-a-folder', errno: 'EISDIR' });
    size = st.size;
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return fail('save-not-found', `No save file ${path.basename(file)}.`);
    return fsFail('save-read-failed', `${path.basename(file)} could not be read`, e);
  }
  if (size > MAX_SAVE_BYTES) return tooLarge(file, size);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return fail('save-not-found', `No save file ${path.basename(file)}.`);
    return fsFail('save-read-failed', `${path.basename(file)} could not be read`, e);
  }
  if (bytes.length > MAX_SAVE_BYTES) return tooLarge(file, bytes.length);
  return verifySaveBytes(engine, id, bytes, copy);
}

export function tooLarge(file: string, size: number): { ok: false; error: IpcError } {
  return fail('save-too-large', `${path.basename(file)} is ${size} bytes; no save is larger than ${MAX_SAVE_BYTES}.`, { bytes: size, limit: MAX_SAVE_BYTES });
}

export function verifySaveBytes(engine: EngineApi, id: string, bytes: Buffer | string, copy = 0): StoreResult<LoadedSave> {
  let doc: SaveFile;
  try {
    doc = parseSave(bytes);
  } catch (e) {
    if (e instanceof SaveFormatError) return fail(e.code, e.message, e.params);
    return fail('save-corrupt', (e as Error)?.message ?? 'unreadable');
  }
  const engineVersion = doc.head.engineVersion;
  const current = engine.engineVersion;
  if (engineVersion > current) {
    return fail('save-newer-version', `The save was made by a newer version of the app (rules version ${engineVersion}; this app has ${current}).`, {
      engineVersion,
      supportedEngine: current,
    });
  }
  const supported = engine.supportsEngineVersion ? engine.supportsEngineVersion(engineVersion) : engineVersion === current;
  if (!supported) return fail('save-old-rules', `The save was made under rules version ${engineVersion}, which this app cannot replay.`, { engineVersion, supportedEngine: current });
  const older = engineVersion < current;
  let replayed: ReturnType<EngineApi['replay']>;
  try {
    replayed = engine.replay({ format: 'auf-der-walz-record', engineVersion, setup: doc.setup, actions: doc.actions as readonly EngineAction[] });
  } catch (e) {
    replayed = { ok: false, error: { code: 'engine-threw', message: (e as Error)?.message ?? String(e) } };
  }
  if (!replayed.ok) {
    if (older) return fail('save-old-rules', `The save (rules version ${engineVersion}) no longer replays: ${replayed.error.message}`, { engineVersion, supportedEngine: current });
    return fail('save-replay-failed', `The saved moves no longer replay: ${replayed.error.message}`);
  }
  if (engine.hashState(replayed.state) !== doc.stateHash) {
    if (older) return fail('save-old-rules', `The save (rules version ${engineVersion}) replays to a different game.`, { engineVersion, supportedEngine: current });
    return fail('save-hash-mismatch', 'The replayed game does not match the saved state.');
  }
  const meta = metaFromHead(id, { ...doc.head, actionCount: doc.actions.length });
  return { ok: true, value: { id, file: doc, state: replayed.state, meta, copy } };
}

/** The action count the newest copy's first line gives, even when the rest is damaged. */
export async function headActionCount(fs: SaveFs, file: string): Promise<number | null> {
  try {
    const h = readHead(await readHeadBytes(fs, file, MAX_HEAD_BYTES));
    return h.kind === 'head' ? h.head.actionCount : null;
  } catch {
    return null;
  }
}
