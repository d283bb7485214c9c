/**
 * BoardSceneInput: everything the 3-D board draws, as plain derived data.
 * The app shell builds it from the game state (via shared/board's graph); the renderer never
 * imports rules logic. All ids are the global ids of the board graph.
 */
import type { Axial, PieceDef, PlacedPiece, SpaceId, SpaceKind, Wage } from '../../../shared/model/board';
import type { CityName, LeisureType, PlayerColour } from '../../../shared/model/components';

/** A placed piece with its definition (the renderer needs both for drawing). */
export interface ScenePiece {
  readonly placed: PlacedPiece;
  readonly def: PieceDef;
}

/** A space of the board with its global id and world position (hex-size units, x/z plane). */
export interface SceneSpace {
  readonly id: SpaceId;
  readonly kind: SpaceKind;
  readonly x: number;
  readonly z: number;
  readonly fee?: number;
  readonly toll?: number;
  readonly wage?: Wage;
  readonly leisure?: readonly LeisureType[];
  /** Work space that takes a fate tile (drawn with an empty slot when no tile lies there). */
  readonly fateSlot?: number;
}

export interface SceneFigure {
  /** Seat index 0..3: also selects the figure's shape (colour-blind safe). */
  readonly player: number;
  readonly colour: PlayerColour;
  readonly spaceId: SpaceId;
  /** Route of the last move (space ids, ending at spaceId); animated when the figure moved. */
  readonly route?: readonly SpaceId[];
}

export type MarkerKind = 'scheniegelei' | 'townSeal' | 'markerPiece';

export interface SceneMarker {
  /** Stable id (e.g. `${kind}:${player}:${n}`) so diffs see additions and removals. */
  readonly id: string;
  readonly kind: MarkerKind;
  readonly player: number;
  readonly colour: PlayerColour;
  readonly spaceId: SpaceId;
}

export interface SceneFateTile {
  readonly spaceId: SpaceId;
  readonly wage: Wage;
}

export interface SceneWaitingPersonality {
  readonly id: string;
  /** The inn space the personality waits next to. */
  readonly spaceId: SpaceId;
  readonly name: string;
  readonly city?: CityName;
}

/** A face-down stack beside the board (landscape tiles, city boards, news cards, …). */
export interface SceneStack {
  readonly id: string;
  readonly label: string;
  readonly count: number;
  readonly kind: 'tile' | 'city' | 'card';
}

export interface LegalDestination {
  readonly spaceId: SpaceId;
  /** Foot-it points the move costs. */
  readonly points: number;
  /** Thalers the move costs (tolls, fees). */
  readonly thalers: number;
  /** Route from the figure's space to the destination (inclusive of both ends). */
  readonly path: readonly SpaceId[];
}

export interface GhostPlacement {
  readonly pieceId: string;
  readonly at: Axial;
  readonly rotation: number;
}

export interface SceneHighlights {
  readonly destinations?: readonly LegalDestination[];
  /** Legal placements of a revealed tile/city; several rotations per position may be listed. */
  readonly ghosts?: readonly GhostPlacement[];
  /** The definition of the revealed piece the ghosts show. */
  readonly ghostPiece?: PieceDef;
}

export interface BoardSceneInput {
  readonly pieces: readonly ScenePiece[];
  readonly spaces: readonly SceneSpace[];
  /** Path segments between global space ids. */
  readonly links: readonly (readonly [SpaceId, SpaceId])[];
  readonly figures: readonly SceneFigure[];
  readonly markers: readonly SceneMarker[];
  readonly fateTiles: readonly SceneFateTile[];
  readonly personalities: readonly SceneWaitingPersonality[];
  readonly stacks: readonly SceneStack[];
  readonly highlights?: SceneHighlights;
}

export const EMPTY_SCENE: BoardSceneInput = {
  pieces: [],
  spaces: [],
  links: [],
  figures: [],
  markers: [],
  fateTiles: [],
  personalities: [],
  stacks: [],
};
