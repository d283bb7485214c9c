/**
 * Engine state, actions, events and results. Everything here is plain serialisable data
 * (JSON round-trips exactly): no classes, Maps, Sets, functions or undefined-vs-missing tricks.
 */
import type {
  CityName,
  DevelopmentCard,
  LeisureType,
  PlayerColour,
  ScantlingColour,
  Segment,
} from '../model/components';
import type { PlacedPiece, SpaceId } from '../model/board';

/** The rules version new games are created with (see version.ts; older versions still play and replay). */
export const ENGINE_VERSION = 2;

export interface SeatSetup {
  readonly name: string;
  readonly colour: PlayerColour;
}

export interface GameSetup {
  readonly seats: readonly SeatSetup[];
  /** Any 32-bit unsigned integer. */
  readonly seed: number;
  /** Seat index of the start player (the rulebook's youngest journeyman). */
  readonly startPlayer: number;
}

/** Seeded generator state (stored in the game state; ruling C40). */
export interface RngState {
  readonly s: readonly [number, number, number, number];
}

/** A card kept in the travelling book. */
export type BookCard =
  | { readonly kind: 'townSeal'; readonly city: CityName }
  | { readonly kind: 'personality'; readonly id: string }
  | { readonly kind: 'companion'; readonly id: string }
  | { readonly kind: 'stenz' }
  | { readonly kind: 'leisure'; readonly leisure: LeisureType };

export interface TallyStick {
  /** Scantling colours placed on each segment, bottom to top (white allowed, max 5). */
  readonly segments: Readonly<Record<Segment, readonly ScantlingColour[]>>;
  /** Surplus scantlings on the Charly, by colour. */
  readonly surplus: Readonly<Record<ScantlingColour, number>>;
}

export type DevelopmentStatus = 'inactive' | 'ready' | 'used';

export interface PlayerState {
  readonly name: string;
  readonly colour: PlayerColour;
  readonly position: SpaceId;
  readonly thalers: number;
  readonly earring: boolean;
  /** Face-down foot-it stack (values), top first. Hidden from other players. */
  readonly deck: readonly number[];
  /** Foot-it cards in hand (values). Hidden from other players (count visible). */
  readonly hand: readonly number[];
  readonly discard: readonly number[];
  /** Whether the One-Day card (5) is still above the Charly. */
  readonly oneDayCard: boolean;
  readonly tally: TallyStick;
  readonly specialMarkers: readonly Segment[];
  readonly development: Readonly<Record<DevelopmentCard, DevelopmentStatus>>;
  /** Development cards turned up during the current turn (usable from the next turn). */
  readonly developmentFresh: readonly DevelopmentCard[];
  readonly companion: { readonly id: string; readonly fresh: boolean } | null;
  readonly book: readonly BookCard[];
  /** Own marker pieces on the Charly / own still in the general supply. */
  readonly ownMarkersOnCharly: number;
  readonly ownMarkersInSupply: number;
  /** Marker pieces of other colours held (one per other journeyman at most). */
  readonly otherMarkers: readonly PlayerColour[];
  readonly scheniegeleiLeft: number;
  readonly townSealsLeft: number;
  /** Cities this journeyman has left on foot (white scantling once per city, C10). */
  readonly citiesLeft: readonly CityName[];
  /** Otto Lilienthal's free-scouting token (C37). */
  readonly freeScoutTokens: number;
  readonly vp: number;
  /**
   * Version 2 (C44): the journeyman has scouted from the hexagonal space they stand on since
   * they last entered it (one scouting per visit). Absent in version-1 games.
   */
  readonly scoutedHere?: boolean;
  /**
   * Version 2 (C41): the seats this journeyman has met (walked onto), in the order met.
   * Absent in version-1 games, where "met" was read from the marker pieces held.
   */
  readonly met?: readonly number[];
}

export type DiceMode = 'high' | 'low';

