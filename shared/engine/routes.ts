/**
 * routesFor(state, seat): every space reachable this turn on foot with the fewest points
 * (ties: fewest Thalers of tolls) and the path, by exactly the rules that list the legal moves
 * (movement.ts): C09 occupied work, C23 leisure, a round space or a meeting ends the move,
 * tolls with Taps (C27) that must be affordable (C26), and Schreiner Reiner's free step onto
 * a hexagonal space once per turn (C11; the engine always spends it on the first such step).
 * Not offered here: the Belittle King's free toll (a once-a-year choice the player makes on
 * the step itself; the toll shown is the one paid without it).
 *
 * Search: labels (space, points, Thalers, free step left) in order of points; a label is
 * dropped when another at the same space is no worse in all three. Keeping every
 * non-dominated label (not just the cheapest in points) matters where tolls bind: a longer
 * toll-free way can reach what the shorter one cannot afford.
 */
import type { SpaceId } from '../model/board';
import { graphOf } from './boardApi';
import { fundsAvailable } from './money';
import { canEnter, endsMove, freeStepLeft, stepPoints, tollFor } from './movement';
import type { GameState } from './types';

export interface Route {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  readonly path: readonly SpaceId[];
}

interface Label {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  /** Schreiner Reiner's free step still unspent. */
  readonly free: boolean;
  readonly path: readonly SpaceId[];
}

function dominates(a: Label, b: Label): boolean {
  return a.points <= b.points && a.thalers <= b.thalers && (a.free || !b.free);
}

/** Cheapest in points, then in Thalers. */
function better(a: Label, b: Label): boolean {
  return a.points < b.points || (a.points === b.points && a.thalers < b.thalers);
}

export function routesFor(state: GameState, seat: number): Route[] {
  const p = state.players[seat];
  if (!p) return [];
  const g = graphOf(state.board.placed);
  const budget = state.turn.player === seat ? state.turn.pointsLeft : 0;
  const funds = fundsAvailable(p);
  const othersAt = new Set<SpaceId>();
  state.players.forEach((q, i) => {
    if (i !== seat) othersAt.add(q.position);
  });

  const start: Label = { to: p.position, points: 0, thalers: 0, free: freeStepLeft(state, seat), path: [p.position] };
  const labels = new Map<SpaceId, Label[]>([[p.position, [start]]]);
  // buckets by points; a free step adds to the bucket being worked through
  const buckets: Label[][] = Array.from({ length: budget + 1 }, () => []);
  buckets[0]!.push(start);

  for (let points = 0; points <= budget; points++) {
    const bucket = buckets[points]!;
    for (let i = 0; i < bucket.length; i++) {
      const at = bucket[i]!;
      if (!(labels.get(at.to) ?? []).includes(at)) continue; // dominated since it was queued
      if (at.path.length > 1) {
        const here = g.space(at.to);
        if (here && endsMove(here)) continue;
        if (othersAt.has(at.to)) continue;
      }
      for (const to of g.neighbours(at.to)) {
        const sp = g.space(to);
        if (!sp || to === p.position) continue;
        if (!canEnter(state, seat, sp)) continue;
        const cost = stepPoints(sp, at.free);
        const next: Label = {
          to,
          points: at.points + cost,
          thalers: at.thalers + tollFor(state, seat, sp),
          free: at.free && cost > 0,
          path: [...at.path, to],
        };
        if (next.points > budget || next.thalers > funds) continue;
        const known = labels.get(to) ?? [];
        if (known.some((k) => dominates(k, next))) continue;
        labels.set(to, [...known.filter((k) => !dominates(next, k)), next]);
        buckets[next.points]!.push(next);
      }
    }
  }

  const out: Route[] = [];
  for (const [to, list] of labels) {
    if (to === p.position) continue;
    let best = list[0]!;
    for (const l of list) if (better(l, best)) best = l;
    out.push({ to, points: best.points, thalers: best.thalers, path: best.path });
  }
  return out;
}
