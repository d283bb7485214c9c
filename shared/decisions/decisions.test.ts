/**
 * The decision model over real games: every legal action is exactly one option, every
 * pending decision has its own prompt kind, and the costs and gains an option states are
 * what the engine then does (for the options that say they are exact).
 */
import { describe, expect, it } from 'vitest';
import { boardGraph } from '../board';
import { applyAction, legalActions, viewFor, type Action } from '../engine';
import { COMPANION_BY_ID } from '../data/cards';
import { promptFor } from './prompt';
import { exactMismatches, playSeeded, sameAction, type Visit } from './testGames';
import { findState } from './testScenarios';
import type { Option, Prompt } from './types';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The seeded games' states with their prompts, played once for all tests of this file. */
let visits: { v: Visit; p: Prompt }[] | null = null;

function eachVisit(f: (v: Visit, p: Prompt) => void): number {
  if (!visits) {
    const all: { v: Visit; p: Prompt }[] = [];
    for (const seed of SEEDS) {
      playSeeded(seed, seed % 3 === 0 ? 'random' : seed % 3 === 1 ? 'greedy' : 'mixed', (v) => {
        all.push({ v, p: promptFor(v.view, v.legal, { routes: v.routes }) });
      });
    }
    visits = all;
  }
  for (const { v, p } of visits) f(v, p);
  return visits.length;
}

const same = sameAction;

