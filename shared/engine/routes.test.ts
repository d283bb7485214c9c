/**
 * routesFor against an oracle that walks the board with applyAction itself: every path of
 * legal single steps this turn (passing on inns, hostels and town halls, placing a white
 * scantling where leaving a city gives one), the cheapest (points, then toll Thalers) per
 * space. The route query must name exactly the spaces the oracle reaches, at the same cost,
 * along a path that the engine accepts step by step.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../ai/bot';
import { PLAYER_COLOURS } from '../model/components';
import { playGame } from '../sim/playout';
import { applyAction } from './apply';
import { setBoardProvider } from './boardApi';
import { act, flowGame, onTurn, setPlayer } from './flowkit';
import { createHexBoard } from './hexBoard';
import { legalActions } from './legal';
import { top } from './pending';
import { routesFor, type Route } from './routes';
import type { GameEvent, GameState } from './types';

/** The state after a step with the step's own decisions taken (pass, first white segment); null if the move ended. */
function afterStep(state: GameState, seat: number): GameState | null {
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    if (s.phase !== 'playing' && s.phase !== 'oneDay') return null;
    if (s.turn.player !== seat) return null;
    const t = top(s);
    if (!t || t.kind === 'playCard') return null;
    if (t.kind === 'turn') return s.pending.some((e) => e.kind === 'endTurn') ? null : s;
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'passSpace') ?? (t.kind === 'placeWhite' || t.kind === 'choose' ? legal[0] : undefined);
    if (!a) return null; // a decision that belongs to a space ending the move (work, leisure, carriage, meeting)
    const r = applyAction(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return null;
}

const tolls = (events: readonly GameEvent[]): number =>
  events.filter((e) => e.type === 'paid' && e.reason === 'toll').reduce((sum, e) => sum + (e.amount as number), 0);
/** The points a step cost (from its event: when the step ends the turn, pointsLeft is already the next turn's). */
const stepPoints = (events: readonly GameEvent[]): number => events.filter((e) => e.type === 'moved').reduce((sum, e) => sum + (e.cost as number), 0);

