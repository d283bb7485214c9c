/**
 * The second reading of the development cards, companions and personalities (rulings C45–C48),
 * on the small flow board (miniBoard.ts).
 */
import { describe, expect, it } from 'vitest';
import { act, flowGame, onTurn, rngRollingSeq, setPlayer } from './flowkit';
import { legalActions } from './legal';
import type { GameState, PlayerState } from './types';

const top = (s: GameState) => s.pending[s.pending.length - 1];
const withLandscape = (s: GameState): GameState => ({ ...s, board: { ...s.board, landscapeStack: ['mini-L0', 'mini-L1'] } });
const lucky: Partial<PlayerState> = { development: { footItKing: 'inactive', belittleKing: 'inactive', scheniegelServant: 'inactive', luckyFellow: 'ready' } };

describe('C45 the Lucky Fellow rerolls any one die the journeyman rolls', () => {
  /** Seat 0 (Lucky Fellow ready) enters the inn on 1:p's spur and uses it: Levi Strauss's news is on top. */
  const leviAtInn = (faces: number[], engineVersion?: number): GameState => {
    let s = setPlayer(onTurn(flowGame({ engineVersion }), '1:p', 2), 0, lucky);
    s = act({ ...s, newsStack: ['strauss'] }, { player: 0, type: 'move', to: '1:inn' }).state;
    return act({ ...s, rng: rngRollingSeq(faces) }, { player: 0, type: 'useSpace' }).state;
  };

  it("C45 Levi Strauss's die: keep or reroll right after the roll", () => {
    let s = leviAtInn([2, 5]);
    expect(top(s)).toEqual({ kind: 'keepRoll', purpose: 'reward', value: 2, reason: 'news' });
    expect(legalActions(s)).toEqual([{ player: 0, type: 'keepRoll' }, { player: 0, type: 'diceReroll' }]);
    expect(s.players[0]!.thalers).toBe(9); // the inn's fee paid, the die not yet taken
    s = act(s, { player: 0, type: 'diceReroll' }).state;
    expect(s.players[0]!.thalers).toBe(14);
    expect(s.players[0]!.development.luckyFellow).toBe('used');
    expect(top(s)?.kind).toBe('diceSetup');
    const kept = act(leviAtInn([2, 5]), { player: 0, type: 'keepRoll' }).state;
    expect(kept.players[0]!.thalers).toBe(11);
    expect(kept.players[0]!.development.luckyFellow).toBe('ready');
  });

  it("C45 Wilhelm Busch's die: the price may be rerolled before it is paid", () => {
    let s = setPlayer(onTurn(flowGame(), '1:inn', 0), 0, lucky);
    s = { ...s, personalities: { Maasberg: ['busch'] }, rng: rngRollingSeq([5, 1]), pending: [{ kind: 'turn' }, { kind: 'diceSetup' }, { kind: 'encounter', city: 'Maasberg' }] };
    s = act(s, { player: 0, type: 'encounter', newsId: 'busch', take: 'book' }).state;
    expect(top(s)).toEqual({ kind: 'keepRoll', purpose: 'requirement', value: 5, city: 'Maasberg', newsId: 'busch', take: 'book' });
    expect(s.players[0]!.thalers).toBe(10);
    s = act(s, { player: 0, type: 'diceReroll' }).state;
    expect(s.players[0]!.thalers).toBe(9);
    expect(s.players[0]!.book).toEqual([{ kind: 'personality', id: 'busch' }]);
    expect(s.personalities.Maasberg).toEqual([]);
  });

  it("C45 the dice game's tie-break roll: the tied journeyman may reroll one of the three dice", () => {
    let s = setPlayer(onTurn(flowGame(), '1:inn', 0), 1, lucky);
    s = { ...s, pending: [{ kind: 'turn' }, { kind: 'dice' }], dice: { host: 0, mode: 'high', bet: 1, pot: 2, order: [0, 1], boards: { 0: [6, 6, 6], 1: [6, 6, null] }, turn: 1, rolled: 6, tied: [] } };
    // tie-break: seat 0 rolls 1 2 3 (321), seat 1 rolls 1 1 2 (211), then rerolls a 1: 6 (621)
    s = act({ ...s, rng: rngRollingSeq([1, 2, 3, 1, 1, 2, 6]) }, { player: 1, type: 'dicePlace', position: 2 }).state;
    expect(top(s)).toEqual({ kind: 'keepRoll', purpose: 'tieBreak', seat: 1, faces: [2, 1, 1] });
    expect(s.dice?.tied).toEqual([0, 1]);
    expect(legalActions(s)).toEqual([
      { player: 1, type: 'keepRoll' },
      { player: 1, type: 'diceReroll', die: 0 },
      { player: 1, type: 'diceReroll', die: 1 },
    ]);
    const r = act(s, { player: 1, type: 'diceReroll', die: 1 });
    expect(r.events.find((e) => e.type === 'diceTieRoll')).toMatchObject({ player: 1, faces: [6, 2, 1], number: 621 });
    expect(r.events.find((e) => e.type === 'diceWon')).toMatchObject({ player: 1, pot: 2 });
    expect(r.state.dice).toBeNull();
    expect(r.state.players[1]!.thalers).toBe(12);
    expect(top(r.state)?.kind).toBe('turn');
    // keeping it: seat 0's 321 wins
    const k = act(s, { player: 1, type: 'keepRoll' });
    expect(k.events.find((e) => e.type === 'diceWon')).toMatchObject({ player: 0 });
  });

  it('C45 version-1 games roll these dice without the offer', () => {
    const s = leviAtInn([2, 5], 1);
    expect(top(s)?.kind).toBe('diceSetup');
    expect(s.players[0]!.thalers).toBe(11);
  });
});

