/**
 * The real board: an adapter from shared/board and shared/data/pieces to the engine's
 * BoardProvider. Registered as the engine's default board.
 */
import { boardGraph, carriageFares, HOMELAND_SPACE, legalPlacements, placedHexes, placePiece, roomNextTo, type BoardGraph, type BoardSpace } from '../board';
import { CITY_PIECE_IDS, FATE_TILES, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import type { PlacedPiece, SpaceId } from '../model/board';
import { RecentMemo } from '../util/recentMemo';
import { setFallbackProvider, type BoardProvider, type EngineGraph, type EngineSpace } from './boardApi';

const NO_NEIGHBOURS: readonly SpaceId[] = [];

/** Bits of a memoised room answer: known, and (the next bit up) the answer. */
const ROOM_LANDSCAPE_KNOWN = 1;
const ROOM_CITY_KNOWN = 4;

/**
 * The engine's view of one board: lookups go straight to the board graph's spaces (a class,
 * so the engine's calls reach one method each and can be inlined), with the memos the legal
 * listings need: a graph never changes, and the journeymen are listed from the same few
 * spaces again and again.
 */
class HexGraph implements EngineGraph {
  private readonly spaces: ReadonlyMap<SpaceId, BoardSpace>;
  private readonly near = new Map<SpaceId, readonly EngineSpace[]>();
  /** Answers of `room` by the space asked from: ROOM_* bits. */
  private readonly rooms = new Map<SpaceId, number>();

  constructor(
    private readonly placed: readonly PlacedPiece[],
    graph: BoardGraph,
  ) {
    this.spaces = graph.spaces;
  }

  space(id: SpaceId): EngineSpace | undefined {
    return this.spaces.get(id);
  }

  neighbours(id: SpaceId): readonly SpaceId[] {
    return this.spaces.get(id)?.adjacent ?? NO_NEIGHBOURS;
  }

  adjacentSpaces(id: SpaceId): readonly EngineSpace[] {
    let out = this.near.get(id);
    if (!out) {
      const list: EngineSpace[] = [];
      for (const to of this.neighbours(id)) {
        const sp = this.spaces.get(to);
        if (sp) list.push(sp);
      }
      this.near.set(id, (out = list));
    }
    return out;
  }

  all(): Iterable<EngineSpace> {
    return this.spaces.values();
  }

  /** BoardProvider.room for this board (asked at every listing while on a hexagonal space). */
  room(from: SpaceId, kind: 'landscape' | 'city'): boolean {
    const known = kind === 'city' ? ROOM_CITY_KNOWN : ROOM_LANDSCAPE_KNOWN;
    const bits = this.rooms.get(from) ?? 0;
    if (bits & known) return (bits & (known << 1)) !== 0;
    const piece = this.pieceAt(from);
    const answer = piece ? roomNextTo(this.placed, piece, kind === 'city') : false;
    this.rooms.set(from, bits | known | (answer ? known << 1 : 0));
    return answer;
  }

  /** The piece a space is printed on (for a shared connection: the one placed first). */
  pieceAt(from: SpaceId): PlacedPiece | undefined {
    // a space's defining piece covers the space's hex: no occupancy lookup needed
    const sp = this.spaces.get(from);
    if (!sp) return undefined;
    const placed = this.placed;
    for (let i = 0; i < placed.length; i++) if ((placed[i] as PlacedPiece).pieceId === sp.pieceId) return placed[i];
    return undefined;
  }
}

/** Adapters for the boards asked about lately; the start area's kept for good (every game begins on it; its memos serve them all). */
const cache = new RecentMemo<readonly PlacedPiece[], HexGraph>(16, START_AREA);

let lastPlaced: readonly PlacedPiece[] | null = null;
let lastGraph: HexGraph | null = null;

function graph(placed: readonly PlacedPiece[]): HexGraph {
  // the engine asks many times per action for the same board: check the last one first
  if (placed === lastPlaced && lastGraph) return lastGraph;
  let g = cache.get(placed);
  if (!g) {
    g = new HexGraph(placed, boardGraph(placed));
    cache.set(placed, g);
  }
  lastPlaced = placed;
  lastGraph = g;
  return g;
}

export function createHexBoard(): BoardProvider {
  return {
    homeland: HOMELAND_SPACE,
    startArea: START_AREA,
    landscapeIds: LANDSCAPE_TILE_IDS,
    cityPieceIds: CITY_PIECE_IDS,
    fateTiles: FATE_TILES,
    graph,
    placements(placed, pieceId, from) {
      const piece = graph(placed).pieceAt(from);
      if (!piece) return [];
      return legalPlacements(placed, pieceId, placedHexes(piece));
    },
    room(placed, from, kind) {
      return graph(placed).room(from, kind);
    },
    place(placed, pieceId, placement) {
      return placePiece(placed, { pieceId, at: placement.at, rotation: placement.rotation });
    },
    carriageFares(placed, fromCity) {
      return carriageFares(placed, fromCity).map((f) => ({ city: f.city, fare: f.fare }));
    },
  };
}

setFallbackProvider(createHexBoard);
