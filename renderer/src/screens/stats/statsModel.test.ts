/**
 * The statistics screen's pure helpers: seat order, category order, play time and seat names.
 * (That every message key the screen and its parts ask for exists: tests/stats/i18n.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { GameStatsRecord, StatsPlayer } from '../../../../shared/ipc/contract';
import { CATEGORY_ORDER, categoriesOf, duration, seatLabel, standings } from './statsModel';

/** A fake message function: the key and its named values, so a test sees which message was asked for. */
const t = (key: string, named?: Record<string, unknown>) => (named ? `${key} ${JSON.stringify(named)}` : key);

const seat = (name: string, score: number, byCategory: Record<string, number> = {}, extra: Partial<StatsPlayer> = {}): StatsPlayer => ({
  name,
  colour: 'red',
  kind: 'human',
  level: null,
  score,
  thalers: 0,
  byCategory,
  final: {},
  years: [],
  ...extra,
});

const game = (players: StatsPlayer[], winners: number[]): GameStatsRecord => ({
  id: '0123456789abcdef',
  finishedAt: '2024-05-01T12:00:00.000Z',
  startedAt: null,
  minutes: 42,
  actions: 100,
  years: 4,
  seed: 1,
  players,
  winners,
});

describe('statistics screen helpers', () => {
  it('standings: best score first, level seats by seat, each with its seat index and whether it won', () => {
    const g = game([seat('A', 20), seat('B', 31), seat('C', 31), seat('D', 5)], [1, 2]);
    expect(standings(g).map((p) => [p.name, p.seat, p.won])).toEqual([
      ['B', 1, true],
      ['C', 2, true],
      ['A', 0, false],
      ['D', 3, false],
    ]);
    expect(g.players.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']); // the record is left as it was
  });

  it('standings: the winner first when Thalers broke a tie on points (C35), then points, then Thalers', () => {
    // seed 161's end: J2 and J4 on 33 points, J4 won with more Thalers
    const g = game([seat('J1', 2, {}, { thalers: 15 }), seat('J2', 33, {}, { thalers: 21 }), seat('J3', 4, {}, { thalers: 4 }), seat('J4', 33, {}, { thalers: 37 })], [3]);
    expect(standings(g).map((p) => [p.name, p.won])).toEqual([
      ['J4', true],
      ['J2', false],
      ['J3', false],
      ['J1', false],
    ]);
    // level on points, not on Thalers, neither won: more Thalers first
    const h = game([seat('A', 40), seat('B', 12, {}, { thalers: 3 }), seat('C', 12, {}, { thalers: 9 })], [0]);
    expect(standings(h).map((p) => p.name)).toEqual(['A', 'C', 'B']);
  });

  it('categoriesOf: the rulebook order first, unknown categories after it by name, each once', () => {
    const g = game([seat('A', 0, { money: 1, zeta: 2, lockedKK: 3 }), seat('B', 0, { alpha: 1, money: 4, book: 2 })], [0]);
    expect(categoriesOf(g)).toEqual(['lockedKK', 'book', 'money', 'alpha', 'zeta']);
    expect(new Set(CATEGORY_ORDER).size).toBe(CATEGORY_ORDER.length);
  });

  it('duration: under a minute, minutes, hours and minutes (rounded to the minute)', () => {
    expect(duration(t, 0)).toBe('stats.underMinute');
    expect(duration(t, 0.99)).toBe('stats.underMinute');
    expect(duration(t, 1)).toBe('stats.minutes {"m":1}');
    expect(duration(t, 59.4)).toBe('stats.minutes {"m":59}');
    expect(duration(t, 59.6)).toBe('stats.hoursMinutes {"h":1,"m":0}');
    expect(duration(t, 135)).toBe('stats.hoursMinutes {"h":2,"m":15}');
  });

  it('seatLabel: a person by name, a computer by name and level', () => {
    expect(seatLabel(t, { name: 'Anna', kind: 'human', level: null })).toBe('Anna');
    expect(seatLabel(t, { name: 'Kaspar', kind: 'computer', level: 'hard' })).toBe('Kaspar · tableUi.control.computer {"level":"tableUi.level.hard"}');
    expect(seatLabel(t, { name: 'Liese', kind: 'computer', level: null })).toBe('Liese');
  });

});
