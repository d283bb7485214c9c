/**
 * The bench boards, grown from the real piece data (shared/data/pieces) with the real placement
 * rule (shared/board legalPlacements): the start area, then tiles and cities placed one by one at
 * a legal position next to the board (seeded, compact). Figures, markers and highlights are
 * added by populateScene. The renderer itself only ever sees the resulting BoardSceneInput.
 */
import { boardGraph, findRoutes, legalPlacements, placedHexes, placePiece, routePath } from '../../shared/board';
import { CITY_PIECE_IDS, LANDSCAPE_TILE_IDS, PIECES, START_AREA } from '../../shared/data/pieces';
import { hexDistance } from '../../shared/hex';
import type { PieceDef, PlacedPiece } from '../../shared/model/board';
import { sceneBoardFromGraph } from '../src/board3d/fromBoardGraph';
import { mulberry32 } from '../src/board3d/rng';
import type { BoardSceneInput, LegalDestination } from '../src/board3d/sceneModel';
import { LATE_GAME, MID_GAME, populateScene, type SyntheticBoardOptions } from '../src/board3d/synthetic';

const defOf = (id: string): PieceDef => {
  const d = PIECES[id];
  if (!d) throw new Error(`unknown piece ${id}`);
  return d;
};

export function growBoard(tiles: number, cities: number, seed = 5): { placed: PlacedPiece[]; next: string | null } {
  const rnd = mulberry32(seed);
  const tileIds = [...LANDSCAPE_TILE_IDS].sort(() => rnd() - 0.5);
  const cityIds = Object.values(CITY_PIECE_IDS).slice(0, cities);
  const order: string[] = [];
  const tilesPerCity = Math.max(1, Math.floor(tiles / Math.max(1, cities)));
  let c = 0;
  tileIds.slice(0, tiles).forEach((t, i) => {
    order.push(t);
    if ((i + 1) % tilesPerCity === 0 && c < cityIds.length) order.push(cityIds[c++]!);
  });
  while (c < cityIds.length) order.push(cityIds[c++]!);
  let placed: PlacedPiece[] = [...START_AREA];
  const pending = [...order];
  for (let guard = 0; pending.length && guard < order.length * 3; guard++) {
    const id = pending.shift()!;
    const hexes = placed.flatMap((p) => placedHexes(p));
    const options = legalPlacements(placed, id, hexes);
    if (options.length === 0) {
      pending.push(id);
      continue;
    }
    const score = (o: { at: { q: number; r: number } }) => hexDistance(o.at, { q: 0, r: 0 }) + rnd() * 1.5;
    const best = options.map((o) => ({ o, s: score(o) })).sort((a, b) => a.s - b.s)[0]!.o;
    placed = placePiece(placed, { pieceId: id, at: best.at, rotation: best.rotation });
  }
  const next = tileIds[tiles] ?? null;
  return { placed, next };
}

/** Pieces, spaces and links of a set of placed pieces (via the board graph). */
export function boardFor(placed: readonly PlacedPiece[]) {
  return sceneBoardFromGraph(boardGraph(placed), defOf);
}

export function benchBoard(stage: 'late' | 'mid'): BoardSceneInput {
  const opts: SyntheticBoardOptions = stage === 'late' ? LATE_GAME : MID_GAME;
  const { placed, next } = growBoard(opts.tiles, opts.cities, opts.seed ?? 5);
  const graph = boardGraph(placed);
  const board = sceneBoardFromGraph(graph, defOf);
  let ghost;
  if (opts.highlights && next) {
    const ghostPiece = defOf(next);
    const options = legalPlacements(placed, next, placed.flatMap((p) => placedHexes(p)));
    ghost = { piece: ghostPiece, ghosts: options.map((o) => ({ pieceId: next, at: o.at, rotation: o.rotation })) };
  }
  const scene = populateScene(board.pieces, board.spaces, board.links, { ...opts, highlights: false }, ghost);
  if (!opts.highlights) return scene;
  // Legal destinations of the first figure from the real route finder (foot-it points ≤ 4).
  const from = scene.figures[0]!.spaceId;
  const routes = findRoutes(graph, from, { maxPoints: 4 });
  const destinations: LegalDestination[] = [];
  for (const [id, r] of routes) {
    if (id === from) continue;
    destinations.push({ spaceId: id, points: r.points, thalers: r.thalers, path: routePath(routes, id) ?? [from, id] });
  }
  return { ...scene, highlights: { destinations, ...(ghost ? { ghosts: ghost.ghosts, ghostPiece: ghost.piece } : {}) } };
}
