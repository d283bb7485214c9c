/**
 * Route search over the board graph. Every step costs 1 foot-it point (C03); entering a
 * space may cost Thalers (tolls by default, C05). The result for each reachable space is the
 * cheapest route ordered by (points, thalers): fewest steps first, then fewest Thalers.
 * The engine supplies the rules through callbacks (round spaces and meetings end movement,
 * occupied work spaces cannot be entered, …).
 */
import type { SpaceId } from '../model/board';
import type { BoardGraph } from './graph';

export interface RouteOptions {
  /** May the journeyman step onto this space? Default: yes. */
  readonly canEnter?: (id: SpaceId) => boolean;
  /** May movement continue from this space after entering it? Default: yes. Not asked for the start. */
  readonly canContinueFrom?: (id: SpaceId) => boolean;
  /** Thalers paid on entering this space. Default: its toll. */
  readonly entryCost?: (id: SpaceId) => number;
  /** Do not search beyond this many steps. Default: unlimited. */
  readonly maxPoints?: number;
}

export interface RouteEntry {
  readonly points: number;
  readonly thalers: number;
  /** Previous space on the cheapest route; null for the start. */
  readonly prev: SpaceId | null;
}

export type Routes = ReadonlyMap<SpaceId, RouteEntry>;

/** Cheapest routes from `from` to every reachable space (the start itself with 0 / 0). */
export function findRoutes(graph: BoardGraph, from: SpaceId, opts: RouteOptions = {}): Routes {
  const canEnter = opts.canEnter;
  const canContinue = opts.canContinueFrom;
  const cost = opts.entryCost ?? ((id: SpaceId) => graph.spaces.get(id)?.toll ?? 0);
  const max = opts.maxPoints ?? Infinity;
  const best = new Map<SpaceId, { points: number; thalers: number; prev: SpaceId | null }>();
  if (!graph.spaces.has(from)) return best;
  best.set(from, { points: 0, thalers: 0, prev: null });
  // Every step costs one point, so a layered breadth-first search settles points exactly;
  // within a layer the cheapest Thaler total wins (prefixes of optimal routes are optimal).
  let layer: SpaceId[] = [from];
  let points = 0;
  while (layer.length > 0 && points < max) {
    const next: SpaceId[] = [];
    for (const u of layer) {
      if (u !== from && canContinue && !canContinue(u)) continue;
      const bu = best.get(u)!;
      const space = graph.spaces.get(u)!;
      for (const v of space.adjacent) {
        const seen = best.get(v);
        if (seen && seen.points <= points) continue;
        if (canEnter && !canEnter(v)) continue;
        const thalers = bu.thalers + cost(v);
        if (!seen) {
          best.set(v, { points: points + 1, thalers, prev: u });
          next.push(v);
        } else if (thalers < seen.thalers) {
          seen.thalers = thalers;
          seen.prev = u;
        }
      }
    }
    layer = next;
    points++;
  }
  return best;
}

/** The spaces of the cheapest route from the start to `to`, both included; null if unreachable. */
export function routePath(routes: Routes, to: SpaceId): SpaceId[] | null {
  if (!routes.has(to)) return null;
  const path: SpaceId[] = [];
  let cur: SpaceId | null = to;
  while (cur !== null) {
    path.push(cur);
    cur = routes.get(cur)?.prev ?? null;
  }
  return path.reverse();
}
