import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { applyAction } from './apply';
import { setBoardProvider } from './boardApi';
import { act, flowGame, MINI, onTurn, rngRolling, setPlayer } from './flowkit';
import type { DiceGame, GameState } from './types';

const types = (s: GameState): string[] => [...new Set(legalActions(s).map((a) => a.type))];
const top = (s: GameState) => s.pending[s.pending.length - 1];

describe('scouting (C12–C15)', () => {
  it('C12 scouting needs a hexagonal space and costs 1 point', () => {
    let s = onTurn(flowGame(), '1:p', 2);
    expect(types(s)).not.toContain('scout');
    s = onTurn(s, '1:c', 2);
    s = { ...s, board: { ...s.board, landscapeStack: ['mini-L0', 'mini-L1'] } };
    expect(legalActions(s).filter((a) => a.type === 'scout').map((a) => (a as { kind: string }).kind)).toContain('landscape');
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    expect(s.turn.pointsLeft).toBe(1);
    expect(top(s)?.kind).toBe('scoutPlace');
  });

  it('C12 Plietscher Fiete scouts free once per turn; Lilienthal token (C37) too', () => {
    let s = setPlayer(flowGame(), 0, { companion: { id: 'fiete', fresh: false }, freeScoutTokens: 1 });
    s = onTurn(s, '1:c', 2);
    s = { ...s, board: { ...s.board, landscapeStack: ['mini-L0', 'mini-L1', 'mini-L2'] } };
    const pays = legalActions(s).filter((a) => a.type === 'scout' && a.kind === 'landscape').map((a) => (a as { pay: string }).pay);
    expect(pays).toEqual(['fiete', 'point', 'token']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'fiete' }).state;
    s = act(s, legalActions(s)[0]!).state;
    // C44: leave the hexagonal space and come back before scouting again
    s = act(s, { player: 0, type: 'move', to: '1:p' }).state;
    s = act(s, { player: 0, type: 'move', to: '1:c' }).state;
    const pays2 = legalActions(s).filter((a) => a.type === 'scout' && a.kind === 'landscape').map((a) => (a as { pay: string }).pay);
    expect(pays2).toEqual(['token']);
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'token' }).state;
    expect(s.players[0]?.freeScoutTokens).toBe(0);
  });

  it('C13 scouting example: a placed landscape tile gives a red scantling', () => {
    let s = onTurn(flowGame(), '1:c', 1);
    s = { ...s, board: { ...s.board, landscapeStack: ['mini-L0'] } };
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    const place = legalActions(s)[0]!;
    expect(place.type).toBe('placePiece');
    s = act(s, place).state;
    expect(s.board.placed.length).toBe(4);
    expect(s.players[0]?.tally.segments.red).toEqual(['red']);
    expect(s.board.landscapeStack).toEqual([]);
  });

  it('C13 a tile that fits nowhere goes to the bottom; retry for 1 more point', () => {
    let s = onTurn(flowGame(), '1:c', 2);
    s = { ...s, board: { ...s.board, landscapeStack: ['mini-L4', 'mini-L5'] } };
    s = act(s, { player: 0, type: 'scout', kind: 'landscape', pay: 'point' }).state;
    expect(s.board.landscapeStack).toEqual(['mini-L5', 'mini-L4']);
    expect(types(s)).toEqual(['retryScout', 'declinePlacement']);
    const retried = act(s, { player: 0, type: 'retryScout' });
    s = retried.state;
    expect(s.turn.pointsLeft).toBe(0);
    // the point spent on the next piece is told like the first scouting's
    expect(retried.events[0]).toEqual({ type: 'scouted', player: 0, kind: 'landscape', pay: 'retry' });
    s = act(s, legalActions(s)[0]!).state;
    expect(s.board.placed.at(-1)?.pieceId).toBe('mini-L5');
  });

  it('C14 a city gets its fate tile (Sellm two) and no red scantling', () => {
    let s = onTurn(flowGame(), '1:c', 2);
    s = { ...s, board: { ...s.board, cityStack: ['mini-city-Sellm'] } };
    s = act(s, { player: 0, type: 'scout', kind: 'city', pay: 'point' }).state;
    s = act(s, legalActions(s)[0]!).state;
    expect(Object.keys(s.board.fate).sort()).toEqual(['3:w', '3:w2']);
    expect(s.board.fateStack.length).toBe(10);
    expect(s.players[0]?.tally.segments.red).toEqual([]);
  });

  it('C15 an empty stack cannot be scouted', () => {
    let s = onTurn(flowGame(), '1:c', 2);
    s = { ...s, board: { ...s.board, landscapeStack: [], cityStack: [] } };
    expect(types(s)).not.toContain('scout');
  });
});

