/**
 * Component vocabulary shared by the engine, the board model, the renderer and the AI.
 * Every union type is derived from an `as const` list so that data, schemas and UI
 * iterate the same source of truth.
 */

/** Scantling colours and the printed supply (rulebook components list; ruling C28). */
export const SCANTLING_SUPPLY = {
  orange: 20,
  black: 20,
  red: 40,
  blue: 30,
  green: 30,
  yellow: 30,
  white: 30,
} as const;
export type ScantlingColour = keyof typeof SCANTLING_SUPPLY;
export const SCANTLING_COLOURS = Object.keys(SCANTLING_SUPPLY) as ScantlingColour[];
export const TOTAL_SCANTLINGS = 200;

/** Tally-stick segments from bottom to top (ruling C29). `kk` takes orange and black. */
export const SEGMENTS = ['kk', 'red', 'blue', 'green', 'yellow'] as const;
export type Segment = (typeof SEGMENTS)[number];
export const SEGMENT_SIZE = 5;
/** Points for a locked segment at every scoring (rulings C33, C35). */
export const SEGMENT_VALUE: Record<Segment, number> = { kk: 2, red: 3, blue: 4, green: 5, yellow: 6 };

/** The four development cards, keyed by the segment whose locking turns them up (C30, C32). */
export const DEVELOPMENT_CARDS = {
  red: 'footItKing',
  blue: 'belittleKing',
  yellow: 'scheniegelServant',
  green: 'luckyFellow',
} as const;
export type DevelopmentCard = (typeof DEVELOPMENT_CARDS)[keyof typeof DEVELOPMENT_CARDS];

export const LEISURE_TYPES = ['drawing', 'writing', 'music'] as const;
export type LeisureType = (typeof LEISURE_TYPES)[number];

export const CITY_NAMES = ['Bilshofen', 'Driestein', 'Hemmburg', 'Krinn', 'Maasberg', 'Neustadt', 'Sellm'] as const;
export type CityName = (typeof CITY_NAMES)[number];

export const TERRAINS = ['meadow', 'forest', 'field'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Player colours offered at setup (renderer pairs each with a distinct shape/pattern). */
export const PLAYER_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const STARTING_THALERS = 10;
export const EARRING_THALERS = 8;
export const LOST_CARD_THALERS = 3;
export const EXTENSION_COST = 2;
export const MARKER_PIECES_ON_CHARLY = 4;
export const MARKER_PIECES_IN_SUPPLY = 3;
export const SCHENIEGELEI_MARKERS = 7;
export const TOWN_SEALS = 7;
export const STENZ_CARDS = 3;
export const ONE_DAY_CARD_VALUE = 5;
export const CARDS_PER_YEAR = 6;
export const YEARS = 3;
