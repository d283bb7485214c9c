import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState } from '../engine';
import { graphOf } from '../engine/boardApi';
import { seedRng } from '../engine/rng';
import { CITY_NAMES } from '../model/components';
import { greedyBot } from './greedy';
import { ruleAction } from './policy';
import { positionWhere, renderReason, seats, turnWithMoves } from './aiTestkit';
import { decide, quickDecision, type AiLevel, type AiMemory, type Decision } from './decide';
import { AI_REASON_MESSAGES, describeContinue, describeRule, describeSearch, doKey, goToKey, onwardOf, placeOf, reasonKeys, reasonMsg } from './reasons';
import type { ArmStats, TreeNode } from './search';

const render = renderReason;

/** Plays one game with `level` at seat 0 and the greedy bot elsewhere; returns every decision of seat 0. */
function playWith(level: AiLevel, seed: number, players: number, opts: { iterations?: number } = {}): { decisions: Decision[]; state: GameState; at: number[] } {
  const c = createGame({ seats: seats(players), seed, startPlayer: 0 });
  if (!c.ok) throw new Error(c.error.message);
  let state = c.state;
  let rng = seedRng(seed);
  const memory: AiMemory = {};
  const decisions: Decision[] = [];
  const at: number[] = []; // the game's action count at each decision of seat 0
  for (let i = 0; i < 5000 && state.phase !== 'finished'; i++) {
    const legal = legalActions(state);
    let a: Action;
    if (legal[0]!.player === 0) {
      const d = decide(viewFor(state, 0), legal, { level, seed: 5, iterations: opts.iterations, memory });
      expect(legal).toContain(d.action);
      expect(d.cancelled).toBe(false);
      decisions.push(d);
      at.push(state.actionCount);
      a = d.action;
    } else [a, rng] = greedyBot.choose(state, legal, rng);
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return { decisions, state, at };
}

describe('decide: every level plays whole games with legal actions only', () => {
  it.each([
    ['easy', 4, undefined],
    ['medium', 3, 20],
    ['hard', 2, 20],
  ] as const)('%s finishes a %i-player game', (level, players, iterations) => {
    const { state, decisions } = playWith(level, 31, players, { iterations });
    expect(state.phase).toBe('finished');
    expect(decisions.length).toBeGreaterThan(50);
  });
});

describe('reasons', () => {
  const keys = reasonKeys(AI_REASON_MESSAGES.en);

  it('the English and German catalogues have the same keys and the same placeholders', () => {
    expect(reasonKeys(AI_REASON_MESSAGES.de).sort()).toEqual(keys.slice().sort());
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const get = (o: object, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o) as string;
    for (const k of keys) expect(holes(get(AI_REASON_MESSAGES.de, k)), k).toEqual(holes(get(AI_REASON_MESSAGES.en, k)));
  });

  it('a walk\'s foot-it points show counted, one and many, in both languages; a saved reason keeps its plain numbers', () => {
    const saved = { key: 'ai.goTo.workCity', params: { steps: 1, city: 'Krinn', win: 40, alt: 30, vp: 28 } };
    const asMsg = reasonMsg(saved);
    // only the counts become counted words; names and the search's figures stay as they are
    expect(asMsg).toEqual({ key: 'ai.goTo.workCity', params: { steps: { key: 'ai.unit.points', params: { n: 1 }, count: 1 }, city: 'Krinn', win: 40, alt: 30, vp: 28 } });
    expect(saved.params.steps).toBe(1);
    expect(render('en', saved)).toBe('Goes to work in Krinn (1 foot-it point): estimated 40% to win this way, 30% with the next best choice, about 28 VP expected at the end.');
    expect(render('de', saved)).toMatch(/^Geht in Krinn arbeiten \(1 Tippelpunkt\): /);
    const many = { ...saved, params: { ...saved.params, steps: 3 } };
    expect(render('en', many)).toMatch(/^Goes to work in Krinn \(3 foot-it points\): /);
    expect(render('de', many)).toMatch(/^Geht in Krinn arbeiten \(3 Tippelpunkte\): /);
    // a count that is not a number (a damaged save) is shown as it is, never as a plural of nothing
    expect(reasonMsg({ key: 'ai.goTo.work', params: { steps: 'x' } }).params).toEqual({ steps: 'x' });
  });

  it.each([
    ['hard', 25],
    ['easy', undefined],
  ] as const)('every %s line of a whole game is in the catalogue, fully filled in, in English and German, without ids', (level, iterations) => {
    const { decisions } = playWith(level, 77, 3, { iterations });
    const seen = new Set<string>();
    for (const d of decisions) {
      expect(keys).toContain(d.reason.key);
      seen.add(d.reason.key);
      for (const locale of ['en', 'de'] as const) {
        const text = render(locale, d.reason);
        expect(text, `${d.reason.key} ${locale}`).not.toMatch(/[{}]/);
        expect(text).not.toBe(d.reason.key);
        // no raw engine ids: space ids contain ':' or '@', piece ids '-'
        expect(text).not.toMatch(/[@]|\b\w+:\w+/);
      }
      for (const v of Object.values(d.reason.params)) expect(typeof v === 'number' || typeof v === 'string').toBe(true);
      if (typeof d.reason.params.city === 'string') expect(CITY_NAMES as readonly string[]).toContain(d.reason.params.city);
    }
    // a game has walks, cards and forced moves at least; the beginner's slips say so
    const prefix = level === 'easy' ? 'ai.easy.' : 'ai.';
    expect([...seen].some((k) => k.startsWith(`${prefix}goTo.`))).toBe(true);
    expect(seen.has(`${prefix}playCard`)).toBe(true);
    expect(seen.has('ai.forced')).toBe(true);
    if (level === 'easy') {
      // a slip names what it does (a card, a stop, a stake …), on a hunch
      expect([...seen].some((k) => k.startsWith('ai.easy.whim.'))).toBe(true);
      // a slip that walks picks a place on a whim and follows the walk to its end
      const whims = decisions.map((d, i) => [d, decisions[i + 1]] as const).filter(([d]) => d.reason.key.startsWith('ai.easy.hunchTo.') && Number(d.reason.params.steps) >= 2);
      expect(whims.length).toBeGreaterThan(0);
      expect(whims.filter(([, next]) => next?.reason.key.startsWith('ai.onward.')).length).toBeGreaterThan(0);
      // the beginner never claims a search: no win chances in its lines
      for (const d of decisions) expect(render('en', d.reason)).not.toMatch(/%/);
    }
  });

  it('an easy walk names its place once: each further step towards the same place, right after, goes on with it', () => {
    const { decisions, at } = playWith('easy', 77, 3);
    const pairs = decisions.slice(1).map((next, i) => ({ d: decisions[i]!, next, direct: at[i + 1] === at[i]! + 1 }));
    const walking = pairs.filter(({ d, next, direct }) => direct && d.action.type === 'move' && next.action.type === 'move' && d.toward !== undefined && next.toward === d.toward);
    expect(walking.length).toBeGreaterThan(5);
    // never the same place named again with a point less: the step goes on with the walk
    for (const { d, next } of walking) {
      if (d.reason.key.startsWith('ai.easy.goTo.') || d.reason.key.startsWith('ai.onward.')) expect(next.reason.key, render('en', next.reason)).toMatch(/^ai\.onward\./);
    }
    // the first step of such a walk still names the place and its foot-it points, as the rule saw it
    const first = walking.find(({ d }) => d.reason.key.startsWith('ai.easy.goTo.'));
    expect(first).toBeDefined();
    expect(render('en', first!.d.reason)).toMatch(/\(\d+ foot-it points?\) — it looks best at first glance\.$/);
    expect(render('en', first!.next.reason)).toMatch(/^Keeps walking .*, as planned\.$/);
    // a step heading elsewhere than the step before names its new place
    const turned = pairs.filter(({ d, next, direct }) => direct && d.toward !== undefined && next.toward !== undefined && next.toward !== d.toward && next.action.type === 'move');
    for (const { next } of turned) expect(next.reason.key).not.toMatch(/^ai\.onward\./);
  });

  it('an easy slip never passes a space it stopped at (a walk there on a hunch said what it went for): at an inn or hostel it may use, a slip uses it', () => {
    const at = positionWhere(5, 3, (legal) => legal.some((a) => a.type === 'useSpace' && !a.belittle) && legal.some((a) => a.type === 'passSpace'));
    const seat = legalActions(at)[0]!.player;
    const slips: string[] = [];
    for (let aiSeed = 1; aiSeed <= 60; aiSeed++) {
      const d = decide(viewFor(at, seat), legalActions(at), { level: 'easy', seed: aiSeed });
      if (d.reason.key.startsWith('ai.easy.whim') || d.reason.key === 'ai.easy.hunch') slips.push(d.action.type);
    }
    // three in ten are slips: over 60 seeds some are
    expect(slips.length).toBeGreaterThan(5);
    expect(slips.filter((t) => t === 'passSpace')).toEqual([]);
  });

  it('an inn in the countryside is not said to hold encounters (C16); a tie-break roll is kept by its number, never as a 0 (C45)', () => {
    const state = turnWithMoves(4, 4, 80);
    const seat = state.turn.player;
    const inns = [...graphOf(state.board.placed).all()].filter((sp) => sp.kind === 'inn');
    const country = inns.find((sp) => !sp.city)!;
    const city = inns.find((sp) => sp.city);
    expect(country).toBeDefined();
    const at = (space: string): GameState => ({ ...state, pending: [...state.pending, { kind: 'useSpace', space }] });
    const use = { player: seat, type: 'useSpace' } as Action;
    expect(doKey(at(country.id), use)).toEqual({ key: 'use.inn', params: {} });
    expect(render('en', { key: 'ai.easy.use.inn', params: {} })).toBe('Stops at the inn for news and a dice game — it looks best at first glance.');
    expect(render('en', goToKey(state, 'ai.goTo', country.id, 2))).not.toMatch(/encounter/);
    if (city) {
      expect(doKey(at(city.id), use)).toEqual({ key: 'use.innCity', params: {} });
      expect(render('de', { key: 'ai.easy.use.innCity', params: {} })).toMatch(/Begegnungen/);
    }
    const tie: GameState = { ...state, pending: [...state.pending, { kind: 'keepRoll', purpose: 'tieBreak', seat, faces: [6, 4, 4] }] };
    const kept = describeRule(tie, { player: seat, type: 'keepRoll' } as Action, () => false);
    expect(kept).toEqual({ key: 'ai.keepTieRoll', params: { number: 644 } });
    expect(render('en', kept)).toBe('Keeps the rolled number 644 to break the tie.');
    expect(describeRule(tie, { player: seat, type: 'diceReroll', die: 1 } as Action, () => false)).toEqual({ key: 'ai.rerollRoll', params: { value: 4 } });
  });

  it('a walk to a town hall promises its seal and support only while it has them for the journeyman, else names it with nothing to collect (C20)', () => {
    const hallOf = (s: GameState) => [...graphOf(s.board.placed).all()].find((sp) => sp.kind === 'townhall' && sp.city && !(s.board.townSealMarkers[sp.id] ?? []).includes(s.turn.player));
    const state = [80, 160, 240, 320].map((after) => turnWithMoves(4, 4, after)).find((s) => hallOf(s) && s.players[s.turn.player]!.townSealsLeft > 0)!;
    expect(state).toBeDefined();
    const seat = state.turn.player;
    const hall = hallOf(state);
    expect(render('en', goToKey(state, 'ai.goTo', hall!.id, 2))).toMatch(/for its seal and travel support/);
    const visited: GameState = { ...state, board: { ...state.board, townSealMarkers: { ...state.board.townSealMarkers, [hall!.id]: [seat] } } };
    const line = goToKey(visited, 'ai.easy.hunchTo', hall!.id, 2);
    expect(line.key).toBe('ai.easy.hunchTo.townhallSpentCity');
    expect(render('en', line)).toBe(`Heads for the town hall of ${hall!.city} (2 foot-it points), with no seal to collect there — on a hunch.`);
    expect(render('de', goToKey(visited, 'ai.easy.goTo', hall!.id, 1))).toBe(`Steuert das Rathaus von ${hall!.city} an (1 Tippelpunkt), obwohl dort kein Siegel mehr zu holen ist – auf den ersten Blick das Beste.`);
  });

  it('a walk to an inn with no news left, or to a hostel with no companion left, names only what is left there', () => {
    const state = turnWithMoves(4, 4, 80);
    const spaces = [...graphOf(state.board.placed).all()];
    const inn = spaces.find((sp) => sp.kind === 'inn' && !sp.city)!;
    const hostel = spaces.find((sp) => sp.kind === 'hostel' && !sp.city)!;
    expect(render('en', goToKey(state, 'ai.goTo', inn.id, 2))).toMatch(/^Heads for an inn \(2 foot-it points\) for news and a dice game/);
    const bare: GameState = { ...state, newsStack: [], companionStack: [] };
    expect(render('en', goToKey(bare, 'ai.easy.goTo', inn.id, 2))).toBe('Heads for an inn (2 foot-it points) for a dice game — it looks best at first glance.');
    expect(render('de', goToKey(bare, 'ai.easy.hunchTo', hostel.id, 1))).toBe('Steuert eine Herberge an (1 Tippelpunkt), für ein blaues Kantholz – aus dem Bauch heraus.');
    const stop = (s: GameState): GameState => ({ ...s, pending: [...s.pending, { kind: 'useSpace', space: inn.id }] });
    const use = { player: state.turn.player, type: 'useSpace' } as Action;
    expect(doKey(stop(state), use)).toEqual({ key: 'use.inn', params: {} });
    expect(doKey(stop(bare), use)).toEqual({ key: 'use.innNoNews', params: {} });
    expect(render('en', { key: 'ai.easy.use.innNoNews', params: {} })).toBe('Stops at the inn for a dice game — it looks best at first glance.');
  });

  it('the lines promise only what the place can give the walker: a fee out of reach, a companion stack empty, a city inn with nobody waiting; an extension says what raised its Thalers', () => {
    const state = turnWithMoves(4, 4, 80);
    const seat = state.turn.player;
    const spaces = [...graphOf(state.board.placed).all()];
    const inn = spaces.find((sp) => sp.kind === 'inn' && !sp.city && (sp.fee ?? 0) > 0)!;
    const hostel = spaces.find((sp) => sp.kind === 'hostel' && (sp.fee ?? 0) > 0)!;
    const broke: GameState = { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, thalers: 0, earring: false, hand: [] } : p)) };
    expect(goToKey(broke, 'ai.goTo', inn.id, 2).key).toBe('ai.goTo.innTooDear');
    expect(render('en', goToKey(broke, 'ai.goTo', inn.id, 2))).toMatch(/^Walks to an inn \(2 foot-it points\) without the fee to stop there/);
    expect(goToKey(broke, 'ai.goTo', hostel.id, 1).key).toMatch(/^ai\.goTo\.hostelTooDear(City)?$/);
    // a stay with no companion left to meet
    const stay = (s: GameState): GameState => ({ ...s, pending: [...s.pending, { kind: 'useSpace', space: hostel.id }] });
    const use = { player: seat, type: 'useSpace' } as Action;
    expect(doKey(stay(state), use)).toEqual({ key: 'use.hostel', params: {} });
    expect(doKey(stay({ ...state, companionStack: [] }), use)).toEqual({ key: 'use.hostelNoCompanion', params: {} });
    // a city's inn with no news left: encounters only while somebody waits there (a later position, with cities on the table)
    const later = [160, 240, 320].map((after) => turnWithMoves(4, 4, after)).find((s) => [...graphOf(s.board.placed).all()].some((sp) => sp.kind === 'inn' && sp.city))!;
    expect(later).toBeDefined();
    const cityInn = [...graphOf(later.board.placed).all()].find((sp) => sp.kind === 'inn' && sp.city)!;
    const city = cityInn.city!;
    const atCity = (waiting: string[]): GameState => ({ ...later, newsStack: [], personalities: { ...later.personalities, [city]: waiting }, pending: [...later.pending, { kind: 'useSpace', space: cityInn.id }] });
    const useLater = { player: later.turn.player, type: 'useSpace' } as Action;
    expect(doKey(atCity([]), useLater)).toEqual({ key: 'use.innNoNews', params: {} });
    expect(doKey(atCity(['busch']), useLater)).toEqual({ key: 'use.innNoNewsCity', params: {} });
    const walkTo = (waiting: string[]) => goToKey({ ...atCity(waiting), pending: later.pending }, 'ai.goTo', cityInn.id, 2).key;
    expect([walkTo([]), walkTo(['busch'])]).toEqual(['ai.goTo.innDiceOnlyCity', 'ai.goTo.innNoNewsCity']);
    // the Belittle King ready waives a fee out of reach: then the stop is to be had
    const kingReady: GameState = { ...broke, players: broke.players.map((p, i) => (i === seat ? { ...p, development: { ...p.development, belittleKing: 'ready' }, developmentFresh: [] } : p)) };
    expect(goToKey(kingReady, 'ai.goTo', inn.id, 2).key).toBe('ai.goTo.inn');
    // the extension's 2 Thalers: from the pouch, by the earring, by a random card (C25)
    const ext = { player: seat, type: 'extend', value: 3 } as Action;
    const pouch = (thalers: number, earring: boolean): GameState => ({ ...state, players: state.players.map((p, i) => (i === seat ? { ...p, thalers, earring } : p)) });
    expect([doKey(pouch(5, true), ext)?.key, doKey(pouch(1, true), ext)?.key, doKey(pouch(1, false), ext)?.key]).toEqual(['extend', 'extendEarring', 'extendCard']);
    expect(render('de', { key: 'ai.extendEarring', params: { value: 3 } })).toMatch(/^Verkauft den Ohrring für die 2 Thaler und spielt noch die 3/);
  });

  it('the Lucky Fellow rerolls a poor die by what it means: a low wage or reward, a high price (Wilhelm Busch, C47)', () => {
    const state = turnWithMoves(4, 4, 80);
    const seat = state.turn.player;
    const players = state.players.map((p, i) => (i === seat ? { ...p, development: { ...p.development, luckyFellow: 'ready' as const }, developmentFresh: [] } : p));
    const at = (pending: GameState['pending'][number]): GameState => ({ ...state, players, pending: [...state.pending, pending] });
    const choice = (s: GameState) => ruleAction(s, legalActions(s), () => false)?.type;
    const price = (value: number) => at({ kind: 'keepRoll', purpose: 'requirement', value, city: 'Krinn', newsId: 'busch', take: 'insight' });
    const reward = (value: number) => at({ kind: 'keepRoll', purpose: 'reward', value, reason: 'news' });
    expect(choice(price(6))).toBe('diceReroll');
    expect(choice(price(1))).toBe('keepRoll');
    expect(choice(reward(1))).toBe('diceReroll');
    expect(choice(reward(6))).toBe('keepRoll');
  });

  it('a searched line reports the chosen arm and the runner-up as the search found them', () => {
    const state = turnWithMoves(4, 4, 80);
    const legal = legalActions(state);
    const d = decide(viewFor(state, legal[0]!.player), legal, { level: 'hard', seed: 9, iterations: 200 });
    const [best, second] = d.stats.arms;
    expect(best).toBeDefined();
    expect(d.reason.params.win).toBe(Math.round(100 * best!.win));
    expect(d.reason.params.alt).toBe(Math.round(100 * (second ?? best)!.win));
    expect(d.reason.params.vp).toBe(Math.round(best!.vp));
    expect(d.reason.params.runs).toBe(d.stats.iterations);
    expect(best!.visits).toBeGreaterThanOrEqual(second?.visits ?? 0);
  });

  it('a choice whose runner-up shows the higher win chance says why the runner-up was not taken', () => {
    const state = turnWithMoves(4, 4, 80);
    const first = legalActions(state).find((a) => a.type === 'endTurn')!;
    const arm = (visits: number, win: number, vp = 30): ArmStats => ({ key: 'k', arm: { key: 'k', first }, visits, total: visits / 2, winTotal: win * visits, vpTotal: vp * visits, avail: visits, prior: 0, child: null });
    const plain = describeSearch(state, arm(60, 0.4), arm(30, 0.3), 100);
    expect(plain.key).toBe('ai.endTurn');
    expect(render('en', plain)).toContain('40% to win this way, 30% with the next best choice');
    // equal win chances read as a tie, not as a worse pick; with the same VP too, the choice
    // makes no difference by the search's reckoning, and the line says so (not a purpose)
    expect(describeSearch(state, arm(60, 0.36), arm(30, 0.362, 31), 100).key).toBe('ai.endTurn');
    const same = describeSearch(state, arm(60, 0.36), arm(56, 0.362), 100);
    expect(same.key).toBe('ai.same.endTurn');
    expect(render('en', same)).toBe('Ends the turn here: it makes no difference by its reckoning (the next best choice came out the same: about 36% to win, about 30 VP expected at the end).');
    expect(render('de', same)).toContain(': rechnerisch ohne Unterschied (die zweitbeste Wahl schnitt gleich ab: etwa 36 % Siegchance, am Ende etwa 30 SP erwartet).');
    // alike in the estimates but tried far less often: the search did tell them apart
    expect(describeSearch(state, arm(60, 0.36), arm(30, 0.362), 100).key).toBe('ai.endTurn');
    // a decided race: nothing to win whatever is chosen
    expect(describeSearch(state, arm(28, 0, 52), arm(28, 0.001, 52.2), 100)).toMatchObject({ key: 'ai.same.endTurn', params: { win: 0, alt: 0 } });
    const fewer = describeSearch(state, arm(60, 0.36), arm(30, 0.37), 100);
    expect(fewer.key).toBe('ai.fewer.endTurn');
    expect(fewer.params).toMatchObject({ win: 36, alt: 37 });
    expect(render('en', fewer)).toBe('Ends the turn here: estimated 36% to win this way; the next best choice showed 37%, but in fewer simulated continuations; about 30 VP expected at the end.');
    expect(render('de', fewer)).toContain('37 %, aber in weniger durchgespielten Fortsetzungen');
    const rival = describeSearch(state, arm(40, 0.36), arm(40, 0.37), 100);
    expect(rival.key).toBe('ai.rival.endTurn');
    expect(render('en', rival)).toContain('showed 37%, but a smaller lead over the strongest rival');
    expect(render('de', rival)).toContain('weniger Vorsprung vor dem stärksten Rivalen');
    // a walk chosen on such a line is continued with the walk's own onward line: the onward
    // line comes from the destination itself, the same place its first line named
    const dests = legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(dests.length).toBeGreaterThan(0);
    for (const dest of dests) {
      const go = goToKey(state, 'ai.goTo', dest, 3);
      const on = describeContinue(state, dest);
      expect(on.key).toBe(go.key.replace('ai.goTo.', 'ai.onward.'));
      expect(on.params.city).toBe(go.params.city);
    }
  });

  it('a walk to journeymen on a space of no effect of its own names whom it meets (C08), in its first and its onward lines', () => {
    const state = turnWithMoves(4, 4, 80);
    const seat = legalActions(state)[0]!.player;
    const dests = legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    const plain = dests.find((d) => ['path', 'centre', 'homeland'].includes(placeOf(state, d).kind));
    expect(plain).toBeDefined();
    const others = state.players.map((_, i) => i).filter((i) => i !== seat);
    const standing = (seats: number[], at: string): GameState => ({ ...state, players: state.players.map((p, i) => (seats.includes(i) ? { ...p, position: at } : p)) });
    const name = (i: number) => state.players[i]!.name;
    // nobody there: the place's own line
    expect(goToKey(state, 'ai.goTo', plain!, 2).key).not.toMatch(/meet/);
    const one = standing([others[0]!], plain!);
    const go1 = goToKey(one, 'ai.goTo', plain!, 2);
    expect(go1).toEqual({ key: 'ai.goTo.meetOne', params: { steps: 2, a: name(others[0]!) } });
    const two = standing(others.slice(0, 2), plain!);
    const go2 = goToKey(two, 'ai.goTo', plain!, 3);
    expect(go2.key).toBe('ai.goTo.meetTwo');
    expect(render('en', { key: go2.key, params: { ...go2.params, win: 50, alt: 40, vp: 30 } })).toBe(
      `Walks over to meet ${name(others[0]!)} and ${name(others[1]!)} (3 foot-it points): estimated 50% to win this way, 40% with the next best choice, about 30 VP expected at the end.`,
    );
    expect(render('de', { key: go2.key, params: { ...go2.params, win: 50, alt: 40, vp: 30 } })).toContain(`Sucht ${name(others[0]!)} und ${name(others[1]!)} auf (3 Tippelpunkte)`);
    const on = describeContinue(two, plain!);
    expect(on.key).toBe('ai.onward.meetTwo');
    expect(render('en', on)).toBe(`Keeps walking to meet ${name(others[0]!)} and ${name(others[1]!)}, as planned.`);
    expect(render('de', on)).toBe(`Geht wie geplant weiter zu ${name(others[0]!)} und ${name(others[1]!)}.`);
    expect(goToKey(standing(others, plain!), 'ai.easy.hunchTo', plain!, 1).key).toBe('ai.easy.hunchTo.meetThree');
    // a space with an effect of its own keeps its line (the journeyman goes there for it; the meeting comes with it)
    const inn = [...graphOf(state.board.placed).all()].find((sp) => sp.kind === 'inn');
    expect(inn).toBeDefined();
    expect(goToKey(standing([others[0]!], inn!.id), 'ai.goTo', inn!.id, 2).key).toMatch(/^ai\.goTo\.inn(City)?$/);
    // a card played for such a walk (the search's plan: most of its tries went on with it) names
    // the meeting, and so does each step of a walk on the way there
    const endTurn = legalActions(state).find((a) => a.type === 'endTurn')!;
    const move = legalActions(state).find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.to === plain)!;
    const stats = (key: string, arm: ArmStats['arm'], visits: number, child: TreeNode | null = null, vp = 30): ArmStats => ({ key, arm, visits, total: visits / 2, winTotal: 0.4 * visits, vpTotal: vp * visits, avail: visits, prior: 0, child });
    const node = (...arms: ArmStats[]): TreeNode => ({ visits: arms.reduce((n, x) => n + x.visits, 0), arms: new Map(arms.map((x) => [x.key, x])), order: arms.map((x) => x.key) });
    const toMeet = stats('m', { key: 'm', first: move, dest: plain!, steps: 2 }, 7);
    const card = stats('c', { key: 'c', first: { player: seat, type: 'playCard', value: 3 } as Action }, 20, node(toMeet, stats('e', { key: 'e', first: endTurn }, 2)));
    const other = stats('o', { key: 'o', first: endTurn }, 5, null, 28);
    const played = describeSearch(two, card, other, 20);
    expect(played).toMatchObject({ key: 'ai.playFor.meetTwo', params: { value: 3, steps: 2, a: name(others[0]!), b: name(others[1]!) } });
    expect(render('en', played)).toBe(`Plays the 3 to walk over to meet ${name(others[0]!)} and ${name(others[1]!)} (2 foot-it points): estimated 40% to win this way, 40% with the next best choice, about 30 VP expected at the end.`);
    expect(render('de', played)).toContain(`Spielt die 3, um ${name(others[0]!)} und ${name(others[1]!)} aufzusuchen (2 Tippelpunkte)`);
    const onTo = onwardOf(two, 'elsewhere', { key: 'ai.toward.meetOne', params: { steps: 1, then: 2, a: name(others[0]!), win: 40, alt: 40, vp: 30 } });
    expect(onTo).toEqual({ key: 'ai.onward.toward.meetOne', params: { a: name(others[0]!) } });
    expect(render('en', onTo)).toBe(`Keeps walking on the way to meet ${name(others[0]!)}, as planned.`);
    expect(render('de', onTo)).toBe(`Geht wie geplant weiter, unterwegs zu ${name(others[0]!)}.`);
  });

  it('a searched walk to a plain path space names the place the search went on to from there, one to a hexagonal space the scouting, a card the walk it is played for, when one follow-up led', () => {
    const state = turnWithMoves(4, 4, 80);
    const legal = legalActions(state);
    const step = legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && placeOf(state, a.to).kind === 'path' && state.players.every((p) => p.position !== a.to));
    expect(step).toBeDefined();
    const work = [...graphOf(state.board.placed).all()].find((sp) => sp.kind === 'work' && state.players.every((p) => p.position !== sp.id));
    expect(work).toBeDefined();
    const endTurn = legal.find((a) => a.type === 'endTurn')!;
    const stats = (key: string, arm: ArmStats['arm'], visits: number, child: TreeNode | null = null): ArmStats => ({ key, arm, visits, total: visits / 2, winTotal: 0.4 * visits, vpTotal: 30 * visits, avail: visits, prior: 0, child });
    const node = (...arms: ArmStats[]): TreeNode => ({ visits: arms.reduce((n, a) => n + a.visits, 0), arms: new Map(arms.map((a) => [a.key, a])), order: arms.map((a) => a.key) });
    const toWork = (visits: number) => stats('w', { key: 'w', first: step!, dest: work!.id, steps: 2 }, visits);
    const ending = (visits: number) => stats('e', { key: 'e', first: endTurn }, visits);
    const walk = (child: TreeNode | null) => stats('p', { key: 'p', first: step!, dest: step!.to, steps: 1 }, 20, child);
    // a runner-up as estimated as the choice (the lines' second chance; a search with none: see below)
    // (a little fewer VP: a runner-up the same in all would make the choice no difference, ai.same.*)
    const other = { ...stats('o', { key: 'o', first: endTurn }, 5), vpTotal: 28 * 5 };
    const plain = goToKey(state, 'ai.goTo', step!.to, 1).key;
    expect(plain).toMatch(/^ai\.goTo\.path(City)?$/);
    // the walk to work led the continuations from there: the line names it, with both walks' points
    const led = describeSearch(state, walk(node(toWork(6), ending(3))), other, 20);
    const city = placeOf(state, work!.id).city;
    expect(led.key).toBe(city ? 'ai.toward.workCity' : 'ai.toward.work');
    expect(led.params).toMatchObject({ steps: 1, then: 2, win: 40 });
    expect(render('en', led)).toBe(
      `Walks along the paths (1 foot-it point) on the way to ${city ? `work in ${city}` : 'work at the wayside'} (2 foot-it points more): estimated 40% to win this way, 40% with the next best choice, about 30 VP expected at the end.`,
    );
    expect(render('de', led)).toContain(`Geht auf den Wegen weiter (1 Tippelpunkt), unterwegs ${city ? `zur Arbeit in ${city}` : 'zur Arbeit am Wegesrand'} (danach noch 2 Tippelpunkte)`);
    // each further step of that walk keeps naming the aim
    const on = onwardOf(state, step!.to, led);
    expect(on).toEqual({ key: city ? 'ai.onward.toward.workCity' : 'ai.onward.toward.work', params: city ? { city } : {} });
    expect(render('en', on)).toBe(`Keeps walking on the way to ${city ? `work in ${city}` : 'work at the wayside'}, as planned.`);
    expect(render('de', on)).toBe(`Geht wie geplant weiter, unterwegs ${city ? `zur Arbeit in ${city}` : 'zur Arbeit am Wegesrand'}.`);
    // no plan to speak of: a tie, too few tries, a follow-up that is no walk, no subtree at all
    expect(describeSearch(state, walk(node(toWork(4), ending(4))), other, 20).key).toBe(plain);
    expect(describeSearch(state, walk(node(toWork(2))), other, 20).key).toBe(plain);
    expect(describeSearch(state, walk(node(toWork(3), ending(5))), other, 20).key).toBe(plain);
    // a plan the search was still split over (the most tried, but not in most tries): the next
    // decision, a search of its own, often goes another way, so it is not promised
    const third = (visits: number) => stats('t', { key: 't', first: { player: step!.player, type: 'scout', kind: 'landscape', pay: 'point' } as Action }, visits);
    expect(describeSearch(state, walk(node(toWork(5), ending(3), third(3))), other, 20).key).toBe(plain);
    expect(describeSearch(state, walk(node(toWork(6), ending(3), third(2))), other, 20).key).toBe(led.key);
    expect(describeSearch(state, walk(null), other, 20).key).toBe(plain);
    expect(onwardOf(state, step!.to, describeSearch(state, walk(null), other, 20))).toEqual(describeContinue(state, step!.to));
    // a walk to a hexagonal space that the search follows up with scouting there says so
    const hex = [...graphOf(state.board.placed).all()].find((sp) => sp.kind === 'centre' && state.players.every((p) => p.position !== sp.id));
    expect(hex).toBeDefined();
    const hexCity = placeOf(state, hex!.id).city;
    const scout = (kind: 'landscape' | 'city', visits: number) => stats(`s${kind}`, { key: `s${kind}`, first: { player: step!.player, type: 'scout', kind, pay: 'point' } as Action }, visits);
    const toHex = (child: TreeNode | null) => stats('h', { key: 'h', first: step!, dest: hex!.id, steps: 2 }, 20, child);
    const scouting = describeSearch(state, toHex(node(scout('city', 5), ending(2))), other, 20);
    expect(scouting.key).toBe(`ai.scoutAt.city${hexCity ? 'City' : ''}`);
    expect(render('en', scouting)).toContain(`${hexCity ? `Heads for the central hexagon of ${hexCity}` : 'Heads for a hexagonal space'} (2 foot-it points) to scout out a new city board there: estimated 40% to win`);
    expect(render('de', scouting)).toContain('(2 Tippelpunkte), um dort eine neue Stadttafel auszubaldowern: geschätzt 40 % Siegchance');
    const onHex = onwardOf(state, hex!.id, scouting);
    expect(onHex.key).toBe(`ai.onward.scoutAt.city${hexCity ? 'City' : ''}`);
    expect(render('en', onHex)).toMatch(/^Keeps walking to the (hexagonal space|central hexagon of \w+) to scout there, as planned\.$/);
    expect(describeSearch(state, toHex(node(scout('landscape', 5), toWork(5))), other, 20).key).toBe(goToKey(state, 'ai.goTo', hex!.id, 2).key);
    expect(describeSearch(state, toHex(node(toWork(6), scout('landscape', 2))), other, 20).key).toBe(goToKey(state, 'ai.goTo', hex!.id, 2).key);
    // a card played for a walk (the card's value is its foot-it points) names that walk
    const card = (child: TreeNode | null) => stats('c', { key: 'c', first: { player: step!.player, type: 'playCard', value: 4 } }, 20, child);
    const played = describeSearch(state, card(node(toWork(6), ending(2))), other, 20);
    expect(played).toMatchObject({ key: city ? 'ai.playFor.workCity' : 'ai.playFor.work', params: { value: 4, steps: 2 } });
    expect(render('en', played)).toBe(
      `Plays the 4 to walk to ${city ? `work in ${city}` : 'work at the wayside'} (2 foot-it points): estimated 40% to win this way, 40% with the next best choice, about 30 VP expected at the end.`,
    );
    expect(render('de', played)).toContain(`Spielt die 4, um ${city ? `zur Arbeit in ${city}` : 'zur Arbeit am Wegesrand'} zu gehen (2 Tippelpunkte)`);
    const extension = describeSearch(state, stats('x', { key: 'x', first: { player: step!.player, type: 'extend', value: 3 } }, 20, node(toWork(6))), other, 20);
    expect(extension.key).toBe(city ? 'ai.extendFor.workCity' : 'ai.extendFor.work');
    expect(render('en', extension)).toContain(`Pays 2 Thalers to play the 3 as well and walk to ${city ? `work in ${city}` : 'work at the wayside'} (2 foot-it points)`);
    expect(render('de', extension)).toContain('Zahlt 2 Thaler und spielt noch die 3, um zur Arbeit');
    expect(describeSearch(state, card(node(toWork(3), ending(3))), other, 20).key).toBe('ai.playCard');
    expect(describeSearch(state, card(null), other, 20).key).toBe('ai.playCard');
    // the runner-up's better showing is explained on these lines too
    const runnerUp = stats('r', { key: 'r', first: endTurn }, 10);
    runnerUp.winTotal = 0.6 * 10;
    const fewer = describeSearch(state, walk(node(toWork(6), ending(3))), runnerUp, 30);
    expect(fewer.key).toBe(led.key.replace('ai.', 'ai.fewer.'));
    expect(render('en', fewer)).toContain('the next best choice showed 60%, but in fewer simulated continuations');
  });

  it('an extension played for a walk says what raises its 2 Thalers, as the plain extension does: the pouch, the earring, a random card', () => {
    const state = turnWithMoves(4, 4, 80);
    const seat = state.turn.player;
    const legal = legalActions(state);
    const endTurn = legal.find((a) => a.type === 'endTurn')!;
    const step = legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move')!;
    const work = [...graphOf(state.board.placed).all()].find((sp) => sp.kind === 'work' && state.players.every((p) => p.position !== sp.id))!;
    const city = placeOf(state, work.id).city;
    const stats = (key: string, arm: ArmStats['arm'], visits: number, child: TreeNode | null = null): ArmStats => ({ key, arm, visits, total: visits / 2, winTotal: 0.4 * visits, vpTotal: 30 * visits, avail: visits, prior: 0, child });
    const toWork = stats('w', { key: 'w', first: step, dest: work.id, steps: 2 }, 6);
    const follow: TreeNode = { visits: 6, arms: new Map([['w', toWork]]), order: ['w'] };
    // (a little fewer VP: a runner-up the same in all would make the choice no difference, ai.same.*)
    const other = { ...stats('o', { key: 'o', first: endTurn }, 5), vpTotal: 28 * 5 };
    const ext = { player: seat, type: 'extend', value: 3 } as Action;
    const pouch = (thalers: number, earring: boolean): GameState => ({ ...state, players: state.players.map((p, i) => (i === seat ? { ...p, thalers, earring } : p)) });
    const line = (s: GameState) => describeSearch(s, stats('x', { key: 'x', first: ext }, 20, follow), other, 20);
    const place = city ? 'workCity' : 'work';
    expect([line(pouch(5, true)).key, line(pouch(1, true)).key, line(pouch(1, false)).key]).toEqual([`ai.extendFor.${place}`, `ai.extendEarringFor.${place}`, `ai.extendCardFor.${place}`]);
    const where = city ? `work in ${city}` : 'work at the wayside';
    expect(render('en', line(pouch(0, true)))).toMatch(new RegExp(`^Sells the earring for the 2 Thalers to play the 3 as well and walk to ${where} \\(2 foot-it points\\): estimated 40%`));
    expect(render('en', line(pouch(0, false)))).toMatch(new RegExp(`^Gives up a random card for the 2 Thalers to play the 3 as well and walk to ${where} \\(2 foot-it points\\)`));
    expect(render('de', line(pouch(0, true)))).toMatch(/^Verkauft den Ohrring für die 2 Thaler und spielt noch die 3, um zur Arbeit .* zu gehen \(2 Tippelpunkte\)/);
    expect(render('de', line(pouch(0, false)))).toMatch(/^Gibt eine zufällige Karte für die 2 Thaler ab und spielt noch die 3, um zur Arbeit .* zu gehen/);
  });

  it('a searched extension with an empty pouch and the earring says the earring pays, as the engine then sells it', () => {
    // seed 1: the hard level extends for a walk to work (the position the reviewer found)
    const base = positionWhere(1, 2, (l) => l.some((a) => a.type === 'extend'), 20);
    const seat = legalActions(base)[0]!.player;
    const s: GameState = { ...base, players: base.players.map((p, i) => (i === seat ? { ...p, thalers: 0, earring: true } : p)) };
    const legal = legalActions(s);
    const d = decide(viewFor(s, seat), legal, { level: 'hard', seed: 7, iterations: 300 });
    expect(d.action.type).toBe('extend');
    const r = applyAction(s, d.action);
    expect(r.ok && r.events.some((e) => e.type === 'soldEarring')).toBe(true);
    expect(d.reason.key).toMatch(/^ai\.(?:(?:fewer|rival)\.)?extendEarring(?:For\.\w+)?$/);
    expect(render('en', d.reason)).toMatch(/^Sells the earring for the 2 Thalers to play the \d as well/);
  });

  it('a search that tried one choice only says so, and claims no chance for a next best choice', () => {
    const s = turnWithMoves(8, 4, 250);
    const seat = legalActions(s)[0]!.player;
    // a clock that jumps 200 ms per reading: one iteration fits the medium level's 150 ms
    let t = 0;
    const d = decide(viewFor(s, seat), legalActions(s), { level: 'medium', seed: 1, now: () => (t += 200) });
    expect(d.stats.iterations).toBe(1);
    expect(d.stats.arms).toHaveLength(1);
    expect(d.reason.key).toMatch(/^ai\.sole\./);
    expect(d.reason.params.alt).toBeUndefined();
    expect(d.reason.params.win).toBe(Math.round(100 * d.stats.arms[0]!.win));
    const en = render('en', d.reason);
    expect(en).not.toContain('next best choice');
    expect(en).toMatch(new RegExp(`: estimated ${d.reason.params.win}% to win this way, about ${d.reason.params.vp} VP expected at the end; no other choice was simulated\\.$`));
    expect(render('de', d.reason)).toMatch(/am Ende etwa \d+ SP erwartet; keine andere Wahl wurde durchgespielt\.$/);
    // a runner-up never tried counts as none; a walk begun on such a line goes on with its aim
    const state = turnWithMoves(4, 4, 80);
    const endTurn = legalActions(state).find((a) => a.type === 'endTurn')!;
    const arm = (visits: number): ArmStats => ({ key: 'k', arm: { key: 'k', first: endTurn }, visits, total: visits / 2, winTotal: 0.3 * visits, vpTotal: 20 * visits, avail: visits, prior: 0, child: null });
    expect(describeSearch(state, arm(1), arm(0), 1)).toEqual({ key: 'ai.sole.endTurn', params: { win: 30, vp: 20, runs: 1 } });
    expect(render('en', describeSearch(state, arm(1), undefined, 1))).toBe('Ends the turn here: estimated 30% to win this way, about 20 VP expected at the end; no other choice was simulated.');
    expect(onwardOf(state, 'x', { key: 'ai.sole.toward.innCity', params: { city: 'Krinn', steps: 1, then: 2, win: 30, vp: 20 } })).toEqual({ key: 'ai.onward.toward.innCity', params: { city: 'Krinn' } });
  });

  it('a forced decision is answered at once, without search', () => {
    const state = positionWhere(2, 2, () => true);
    const legal = legalActions(state).slice(0, 1);
    const d = decide(viewFor(state, legal[0]!.player), legal, { level: 'hard', seed: 1 });
    expect(d.action).toBe(legal[0]);
    expect(d.reason).toEqual({ key: 'ai.forced', params: {} });
    expect(d.stats.iterations).toBe(0);
  });
});

