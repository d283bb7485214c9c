import { describe, expect, it } from 'vitest';
import { addScantling, moveScantlingUp, removableColours, removeScantling, scantlingsHeld, targetsFor } from './tally';
import { testPlayer, testState } from './testkit';
import { updatePlayer } from './stateOps';
import type { GameState } from './types';

function give(state: GameState, seat: number, colours: string[]): GameState {
  let s = state;
  for (const c of colours) s = addScantling(s, seat, c as never).state;
  return s;
}

describe('tally stick', () => {
  it('C29 a coloured scantling goes to its own segment; orange and black share K+K', () => {
    const s = give(testState(), 0, ['red', 'orange', 'yellow']);
    const t = s.players[0]!.tally;
    expect(t.segments.kk).toEqual(['orange', 'black', 'orange']);
    expect(t.segments.red).toEqual(['red']);
    expect(t.segments.yellow).toEqual(['yellow']);
  });

  it('C29 white is wild: any unlocked segment; with all locked, surplus', () => {
    const s = give(testState(), 0, ['black', 'orange', 'orange']); // K+K locked (5)
    expect(targetsFor(s.players[0]!.tally, 'white')).toEqual(['red', 'blue', 'green', 'yellow']);
    const placed = addScantling(s, 0, 'white', 'green').state;
    expect(placed.players[0]!.tally.segments.green).toEqual(['white']);
    const full = updatePlayer(testState(), 0, {
      tally: { ...testPlayer(0).tally, segments: { kk: Array(5).fill('black'), red: Array(5).fill('red'), blue: Array(5).fill('blue'), green: Array(5).fill('green'), yellow: Array(5).fill('yellow') } },
    });
    expect(targetsFor(full.players[0]!.tally, 'white')).toEqual(['surplus']);
  });

  it('C29 a scantling of a locked colour becomes surplus (the rulebook example: a black after K+K is locked)', () => {
    const s = give(testState(), 0, ['black', 'orange', 'black', 'black']);
    expect(s.players[0]!.tally.segments.kk).toHaveLength(5);
    expect(s.players[0]!.tally.surplus.black).toBe(1);
  });

  it('C30 the fifth scantling locks: first locker takes the special marker, red turns up the Foot-It King as fresh', () => {
    let s = give(testState(), 0, ['red', 'red', 'red', 'red']);
    const r = addScantling(s, 0, 'red');
    s = r.state;
    expect(r.events.map((e) => e.type)).toEqual(['gained', 'locked', 'specialMarker', 'developmentActivated']);
    expect(s.players[0]!.specialMarkers).toEqual(['red']);
    expect(s.players[0]!.development.footItKing).toBe('ready');
    expect(s.players[0]!.developmentFresh).toEqual(['footItKing']);
    expect(s.specialMarkersLeft).not.toContain('red');
    // the second journeyman to lock red gets the card but no marker
    s = give(s, 1, ['red', 'red', 'red', 'red', 'red']);
    expect(s.players[1]!.specialMarkers).toEqual([]);
    expect(s.players[1]!.development.footItKing).toBe('ready');
  });

  it('C28 scantlings are limited: a gain of an exhausted colour is lost', () => {
    const s = testState(2, { scantlingSupply: { ...testState().scantlingSupply, yellow: 0 } });
    const r = addScantling(s, 0, 'yellow');
    expect(r.state).toBe(s);
    expect(r.events[0]!.type).toBe('scantlingLost');
  });

  it('C31 requirements are paid from unlocked segments or surplus, never with white or from a locked segment', () => {
    let s = addScantling(testState(), 0, 'white', 'red').state;
    expect(removableColours(s.players[0]!.tally)).toEqual(['orange', 'black']);
    expect(removeScantling(s, 0, 'white')).toBeNull();
    s = give(s, 0, ['black', 'orange', 'black', 'black']); // locks K+K, one black surplus
    expect(removableColours(s.players[0]!.tally)).toEqual(['black']);
    const paid = removeScantling(s, 0, 'black')!;
    expect(paid.state.players[0]!.tally.surplus.black).toBe(0);
    expect(paid.state.players[0]!.tally.segments.kk).toHaveLength(5);
    expect(removeScantling(paid.state, 0, 'black')).toBeNull();
    expect(paid.state.scantlingsSpent).toBe(1);
  });

  it('C29 Schnatterer Wolf moves one scantling one segment up unless that segment is locked', () => {
    let s = give(testState(), 0, ['red']);
    const moved = moveScantlingUp(s, 0, 'red')!;
    expect(moved.state.players[0]!.tally.segments.red).toEqual([]);
    expect(moved.state.players[0]!.tally.segments.blue).toEqual(['red']);
    s = give(testState(), 0, ['red', 'blue', 'blue', 'blue', 'blue', 'blue']);
    expect(moveScantlingUp(s, 0, 'red')).toBeNull();
  });

  it('C46 a required colour is paid from any unlocked segment holding it, the one with the fewest scantlings first', () => {
    let s = give(testState(), 0, ['orange', 'black']); // K+K: orange black orange black
    const t = s.players[0]!.tally;
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, tally: { ...t, segments: { ...t.segments, red: ['red', 'orange'] } } } : p)) };
    const paid = removeScantling(s, 0, 'orange')!;
    expect(paid.state.players[0]!.tally.segments.red).toEqual(['red']);
    expect(paid.state.players[0]!.tally.segments.kk).toEqual(['orange', 'black', 'orange', 'black']);
    const again = removeScantling(paid.state, 0, 'orange')!;
    expect(again.state.players[0]!.tally.segments.kk).toEqual(['orange', 'black', 'black']);
  });

  it('conservation: supply + held + spent stays 200', () => {
    let s = give(testState(3), 1, ['red', 'white', 'black', 'orange', 'black', 'black', 'yellow']);
    s = removeScantling(s, 1, 'black')!.state;
    const supply = Object.values(s.scantlingSupply).reduce((a, b) => a + b, 0);
    const held = s.players.reduce((n, p) => n + scantlingsHeld(p.tally), 0);
    expect(supply + held + s.scantlingsSpent).toBe(200);
  });
});
