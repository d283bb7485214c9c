/**
 * The contract's saves: ids, the list's entries and their metadata, loads and their recoveries,
 * the autosave's status and the problem codes the page words for the player.
 * Part of the contract (shared/ipc/contract.ts re-exports it).
 */
import { z } from 'zod';
import { MAX_PLAYERS, PLAYER_COLOURS } from '../model/components';
import { IpcErrorSchema } from './payload';
import { GameSnapshotSchema } from './gameSchemas';

export const SaveIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'save id: lowercase letters, digits and dashes');

/** Longest name a save may have (asked at saves:save, checked again on load). */
export const SAVE_NAME_MAX = 60;

/** Problems a save copy can have that prove it damaged: such a file is moved aside. */
export const SAVE_DAMAGE_CODES = [
  'save-empty',
  'save-corrupt',
  'save-unknown-format',
  'save-checksum',
  'save-invalid',
  'save-migration-failed',
  'save-replay-failed',
  'save-hash-mismatch',
] as const;
/** Problems that do not prove damage: the file is reported and left where it is. */
export const SAVE_KEPT_CODES = [
  /** An I/O error (params.reason: see FS_REASONS). */
  'save-read-failed',
  /** Larger than any save this app writes (params.bytes, params.limit). */
  'save-too-large',
  /** Written by a newer app (params.formatVersion / params.engineVersion: the file's). */
  'save-newer-version',
  /** Written under older rules this version cannot replay exactly (params.engineVersion). */
  'save-old-rules',
  'save-not-found',
  'bad-save-id',
] as const;
/** Failures of the other save operations. */
export const SAVE_OPERATION_CODES = ['save-write-failed', 'save-move-failed', 'save-delete-failed', 'save-export-failed', 'save-import-failed', 'no-game'] as const;
export const SAVE_PROBLEM_CODES = [...SAVE_DAMAGE_CODES, ...SAVE_KEPT_CODES, ...SAVE_OPERATION_CODES] as const;
export type SaveProblemCode = (typeof SAVE_PROBLEM_CODES)[number];
/** What an I/O error means for the player (params.reason of read/write failures). */
export const FS_REASONS = ['disk-full', 'read-only', 'no-permission', 'busy', 'io', 'not-a-folder', 'saves-folder', 'other'] as const;
export type FsReason = (typeof FS_REASONS)[number];

const FileName = z.string().max(200);
const IsoTime = z.string().max(40);

/** What the list shows of one copy of a save (read from the file's small header, not the whole file). */
export const SaveMetaSchema = z.strictObject({
  id: SaveIdSchema,
  name: z.string().max(SAVE_NAME_MAX),
  players: z.array(z.strictObject({ name: z.string().max(24), colour: z.enum(PLAYER_COLOURS) })).max(MAX_PLAYERS),
  year: z.number().int().min(0).max(9),
  savedAt: IsoTime,
  actionCount: z.number().int().min(0),
  /** Seat and action type of the last action (the renderer names the type in the player's words). */
  lastAction: z.strictObject({ seat: z.number().int().min(0).max(MAX_PLAYERS - 1), type: z.string().max(64) }).nullable(),
  /** The game in it is over (false too for a save from before this was recorded). */
  finished: z.boolean(),
  autosave: z.boolean(),
  /** The app and rules versions that wrote it. */
  appVersion: z.string().max(64),
  engineVersion: z.number().int().min(0),
});
export type SaveMeta = z.infer<typeof SaveMetaSchema>;

export const SAVE_ENTRY_STATUSES = ['ok', 'damaged', 'unreadable', 'too-large', 'newer-version', 'missing'] as const;
/**
 * One save in the list. `status` says whether its newest copy looks usable; when it does not,
 * `problem` says why and `backup` offers the newest backup whose header reads cleanly.
 */
/**
 * The name the autosave writes into its file. A save kept from the autosave (a game it held
 * before another was autosaved) keeps that name; the load list words such a save itself.
 */
export const AUTOSAVE_NAME = 'Autosave';

