/**
 * The real board: an adapter from shared/board and shared/data/pieces to the engine's
 * BoardProvider. Registered as the engine's default board.
 */
import { boardGraph, boardIndex, carriageFares, CITY_MIN_DISTANCE, HOMELAND_SPACE, legalPlacements, placedHexes, placePiece } from '../board';
import { hexDistance, hexNeighbor, HEX_ORIGIN } from '../hex/hex';
import { hexKey } from '../hex/keys';
import { CITY_PIECE_IDS, FATE_TILES, LANDSCAPE_TILE_IDS, START_AREA } from '../data/pieces';
import type { PlacedPiece, SpaceId } from '../model/board';
import { setFallbackProvider, type BoardProvider, type EngineGraph, type EngineSpace } from './boardApi';

const cache = new WeakMap<readonly PlacedPiece[], EngineGraph>();

function graph(placed: readonly PlacedPiece[]): EngineGraph {
  let g = cache.get(placed);
  if (g) return g;
  const bg = boardGraph(placed);
  const none: readonly SpaceId[] = [];
  g = {
    space: (id) => bg.spaces.get(id),
    neighbours: (id) => bg.spaces.get(id)?.adjacent ?? none,
    all: (): Iterable<EngineSpace> => bg.spaces.values(),
  };
  cache.set(placed, g);
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
      const sp = graph(placed).space(from);
      if (!sp) return [];
      const piece = boardGraph(placed).pieces.get(sp.pieceId);
      if (!piece) return [];
      return legalPlacements(placed, pieceId, placedHexes(piece));
    },
    room(placed, from, kind) {
      const sp = graph(placed).space(from);
      const piece = sp ? boardGraph(placed).pieces.get(sp.pieceId) : undefined;
      if (!piece) return false;
      const { occupancy, cityHexes } = boardIndex(placed);
      for (const h of placedHexes(piece)) {
        for (let d = 0; d < 6; d++) {
          const nb = hexNeighbor(h, d);
          if (occupancy.has(hexKey(nb))) continue;
          if (kind === 'landscape') return true;
          if (hexDistance(nb, HEX_ORIGIN) >= CITY_MIN_DISTANCE && cityHexes.every((c) => hexDistance(nb, c) >= CITY_MIN_DISTANCE)) return true;
        }
      }
      return false;
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
