/**
 * The engine's view of the board. The engine never reads piece data directly: it asks a
 * BoardProvider for the space graph of the placed pieces, the legal placements of a
 * revealed piece and the carriage fares. `miniBoard.ts` is a small built-in provider (used
 * by tests and until the full board module is wired); `setBoardProvider` swaps in another.
 * Providers must be pure and should memoise `graph` by the identity of `placed`.
 */
import type { CityName, LeisureType } from '../model/components';
import type { Axial, PlacedPiece, SpaceId, SpaceKind, Wage } from '../model/board';

export interface EngineSpace {
  readonly id: SpaceId;
  readonly kind: SpaceKind;
  readonly pieceId: string;
  readonly city?: CityName;
  readonly fee?: number;
  readonly toll?: number;
  readonly wage?: Wage | null;
  readonly fateSlot?: number | null;
  readonly leisure?: readonly LeisureType[];
  /** Every piece that prints this space (two for a connection on a shared edge); absent: only `pieceId`. */
  readonly pieceIds?: readonly string[];
}

export interface EngineGraph {
  space(id: SpaceId): EngineSpace | undefined;
  neighbours(id: SpaceId): readonly SpaceId[];
  /** The neighbouring spaces themselves, in `neighbours` order (the legal-move listing's lookup). */
  adjacentSpaces(id: SpaceId): readonly EngineSpace[];
  all(): Iterable<EngineSpace>;
}

/**
 * The neighbouring spaces of each space, looked up once per graph and space: a graph never
 * changes, and the journeymen's moves are listed from the same few spaces again and again.
 */
export function adjacentSpacesMemo(g: Pick<EngineGraph, 'space' | 'neighbours'>): (id: SpaceId) => readonly EngineSpace[] {
  const memo = new Map<SpaceId, readonly EngineSpace[]>();
  return (id) => {
    let out = memo.get(id);
    if (!out) {
      const list: EngineSpace[] = [];
      for (const to of g.neighbours(id)) {
        const sp = g.space(to);
        if (sp) list.push(sp);
      }
      memo.set(id, (out = list));
    }
    return out;
  };
}

/** An EngineGraph over plain records (used by the mini board). */
export function recordGraph(spaces: Readonly<Record<SpaceId, EngineSpace>>, adjacency: Readonly<Record<SpaceId, readonly SpaceId[]>>): EngineGraph {
  const base = { space: (id: SpaceId) => spaces[id], neighbours: (id: SpaceId) => adjacency[id] ?? [] };
  return { ...base, adjacentSpaces: adjacentSpacesMemo(base), all: () => Object.values(spaces) };
}

export interface Placement {
  readonly at: Axial;
  readonly rotation: number;
}

export interface CarriageFare {
  readonly city: CityName;
  readonly fare: number;
}

export interface BoardProvider {
  readonly homeland: SpaceId;
  readonly startArea: readonly PlacedPiece[];
  readonly landscapeIds: readonly string[];
  readonly cityPieceIds: Readonly<Record<CityName, string>>;
  readonly fateTiles: readonly Wage[];
  graph(placed: readonly PlacedPiece[]): EngineGraph;
  /** Legal placements of `pieceId` next to the piece the journeyman stands on (C13, C14). */
  placements(placed: readonly PlacedPiece[], pieceId: string, from: SpaceId): readonly Placement[];
  place(placed: readonly PlacedPiece[], pieceId: string, placement: Placement): readonly PlacedPiece[];
  /**
   * Whether scouting from `from` has anywhere to go: an empty position next to the piece
   * (landscape), or one that also keeps the city distance rule (city). Absent: always true.
   */
  room?(placed: readonly PlacedPiece[], from: SpaceId, kind: 'landscape' | 'city'): boolean;
  /** Other placed cities reachable by carriage from `fromCity` with the fare (C24). */
  carriageFares(placed: readonly PlacedPiece[], fromCity: CityName): readonly CarriageFare[];
}

let provider: BoardProvider | null = null;
let fallback: (() => BoardProvider) | null = null;

export function setBoardProvider(p: BoardProvider): void {
  provider = p;
}

/** Registered by miniBoard.ts so the engine always has a board. */
export function setFallbackProvider(f: () => BoardProvider): void {
  fallback = f;
}

export function board(): BoardProvider {
  if (provider) return provider;
  if (fallback) {
    provider = fallback();
    return provider;
  }
  throw new Error('no board provider registered');
}

export function graphOf(placed: readonly PlacedPiece[]): EngineGraph {
  return board().graph(placed);
}

export function spaceOf(placed: readonly PlacedPiece[], id: SpaceId): EngineSpace | undefined {
  return board().graph(placed).space(id);
}

/** City name of a space (for the year-end scoring's city markers). */
export function cityOfSpace(placed: readonly PlacedPiece[], id: SpaceId): CityName | null {
  return spaceOf(placed, id)?.city ?? null;
}

/** The carriage space of a placed city. */
export function carriageSpaceOf(placed: readonly PlacedPiece[], city: CityName): SpaceId | null {
  const g = graphOf(placed);
  for (const s of g.all()) if (s.kind === 'carriage' && s.city === city) return s.id;
  return null;
}
