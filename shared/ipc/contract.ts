/**
 * The ONE IPC contract between the Electron main process and the renderer.
 *
 * Every channel is listed here with a zod schema for its request and its response, and every
 * main -> renderer push with a schema for its payload. The preload builds `window.walz` from
 * this table, the main-process router validates against it before acting, and the e2e harness
 * builds the same API from it. Responses are result objects, never exceptions.
 *
 * Pure module: only zod and the shared model (runs in main, preload, renderer and tests).
 */
import { z } from 'zod';
import type { Action, ActionType } from '../engine/actions';
import {
  CITY_NAMES,
  DEVELOPMENT_CARDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLOURS,
  SCANTLING_COLOURS,
  SEGMENTS,
  type ScantlingColour,
} from '../model/components';
import { personKey } from '../model/names';

/* ------------------------------------------------------------------ shared payload parts */

/**
 * A typed failure. `code` is stable and machine-readable (the renderer words it in the player's
 * language); `message` is English for logs and bug reports; `params` are the few facts a message
 * needs (a file name, a reason, a version), flat and bounded.
 */
export const ErrorParamsSchema = z.record(z.string().max(40), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]));
/** The longest code and message an error answer carries. */
export const ERROR_CODE_MAX = 64;
export const ERROR_MESSAGE_MAX = 2000;

/** `text` cut to at most `max` characters, an ellipsis marking the cut (a message made of a file's or a payload's content can be any length). */
export function fitMessage(text: string, max = ERROR_MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const IpcErrorSchema = z.object({
  code: z.string().max(ERROR_CODE_MAX),
  message: z.string().max(ERROR_MESSAGE_MAX),
  params: ErrorParamsSchema.optional(),
});
export type IpcError = z.infer<typeof IpcErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: IpcErrorSchema }),
  ]);
}

/* ------------------------------------------------------------------ payload limits */

/**
 * Limits every request payload must keep BEFORE zod sees it (checked iteratively, so a payload
 * nested thousands of levels deep is refused, never a stack overflow). The largest legitimate
 * request is a 4-seat game:new (depth 4, ~20 values); these leave a wide margin.
 */
export const PAYLOAD_LIMITS = Object.freeze({
  /** Nesting depth (the payload itself is depth 0). */
  maxDepth: 8,
  /** Values of any kind in the whole payload. */
  maxNodes: 500,
  /** Keys of one object. */
  maxKeys: 16,
  /** Elements of one array. */
  maxArray: 16,
  /** Characters of one string (object keys included). */
  maxString: 256,
});
export type PayloadLimits = { readonly [K in keyof typeof PAYLOAD_LIMITS]: number };

/** Keys that could reach an object's prototype if a handler ever copied them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type PayloadProblem = { readonly code: 'payload-too-deep' | 'payload-too-large' | 'payload-forbidden-key' | 'invalid-request'; readonly message: string };

/**
 * What kind of object a payload value is, for the refusal of one that is not plain data: a Map,
 * a Date, a typed array … (a structured clone keeps them, and zod's objects accept them, while
 * nothing in them would be counted or checked here).
 */
function kindOf(v: object): string {
  try {
    const name = Object.prototype.toString.call(v).slice(8, -1);
    return name === 'Object' ? 'an object of a class' : `${/^[AEIO]/.test(name) ? 'an' : 'a'} ${name}`;
  } catch {
    return 'an object of a class';
  }
}

/**
 * Walks a payload with an explicit stack (no recursion) and stops at the first limit passed:
 * depth, total values, keys per object, array length, string length, forbidden keys. Only plain
 * data passes: primitives, arrays, and objects whose prototype is Object.prototype or null; any
 * other object (a Map, Set, Date, RegExp, typed array, boxed string …) is refused as
 * 'invalid-request' (no channel takes one). Returns null when the payload keeps every limit.
 * Never throws for plain data; the caller catches hostile objects (throwing getters, proxies).
 */
export function checkPayloadShape(payload: unknown, limits: PayloadLimits = PAYLOAD_LIMITS): PayloadProblem | null {
  const stack: [unknown, number][] = [[payload, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++nodes > limits.maxNodes) return { code: 'payload-too-large', message: `more than ${limits.maxNodes} values` };
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return { code: 'payload-too-large', message: `a string longer than ${limits.maxString} characters` };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limits.maxDepth) return { code: 'payload-too-deep', message: `nested deeper than ${limits.maxDepth} levels` };
    if (Array.isArray(v)) {
      if (v.length > limits.maxArray) return { code: 'payload-too-large', message: `an array of ${v.length} elements (at most ${limits.maxArray})` };
      for (let i = 0; i < v.length; i++) stack.push([v[i], depth + 1]);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return { code: 'invalid-request', message: `${kindOf(v)} is not plain data` };
    const keys = Object.keys(v);
    if (keys.length > limits.maxKeys) return { code: 'payload-too-large', message: `an object with ${keys.length} keys (at most ${limits.maxKeys})` };
    for (const k of keys) {
      if (FORBIDDEN_KEYS.has(k)) return { code: 'payload-forbidden-key', message: `the key "${k}" is not allowed` };
      if (k.length > limits.maxString) return { code: 'payload-too-large', message: `a key longer than ${limits.maxString} characters` };
      stack.push([(v as Record<string, unknown>)[k], depth + 1]);
    }
  }
  return null;
}

