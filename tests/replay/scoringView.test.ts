/**
 * The scoring screens' presentation: every engine category has a name and an explanation in
 * English and German; the table's sections and totals add the engine's lines up to each
 * player's VP; the year end's events give the hat and the start player; the narration
 * adapter never shows an engine id.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import scoring from '../../renderer/src/i18n/scoring';
import en from '../../renderer/src/i18n/en';
import { CATEGORY_ORDER, categoryKey, decidedText, linesOf, outcomeFromEvents, raceOf, raceTop, sortCategories, standingsOf, tableSections, tableTotals } from '../../renderer/src/components/scoring/scoringModel';
import { narrateBatch } from '../../shared/narration';
import { renderMsg, type Translate } from '../../shared/decisions/msg';
import type { GameEvent } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import { i18n } from '../../renderer/src/i18n';
import { engine } from '../support/engine';
import { botGame, SETUP3 } from './fixtures';
import { ReplayService } from '../../electron/main/replay/ReplayService';
import { logOfRecord } from '../../electron/main/presenter';
import type { EngineAction } from '../../electron/main/engine';
import type { MsgPayload } from '../../shared/ipc/contract';
import { playGame } from '../../shared/sim/playout';
import { randomBot } from '../../shared/ai';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
function at(o: unknown, path: string): unknown {
  return path.split('.').reduce((x: unknown, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);
}

/** Every category the engine can score, read from its source (SEGMENT_CATEGORY and `category:`). */
const engineSource = readFileSync(new URL('../../shared/engine/scoring.ts', import.meta.url), 'utf8');
const segmentBlock = /SEGMENT_CATEGORY[^{]*\{([^}]*)\}/.exec(engineSource)?.[1] ?? '';
const ENGINE_CATEGORIES = new Set([...segmentBlock.matchAll(/'(\w+)'/g), ...engineSource.matchAll(/category: '(\w+)'/g)].map((m) => m[1]!));

describe('scoring messages', () => {
  it('German has exactly the English keys, none empty, none clashing with the base messages', () => {
    expect(keys(scoring.de).sort()).toEqual(keys(scoring.en).sort());
    for (const k of keys(scoring.de)) expect(String(at(scoring.de, k)).trim(), k).not.toBe('');
    for (const top of Object.keys(scoring.en)) expect(Object.keys(en), top).not.toContain(top);
  });

  it('every engine category (C33, C35) has a player-facing name and a one-line explanation in EN and DE', () => {
    expect(ENGINE_CATEGORIES.size).toBeGreaterThanOrEqual(15);
    for (const c of ENGINE_CATEGORIES) {
      expect(categoryKey(c), c).toBe(`scoring.categories.${c}`);
      expect(CATEGORY_ORDER as readonly string[]).toContain(c);
      for (const lang of [scoring.en, scoring.de]) {
        const name = at(lang, `scoring.categories.${c}.name`);
        const hint = at(lang, `scoring.categories.${c}.hint`);
        expect(typeof name === 'string' && name.length > 0 && name !== c, `${c} name`).toBe(true);
        expect(typeof hint === 'string' && hint.length > 10 && !hint.includes('\n'), `${c} hint`).toBe(true);
      }
    }
    expect(categoryKey('somethingNew')).toBe('scoring.categories.other');
  });
});

