/**
 * The save-file format: versioned JSON with a sha256 checksum over the canonical body, zod
 * schemas per schema version and the chain of migrations up to the current version.
 *
 * v1 (0.0.x builds): players + seed + startPlayer at top level, no name or metadata.
 * v2 (0.1.x):        setup object (as the engine takes it), seed, name, engineVersion, meta.
 * v3:               a small `head` on the FIRST LINE (name, time, versions, players, year,
 *                    action count, last action, the byte length of the rest) so the save list
 *                    reads a few hundred bytes per file instead of the whole file; each seat's
 *                    control (human / computer level, issue 14). The file is still one JSON
 *                    document: line 1 is `{"format":…,"schemaVersion":3,"head":{…},` and line 2
 *                    the rest (setup, controls, actions, stateHash, checksum).
 * v4:               v3 plus `reasons`: each computer decision's one line of why, by the index
 *                    of its action, so a loaded game's log tells them as the game did.
 * v5 (current):      v4 whose head may say whether the game is over (`finished`; the menu and
 *                    the load list say "Game over"); migrated v4 saves leave it out.
 *
 * Every string and list has a maximum length, and every action is checked by the contract's
 * ActionSchema (strict keys), so a file cannot smuggle in what the IPC boundary refuses.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MAX_PLAYERS, PLAYER_COLOURS } from '../../../shared/model/components';
import { canonicalJson } from '../../../shared/engine/hash';
import { ActionSchema, HUMAN, SAVE_NAME_MAX, SeatControlSchema, checkPayloadShape, fitMessage, type SeatControl } from '../../../shared/ipc/contract';

export const SAVE_FORMAT = 'auf-der-walz-save';
export const CURRENT_SCHEMA_VERSION = 5;

/** No save this app writes comes near this (a finished 4-player game is about 100 KB). */
export const MAX_SAVE_BYTES = 8 * 1024 * 1024;
/** The header line is at most this long (names are bounded); the list reads no more. */
export const MAX_HEAD_BYTES = 8 * 1024;
/** More actions than any real game has (a finished 4-player game has about 1,500). */
export const MAX_ACTIONS = 20_000;
/** Shape limits of a whole save document (checked iteratively before zod and the checksum). */
const DOC_LIMITS = { maxDepth: 8, maxNodes: MAX_ACTIONS * 12, maxKeys: 32, maxArray: MAX_ACTIONS, maxString: 200 } as const;

const Seat = z.strictObject({ name: z.string().min(1).max(24), colour: z.enum(PLAYER_COLOURS) });
const Seats = z.array(Seat).min(2).max(MAX_PLAYERS);
/** Actions in files of v1/v2: any action that passed the engine then (v1/v2 had no strict check). */
const LegacyAction = z.object({ player: z.number().int(), type: z.string().max(64) }).catchall(z.unknown());
const Setup = z.strictObject({ seats: Seats, seed: z.number().int().min(0).max(0xffffffff), startPlayer: z.number().int().min(0).max(MAX_PLAYERS - 1) });
const Iso = z.string().max(40);
const Name = z.string().max(SAVE_NAME_MAX);

export const SaveV1Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  schemaVersion: z.literal(1),
  appVersion: z.string().max(64),
  savedAt: Iso,
  players: Seats,
  seed: z.number().int(),
  startPlayer: z.number().int(),
  actions: z.array(LegacyAction).max(MAX_ACTIONS),
  stateHash: z.string().max(128),
  checksum: z.string(),
});
export type SaveV1 = z.infer<typeof SaveV1Schema>;

export const SaveMetaBodySchema = z.object({
  players: z.array(Seat).max(MAX_PLAYERS),
  year: z.number(),
  actionCount: z.number().int(),
  lastAction: z.string().max(200).nullable(),
});

export const SaveV2Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  schemaVersion: z.literal(2),
  appVersion: z.string().max(64),
  engineVersion: z.number().int(),
  savedAt: Iso,
  name: Name,
  setup: Setup,
  seed: z.number().int(),
  actions: z.array(LegacyAction).max(MAX_ACTIONS),
  stateHash: z.string().max(128),
  meta: SaveMetaBodySchema,
  checksum: z.string(),
});
export type SaveV2 = z.infer<typeof SaveV2Schema>;

/** The first line of a v3 file: what the save list shows, readable without the rest. */
export const SaveHeadSchema = z.strictObject({
  name: Name,
  savedAt: Iso,
  appVersion: z.string().max(64),
  engineVersion: z.number().int().min(0),
  players: z.array(Seat).min(2).max(MAX_PLAYERS),
  year: z.number().int().min(0).max(9),
  actionCount: z.number().int().min(0).max(MAX_ACTIONS),
  lastAction: z.strictObject({ seat: z.number().int().min(0).max(MAX_PLAYERS - 1), type: z.string().max(64) }).nullable(),
  /**
   * The game is over (from schema 5 on; a save migrated from before leaves it out: not known).
   * New in 5 rather than added to 4: an app that reads up to 4 checks the head strictly, and
   * would take a file with it for a damaged one; a file of 5 it leaves alone as newer.
   */
  finished: z.boolean().optional(),
  /** Byte length of everything after the first line break (0 in a document migrated in memory). */
  bodyBytes: z.number().int().min(0),
});
export type SaveHead = z.infer<typeof SaveHeadSchema>;

