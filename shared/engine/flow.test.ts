import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { applyAction } from './apply';
import { act, flowGame, onTurn, setPlayer } from './flowkit';
import type { GameState } from './types';

const types = (s: GameState): string[] => [...new Set(legalActions(s).map((a) => a.type))];

describe('turn flow', () => {
  it('C01 a card must be played first; its value becomes foot-it points', () => {
    let s = flowGame();
    s = setPlayer(s, 0, { hand: [2, 3] });
    expect(types(s)).toEqual(['playCard']);
    expect(applyAction(s, { player: 0, type: 'endTurn' }).ok).toBe(false);
    s = act(s, { player: 0, type: 'playCard', value: 2 }).state;
    expect(s.turn.pointsLeft).toBe(2);
    expect(s.players[0]?.hand).toEqual([3]);
    expect(s.players[0]?.discard).toEqual([2]);
  });

  it('C01 a journeyman without cards is skipped', () => {
    let s = flowGame({ players: 3 });
    s = setPlayer(s, 1, { hand: [] });
    s = onTurn(s, 'home', 0);
    s = act(s, { player: 0, type: 'endTurn' }).state;
    expect(s.turn.player).toBe(2);
  });

  it('C02 extension: at 0 points pay 2 Thalers to play one more card, once per turn', () => {
    let s = setPlayer(flowGame(), 0, { hand: [1, 4] });
    s = act(s, { player: 0, type: 'playCard', value: 1 }).state;
    expect(types(s)).not.toContain('extend');
    s = act(s, { player: 0, type: 'move', to: '1:e' }).state;
    expect(types(s)).toContain('extend');
    s = act(s, { player: 0, type: 'extend', value: 4 }).state;
    expect(s.players[0]?.thalers).toBe(8);
    expect(s.turn.pointsLeft).toBe(4);
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:p' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:q' }).state;
    expect(s.turn.pointsLeft).toBe(0);
    expect(types(s)).not.toContain('extend');
  });

  it('C02 no extension on the One Day', () => {
    let s = flowGame();
    s = { ...s, phase: 'oneDay', year: 4 };
    s = setPlayer(s, 0, { hand: [5, 3] });
    s = onTurn(s, 'home', 0);
    s = { ...s, phase: 'oneDay' };
    expect(types(s)).not.toContain('extend');
  });

  it('C03 a step costs 1 point; using an inn costs no extra point', () => {
    let s = onTurn(flowGame(), '1:p', 2);
    s = act(s, { player: 0, type: 'move', to: '1:inn' }).state;
    expect(s.turn.pointsLeft).toBe(1);
    s = act(s, { player: 0, type: 'useSpace' }).state;
    // news announced, then the dice game
    while (s.pending.some((p) => p.kind !== 'turn')) {
      const a = legalActions(s)[0];
      if (!a) break;
      s = act(s, a).state;
    }
    expect(s.turn.pointsLeft).toBeGreaterThanOrEqual(1);
  });

  it('C04 the journeyman may end the turn at any time; unspent points are lost', () => {
    let s = onTurn(flowGame(), 'home', 5);
    s = act(s, { player: 0, type: 'endTurn' }).state;
    expect(s.turn.player).toBe(1);
    expect(s.turn.pointsLeft).toBe(0);
    expect(s.pending).toEqual([{ kind: 'playCard' }]);
  });

  it('C04 entering a round (work) space ends the turn at once', () => {
    let s = onTurn(flowGame(), '1:p', 3);
    s = act(s, { player: 0, type: 'move', to: '1:w' }).state;
    expect(s.turn.player).toBe(1);
  });

  it('C05 inns are optional stops: passing pays nothing', () => {
    let s = onTurn(flowGame(), '1:p', 3);
    s = act(s, { player: 0, type: 'move', to: '1:inn' }).state;
    expect(types(s)).toEqual(['useSpace', 'passSpace']);
    s = act(s, { player: 0, type: 'passSpace' }).state;
    expect(s.players[0]?.thalers).toBe(10);
    expect(s.pending.at(-1)).toEqual({ kind: 'turn' });
  });

  it('C05 a toll is paid on every entry', () => {
    let s = onTurn(flowGame({ cities: true }), '1:c', 4);
    s = act(s, { player: 0, type: 'move', to: '3:e' }).state;
    expect(s.players[0]?.thalers).toBe(9);
    s = act(s, { player: 0, type: 'move', to: '3:c' }).state;
    expect(s.players[0]?.thalers).toBe(8);
    s = act(s, { player: 0, type: 'move', to: '3:e' }).state;
    expect(s.players[0]?.thalers).toBe(7);
  });

  it('C06 three years, year-end scorings, the One Day and the final scoring', () => {
    let s = flowGame();
    let guard = 0;
    const years: number[] = [];
    while (s.phase !== 'finished' && guard++ < 500) {
      const legal = legalActions(s);
      const a = legal.find((x) => x.type === 'playCard') ?? legal.find((x) => x.type === 'endTurn') ?? legal[legal.length - 1];
      if (!a) break;
      s = act(s, a).state;
      if (!years.includes(s.year)) years.push(s.year);
    }
    expect(s.phase).toBe('finished');
    expect(years).toEqual([1, 2, 3, 4]);
    expect(s.scorings.map((x) => x.kind)).toEqual(['year', 'year', 'year', 'final']);
    expect(s.players.every((p) => p.discard.length === 19 && !p.oneDayCard)).toBe(true);
  });

  it('C07 everyone starts on the homeland; the first step costs 1 point', () => {
    let s = flowGame({ players: 3 });
    expect(s.players.every((p) => p.position === 'home')).toBe(true);
    s = onTurn(s, 'home', 1);
    s = act(s, { player: 0, type: 'move', to: '2:e' }).state;
    expect(s.players[0]?.position).toBe('2:e');
    expect(s.turn.pointsLeft).toBe(0);
  });
});

