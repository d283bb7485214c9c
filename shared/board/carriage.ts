/**
 * Carriage fares (ruling C24): from a city's carriage space to every other placed city whose
 * carriage space is connected by paths, 1 Thaler per hexagon on the shortest connecting
 * route — landscape tiles and city hexagons; the start hexagon not counted, the target
 * hexagon counted (rulebook example: Neustadt to Bilshofen over six hexagons costs 6).
 *
 * Implementation: a 0-1 breadth-first search over spaces where a step costs 1 when it enters
 * a new hexagon. A connection space lies on an edge between two hexes and belongs to neither:
 * stepping onto it costs 0, stepping from it into a hex costs 1. Occupants are ignored (the
 * carriage passes everyone) and tolls are not charged on the way.
 */
import type { Axial, PlacedPiece, SpaceId } from '../model/board';
import { CITY_NAMES, type CityName } from '../model/components';
import { hexKey } from '../hex/keys';
import { boardGraph, type BoardGraph } from './graph';

export interface CarriageFare {
  readonly city: CityName;
  /** The target city's carriage space. */
  readonly to: SpaceId;
  /** Thalers = hexPath.length. */
  readonly fare: number;
  /** Hexes entered on the route, the start hex excluded, the target hex last. */
  readonly hexPath: readonly Axial[];
}

/** Hex-count distances from `from` to every reachable space, with predecessors. */
function hexCountSearch(graph: BoardGraph, from: SpaceId): Map<SpaceId, { cost: number; prev: SpaceId | null }> {
  const dist = new Map<SpaceId, { cost: number; prev: SpaceId | null }>();
  dist.set(from, { cost: 0, prev: null });
  // 0-1 BFS with a two-ended queue held in an array and a head index.
  const deque: SpaceId[] = [from];
  let head = 0;
  const front: SpaceId[] = [];
  const done = new Set<SpaceId>();
  while (front.length > 0 || head < deque.length) {
    const u = front.length > 0 ? (front.pop() as SpaceId) : (deque[head++] as SpaceId);
    if (done.has(u)) continue;
    done.add(u);
    const su = graph.spaces.get(u)!;
    const du = dist.get(u)!.cost;
    for (const v of su.adjacent) {
      if (done.has(v)) continue;
      const sv = graph.spaces.get(v)!;
      const w = sv.isConnection ? 0 : su.isConnection ? 1 : su.hex.q === sv.hex.q && su.hex.r === sv.hex.r ? 0 : 1;
      const cur = dist.get(v);
      if (cur && cur.cost <= du + w) continue;
      dist.set(v, { cost: du + w, prev: u });
      if (w === 0) front.push(v);
      else deque.push(v);
    }
  }
  return dist;
}

/** Fares from `fromCity` to every other placed, path-connected city, in CITY_NAMES order. */
export function carriageFares(placed: readonly PlacedPiece[], fromCity: CityName): CarriageFare[] {
  const graph = boardGraph(placed);
  const start = graph.carriage[fromCity];
  if (!start) return [];
  const dist = hexCountSearch(graph, start);
  const startHex = hexKey(graph.spaces.get(start)!.hex);
  const out: CarriageFare[] = [];
  for (const city of CITY_NAMES) {
    const to = graph.carriage[city];
    if (city === fromCity || !to || !dist.has(to)) continue;
    const path: SpaceId[] = [];
    for (let cur: SpaceId | null = to; cur !== null; cur = dist.get(cur)?.prev ?? null) path.push(cur);
    path.reverse();
    const hexPath: Axial[] = [];
    let last = startHex;
    for (const id of path) {
      const s = graph.spaces.get(id)!;
      if (s.isConnection) continue;
      const k = hexKey(s.hex);
      if (k !== last) {
        hexPath.push(s.hex);
        last = k;
      }
    }
    out.push({ city, to, fare: hexPath.length, hexPath });
  }
  return out;
}
