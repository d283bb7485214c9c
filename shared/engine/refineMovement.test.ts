/**
 * The second reading of movement, meetings and scouting (rulings C41–C44), on the small flow
 * board (miniBoard.ts): pieces 1 and 2 are the start tiles, `${piece}:c` a hexagonal space.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { act, flowGame, onTurn, setPlayer } from './flowkit';
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
    let s = withStack(onTurn(flowGame({ engineVersion: 1 }), '1:c', 4), ['mini-L0', 'mini-L1']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    s = act(s, legalActions(s)[0]!).state;
    expect(types(s)).toContain('scout');
    expect('scoutedHere' in s.players[0]!).toBe(false);
  });
});

describe('C43 Schreiner Reiner jumps over a hexagonal space', () => {
  const reiner = (s: GameState): GameState => setPlayer(s, 0, { companion: { id: 'reiner', fresh: false } });
  const jumps = (s: GameState) => legalActions(s).filter((a) => a.type === 'move' && a.via !== undefined);

  it('C43 the jump costs 1 point, lands beyond the hexagonal space, and pays no toll, holds no meeting and offers no scouting there', () => {
    let s = reiner(onTurn(flowGame({ cities: true }), '3:e', 2));
    s = setPlayer(s, 1, { position: '3:c' }); // someone stands on the central hexagon
    const thalers = s.players[0]!.thalers;
    const over = (via: string) => jumps(s).filter((a) => a.type === 'move' && a.via === via).map((a) => a.type === 'move' && a.to).sort();
    expect(over('3:c')).toEqual(['3:car', '3:hostel', '3:inn', '3:th', '3:w', '3:wp'].sort());
    expect(over('1:c')).toEqual(['1:e', '1:p', '1:q']); // 3:e also touches the start tile's centre
    const r = act(s, { player: 0, type: 'move', to: '3:inn', via: '3:c' });
    s = r.state;
    expect(s.players[0]!.position).toBe('3:inn');
    expect(s.turn.pointsLeft).toBe(1);
    expect(s.players[0]!.thalers).toBe(thalers); // no toll for 3:c
    expect(r.events.some((e) => e.type === 'met')).toBe(false);
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ from: '3:e', to: '3:inn', cost: 1, via: '3:c' });
    expect(s.pending.at(-1)).toEqual({ kind: 'useSpace', space: '3:inn' });
    expect(s.turn.player).toBe(0); // no meeting: the turn goes on
    // once per turn
    s = act(s, { player: 0, type: 'passSpace' }).state;
    expect(jumps(s)).toEqual([]);
  });

  it('C43 stepping onto the hexagonal space costs its point like any step, and without a point left there is no jump', () => {
    let s = reiner(onTurn(flowGame(), '1:e', 1));
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.turn.pointsLeft).toBe(0);
    const none = reiner(onTurn(flowGame(), '1:e', 0));
    expect(legalActions(none).filter((a) => a.type === 'move')).toEqual([]);
  });

  it('C43 a jump may land on a round space (ending the turn there) and pays the landing space\'s toll', () => {
    let s = reiner(onTurn(flowGame({ cities: true }), '1:e', 3));
    // from 1:e across 1:c to 3:e (a city entrance with toll 1)
    const thalers = s.players[0]!.thalers;
    s = act(s, { player: 0, type: 'move', to: '3:e', via: '1:c' }).state;
    expect(s.players[0]!.thalers).toBe(thalers - 1);
    expect(s.turn.pointsLeft).toBe(2);
    let w = reiner(onTurn(flowGame({ cities: true }), '3:e', 3));
    w = act(w, { player: 0, type: 'move', to: '3:wp', via: '3:c' }).state;
    expect(w.turn.player).toBe(1);
    expect(w.players[0]!.position).toBe('3:wp');
  });

  it('C43 version-1 games keep the free step onto the hexagonal space and offer no jump', () => {
    let s = reiner(onTurn(flowGame({ engineVersion: 1 }), '1:e', 1));
    expect(jumps(s)).toEqual([]);
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.turn.pointsLeft).toBe(1);
  });
});

describe('C41 who has been met', () => {
  /** Seat 0 walks from 1:e onto seat 1 on 1:c (a meeting ends the turn); seat 1 has no marker piece left to give. */
  const meetAgain = (engineVersion?: number) => {
    let s = flowGame({ engineVersion });
    s = setPlayer(s, 1, { position: '1:c', ownMarkersOnCharly: 0, ownMarkersInSupply: 0 });
    const first = act(onTurn(s, '1:e', 2), { player: 0, type: 'move', to: '1:c' }).state;
    const second = act(onTurn(first, '1:e', 2), { player: 0, type: 'move', to: '1:c' });
    return { first, second: second.state, events: second.events };
  };

  it('C41 a second meeting brings no other own marker piece, even when none of the other colour could be taken the first time', () => {
    const { first, second, events } = meetAgain();
    expect(first.players[0]!.otherMarkers).toEqual([]);
    expect(first.players[0]!.ownMarkersOnCharly).toBe(5);
    expect(first.players[0]!.met).toEqual([1]);
    expect(second.players[0]!.ownMarkersOnCharly).toBe(5);
    expect(second.players[0]!.ownMarkersInSupply).toBe(2);
    expect(events.some((e) => e.type === 'met')).toBe(true);
    expect(events.some((e) => e.type === 'ownMarker')).toBe(false);
  });

  it('C41 a marker piece not to be had the first time may be taken at a later meeting, still without an own one', () => {
    let s = flowGame();
    s = setPlayer(s, 1, { position: '1:c', ownMarkersOnCharly: 0, ownMarkersInSupply: 0 });
    s = act(onTurn(s, '1:e', 2), { player: 0, type: 'move', to: '1:c' }).state;
    s = setPlayer(s, 1, { ownMarkersOnCharly: 1 }); // (as if a leisure marker had come back: only for this check)
    const r = act(onTurn(s, '1:e', 2), { player: 0, type: 'move', to: '1:c' });
    expect(r.state.players[0]!.otherMarkers).toEqual(['blue']);
    expect(r.events.some((e) => e.type === 'tookMarker')).toBe(true);
    expect(r.events.some((e) => e.type === 'ownMarker')).toBe(false);
  });

  it('C41 meeting is remembered by the one who walks: being met does not count as having met', () => {
    let s = flowGame();
    s = setPlayer(s, 1, { position: '1:c' });
    s = act(onTurn(s, '1:e', 2), { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.players[1]!.met).toEqual([]);
    // seat 1 now walks onto seat 0: their first meeting
    s = setPlayer(s, 0, { position: '1:p' });
    const r = act(onTurn(setPlayer(s, 1, { position: '1:c' }), '1:c', 1, 1), { player: 1, type: 'move', to: '1:p' });
    expect(r.events.some((e) => e.type === 'ownMarker')).toBe(true);
    expect(r.state.players[1]!.met).toEqual([0]);
  });

  it('C41 version-1 games keep the first reading (a second meeting without the marker brings another own piece)', () => {
    const { second } = meetAgain(1);
    expect(second.players[0]!.ownMarkersOnCharly).toBe(6);
    expect('met' in second.players[0]!).toBe(false);
  });
});
