/**
 * routesFor(state, seat): every space reachable this turn on foot with the fewest points
 * (ties: fewest Thalers of tolls) and the path, by exactly the rules that list the legal moves
 * (movement.ts): C09 occupied work, C23 leisure, a round space or a meeting ends the move,
 * tolls with Taps (C27) that must be affordable (C26), and Schreiner Reiner once per turn:
 * in version 1 a free step onto a hexagonal space (C11; the engine always spends it on the
 * first such step), in version 2 a jump over a hexagonal space for 1 point (C43; the space
 * jumped over is not entered: no toll, no meeting there).
 * Not offered here: the Belittle King's free toll (a once-a-year choice the player makes on
 * the step itself; the toll shown is the one paid without it).
 *
 * Search: labels (space, points, Thalers, Reiner unspent) in order of points; a label is
 * dropped when another at the same space is no worse in all three. Keeping every
 * non-dominated label (not just the cheapest in points) matters where tolls bind: a longer
 * toll-free way can reach what the shorter one cannot afford.
 */
import type { SpaceId } from '../model/board';
import { graphOf, type EngineSpace } from './boardApi';
import { fundsAvailable } from './money';
import { canEnter, endsMove, JUMP_POINTS, jumpsFrom, reinerUnspent, stepPoints, tollFor } from './movement';
import type { GameState } from './types';
import { rulesSince } from './version';

/** Schreiner Reiner's jump on a route (version 2, C43): `path[index]` is reached from `path[index - 1]` across `over`. */
export interface RouteJump {
  readonly index: number;
  readonly over: SpaceId;
}

export interface Route {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  /** The spaces stood on, from the journeyman's space to `to` (a space jumped over is not among them). */
  readonly path: readonly SpaceId[];
  /** Present when the route uses Schreiner Reiner's jump (version 2): take that step as `move{to: path[index], via: over}`. */
  readonly jump?: RouteJump;
}

interface Label {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  /** Schreiner Reiner still unspent (version 1: the free step; version 2: the jump). */
  readonly free: boolean;
  readonly path: readonly SpaceId[];
  readonly jump?: RouteJump;
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
  const jumps = rulesSince(state, 2);
  const othersAt = new Set<SpaceId>();
  state.players.forEach((q, i) => {
    if (i !== seat) othersAt.add(q.position);
  });

  const start: Label = { to: p.position, points: 0, thalers: 0, free: reinerUnspent(state, seat), path: [p.position] };
  const labels = new Map<SpaceId, Label[]>([[p.position, [start]]]);
  // buckets by points; a free step adds to the bucket being worked through
  const buckets: Label[][] = Array.from({ length: budget + 1 }, () => []);
  buckets[0]!.push(start);

  /** Queue `next` unless a label at its space is no worse. */
  const offer = (next: Label): void => {
    if (next.points > budget || next.thalers > funds) return;
    const known = labels.get(next.to) ?? [];
    if (known.some((k) => dominates(k, next))) return;
    labels.set(next.to, [...known.filter((k) => !dominates(next, k)), next]);
    buckets[next.points]!.push(next);
  };
  const enterable = (sp: EngineSpace | undefined): sp is EngineSpace => !!sp && sp.id !== p.position && canEnter(state, seat, sp);

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
        if (!enterable(sp)) continue;
        // version 1: the free step onto a hexagonal space (C11)
        const cost = jumps ? 1 : stepPoints(sp, at.free);
        const next: Label = { to, points: at.points + cost, thalers: at.thalers + tollFor(state, seat, sp), free: at.free && cost > 0, path: [...at.path, to] };
        offer(at.jump ? { ...next, jump: at.jump } : next);
      }
      if (jumps && at.free) {
        // version 2: Schreiner Reiner's jump (C43)
        for (const j of jumpsFrom(g, at.to)) {
          if (!enterable(j.to)) continue;
          const path = [...at.path, j.to.id];
          offer({ to: j.to.id, points: at.points + JUMP_POINTS, thalers: at.thalers + tollFor(state, seat, j.to), free: false, path, jump: { index: path.length - 1, over: j.via.id } });
        }
      }
    }
  }

  const out: Route[] = [];
  for (const [to, list] of labels) {
    if (to === p.position) continue;
    let best = list[0]!;
    for (const l of list) if (better(l, best)) best = l;
    out.push(best.jump ? { to, points: best.points, thalers: best.thalers, path: best.path, jump: best.jump } : { to, points: best.points, thalers: best.thalers, path: best.path });
  }
  return out;
}
