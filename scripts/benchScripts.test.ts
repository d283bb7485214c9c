/**
 * The benchmark scripts run end to end, briefly: each ends with its documented JSON line and
 * refuses bad input with a clear message. (Their figures are measured by running them, not
 * here; this catches a script that no longer runs, as bench:saves once stopped doing.)
 * bench:board and bench:ui build the renderer and drive Chromium: the e2e tests cover that path.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  // 1e-9 once played no game and printed "NaN actions per game" with exit code 0
  it.each(['0', '-1', 'ten', '7200', '1e-9', '0.01'])('refuses BENCH_SECONDS=%s with a clear message', (value) => {
    const r = run('bench-engine.ts', [], { BENCH_SECONDS: value });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`BENCH_SECONDS must be a number of seconds from 0.1 to 3600 (got "${value}")`);
    expect(r.stdout).toBe('');
  });

  it.each([[['--bogus']], [['--', '--seconds', '5']], [['5']]])('takes no arguments: refuses %j, naming BENCH_SECONDS', (args) => {
    const r = run('bench-engine.ts', args, { BENCH_SECONDS: '0.2' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bench-engine: takes no arguments, got ".+"; it is configured by the environment variable BENCH_SECONDS/);
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

describe('npm run bench:engine:compare when a build fails', () => {
  it("removes its temporary folder and shows esbuild's reason", () => {
    // a repository of its own whose last commit has a bench that cannot be bundled; the
    // script's temporary folders go to a TMPDIR of this test's, to be looked at
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'walz-compare-test-'));
    try {
      const repo = path.join(tmp, 'repo');
      const tmpdir = path.join(tmp, 'tmp');
      mkdirSync(path.join(repo, 'scripts'), { recursive: true });
      mkdirSync(path.join(repo, 'shared'));
      mkdirSync(tmpdir);
      for (const f of ['bench-engine-compare.ts', 'cli-args.ts', 'benchStats.ts']) copyFileSync(path.join('scripts', f), path.join(repo, 'scripts', f));
      writeFileSync(path.join(repo, 'scripts/bench-engine.ts'), "import { nothing } from './no-such-module';\nconsole.log(nothing);\n");
      writeFileSync(path.join(repo, 'shared/README.md'), 'x\n');
      symlinkSync(path.resolve('node_modules'), path.join(repo, 'node_modules'), 'dir');
      const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, encoding: 'utf8' });
      expect(git('init', '-q').status).toBe(0);
      expect(git('add', 'scripts', 'shared').status).toBe(0);
      expect(git('commit', '-qm', 'a bench that does not build').status).toBe(0);

      const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/bench-engine-compare.ts'), '--base', 'HEAD', '--pairs', '1', '--seconds', '1'], {
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, TMPDIR: tmpdir },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^bench-engine-compare: could not bundle the bench of HEAD: scripts\/bench-engine\.ts:1:\d+: Could not resolve "\.\/no-such-module"/);
      expect(r.stdout).toBe('');
      expect(readdirSync(tmpdir).filter((f) => f.startsWith('walz-bench-compare-'))).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
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

  it('takes no arguments: refuses one, naming GAMES', () => {
    const r = run('profile-engine.ts', ['--games', '5'], { GAMES: '1' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^profile-engine: takes no arguments, got "--games"; it is configured by the environment variable GAMES/);
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

/* ------------------------------------------------------------------ every script's flags */

describe('bench:board, bench:ui and shot:readme: bad flags are refused before anything is built', () => {
  it.each([
    // bench-board once read "abc" as NaN frames and failed with a TypeError after a whole Chromium run
    ['bench-board', ['--frames', 'abc'], '--frames must be an integer, got "abc"'],
    ['bench-board', ['--frames', '0'], '--frames must be between 1 and 10000, got 0'],
    ['bench-board', ['--stage', 'nope'], '--stage must be one of late, mid, got "nope"'],
    ['bench-board', ['--aa', '7'], '--aa must be one of 1, 0, auto, got "7"'],
    ['bench-board', ['--size', 'big'], '--size must be a viewport WIDTHxHEIGHT such as 1280x800, got "big"'],
    ['bench-board', ['--size', '10x10'], '--size must be from 320x200 to 7680x4320, got "10x10"'],
    ['bench-board', ['--frames=5', '--bogus'], 'unknown flag --bogus (known: --frames, --stage, --aa, --size, --profile)'],
    ['bench-board', ['--profile=1'], '--profile takes no value, got "1"'],
    ['bench-ui', ['--clicks', 'abc', '--seed', '0'], '--clicks must be an integer, got "abc"'],
    ['bench-ui', ['--clicks', '2.5'], '--clicks must be an integer, got "2.5"'],
    ['bench-ui', ['--startups', '1e9'], '--startups must be an integer, got "1e9"'],
    ['bench-ui', ['--clicks=5', '--clicks', '6'], '--clicks is given more than once'],
    ['bench-ui', ['--bogus'], 'unknown flag --bogus (known: --clicks, --startups, --seed)'],
    // readme-shot once ended in a stack trace
    ['readme-shot', ['--seed', 'abc'], '--seed must be an integer, got "abc"'],
    ['readme-shot', ['--zoom', '0'], '--zoom must be between 0.05 and 1, got 0'],
    ['readme-shot', ['--zoom', 'near'], '--zoom must be a number, got "near"'],
    ['readme-shot', ['--out', 'picture.jpg'], '--out must be a path to a .png file, got "picture.jpg"'],
    ['readme-shot', ['stray'], 'unexpected argument "stray"'],
  ])('%s %j: exit code 2 and a clear message', (script, args, message) => {
    const r = run(`${script}.ts`, args as string[]);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`${script}: ${message}`);
    expect(r.stderr).toContain('usage: npm run ');
    // nothing built, no browser: those print to stdout first
    expect(r.stdout).toBe('');
  });
});

describe('--help: every script prints its usage, with every flag it takes, and exits 0', () => {
  it.each([
    ['simulate', ['--games', '--players', '--seed', '--bots']],
    ['bench-saves', ['--seed', '--loads']],
    ['bench-engine-compare', ['--base', '--pairs', '--seconds']],
    ['bench-board', ['--frames', '--stage', '--aa', '--size', '--profile']],
    ['bench-ui', ['--clicks', '--startups', '--seed']],
    ['readme-shot', ['--out', '--seed', '--zoom']],
    ['bench-engine', ['BENCH_SECONDS']],
    ['profile-engine', ['GAMES']],
  ])('%s', (script, listed) => {
    const r = run(`${script}.ts`, ['--help'], { BENCH_SECONDS: '0.2', GAMES: '1' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^usage: npm run /);
    const flags = [...r.stdout.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]);
    if (listed[0]!.startsWith('--')) expect(flags).toEqual(listed);
    else for (const name of listed) expect(r.stdout).toContain(name);
  });
});