/* ------------------------------------------------------------------ seats and new games */

export const CONTROL_LEVELS = ['easy', 'medium', 'hard'] as const;
/** Who plays a seat: a person at this screen, or the computer at a level (issue 14). */
export const SeatControlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('computer'), level: z.enum(CONTROL_LEVELS) }),
]);
export type SeatControl = z.infer<typeof SeatControlSchema>;
export const HUMAN: SeatControl = Object.freeze({ kind: 'human' });

export const SeatSchema = z.strictObject({
  name: z.string().trim().min(1).max(24),
  colour: z.enum(PLAYER_COLOURS),
  /** Optional; a seat without it is played by a person. */
  control: SeatControlSchema.optional(),
});

export const NewGameSchema = z
  .strictObject({
    seats: z.array(SeatSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
    /**
     * The game number a player typed ("same number, same game"); left out, main draws one that
     * nobody at the table sees before the end (C49).
     */
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    startPlayer: z.number().int().min(0).max(MAX_PLAYERS - 1).default(0),
  })
  .refine((s) => s.startPlayer < s.seats.length, { message: 'startPlayer must be a seat' })
  .refine((s) => new Set(s.seats.map((x) => x.colour)).size === s.seats.length, {
    message: 'colours must be distinct',
  })
  // (a new game only: the engine itself, and so an older save, takes names as they are)
  .refine((s) => new Set(s.seats.map((x) => personKey(x.name))).size === s.seats.length, {
    message: 'names must be distinct',
  });
export type NewGameRequest = z.input<typeof NewGameSchema>;

/* ------------------------------------------------------------------ engine actions */

const PlayerField = z.number().int().min(0).max(MAX_PLAYERS - 1);
const SpaceIdField = z.string().min(1).max(64);
const SmallCount = z.number().int().min(0).max(99);
const PayColour = z.enum(SCANTLING_COLOURS as [ScantlingColour, ...ScantlingColour[]]);
const Take = z.enum(['insight', 'book']);
const DEV_CARDS = Object.values(DEVELOPMENT_CARDS) as [(typeof DEVELOPMENT_CARDS)[keyof typeof DEVELOPMENT_CARDS], ...(typeof DEVELOPMENT_CARDS)[keyof typeof DEVELOPMENT_CARDS][]];

/** One variant of the Action union: `{player, type, ...fields}` and no other key. */
function action<T extends string, S extends z.ZodRawShape>(type: T, fields: S) {
  return z.strictObject({ player: PlayerField, type: z.literal(type), ...fields });
}

/**
 * Every action of shared/engine/actions.ts, validated by its type BEFORE the engine sees it:
 * strict keys, bounded strings and numbers. ADDING A FIELD TO AN ENGINE ACTION IS ONE LINE
 * HERE, in that action's `action(...)` call (e.g. `jump: z.boolean().optional()` for `move`);
 * the compile-time check below (`ActionSchemaCoversEngine`) fails until it is added.
 */
export const ActionSchema = z.discriminatedUnion('type', [
  action('playCard', { value: SmallCount }),
  action('extend', { value: SmallCount }),
  action('move', { to: SpaceIdField, via: SpaceIdField.optional(), belittle: z.boolean().optional() }),
  action('scout', { kind: z.enum(['landscape', 'city']), pay: z.enum(['point', 'fiete', 'token']) }),
  action('placePiece', { at: z.strictObject({ q: z.number().int().min(-99).max(99), r: z.number().int().min(-99).max(99) }), rotation: z.number().int().min(0).max(5) }),
  action('retryScout', {}),
  action('declinePlacement', {}),
  action('useSpace', { belittle: z.boolean().optional() }),
  action('passSpace', {}),
  action('chooseReward', { option: z.string().min(1).max(64) }),
  action('placeWhite', { segment: z.enum([...SEGMENTS, 'surplus']) }),
  action('encounter', { newsId: z.string().min(1).max(64), take: Take, pay: PayColour.optional() }),
  action('skipEncounter', {}),
  action('takeCompanion', { pay: PayColour.optional() }),
  action('declineCompanion', {}),
  action('oldCompanion', { take: Take }),
  action('diceMode', { mode: z.enum(['high', 'low']), bet: SmallCount }),
  action('diceRoll', {}),
  action('dicePlace', { position: z.number().int().min(0).max(9) }),
  action('diceReroll', { die: z.number().int().min(0).max(9).optional() }),
  action('keepRoll', {}),
  action('carriage', { city: z.enum(CITY_NAMES).nullable() }),
  action('useDevelopment', { card: z.enum(DEV_CARDS) }),
  z.discriminatedUnion('power', [
    action('companionPower', { power: z.literal('ingolf') }),
    action('companionPower', { power: z.literal('jim'), from: z.enum(['blue', 'green']) }),
    action('companionPower', { power: z.literal('wolf'), segment: z.enum(SEGMENTS), colour: PayColour.optional() }),
  ]),
  action('endTurn', {}),
]);
/** An action exactly as the schema accepts it (narrow on `type` to reach its fields). */
export type ValidAction = z.infer<typeof ActionSchema>;
/**
 * The shape the renderer handles: a valid action whose other fields can also be read without
 * narrowing (as `unknown`), so code that looks at `a.to` or `a.belittle` of a listed action stays simple.
 */
export type ActionPayload = ValidAction & { readonly [field: string]: unknown };
/** The listed legal actions: validated by ActionSchema, typed loosely for the renderer. */
const ListedActionSchema = ActionSchema as unknown as z.ZodType<ActionPayload>;

/* Compile-time check that ActionSchema and the engine's Action union describe the same actions:
 * the same types, per type the same keys, and each assignable to the other. When the engine
 * adds an action or a field, `tsc` fails on the line below until ActionSchema has it too. */
type AllKeys<U> = U extends unknown ? keyof U : never;
type KeysOf<U, T> = AllKeys<Extract<U, { type: T }>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ActionSchemaCheck = {
  types: Same<ActionType, ValidAction['type']>;
  keys: false extends { [T in ActionType]: Same<KeysOf<Action, T>, KeysOf<ValidAction, T>> }[ActionType] ? false : true;
  engineFitsSchema: [Action] extends [ValidAction] ? true : false;
  schemaFitsEngine: [ValidAction] extends [Action] ? true : false;
};
export const ActionSchemaCoversEngine: ActionSchemaCheck = { types: true, keys: true, engineFitsSchema: true, schemaFitsEngine: true };

export const GameEventSchema = z.object({ type: z.string() }).catchall(z.unknown());

/** Public per-seat summary shown by the plain game screen (hand contents stay hidden). */
export const PlayerSummarySchema = z.object({
  name: z.string(),
  colour: z.string(),
  thalers: z.number(),
  vp: z.number(),
  handSize: z.number(),
  tally: z.record(z.string(), z.array(z.string())),
  companion: z.string().nullable(),
  book: z.array(z.string()),
});
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;

/** A space the active seat can reach this turn (derived by main from the engine's routes). */
export const RouteSchema = z
  .object({
    to: z.string().max(64),
    points: z.number().int().min(0),
    thalers: z.number().int().min(0),
    /** From the figure's space to `to`, both inclusive. */
    path: z.array(z.string().max(64)).min(1).max(64),
  })
  .strict();
export type RouteSummary = z.infer<typeof RouteSchema>;

/** What the renderer sees of the game after every change. */
/** A computer player's one line of why: an i18n key (ai.*) with its params. */
export const ReasonSchema = z.object({
  key: z.string().max(100),
  params: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])),
});
export type ReasonPayload = z.infer<typeof ReasonSchema>;

