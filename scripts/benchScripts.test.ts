/**
 * The benchmark scripts run end to end, briefly: each ends with its documented JSON line and
 * refuses bad input with a clear message. (Their figures are measured by running them, not
 * here; this catches a script that no longer runs, as bench:saves once stopped doing.)
 * bench:board and bench:ui build the renderer and drive Chromium: the e2e tests cover that path.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });

const lastJson = (stdout: string): Record<string, unknown> => {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as Record<string, unknown>;
};

/** Runs a script that must succeed quietly: the run and its last line's JSON. */
const runOk = (script: string, args: string[] = [], env: Record<string, string> = {}) => {
  const r = run(script, args, env);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return { r, json: lastJson(r.stdout) };
};

describe('npm run bench:engine', () => {
  it('plays complete games for the time asked and ends with its JSON line', () => {
    const { json } = runOk('bench-engine.ts', [], { BENCH_SECONDS: '0.3' });
    expect(Object.keys(json)).toEqual(['gamesPerSecond', 'actionsPerSecond', 'games', 'actionsPerGame', 'unfinished', 'seconds', 'node']);
    expect(json.games).toBeGreaterThan(0);
    expect(json.unfinished).toBe(0);
    expect(json.gamesPerSecond).toBeGreaterThan(0);
    // a 4-player game is some hundreds of actions: a figure far outside means the games are not whole games
    expect(json.actionsPerGame).toBeGreaterThan(150);
    expect(json.actionsPerGame).toBeLessThan(800);
    expect(json.seconds as number).toBeGreaterThanOrEqual(0.3);
  });

  it.each(['0', '-1', 'ten', '7200'])('refuses BENCH_SECONDS=%s with a clear message', (value) => {
    const r = run('bench-engine.ts', [], { BENCH_SECONDS: value });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('BENCH_SECONDS must be a number of seconds above 0');
    expect(r.stdout).toBe('');
  });
});

describe('npm run bench:engine:compare', () => {
  it('runs the engine of this tree against a commit in interleaved pairs and ends with its JSON line', () => {
    const { r, json } = runOk('bench-engine-compare.ts', ['--base', 'HEAD', '--pairs', '1', '--seconds', '1']);
    expect(Object.keys(json)).toEqual(['base', 'baseCommit', 'pairs', 'seconds', 'baseGamesPerSecond', 'treeGamesPerSecond', 'medianBase', 'medianTree', 'ratio', 'ratioRange', 'node']);
    expect(json.baseCommit).toMatch(/^[0-9a-f]{40}$/);
    const [base] = json.baseGamesPerSecond as number[];
    const [tree] = json.treeGamesPerSecond as number[];
    expect(base).toBeGreaterThan(0);
    expect(tree).toBeGreaterThan(0);
    // one pair: its ratio is the result, and the range is that one ratio
    expect(json.ratio).toBeCloseTo(tree! / base!, 2);
    expect(json.ratioRange).toEqual([json.ratio, json.ratio]);
    expect(r.stdout).toContain('pair 1: HEAD');
  });

  it.each([
    [['--base', 'no-such-revision-here'], 'names no commit of this repository'],
    [['--base', '--upload-pack=evil'], '--base must be a git revision'],
    [['--pairs', '0'], '--pairs must be between 1 and 50'],
    [['--seconds', 'ten'], '--seconds must be an integer'],
    [['--games', '3'], 'unknown flag --games'],
  ])('refuses %j with a clear message', (args, message) => {
    const r = run('bench-engine-compare.ts', args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });
});

describe('npm run profile:engine', () => {
  it('times the listings and actions of whole games in place and ends with its JSON line', () => {
    const { json } = runOk('profile-engine.ts', [], { GAMES: '20' });
    expect(Object.keys(json)).toEqual(['gameUs', 'listUs', 'applyUs', 'turnListNs', 'turnListAgainNs', 'floorNs', 'byAction']);
    // the parts are timed inside the whole game, so together they are less than it
    expect((json.listUs as number) + (json.applyUs as number)).toBeLessThan(json.gameUs as number);
    const byAction = json.byAction as Record<string, { perGame: number; ns: number }>;
    // every game moves, plays cards and ends turns; about 300 actions a game in all
    for (const type of ['move', 'playCard', 'endTurn']) expect(byAction[type]!.perGame).toBeGreaterThan(10);
    const actions = Object.values(byAction).reduce((s, e) => s + e.perGame, 0);
    expect(actions).toBeGreaterThan(150);
    expect(actions).toBeLessThan(800);
    expect(json.turnListNs).toBeGreaterThan(0);
    expect(json.turnListAgainNs).toBeGreaterThan(0);
    // the floor does a part of what an action does, with no rules: more than nothing, less than a whole action
    expect(json.floorNs).toBeGreaterThan(0);
    expect(json.floorNs as number).toBeLessThan(((json.gameUs as number) * 1000) / actions);
  });

  it.each(['0', '2.5', 'many'])('refuses GAMES=%s with a clear message', (value) => {
    const r = run('profile-engine.ts', [], { GAMES: value });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('GAMES must be a whole number of games');
    expect(r.stdout).toBe('');
  });
});

describe('npm run bench:saves', () => {
  it('plays, saves and loads a whole game and ends with its JSON line', () => {
    const r = run('bench-saves.ts', ['--loads', '2', '--seed', '11']);
    expect(r.status).toBe(0);
    const json = lastJson(r.stdout);
    expect(Object.keys(json)).toEqual(['autosaveMsPerAction', 'loadMs', 'fileKB']);
    expect(json.autosaveMsPerAction).toBeGreaterThan(0);
    expect(json.loadMs).toBeGreaterThan(0);
    expect(json.fileKB).toBeGreaterThan(1);
    expect(r.stdout).toMatch(/game: 4 players, seed 11, \d+ actions, finished/);
  });

  it('refuses a bad flag with a clear message', () => {
    const r = run('bench-saves.ts', ['--loads', '0']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bench-saves: .*--loads/);
  });
});