describe('meetings (C08) and movement rules', () => {
  it('C08 meeting example: marker of the other, own marker from supply, turn ends', () => {
    let s = flowGame();
    s = setPlayer(s, 1, { position: '1:c' });
    s = onTurn(s, '1:e', 2);
    const r = act(s, { player: 0, type: 'move', to: '1:c' });
    s = r.state;
    expect(s.players[0]?.otherMarkers).toEqual(['blue']);
    expect(s.players[0]?.ownMarkersOnCharly).toBe(5);
    expect(s.players[0]?.ownMarkersInSupply).toBe(2);
    expect(s.players[1]?.ownMarkersOnCharly).toBe(3);
    expect(s.turn.player).toBe(1);
    expect(r.events.some((e) => e.type === 'met')).toBe(true);
  });

  it('C08 meeting again gives no second marker; with none on the Charly it comes from the supply', () => {
    let s = flowGame({ players: 3 });
    s = setPlayer(s, 0, { otherMarkers: ['blue'], met: [1] }); // met seat 1 before (C41)
    s = setPlayer(s, 1, { position: '1:c' });
    s = setPlayer(s, 2, { position: '1:c', ownMarkersOnCharly: 0 });
    s = onTurn(s, '1:e', 2);
    const met = act(s, { player: 0, type: 'move', to: '1:c' });
    s = met.state;
    // the event says where the piece came from (the log tells the supply apart from the Charly)
    expect(met.events.filter((e) => e.type === 'tookMarker')).toEqual([{ type: 'tookMarker', player: 0, colour: 'green', from: 'supply' }]);
    expect(s.players[0]?.otherMarkers).toEqual(['blue', 'green']);
    expect(s.players[2]?.ownMarkersInSupply).toBe(2);
    expect(s.players[1]?.ownMarkersOnCharly).toBe(4);
    expect(s.players[0]?.ownMarkersOnCharly).toBe(5);
  });

  it('C09 a work space with a journeyman on it cannot be entered', () => {
    let s = flowGame();
    s = setPlayer(s, 1, { position: '1:w' });
    s = onTurn(s, '1:p', 2);
    expect(legalActions(s).some((a) => a.type === 'move' && a.to === '1:w')).toBe(false);
    expect(applyAction(s, { player: 0, type: 'move', to: '1:w' }).ok).toBe(false);
  });

  it('C10 leaving a city on foot gives one white scantling, once per city', () => {
    let s = onTurn(flowGame({ cities: true }), '3:e', 4);
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.pending.at(-1)).toEqual({ kind: 'placeWhite' });
    s = act(s, { player: 0, type: 'placeWhite', segment: 'blue' }).state;
    expect(s.players[0]?.tally.segments.blue).toEqual(['white']);
    expect(s.players[0]?.citiesLeft).toEqual(['Neustadt']);
    s = act(s, { player: 0, type: 'move', to: '3:e' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.pending.at(-1)).toEqual({ kind: 'turn' });
  });

  it('C11 (version 1) Schreiner Reiner: once per turn a step onto a hexagonal space is free', () => {
    let s = setPlayer(flowGame({ engineVersion: 1 }), 0, { companion: { id: 'reiner', fresh: false } });
    s = onTurn(s, '1:e', 1);
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.turn.pointsLeft).toBe(1);
    s = act(s, { player: 0, type: 'move', to: '1:e' }).state;
    s = { ...s, turn: { ...s.turn, pointsLeft: 1 } };
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    expect(s.turn.pointsLeft).toBe(0);
  });

  it('C19 a new companion works only from the next turn (Reiner joined this turn)', () => {
    let s = setPlayer(flowGame(), 0, { companion: { id: 'reiner', fresh: true } });
    s = onTurn(s, '1:e', 1);
    expect(legalActions(s).some((a) => a.type === 'move' && a.via !== undefined)).toBe(false);
    s = setPlayer(s, 0, { companion: { id: 'reiner', fresh: false } });
    expect(legalActions(s).some((a) => a.type === 'move' && a.via !== undefined)).toBe(true);
  });
});