/** Cheapest (points, Thalers) per reachable space by exhaustive search through applyAction. */
function oracle(state: GameState, seat: number): Map<string, { points: number; thalers: number }> {
  const best = new Map<string, { points: number; thalers: number }>();
  const start = state.players[seat]!.position;
  const seen = new Set<string>();
  const walk = (s: GameState, points: number, thalers: number): void => {
    const key = `${s.players[seat]!.position}|${s.turn.pointsLeft}|${s.turn.used.join()}|${thalers}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const a of legalActions(s)) {
      if (a.type !== 'move' || a.belittle) continue;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
      const pts = points + stepPoints(r.events);
      const th = thalers + tolls(r.events);
      const old = best.get(a.to);
      if (a.to !== start && (!old || pts < old.points || (pts === old.points && th < old.thalers))) best.set(a.to, { points: pts, thalers: th });
      const next = afterStep(r.state, seat);
      if (next) walk(next, pts, th);
    }
  };
  walk(state, 0, 0);
  return best;
}

/** Walk a route's path with the engine: every step legal, the cost as the route says. */
function walkRoute(state: GameState, seat: number, route: Route): string | null {
  let s = state;
  let points = 0;
  let thalers = 0;
  for (let i = 1; i < route.path.length; i++) {
    const to = route.path[i]!;
    const via = route.jump?.index === i ? route.jump.over : undefined;
    const a = legalActions(s).find((x) => x.type === 'move' && x.to === to && !x.belittle && x.via === via);
    if (!a) return `step ${i} to ${to} not legal`;
    const r = applyAction(s, a);
    if (!r.ok) return `step ${i} refused`;
    points += stepPoints(r.events);
    thalers += tolls(r.events);
    if (i < route.path.length - 1) {
      const next = afterStep(r.state, seat);
      if (!next) return `the move ended at step ${i}`;
      s = next;
    }
  }
  return points === route.points && thalers === route.thalers ? null : `walked for ${points}/${thalers}, route says ${route.points}/${route.thalers}`;
}

function compare(state: GameState, seat: number): string[] {
  const routes = routesFor(state, seat);
  const want = oracle(state, seat);
  const problems: string[] = [];
  const got = new Map(routes.map((r) => [r.to, r]));
  for (const [to, c] of want) {
    const r = got.get(to);
    if (!r) problems.push(`${to} reachable for ${c.points}/${c.thalers} but not in routesFor`);
    else if (r.points !== c.points || r.thalers !== c.thalers) problems.push(`${to}: routesFor ${r.points}/${r.thalers}, engine ${c.points}/${c.thalers}`);
  }
  for (const r of routes) {
    if (!want.has(r.to)) problems.push(`${r.to} in routesFor but not reachable`);
    const w = walkRoute(state, seat, r);
    if (w) problems.push(`${r.to}: ${w}`);
  }
  return problems;
}

/** States of real games where the journeyman on turn may move, with extra points, Reiner and tight purses mixed in. */
function sampleStates(games: number): GameState[] {
  setBoardProvider(createHexBoard()); // the real board (flowGame swaps in the mini board)
  const out: GameState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const n = 2 + (seed % 3);
    const seats = PLAYER_COLOURS.slice(0, n).map((colour, i) => ({ name: `J${i + 1}`, colour }));
    let k = 0;
    playGame({ seats, seed, startPlayer: seed % n }, [randomBot], seed, {
      onEvents: (_e, s) => {
        if (top(s)?.kind !== 'turn' || k++ % 23 !== 0) return;
        const seat = s.turn.player;
        let t: GameState = { ...s, turn: { ...s.turn, pointsLeft: s.turn.pointsLeft + (k % 4) } };
        if (k % 3 === 0) t = setPlayer(t, seat, { companion: { id: 'reiner', fresh: false } });
        if (k % 2 === 0) t = setPlayer(t, seat, { thalers: k % 4, earring: false, hand: [] });
        if (k % 5 === 0) t = { ...t, engineVersion: 1 }; // version 1: Reiner's free step (C11) instead of the jump (C43)
        out.push(t);
      },
    });
  }
  return out;
}

describe('routesFor', () => {
  it('C07 C11 C26 C27 C43 matches the engine walking every path, over sampled states of real games', () => {
    const states = sampleStates(60);
    expect(states.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let reached = 0;
    let jumped = 0;
    for (const s of states) {
      const problems = compare(s, s.turn.player);
      const routes = routesFor(s, s.turn.player);
      reached += routes.length;
      jumped += routes.filter((r) => r.jump).length;
      if (problems.length) failures.push(`${s.players[s.turn.player]!.position} (${s.turn.pointsLeft} pts): ${problems.slice(0, 3).join('; ')}`);
      if (failures.length >= 5) break;
    }
    expect(failures).toEqual([]);
    expect(reached).toBeGreaterThan(states.length * 3);
    expect(jumped).toBeGreaterThan(20); // Reiner's jump (C43) is exercised
  });

  it('C11 (version 1) Schreiner Reiner: the first step onto a hexagonal space is free, once per turn', () => {
    const plain = onTurn(flowGame({ cities: true, engineVersion: 1 }), '1:c', 3);
    const withReiner = setPlayer(plain, 0, { companion: { id: 'reiner', fresh: false } });
    const cost = (s: GameState, to: string) => routesFor(s, 0).find((r) => r.to === to)?.points;
    // 1:c -> 3:e -> 3:c: the hexagonal space 3:c is the second step
    expect(cost(plain, '3:c')).toBe(2);
    expect(cost(withReiner, '3:c')).toBe(1);
    expect(compare(withReiner, 0)).toEqual([]);
    // spent: the walk shows the same as without him
    const spent = { ...withReiner, turn: { ...withReiner.turn, used: ['reiner'] } };
    expect(cost(spent, '3:c')).toBe(2);
  });

  it('C43 Schreiner Reiner jumps over a hexagonal space: 1 point for the jump, no toll there; routes name the jump', () => {
    const plain = onTurn(flowGame({ cities: true }), '1:c', 3);
    const withReiner = setPlayer(plain, 0, { companion: { id: 'reiner', fresh: false } });
    const route = (s: GameState, to: string) => routesFor(s, 0).find((r) => r.to === to);
    // 1:c -> 3:e (toll 1) -> 3:c (toll 1) -> 3:inn on foot; with Reiner 3:e -> over 3:c -> 3:inn
    expect(route(plain, '3:inn')).toMatchObject({ points: 3, thalers: 2, path: ['1:c', '3:e', '3:c', '3:inn'] });
    expect(route(plain, '3:inn')?.jump).toBeUndefined();
    expect(route(withReiner, '3:inn')).toEqual({ to: '3:inn', points: 2, thalers: 1, path: ['1:c', '3:e', '3:inn'], jump: { index: 2, over: '3:c' } });
    // the hexagonal space itself still costs its step and toll
    expect(route(withReiner, '3:c')).toMatchObject({ points: 2, thalers: 2 });
    expect(compare(withReiner, 0)).toEqual([]);
    // with 1 point: the jump from 3:e needs that point; from 1:c nothing lies beyond 3:e for 1 point
    const one = setPlayer(onTurn(flowGame({ cities: true }), '3:e', 1), 0, { companion: { id: 'reiner', fresh: false } });
    expect(route(one, '3:w')).toEqual({ to: '3:w', points: 1, thalers: 0, path: ['3:e', '3:w'], jump: { index: 1, over: '3:c' } });
    expect(compare(one, 0)).toEqual([]);
  });

  it('C26 a toll the journeyman cannot afford closes the way', () => {
    const s = onTurn(flowGame({ cities: true }), '1:c', 3);
    expect(routesFor(s, 0).find((r) => r.to === '3:c')?.thalers).toBe(2);
    const broke = setPlayer(s, 0, { thalers: 1, earring: false, hand: [] });
    expect(routesFor(broke, 0).find((r) => r.to === '3:c')).toBeUndefined();
    expect(compare(broke, 0)).toEqual([]);
    // the earring would pay it (C25): the way is open again
    const earring = setPlayer(s, 0, { thalers: 0, earring: true, hand: [] });
    expect(routesFor(earring, 0).find((r) => r.to === '3:c')?.thalers).toBe(2);
  });

  it('a journeyman not on turn has no routes', () => {
    const s = onTurn(flowGame({ cities: true }), '1:c', 3);
    expect(routesFor(s, 1)).toEqual([]);
  });
});

// keep the helper honest: the flow game moves as the oracle says
it('oracle sanity: one step from 1:c on the flow board costs 1 point', () => {
  const s = onTurn(flowGame({ cities: true }), '1:c', 1);
  const o = oracle(s, 0);
  expect(o.size).toBeGreaterThan(0);
  for (const c of o.values()) expect(c.points).toBe(1);
  expect(act(s, legalActions(s).find((a) => a.type === 'move')!).state.turn.pointsLeft).toBe(0);
});
