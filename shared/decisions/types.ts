/**
 * The decision model's types: what the table shows for the decision the engine waits for.
 * Everything is plain data. Text is never prose here: a `Msg` is an i18n key with params,
 * resolved by the renderer (renderer/src/i18n/table*.ts; card names in cards.ts).
 */
import type { Axial, SpaceId } from '../model/board';
import type { CityName, DevelopmentCard, LeisureType, ScantlingColour, Segment } from '../model/components';
import type { Action } from '../engine/actions';

/** A parameter of a message: plain text (a player's own name), a number, or another message. */
export type MsgParam = string | number | Msg;

/**
 * An i18n key with named params. `count` selects the plural form (vue-i18n `|` syntax):
 * the renderer calls `t(key, params, count)`. Params that are messages are rendered first.
 */
export interface Msg {
  readonly key: string;
  readonly params?: Readonly<Record<string, MsgParam>>;
  readonly count?: number;
}

/** An amount that is not known in advance (a die): the range it can take. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** What choosing an option costs the deciding journeyman. */
export interface Cost {
  /** Foot-it points spent. */
  readonly points?: number;
  /** Thalers paid (a Range when a die decides the price). */
  readonly thalers?: number | Range;
  /** Scantlings given up, by colour. */
  readonly scantlings?: readonly ScantlingColour[];
  /** Foot-it cards played from the hand (values). */
  readonly cards?: readonly number[];
  /** A development card turned for the year. */
  readonly development?: DevelopmentCard;
  /** Otto Lilienthal's free-scouting token. */
  readonly token?: boolean;
  /** A once-per-turn companion power used up ('fiete', 'ingolf', 'jim', 'wolf'). */
  readonly companionPower?: string;
  /** The payment needs the penniless rescue (earring first, then random cards, C25). */
  readonly rescue?: { readonly earring: boolean; readonly cards: number };
}

/** What choosing an option brings, as far as it is known to the deciding journeyman. */
export interface Gain {
  readonly points?: number;
  readonly thalers?: number | Range;
  /** Scantlings gained (a white one only when it needs no placement choice). */
  readonly scantlings?: readonly ScantlingColour[];
  /** Victory points now (rare) or later (cards in the travelling book). */
  readonly vpLater?: number;
}

/** A card the option is about, for the UI to show it (names and texts live in cards.ts). */
export type CardRef =
  | { readonly kind: 'footIt'; readonly value: number }
  | { readonly kind: 'news'; readonly id: string }
  | { readonly kind: 'companion'; readonly id: string }
  | { readonly kind: 'development'; readonly id: DevelopmentCard }
  | { readonly kind: 'leisure'; readonly id: LeisureType };

/** What an option is about on the board, for highlighting. */
export interface Concerns {
  readonly spaces?: readonly SpaceId[];
  readonly cards?: readonly CardRef[];
  readonly segment?: Segment | 'surplus';
  readonly colour?: ScantlingColour;
  readonly city?: CityName;
  /** A ghost placement of the revealed piece. */
  readonly placement?: { readonly pieceId: string; readonly at: Axial; readonly rotation: number };
  /** Position of a die in the dice game: 0 hundreds, 1 tens, 2 units. */
  readonly diePosition?: number;
}

/** How the option is taken: a board pick (space or ghost), a card from the hand, or a button. */
export type PickKind = 'space' | 'placement' | 'hand' | 'button';

