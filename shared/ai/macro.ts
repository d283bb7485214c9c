/**
 * Macro-decisions for the search. At a turn decision the single steps are replaced by one arm
 * per reachable destination (routesFor): walking there is a sequence of `move` actions,
 * passing inns, hostels and town halls on the way and placing a white scantling by rule.
 * Every other legal action is an arm of its own. Arms have stable keys so that statistics
 * can be shared across determinizations (the same key means the same choice).
 */
import { applyAction, legalActions, routesFor, type Action, type GameState, type Route, type RouteJump } from '../engine';
import { fundsAvailable } from '../engine/money';
import type { SpaceId } from '../model/board';
import { whiteSegmentChoice } from './policy';

export interface Arm {
  readonly key: string;
  /** The first real action (what the AI answers now). */
  readonly first: Action;
  /** Destination of a walk, with its length in points. */
  readonly dest?: SpaceId;
  readonly steps?: number;
  readonly path?: readonly SpaceId[];
  /** Schreiner Reiner's jump on the walk (version 2, C43): that step is a `move` with `via`. */
  readonly jump?: RouteJump;
}

export interface MacroResult {
  readonly state: GameState;
  /** Every action applied, in order (the first is `arm.first`). */
  readonly actions: readonly Action[];
  /** Turns ended on the way (a walk that ends in a meeting ends the turn). */
  readonly turnEnds: number;
}

/** Every field but the seat, in a stable order (false and missing flags alike). */
function genericKey(a: Action): string {
  const o = a as unknown as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => k !== 'player' && o[k] !== undefined && o[k] !== false)
    .sort()
    .map((k) => `${k}=${JSON.stringify(o[k])}`)
    .join('&');
}

/**
 * A plain step: a move with no other field (no Belittle King, nor whatever a later engine adds,
 * such as a jump). Only plain steps are replaced by walks.
 */
export function isPlainStep(a: Action): a is Extract<Action, { type: 'move' }> {
  if (a.type !== 'move') return false;
  for (const k in a) if (k !== 'player' && k !== 'type' && k !== 'to' && (a as unknown as Record<string, unknown>)[k] !== undefined && (a as unknown as Record<string, unknown>)[k] !== false) return false;
  return true;
}

/**
 * Stable key of an action: all its fields, with the revealed piece for placements (a
 * different tile is a different choice even at the same place).
 */
export function keyOf(state: GameState, a: Action): string {
  if (a.type === 'placePiece') {
    const t = state.pending[state.pending.length - 1] as { pieceId?: string } | undefined;
    return `piece=${t?.pieceId ?? '?'}&${genericKey(a)}`;
  }
  return genericKey(a);
}

/*
 * routesFor depends only on public facts, so every determinization of a position asks it the
 * same question: memoised per board object and the facts it reads (seat, places, points,
 * funds, companion, powers used, leisure markers). The arms are still checked against the
 * legal actions, so a stale entry could only cost a choice, never make an illegal one.
 */
const routeMemo = new WeakMap<object, Map<string, Route[]>>();

function routesMemo(state: GameState, seat: number): Route[] {
  let memo = routeMemo.get(state.board.placed);
  if (!memo) routeMemo.set(state.board.placed, (memo = new Map()));
  const p = state.players[seat];
  if (!p) return [];
  const key = [
    seat,
    state.players.map((q) => q.position).join(','),
    state.turn.player,
    state.turn.pointsLeft,
    state.turn.used.join('+'),
    fundsAvailable(p),
    p.companion ? `${p.companion.id}${p.companion.fresh ? '*' : ''}` : '',
    p.ownMarkersOnCharly,
    JSON.stringify(state.board.leisureMarkers),
    p.development.belittleKing,
  ].join('|');
  let routes = memo.get(key);
  if (!routes) {
    routes = routesFor(state, seat);
    if (memo.size > 2000) memo.clear();
    memo.set(key, routes);
  }
  return routes;
}

/**
 * The arms of the decision now. Walks replace the plain steps (not those with the Belittle
 * King, which stay single arms, nor steps routesFor does not list).
 */
export function armsFor(state: GameState, legal: readonly Action[]): Arm[] {
  const arms: Arm[] = [];
  const moves = legal.filter(isPlainStep);
  const covered = new Set<string>();
  if (moves.length > 0) {
    const seat = (moves[0] as Action).player;
    const byFirst = new Map<string, Extract<Action, { type: 'move' }>>(moves.map((m) => [m.to, m]));
    for (const r of routesMemo(state, seat)) {
      const firstTo = r.path[1];
      const first = firstTo !== undefined ? byFirst.get(firstTo) : undefined;
      if (!first) continue;
      covered.add(first.to);
      arms.push(r.jump ? { key: `go:${r.to}`, first, dest: r.to, steps: r.points, path: r.path, jump: r.jump } : { key: `go:${r.to}`, first, dest: r.to, steps: r.points, path: r.path });
    }
  }
  for (const a of legal) {
    if (isPlainStep(a) && covered.has(a.to)) continue;
    arms.push({ key: keyOf(state, a), first: a });
  }
  return arms;
}

function countTurnEnds(events: readonly { type: string }[]): number {
  let n = 0;
  for (const e of events) if (e.type === 'turnEnded') n++;
  return n;
}

/** Apply an arm: one action, or a whole walk. Null when its first action is refused. */
export function applyArm(state: GameState, arm: Arm): MacroResult | null {
  const r = applyAction(state, arm.first);
  if (!r.ok) return null;
  const actions: Action[] = [arm.first];
  let s = r.state;
  let turnEnds = countTurnEnds(r.events);
  const path = arm.path;
  if (!path || !arm.dest) return { state: s, actions, turnEnds };
  const seat = arm.first.player;
  for (let i = 2; i < path.length && turnEnds === 0; i++) {
    // settle what passing this space asks for (an inn on the way, a white scantling)
    for (let guard = 0; guard < 8; guard++) {
      const top = s.pending[s.pending.length - 1];
      if (!top || top.kind === 'turn' || top.kind === 'endTurn') break;
      const legal = legalActions(s);
      let a: Action | undefined;
      if (top.kind === 'useSpace') a = legal.find((x) => x.type === 'passSpace');
      else if (top.kind === 'placeWhite') a = whiteSegmentChoice(s, seat, legal as Extract<Action, { type: 'placeWhite' }>[]);
      if (!a) return { state: s, actions, turnEnds };
      const rr = applyAction(s, a);
      if (!rr.ok) return { state: s, actions, turnEnds };
      s = rr.state;
      actions.push(a);
      turnEnds += countTurnEnds(rr.events);
    }
    if (turnEnds > 0) break;
    const to = path[i] as SpaceId;
    const legal = legalActions(s);
    // the route's jump is taken as the jump it is (over the hexagonal space), every other step plainly
    const over = arm.jump && arm.jump.index === i ? arm.jump.over : null;
    const exact = over !== null ? legal.find((x) => x.type === 'move' && x.to === to && x.via === over && !x.belittle) : legal.find((x) => isPlainStep(x) && x.to === to);
    if (!exact) break;
    const rr = applyAction(s, exact);
    if (!rr.ok) break;
    s = rr.state;
    actions.push(exact);
    turnEnds += countTurnEnds(rr.events);
  }
  return { state: s, actions, turnEnds };
}
