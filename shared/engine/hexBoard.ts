/**
 * The real board: an adapter from shared/board and shared/data/pieces to the engine's
 * BoardProvider. Registered as the engine's default board.
 */
import { boardGraph, boardIndex, carriageFares, HOMELAND_SPACE, legalPlacements, packHex, placedHexes, placePiece, roomNextTo } from '../board';
import { CITY_PIECE_IDS, FATE_TILES, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import type { PlacedPiece, SpaceId } from '../model/board';
import { RecentMemo } from '../util/recentMemo';
import { adjacentSpacesMemo, setFallbackProvider, type BoardProvider, type EngineGraph, type EngineSpace } from './boardApi';

/** Adapters for the boards asked about lately. */
const cache = new RecentMemo<readonly PlacedPiece[], EngineGraph>(16);

let lastPlaced: readonly PlacedPiece[] | null = null;
let lastGraph: EngineGraph | null = null;

function graph(placed: readonly PlacedPiece[]): EngineGraph {
  // the engine asks many times per action for the same board: check the last one first
  if (placed === lastPlaced && lastGraph) return lastGraph;
  let g = cache.get(placed);
  if (g) {
    lastPlaced = placed;
    lastGraph = g;
    return g;
  }
  const bg = boardGraph(placed);
  const none: readonly SpaceId[] = [];
  const base = {
    space: (id: SpaceId) => bg.spaces.get(id),
    neighbours: (id: SpaceId) => bg.spaces.get(id)?.adjacent ?? none,
  };
  g = { ...base, adjacentSpaces: adjacentSpacesMemo(base), all: (): Iterable<EngineSpace> => bg.spaces.values() };
  cache.set(placed, g);
  lastPlaced = placed;
  lastGraph = g;
  return g;
}


/**
 * Answers of `room` for the current board, by the space asked from (the journeyman's hexagonal
 * space). Every journeyman asks at every listing of his turn; the answer changes only when a
 * piece is placed, so the memo is kept per board and cleared when the board changes.
 */
let roomBoard: readonly PlacedPiece[] | null = null;
let roomAnswers = new Map<SpaceId, { landscape?: boolean; city?: boolean }>();

function pieceAt(placed: readonly PlacedPiece[], from: SpaceId): PlacedPiece | undefined {
  // the space's hex is a hex of its defining piece: the occupancy says which piece that is
  const sp = boardGraph(placed).spaces.get(from);
  const occ = sp && boardIndex(placed).occupancyPacked.get(packHex(sp.hex.q, sp.hex.r));
  return occ ? placed[occ.index] : undefined;
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
      const piece = pieceAt(placed, from);
      if (!piece) return [];
      return legalPlacements(placed, pieceId, placedHexes(piece));
    },
    room(placed, from, kind) {
      // asked on every legal-action listing while the journeyman stands on a hexagonal space
      if (placed !== roomBoard) {
        roomBoard = placed;
        roomAnswers = new Map();
      }
      let known = roomAnswers.get(from);
      if (!known) roomAnswers.set(from, (known = {}));
      const answer = known[kind];
      if (answer !== undefined) return answer;
      const piece = pieceAt(placed, from);
      return (known[kind] = piece ? roomNextTo(placed, piece, kind === 'city') : false);
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