/** The inn dice game in progress (C18). */
export interface DiceGame {
  readonly host: number;
  readonly mode: DiceMode;
  readonly bet: number;
  readonly pot: number;
  /** Seats taking part, in turn order from the host. */
  readonly order: readonly number[];
  /** Per seat: the three positions (hundreds, tens, units); null = empty. */
  readonly boards: Readonly<Record<number, readonly (number | null)[]>>;
  /** Index into `order` of the seat to roll/place next. */
  readonly turn: number;
  /** The die just rolled by the seat to move, awaiting placement (or a Lucky Fellow reroll). */
  readonly rolled: number | null;
  /** Tie-break rounds: the seats still tied (empty while the main game runs; version 1 keeps it empty). */
  readonly tied: readonly number[];
  /** Version 2 (C45): the current tie-break round's rolls so far, arranged, per seat. */
  readonly tieRolls?: Readonly<Record<number, readonly number[]>>;
}

/**
 * What the engine waits for. `turn` is the active journeyman's free choice; the others are
 * pending decisions inside an action chain (an inn visit, a hostel, scouting, the dice game…).
 */
export type Pending =
  | { readonly kind: 'playCard' } // start of turn: must play a card
  | { readonly kind: 'turn' } // move, scout, use a space, extend, end turn…
  | { readonly kind: string; readonly [key: string]: unknown }; // engine-specific decisions

export type Phase = 'playing' | 'oneDay' | 'finished';

export interface TurnState {
  readonly player: number;
  readonly pointsLeft: number;
  readonly cardsPlayed: number;
  readonly extended: boolean;
  /** Once-per-turn companion powers already used this turn. */
  readonly used: readonly string[];
  /** Version 2 (C48): free-scouting tokens gained this turn, usable from the journeyman's next turn. */
  readonly freshScoutTokens?: number;
}

export interface GameState {
  readonly engineVersion: number;
  readonly setup: GameSetup;
  readonly rng: RngState;
  readonly phase: Phase;
  /** 1..3, then 4 = the One Day. */
  readonly year: number;
  readonly startPlayer: number;
  readonly players: readonly PlayerState[];
  readonly turn: TurnState;
  readonly pending: readonly Pending[];
  readonly board: {
    readonly placed: readonly PlacedPiece[];
    readonly landscapeStack: readonly string[];
    readonly cityStack: readonly string[];
    /** Fate tile index (into FATE_TILES) per work space id. */
    readonly fate: Readonly<Record<SpaceId, number>>;
    readonly fateStack: readonly number[];
    /** Space id -> seat indices of Scheniegelei markers there. */
    readonly scheniegelei: Readonly<Record<SpaceId, readonly number[]>>;
    /** Leisure space id -> seats that placed a marker piece there. */
    readonly leisureMarkers: Readonly<Record<SpaceId, readonly number[]>>;
    /** Town hall space id -> seats that placed a town-seal marker there. */
    readonly townSealMarkers: Readonly<Record<SpaceId, readonly number[]>>;
  };
  readonly newsStack: readonly string[];
  /** News card ids waiting at a city's inn (or beside the city stack if not placed). */
  readonly personalities: Readonly<Partial<Record<CityName, readonly string[]>>>;
  readonly companionStack: readonly string[];
  readonly leisureStacks: Readonly<Record<LeisureType, number>>;
  readonly scantlingSupply: Readonly<Record<ScantlingColour, number>>;
  /** Scantlings spent on requirements (returned to the box): for the conservation invariant. */
  readonly scantlingsSpent: number;
  readonly specialMarkersLeft: readonly Segment[];
  readonly stenzLeft: number;
  readonly hat: number;
  readonly dice: DiceGame | null;
  /** Year-end and final scoring breakdowns, in order. */
  readonly scorings: readonly Scoring[];
  /** Number of actions applied so far. */
  readonly actionCount: number;
  readonly winners: readonly number[];
}

export interface ScoreLine {
  readonly category: string;
  readonly vp: number;
}
export interface Scoring {
  readonly kind: 'year' | 'final';
  readonly year: number;
  /** Per seat: the categories and VP scored. */
  readonly perPlayer: readonly (readonly ScoreLine[])[];
  readonly stenzTo: number | null;
  readonly hatTo: readonly number[];
}

/** An action is plain data naming the seat that takes it. */
export interface ActionBase {
  readonly player: number;
  readonly type: string;
}

export interface EngineError {
  /** Stable machine-readable code, e.g. 'not-your-turn', 'illegal-move'. */
  readonly code: string;
  readonly message: string;
}

/** Domain events for the log and for animations. */
export interface GameEvent {
  readonly type: string;
  readonly player?: number;
  readonly [key: string]: unknown;
}
