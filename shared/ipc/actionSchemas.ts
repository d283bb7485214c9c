/**
 * The contract's seats, new games and actions: what a new game may be asked for and the
 * schema of every action the page may send, checked against the engine's own types.
 * Part of the contract (shared/ipc/contract.ts re-exports it).
 */
import { z } from 'zod';
import type { Action, ActionType } from '../engine/actions';
import { CITY_NAMES, DEVELOPMENT_CARDS, MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS, SCANTLING_COLOURS, SEGMENTS, type ScantlingColour } from '../model/components';
import { personKey } from '../model/names';

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