/** A sentence as an i18n key with params (shared/decisions' Msg); params may be sentences too. */
export type MsgPayload = { key: string; params?: Record<string, string | number | MsgPayload>; count?: number };
export const MsgSchema: z.ZodType<MsgPayload> = z.lazy(() =>
  z.object({
    key: z.string().max(120),
    params: z.record(z.string().max(40), z.union([z.string().max(300), z.number(), MsgSchema])).optional(),
    count: z.number().optional(),
  }),
);
/** One line of the log in sentences: the sentence, whom it is about, a computer's why. */
export const LogEntrySchema = z.object({ msg: MsgSchema, seat: z.number().int().optional(), reason: MsgSchema.optional() });
export type LogEntryPayload = z.infer<typeof LogEntrySchema>;

export const UNDO_REASONS = ['turn', 'die', 'tile', 'news', 'companion', 'fate', 'card', 'other-seat', 'nothing', 'not-deciding'] as const;
export const UndoStatusSchema = z.union([
  z.object({ available: z.literal(true), steps: z.number().int().min(1) }),
  z.object({ available: z.literal(false), reason: z.enum(UNDO_REASONS) }),
]);

export const GameSnapshotSchema = z.object({
  /** Seat whose decision the engine awaits (hot-seat: the screen shows this seat's view). */
  activeSeat: z.number().int(),
  phase: z.string(),
  year: z.number(),
  actionCount: z.number(),
  players: z.array(PlayerSummarySchema),
  /** Who plays each seat, in seat order (recorded at game:new, kept in saves). */
  seats: z.array(z.strictObject({ control: SeatControlSchema })).max(MAX_PLAYERS),
  /** Legal actions for the active seat, exactly as the engine listed them. */
  legal: z.array(ListedActionSchema),
  /** The engine's per-player view for the active seat (opaque to the contract). */
  view: z.unknown(),
  /** Destinations the active seat can reach this turn (empty when it may not move). */
  routes: z.array(RouteSchema).max(512),
  /**
   * A fingerprint of what this snapshot shows (the active seat's view, the seat and the action
   * count): it changes with every action. It is NOT the state hash: that covers hidden cards
   * and the seed, and stays in main.
   */
  hash: z.string().max(64),
  winners: z.array(z.number()),
  /** The seat whose private facts (its hand) `view` carries, or null: nobody's. */
  viewer: z.number().int().nullable(),
  /** "Pass to …" (hot seat): the deciding person must confirm before anything private shows. */
  curtain: z.strictObject({ seat: z.number().int() }).nullable(),
  /** A computer seat thinking now, or null. */
  thinking: z.number().int().nullable(),
  /**
   * The walk a computer seat is on (the place its reason names): the rest of the way, from its
   * figure's space to the place, both inclusive; null when no computer is walking.
   */
  computerWalk: z.strictObject({ seat: z.number().int(), path: z.array(z.string().max(64)).min(2).max(64) }).nullable(),
  /** Whether the deciding person can take back their last action, or why not. */
  undo: UndoStatusSchema,
  /** The decision model's prompt for the deciding seat (shared/decisions Prompt; built in main). */
  prompt: z.unknown(),
  /** Lines in the game's log (fetch them with game:log). */
  logLength: z.number().int().min(0),
  /** Bumped by every new game, load and undo: the table rebuilds its log when it changes. */
  epoch: z.number().int().optional(),
  /** Once the game is over: the winners and which rule decided (the final screen's headline). */
  result: z.lazy(() => FinalResultSchema).nullable().optional(),
});
export type GameSnapshot = z.infer<typeof GameSnapshotSchema>;