describe('the breakdown adds up (C33, C35)', () => {
  const game = botGame();
  const r = engine.replay({ format: 'auf-der-walz-record', engineVersion: engine.engineVersion, setup: game.setup, actions: game.actions });
  if (!r.ok) throw new Error(r.error.message);
  const state = r.state;

  it('sections per scoring, subtotals of their rows, totals equal to each VP track', () => {
    const sections = tableSections(state.scorings, state.players.length);
    expect(sections.map((s) => `${s.kind}${s.year}`)).toEqual(['year1', 'year2', 'year3', 'final4']);
    sections.forEach((s, k) => {
      const lines = state.scorings[k]!.perPlayer;
      s.subtotal.forEach((v, seat) => expect(v).toBe(lines[seat]!.reduce((n, l) => n + l.vp, 0)));
      for (const row of s.rows) expect(row.vp.some((v) => v !== 0)).toBe(true);
    });
    expect(tableTotals(sections, state.players.length)).toEqual(state.players.map((p) => p.vp));
  });

  it('the race: 0 at the start, then after each scoring what the table adds up to there, ending on each VP track', () => {
    const race = raceOf(state.scorings, state.players.length);
    expect(race.map((p) => `${p.kind}${p.year}`)).toEqual(['start0', 'year1', 'year2', 'year3', 'final4']);
    expect(race[0]!.totals).toEqual(state.players.map(() => 0));
    const sections = tableSections(state.scorings, state.players.length);
    race.slice(1).forEach((p, k) => expect(p.totals).toEqual(tableTotals(sections.slice(0, k + 1), state.players.length)));
    expect(race.at(-1)!.totals).toEqual(state.players.map((p) => p.vp));
    // the grid's top: the leader's total rounded up to the next line
    const { top, step } = raceTop(race);
    const max = Math.max(...state.players.map((p) => p.vp));
    expect(top % step).toBe(0);
    expect(top).toBeGreaterThanOrEqual(max);
    expect(top - max).toBeLessThan(step);
  });

  it('the race of a game not yet scored is its start; small totals get finer grid lines', () => {
    expect(raceOf([], 3)).toEqual([{ kind: 'start', year: 0, totals: [0, 0, 0] }]);
    expect(raceTop(raceOf([], 3))).toEqual({ top: 5, step: 5 });
    const one = { kind: 'year' as const, year: 1, perPlayer: [[{ category: 'money', vp: 7 }], []], stenzTo: null, hatTo: [] };
    expect(raceTop(raceOf([one], 2))).toEqual({ top: 10, step: 5 });
    expect(raceTop(raceOf([one, { ...one, year: 2, perPlayer: [[{ category: 'money', vp: 14 }], []] }], 2))).toEqual({ top: 30, step: 10 });
  });

  it("a seat's lines come in the rulebook's order without zero lines", () => {
    const lines = linesOf(state.scorings[3]!, 0);
    expect(lines.map((l) => l.category)).toEqual(sortCategories(lines.map((l) => l.category)));
    expect(lines.every((l) => l.vp !== 0)).toBe(true);
    expect(sortCategories(['money', 'lockedKK', 'cityWork', 'lockedYellow'])).toEqual(['lockedKK', 'lockedYellow', 'cityWork', 'money']);
  });

  it('the hat and the next start player are read from the year end events (C33, C34), and where the Thalers decided', () => {
    expect(outcomeFromEvents([{ type: 'scored', player: 0 }, { type: 'stenz', player: 0, tiedOnVp: [3] }, { type: 'hat', player: 2, thalers: 3 }, { type: 'hat', player: 1, thalers: 3 }, { type: 'startPlayer', player: 2, tiedOnVp: [1], stays: false }])).toEqual({
      hat: [
        { seat: 2, thalers: 3 },
        { seat: 1, thalers: 3 },
      ],
      startPlayer: 2,
      stenzLevel: [3],
      startLevel: [1],
      startStays: false,
    });
    expect(outcomeFromEvents([{ type: 'startPlayer', player: 0, tiedOnVp: [], stays: true }]).startStays).toBe(true);
    expect(outcomeFromEvents([{ type: 'yearStarted', year: 2 }])).toEqual({ hat: [], startPlayer: null, stenzLevel: [], startLevel: [], startStays: false });
  });
});

