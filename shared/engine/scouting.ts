/**
 * Scouting out (C12–C15): from a hexagonal space, reveal the top landscape tile or city board;
 * the journeyman chooses among the legal placements; a piece that fits nowhere goes to the
 * bottom of its stack and the journeyman may pay 1 more point to reveal the next.
 * Free scouting: Plietscher Fiete once per turn, Otto Lilienthal's token (C37).
 * Version 2: one scouting per visit of a hexagonal space (C44); to scout again the journeyman
 * leaves the space and comes back.
 */
import type { Axial } from '../model/board';
import type { ScoutPay } from './actions';
import { board, graphOf, spaceOf } from './boardApi';
import { Chain, pop, push } from './pending';
import { gainScantling, hasAdvantage } from './rewards';
import { updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';
import { rulesSince } from './version';

export type PieceKind = 'landscape' | 'city';

export function scoutPayOptions(state: GameState, seat: number): ScoutPay[] {
  const p = state.players[seat];
  if (!p) return [];
  const out: ScoutPay[] = [];
  if (hasAdvantage(state, seat, 'freeScoutPerTurn') && !state.turn.used.includes('fiete')) out.push('fiete');
  if (state.turn.pointsLeft >= 1) out.push('point');
  // C48 (version 2): a token gained this turn waits for the next turn
  const fresh = state.turn.player === seat ? (state.turn.freshScoutTokens ?? 0) : 0;
  if (p.freeScoutTokens - fresh > 0) out.push('token');
  return out;
}

/** On a hexagonal space (C12) and, from version 2, not yet scouted from it during this visit (C44). */
export function canScoutHere(state: GameState, seat: number): boolean {
  const p = state.players[seat];
  if (!p || p.scoutedHere) return false;
  return spaceOf(state.board.placed, p.position)?.kind === 'centre';
}

/**
 * Engine ruling (extends C15): scouting needs somewhere to place what is revealed. With no
 * empty position next to the journeyman's tile or city, landscape scouting is impossible;
 * with none that keeps the city distance rule (C14), city scouting is impossible. Whether
 * the revealed piece's connections fit stays a matter of luck (C13's retry rule).
 */
export function hasRoom(state: GameState, seat: number, kind: PieceKind): boolean {
  const p = state.players[seat];
  const provider = board();
  return !!p && (provider.room ? provider.room(state.board.placed, p.position, kind) : true);
}

function stackOf(state: GameState, kind: PieceKind): readonly string[] {
  return kind === 'landscape' ? state.board.landscapeStack : state.board.cityStack;
}

export function scout(state: GameState, seat: number, kind: PieceKind, payWith: ScoutPay): Step {
  let s = state;
  if (payWith === 'point') s = { ...s, turn: { ...s.turn, pointsLeft: s.turn.pointsLeft - 1 } };
  else if (payWith === 'fiete') s = { ...s, turn: { ...s.turn, used: [...s.turn.used, 'fiete'] } };
  else s = updatePlayer(s, seat, (p) => ({ freeScoutTokens: p.freeScoutTokens - 1 }));
  // C44: one scouting per visit (a retry of C13/C14 is part of this scouting)
  if (rulesSince(s, 2)) s = updatePlayer(s, seat, { scoutedHere: true });
  const r = reveal(s, seat, kind);
  return { state: r.state, events: [{ type: 'scouted', player: seat, kind, pay: payWith }, ...r.events] };
}

/** Reveal the top piece and push the placement decision (or the retry offer). */
function reveal(state: GameState, seat: number, kind: PieceKind): Step {
  const stack = stackOf(state, kind);
  const pieceId = stack[0];
  if (!pieceId) return { state, events: [] };
  const rest = stack.slice(1); // (not `[pieceId, ...rest] = stack`: that walks the stack one element at a time)
  const from = state.players[seat]?.position ?? '';
  const options = board().placements(state.board.placed, pieceId, from);
  const events = [{ type: 'revealed', player: seat, kind, pieceId }];
  if (options.length > 0) {
    const b = kind === 'landscape' ? { ...state.board, landscapeStack: rest } : { ...state.board, cityStack: rest };
    return { state: push({ ...state, board: b }, { kind: 'scoutPlace', pieceKind: kind, pieceId, options: [...options] }), events };
  }
  const bottom = [...rest, pieceId];
  const b = kind === 'landscape' ? { ...state.board, landscapeStack: bottom } : { ...state.board, cityStack: bottom };
  let s: GameState = { ...state, board: b };
  if (s.turn.pointsLeft >= 1 && rest.length > 0) s = push(s, { kind: 'scoutRetry', pieceKind: kind });
  return { state: s, events: [...events, { type: 'noFit', player: seat, kind, pieceId }] };
}

export function retryScout(state: GameState, seat: number, kind: PieceKind): Step {
  const s = pop({ ...state, turn: { ...state.turn, pointsLeft: state.turn.pointsLeft - 1 } });
  // the point spent on the next piece is told, as the first scouting's is (C13)
  const r = reveal(s, seat, kind);
  return { state: r.state, events: [{ type: 'scouted', player: seat, kind, pay: 'retry' }, ...r.events] };
}

export function placeScouted(state: GameState, seat: number, kind: PieceKind, pieceId: string, at: Axial, rotation: number): Step {
  const c = new Chain(pop(state));
  const placed = board().place(c.state.board.placed, pieceId, { at, rotation });
  c.set({ ...c.state, board: { ...c.state.board, placed } });
  c.emit({ type: 'placed', player: seat, kind, pieceId, at, rotation });
  if (kind === 'landscape') {
    c.run(gainScantling(c.state, seat, 'red'));
    return c.done();
  }
  // C14: fate tiles for the new city's fate work spaces, in slot order.
  const g = graphOf(placed);
  const slots = [...g.all()]
    .filter((sp) => sp.pieceId === pieceId && sp.fateSlot != null)
    .sort((a, b) => (a.fateSlot ?? 0) - (b.fateSlot ?? 0));
  let fate = c.state.board.fate;
  let fateStack = c.state.board.fateStack;
  for (const sp of slots) {
    const [tile, ...rest] = fateStack;
    if (tile === undefined) break;
    fate = { ...fate, [sp.id]: tile };
    fateStack = rest;
    c.emit({ type: 'fateTile', space: sp.id, tile });
  }
  c.set({ ...c.state, board: { ...c.state.board, fate, fateStack } });
  const city = slots[0]?.city ?? [...g.all()].find((sp) => sp.pieceId === pieceId)?.city;
  if (city && (c.state.personalities[city] ?? []).length > 0) c.emit({ type: 'personalitiesArrive', city, ids: c.state.personalities[city] });
  return c.done();
}