describe('inns and the dice game (C16–C18)', () => {
  it('C16 inn example: fee, news reward, personality waits at Bilshofen (C39 Siemens)', () => {
    let s = onTurn(flowGame(), '1:p', 2);
    s = { ...s, newsStack: ['siemens', 'fein'] };
    s = act(s, { player: 0, type: 'move', to: '1:inn' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    // fee 1, reward 3 Thalers and orange-or-black
    expect(s.players[0]?.thalers).toBe(12);
    expect(legalActions(s).map((a) => (a as { option?: string }).option)).toEqual(['orange', 'black']);
    s = act(s, { player: 0, type: 'chooseReward', option: 'black' }).state;
    expect(s.players[0]?.tally.segments.kk).toEqual(['orange', 'black', 'black']);
    expect(s.personalities.Bilshofen).toEqual(['siemens']);
    expect(s.newsStack).toEqual(['fein']);
    expect(top(s)?.kind).toBe('diceSetup');
  });

  it('C16 personalities of an unplaced city wait and become reachable when it is placed', () => {
    let s = onTurn(flowGame({ cities: true }), '3:c', 2);
    s = { ...s, personalities: { Neustadt: ['fein'] } };
    s = act(s, { player: 0, type: 'move', to: '3:inn' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(types(s)).toEqual(['encounter', 'skipEncounter']);
  });

  it('C17 encounter example: Siemens for an orange scantling, card into the book', () => {
    let s = onTurn(flowGame({ cities: true }), '4:c', 2);
    s = { ...s, personalities: { Bilshofen: ['siemens'] }, newsStack: [] };
    s = act(s, { player: 0, type: 'move', to: '4:inn' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(s.players[0]?.thalers).toBe(8);
    s = act(s, { player: 0, type: 'encounter', newsId: 'siemens', take: 'book', pay: 'orange' }).state;
    expect(s.players[0]?.tally.segments.kk).toEqual(['black']);
    expect(s.players[0]?.book).toEqual([{ kind: 'personality', id: 'siemens' }]);
    expect(s.personalities.Bilshofen).toEqual([]);
  });

  it('C17 taking the Insight instead (C36 Nobel: orange AND black)', () => {
    let s = onTurn(flowGame(), '1:c', 2);
    s = { ...s, personalities: { Hemmburg: ['nobel'] } };
    s = act({ ...s, pending: [{ kind: 'turn' }, { kind: 'encounter', city: 'Hemmburg' }] }, { player: 0, type: 'encounter', newsId: 'nobel', take: 'insight' }).state;
    expect(s.players[0]?.thalers).toBe(9);
    expect(s.players[0]?.tally.segments.kk).toEqual(['orange', 'black', 'orange', 'black']);
    expect(s.players[0]?.book).toEqual([]);
  });

  it('C18 dice example: "534" wins the pot of 6 with a bet of 2 and three players', () => {
    let s = flowGame({ players: 3 });
    s = onTurn(s, '1:inn', 0);
    s = { ...s, newsStack: [], pending: [{ kind: 'turn' }, { kind: 'diceSetup' }] };
    const started = act(s, { player: 0, type: 'diceMode', mode: 'high', bet: 2 });
    s = started.state;
    expect(s.players.map((p) => p.thalers)).toEqual([8, 8, 8]);
    expect(s.dice?.pot).toBe(6);
    // told in the order a player reads it: the game starts (with its pot), then each bet goes in, the host's first
    const told = started.events.filter((e) => e.type === 'diceStarted' || e.type === 'paid');
    expect(told.map((e) => `${e.type}:${(e as { player?: number }).player}`)).toEqual(['diceStarted:0', 'paid:0', 'paid:1', 'paid:2']);
    // rounds played: Marion 5-3-4, the others lower; the last die of Tanja is still to place
    const d = s.dice as DiceGame;
    s = { ...s, dice: { ...d, boards: { 0: [5, 3, 4], 1: [4, 6, 6], 2: [2, 1, null] }, turn: 2, rolled: 6 } };
    expect(legalActions(s).map((a) => a.player)).toEqual([2]);
    const r = act(s, { player: 2, type: 'dicePlace', position: 2 });
    expect(r.state.players[0]?.thalers).toBe(14);
    expect(r.state.dice).toBeNull();
    expect(r.events.some((e) => e.type === 'diceWon' && e.player === 0)).toBe(true);
  });

  it('C18 each journeyman rolls and places their own die in turn order; ties reroll', () => {
    let s = flowGame({ players: 2 });
    s = onTurn(s, '1:inn', 0);
    s = { ...s, pending: [{ kind: 'turn' }, { kind: 'diceSetup' }] };
    s = act(s, { player: 0, type: 'diceMode', mode: 'low', bet: 1 }).state;
    const order: number[] = [];
    while (s.dice) {
      const a = legalActions(s)[0]!;
      order.push(a.player);
      s = act(s, a).state;
    }
    expect(order).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]);
    expect(s.players[0]!.thalers + s.players[1]!.thalers).toBe(20);
    // a forced tie
    s = onTurn(flowGame(), '1:inn', 0);
    s = { ...s, pending: [{ kind: 'turn' }, { kind: 'dice' }], dice: { host: 0, mode: 'high', bet: 1, pot: 2, order: [0, 1], boards: { 0: [6, 6, 6], 1: [6, 6, null] }, turn: 1, rolled: 6, tied: [] } };
    const r = act(s, { player: 1, type: 'dicePlace', position: 2 });
    expect(r.events.filter((e) => e.type === 'diceTieRoll').length).toBeGreaterThanOrEqual(2);
    expect(r.state.players[0]!.thalers + r.state.players[1]!.thalers).toBe(22);
  });

  it('C18 C26 the host bet is voluntary, the others pay mandatorily (forgiven when broke)', () => {
    let s = flowGame();
    s = setPlayer(s, 1, { thalers: 1, earring: false, hand: [] });
    s = onTurn(s, '1:inn', 0);
    s = { ...s, pending: [{ kind: 'turn' }, { kind: 'diceSetup' }] };
    s = setPlayer(s, 0, { thalers: 3, earring: false, hand: [] });
    expect(legalActions(s).map((a) => (a as { bet: number }).bet)).toEqual([1, 2, 3, 1, 2, 3]);
    const r = act(s, { player: 0, type: 'diceMode', mode: 'high', bet: 3 });
    expect(r.state.players[1]?.thalers).toBe(0);
    expect(r.state.dice?.pot).toBe(4);
    expect(r.events.some((e) => e.type === 'forgiven')).toBe(true);
  });

  it('C18 C26 an encounter paid in Thalers that empties the host pouch means no dice game (seed 16259 stalled here)', () => {
    // Busch asks for a die roll of Thalers; the host has 6 and no rescue (C47: 6 must be covered), the roll is 6.
    const atInn = (thalers: number, roll: number): GameState => {
      let s = onTurn(flowGame(), '1:inn', 0);
      s = setPlayer(s, 0, { thalers, earring: false, hand: [] });
      return { ...s, personalities: { Maasberg: ['busch'] }, rng: rngRolling(roll), pending: [{ kind: 'turn' }, { kind: 'diceSetup' }, { kind: 'encounter', city: 'Maasberg' }] };
    };
    const broke = act(atInn(6, 6), { player: 0, type: 'encounter', newsId: 'busch', take: 'book' });
    expect(broke.state.players[0]?.thalers).toBe(0);
    expect(top(broke.state)?.kind).toBe('turn');
    expect(types(broke.state)).toContain('endTurn');
    expect(broke.events.some((e) => e.type === 'diceSkipped' && e.player === 0)).toBe(true);
    // with Thalers left over, the dice game still follows
    const rich = act(atInn(7, 6), { player: 0, type: 'encounter', newsId: 'busch', take: 'book' });
    expect(rich.state.players[0]?.thalers).toBe(1);
    expect(top(rich.state)?.kind).toBe('diceSetup');
    expect(legalActions(rich.state).map((a) => (a as { bet: number }).bet)).toEqual([1, 1]);
  });

  it('C32 Lucky Fellow rerolls a die in the dice game, once a year', () => {
    let s = setPlayer(flowGame(), 1, { development: { footItKing: 'inactive', belittleKing: 'inactive', scheniegelServant: 'inactive', luckyFellow: 'ready' } });
    s = onTurn(s, '1:inn', 0);
    s = { ...s, pending: [{ kind: 'turn' }, { kind: 'dice' }], dice: { host: 0, mode: 'high', bet: 1, pot: 2, order: [0, 1], boards: { 0: [6, 6, 6], 1: [null, null, null] }, turn: 1, rolled: 1, tied: [] } };
    expect(legalActions(s).map((a) => a.type)).toContain('diceReroll');
    s = act(s, { player: 1, type: 'diceReroll' }).state;
    expect(s.players[1]?.development.luckyFellow).toBe('used');
    expect(legalActions(s).map((a) => a.type)).not.toContain('diceReroll');
  });
});

describe('hostel, town hall, work, leisure, carriage', () => {
  it('C19 hostel example: Kalle Kraftprotz replaces Kräuter Kurt, whose Insight gives green', () => {
    let s = setPlayer(flowGame({ cities: true }), 0, { companion: { id: 'kurt', fresh: false } });
    s = onTurn(s, '3:c', 2);
    s = { ...s, companionStack: ['kalle', 'taps'] };
    s = act(s, { player: 0, type: 'move', to: '3:hostel' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(s.players[0]?.thalers).toBe(8);
    expect(s.players[0]?.tally.segments.blue).toEqual(['blue']);
    expect(top(s)).toEqual({ kind: 'companionOffer', id: 'kalle' });
    const taken = act(s, { player: 0, type: 'takeCompanion', pay: 'black' });
    s = taken.state;
    expect(types(s)).toEqual(['oldCompanion']);
    // the choice is told (the log has a line for it) before the old companion is parted with
    expect(taken.events).toContainEqual({ type: 'companionChosen', player: 0, id: 'kalle', old: 'kurt' });
    const parted = act(s, { player: 0, type: 'oldCompanion', take: 'insight' });
    s = parted.state;
    expect(s.players[0]?.companion).toEqual({ id: 'kalle', fresh: true });
    // told as C19 has it: the old companion leaves with the Insight, then the new one joins
    const order = parted.events.map((e) => e.type);
    expect(order.indexOf('companionLeft')).toBe(0);
    expect(order.at(-1)).toBe('companionJoined');
    expect(s.players[0]?.tally.segments.green).toEqual(['green']);
    expect(s.players[0]?.tally.segments.kk).toEqual(['orange']);
    expect(s.companionStack).toEqual(['taps']);
  });

  it('C19 declining sends the companion to the box; the old one can go to the book', () => {
    let s = setPlayer(flowGame(), 0, { companion: { id: 'hein', fresh: false } });
    s = onTurn(s, '1:p', 2);
    s = { ...s, companionStack: ['otto', 'taps'] };
    s = act(s, { player: 0, type: 'move', to: '1:hostel' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    s = act(s, { player: 0, type: 'declineCompanion' }).state;
    expect(s.companionStack).toEqual(['taps']);
    expect(s.players[0]?.companion?.id).toBe('hein');
  });

  it('C20 town hall example: roll 4 -> 4 Thalers, a town seal, once per city', () => {
    let s = onTurn(flowGame({ cities: true }), '3:c', 3);
    s = act(s, { player: 0, type: 'move', to: '3:th' }).state;
    s = { ...s, rng: rngRolling(4) };
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(s.players[0]?.thalers).toBe(14);
    expect(s.hat).toBe(0);
    expect(s.players[0]?.book).toEqual([{ kind: 'townSeal', city: 'Neustadt' }]);
    s = act(s, { player: 0, type: 'move', to: '3:c' }).state;
    s = act(s, { player: 0, type: 'move', to: '3:th' }).state;
    expect(top(s)).toEqual({ kind: 'turn' });
  });

  it('C21 work example: green + 3 Thalers, 1 to the hat, 2 to the pouch, a Scheniegelei marker, turn ends', () => {
    let s = onTurn(flowGame(), '1:p', 2);
    s = act(s, { player: 0, type: 'move', to: '1:w' }).state;
    expect(s.players[0]?.tally.segments.green).toEqual(['green']);
    expect(s.players[0]?.thalers).toBe(12);
    expect(s.hat).toBe(1);
    expect(s.board.scheniegelei['1:w']).toEqual([0]);
    expect(s.players[0]?.scheniegeleiLeft).toBe(6);
    expect(s.turn.player).toBe(1);
  });

  it('C21 rolled wage: the die gives the Thalers, the table the scantling', () => {
    let s = onTurn(flowGame(), '1:q', 2);
    s = { ...s, rng: rngRolling(3) };
    s = act(s, { player: 0, type: 'move', to: '1:w2' }).state;
    expect(s.players[0]?.tally.segments.blue).toEqual(['blue']);
    expect(s.players[0]?.thalers).toBe(12);
    expect(s.hat).toBe(1);
  });

  it('C22 working again at the same space: wages, no second marker', () => {
    let s = flowGame();
    s = { ...s, board: { ...s.board, scheniegelei: { '1:w': [0] } } };
    s = setPlayer(s, 0, { scheniegeleiLeft: 6 });
    s = onTurn(s, '1:p', 2);
    s = act(s, { player: 0, type: 'move', to: '1:w' }).state;
    expect(s.board.scheniegelei['1:w']).toEqual([0]);
    expect(s.players[0]?.scheniegeleiLeft).toBe(6);
    expect(s.players[0]?.thalers).toBe(12);
  });

  it('C21 companions add scantlings at work (Fugen Fritz black, Kalle choice); C32 Scheniegel Servant +2', () => {
    let s = setPlayer(flowGame(), 0, {
      companion: { id: 'kalle', fresh: false },
      development: { footItKing: 'inactive', belittleKing: 'inactive', scheniegelServant: 'ready', luckyFellow: 'inactive' },
    });
    s = onTurn(s, '1:p', 2);
    s = act(s, { player: 0, type: 'move', to: '1:w' }).state;
    expect(s.players[0]?.thalers).toBe(14);
    expect(legalActions(s).map((a) => (a as { option: string }).option)).toEqual(['orange', 'black']);
    s = act(s, { player: 0, type: 'chooseReward', option: 'orange' }).state;
    expect(s.players[0]?.tally.segments.kk).toEqual(['orange', 'black', 'orange']);
    expect(s.turn.player).toBe(1);
    let f = setPlayer(flowGame(), 0, { companion: { id: 'fritz', fresh: false } });
    f = onTurn(f, '1:p', 2);
    f = act(f, { player: 0, type: 'move', to: '1:w' }).state;
    expect(f.players[0]?.tally.segments.kk).toEqual(['orange', 'black', 'black']);
  });

  it('C23 leisure example: marker piece placed, a Drawing card, turn ends; not twice, not without markers', () => {
    let s = onTurn(flowGame(), '1:q', 2);
    s = act(s, { player: 0, type: 'move', to: '1:l' }).state;
    expect(legalActions(s).map((a) => (a as { option: string }).option)).toEqual(['drawing', 'writing']);
    s = act(s, { player: 0, type: 'chooseReward', option: 'drawing' }).state;
    expect(s.players[0]?.book).toEqual([{ kind: 'leisure', leisure: 'drawing' }]);
    expect(s.players[0]?.ownMarkersOnCharly).toBe(3);
    expect(s.leisureStacks.drawing).toBe(3);
    expect(s.turn.player).toBe(1);
    let t = onTurn(s, '1:q', 2);
    expect(legalActions(t).some((a) => a.type === 'move' && a.to === '1:l')).toBe(false);
    t = setPlayer(onTurn(s, '2:q', 2), 0, { ownMarkersOnCharly: 0 });
    expect(legalActions(t).some((a) => a.type === 'move' && a.to === '2:l')).toBe(false);
  });

  it('C24 carriage example: 6 Thalers over 6 hexes from Neustadt to Bilshofen, turn ends', () => {
    setBoardProvider({ ...MINI, carriageFares: () => [{ city: 'Bilshofen', fare: 6 }] });
    let s = setPlayer(flowGame({ cities: true }), 0, { thalers: 13 });
    setBoardProvider({ ...MINI, carriageFares: () => [{ city: 'Bilshofen', fare: 6 }] });
    s = onTurn(s, '3:c', 2);
    s = act(s, { player: 0, type: 'move', to: '3:car' }).state;
    expect(types(s)).toEqual(['carriage']);
    s = act(s, { player: 0, type: 'carriage', city: 'Bilshofen' }).state;
    expect(s.players[0]?.thalers).toBe(7);
    expect(s.players[0]?.position).toBe('4:car');
    expect(s.players[0]?.citiesLeft).toEqual([]);
    expect(s.turn.player).toBe(1);
    setBoardProvider(MINI);
  });

  it('C24 staying instead of riding ends the turn in place, and is told (an event for the log)', () => {
    setBoardProvider({ ...MINI, carriageFares: () => [{ city: 'Bilshofen', fare: 6 }] });
    let s = setPlayer(flowGame({ cities: true }), 0, { thalers: 13 });
    s = onTurn(s, '3:c', 2);
    s = act(s, { player: 0, type: 'move', to: '3:car' }).state;
    const stay = act(s, { player: 0, type: 'carriage', city: null });
    expect(stay.state.players[0]?.thalers).toBe(13);
    expect(stay.state.players[0]?.position).toBe('3:car');
    expect(stay.events[0]).toEqual({ type: 'carriageDeclined', player: 0 });
    expect(stay.state.turn.player).toBe(1);
    setBoardProvider(MINI);
  });

  it('C25 C26 a voluntary payment needs pouch plus rescues; the earring is sold first', () => {
    let s = setPlayer(flowGame({ cities: true }), 0, { thalers: 0, earring: true, hand: [] });
    s = onTurn(s, '3:c', 2);
    s = act(s, { player: 0, type: 'move', to: '3:inn' }).state;
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(s.players[0]?.earring).toBe(false);
    let t = setPlayer(flowGame({ cities: true }), 0, { thalers: 1, earring: false, hand: [] });
    t = onTurn(t, '3:c', 2);
    t = act(t, { player: 0, type: 'move', to: '3:inn' }).state;
    expect(types(t)).toEqual(['passSpace']);
    expect(applyAction(t, { player: 0, type: 'useSpace' }).ok).toBe(false);
  });

  it('C27 Taps lowers fees and tolls by 1; C32 Belittle King skips one toll', () => {
    let s = setPlayer(flowGame({ cities: true }), 0, {
      companion: { id: 'taps', fresh: false },
      development: { footItKing: 'inactive', belittleKing: 'ready', scheniegelServant: 'inactive', luckyFellow: 'inactive' },
    });
    s = onTurn(s, '1:c', 3);
    s = act(s, { player: 0, type: 'move', to: '3:e' }).state;
    expect(s.players[0]?.thalers).toBe(10);
    s = act(s, { player: 0, type: 'move', to: '3:c' }).state;
    s = act(s, { player: 0, type: 'move', to: '3:inn' }).state;
    s = { ...s, newsStack: [] };
    s = act(s, { player: 0, type: 'useSpace' }).state;
    expect(s.players[0]?.thalers).toBe(9);
    let b = setPlayer(flowGame({ cities: true }), 0, { development: { footItKing: 'inactive', belittleKing: 'ready', scheniegelServant: 'inactive', luckyFellow: 'inactive' } });
    b = onTurn(b, '1:c', 3);
    b = act(b, { player: 0, type: 'move', to: '3:e', belittle: true }).state;
    expect(b.players[0]?.thalers).toBe(10);
    expect(b.players[0]?.development.belittleKing).toBe('used');
    expect(legalActions(b).some((a) => a.type === 'move' && a.belittle)).toBe(false);
  });
});