export const SaveEntrySchema = z.strictObject({
  id: SaveIdSchema,
  autosave: z.boolean(),
  /** ok | damaged (proven) | unreadable (I/O) | too-large | newer-version | missing (only backups left) */
  status: z.enum(SAVE_ENTRY_STATUSES),
  /** The newest copy's header when it could be read (even if the rest is damaged). */
  meta: SaveMetaSchema.nullable(),
  problem: IpcErrorSchema.nullable(),
  /** Backup n (1 = newest backup) offered when the newest copy cannot be used. */
  backup: z.strictObject({ copy: z.number().int().min(1).max(9), meta: SaveMetaSchema }).nullable(),
  /** Damaged copies of this save already moved aside (file names, newest first). */
  quarantined: z.array(FileName).max(5),
});
export type SaveEntry = z.infer<typeof SaveEntrySchema>;

/** Said whenever a load did not use the newest copy. */
export const RecoverySchema = z.strictObject({
  /** The copy loaded: n = the n-th backup (1 = the newest backup). */
  copy: z.number().int().min(1).max(9),
  file: FileName,
  savedAt: IsoTime,
  actions: z.number().int().min(0),
  /** Actions in the newest copy when its header still said; null when unknown. */
  newestActions: z.number().int().min(0).nullable(),
  /** How many actions older the loaded copy is (newestActions - actions); null when unknown. */
  actionsBehind: z.number().int().min(0).nullable(),
  /** True when the player chose this backup; false when the newest copy could not be used. */
  chosen: z.boolean(),
  /** Each newer copy that was passed over, newest first: what was wrong and where it went. */
  skipped: z
    .array(
      z.strictObject({
        file: FileName,
        problem: IpcErrorSchema,
        /** The quarantine file name it was moved to; null when it was missing or could not be moved. */
        movedTo: FileName.nullable(),
        /** Why moving it aside failed (the file was left where it was). */
        moveFailed: IpcErrorSchema.nullable(),
      }),
    )
    .max(10),
});
export type Recovery = z.infer<typeof RecoverySchema>;

/** What saves:load and saves:continue answer. */
export const LoadResultSchema = z.strictObject({
  id: SaveIdSchema,
  snapshot: GameSnapshotSchema,
  /** Null when the newest copy loaded as it is. */
  recovery: RecoverySchema.nullable(),
  /** The rules version the game was played under; below the app's when `olderRules`. */
  engineVersion: z.number().int().min(0),
  /** True when the game was replayed with the older rules it was played under. */
  olderRules: z.boolean(),
});
export type LoadResult = z.infer<typeof LoadResultSchema>;

/** The autosave as the player must know it: saved, or failing (and since when, and why). */
export const AutosaveStatusSchema = z.strictObject({
  /**
   * idle: nothing written of the game in memory yet (none, a new one, or one just loaded, whose
   * file is its last save); saved: the last write succeeded; failing: the last write failed.
   */
  state: z.enum(['idle', 'saved', 'failing']),
  /** The last successful autosave (time, actions in it); null before the first. */
  lastSavedAt: IsoTime.nullable(),
  savedActions: z.number().int().min(0).nullable(),
  /** Actions in the game in memory. */
  currentActions: z.number().int().min(0).nullable(),
  /** While failing: the error (code save-write-failed, params.reason), the first failure's time, attempts since. */
  error: IpcErrorSchema.nullable(),
  failingSince: IsoTime.nullable(),
  failures: z.number().int().min(0),
});
export type AutosaveStatus = z.infer<typeof AutosaveStatusSchema>;

/**
 * Actions of the game in memory not known to be on disk: while the autosave fails, or always
 * when `lastWriteDone` is false (a write that hangs is not a write that worked). Main asks about
 * them before a quit, the page before a new game or a load.
 */
export function actionsNotSaved(s: AutosaveStatus | null | undefined, lastWriteDone = true): number {
  if (!s || (s.state !== 'failing' && lastWriteDone)) return 0;
  return Math.max(0, (s.currentActions ?? 0) - (s.savedActions ?? 0));
}