export interface Option {
  /** Stable within a state, derived from the action (never shown). */
  readonly id: string;
  /** The engine action to send, exactly as the engine listed it. */
  readonly action: Action;
  readonly label: Msg;
  /** A shorter label where the decision shows what the full one names beside it (a personality's card and name). */
  readonly short?: Msg;
  readonly cost: Cost;
  readonly gain: Gain;
  /** What happens, in sentences (known facts only; a die is given as its range). */
  readonly consequences: readonly Msg[];
  readonly concerns: Concerns;
  readonly pick: PickKind;
  /** Id of the prompt group the option belongs to (see Prompt.groups). */
  readonly group?: string;
  /**
   * A suggested key (digits for cards and short lists, letters for common turn actions), lower
   * case; `shift+` before a digit: that digit with Shift (the dice game's low house number).
   */
  readonly hotkey?: string;
  readonly recommended?: boolean;
  /**
   * True when applying the action changes the journeyman's Thalers, foot-it points and
   * scantlings by exactly `gain` minus `cost` (nothing random, hidden or decided later).
   */
  readonly exact: boolean;
  /** Choosing it ends the turn (a round space, a meeting, the carriage, ending the turn). */
  readonly endsTurn?: boolean;
  /** The action has a type or field this model does not know (a generic label is shown). */
  readonly generic?: boolean;
}

export interface OptionGroup {
  readonly id: string;
  readonly label: Msg;
}

/** A destination the journeyman can walk to this turn (several single steps). */
export interface WalkDestination {
  readonly to: SpaceId;
  readonly label: Msg;
  readonly path: readonly SpaceId[];
  readonly steps: number;
  readonly points: number;
  /** Tolls on the way and at the end (without the Belittle King). */
  readonly thalers: number;
  readonly consequences: readonly Msg[];
  /** Id of the option for the first step (a plain step, never the Belittle King's). */
  readonly firstStep: string | null;
}

export interface PromptBoard {
  /** What a click on the board means in this prompt. */
  readonly pick: 'space' | 'placement' | null;
  /** Spaces to highlight (step targets, destinations, the space in question). */
  readonly spaces: readonly SpaceId[];
  readonly destinations?: readonly WalkDestination[];
  /** The revealed piece and its legal ghost placements (scoutPlace). */
  readonly piece?: { readonly pieceId: string; readonly kind: 'landscape' | 'city' };
}

/** The dice game as the table shows it. */
export interface DiceTable {
  readonly mode: 'high' | 'low';
  readonly bet: number;
  readonly pot: number;
  readonly rolled: number | null;
  readonly boards: readonly { readonly seat: number; readonly name: string; readonly values: readonly (number | null)[] }[];
}

/** One prompt kind per kind of decision, plus the end of the game, waiting, and a generic fallback. */
export const PROMPT_KINDS = [
  'playCard',
  'turn',
  'useSpace',
  'chooseScantling',
  'chooseLeisure',
  'placeWhite',
  'encounter',
  'diceSetup',
  'dice',
  'keepRoll',
  'companionOffer',
  'oldCompanion',
  'scoutPlace',
  'scoutRetry',
  'carriage',
  'gameOver',
  'waiting',
  'generic',
] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

export interface PromptStatus {
  /** "Year 2 of 3" / "The One Day" / "Game over". */
  readonly year: Msg;
  /** Foot-it points the active journeyman has left this turn, when that journeyman decides (null outside a turn's actions and when another seat decides, as in the dice game). */
  readonly pointsLeft: number | null;
  /** The active journeyman (whose turn it is; may differ from the deciding seat in the dice game). */
  readonly activeSeat: number;
}

export interface Prompt {
  readonly kind: PromptKind;
  /** The seat that decides now. */
  readonly seat: number;
  readonly title: Msg;
  readonly detail?: Msg;
  /** Short facts worth seeing while deciding (pouch, points left, cards left in a stack…). */
  readonly facts: readonly Msg[];
  readonly options: readonly Option[];
  readonly groups: readonly OptionGroup[];
  readonly board?: PromptBoard;
  readonly dice?: DiceTable;
  /** Id of the rules-help section that explains this decision. */
  readonly helpSection: string;
  readonly status: PromptStatus;
}

/** A walkable destination as the host reports it (GameSnapshot.routes / engine routesFor). */
export interface RouteInfo {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  readonly path: readonly SpaceId[];
}

/** What the model needs besides the view and the legal actions. */
export interface PromptContext {
  /** Destinations reachable this turn (the snapshot's `routes`); none: no walk destinations. */
  readonly routes?: readonly RouteInfo[];
}
