import { describe, expect, it } from 'vitest';
import { NEWS_BY_ID } from '../data/cards';
import { legalActions } from './legal';
import { act, flowGame, onTurn, rngRollingSeq, setPlayer } from './flowkit';
import { hashState } from './hash';
import { routesFor } from './routes';
import { viewFor } from './view';
import { endTurn } from './turn';
import type { GameState } from './types';

const types = (s: GameState): string[] => [...new Set(legalActions(s).map((a) => a.type))];
const dev = (patch: Partial<GameState['players'][number]['development']>) => ({
  footItKing: 'inactive' as const,
  belittleKing: 'inactive' as const,
  scheniegelServant: 'inactive' as const,
  luckyFellow: 'inactive' as const,
  ...patch,
});

describe('development cards (C32) and companions', () => {
  it('C32 Foot-It King: +1 point once a year, not on the turn it turned up, ready again next year', () => {
    let s = setPlayer(flowGame(), 0, { development: dev({ footItKing: 'ready' }), developmentFresh: ['footItKing'] });
    s = onTurn(s, 'home', 1);
    expect(types(s)).not.toContain('useDevelopment');
    s = setPlayer(s, 0, { developmentFresh: [] });
    s = act(s, { player: 0, type: 'useDevelopment', card: 'footItKing' }).state;
    expect(s.turn.pointsLeft).toBe(2);
    expect(types(s)).not.toContain('useDevelopment');
    // next year: all hands empty -> the year ends and the card is upright again
    s = { ...s, players: s.players.map((p) => ({ ...p, hand: [] })) };
    const r = endTurn(s);
    expect(r.state.year).toBe(2);
    expect(r.state.players[0]?.development.footItKing).toBe('ready');
  });

  it('C32 Lucky Fellow may reroll the die of a rolled wage (keep or reroll)', () => {
    let s = setPlayer(flowGame(), 0, { development: dev({ luckyFellow: 'ready' }) });
    s = onTurn(s, '1:q', 2);
    s = { ...s, rng: rngRollingSeq([6, 3]) };
    s = act(s, { player: 0, type: 'move', to: '1:w2' }).state;
    expect(types(s)).toEqual(['keepRoll', 'diceReroll']);
    s = act(s, { player: 0, type: 'diceReroll' }).state;
    expect(s.players[0]?.development.luckyFellow).toBe('used');
    expect(s.players[0]?.thalers).toBe(12);
    expect(s.players[0]?.tally.segments.blue).toEqual(['blue']);
    expect(s.turn.player).toBe(1);
  });

  it('C30 a development card turned up during a turn becomes usable on the next turn', () => {
    let s = setPlayer(flowGame(), 1, { developmentFresh: ['footItKing'], development: dev({ footItKing: 'ready' }) });
    s = onTurn(s, 'home', 0);
    s = act(s, { player: 0, type: 'endTurn' }).state;
    expect(s.players[1]?.developmentFresh).toEqual([]);
  });

  it('Älbler Jim swaps blue for green once per turn; Ingolf Schlingo gives 2 Thalers once per turn', () => {
    let s = setPlayer(flowGame(), 0, { companion: { id: 'jim', fresh: false } });
    s = setPlayer(s, 0, { tally: { ...s.players[0]!.tally, segments: { ...s.players[0]!.tally.segments, blue: ['blue'] } } });
    s = onTurn(s, 'home', 1);
    s = act(s, { player: 0, type: 'companionPower', power: 'jim', from: 'blue' }).state;
    expect(s.players[0]?.tally.segments.blue).toEqual([]);
    expect(s.players[0]?.tally.segments.green).toEqual(['green']);
    expect(types(s)).not.toContain('companionPower');
    let t = setPlayer(flowGame(), 0, { companion: { id: 'ingolf', fresh: false } });
    t = onTurn(t, 'home', 1);
    t = act(t, { player: 0, type: 'companionPower', power: 'ingolf' }).state;
    expect(t.players[0]?.thalers).toBe(12);
    expect(types(t)).not.toContain('companionPower');
  });

  it('C29 Schnatterer Wolf moves one scantling one segment up once per turn', () => {
    let s = setPlayer(flowGame(), 0, { companion: { id: 'wolf', fresh: false } });
    s = onTurn(s, 'home', 1);
    s = act(s, { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk', colour: 'black' }).state; // C46: the choice is named
    expect(s.players[0]?.tally.segments.kk).toEqual(['orange']);
    expect(s.players[0]?.tally.segments.red).toEqual(['black']);
    expect(types(s)).not.toContain('companionPower');
  });

  it('C37 Otto Lilienthal Insight gives a free-scouting token kept until used', () => {
    let s = onTurn(flowGame(), '1:c', 0);
    s = { ...s, personalities: { Driestein: ['lilienthal'] }, pending: [{ kind: 'turn' }, { kind: 'encounter', city: 'Driestein' }] };
    s = act(s, { player: 0, type: 'encounter', newsId: 'lilienthal', take: 'insight' }).state;
    expect(s.players[0]?.thalers).toBe(7);
    expect(s.players[0]?.freeScoutTokens).toBe(1);
    // C48: usable from the next turn
    expect(legalActions(s).some((a) => a.type === 'scout' && a.pay === 'token')).toBe(false);
    s = onTurn(s, '1:c', 0);
    expect(legalActions(s).some((a) => a.type === 'scout' && a.pay === 'token')).toBe(true);
  });

  it('C38 the cards name Maasberg; C36 Nobel; C39 one Siemens card', () => {
    expect(NEWS_BY_ID.maier?.city).toBe('Maasberg');
    expect(NEWS_BY_ID.busch?.city).toBe('Maasberg');
    expect(NEWS_BY_ID.siemens?.personality).toBe('Ernst Werner v. Siemens');
  });
});

describe('views, hashes and routes', () => {
  it('C49 viewFor hides other hands, every stack order, the generator and the seed', () => {
    const s = flowGame({ players: 3 });
    const v = viewFor(s, 1);
    expect(v.players[1]?.hand).toEqual(s.players[1]?.hand);
    expect(v.players[0]?.hand).toEqual([]);
    expect(v.players[0]?.handCount).toBe(6);
    expect(v.players.every((p) => p.deck.length === 0)).toBe(true);
    expect('landscapeStack' in v.board).toBe(false);
    expect('newsStack' in v).toBe(false);
    expect(v.counts.newsStack).toBe(14);
    expect(v.remaining.news).toEqual([...s.newsStack].sort());
    expect('rng' in v).toBe(false);
    // C49: the seed is shown only once the game is over
    expect(v.setup.seed).toBeUndefined();
    expect(viewFor({ ...s, phase: 'finished' }, 1).setup.seed).toBe(s.setup.seed);
  });

  it('C40 hashState is stable under key order and JSON round trips, and changes with the state', () => {
    const s = flowGame();
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    expect(hashState(copy)).toBe(hashState(s));
    expect(hashState({ ...s, hat: 1 })).not.toBe(hashState(s));
    expect(hashState(s)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('routesFor gives the cheapest reachable spaces and stops at round spaces', () => {
    const s = onTurn(flowGame({ cities: true }), '1:c', 3);
    const routes = routesFor(s, 0);
    const to = (id: string) => routes.find((r) => r.to === id);
    expect(to('1:w')?.points).toBe(2);
    expect(to('3:c')).toMatchObject({ points: 2, thalers: 2, path: ['1:c', '3:e', '3:c'] });
    expect(to('3:inn')?.points).toBe(3);
    expect(to('home')?.points).toBe(2);
    expect(to('2:e')).toBeUndefined(); // the other journeyman stands on home: a meeting stops the move there
  });
});

describe('applyAction robustness', () => {
  it('C40 refuses illegal actions with a typed error and never mutates its input', async () => {
    const { applyAction } = await import('./apply');
    const s = flowGame();
    const before = hashState(s);
    const bad: unknown[] = [null, 5, {}, { player: 9, type: 'endTurn' }, { player: 1, type: 'playCard', value: 1 }, { player: 0, type: 'move', to: 'nowhere' }, { player: 0, type: 'playCard', value: 99 }];
    for (const a of bad) {
      const r = applyAction(s, a as never);
      expect(r.ok).toBe(false);
    }
    expect(hashState(s)).toBe(before);
  });
});
