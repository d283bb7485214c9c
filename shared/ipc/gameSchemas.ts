/**
 * The contract's running game: the snapshot, the update after an action, the log, the
 * computers' reasons and the scorings and result, as main sends them to the page.
 * Part of the contract (shared/ipc/contract.ts re-exports it).
 */
import { z } from 'zod';
import { MAX_PLAYERS } from '../model/components';
import { SeatControlSchema } from './actionSchemas';
import { ListedActionSchema } from './schemaParts';

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
  /** A computer seat whose decision could not be played (a fault in main): it is tried again shortly. */
  stuck: z.number().int().nullable(),
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
  result: FinalResultSchema.nullable().optional(),
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