export const GameUpdateSchema = z.object({
  snapshot: GameSnapshotSchema,
  events: z.array(GameEventSchema),
  /** A computer seat's one line saying why it chose the action (an i18n key with params). */
  reason: z.object({ seat: z.number().int() }).extend(ReasonSchema.shape).nullable().optional(),
  /** The log lines this update adds. */
  log: z.array(LogEntrySchema).max(200).optional(),
});
export type GameUpdate = z.infer<typeof GameUpdateSchema>;

/* ------------------------------------------------------------------ saves */

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
export const FS_REASONS = ['disk-full', 'read-only', 'no-permission', 'busy', 'io', 'not-a-folder', 'other'] as const;
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
  /** idle: no game yet; saved: the last write succeeded; failing: the last write failed. */
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

const Empty = z.object({}).strict();
const Void = z.null();

/* ================================================================== statistics and settings
 * (issue 12) New channels only, kept in this block; CHANNELS spreads them in with one line. */

export const NOTICE_CODES = [
  /** The statistics file was damaged: moved aside, a backup was used. */
  'stats-recovered',
  /** The statistics file (and every backup) was damaged: moved aside, started empty. */
  'stats-reset',
  /** The statistics file could not be read: left alone; new games are kept in memory. */
  'stats-unreadable',
  /** Writing the statistics failed: the games stay in memory and are written next time. */
  'stats-write-failed',
  /** The settings file was damaged: moved aside, a backup was used. */
  'settings-recovered',
  /** The settings file was damaged: moved aside, the defaults are used. */
  'settings-reset',
  /** Some settings were invalid: those fell back to their defaults (`detail` names them). */
  'settings-fields-reset',
  /** The settings file could not be read: the defaults are used, the file is left alone. */
  'settings-unreadable',
  /** Writing the settings failed: they apply for this session only. */
  'settings-write-failed',
] as const;
/** Something the player should know about a store; `file` names a file moved aside. */
export const StoreNoticeSchema = z.object({ code: z.enum(NOTICE_CODES), file: z.string().max(260).nullable(), detail: z.string().max(500) });
export type StoreNotice = z.infer<typeof StoreNoticeSchema>;

