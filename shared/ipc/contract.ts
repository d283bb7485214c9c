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
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS } from '../model/components';

/* ------------------------------------------------------------------ shared payload parts */

export const IpcErrorSchema = z.object({ code: z.string(), message: z.string() });
export type IpcError = z.infer<typeof IpcErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: IpcErrorSchema }),
  ]);
}

/** JSON-only values (what an engine action may carry). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export const JsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.string().max(200),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(JsonSchema).max(64),
    z.record(z.string().max(64), JsonSchema),
  ]),
);

export const SeatSchema = z.object({
  name: z.string().trim().min(1).max(24),
  colour: z.enum(PLAYER_COLOURS),
});

export const NewGameSchema = z
  .object({
    seats: z.array(SeatSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
    seed: z.number().int().min(0).max(0xffffffff),
    startPlayer: z.number().int().min(0).max(MAX_PLAYERS - 1).default(0),
  })
  .strict()
  .refine((s) => s.startPlayer < s.seats.length, { message: 'startPlayer must be a seat' })
  .refine((s) => new Set(s.seats.map((x) => x.colour)).size === s.seats.length, {
    message: 'colours must be distinct',
  });
export type NewGameRequest = z.input<typeof NewGameSchema>;

/** An engine action: plain data naming the seat and the type; other fields are JSON. */
export const ActionSchema = z
  .object({
    player: z.number().int().min(0).max(MAX_PLAYERS - 1),
    type: z.string().min(1).max(64),
  })
  .catchall(JsonSchema);
export type ActionPayload = z.infer<typeof ActionSchema>;

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
export const GameSnapshotSchema = z.object({
  /** Seat whose decision the engine awaits (hot-seat: the screen shows this seat's view). */
  activeSeat: z.number().int(),
  phase: z.string(),
  year: z.number(),
  actionCount: z.number(),
  players: z.array(PlayerSummarySchema),
  /** Legal actions for the active seat, exactly as the engine listed them. */
  legal: z.array(ActionSchema),
  /** The engine's per-player view for the active seat (opaque to the contract). */
  view: z.unknown(),
  /** Destinations the active seat can reach this turn (empty when it may not move). */
  routes: z.array(RouteSchema).max(512),
  hash: z.string(),
  winners: z.array(z.number()),
});
export type GameSnapshot = z.infer<typeof GameSnapshotSchema>;

export const GameUpdateSchema = z.object({
  snapshot: GameSnapshotSchema,
  events: z.array(GameEventSchema),
});
export type GameUpdate = z.infer<typeof GameUpdateSchema>;

export const SaveIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'save id: lowercase letters, digits and dashes');

export const SaveMetaSchema = z.object({
  id: SaveIdSchema,
  name: z.string(),
  players: z.array(z.object({ name: z.string(), colour: z.string() })),
  year: z.number(),
  savedAt: z.string(),
  actionCount: z.number(),
  lastAction: z.string().nullable(),
  autosave: z.boolean(),
});
export type SaveMeta = z.infer<typeof SaveMetaSchema>;

const Empty = z.object({}).strict();
const Void = z.null();

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
  players: z.array(z.object({ name: z.string(), colour: z.string() })),
  finished: z.boolean(),
  /** The game's seed, only once the game is over (C49). */
  seed: z.number().nullable(),
});
export type ReplayInfo = z.infer<typeof ReplayInfoSchema>;

export const ReplayLogEntrySchema = z.object({ index: z.number().int().min(1), events: z.array(GameEventSchema).max(256) });
export const ReplayFrameSchema = z.object({
  index: z.number().int().min(0),
  total: z.number().int().min(0),
  year: z.number().int(),
  phase: z.string(),
  /** PUBLIC view of the position: every hand blanked (counts kept), no stack order, no seed until the end. */
  view: z.unknown(),
  /** Events of the action that led to this frame (none at frame 0). */
  events: z.array(GameEventSchema).max(256),
  /** The events of the last few actions up to this frame, oldest first (for the log). */
  log: z.array(ReplayLogEntrySchema).max(64),
  /** VP so far by category per seat (public). */
  breakdown: z.array(ScoreBreakdownSchema).max(MAX_PLAYERS),
  /** Set once the game is over. */
  result: FinalResultSchema.nullable(),
});
export type ReplayFrame = z.infer<typeof ReplayFrameSchema>;

export const REPLAY_CHANNELS = {
  /** Open a save read-only for watching (the file is never written). */
  'replay:open': { request: z.object({ saveId: SaveIdSchema }).strict(), response: ReplayInfoSchema },
  /** The position after `index` actions. */
  'replay:frame': { request: z.object({ replayId: ReplayIdSchema, index: ReplayIndexSchema }).strict(), response: ReplayFrameSchema },
  'replay:close': { request: z.object({ replayId: ReplayIdSchema }).strict(), response: Void },
} as const;

/* ================================================================== end of replays block === */

/* ------------------------------------------------------------------ request/response channels */

export const CHANNELS = {
  /** Start a new authoritative game in main. */
  'game:new': { request: NewGameSchema, response: GameSnapshotSchema },
  /** Apply one action (validated by the engine); the update is also pushed on 'game:update'. */
  'game:apply': { request: z.object({ action: ActionSchema }).strict(), response: GameUpdateSchema },
  /** The current game, or null when none is running. */
  'game:current': { request: Empty, response: GameSnapshotSchema.nullable() },
  'saves:list': { request: Empty, response: z.array(SaveMetaSchema) },
  'saves:save': { request: z.object({ name: z.string().trim().min(1).max(60) }).strict(), response: SaveMetaSchema },
  'saves:load': { request: z.object({ id: SaveIdSchema }).strict(), response: GameSnapshotSchema },
  /** Load the autosave (the "Continue" button). */
  'saves:continue': { request: Empty, response: GameSnapshotSchema },
  'saves:delete': { request: z.object({ id: SaveIdSchema }).strict(), response: Void },
  /** Export a save to a path the player picks; null when the dialog was cancelled. */
  'saves:export': { request: z.object({ id: SaveIdSchema }).strict(), response: z.string().nullable() },
  /** Import a save file the player picks; null when the dialog was cancelled. */
  'saves:import': { request: Empty, response: SaveMetaSchema.nullable() },
  ...REPLAY_CHANNELS,
} as const;
export type Channel = keyof typeof CHANNELS;
export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

export type RequestOf<C extends Channel> = z.input<(typeof CHANNELS)[C]['request']>;
export type ParsedRequestOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<(typeof CHANNELS)[C]['response']>;

/* ------------------------------------------------------------------ main -> renderer pushes */

export const MENU_COMMANDS = ['new-game', 'save-as', 'load'] as const;
export const PUSHES = {
  'game:update': GameUpdateSchema,
  'menu:command': z.object({ command: z.enum(MENU_COMMANDS) }),
} as const;
export type Push = keyof typeof PUSHES;
export type PushPayload<P extends Push> = z.output<(typeof PUSHES)[P]>;

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
      const raw = await transport.invoke(channel, request ?? {});
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
