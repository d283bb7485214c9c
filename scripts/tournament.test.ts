import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { UsageError } from './cli-args';
import { parseTournamentFlags, specFor, summarise, USAGE, wilson } from './tournament';
import type { GameResult } from './tournamentGame';

const base = ['--games', '4', '--players', '4', '--seats', 'hard,greedy,greedy,greedy', '--seed', '7'];

describe('tournament flags', () => {
  it('reads the documented flags', () => {
    const f = parseTournamentFlags([...base, '--think-ms', '150', '--workers', '2']);
    expect(f).toMatchObject({ games: 4, players: 4, seats: ['hard', 'greedy', 'greedy', 'greedy'], seed: 7, thinkMs: 150, workers: 2 });
    expect(parseTournamentFlags([...base, '--iterations', '300']).iterations).toBe(300);
  });

  it.each([
    [['--games', '4', '--players', '4', '--seed', '1'], /--seats is required/],
    [[...base.slice(0, 4), '--seats', 'hard,greedy,greedy', '--seed', '1'], /lists 3 kinds but --players is 4/],
    [[...base.slice(0, 4), '--seats', 'hard,grandmaster,greedy,greedy'], /unknown seat kind "grandmaster"/],
    [[...base, '--games', 'many'], /--games must be an integer/],
    [[...base, '--players', '5'], /--players must be between 2 and 4/],
    [[...base, '--fast'], /unknown flag --fast/],
    [[...base, '--think-ms'], /--think-ms needs a value/],
    [[...base, '--iterations', '0'], /--iterations must be between 1 and/],
    [[...base, '--think-ms', '0'], /--think-ms must be between 1 and/],
    [[...base, '--think-ms', '150', '--iterations', '300'], /--think-ms and --iterations are alternatives/],
    [[...base, '--weights', 'null'], /--weights must be a JSON object, got "null"/],
    [[...base, '--weights', '5'], /--weights must be a JSON object/],
    [[...base, '--weights', '[1]'], /--weights must be a JSON object/],
    [[...base, '--weights', '{"nonsense":1}'], /--weights: unknown weight "nonsense" \(known: footIt, /],
    // inherited names are no weights: an `in` check let them through
    [[...base, '--weights', '{"toString":1}'], /--weights: unknown weight "toString"/],
    [[...base, '--weights', '{"__proto__":1}'], /--weights: unknown weight "__proto__"/],
    [[...base, '--weights', '{"constructor":-5}'], /--weights: unknown weight "constructor"/],
    // 1e999 parses as Infinity
    [[...base, '--weights', '{"footIt":1e999}'], /--weights: footIt must be a finite number, got Infinity/],
    [[...base, '--weights', '{"footIt":"2"}'], /--weights: footIt must be a finite number, got "2"/],
    [[...base, '--games', '1', '--games', '2'], /--games is given more than once/],
    [[...base, '--seats', 'easy,easy,easy,easy'], /--seats is given more than once/],
    [[...base, '--weights', '{"footIt":1}', '--weights={"partial":2}'], /--weights is given more than once/],
    [[...base, '--utility', 'most'], /--utility must be one of share, lead, got "most"/],
    [[...base, '--exploration='], /--exploration must be a number >= 0, got ""/],
    [[...base, '--exploration', ' '], /--exploration must be a number >= 0/],
    [[...base, '--exploration', '-1'], /--exploration must be a number >= 0/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseTournamentFlags(argv as string[])).toThrow(UsageError);
    expect(() => parseTournamentFlags(argv as string[])).toThrow(message);
  });

  it('takes a weight the defaults have, as a finite number, merged over the defaults', () => {
    const f = parseTournamentFlags([...base, '--weights', '{"footIt":2,"partial":-0.5}', '--utility', 'share', '--exploration', '0.25', '--horizon', '3', '--widen-base', '2']);
    expect(f).toMatchObject({ weights: { footIt: 2, partial: -0.5 }, utility: 'share', exploration: 0.25, horizon: 3, widenBase: 2 });
    expect(specFor(f, 0).tuning?.weights?.footIt).toBe(2);
  });

  it('the usage lists every flag the parser takes, and the parser takes every flag the usage lists', () => {
    const listed = [...USAGE.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    expect(listed).toEqual(['--games', '--players', '--seats', '--seed', '--think-ms', '--iterations', '--workers', '--horizon', '--exploration', '--widen-base', '--utility', '--weights']);
    // an unknown flag's message names the same list
    expect(() => parseTournamentFlags([...base, '--fast'])).toThrow(`(known: ${listed.join(', ')})`);
  });

  it('rotates the table one seat per game, so every kind sits first in turn', () => {
    const f = parseTournamentFlags(base);
    expect([0, 1, 2, 3].map((i) => specFor(f, i).kinds[0])).toEqual(['hard', 'greedy', 'greedy', 'greedy']);
    expect(specFor(f, 1).kinds).toEqual(['greedy', 'greedy', 'greedy', 'hard']);
    expect(specFor(f, 2).seed).toBe(9);
  });
});

describe('tournament summary', () => {
  it('splits shared wins, adds up the seats of one kind and gives Wilson intervals', () => {
    const f = parseTournamentFlags(['--games', '3', '--players', '3', '--seats', 'hard,greedy,greedy', '--seed', '1']);
    const g = (index: number, kinds: GameResult['kinds'], vp: number[], winners: number[]): GameResult => ({ index, kinds, vp, winners, finished: true, decisionMs: kinds.map(() => [1, 2, 3]), actions: 100 });
    const results = [
      g(0, ['hard', 'greedy', 'greedy'], [40, 30, 20], [0]),
      g(1, ['greedy', 'greedy', 'hard'], [35, 30, 35], [0, 2]),
      g(2, ['greedy', 'hard', 'greedy'], [25, 20, 30], [2]),
    ];
    const s = summarise(f, results);
    expect(s.winShare).toEqual({ hard: 0.5, greedy: 0.5 });
    expect(s.meanVp.hard).toBeCloseTo((40 + 35 + 20) / 3, 1);
    expect(s.winShareCi95.hard).toEqual(wilson(0.5, 3).map((x) => Math.round(x * 1000) / 1000));
    expect(s.decisionMs.hard).toEqual({ p50: 2, p95: 3 });
  });

  it('wilson: the textbook interval for 60 of 100', () => {
    const [lo, hi] = wilson(0.6, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.691, 3);
  });
});

describe('npm run tournament (end to end)', () => {
  const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tournament.ts', ...args], { encoding: 'utf8', timeout: 120_000 });

  it('plays the games in worker threads and ends with the JSON line', () => {
    const r = run(['--games', '3', '--players', '2', '--seats', 'easy,random', '--seed', '5', '--workers', '2']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const json = JSON.parse(lines[lines.length - 1]!);
    expect(Object.keys(json)).toEqual(['games', 'players', 'seats', 'winShare', 'winShareCi95', 'meanVp', 'decisionMs']);
    expect(json.games).toBe(3);
    expect(json.seats).toEqual(['easy', 'random']);
    expect(json.winShare.easy + json.winShare.random).toBeCloseTo(1, 6);
    expect(json.decisionMs.easy.p95).toBeGreaterThanOrEqual(json.decisionMs.easy.p50);
  });

  it('--help: the usage with every flag on stdout, exit code 0, no game played', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(USAGE);
  });

  it('bad flags: a clear message and exit code 2', () => {
    const r = run(['--games', '3', '--players', '2', '--seats', 'easy']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--seats lists 1 kinds but --players is 2/);
    expect(r.stderr).toMatch(/usage: npm run tournament/);
  });
});