export const SaveV3Schema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  schemaVersion: z.literal(3),
  head: SaveHeadSchema,
  setup: Setup,
  /** Who plays each seat, in seat order. */
  controls: z.array(SeatControlSchema).min(2).max(MAX_PLAYERS),
  actions: z.array(ActionSchema).max(MAX_ACTIONS),
  stateHash: z.string().max(128),
  checksum: z.string().length(64),
});
export type SaveV3 = z.infer<typeof SaveV3Schema>;

/** A computer decision's reason (an `ai.` message key and its params), by its action's index. */
export const SavedReasonSchema = z.strictObject({
  at: z.number().int().min(0).max(MAX_ACTIONS - 1),
  key: z.string().max(100).regex(/^ai\.[A-Za-z.]+$/),
  params: z.record(z.string().max(40), z.union([z.string().max(200), z.number().finite()])),
});
export type SavedReason = z.infer<typeof SavedReasonSchema>;

export const SaveV4Schema = z.strictObject({
  ...SaveV3Schema.shape,
  schemaVersion: z.literal(4),
  /** The computers' reasons, by action index, ascending, each for an action of the record. */
  reasons: z.array(SavedReasonSchema).max(MAX_ACTIONS),
});
export type SaveV4 = z.infer<typeof SaveV4Schema>;

/** v5: the head may say whether the game is over (`finished`). */
export const SaveV5Schema = z.strictObject({
  ...SaveV4Schema.shape,
  schemaVersion: z.literal(5),
});
export type SaveV5 = z.infer<typeof SaveV5Schema>;
export type SaveFile = SaveV5;
export type SaveBody = Omit<SaveV5, 'checksum'>;

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

/**
 * The bytes of a v3 file: line 1 `{"format":…,"schemaVersion":3,"head":{…},` and line 2 the
 * rest. `head.bodyBytes` is the byte length of line 2 (the checksum has a fixed length, so the
 * length is known before the checksum is), which lets the list tell a cut-short file at a glance.
 */
export function serializeSave(body: SaveBody): string {
  const rest = (checksum: string) => JSON.stringify({ setup: body.setup, controls: body.controls, actions: body.actions, reasons: body.reasons, stateHash: body.stateHash, checksum }).slice(1);
  const bodyBytes = Buffer.byteLength(rest('0'.repeat(64)), 'utf8');
  const doc: SaveBody = { format: SAVE_FORMAT, schemaVersion: 5, head: { ...body.head, bodyBytes }, setup: body.setup, controls: body.controls, actions: body.actions, reasons: body.reasons, stateHash: body.stateHash };
  const checksum = checksumOf(doc as unknown as Record<string, unknown>);
  return `{"format":${JSON.stringify(SAVE_FORMAT)},"schemaVersion":5,"head":${JSON.stringify(doc.head)},\n${rest(checksum)}`;
}

/** The longest message a format error carries (the contract's errors hold at most 2,000 characters). */
export const MAX_FORMAT_MESSAGE = 500;

export class SaveFormatError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    // a file's own content can make a message of any length (a schema's every problem): cut it
    super(fitMessage(message, MAX_FORMAT_MESSAGE));
  }
}

/** A migration's failure in one line: a schema's first problem, not the whole list of them. */
function failureOf(e: unknown): string {
  if (e instanceof z.ZodError) {
    const issue = e.issues[0];
    return issue ? `${issue.path.join('.') || '(file)'} ${issue.message}` : 'invalid';
  }
  return e instanceof Error ? e.message : String(e);
}

