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
    animationSpeed: z.enum(ANIMATION_SPEEDS),
    /** A shape beside each player colour. */
    colourBlindMarks: z.boolean(),
    /** Hide the screen between two people's turns: auto = when two or more people play. */
    hotSeatCurtain: z.enum(CURTAIN_MODES),
    firstGameTips: z.boolean(),
  })
  .strict();
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  locale: 'en',
  uiScale: 100,
  animationSpeed: 'normal',
  colourBlindMarks: false,
  hotSeatCurtain: 'auto',
  firstGameTips: true,
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
  ...STATS_SETTINGS_CHANNELS,
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