describe('standings', () => {
  const p = (name: string, vp: number, thalers: number) => ({ name, colour: 'red', vp, thalers });
  it('the winners main names come first (C35: a tie on VP broken by Thalers), then VP, then Thalers', () => {
    const players = [p('Anna', 30, 9), p('Bernd', 41, 3), p('Clara', 41, 7), p('Dora', 30, 12)];
    expect(standingsOf(players, [2]).map((s) => s.name)).toEqual(['Clara', 'Bernd', 'Dora', 'Anna']);
    // main's word decides who won, whatever the figures say
    expect(standingsOf(players, [1]).map((s) => [s.name, s.win])).toEqual([['Bernd', true], ['Clara', false], ['Dora', false], ['Anna', false]]);
  });
  it('a shared win marks each winner; seats keep their numbers', () => {
    const s = standingsOf([p('Anna', 20, 5), p('Bernd', 25, 5), p('Clara', 25, 5)], [1, 2]);
    expect(s.map((x) => [x.seat, x.win])).toEqual([[1, true], [2, true], [0, false]]);
  });
  it('a shared win (level on VP and Thalers) is one place for both winners; the next seat is third (1, 1, 3)', () => {
    // seed 521's end: two winners level on 26 VP and 14 Thalers
    const s = standingsOf([p('J1', 4, 7), p('J2', 26, 14), p('J3', 3, 26), p('J4', 26, 14)], [1, 3]);
    expect(s.map((x) => [x.name, x.place, x.win])).toEqual([['J2', 1, true], ['J4', 1, true], ['J1', 3, false], ['J3', 4, false]]);
    // losers level on VP and Thalers share a place too; a Thaler more is a place higher
    const l = standingsOf([p('Anna', 30, 9), p('Bernd', 20, 4), p('Clara', 20, 4), p('Dora', 20, 6)], [0]);
    expect(l.map((x) => [x.name, x.place])).toEqual([['Anna', 1], ['Dora', 2], ['Bernd', 3], ['Clara', 3]]);
    // a Thaler tie-break: the winner first, alone in first place
    const t = standingsOf([p('Anna', 33, 21), p('Bernd', 33, 37), p('Clara', 4, 4)], [1]);
    expect(t.map((x) => [x.name, x.place])).toEqual([['Bernd', 1], ['Anna', 2], ['Clara', 3]]);
  });
});

describe('the sentence on which rule decided (C35)', () => {
  const g = i18n.global;
  const t = (key: string, named?: Record<string, unknown>, n?: number) => (n === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, n));
  const p = (name: string, vp: number, thalers: number) => ({ name, colour: 'red', vp, thalers });
  const say = (locale: 'en' | 'de', result: Parameters<typeof decidedText>[2], players: Parameters<typeof decidedText>[3]) => {
    g.locale.value = locale;
    const s = decidedText(t, locale, result, players);
    g.locale.value = 'en';
    return s;
  };

  it('three level on VP, one of them with fewer Thalers: names who share the win and who lost on Thalers', () => {
    const players = [p('Anna', 30, 12), p('Bernd', 30, 12), p('Clara', 30, 8), p('Dora', 21, 20)];
    const result = { winners: [0, 1], decidedBy: 'shared' as const, tied: [0, 1, 2] };
    expect(say('en', result, players)).toBe('Anna, Bernd, and Clara were tied on 30 VP; Anna and Bernd had the most Thalers (12 each) and share the win, Clara had fewer.');
    expect(say('de', result, players)).toBe('Anna, Bernd und Clara lagen mit 30 SP gleichauf; Anna und Bernd hatten das meiste Geld (je 12 Thaler) und teilen sich den Sieg, Clara hatte weniger.');
    // two behind on Thalers: the German verb agrees
    const four = { winners: [0, 1], decidedBy: 'shared' as const, tied: [0, 1, 2, 3] };
    expect(say('de', four, [p('Anna', 30, 12), p('Bernd', 30, 12), p('Clara', 30, 8), p('Dora', 30, 2)])).toContain('Clara und Dora hatten weniger.');
  });

  it('all level on VP and Thalers share the win; a Thaler tie-break and a VP win keep their sentences', () => {
    const players = [p('Anna', 26, 14), p('Bernd', 4, 7), p('Clara', 26, 14)];
    expect(say('en', { winners: [0, 2], decidedBy: 'shared', tied: [0, 2] }, players)).toBe(g.t('final.shared'));
    expect(say('en', { winners: [2], decidedBy: 'thalers', tied: [0, 2] }, [p('Anna', 33, 21), p('Bernd', 4, 4), p('Clara', 33, 37)])).toBe('Anna and Clara were tied on 33 VP; Clara had the most Thalers (37).');
    expect(say('de', { winners: [0], decidedBy: 'vp', tied: [0] }, players)).toBe('Entschieden nach Siegpunkten.');
  });
});