export const SEAT_KINDS = ['human', 'computer'] as const;
export const COMPUTER_LEVELS = ['easy', 'medium', 'hard'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

const VpByCategory = z.record(z.string().max(40), z.number().int());

/** One seat of a finished game. */
export const StatsPlayerSchema = z.object({
  name: z.string().max(64),
  colour: z.enum(PLAYER_COLOURS),
  kind: z.enum(SEAT_KINDS),
  /** The computer's level; null for a person. */
  level: z.enum(COMPUTER_LEVELS).nullable(),
  /** Final VP (equals the sum of every scoring's lines). */
  score: z.number().int(),
  thalers: z.number().int(),
  /** VP by scoring category over the whole game (year-end scorings and the final one). */
  byCategory: VpByCategory,
  /** VP by category of the final scoring alone. */
  final: VpByCategory,
  /** VP by category of each year-end scoring. */
  years: z.array(z.object({ year: z.number().int(), vp: VpByCategory })).max(16),
});
export type StatsPlayer = z.infer<typeof StatsPlayerSchema>;

/** One finished game, as the statistics keep it. */
export const GameStatsRecordSchema = z.object({
  /** Hash of the setup, the number of actions and the final state: the same game is one id. */
  id: z.string().regex(/^[0-9a-f]{16,64}$/),
  /** ISO time the game ended (or the finished game was first seen). */
  finishedAt: z.string().max(40),
  /** ISO time the game was started in this app; null when its start was not seen. */
  startedAt: z.string().max(40).nullable(),
  /** Minutes of play: time between actions, each pause counted at most 5 minutes. */
  minutes: z.number().min(0),
  actions: z.number().int().min(0),
  years: z.number().int().min(0),
  seed: z.number().int(),
  players: z.array(StatsPlayerSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
  /** Seat indices of the winners (several after a tie the rules leave standing). */
  winners: z.array(z.number().int().min(0).max(MAX_PLAYERS - 1)),
});
export type GameStatsRecord = z.infer<typeof GameStatsRecordSchema>;

const StatsTally = { games: z.number().int().min(0), wins: z.number().int().min(0), averageScore: z.number(), bestScore: z.number().int() };
/** What the statistics screen shows (computed in main from every record). */
export const StatsSummarySchema = z.object({
  games: z.number().int().min(0),
  /** Total minutes of play over every recorded game. */
  minutes: z.number().min(0),
  /** People, by name (case and spaces ignored; the newest spelling shown); most games first. */
  players: z.array(z.object({ name: z.string(), ...StatsTally })).max(200),
  /** Computer seats, by level (only levels that played). */
  levels: z.array(z.object({ level: z.enum(COMPUTER_LEVELS), ...StatsTally })).max(COMPUTER_LEVELS.length),
  /** The highest score ever, who scored it and when (the earliest on a tie). */
  best: z
    .object({ gameId: z.string(), name: z.string(), kind: z.enum(SEAT_KINDS), level: z.enum(COMPUTER_LEVELS).nullable(), score: z.number().int(), finishedAt: z.string(), won: z.boolean() })
    .nullable(),
  /** The newest games first. */
  recent: z.array(GameStatsRecordSchema).max(20),
  notice: StoreNoticeSchema.nullable(),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;

export const LOCALE_CODES = ['en', 'de'] as const;
export const UI_SCALE_MIN = 90;
export const UI_SCALE_MAX = 150;
export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const CURTAIN_MODES = ['auto', 'always', 'off'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export type CurtainMode = (typeof CURTAIN_MODES)[number];

/**
 * What each animation speed means: `animation` multiplies the board's animation durations
 * (0 = jump to the end), `computerMs` is the pause before a computer player's action.
 */
export const ANIMATION_PACE: Readonly<Record<AnimationSpeed, { readonly animation: number; readonly computerMs: number }>> = {
  slow: { animation: 1.6, computerMs: 1500 },
  normal: { animation: 1, computerMs: 800 },
  fast: { animation: 0.5, computerMs: 350 },
  instant: { animation: 0, computerMs: 0 },
};

export const SettingsSchema = z
  .object({
    locale: z.enum(LOCALE_CODES),
    /** Percent of the normal size. */
    uiScale: z.number().int().min(UI_SCALE_MIN).max(UI_SCALE_MAX),
    /** Above 1920 × 1080 CSS pixels everything grows with the window (as if the window were 1920 × 1080). */
    growWithWindow: z.boolean(),
    animationSpeed: z.enum(ANIMATION_SPEEDS),
    /** A shape beside each player colour. */
    colourBlindMarks: z.boolean(),
    /** Hide the screen between two people's turns: auto = when two or more people play. */
    hotSeatCurtain: z.enum(CURTAIN_MODES),
    firstGameTips: z.boolean(),
    /** The table's sounds, percent of full volume (0: silent). */
    soundVolume: z.number().int().min(0).max(100),
  })
  .strict();
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  locale: 'en',
  uiScale: 100,
  growWithWindow: true,
  animationSpeed: 'normal',
  colourBlindMarks: false,
  hotSeatCurtain: 'auto',
  firstGameTips: true,
  soundVolume: 60,
});

/** A change to some settings (the others stay). */
export const SettingsPatchSchema = SettingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const SettingsStateSchema = z.object({
  settings: SettingsSchema,
  /** No settings file existed when the app started (the renderer migrates its old choice). */
  firstRun: z.boolean(),
  notice: StoreNoticeSchema.nullable(),
});
export type SettingsState = z.infer<typeof SettingsStateSchema>;

export const STATS_SETTINGS_CHANNELS = {
  /** The statistics of every finished game (summary, best game, recent games). */
  'stats:get': { request: z.object({}).strict(), response: StatsSummarySchema },
  /** The settings as main keeps them. */
  'settings:get': { request: z.object({}).strict(), response: SettingsStateSchema },
  /** Change some settings (each value checked and bounded); answers the new state. */
  'settings:set': { request: SettingsPatchSchema, response: SettingsStateSchema },
} as const;

/* ================================================================== end of statistics and settings */
/* ================================================================== replays and scoring ===
 * Read-only replays of saved games and the scoring data the renderer shows. This block is
 * self-contained (added by the replay/scoring work): the game and save channels above are
 * untouched, and CHANNELS below only spreads REPLAY_CHANNELS in.
 */

/** One category of one scoring, exactly as the engine scored it. */
export const ScoreLineSchema = z.object({ category: z.string().max(64), vp: z.number().int() });
/** A year-end (C33) or final (C35) scoring as the engine keeps it in `state.scorings`. */
export const ScoringSchema = z.object({
  kind: z.enum(['year', 'final']),
  year: z.number().int(),
  perPlayer: z.array(z.array(ScoreLineSchema).max(32)).max(MAX_PLAYERS),
  stenzTo: z.number().int().nullable(),
  hatTo: z.array(z.number().int()).max(MAX_PLAYERS),
});
export type ScoringPayload = z.infer<typeof ScoringSchema>;
/** One seat's VP so far by category (the engine's public `scoreBreakdown`); total = VP track. */
export const ScoreBreakdownSchema = z.object({ byCategory: z.record(z.string().max(64), z.number()), total: z.number() });
export type ScoreBreakdownPayload = z.infer<typeof ScoreBreakdownSchema>;
/** How the game was won: by VP alone, by Thalers among the seats tied on VP (C35), or shared. */
export const FinalResultSchema = z.object({
  winners: z.array(z.number().int()).max(MAX_PLAYERS),
  decidedBy: z.enum(['vp', 'thalers', 'shared']),
  /** Seats that had the winning VP (more than one when a tie-break was needed). */
  tied: z.array(z.number().int()).max(MAX_PLAYERS),
});
export type FinalResult = z.infer<typeof FinalResultSchema>;

export const ReplayIdSchema = z.string().regex(/^rp-[0-9a-z]{1,24}$/, 'replay id');
const ReplayIndexSchema = z.number().int().min(0).max(1_000_000);

export const ReplayInfoSchema = z.object({
  replayId: ReplayIdSchema,
  /** The save's name. */
  name: z.string(),
  /** Number of actions; frames run from 0 (the set-up table) to total (the last position). */
  total: z.number().int().min(0),
  /** First frame of each year (4 = the One Day). */
  years: z.array(z.object({ year: z.number().int(), index: z.number().int().min(0) })),
  /** The frames at which a year-end or the final scoring happened. */
  scorings: z.array(z.object({ kind: z.enum(['year', 'final']), year: z.number().int(), index: z.number().int().min(0) })),
  /** The journeymen; `control` when a computer played the seat (as the save recorded it). */
  players: z.array(z.object({ name: z.string(), colour: z.string(), control: SeatControlSchema.optional() })),
  finished: z.boolean(),
  /** The game's seed, only once the game is over (C49). */
  seed: z.number().nullable(),
});
export type ReplayInfo = z.infer<typeof ReplayInfoSchema>;

/**
 * One action of a replay's log: its sentences as the table's log tells them (main
 * narrates each action once, against the position right after it, as the table does) and, for a
 * computer's decision, its reason as saved.
 */
export const ReplayLogEntrySchema = z.object({
  index: z.number().int().min(1),
  lines: z.array(MsgSchema).max(256),
  reason: ReasonSchema.optional(),
});
export const ReplayFrameSchema = z.object({
  index: z.number().int().min(0),
  total: z.number().int().min(0),
  year: z.number().int(),
  phase: z.string(),
  /** PUBLIC view of the position: every hand blanked (counts kept), no stack order, no seed until the end. */
  view: z.unknown(),
  /** Events of the action that led to this frame (none at frame 0). */
  events: z.array(GameEventSchema).max(256),
  /** The sentences of the last few actions up to this frame, oldest first (for the log). */
  log: z.array(ReplayLogEntrySchema).max(64),
  /** VP so far by category per seat (public). */
  breakdown: z.array(ScoreBreakdownSchema).max(MAX_PLAYERS),
  /** Set once the game is over. */
  result: FinalResultSchema.nullable(),
  /** Who decides next at this position, as the table marks it (in a dice game: who rolls or places); null once the game is over. */
  toMove: z.number().int().min(0).max(MAX_PLAYERS - 1).nullable(),
});
export type ReplayFrame = z.infer<typeof ReplayFrameSchema>;

export const REPLAY_CHANNELS = {
  /** Open a save read-only for watching (the file is never written). */
  'replay:open': { request: z.object({ saveId: SaveIdSchema }).strict(), response: ReplayInfoSchema },
  /**
   * Open the running game for watching once it is over (its results offer the replay at once);
   * its `name` is empty: the page names it "this game". Refused while the game goes on.
   */
  'replay:open-current': { request: Empty, response: ReplayInfoSchema },
  /** The position after `index` actions. */
  'replay:frame': { request: z.object({ replayId: ReplayIdSchema, index: ReplayIndexSchema }).strict(), response: ReplayFrameSchema },
  'replay:close': { request: z.object({ replayId: ReplayIdSchema }).strict(), response: Void },
} as const;

/* ================================================================== end of replays block === */

/* ------------------------------------------------------------------ request/response channels */

/** A fault in the page, as main's log keeps it (its stack, or where in Vue, in `where`). */
export const PageReportSchema = z
  .object({
    kind: z.enum(['error', 'rejection', 'vue']),
    message: z.string().max(2000),
    where: z.string().max(4000).optional(),
  })
  .strict();
export type PageReport = z.infer<typeof PageReportSchema>;
/**
 * Begins what the page prints on its console of a fault it has also reported on app:report:
 * main's log, which keeps the page's console warnings and errors too, keeps the report only.
 */
export const REPORTED_MARK = '(reported to the log)';

/**
 * Every request channel. To add one: a line here with its request and response schema, and a
 * handler of the same name in electron/main/services.ts (the Handlers type requires it).
 */
export const CHANNELS = {
  /** Start a new authoritative game in main. */
  'game:new': { request: NewGameSchema, response: GameSnapshotSchema },
  /** Apply one action (validated by the engine); the update is also pushed on 'game:update'. */
  'game:apply': { request: z.object({ action: ActionSchema }).strict(), response: GameUpdateSchema },
  /** The current game, or null when none is running. */
  'game:current': { request: Empty, response: GameSnapshotSchema.nullable() },
  /** The log in sentences from a line on (a loaded game's log goes back to its start). */
  'game:log': {
    request: z.object({ from: z.number().int().min(0).max(1_000_000) }).strict(),
    response: z.object({ entries: z.array(LogEntrySchema).max(5000), total: z.number().int() }),
  },
  /** Take back the deciding person's last action (bounded undo; see shared/engine/undo.ts). */
  'game:undo': { request: Empty, response: GameUpdateSchema },
  /** The next person confirms it is them: the hot-seat curtain lifts. */
  'game:reveal': { request: Empty, response: GameSnapshotSchema },
  /** "What would the computer do?": the hard level's choice for the deciding person, with its why. */
  // toward: the space a suggested walk heads for (its route is shown on the board), never shown as text
  'game:hint': { request: Empty, response: z.object({ action: ListedActionSchema, reason: ReasonSchema, toward: z.string().max(64).optional() }) },
  /**
   * The table holds the computer players back (held: true) while something covers it (a
   * scoring being shown, the rules, the results) or the person has left it for the menu, and
   * lets them play on (held: false) when it is shown again.
   */
  'game:hold-computers': { request: z.object({ held: z.boolean() }).strict(), response: Void },
  /**
   * The person has paused the computer players (they are held): let exactly one computer
   * decision be played, then hold them again ("next move"). Does nothing when they are not held.
   */
  'game:computer-step': { request: Empty, response: Void },
  /** Every save with the state of its newest copy, newest first (reads headers only). */
  'saves:list': { request: Empty, response: z.array(SaveEntrySchema).max(1000) },
  'saves:save': { request: z.object({ name: z.string().trim().min(1).max(SAVE_NAME_MAX) }).strict(), response: SaveMetaSchema },
  /** Load a save: its newest good copy, or (copy n) its n-th backup by choice. */
  'saves:load': { request: z.object({ id: SaveIdSchema, copy: z.number().int().min(1).max(9).optional() }).strict(), response: LoadResultSchema },
  /** Load the autosave (the "Continue" button). */
  'saves:continue': { request: Empty, response: LoadResultSchema },
  'saves:delete': { request: z.object({ id: SaveIdSchema }).strict(), response: Void },
  /** Export a save to a path the player picks; null when the dialog was cancelled. */
  'saves:export': { request: z.object({ id: SaveIdSchema }).strict(), response: z.string().nullable() },
  /** Import a save file the player picks; null when the dialog was cancelled. */
  'saves:import': { request: Empty, response: SaveMetaSchema.nullable() },
  /** The autosave's status now (also pushed on 'saves:autosave' whenever it changes). */
  'saves:autosave-status': { request: Empty, response: AutosaveStatusSchema },
  /** Write the autosave again now (after the player freed space); answers the new status. */
  'saves:autosave-retry': { request: Empty, response: AutosaveStatusSchema },
  /** A fault in the page (an uncaught error or rejection, a Vue error), for main's log: a bug report. */
  'app:report': { request: PageReportSchema, response: Void },
  ...STATS_SETTINGS_CHANNELS,
  ...REPLAY_CHANNELS,
} as const;
export type Channel = keyof typeof CHANNELS;
export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

/**
 * Channels whose valid payloads need more than PAYLOAD_LIMITS allow: a page fault's message and
 * stack (PageReportSchema takes 2,000 and 4,000 characters). Every other channel keeps the
 * defaults; a test checks that no schema accepts more than its channel's limits let through.
 */
const CHANNEL_LIMITS: Partial<Record<Channel, PayloadLimits>> = {
  'app:report': Object.freeze({ ...PAYLOAD_LIMITS, maxString: 4000 }),
};

/** The size and depth limits the router checks a channel's payload against before zod. */
export function payloadLimitsFor(channel: Channel): PayloadLimits {
  return CHANNEL_LIMITS[channel] ?? PAYLOAD_LIMITS;
}

export type RequestOf<C extends Channel> = z.input<(typeof CHANNELS)[C]['request']>;
export type ParsedRequestOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['response']>;

/* ------------------------------------------------------------------ main -> renderer pushes */

export const MENU_COMMANDS = ['new-game', 'save-as', 'load', 'rules', 'undo'] as const;

/** Main starts the page again after a crash with this hash on its address, so that it says what happened. */
export const RESTARTED_HASH = '#restarted';
/** Every main -> renderer push. To add one: a line here with its payload schema. */
export const PUSHES = {
  'game:update': GameUpdateSchema,
  'menu:command': z.object({ command: z.enum(MENU_COMMANDS) }),
  /** The autosave's status, whenever it changes (saved <-> failing, a new failure reason). */
  'saves:autosave': AutosaveStatusSchema,
  /**
   * A finished game was handed to the statistics: `notice` says why it could not be written
   * (the statistics' own notice then), null when it was written.
   */
  'stats:recorded': z.object({ notice: StoreNoticeSchema.nullable() }),
} as const;
export type Push = keyof typeof PUSHES;
export type PushPayload<P extends Push> = z.output<(typeof PUSHES)[P]>;

/**
 * What is wrong with a push, or null: main checks each push before sending it, since the page
 * drops one that breaks the contract and would otherwise wait for it without a word.
 */
export function pushProblem(push: Push, payload: unknown): string | null {
  const parsed = PUSHES[push].safeParse(payload);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || '(payload)'}: ${issue.message}` : 'invalid payload';
}

/* ------------------------------------------------------------------ the window.walz API shape */


export type WalzApi = {
  invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<Result<ResponseOf<C>>>;
  on<P extends Push>(push: P, listener: (payload: PushPayload<P>) => void): () => void;
};

/** Transport both the real preload and the test harness plug in. */
export interface WalzTransport {
  invoke(channel: string, request: unknown): Promise<unknown>;
  subscribe(push: string, listener: (payload: unknown) => void): () => void;
}

/** A transport's rejection as the contract's error: invalid-request for a request that cannot be sent. */
function transportFailure(channel: string, e: unknown): IpcError {
  let name: string;
  let message: string;
  try {
    name = typeof e === 'object' && e !== null ? String((e as { name?: unknown }).name ?? '') : '';
    message = e instanceof Error ? String(e.message) : String(e);
  } catch {
    name = '';
    message = 'unreadable error';
  }
  // Chromium's DataCloneError; Electron's ipcRenderer words it "An object could not be cloned."
  const uncloneable = name === 'DataCloneError' || /could not be cloned/i.test(message);
  const text = uncloneable ? `${channel}: the request could not be sent (it is not plain data): ${message}` : `${channel}: the request failed: ${message}`;
  return { code: uncloneable ? 'invalid-request' : 'internal-error', message: fitMessage(text) };
}

/**
 * Build `window.walz` from the contract over a transport. Channel and push names are checked
 * against the contract; responses and pushes are validated on arrival.
 */
export function buildWalzApi(transport: WalzTransport): WalzApi {
  const channels = new Set<string>(CHANNEL_NAMES);
  const pushes = new Set<string>(Object.keys(PUSHES));
  return Object.freeze({
    async invoke(channel: string, request: unknown) {
      if (!channels.has(channel)) return { ok: false, error: { code: 'unknown-channel', message: channel } };
      let raw: unknown;
      try {
        raw = await transport.invoke(channel, request ?? {});
      } catch (e) {
        // the transport refused: a request that cannot be structured-cloned (a function, a
        // symbol, a DOM node …) never leaves the page; any other failure is answered alike, as
        // the contract's result object (invoke never rejects)
        return { ok: false, error: transportFailure(channel, e) };
      }
      const parsed = resultSchema(CHANNELS[channel as Channel].response).safeParse(raw);
      if (!parsed.success) return { ok: false, error: { code: 'bad-response', message: parsed.error.message } };
      return parsed.data;
    },
    on(push: string, listener: (payload: unknown) => void) {
      if (!pushes.has(push)) throw new Error(`unknown push ${push}`);
      return transport.subscribe(push, (payload) => {
        const parsed = PUSHES[push as Push].safeParse(payload);
        if (parsed.success) listener(parsed.data);
      });
    },
  }) as WalzApi;
}
