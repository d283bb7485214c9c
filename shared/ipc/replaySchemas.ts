/**
 * The contract's replays: read-only replays of saved games, each position with its scorings
 * and log (CHANNELS in shared/ipc/contract.ts spreads REPLAY_CHANNELS in).
 */
import { z } from 'zod';
import { MAX_PLAYERS } from '../model/components';
import { Empty, Void } from './schemaParts';
import { SeatControlSchema } from './actionSchemas';
import { FinalResultSchema, GameEventSchema, MsgSchema, ReasonSchema, ScoreBreakdownSchema } from './gameSchemas';
import { SaveIdSchema } from './saveSchemas';

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
  /** The journeyman each line is about (null: the game's own line), by line: the log marks it with their colour. */
  seats: z.array(z.number().int().min(0).max(3).nullable()).max(256).optional(),
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