/** The last action as the head records it. */
export function lastActionOf(actions: readonly { player: number; type: string }[]): SaveHead['lastAction'] {
  const last = actions[actions.length - 1];
  return last && Number.isInteger(last.player) && last.player >= 0 && last.player < MAX_PLAYERS ? { seat: last.player, type: last.type } : null;
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
  /** v2 -> v3: the head line from the v2 fields and meta; every seat played by a person. */
  2: (raw) => {
    const v2 = SaveV2Schema.parse(raw);
    return withChecksum({
      format: SAVE_FORMAT,
      schemaVersion: 3,
      head: {
        name: v2.name,
        savedAt: v2.savedAt,
        appVersion: v2.appVersion,
        engineVersion: v2.engineVersion,
        players: v2.setup.seats,
        year: Math.max(0, Math.min(9, Math.trunc(v2.meta.year))),
        actionCount: v2.actions.length,
        lastAction: lastActionOf(v2.actions),
        bodyBytes: 0,
      },
      setup: v2.setup,
      controls: v2.setup.seats.map((): SeatControl => ({ ...HUMAN })),
      actions: v2.actions,
      stateHash: v2.stateHash,
    });
  },
  /** v3 -> v4: no reasons were kept before v4. */
  3: (raw) => {
    const v3 = SaveV3Schema.parse(raw);
    const { checksum: _old, ...rest } = v3;
    return withChecksum({ ...rest, schemaVersion: 4, reasons: [] });
  },
  /** v4 -> v5: nothing changes; whether the game is over is not known (the head leaves it out). */
  4: (raw) => {
    const v4 = SaveV4Schema.parse(raw);
    const { checksum: _old, ...rest } = v4;
    const { finished: _unknown, ...head } = rest.head;
    return withChecksum({ ...rest, head, schemaVersion: 5 });
  },
};

/** Codes of parseSave's errors that prove the bytes damaged (the others are not damage). */
export const NOT_DAMAGE_FORMAT_CODES: ReadonlySet<string> = new Set(['save-newer-version']);

/**
 * Bytes of a save file -> a current-version document, or a typed SaveFormatError:
 * save-empty, save-corrupt (truncated/garbage JSON), save-unknown-format, save-newer-version
 * (a newer app wrote it: NOT damage), save-checksum (bit flips), save-invalid (schema, limits),
 * save-migration-failed.
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
      'save-newer-version',
      `The save was written by a newer version of the app (file format ${version}; this app reads up to ${CURRENT_SCHEMA_VERSION}).`,
      { formatVersion: version, supportedFormat: CURRENT_SCHEMA_VERSION },
    );
  }
  const shape = checkPayloadShape(obj, DOC_LIMITS);
  if (shape) throw new SaveFormatError('save-invalid', `The save file is malformed: ${shape.message}.`);
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
      throw new SaveFormatError('save-migration-failed', `Migration from schema ${v} failed: ${failureOf(e)}`);
    }
  }
  const parsed = SaveV5Schema.safeParse(current);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SaveFormatError('save-invalid', `The save file is malformed: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`);
  }
  if (parsed.data.controls.length !== parsed.data.setup.seats.length) throw new SaveFormatError('save-invalid', 'The save file is malformed: one control per seat expected.');
  const reasons = parsed.data.reasons;
  if (reasons.some((r, i) => r.at >= parsed.data.actions.length || (i > 0 && r.at <= reasons[i - 1]!.at))) {
    throw new SaveFormatError('save-invalid', 'The save file is malformed: a reason for no action, or reasons out of order.');
  }
  return parsed.data;
}

/** What the first bytes of a file say, for the list (never trusted for loading). */
export type HeadRead =
  | { readonly kind: 'head'; readonly schemaVersion: number; readonly head: SaveHead; readonly headBytes: number }
  /** No line break in the first MAX_HEAD_BYTES: a v1/v2 file (one line) or not a v3 save. */
  | { readonly kind: 'no-head' }
  | { readonly kind: 'newer'; readonly schemaVersion: number }
  | { readonly kind: 'bad'; readonly code: string; readonly message: string };

/** Parse the first line of a save file (`prefix` = its first bytes, at most MAX_HEAD_BYTES). */
export function readHead(prefix: Buffer): HeadRead {
  const nl = prefix.indexOf(0x0a);
  if (prefix.length === 0) return { kind: 'bad', code: 'save-empty', message: 'The save file is empty.' };
  if (nl < 0) return { kind: 'no-head' };
  const line = prefix.subarray(0, nl).toString('utf8');
  let doc: unknown;
  try {
    if (!line.endsWith(',')) throw new Error('no comma');
    doc = JSON.parse(line.slice(0, -1) + '}');
  } catch {
    return { kind: 'bad', code: 'save-corrupt', message: 'The first line of the save file is damaged.' };
  }
  const o = doc as Record<string, unknown>;
  if (!o || typeof o !== 'object' || o.format !== SAVE_FORMAT) return { kind: 'bad', code: 'save-unknown-format', message: 'This is not an Auf der Walz save file.' };
  const v = o.schemaVersion;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { kind: 'bad', code: 'save-unknown-format', message: 'The save file has no valid schema version.' };
  if (v > CURRENT_SCHEMA_VERSION) return { kind: 'newer', schemaVersion: v };
  const head = SaveHeadSchema.safeParse(o.head);
  if (!head.success) return { kind: 'bad', code: 'save-invalid', message: 'The first line of the save file is malformed.' };
  return { kind: 'head', schemaVersion: v, head: head.data, headBytes: nl + 1 };
}