describe('the dice stake', () => {
  // a position where a journeyman calls a dice game and chooses its stake
  const base = positionWhere(7, 3, (legal) => legal.some((a) => a.type === 'diceMode'));
  const seat = legalActions(base)[0]!.player;
  const adjusted = (mine: Partial<GameState['players'][number]>, othersVp: number): GameState => ({
    ...base,
    players: base.players.map((p, i) => (i === seat ? { ...p, ...mine } : { ...p, vp: p.vp + othersVp })),
  });

  it('its line says what the stake was chosen on, ahead or behind, not how small it is', () => {
    // far behind, with a single Thaler in the purse: it stakes all it can, which is 1
    const behind = adjusted({ thalers: 1, vp: 0 }, 40);
    const d = decide(viewFor(behind, seat), legalActions(behind), { level: 'medium', seed: 1 });
    expect(d.action).toMatchObject({ type: 'diceMode', mode: 'high', bet: 1 });
    expect(d.reason.key).toBe('ai.dice.hostBehindOne');
    expect(render('en', d.reason)).toBe('Starts a dice game and bets 1 Thaler, as much as possible: by its reckoning a rival is heading for more points.');
    expect(render('de', d.reason)).toContain('mit 1 Thaler Einsatz, so viel wie möglich');
  });

  it('far ahead, the smallest stake, and the line says so', () => {
    const ahead = adjusted({ thalers: 12, vp: 60 }, 0);
    const d = decide(viewFor(ahead, seat), legalActions(ahead), { level: 'medium', seed: 1 });
    expect(d.action).toMatchObject({ type: 'diceMode', mode: 'high', bet: 1 });
    expect(d.reason.key).toBe('ai.dice.hostLeadOne');
  });

  it('behind with an empty pouch, the smallest stake, and the line says what pays for it, as the engine does', () => {
    for (const [earring, key, event] of [
      [true, 'ai.dice.hostBehindEarringOne', 'soldEarring'],
      [false, 'ai.dice.hostBehindCardOne', 'lostCard'],
    ] as const) {
      const behind = adjusted({ thalers: 0, earring, vp: 0 }, 40);
      const legal = legalActions(behind);
      expect(legal.filter((a) => a.type === 'diceMode' && a.mode === 'high').map((a) => (a as { bet: number }).bet)).toContain(5);
      const d = decide(viewFor(behind, seat), legal, { level: 'medium', seed: 1 });
      expect(d.action).toMatchObject({ type: 'diceMode', mode: 'high', bet: 1 });
      expect(d.reason).toEqual({ key, params: { bet: 1 } });
      // what the line says is what happens: one earring sold, or one card given up, for the 1 Thaler
      const r = applyAction(behind, d.action);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const mine = r.events.filter((e) => (e as { player?: number }).player === seat && (e.type === 'soldEarring' || e.type === 'lostCard'));
      expect(mine.map((e) => e.type)).toEqual([event]);
    }
    const broke = (earring: boolean) => ({ key: `ai.dice.hostBehind${earring ? 'Earring' : 'Card'}One`, params: { bet: 1 } });
    expect(render('en', broke(true))).toBe('Starts a dice game and bets 1 Thaler, the smallest bet: no more although it reckons itself behind, as the pouch is empty and the earring must be sold to pay it.');
    expect(render('en', broke(false))).toBe('Starts a dice game and bets 1 Thaler, the smallest bet: no more although it reckons itself behind, as the pouch is empty and a random card must be given up to pay it.');
    expect(render('de', broke(true))).toBe('Eröffnet eine Knobelrunde mit 1 Thaler Einsatz, dem kleinsten: Trotz erwarteten Rückstands nicht mehr, denn die Geldkatze ist leer und dafür muss der Ohrring verkauft werden.');
    expect(render('de', broke(false))).toContain('dafür muss eine zufällige Karte abgegeben werden');
  });

  it("a close race: the stake and its line do not turn on the AI's guess of the rivals' hands (each valued at what the view lets it expect)", () => {
    // 4 players, seed 7, greedy play: at action 44 a journeyman whose estimate is close to a
    // rival's (reproduced: one determinization's guessed hands put it ahead, another behind) calls a game
    const c = createGame({ seats: seats(4), seed: 7, startPlayer: 0 });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    let state = c.state;
    let rng = seedRng(7);
    while (state.actionCount < 44) {
      let a: Action;
      [a, rng] = greedyBot.choose(state, legalActions(state), rng);
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const legal = legalActions(state);
    expect(legal.some((a) => a.type === 'diceMode')).toBe(true);
    const who = legal[0]!.player;
    const choices = new Set<string>();
    for (let aiSeed = 1; aiSeed <= 16; aiSeed++) {
      const d = decide(viewFor(state, who), legal, { level: 'medium', seed: aiSeed, iterations: 10 });
      choices.add(`${JSON.stringify(d.action)} ${d.reason.key}`);
    }
    expect([...choices]).toHaveLength(1);
  });

  it('behind with a full purse, the largest stake', () => {
    const behind = adjusted({ thalers: 12, vp: 0 }, 40);
    const d = decide(viewFor(behind, seat), legalActions(behind), { level: 'medium', seed: 1 });
    expect(d.action).toMatchObject({ type: 'diceMode', mode: 'high', bet: 5 });
    expect(d.reason.key).toBe('ai.dice.hostBehind');
    expect(render('en', d.reason)).toBe('Starts a dice game and bets 5 Thalers, as much as possible: by its reckoning a rival is heading for more points.');
  });
});

describe('placing a die', () => {
  it('with two places left, the line names the place taken and why: the front one, or the front one left for a better die', () => {
    const seen = new Set<string>();
    for (const seed of [3, 7, 11, 19, 23, 29, 31, 37]) {
      let state: GameState;
      try {
        state = positionWhere(seed, 3, (legal) => legal.filter((a) => a.type === 'dicePlace').length === 2);
      } catch {
        continue;
      }
      const legal = legalActions(state);
      const seat = legal[0]!.player;
      const d = decide(viewFor(state, seat), legal, { level: 'medium', seed: 1 });
      if (d.action.type !== 'dicePlace') continue; // the Lucky Fellow's reroll instead
      const free = legal.flatMap((a) => (a.type === 'dicePlace' ? [a.position] : []));
      const front = d.action.position === Math.min(...free);
      const place = ['hundreds', 'tens', 'units'][d.action.position]!;
      const low = state.dice!.mode === 'low' ? 'low.' : '';
      expect(d.reason.key).toBe(`ai.dice.${low}${front ? 'up' : 'down'}${place[0]!.toUpperCase()}${place.slice(1)}`);
      expect(render('en', d.reason)).toContain(`Puts the ${state.dice!.rolled} in the ${place} place`);
      seen.add(front ? 'up' : 'down');
    }
    expect(seen.size).toBe(2); // both kinds of line were met
  });

  it('where the lowest number wins, a low die goes in front and a high one at the back, and the line says so', () => {
    const state = positionWhere(3, 3, (legal) => legal.filter((a) => a.type === 'dicePlace').length === 3);
    const seat = legalActions(state)[0]!.player;
    const rolled = (mode: 'high' | 'low', value: number): GameState => ({ ...state, dice: { ...state.dice!, mode, rolled: value } });
    const place = (position: number) => ({ player: seat, type: 'dicePlace', position }) as Action;
    const low1 = describeRule(rolled('low', 1), place(0), () => false);
    expect(low1).toEqual({ key: 'ai.dice.low.front', params: { value: 1 } });
    expect(render('en', low1)).toBe('Puts the 1 in the hundreds place: a die this low belongs in front when the lowest number wins.');
    expect(render('de', describeRule(rolled('low', 6), place(2), () => false))).toBe('Setzt die 6 auf die Einerstelle: Wenn die niedrigste Zahl gewinnt, kommt so ein hoher Wurf nach hinten.');
    expect(describeRule(rolled('low', 3), place(1), () => false).key).toBe('ai.dice.middle');
    expect(render('en', describeRule(rolled('high', 6), place(0), () => false))).toBe('Puts the 6 in the hundreds place: a die this good belongs in front.');
  });
});

describe('walks', () => {
  it('with memory, the steps after the first follow the chosen walk without a new search', () => {
    const { decisions } = playWith('hard', 12, 2, { iterations: 30 });
    const onward = decisions.filter((d) => d.reason.key.startsWith('ai.onward.'));
    expect(onward.length).toBeGreaterThan(3);
    for (const d of onward) {
      expect(d.stats.iterations).toBe(0);
      // the destination named when the walk was chosen is the one named on the way
      expect(d.reason.key.replace('ai.onward.', '')).toMatch(/^(?:(?:toward\.)?(?:homeland|centre|path|inn|hostel|townhall|work|leisure|carriage)(?:City)?|(?:toward\.)?meet(?:One|Two|Three)|scoutAt\.(?:landscape|city)(?:City)?)$/);
    }
  });

  it('a walk names the space it heads for (the hint shows its route): the same on every step, and the last step arrives there', () => {
    const { decisions } = playWith('hard', 12, 2, { iterations: 30 });
    // a further step of a walk: its onward line, or a white scantling placed on the way (the rule's line)
    const onTheWay = (x: Decision) => x.reason.key.startsWith('ai.onward.') || (x.action.type === 'placeWhite' && x.toward !== undefined);
    let walks = 0;
    for (let i = 0; i < decisions.length; i++) {
      const d = decisions[i]!;
      // a walk's first line: `ai.goTo.*`, `ai.toward.*` or `ai.scoutAt.*` (a walk with its aim), or the same with why the runner-up was not taken (or that there was none)
      if (!/^ai\.(?:(?:fewer|rival|sole|same)\.)?(?:goTo|toward|scoutAt)\./.test(d.reason.key)) {
        if (!onTheWay(d)) expect(d.toward, d.reason.key).toBeUndefined();
        continue;
      }
      walks++;
      expect(d.action.type).toBe('move');
      const toward = d.toward;
      expect(typeof toward).toBe('string');
      let last = d;
      for (let k = i + 1; k < decisions.length && onTheWay(decisions[k]!); k++) {
        expect(decisions[k]!.toward).toBe(toward);
        last = decisions[k]!;
      }
      expect((last.action as { to?: string }).to).toBe(toward);
    }
    expect(walks).toBeGreaterThan(3);
  });

  it('a white scantling placed on a planned walk gives the rule’s line, not the walk’s “keeps walking”', () => {
    // seed 28: the medium level's walk passes a space that gives a white scantling, placed by rule on the way
    const { decisions } = playWith('medium', 28, 2, { iterations: 20 });
    const white = decisions.map((d, i) => ({ d, i })).filter(({ d }) => d.action.type === 'placeWhite' && d.toward !== undefined);
    expect(white.length).toBeGreaterThan(0);
    for (const { d, i } of white) {
      const segment = (d.action as Extract<Action, { type: 'placeWhite' }>).segment;
      expect(d.reason).toEqual({ key: `ai.white.${segment}`, params: {} });
      expect(d.stats.iterations).toBe(0); // a step of the plan, not a new decision
      expect(render('en', d.reason)).toMatch(/^Puts the white scantling on the /);
      // the walk's own steps, before it, keep walking as planned towards the same place
      const before = decisions[i - 1]!;
      expect(before.toward).toBe(d.toward);
      expect(before.action.type).toBe('move');
    }
  });

  it('a cancelled search comes back marked cancelled', () => {
    const state = turnWithMoves(4, 4, 80);
    const legal = legalActions(state);
    const d = decide(viewFor(state, legal[0]!.player), legal, { level: 'hard', seed: 9, thinkMs: 10_000, signal: { aborted: true } });
    expect(d.cancelled).toBe(true);
  });
});

describe('quickDecision (the fallback when the search cannot run)', () => {
  it('plays a whole game with one of the legal actions each time, from the view alone, saying why in both languages', () => {
    const c = createGame({ seats: seats(3), seed: 31, startPlayer: 0 });
    if (!c.ok) throw new Error(c.error.message);
    let state = c.state;
    let fallbacks = 0;
    for (let i = 0; i < 5000 && state.phase !== 'finished'; i++) {
      const legal = legalActions(state);
      const seat = legal[0]!.player;
      const d = quickDecision(viewFor(state, seat), legal, 1000 + i);
      expect(legal).toContain(d.action);
      if (legal.length > 1) {
        expect(d.reason.key).toBe('ai.fallback');
        fallbacks++;
      }
      const r = applyAction(state, d.action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.phase).toBe('finished');
    expect(fallbacks).toBeGreaterThan(50);
    expect(render('en', { key: 'ai.fallback', params: {} })).toMatch(/calculation failed/);
    expect(render('de', { key: 'ai.fallback', params: {} })).toMatch(/Berechnung/);
  });
});