describe('C46 Schnatterer Wolf: the journeyman chooses the scantling', () => {
  const wolf = (engineVersion?: number): GameState => onTurn(setPlayer(flowGame({ engineVersion }), 0, { companion: { id: 'wolf', fresh: false } }), 'home', 1);
  const wolfMoves = (s: GameState) => legalActions(s).filter((a) => a.type === 'companionPower' && a.power === 'wolf');

  it('C46 any scantling on an unlocked segment whose next segment is not locked may move, chosen by colour', () => {
    let s = wolf();
    s = setPlayer(s, 0, { tally: { ...s.players[0]!.tally, segments: { ...s.players[0]!.tally.segments, red: ['red', 'white'] } } });
    expect(wolfMoves(s)).toEqual([
      { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk', colour: 'orange' },
      { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk', colour: 'black' },
      { player: 0, type: 'companionPower', power: 'wolf', segment: 'red', colour: 'red' },
      { player: 0, type: 'companionPower', power: 'wolf', segment: 'red', colour: 'white' },
    ]);
    // the orange placed first moves, not the black placed last
    s = act(s, { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk', colour: 'orange' }).state;
    expect(s.players[0]!.tally.segments.kk).toEqual(['black']);
    expect(s.players[0]!.tally.segments.red).toEqual(['red', 'white', 'orange']);
    expect(wolfMoves(s)).toEqual([]);
  });

  it('C46 an orange moved up by Wolf still pays a requirement of orange (C31)', () => {
    let s = wolf();
    s = act(s, { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk', colour: 'orange' }).state;
    // Siemens asks for an orange scantling; the only orange sits on the red segment now
    s = { ...s, personalities: { Bilshofen: ['siemens'] }, pending: [{ kind: 'turn' }, { kind: 'encounter', city: 'Bilshofen' }] };
    expect(legalActions(s)).toContainEqual({ player: 0, type: 'encounter', newsId: 'siemens', take: 'book', pay: 'orange' });
    s = act(s, { player: 0, type: 'encounter', newsId: 'siemens', take: 'book', pay: 'orange' }).state;
    expect(s.players[0]!.tally.segments.red).toEqual([]);
    expect(s.players[0]!.tally.segments.kk).toEqual(['black']);
  });

  it('C46 version-1 games move the last placed scantling, and it pays only on its own segment', () => {
    let s = wolf(1);
    expect(wolfMoves(s)).toEqual([{ player: 0, type: 'companionPower', power: 'wolf', segment: 'kk' }]);
    s = act(s, { player: 0, type: 'companionPower', power: 'wolf', segment: 'kk' }).state;
    expect(s.players[0]!.tally.segments.red).toEqual(['black']);
    expect(legalActions({ ...s, pending: [{ kind: 'turn' }, { kind: 'companionOffer', id: 'fritz' }] }).map((a) => a.type)).toEqual(['declineCompanion']);
  });
});

describe('C47 dice that set a price', () => {
  const buschAtInn = (patch: Partial<PlayerState>, engineVersion?: number): GameState => {
    const s = setPlayer(onTurn(flowGame({ engineVersion }), '1:inn', 0), 0, patch);
    return { ...s, personalities: { Maasberg: ['busch'] }, pending: [{ kind: 'turn' }, { kind: 'diceSetup' }, { kind: 'encounter', city: 'Maasberg' }] };
  };
  const offered = (s: GameState) => legalActions(s).some((a) => a.type === 'encounter' && a.newsId === 'busch');

  it('C47 Wilhelm Busch is offered only when pouch plus rescues cover 6 Thalers', () => {
    expect(offered(buschAtInn({ thalers: 5, earring: false, hand: [] }))).toBe(false);
    expect(offered(buschAtInn({ thalers: 6, earring: false, hand: [] }))).toBe(true);
    expect(offered(buschAtInn({ thalers: 0, earring: false, hand: [1, 2] }))).toBe(true); // two cards: 6 Thalers of rescue
    expect(offered(buschAtInn({ thalers: 2, earring: false, hand: [1] }))).toBe(false);
  });

  it('C47 version-1 games offer him from 1 Thaler', () => {
    expect(offered(buschAtInn({ thalers: 1, earring: false, hand: [] }, 1))).toBe(true);
  });
});

describe('C48 timing of tokens and extensions', () => {
  it("C48 Otto Lilienthal's free-scouting token is usable from the journeyman's next turn", () => {
    let s = withLandscape(onTurn(flowGame(), '1:c', 0));
    s = { ...s, personalities: { Driestein: ['lilienthal'] }, pending: [{ kind: 'turn' }, { kind: 'encounter', city: 'Driestein' }] };
    s = act(s, { player: 0, type: 'encounter', newsId: 'lilienthal', take: 'insight' }).state;
    expect(s.players[0]!.freeScoutTokens).toBe(1);
    expect(s.turn.freshScoutTokens).toBe(1);
    expect(legalActions(s).some((a) => a.type === 'scout')).toBe(false);
    s = act(s, { player: 0, type: 'endTurn' }).state;
    s = act(s, legalActions(s).find((a) => a.type === 'playCard')!).state;
    s = act(s, { player: 1, type: 'endTurn' }).state;
    s = act(s, legalActions(s).find((a) => a.type === 'playCard')!).state;
    expect(s.turn.player).toBe(0);
    expect(legalActions(s)).toContainEqual({ player: 0, type: 'scout', kind: 'landscape', pay: 'token' });
  });

  it('C48 an extension is offered only if a card is certain to remain in hand after paying 2 Thalers', () => {
    const atZero = (patch: Partial<PlayerState>, engineVersion?: number): GameState => {
      let s = setPlayer(flowGame({ engineVersion }), 0, { hand: [1, ...(patch.hand ?? [])] });
      s = act(s, { player: 0, type: 'playCard', value: 1 }).state;
      s = act(s, { player: 0, type: 'move', to: '1:e' }).state;
      return setPlayer(s, 0, { ...patch, hand: patch.hand ?? [] });
    };
    const extends_ = (s: GameState) => legalActions(s).some((a) => a.type === 'extend');
    // pouch empty, no earring, one card: paying would lose that card
    expect(extends_(atZero({ thalers: 0, earring: false, hand: [4] }))).toBe(false);
    expect(extends_(atZero({ thalers: 1, earring: false, hand: [4] }))).toBe(false);
    // two cards: one is lost, one remains
    expect(extends_(atZero({ thalers: 0, earring: false, hand: [4, 2] }))).toBe(true);
    // the pouch or the earring pays: one card is enough
    expect(extends_(atZero({ thalers: 2, earring: false, hand: [4] }))).toBe(true);
    expect(extends_(atZero({ thalers: 0, earring: true, hand: [4] }))).toBe(true);
    // version 1 offered it with the last card at stake
    expect(extends_(atZero({ thalers: 0, earring: false, hand: [4] }, 1))).toBe(true);
  });

  it("C48 Älbler Jim's swap is offered only while the colour to be taken is in the supply", () => {
    let s = onTurn(setPlayer(flowGame(), 0, { companion: { id: 'jim', fresh: false } }), 'home', 1);
    s = setPlayer(s, 0, { tally: { ...s.players[0]!.tally, segments: { ...s.players[0]!.tally.segments, blue: ['blue'], green: ['green'] } } });
    const jims = (x: GameState) => legalActions(x).filter((a) => a.type === 'companionPower' && a.power === 'jim').map((a) => a.type === 'companionPower' && a.power === 'jim' && a.from);
    expect(jims(s)).toEqual(['blue', 'green']);
    const noGreen = { ...s, scantlingSupply: { ...s.scantlingSupply, green: 0 } };
    expect(jims(noGreen)).toEqual(['green']); // blue -> green impossible, green -> blue still possible
    const stick = act(noGreen, { player: 0, type: 'companionPower', power: 'jim', from: 'green' }).state.players[0]!.tally.segments;
    expect([stick.blue, stick.green]).toEqual([['blue', 'blue'], []]);
    expect(jims({ ...s, scantlingSupply: { ...s.scantlingSupply, green: 0 }, engineVersion: 1 })).toEqual(['blue', 'green']);
  });

  it('C48 the Belittle King skips a fee or a toll, never a carriage fare', () => {
    let s = setPlayer(onTurn(flowGame({ cities: true }), '3:c', 1), 0, { development: { footItKing: 'inactive', belittleKing: 'ready', scheniegelServant: 'inactive', luckyFellow: 'inactive' } });
    s = act(s, { player: 0, type: 'move', to: '3:car' }).state;
    const rides = legalActions(s);
    expect(rides.length).toBeGreaterThan(1);
    expect(rides.every((a) => a.type === 'carriage' && !('belittle' in a))).toBe(true);
  });
});