describe('promptFor over seeded games', () => {
  it('no two options of a prompt share a key; the dice setup keys each bet by its own digit, with Shift for the low house number', () => {
    const problems: string[] = [];
    let setups = 0;
    eachVisit((v, p) => {
      const keys = p.options.map((o) => o.hotkey).filter((k): k is string => k !== undefined);
      if (new Set(keys).size !== keys.length) problems.push(`seed ${v.seed}: ${p.kind} has the keys ${keys.join(' ')}`);
      if (p.kind !== 'diceSetup') return;
      setups++;
      for (const o of p.options) {
        const a = o.action as { mode?: string; bet?: number };
        const want = a.mode === 'high' ? String(a.bet) : `shift+${a.bet}`;
        if (o.hotkey !== want) problems.push(`seed ${v.seed}: ${a.mode} ${a.bet} has the key ${o.hotkey}, not ${want}`);
      }
    });
    expect(setups).toBeGreaterThan(5);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('every legal action appears in exactly one option, with a unique id, for the seat that decides', () => {
    const problems: string[] = [];
    const visits = eachVisit((v, p) => {
      if (p.options.length !== v.legal.length) problems.push(`seed ${v.seed}: ${v.legal.length} legal, ${p.options.length} options`);
      for (const a of v.legal) {
        const n = p.options.filter((o) => same(o.action, a)).length;
        if (n !== 1) problems.push(`seed ${v.seed}: ${a.type} in ${n} options`);
      }
      if (new Set(p.options.map((o) => o.id)).size !== p.options.length) problems.push(`seed ${v.seed}: duplicate option ids`);
      if (v.legal.length > 0 && p.seat !== v.legal[0]!.player) problems.push(`seed ${v.seed}: prompt for seat ${p.seat}`);
    });
    expect(visits).toBeGreaterThan(2000);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('the points left are shown to the journeyman whose turn it is, never to another seat deciding in the dice game', () => {
    let others = 0;
    let own = 0;
    const problems: string[] = [];
    eachVisit((v, p) => {
      if (p.seat !== v.view.turn.player) {
        others++;
        if (p.status.pointsLeft !== null) problems.push(`seed ${v.seed}: seat ${p.seat} shown the points of seat ${v.view.turn.player}`);
      } else if (v.view.turn.cardsPlayed > 0 && v.view.phase !== 'finished') {
        own++;
        if (p.status.pointsLeft !== v.view.turn.pointsLeft) problems.push(`seed ${v.seed}: ${p.status.pointsLeft} points shown, ${v.view.turn.pointsLeft} left`);
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(others).toBeGreaterThan(50);
    expect(own).toBeGreaterThan(500);
  });

  it('every pending decision met has its own prompt kind (no generic prompt, no generic option)', () => {
    const kinds = new Set<string>();
    const generic: string[] = [];
    eachVisit((v, p) => {
      kinds.add(p.kind);
      if (p.kind === 'generic') generic.push(`prompt for ${String(v.state.pending[v.state.pending.length - 1]?.kind)}`);
      for (const o of p.options) if (o.generic) generic.push(`option ${o.action.type}`);
    });
    expect([...new Set(generic)]).toEqual([]);
    // the common decisions all occur in a dozen games
    for (const k of ['playCard', 'turn', 'useSpace', 'diceSetup', 'dice', 'companionOffer', 'scoutPlace', 'gameOver']) expect(kinds).toContain(k);
  });

  it('a choice of a scantling, a leisure card or a white scantling’s place says whose it is (a hot-seat table has several people)', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    eachVisit((v, p) => {
      if (p.kind !== 'chooseScantling' && p.kind !== 'chooseLeisure' && p.kind !== 'placeWhite') return;
      seen.add(p.kind);
      // the name as a message of its own (the renderer writes it as it is, never translated)
      const name = JSON.stringify(p.title.params?.name);
      if (name !== JSON.stringify({ key: 'table.name', params: { name: v.view.players[p.seat]!.name } })) problems.push(`seed ${v.seed} ${p.kind}: title names ${name}`);
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(seen).toContain('chooseLeisure');
    expect(seen).toContain('chooseScantling');
  });

  it('costs and gains of exact options are what the engine does (Thalers, foot-it points, scantlings)', () => {
    const problems: string[] = [];
    let checked = 0;
    eachVisit((v, p) => {
      for (const o of p.options) {
        const m = exactMismatches(v.state, o, p.seat);
        if (m === null) continue;
        checked++;
        for (const x of m) problems.push(`seed ${v.seed}: ${x}`);
      }
    });
    expect(problems.slice(0, 12)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('a share of options is exact for every common kind of decision (the check above is not empty)', () => {
    const exactByType = new Map<string, number>();
    eachVisit((_v, p) => {
      for (const o of p.options) if (o.exact) exactByType.set(o.action.type, (exactByType.get(o.action.type) ?? 0) + 1);
    });
    for (const t of ['playCard', 'move', 'scout', 'endTurn', 'passSpace', 'useSpace', 'diceMode', 'dicePlace', 'takeCompanion', 'placePiece', 'chooseReward']) {
      expect(exactByType.get(t) ?? 0, t).toBeGreaterThan(0);
    }
  });

  it('taking a companion by giving up a scantling says so once: in its label and its cost, not again as a line', () => {
    let seen = 0;
    eachVisit((_v, p) => {
      for (const o of p.options) {
        if (o.action.type !== 'takeCompanion' || !(o.action as { pay?: string }).pay) continue;
        seen++;
        expect(o.label.key).toBe('table.option.takeCompanionPaying');
        expect(o.consequences.map((m) => m.key)).not.toContain('table.cost.requirement');
        expect(o.consequences.map((m) => m.key).filter((k) => k === 'table.gain.companionFromNext' || k === 'table.gain.companionPlain' || k === 'table.gain.companionOneDay')).toHaveLength(1);
      }
    });
    expect(seen, 'the test games offer companions for a scantling').toBeGreaterThan(0);
  });

  it('a companion with no advantage is not promised one: his offer and the option to take him say what parting with him brings (his Insight or his card for the book); on the One Day none is promised an advantage at all', () => {
    const seen = { plain: 0, advantage: 0, oneDay: 0 };
    eachVisit((v, p) => {
      const top = v.view.pending[v.view.pending.length - 1] as { kind?: string; id?: string } | undefined;
      if (top?.kind !== 'companionOffer') return;
      const plain = COMPANION_BY_ID[top.id ?? '']?.advantage === null;
      const oneDay = v.view.phase === 'oneDay';
      for (const o of p.options) {
        if (o.action.type !== 'takeCompanion') continue;
        const keys = o.consequences.map((m) => m.key);
        const said = oneDay ? 'table.gain.companionOneDay' : plain ? 'table.gain.companionPlain' : 'table.gain.companionFromNext';
        expect(keys).toContain(said);
        expect(keys.filter((k) => k.startsWith('table.gain.companion') && k !== said && k !== 'table.gain.companionInsight')).toEqual([]);
        seen[oneDay ? 'oneDay' : plain ? 'plain' : 'advantage']++;
      }
      if (p.detail && p.options.some((o) => o.action.type === 'takeCompanion') && !('old' in (p.detail.params ?? {}))) {
        if (oneDay) expect(p.detail.key).toBe('table.prompt.companionOffer.oneDay');
        else expect(p.detail.key.endsWith('Plain')).toBe(plain);
      }
    });
    expect(seen.plain, 'the test games offer companions without an advantage').toBeGreaterThan(0);
    expect(seen.advantage, 'the test games offer companions with an advantage').toBeGreaterThan(0);
  });

  it('a step promises a white scantling, a carriage ride and scouting exactly when the engine then gives them (C42, C24, C12)', () => {
    const seen = { white: 0, noWhite: 0, ride: 0, noRide: 0, scout: 0, later: 0 };
    const problems: string[] = [];
    eachVisit((v, p) => {
      for (const o of p.options) {
        const a = o.action;
        if (a.type !== 'move' || a.via !== undefined) continue;
        const keys = o.consequences.map((m) => m.key);
        const r = applyAction(v.state, a);
        if (!r.ok) continue;
        const where = `seed ${v.seed} action ${v.actions.length} ${a.to}`;
        // a white scantling (or its lack) is promised exactly when the step leaves a city the journeyman had not left
        const promised = keys.some((k) => k.startsWith('table.arrive.leaveCity'));
        const left = r.events.some((e) => e.type === 'leftCity');
        if (promised !== left) problems.push(`${where}: leaving a city promised ${promised}, engine ${left}`);
        seen[left ? 'white' : 'noWhite']++;
        if (keys.includes('table.arrive.carriage') || keys.includes('table.arrive.carriageNone')) {
          const ride = r.state.pending.some((x) => x.kind === 'carriage');
          if (keys.includes('table.arrive.carriage') !== ride) problems.push(`${where}: a ride promised ${!ride}, engine ${ride}`);
          seen[ride ? 'ride' : 'noRide']++;
        }
        if (keys.includes('table.arrive.centre')) {
          // the journeyman may scout at once
          if (!legalActions(r.state).some((x) => x.type === 'scout')) problems.push(`${where}: scouting promised, none offered`);
          seen.scout++;
        }
        if (keys.includes('table.arrive.centreLater')) {
          if (legalActions(r.state).some((x) => x.type === 'scout')) problems.push(`${where}: scouting said to wait, but offered`);
          seen.later++;
        }
      }
    });
    expect(problems.slice(0, 12)).toEqual([]);
    // the seeded games never step onto a carriage space with nowhere to ride: the test below does
    for (const [k, n] of Object.entries(seen)) if (k !== 'noRide') expect(n, k).toBeGreaterThan(0);
  });

  it('a step onto other journeymen promises their marker pieces and own ones exactly as the engine gives them (C08; C41 in version 2: an own piece at a first meeting only)', () => {
    const problems: string[] = [];
    const seen = { meetings: 0, own: 0, noOwn: 0 };
    const check = (v: Visit, p: Prompt) => {
      for (const o of p.options) {
        const a = o.action;
        if (a.type !== 'move') continue;
        const r = applyAction(v.state, a);
        if (!r.ok || !r.events.some((e) => e.type === 'met')) continue;
        seen.meetings++;
        const keys = o.consequences.map((m) => m.key);
        const where = `seed ${v.seed} v${v.state.engineVersion} action ${v.actions.length} ${a.to}`;
        const promisedOwn = keys.filter((k) => k === 'table.arrive.ownMarker').length;
        const ownGiven = r.events.filter((e) => e.type === 'ownMarker').length;
        if (promisedOwn !== ownGiven) problems.push(`${where}: own pieces promised ${promisedOwn}, engine ${ownGiven}`);
        const promisedTake = keys.filter((k) => k === 'table.arrive.takeMarker').length;
        const taken = r.events.filter((e) => e.type === 'tookMarker').length;
        if (promisedTake !== taken) problems.push(`${where}: pieces of others promised ${promisedTake}, engine ${taken}`);
        seen[ownGiven > 0 ? 'own' : 'noOwn']++;
      }
    };
    eachVisit(check);
    // version 1's reading too (a save of an older version plays on under it)
    for (const seed of [1, 2, 3, 4]) playSeeded(seed, 'random', (v) => void check(v, promptFor(v.view, v.legal, { routes: v.routes })), { engineVersion: 1 });
    expect(problems.slice(0, 12)).toEqual([]);
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(0);
  });

  it('meeting again someone whose piece could not be taken the first time (C41): their piece is promised, no own one', () => {
    const base = findState((st) => st.engineVersion >= 2 && st.players.length >= 2 && st.pending.at(-1)?.kind === 'turn' && legalActions(st).some((a) => a.type === 'move' && a.via === undefined && !a.belittle))!;
    const seat = base.turn.player;
    const other = (seat + 1) % base.players.length;
    const step = legalActions(base).find((a) => a.type === 'move' && a.via === undefined && !a.belittle) as Extract<Action, { type: 'move' }>;
    const players = base.players.map((p, i) => {
      if (i === seat) return { ...p, met: [other], otherMarkers: p.otherMarkers.filter((c) => c !== base.players[other]!.colour), ownMarkersInSupply: Math.max(1, p.ownMarkersInSupply) };
      if (i === other) return { ...p, position: step.to, ownMarkersOnCharly: Math.max(1, p.ownMarkersOnCharly) };
      return { ...p, position: p.position === step.to ? base.players[seat]!.position : p.position };
    });
    const state = { ...base, players };
    const legal = legalActions(state);
    const option = promptFor(viewFor(state, seat), legal, { routes: [] }).options.find((o) => o.action.type === 'move' && (o.action as typeof step).to === step.to && !(o.action as typeof step).belittle && (o.action as typeof step).via === undefined)!;
    expect(option).toBeDefined();
    const keys = option.consequences.map((m) => m.key);
    const r = applyAction(state, option.action);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.filter((e) => e.type === 'tookMarker')).toHaveLength(1);
    expect(r.events.filter((e) => e.type === 'ownMarker')).toHaveLength(0);
    expect(keys.filter((k) => k === 'table.arrive.takeMarker')).toHaveLength(1);
    expect(keys).not.toContain('table.arrive.ownMarker');
  });

  it('a step onto an inn or hostel promises the stop only when its fee can be raised (else: only walking on), as the engine offers', () => {
    const problems: string[] = [];
    let checked = 0;
    let poor = 0;
    let waived = 0;
    eachVisit((v, p) => {
      if (v.state.pending.at(-1)?.kind !== 'turn') return;
      for (const [broke, belittle] of [[false, false], [true, false], [true, true]] as const) {
        // the same position with an empty pouch, no earring and no cards to lose (C25): nothing to
        // pay with; the Belittle King turned up this turn (not usable yet) or ready to waive the fee
        const seat = p.seat;
        const fresh = belittle ? [] : ['belittleKing' as const];
        const state = broke ? { ...v.state, players: v.state.players.map((q, i) => (i === seat ? { ...q, thalers: 0, earring: false, hand: [], development: { ...q.development, belittleKing: 'ready' as const }, developmentFresh: fresh } : q)) } : v.state;
        const legal = legalActions(state);
        const prompt = broke ? promptFor(viewFor(state, seat), legal) : p;
        for (const o of prompt.options) {
          const a = o.action;
          if (a.type !== 'move' || a.via !== undefined || a.belittle) continue;
          const keys = o.consequences.map((m) => m.key);
          const offer = keys.find((k) => /^table\.arrive\.(inn|hostel)(TooDear|BelittleOnly)?$/.test(k));
          if (!offer) continue;
          const r = applyAction(state, a);
          if (!r.ok) continue;
          const stops = legalActions(r.state).filter((x) => x.type === 'useSpace');
          const canStop = stops.length > 0;
          if (canStop === offer.endsWith('TooDear')) problems.push(`seed ${v.seed} ${a.to}: ${offer}, engine offers a stop: ${canStop}`);
          // only with the card: every stop the engine offers is the Belittle King's
          const cardOnly = canStop && stops.every((x) => x.type === 'useSpace' && x.belittle);
          if (cardOnly !== offer.endsWith('BelittleOnly')) problems.push(`seed ${v.seed} ${a.to}: ${offer}, engine offers the stop only with the card: ${cardOnly}`);
          checked++;
          if (offer.endsWith('TooDear')) poor++;
          if (offer.endsWith('BelittleOnly')) waived++;
        }
      }
    });
    expect(problems.slice(0, 12)).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    expect(poor).toBeGreaterThan(5);
    expect(waived).toBeGreaterThan(5);
  });

  it('a step onto the carriage space of the only city on the table says no ride is to be had, and none is offered (C24)', () => {
    const one = findState((s) => s.phase === 'playing' && s.pending.at(-1)?.kind === 'turn' && s.turn.pointsLeft >= 1 && Object.keys(boardGraph(s.board.placed).carriage).length === 1);
    expect(one).not.toBeNull();
    const seat = one!.turn.player;
    const g = boardGraph(one!.board.placed);
    const carriage = Object.values(g.carriage)[0]!;
    const from = g.spaces.get(carriage)!.adjacent.find((id) => one!.players.every((q) => q.position !== id))!;
    const players = one!.players.map((q, i) => (i === seat ? { ...q, position: from, thalers: 30 } : q));
    const state = { ...one!, players };
    const legal = legalActions(state);
    const step = promptFor(viewFor(state, seat), legal).options.find((o) => o.action.type === 'move' && o.action.to === carriage && o.action.via === undefined && !o.action.belittle)!;
    expect(step).toBeDefined();
    expect(step.consequences.map((m) => m.key)).toContain('table.arrive.carriageNone');
    expect(step.consequences.map((m) => m.key)).not.toContain('table.arrive.carriage');
    const r = applyAction(state, step.action);
    expect(r.ok && r.state.pending.some((x) => x.kind === 'carriage')).toBe(false);
  });

  it('passing an inn, hostel or town hall with no foot-it point left is not called walking on', () => {
    const seen = { still: 0, on: 0 };
    eachVisit((v, p) => {
      for (const o of p.options) {
        if (o.action.type !== 'passSpace') continue;
        const still = v.view.turn.pointsLeft === 0;
        expect(o.label.key).toBe(still ? 'table.option.passSpaceStill' : 'table.option.passSpace');
        expect(p.detail?.key).toBe(still ? 'table.prompt.useSpace.detailStill' : 'table.prompt.useSpace.detail');
        seen[still ? 'still' : 'on']++;
      }
    });
    expect(seen.still, 'the test games stop at a space with no point left').toBeGreaterThan(0);
    expect(seen.on, 'the test games pass a space with points left').toBeGreaterThan(0);
  });

  it('meeting a personality names the requirement and the Insight in its label only, not again as lines', () => {
    let seen = 0;
    eachVisit((_v, p) => {
      for (const o of p.options) {
        if (o.action.type !== 'encounter') continue;
        seen++;
        expect(o.label.key).toMatch(/^table\.option\.encounter\./);
        const lines = o.consequences.map((m) => m.key);
        expect(lines).not.toContain('table.cost.requirement');
        expect(lines).not.toContain('table.gain.insight');
        // beside the personality's card: a short label without the name, which tells apart the ways to pay
        expect(o.short?.key).toMatch(/^table\.option\.encounter\.(insight|book)Short(Pay)?$/);
        expect(Object.keys(o.short?.params ?? {})).not.toContain('name');
      }
      const mine = p.options.filter((o) => o.action.type === 'encounter');
      for (const o of mine) {
        const same = mine.filter((x) => x.group === o.group && JSON.stringify(x.short) === JSON.stringify(o.short));
        expect(same, 'two options of one personality with the same short label').toHaveLength(1);
      }
    });
    expect(seen, 'the test games meet personalities').toBeGreaterThan(0);
  });

  it("Schreiner Reiner's jumps (C43) read apart by the way out of the hexagonal space, and a jump past a toll says so", () => {
    let jumps = 0;
    eachVisit((_v, p) => {
      const options = p.options.filter((o) => o.action.type === 'move' && (o.action as { via?: string }).via !== undefined);
      for (const o of options) {
        jumps++;
        // no "(variant n)": each jump's own words tell it from the others
        expect(o.label.key).toMatch(/^table\.option\.jump(Belittle)?$/);
        expect((o.label.params?.dir as { key: string }).key).toMatch(/^table\.dir\.to\.(e|ne|n|nw|w|sw|s|se)$/);
        expect(o.label.key === 'table.option.jumpBelittle').toBe(!!(o.action as { belittle?: boolean }).belittle);
      }
    });
    expect(jumps).toBeGreaterThan(10);
  });

  it('a revealed piece that fits one way only at a place is offered there without a count of turns', () => {
    const counts = { only: 0, turns: 0 };
    eachVisit((_v, p) => {
      if (p.kind !== 'scoutPlace') return;
      const byGroup = new Map<string, Option[]>();
      for (const o of p.options) byGroup.set(o.group ?? '', [...(byGroup.get(o.group ?? '') ?? []), o]);
      for (const group of byGroup.values()) {
        for (const o of group) {
          expect(o.label.key).toBe(group.length > 1 ? 'table.option.placePiece' : 'table.option.placePieceOnly');
          if (group.length > 1) expect(o.label.params?.m).toBe(group.length);
          counts[group.length > 1 ? 'turns' : 'only']++;
        }
      }
    });
    expect(counts.only).toBeGreaterThan(0);
    expect(counts.turns).toBeGreaterThan(0);
  });

  it('walk destinations: one per host route, with the first step among the options', () => {
    let seen = 0;
    eachVisit((v, p) => {
      if (p.kind !== 'turn') return;
      const d = p.board?.destinations ?? [];
      expect(d.length).toBe(v.routes.length);
      for (const x of d) {
        seen++;
        const first = p.options.find((o: Option) => o.id === x.firstStep);
        expect(first?.action.type).toBe('move');
        expect(x.steps).toBe(x.path.length - 1);
      }
    });
    expect(seen).toBeGreaterThan(1000);
  });
});
