/**
 * The contract's statistics and settings: their payloads, their stores' notices and their
 * channels (CHANNELS in shared/ipc/contract.ts spreads STATS_SETTINGS_CHANNELS in).
 */
import { z } from 'zod';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS } from '../model/components';
import { SaveIdSchema } from './saveSchemas';

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
  /** The saves that hold recent games to their end (by the game's id), to watch them again; a game whose save is gone has none. */
  replays: z.array(z.strictObject({ gameId: z.string(), saveId: SaveIdSchema })).max(20),
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
