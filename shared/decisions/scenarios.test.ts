/**
 * Decisions the bots seldom reach (made from real mid-game states with a few facts changed),
 * and the model's fallback for actions, fields and pending decisions it does not know.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Action, type GameView } from '../engine';
import type { PlayerState } from '../engine/types';
import { boardGraph } from '../board';
import { keysOf } from './msg';
import { promptFor } from './prompt';
import { rewardGain } from './rewards';
import { exactMismatches } from './testGames';
import { buildScenarios, findState, type Scenario } from './testScenarios';
import type { Option, Prompt } from './types';

const SCENARIOS = buildScenarios();
const byName = (n: string): Scenario => {
  const s = SCENARIOS.find((x) => x.name === n);
  if (!s) throw new Error(`no scenario "${n}"`);
  return s;
};
const promptOf = (s: Scenario): Prompt => promptFor(s.view, s.legal, { routes: s.routes });
const keys = (o: Option) => [...keysOf(o.label), ...o.consequences.flatMap((c) => [...keysOf(c)])];

describe('parting with a companion', () => {
  it('for the Insight: the label names what it brings, with no line saying it again; an Insight of nothing says so', () => {
    const base = findState((s) => s.pending[s.pending.length - 1]?.kind === 'turn');
    if (!base) throw new Error('no turn in the seeded games');
    const seat = base.turn.player;
    const prompt = (old: string) => {
      const players = base.players.slice();
      players[seat] = { ...(players[seat] as PlayerState), companion: { id: old, fresh: false } };
      const state = { ...base, players, pending: [...base.pending, { kind: 'oldCompanion', newId: 'otto' }] };
      return promptFor(viewFor(state, seat), legalActions(state), { routes: [] });
    };
    const insight = prompt('wolf').options.find((o) => o.action.type === 'oldCompanion' && o.action.take === 'insight')!;
    expect(insight.label.key).toBe('table.option.oldCompanion.insight');
    expect(insight.consequences.map((m) => m.key)).not.toContain('table.gain.insight');
    const nothing = prompt('hein').options.find((o) => o.action.type === 'oldCompanion' && o.action.take === 'insight')!;
    expect(nothing.consequences.map((m) => m.key)).toContain('table.gain.insightNone');
  });
});

describe('a white scantling to place', () => {
  it('the title says whose it is (a hot-seat table has several people)', () => {
    const base = findState((s) => s.pending[s.pending.length - 1]?.kind === 'turn');
    if (!base) throw new Error('no turn in the seeded games');
    const seat = base.turn.player;
    const state = { ...base, pending: [...base.pending, { kind: 'placeWhite' as const }] };
    const p = promptFor(viewFor(state, seat), legalActions(state), { routes: [] });
    expect(p.kind).toBe('placeWhite');
    expect(p.title).toEqual({ key: 'table.prompt.placeWhite.title', params: { name: { key: 'table.name', params: { name: base.players[seat]!.name } } } });
  });
});

describe('scenarios', () => {
  it('are all built from real states, and each prompt covers its legal actions with exact costs the engine confirms', () => {
    expect(SCENARIOS.map((s) => s.name).sort()).toEqual(
      [
        'Ingolf gives Thalers',
        'Jim swaps',
        'Taps lowers the toll',
        'extend losing a card',
        'extend with the earring',
        'keep a tie-break roll',
        'keep the town-hall die',
        'keep the wage die',
        'meeting Wilhelm Busch',
        'scouting with the token and Fiete',
        'the carriage',
        'keep the reward die',
        "keep Busch's die with the pouch short",
        'an inn with only the fee: the earring',
        'an inn with only the fee: nothing to bet',
        'an inn with only the fee: the news first',
      ].sort(),
    );
    for (const s of SCENARIOS) {
      const p = promptOf(s);
      expect(p.options.map((o) => o.action), s.name).toEqual(s.legal);
      for (const o of p.options) expect(exactMismatches(s.state, o, p.seat) ?? [], `${s.name}: ${o.id}`).toEqual([]);
    }
  });

  it('C25 an extension without money warns of the earring, then of random cards, and is not called exact', () => {
    const e = promptOf(byName('extend with the earring')).options.find((o) => o.action.type === 'extend')!;
    expect(e.cost.rescue).toEqual({ earring: true, cards: 0 });
    expect(e.exact).toBe(false);
    expect(keys(e)).toContain('table.note.rescueEarring');
    const c = promptOf(byName('extend losing a card')).options.find((o) => o.action.type === 'extend')!;
    expect(c.cost.rescue).toEqual({ earring: false, cards: 1 });
    expect(keys(c)).toContain('table.note.rescueCards');
    // the option's own words say what pays, not just "pay 2 Thalers"
    expect(e.label.key).toBe('table.option.extendEarring');
    expect(c.label).toMatchObject({ key: 'table.option.extendCards', params: { cards: { key: 'table.unit.cards', params: { n: 1 } } } });
  });

  it('C12 C37 scouting for free: Fiete once per turn, Otto Lilienthal\'s token, each its own option', () => {
    const p = promptOf(byName('scouting with the token and Fiete'));
    const pays = p.options.filter((o) => o.action.type === 'scout').map((o) => (o.action as Extract<Action, { type: 'scout' }>).pay);
    expect(pays).toContain('token');
    expect(pays).toContain('fiete');
    const token = p.options.find((o) => o.action.type === 'scout' && o.action.pay === 'token')!;
    expect(token.cost).toEqual({ token: true });
    expect(token.label.key).toMatch(/^table\.option\.scout\.(landscape|city)\.token$/);
  });

  it('C13 C14 scouting promises the next piece only when the engine would offer it: a point left after, and a piece left', () => {
    const sc = byName('scouting with the token and Fiete');
    const retryLine = (more: Partial<typeof sc.state>, pay: string) => {
      const state = { ...sc.state, ...more };
      const p = promptFor(viewFor(state, sc.state.turn.player), legalActions(state), { routes: [] });
      const o = p.options.find((x) => x.action.type === 'scout' && x.action.kind === 'landscape' && x.action.pay === pay)!;
      return o.consequences.map((m) => m.key).find((k) => /scout(No)?Retry/.test(k));
    };
    const two = { ...sc.state.turn, pointsLeft: 2 };
    const one = { ...sc.state.turn, pointsLeft: 1 };
    expect(retryLine({ turn: two }, 'point')).toBe('table.gain.scoutRetry');
    expect(retryLine({ turn: one }, 'point')).toBe('table.gain.scoutNoRetryPoints');
    expect(retryLine({ turn: one }, 'token')).toBe('table.gain.scoutRetry');
    const last = { ...sc.state.board, landscapeStack: sc.state.board.landscapeStack.slice(0, 1) };
    expect(retryLine({ turn: two, board: last }, 'point')).toBe('table.gain.scoutNoRetryLast');
  });

  it('Ingolf\'s 2 Thalers and Jim\'s swap are exact options of the turn', () => {
    const ingolf = promptOf(byName('Ingolf gives Thalers')).options.find((o) => o.action.type === 'companionPower')!;
    expect(ingolf.gain.thalers).toBe(2);
    expect(ingolf.exact).toBe(true);
    const jim = promptOf(byName('Jim swaps')).options.filter((o) => o.action.type === 'companionPower');
    expect(jim.map((o) => o.cost.scantlings)).toEqual([['blue'], ['green']]);
    expect(jim.map((o) => o.gain.scantlings)).toEqual([['green'], ['blue']]);
  });

  it('C30 a swap by Jim, a move up by Wolf and an Insight say what they lock: VP, development card, special marker', () => {
    const sc = byName('Jim swaps');
    const seat = sc.legal[0]!.player;
    const promptWith = (segments: Partial<PlayerState['tally']['segments']>, companion: string, markersLeft = sc.state.specialMarkersLeft) => {
      const players = sc.state.players.slice();
      const me = players[seat] as PlayerState;
      players[seat] = { ...me, companion: { id: companion, fresh: false }, tally: { ...me.tally, segments: { ...me.tally.segments, ...segments } } };
      const state = { ...sc.state, players, specialMarkersLeft: markersLeft };
      return promptFor(viewFor(state, seat), legalActions(state), { routes: [] });
    };
    const lines = (o: Option) => o.consequences.map((m) => m.key);
    const jim = promptWith({ blue: ['blue', 'blue'], green: ['green', 'green', 'green', 'green'] }, 'jim', ['green']);
    const toGreen = jim.options.find((o) => o.action.type === 'companionPower' && o.action.power === 'jim' && o.action.from === 'blue')!;
    expect(lines(toGreen)).toEqual(['table.gain.toSegment', 'table.gain.locks', 'table.gain.development', 'table.gain.specialMarker', 'table.cost.oncePerTurn']);
    const noMarker = promptWith({ blue: ['blue', 'blue'], green: ['green', 'green', 'green', 'green'] }, 'jim', []);
    expect(lines(noMarker.options.find((o) => o.action.type === 'companionPower' && o.action.power === 'jim' && o.action.from === 'blue')!)).not.toContain('table.gain.specialMarker');
    const wolf = promptWith({ kk: ['orange', 'black'], red: ['red', 'red', 'red', 'red'] }, 'wolf', ['red']);
    const up = wolf.options.find((o) => o.action.type === 'companionPower' && o.action.power === 'wolf' && o.action.segment === 'kk')!;
    expect(lines(up)).toEqual(['table.gain.locks', 'table.gain.development', 'table.gain.specialMarker', 'table.cost.oncePerTurn']);
    // an Insight of two black scantlings with K+K at three: the second locks it (no card for K+K)
    const view = viewFor(sc.state, seat);
    const me = view.players[seat]!;
    const atThree = { ...view, specialMarkersLeft: ['kk' as const], players: view.players.map((q, i) => (i === seat ? { ...me, tally: { ...me.tally, segments: { ...me.tally.segments, kk: ['orange', 'black', 'black'] as const } } } : q)) };
    expect(rewardGain(atThree, seat, { scantlings: ['black', 'black'] }).notes.map((m) => m.key)).toEqual(['table.gain.locks', 'table.gain.specialMarker']);
    expect(rewardGain(atThree, seat, { scantlings: ['black'] }).notes).toEqual([]);
  });

  it('C24 the carriage: one option per city with its fare, and staying; never a city of null', () => {
    const s = byName('the carriage');
    const p = promptOf(s);
    expect(p.kind).toBe('carriage');
    const top = s.state.pending[s.state.pending.length - 1] as unknown as { options: { city: string; fare: number }[] };
    for (const f of top.options) {
      const o = p.options.find((x) => x.action.type === 'carriage' && x.action.city === f.city)!;
      expect(o.cost.thalers).toBe(f.fare);
      expect(o.label.params?.city).toBe(f.city);
      expect(o.endsTurn).toBe(true);
    }
    const stay = p.options.find((x) => x.action.type === 'carriage' && x.action.city === null)!;
    expect(stay.label.key).toBe('table.option.carriageStay');
  });

  it('C32 keeping a die: the town-hall support and the wage (with the Scheniegel Servant) are exact; the reroll gives a range', () => {
    const hall = promptOf(byName('keep the town-hall die'));
    expect(hall.kind).toBe('keepRoll');
    expect(hall.options.find((o) => o.action.type === 'keepRoll')!.gain.thalers).toBe(4);
    const reroll = hall.options.find((o) => o.action.type === 'diceReroll')!;
    expect(reroll.exact).toBe(false);
    expect(reroll.gain.thalers).toEqual({ min: 1, max: 6 }); // the support is the die itself
    const wagePrompt = promptOf(byName('keep the wage die'));
    const wage = wagePrompt.options.find((o) => o.action.type === 'keepRoll')!;
    expect(wage.gain.thalers).toBe(2 + 2); // 3 Thalers, 1 into the hat, and the Servant's 2
    // a new wage roll: 1–6 Thalers less the hat's 1, and the Servant's 2 on top
    expect(wagePrompt.options.find((o) => o.action.type === 'diceReroll')!.gain.thalers).toEqual({ min: 0 + 2, max: 5 + 2 });
  });

  it('C45 keeping a tie-break roll says what the others rolled, who is still to roll, and what keeping brings', () => {
    const sc = byName('keep a tie-break roll');
    const seat = sc.legal[0]!.player;
    const n = sc.state.players.length;
    const a = (seat + 1) % n;
    const b = (seat + 2) % n;
    const standing = (tied: number[], tieRolls: Record<number, number[]>, mode: 'high' | 'low' = 'high') => {
      const dice = { host: sc.state.turn.player, mode, bet: 2, pot: 2 * n, order: [...Array(n).keys()], boards: {}, turn: 0, rolled: null, tied, tieRolls: { ...tieRolls, [seat]: [6, 5, 5] } };
      const state = { ...sc.state, dice };
      const keep = promptFor(viewFor(state, seat), legalActions(state), { routes: [] }).options.find((o) => o.action.type === 'keepRoll')!;
      return keep.consequences.slice(1).map((m) => m.key.replace('table.gain.', ''));
    };
    expect(standing([seat, a], {})).toEqual(['tieStillToRoll']);
    expect(standing([seat, a], { [a]: [6, 5, 4] })).toEqual(['tieRolled', 'tieKeepWins']);
    expect(standing([seat, a], { [a]: [6, 6, 1] })).toEqual(['tieRolled', 'tieKeepOut']);
    expect(standing([seat, a], { [a]: [6, 5, 5] })).toEqual(['tieRolled', 'tieKeepTies']);
    expect(standing([seat, a], { [a]: [6, 6, 1] }, 'low')).toEqual(['tieRolled', 'tieKeepWins']);
    if (n >= 3) expect(standing([a, seat, b], { [a]: [4, 4, 4] })).toEqual(['tieRolled', 'tieStillToRoll']);
  });

  it("C45 C47 keeping a reward's die brings its Thalers; keeping Busch's die costs them, with the earring's sale when the pouch is short", () => {
    const reward = promptOf(byName('keep the reward die'));
    expect(reward.title.key).toBe('table.prompt.keepRoll.reward');
    const take = reward.options.find((o) => o.action.type === 'keepRoll')!;
    expect([take.gain.thalers, take.exact]).toEqual([2, true]);
    expect(keys(take)).toContain('table.gain.rewardKeep');
    const busch = promptOf(byName("keep Busch's die with the pouch short"));
    expect(busch.title).toMatchObject({ key: 'table.prompt.keepRoll.requirement', params: { value: 5 } });
    const pay = busch.options.find((o) => o.action.type === 'keepRoll')!;
    expect(pay.cost).toEqual({ thalers: 5, rescue: { earring: true, cards: 0 } });
    expect(pay.exact).toBe(false);
    expect(keys(pay)).toEqual(expect.arrayContaining(['table.gain.requirementKeep', 'table.note.rescueEarring']));
    const again = busch.options.find((o) => o.action.type === 'diceReroll')!;
    expect(again.cost).toEqual({ development: 'luckyFellow', thalers: { min: 1, max: 6 } });
  });

  it('C18 C25 C26 stopping at an inn with only the fee says what the dice game after will take, or that none can follow', () => {
    const dice = (name: string) => keys(promptOf(byName(name)).options.find((o) => o.action.type === 'useSpace' && !o.action.belittle)!).filter((k) => /innDice|innNoDice/.test(k));
    expect(dice('an inn with only the fee: the earring')).toEqual(['table.gain.innDiceEarring']);
    expect(dice('an inn with only the fee: nothing to bet')).toEqual(['table.gain.innNoDice']);
    expect(dice('an inn with only the fee: the news first')).toEqual(['table.gain.innNoDiceNews']);
    // as the engine plays it: no dice game with nothing to bet; with the earring, every bet sells it
    const stop = (name: string) => {
      const sc = byName(name);
      const r = applyAction(sc.state, sc.legal.find((a) => a.type === 'useSpace' && !a.belittle)!);
      if (!r.ok) throw new Error(r.error.message);
      return r;
    };
    expect(stop('an inn with only the fee: nothing to bet').events.map((e) => e.type)).toContain('diceSkipped');
    const earring = stop('an inn with only the fee: the earring');
    const bets = promptFor(viewFor(earring.state, earring.state.turn.player), legalActions(earring.state), { routes: [] });
    expect(bets.kind).toBe('diceSetup');
    expect(bets.options.length).toBeGreaterThan(0);
    for (const o of bets.options) expect(o.cost.rescue).toEqual({ earring: true, cards: 0 });
  });

  it("C25 C47 meeting Busch with a short pouch warns what a high roll sells; an Insight from an empty stack says it brings nothing", () => {
    const sc = byName('meeting Wilhelm Busch');
    const seat = sc.legal[0]!.player;
    const encounter = (p: Partial<PlayerState>, more: Partial<typeof sc.state> = {}) => {
      const players = sc.state.players.slice();
      players[seat] = { ...(players[seat] as PlayerState), ...p };
      const state = { ...sc.state, players, ...more };
      return promptFor(viewFor(state, seat), legalActions(state), { routes: [] }).options.filter((o) => o.action.type === 'encounter' && o.action.newsId === 'busch');
    };
    const lines = (o: Option) => o.consequences.map((m) => m.key);
    const twoThalers = encounter({ thalers: 2, earring: true });
    expect(twoThalers.length).toBeGreaterThan(0);
    for (const o of twoThalers) {
      expect(lines(o)).toContain('table.note.rollRescueEarring');
      expect(o.consequences.find((m) => m.key === 'table.note.rollRescueEarring')!.params).toEqual({ n: 2 });
    }
    expect(encounter({ thalers: 0, earring: false, hand: [1, 2] }).flatMap(lines)).toContain('table.note.rollRescueCardsAny');
    expect(encounter({ thalers: 6 }).flatMap(lines).filter((k) => k.includes('rollRescue'))).toEqual([]);
    // Busch's Insight is a leisure card of the journeyman's choice: none left, none comes
    const insight = (o: Option[]) => lines(o.find((x) => x.action.type === 'encounter' && x.action.take === 'insight')!);
    expect(insight(encounter({ thalers: 12 }))).not.toContain('table.note.noLeisureLeft');
    expect(insight(encounter({ thalers: 12 }, { leisureStacks: { drawing: 0, writing: 0, music: 0 } }))).toContain('table.note.noLeisureLeft');
    // Kolping's and Levi Strauss's Insight meets the next travel companion: none left, none comes
    const kolping = { revealCompanion: true } as const;
    expect(rewardGain(sc.view, seat, kolping).notes.map((m) => m.key)).not.toContain('table.note.noCompanionLeft');
    expect(rewardGain({ ...sc.view, counts: { ...sc.view.counts, companionStack: 0 } }, seat, kolping).notes.map((m) => m.key)).toContain('table.note.noCompanionLeft');
  });

  it('C04 C08 C30 a stop after a meeting says the turn ends either way; a hostel stay says what its blue locks; a zero-point turn with nothing left offers only the end; the One Day promises no companion an advantage', () => {
    const sc = byName('meeting Wilhelm Busch');
    const seat = sc.state.turn.player;
    const base = { ...sc.state, pending: sc.state.pending.filter((x) => x.kind === 'turn') };
    const hostel = [...boardGraph(base.board.placed).spaces.values()].find((sp) => sp.kind === 'hostel')!;
    const withMe = (over: Partial<PlayerState>, more: Partial<typeof base>) => {
      const players = base.players.slice();
      players[seat] = { ...(players[seat] as PlayerState), position: hostel.id, thalers: 9, ...over };
      return { ...base, players, ...more };
    };
    const promptAt = (state: typeof base) => promptFor(viewFor(state, seat), legalActions(state), { routes: [] });
    const lineKeys = (o: Option) => o.consequences.map((m) => m.key);
    // a meeting at the hostel: the end of the turn waits under the stop
    const met = withMe({}, { turn: { ...base.turn, pointsLeft: 2 }, pending: [...base.pending, { kind: 'endTurn' }, { kind: 'useSpace', space: hostel.id }] });
    const stopP = promptAt(met);
    expect(stopP.detail?.key).toBe('table.prompt.useSpace.detailEnds');
    const pass = stopP.options.find((o) => o.action.type === 'passSpace')!;
    expect([pass.label.key, pass.endsTurn]).toEqual(['table.option.passSpaceStill', true]);
    expect(lineKeys(pass)).toEqual(['table.note.turnEndsHereLosing']);
    const stay = stopP.options.find((o) => o.action.type === 'useSpace' && !o.action.belittle)!;
    expect(stay.endsTurn).toBe(true);
    const walkOn = applyAction(met, pass.action);
    expect(walkOn.ok && walkOn.events.map((e) => e.type)).toContain('turnEnded');
    // no meeting: "walk on", and the turn goes on
    const alone = withMe({}, { turn: { ...base.turn, pointsLeft: 2 }, pending: [...base.pending, { kind: 'useSpace', space: hostel.id }] });
    expect(promptAt(alone).options.find((o) => o.action.type === 'passSpace')!.label.key).toBe('table.option.passSpace');
    // a stay whose blue scantling locks Sociability
    const me = base.players[seat] as PlayerState;
    const four = withMe({ tally: { ...me.tally, segments: { ...me.tally.segments, blue: ['blue', 'blue', 'blue', 'blue'] } } }, { pending: [...base.pending, { kind: 'useSpace', space: hostel.id }], specialMarkersLeft: ['blue'] });
    expect(lineKeys(promptAt(four).options.find((o) => o.action.type === 'useSpace' && !o.action.belittle)!)).toEqual(expect.arrayContaining(['table.gain.hostelBlue', 'table.gain.locks', 'table.gain.development', 'table.gain.specialMarker']));
    // no point left, already extended, no advantage: only the end
    const dev = Object.fromEntries(Object.keys(me.development).map((k) => [k, 'inactive'])) as unknown as PlayerState['development'];
    const spent = withMe({ companion: null, development: dev }, { turn: { ...base.turn, pointsLeft: 0, cardsPlayed: 2, extended: true } });
    const endOnly = promptAt(spent);
    expect(endOnly.options.map((o) => o.action.type)).toEqual(['endTurn']);
    expect(endOnly.detail?.key).toBe('table.prompt.turn.noPointsEnd');
    // with an extension still on offer, the detail names it
    const extendable = withMe({ companion: null, development: dev, thalers: 9 }, { turn: { ...base.turn, pointsLeft: 0, cardsPlayed: 1, extended: false } });
    const withExtension = promptAt(extendable);
    expect(withExtension.options.some((o) => o.action.type === 'extend')).toBe(true);
    expect(withExtension.detail?.key).toBe('table.prompt.turn.noPoints');
    // the One Day: a companion brings no advantage any more
    const oneDay = withMe({ companion: null, tally: { ...me.tally, segments: { ...me.tally.segments, kk: ['orange', 'black'] } } }, { phase: 'oneDay', pending: [...base.pending, { kind: 'companionOffer', id: 'taps' }] });
    const offer = promptAt(oneDay);
    expect(offer.detail?.key).toBe('table.prompt.companionOffer.oneDay');
    for (const o of offer.options.filter((x) => x.action.type === 'takeCompanion')) expect(lineKeys(o)).toContain('table.gain.companionOneDay');
  });

  it('C45 a tie-break roll to keep or reroll: named by the number its three dice make, never by a single value', () => {
    const sc = byName('keep a tie-break roll');
    const seat = (sc.state.turn.player + 1) % sc.state.players.length;
    expect(sc.legal.every((a) => a.player === seat)).toBe(true);
    const p = promptOf(sc);
    expect(p.kind).toBe('keepRoll');
    // the title names whom the tie is with; the keep option, what they rolled and what keeping brings
    const other = sc.state.turn.player;
    expect(p.title.key).toBe('table.prompt.keepRoll.tieBreakWith');
    expect(p.title.params?.number).toBe(655);
    expect(JSON.stringify(p.title.params?.names)).toContain(JSON.stringify(sc.state.players[other]!.name));
    const keep = p.options.find((o) => o.action.type === 'keepRoll')!;
    expect(keep.label).toEqual({ key: 'table.option.keepTieRoll', params: { number: 655 } });
    const said = keep.consequences.map((m) => m.key);
    expect(said).toEqual(['table.gain.keepTieRoll', 'table.gain.tieRolled', 'table.gain.tieKeepWins']);
    expect(JSON.stringify(keep.consequences[1])).toContain('543');
    // and so it is: keeping 655 against 543 wins the pot
    const kept = applyAction(sc.state, keep.action);
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.state.dice).toBeNull();
    expect(kept.state.players[seat]!.thalers).toBe(sc.state.players[seat]!.thalers + sc.state.dice!.pot);
    // one reroll per distinct face, each named by its die
    const rerolls = p.options.filter((o) => o.action.type === 'diceReroll').map((o) => o.label.params?.value);
    expect(rerolls).toEqual([6, 5]);
    for (const o of p.options) expect(JSON.stringify([o.label, o.consequences])).not.toMatch(/"value":0\b/);
  });

  it('C32 the Lucky Fellow stands up again for the One Day: there its limit reads "once on the One Day", not "once a year"', () => {
    const sc = byName('keep the reward die');
    const say = (phase: 'playing' | 'oneDay') => {
      const state = { ...sc.state, phase };
      const p = promptFor(viewFor(state, sc.state.turn.player), legalActions(state), { routes: [] });
      const reroll = p.options.find((o) => o.action.type === 'diceReroll')!;
      return [p.detail?.key, ...reroll.consequences.map((m) => m.key)];
    };
    expect(say('playing')).toEqual(['table.prompt.keepRoll.detail', 'table.gain.reroll', 'table.cost.oncePerYear']);
    expect(say('oneDay')).toEqual(['table.prompt.keepRoll.detailOneDay', 'table.gain.reroll', 'table.cost.onceOneDay']);
  });

  it('C47 Wilhelm Busch\'s price is a die: a range, never called exact; Otto Robert Maier\'s is a fixed 2', () => {
    const p = promptOf(byName('meeting Wilhelm Busch'));
    expect(p.kind).toBe('encounter');
    const busch = p.options.filter((o) => o.action.type === 'encounter' && o.action.newsId === 'busch');
    expect(busch.length).toBe(2);
    for (const o of busch) {
      expect(o.cost.thalers).toEqual({ min: 1, max: 6 });
      expect(o.exact).toBe(false);
    }
    const maier = p.options.filter((o) => o.action.type === 'encounter' && o.action.newsId === 'maier');
    for (const o of maier) expect(o.cost.thalers).toBe(2);
  });
});

describe('fallback for what the model does not know', () => {
  const s = byName('Ingolf gives Thalers');
  const seat = s.legal[0]!.player;

  it('an unknown action type becomes a numbered generic option, and an unknown pending decision a generic prompt', () => {
    const view = { ...s.view, pending: [...s.view.pending, { kind: 'somethingNew' }] } as GameView;
    const legal = [{ player: seat, type: 'frobnicate', level: 3 }, { player: seat, type: 'frobnicate', level: 4 }] as unknown as Action[];
    const p = promptFor(view, legal);
    expect(p.kind).toBe('generic');
    expect(p.options.map((o) => o.generic)).toEqual([true, true]);
    expect(p.options.map((o) => o.label)).toEqual([
      { key: 'table.option.generic', params: { n: 1 } },
      { key: 'table.option.generic', params: { n: 2 } },
    ]);
    expect(p.options.every((o) => !o.exact)).toBe(true);
    expect(p.detail).toEqual({ key: 'table.prompt.generic.detail', params: { what: { key: 'table.pending.other' } } });
  });

  it('a known action with a field the model does not read stays takeable, marked generic, and told apart from its twin', () => {
    const move = s.legal.find((a) => a.type === 'move')!;
    const twin = { ...move, over: 'somewhere' } as unknown as Action;
    const p = promptFor(s.view, [move, twin]);
    expect(p.options.map((o) => o.generic ?? false)).toEqual([false, true]);
    expect(p.options.map((o) => o.label.key)).toEqual(['table.option.variant', 'table.option.variant']);
    expect(p.options[0]!.id).not.toBe(p.options[1]!.id);
  });
});

describe('a Scheniegelei marker in a city (C33)', () => {
  it('C33: a step onto a city work space says 2 VP for the city, or that the city already scores when another of its work spaces holds a marker of the journeyman', () => {
    // a turn whose journeyman can step onto a free work space of a city with a second work space
    const workInCity = (s: import('../engine').GameState) => {
      if (s.pending[s.pending.length - 1]?.kind !== 'turn') return null;
      const seat = s.turn.player;
      const g = boardGraph(s.board.placed);
      for (const a of legalActions(s)) {
        if (a.type !== 'move' || a.belittle || a.via !== undefined) continue;
        const sp = g.spaces.get(a.to);
        if (sp?.kind !== 'work' || !sp.city || (s.board.scheniegelei[a.to] ?? []).includes(seat)) continue;
        const other = [...g.spaces.values()].find((o) => o.kind === 'work' && o.city === sp.city && o.id !== a.to);
        if (other) return { seat, to: a.to, other: other.id, city: sp.city };
      }
      return null;
    };
    const base = findState((s) => workInCity(s) !== null && (s.players[s.turn.player] as PlayerState).scheniegeleiLeft > 1, 80);
    if (!base) throw new Error('no step onto a city work space in the seeded games');
    const at = workInCity(base)!;
    const lines = (scheniegelei: Record<string, readonly number[]>) => {
      const s = { ...base, board: { ...base.board, scheniegelei } };
      const legal = legalActions(s);
      const o = promptFor(viewFor(s, at.seat), legal).options.find((x) => x.action.type === 'move' && (x.action as { to?: string }).to === at.to && !(x.action as { belittle?: boolean }).belittle);
      if (!o) throw new Error('the step has no option');
      return keys(o);
    };
    const without: Record<string, readonly number[]> = { ...base.board.scheniegelei };
    for (const [space, seats] of Object.entries(without)) without[space] = seats.filter((x) => x !== at.seat || boardGraph(base.board.placed).spaces.get(space)?.city !== at.city);
    expect(lines(without)).toContain('table.arrive.scheniegeleiCity');
    expect(lines(without)).not.toContain('table.arrive.scheniegeleiCityCounted');
    const counted = lines({ ...without, [at.other]: [...(without[at.other] ?? []), at.seat] });
    expect(counted).toContain('table.arrive.scheniegeleiCityCounted');
    expect(counted).not.toContain('table.arrive.scheniegeleiCity');
  });
});
