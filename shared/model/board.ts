/**
 * Board piece model (see ../../../shared/rules/components.md, "Board model").
 * Pieces are hexes (or a triangle of three hexes for a city) with a graph of spaces.
 * Local coordinates are unrotated; placing a piece at `at` with `rotation` k maps a
 * local edge d to (d + k) mod 6 and rotates local hex offsets and drawing positions.
 */
import type { CityName, LeisureType, ScantlingColour, Terrain } from './components';

/** Axial hex coordinate after Red Blob Games. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** 0..5; names a neighbour direction and the edge facing it. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

export const SPACE_KINDS = [
  'homeland', // the wind rose at (0,0)
  'centre', // hexagonal scouting space (landscape tile centre, city central hexagon)
  'path', // plain square path space (connection spaces are path spaces on an edge)
  'inn',
  'hostel',
  'townhall',
  'work', // round
  'leisure', // round
  'carriage', // round, cities only
] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

/** Round spaces end the turn on entry (ruling C04). */
export const ROUND_SPACE_KINDS: readonly SpaceKind[] = ['work', 'leisure', 'carriage'];

/**
 * A wage printed on a work space or a fate tile.
 * fixed: that many Thalers plus one scantling (or none).
 * rolled: the die gives the Thalers; `table[face - 1]` gives the scantling (null: none).
 */
export type Wage =
  | { readonly kind: 'fixed'; readonly thalers: number; readonly scantling: ScantlingColour | null }
  | { readonly kind: 'rolled'; readonly table: readonly (ScantlingColour | null)[] };

export interface SpaceDef {
  /** Unique within its piece. */
  readonly id: string;
  readonly kind: SpaceKind;
  /** Index into PieceDef.hexes of the hex the space lies on. */
  readonly hex: number;
  /** Set for a connection space: it sits on this edge of its hex (piece-local direction). */
  readonly edge?: Direction;
  /** Drawing position in hex-size units relative to its hex centre, unrotated. */
  readonly pos: readonly [number, number];
  /** Inn / hostel fee, paid when the space is used (C05). */
  readonly fee?: number;
  /** Toll paid on every entry (C05): city entrances and city central hexagon. */
  readonly toll?: number;
  /** Printed wage of a work space. */
  readonly wage?: Wage;
  /** Work space that takes the city's fate tile number `fateSlot` (0, or 1 for Sellm). */
  readonly fateSlot?: number;
  /** Leisure types offered on a leisure space. */
  readonly leisure?: readonly LeisureType[];
}

export type PieceKind = 'homeland' | 'start' | 'landscape' | 'city';

export interface PieceDef {
  readonly id: string;
  readonly kind: PieceKind;
  readonly terrain?: Terrain;
  readonly city?: CityName;
  /** Local hex offsets; hexes[0] is {q:0,r:0}. One entry except for cities (three). */
  readonly hexes: readonly Axial[];
  readonly spaces: readonly SpaceDef[];
  /** Undirected path segments between local space ids. */
  readonly links: readonly (readonly [string, string])[];
}

/** A piece on the table: which piece, where its hexes[0] lies, and its rotation 0..5. */
export interface PlacedPiece {
  readonly pieceId: string;
  readonly at: Axial;
  readonly rotation: number;
}

/** Global space id on the board (opaque string; built by shared/board). */
export type SpaceId = string;
