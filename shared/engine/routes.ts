/**
 * routesFor(state, seat): every space reachable this turn with the fewest points (ties: fewest
 * Thalers of tolls) and the path. Honours C09 (occupied work), C23 (leisure), and that a
 * round space or a meeting ends the move there. Taps applies to tolls; Schreiner Reiner not
 * modelled here (a route may be 1 point cheaper with him).
 */
import type { SpaceId } from '../model/board';
import { graphOf } from './boardApi';
import { canEnterLeisure } from './leisure';
import { feeFor } from './rewards';
import { workOccupied } from './work';
import type { GameState } from './types';

export interface Route {
  readonly to: SpaceId;
  readonly points: number;
  readonly thalers: number;
  readonly path: readonly SpaceId[];
}

export function routesFor(state: GameState, seat: number): Route[] {
  const p = state.players[seat];
  if (!p) return [];
  const g = graphOf(state.board.placed);
  const budget = state.turn.player === seat ? state.turn.pointsLeft : 0;
  const best: Record<SpaceId, Route> = { [p.position]: { to: p.position, points: 0, thalers: 0, path: [p.position] } };
  let frontier: Route[] = [best[p.position] as Route];
  for (let step = 1; step <= budget; step++) {
    const next: Route[] = [];
    for (const r of frontier) {
      const here = g.space(r.to);
      if (r.points > 0 && here && (here.kind === 'work' || here.kind === 'leisure' || here.kind === 'carriage')) continue;
      if (r.points > 0 && state.players.some((q, i) => i !== seat && q.position === r.to)) continue;
      for (const to of g.neighbours(r.to)) {
        const sp = g.space(to);
        if (!sp) continue;
        if (sp.kind === 'work' && workOccupied(state, seat, to)) continue;
        if (sp.kind === 'leisure' && !canEnterLeisure(state, seat, to)) continue;
        const thalers = r.thalers + (sp.toll ? feeFor(state, seat, sp.toll) : 0);
        const old = best[to];
        if (old && (old.points < step || (old.points === step && old.thalers <= thalers))) continue;
        const route = { to, points: step, thalers, path: [...r.path, to] };
        best[to] = route;
        next.push(route);
      }
    }
    frontier = next;
  }
  delete best[p.position];
  return Object.values(best);
}
