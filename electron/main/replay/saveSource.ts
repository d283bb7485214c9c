/**
 * Where a replay reads its game from: one small adapter over the SaveStore's read path.
 *
 * `SaveStore.loadCopy` reads one file and verifies it (checksum, migration, replay, state
 * hash) WITHOUT touching anything: unlike `load`, it never quarantines a damaged file, never
 * falls back to a backup and never removes stray temp files. A replay must not change the
 * folder, so this is the path to use.
 */
import type { GameSetup } from '../engine';
import type { EngineAction } from '../engine';
import type { SavedReason } from '../saves/format';
import type { SeatControl } from '../../../shared/ipc/contract';
import type { SaveStore, StoreResult } from '../saves/SaveStore';

export interface ReplayRecord {
  readonly name: string;
  readonly setup: GameSetup;
  readonly actions: readonly EngineAction[];
  /** The rules version the game was played under (replayed under the same rules). */
  readonly engineVersion?: number;
  /** The computers' reasons by action index (0-based), as the save kept them. */
  readonly reasons?: readonly SavedReason[];
  /** Who played each seat (a person or a computer of a level), as the save kept it. */
  readonly controls?: readonly SeatControl[];
}

export type ReplaySource = (saveId: string) => Promise<StoreResult<ReplayRecord>>;

const ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function saveStoreSource(store: Pick<SaveStore, 'loadCopy' | 'fileFor'>): ReplaySource {
  return async (saveId) => {
    if (!ID_RE.test(saveId)) return { ok: false, error: { code: 'bad-save-id', message: `Invalid save id "${saveId}".` } };
    const r = await store.loadCopy(saveId, store.fileFor(saveId));
    if (!r.ok) return r;
    const file = r.value.file;
    return { ok: true, value: { name: r.value.meta.name, setup: file.setup, actions: file.actions as EngineAction[], engineVersion: file.head.engineVersion, reasons: file.reasons, controls: file.controls } };
  };
}
