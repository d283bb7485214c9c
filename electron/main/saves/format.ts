/**
 * The save-file format: versioned JSON with a sha256 checksum over the canonical body, zod
 * schemas per schema version and the chain of migrations up to the current version.
 *
 * v1 (0.0.x builds): players + seed + startPlayer at top level, no name or metadata.
 * v2 (current):      setup object (as the engine takes it), seed, name, engineVersion, meta.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { PLAYER_COLOURS } from '../../../shared/model/components';
import { canonicalJson } from '../../../shared/engine/hash';

export const SAVE_FORMAT = 'auf-der-walz-save';
export const CURRENT_SCHEMA_VERSION = 2;

const Seat = z.object({ name: z.string(), colour: z.enum(PLAYER_COLOURS) });
const Action = z.object({ player: z.number().int(), type: z.string() }).catchall(z.unknown());

export const SaveV1Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  schemaVersion: z.literal(1),
  appVersion: z.string(),
  savedAt: z.string(),
  players: z.array(Seat).min(2).max(4),
  seed: z.number().int(),
  startPlayer: z.number().int(),
  actions: z.array(Action),
  stateHash: z.string(),
  checksum: z.string(),
});
export type SaveV1 = z.infer<typeof SaveV1Schema>;

export const SaveMetaBodySchema = z.object({
  players: z.array(Seat),
  year: z.number(),
  actionCount: z.number().int(),
  lastAction: z.string().nullable(),
});

export const SaveV2Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  schemaVersion: z.literal(2),
  appVersion: z.string(),
  engineVersion: z.number().int(),
  savedAt: z.string(),
  name: z.string(),
  setup: z.object({ seats: z.array(Seat).min(2).max(4), seed: z.number().int(), startPlayer: z.number().int() }),
  seed: z.number().int(),
  actions: z.array(Action),
  stateHash: z.string(),
  meta: SaveMetaBodySchema,
  checksum: z.string(),
});
export type SaveV2 = z.infer<typeof SaveV2Schema>;
export type SaveFile = SaveV2;

/** JSON with object keys sorted at every level (the engine's): the byte string the checksum covers. */
export { canonicalJson };

/** sha256 (hex) of the canonical body, i.e. the document without its `checksum` field. */
export function checksumOf(doc: Record<string, unknown>): string {
  const { checksum: _ignored, ...body } = doc;
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function withChecksum<T extends Record<string, unknown>>(body: T): T & { checksum: string } {
  return { ...body, checksum: checksumOf(body) };
}

export class SaveFormatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One migration per step: takes a verified document of version n, returns version n + 1. */
const MIGRATIONS: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {
  1: (raw) => {
    const v1 = SaveV1Schema.parse(raw);
    const setup = { seats: v1.players, seed: v1.seed, startPlayer: v1.startPlayer };
    const last = v1.actions[v1.actions.length - 1];
    return withChecksum({
      format: SAVE_FORMAT,
      schemaVersion: 2,
      appVersion: v1.appVersion,
      engineVersion: 1,
      savedAt: v1.savedAt,
      name: 'Migrated save',
      setup,
      seed: v1.seed,
      actions: v1.actions,
      stateHash: v1.stateHash,
      meta: {
        players: v1.players,
        year: 1,
        actionCount: v1.actions.length,
        lastAction: last ? `${v1.players[last.player]?.name ?? '?'}: ${last.type}` : null,
      },
    });
  },
};

/**
 * Bytes of a save file -> a current-version document, or a typed SaveFormatError:
 * save-empty, save-corrupt (truncated/garbage JSON), save-unknown-format, save-future-version,
 * save-checksum (bit flips), save-invalid (schema), save-migration-failed.
 */
export function parseSave(bytes: Buffer | string): SaveFile {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  if (text.trim().length === 0) throw new SaveFormatError('save-empty', 'The save file is empty.');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new SaveFormatError('save-corrupt', `The save file is truncated or not JSON (${(e as Error).message}).`);
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc) || (doc as { format?: unknown }).format !== SAVE_FORMAT) {
    throw new SaveFormatError('save-unknown-format', 'This is not an Auf der Walz save file.');
  }
  const obj = doc as Record<string, unknown>;
  const version = obj.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new SaveFormatError('save-unknown-format', 'The save file has no valid schema version.');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new SaveFormatError(
      'save-future-version',
      `The save was written by a newer version (schema ${version}; this app reads up to ${CURRENT_SCHEMA_VERSION}).`,
    );
  }
  if (typeof obj.checksum !== 'string' || checksumOf(obj) !== obj.checksum) {
    throw new SaveFormatError('save-checksum', 'The save file is damaged (checksum mismatch).');
  }
  let current = obj;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new SaveFormatError('save-migration-failed', `No migration from schema ${v}.`);
    try {
      current = step(current);
    } catch (e) {
      throw new SaveFormatError('save-migration-failed', `Migration from schema ${v} failed: ${(e as Error).message}`);
    }
  }
  const parsed = SaveV2Schema.safeParse(current);
  if (!parsed.success) throw new SaveFormatError('save-invalid', `The save file is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
