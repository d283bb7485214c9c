/**
 * The second reading of movement, meetings and scouting (rulings C41–C44), on the small flow
 * board (miniBoard.ts): pieces 1 and 2 are the start tiles, `${piece}:c` a hexagonal space.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { act, flowGame, onTurn } from './flowkit';
import { legalActions } from './legal';
import type { GameState } from './types';

const types = (s: GameState): string[] => [...new Set(legalActions(s).map((a) => a.type))];
const withStack = (s: GameState, ids: string[]): GameState => ({ ...s, board: { ...s.board, landscapeStack: ids } });

describe('C44 one scouting per visit', () => {
  it('C44 after scouting from a hexagonal space, scouting is not offered again until the journeyman leaves and comes back', () => {
    let s = withStack(onTurn(flowGame(), '1:c', 4), ['mini-L0', 'mini-L1', 'mini-L2']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    s = act(s, legalActions(s)[0]!).state; // place the tile
    expect(s.board.placed.length).toBe(4);
    expect(s.turn.pointsLeft).toBe(3);
    expect(types(s)).not.toContain('scout');
    expect(applyAction(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).ok).toBe(false);
    // leave and come back: a new visit
    s = act(s, { player: 0, type: 'move', to: '1:p' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(types(s)).toContain('scout');
  });

  it('C44 the visit lasts over the end of the turn: staying on the space does not allow another scouting', () => {
    let s = withStack(onTurn(flowGame(), '1:c', 2), ['mini-L0', 'mini-L1']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    s = act(s, legalActions(s)[0]!).state;
    s = act(s, { player: 0, type: 'endTurn' }).state;
    // the other journeyman's turn passes; seat 0 is back on the same space
    s = act(s, legalActions(s).find((a) => a.type === 'playCard')!).state;
    s = act(s, { player: 1, type: 'endTurn' }).state;
    s = act(s, legalActions(s).find((a) => a.type === 'playCard')!).state;
    expect(s.turn.player).toBe(0);
    expect(s.players[0]!.position).toBe('1:c');
    expect(types(s)).not.toContain('scout');
  });

  it('C44 a piece that fits nowhere may still be followed by a retry (C13), which is part of the same scouting', () => {
    let s = withStack(onTurn(flowGame(), '1:c', 3), ['mini-L4', 'mini-L5', 'mini-L6']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    expect(types(s)).toEqual(['retryScout', 'declinePlacement']);
    s = act(s, { player: 0, type: 'retryScout' }).state;
    s = act(s, legalActions(s)[0]!).state;
    expect(s.board.placed.at(-1)?.pieceId).toBe('mini-L5');
    expect(types(s)).not.toContain('scout');
  });

  it('C44 version-1 games keep the old reading: scouting again from the same space is offered', () => {
    let s = withStack(onTurn({ ...flowGame(), engineVersion: 1 }, '1:c', 4), ['mini-L0', 'mini-L1']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    s = act(s, legalActions(s)[0]!).state;
    expect(types(s)).toContain('scout');
    expect('scoutedHere' in s.players[0]!).toBe(false);
  });
});
