/**
 * The playout copy of the greedy bot (greedy.ts, the fixed yardstick, stays as it is): the same
 * choices, with the fit chance memoised per board so that playouts over many determinizations
 * do not recompute it. Used for every journeyman in the search's playouts.
 */
import { applyAction, routesFor, type Action, type GameState } from '../engine';
import { board, spaceOf } from '../engine/boardApi';
import type { RngState } from '../engine/types';
import { pickRandom, type Bot } from './bot';
import { evaluate } from './evaluate';

/** How much the greedy rule wants to reach `spaceId` (0: nothing there for it). */
export function targetValue(state: GameState, seat: number, spaceId: string, pointsAfter: number): number {
  const sp = spaceOf(state.board.placed, spaceId);
  const p = state.players[seat];
  if (!sp || !p) return 0;
  switch (sp.kind) {
    case 'work':
      return 4 + (p.scheniegeleiLeft > 0 && !(state.board.scheniegelei[spaceId] ?? []).includes(seat) ? 2 : 0);
    case 'leisure':
      return 4;
    case 'townhall':
      return sp.city && !p.book.some((b) => b.kind === 'townSeal' && b.city === sp.city) ? 4 : 0;
    case 'hostel':
      return p.thalers >= (sp.fee ?? 0) + 2 ? 2.5 : 0;
    case 'inn':
      return p.thalers >= (sp.fee ?? 0) + 4 && state.newsStack.length > 0 ? 2.5 : 0.5;
    case 'centre': {
      if (pointsAfter < 1) return 0;
      const rooms = board().room;
      if (state.board.cityStack.length > 0 && (!rooms || rooms(state.board.placed, spaceId, 'city'))) return 9;
      return state.board.landscapeStack.length > 0 && (!rooms || rooms(state.board.placed, spaceId, 'landscape')) ? 4.5 : 0;
    }
    default:
      return 0;
  }
}

/**
 * The greedy bot's fit chance (the share of the distinct pieces left in the stack that fit
 * somewhere next to the journeyman), memoised per board object: every determinization of one
 * position shares the board and the stack's contents (only their order differs), so a search
 * computes it once per board and place instead of once per playout step.
 */
const fitMemo = new WeakMap<object, Map<string, number>>();

export function fitChance(state: GameState, seat: number, kind: 'landscape' | 'city'): number {
  const stack = kind === 'landscape' ? state.board.landscapeStack : state.board.cityStack;
  const p = state.players[seat];
  if (!p || stack.length === 0) return 0;
  let memo = fitMemo.get(state.board.placed);
  if (!memo) fitMemo.set(state.board.placed, (memo = new Map()));
  const key = `${kind}|${p.position}|${stack.length}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const provider = board();
  const ids = [...new Set(stack)];
  const fits = ids.filter((id) => provider.placements(state.board.placed, id, p.position).length > 0).length;
  const chance = fits / ids.length;
  memo.set(key, chance);
  return chance;
}

function scoutScore(state: GameState, seat: number, kind: 'landscape' | 'city'): number {
  const chance = fitChance(state, seat, kind);
  const gain = kind === 'landscape' ? 5 : 10;
  return chance * gain - (1 - chance) * 1.5;
}

function dicePlaceScore(state: GameState, a: Extract<Action, { type: 'dicePlace' }>): number {
  const d = state.dice;
  if (!d || d.rolled === null) return 0;
  const high = d.mode === 'high';
  const want = high ? d.rolled - 3.5 : 3.5 - d.rolled; // positive: belongs in a significant place
  return want * (2 - a.position); // position 0 = hundreds
}

export const playoutGreedy: Bot = {
  name: 'greedy-playout',
  choose(state: GameState, actions: readonly Action[], rng: RngState): [Action, RngState] {
    if (actions.length === 1) return [actions[0] as Action, rng];
    const seat = (actions[0] as Action).player;
    const base = evaluate(state, seat);
    const routes = actions.some((a) => a.type === 'move') ? routesFor(state, seat) : [];
    const planFor = new Map<string, number>();
    for (const r of routes) {
      const first = r.path[1];
      if (!first) continue;
      const value = targetValue(state, seat, r.to, state.turn.pointsLeft - r.points) - 0.25 * r.points - 0.4 * r.thalers;
      if (value > (planFor.get(first) ?? -Infinity)) planFor.set(first, value);
    }
    let best: Action[] = [];
    let bestScore = -Infinity;
    for (const a of actions) {
      let score: number;
      if (a.type === 'move') {
        score = (planFor.get(a.to) ?? -1) + 0.01;
      } else if (a.type === 'dicePlace') {
        score = dicePlaceScore(state, a);
      } else if (a.type === 'endTurn') {
        score = state.turn.pointsLeft > 0 ? -0.5 : 0;
      } else if (a.type === 'diceMode') {
        score = -a.bet * 0.1 + (a.mode === 'high' ? 0.01 : 0);
      } else {
        const r = applyAction(state, a);
        score = r.ok ? evaluate(r.state, seat) - base : -Infinity;
        if (a.type === 'scout') score += scoutScore(state, seat, a.kind);
        if (a.type === 'useSpace') score += 1;
        if (r.ok && a.type === 'playCard') score += a.value * 0.05; // big cards early
      }
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = [a];
      } else if (Math.abs(score - bestScore) <= 1e-9) best.push(a);
    }
    return pickRandom(best, rng);
  },
};