describe("the replay's log", () => {
  const g = i18n.global;
  const t: Translate = (key, params, count) => (count === undefined ? g.t(key, params) : g.t(key, params, count));
  const text = (events: readonly GameEvent[], view: unknown) => narrateBatch(events, null, view as GameView).map((m) => renderMsg(m, t));

  it("tells every action in the table's sentences, each against the position right after it, at whatever frame it is read (a passed inn says only that nobody stopped)", () => {
    // random journeymen pass inns and hostels, with and without points left (greedy ones never do)
    const setup = { ...SETUP3, seed: 1 };
    const played = playGame(setup, setup.seats.map(() => randomBot), 1);
    const actions = played.record.actions as unknown as EngineAction[];
    expect(actions.filter((a) => a.type === 'passSpace').length).toBeGreaterThan(1);
    const replays = new ReplayService({ engine, source: async () => ({ ok: true, value: { name: 'random', setup, actions } }) });
    return (async () => {
      const open = await replays.open('random');
      if (!open.ok) throw new Error(open.error.message);
      const total = open.value.total;
      // every action read at the latest frame whose log still holds it (the log's window is 40)
      const byIndex = new Map<number, readonly MsgPayload[]>();
      for (let at = total; at > 0; at -= 30) {
        const f = replays.frame(open.value.replayId, at);
        if (!f.ok) throw new Error(f.error.message);
        for (const e of f.value.log) byIndex.set(e.index, e.lines);
      }
      const f1 = replays.frame(open.value.replayId, 1);
      if (f1.ok) for (const e of f1.value.log) byIndex.set(e.index, e.lines);
      expect(byIndex.size).toBe(total);
      // the table's own log of the same record, sentence for sentence
      const table = logOfRecord(setup, actions as never, engine.engineVersion).map((l) => l.msg);
      const replay = [...byIndex.entries()].sort((x, y) => x[0] - y[0]).flatMap(([, lines]) => lines);
      expect(replay).toEqual(table);
      const raw = /\b(lockedKK|playedCard|turnStarted|undefined|null|NaN)\b|[{}]|table\.|event\./;
      const walkedOn = new Set<string>();
      for (const locale of ['en', 'de'] as const) {
        g.locale.value = locale;
        for (const m of replay) {
          const line = renderMsg(m as never, t);
          expect(line, JSON.stringify(m)).not.toMatch(raw);
          expect(line.trim()).not.toBe('');
          if (m.key.startsWith('table.event.passedSpace.')) walkedOn.add(locale);
          if (locale === 'en') expect(line).not.toMatch(/walks on/);
        }
      }
      // passed spaces are told in this game, in both languages
      expect([...walkedOn].sort()).toEqual(['de', 'en']);
      g.locale.value = 'en';
    })();
  });

  it("reads as the table reads: a card played, and Thalers in the game's own words", () => {
    const view = { players: [{ name: 'Anna' }, { name: 'Bernd' }] };
    g.locale.value = 'en';
    expect(text([{ type: 'playedCard', player: 0, value: 3 } as GameEvent], view)).toEqual([g.t('table.event.playedCard', { name: 'Anna', value: 3 })]);
    g.locale.value = 'de';
    const paid = text([{ type: 'paid', player: 1, amount: 3, to: 'bank', reason: 'inn' } as unknown as GameEvent], view).join(' ');
    expect(paid).toContain('Thaler');
    expect(paid).not.toMatch(/\bTaler\b/);
    g.locale.value = 'en';
  });
});
