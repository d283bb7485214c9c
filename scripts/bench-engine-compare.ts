/**
 * npm run bench:engine:compare -- [--base REF] [--pairs N] [--seconds S]
 *
 * The engine of this working tree against the engine at git revision REF (default HEAD, so
 * uncommitted changes against the last commit), on this machine, in N interleaved pairs of
 * `bench:engine` runs of S seconds each (defaults 5 and 4). Runs on one machine differ by up to
 * 15 % from one minute to the next; alternating the two engines and comparing pair by pair keeps
 * such drift out of the comparison, which single runs cannot.
 *
 * Both sides are bundled by esbuild as the app bundles them (electron-vite bundles shared/ into
 * the main process and the computer players' worker), from `scripts/bench-engine.ts` of their
 * own tree; the base tree is read with `git archive` into a temporary folder, so nothing in
 * the repository changes. Prints each pair and, as its last line, one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { median } from './benchStats';
import { flagHelp, flagsOrExit, parseFlags } from './cli-args';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const spec = {
  base: { kind: 'text', pattern: /^(?!-)[\w./~^@{}-]{1,100}$/, what: 'a git revision (a commit, branch or tag, e.g. HEAD~3)', default: 'HEAD' },
  pairs: { kind: 'int', min: 1, max: 50, default: 5 },
  seconds: { kind: 'int', min: 1, max: 60, default: 4 },
} as const;

const USAGE = `usage: npm run bench:engine:compare -- [flags]\n${flagHelp(spec)}`;

/** A failure the run ends with: its message, and the exit code (2 for bad input, 1 otherwise). */
class Failure extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/**
 * Ends the run with a message. It throws (not process.exit), so that the temporary folder is
 * removed on the way out by main's finally, whatever failed.
 */
function fail(message: string, code = 2): never {
  throw new Failure(message, code);
}

/** esbuild's reasons, each with its place (a BuildFailure's message is only "Build failed with 1 error:"). */
function buildReasons(e: unknown, root: string): string {
  const errors = (e as { errors?: { text?: unknown; location?: { file?: string; line?: number; column?: number } | null }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const shown = errors.slice(0, 5).map((m) => {
      const at = m.location?.file ? `${path.relative(root, path.resolve(root, m.location.file))}:${m.location.line}:${m.location.column}: ` : '';
      return `${at}${String(m.text)}`;
    });
    return shown.join('; ') + (errors.length > shown.length ? ` (and ${errors.length - shown.length} more)` : '');
  }
  return e instanceof Error ? e.message.trim() : String(e);
}

const flags = flagsOrExit('bench-engine-compare', USAGE, () => parseFlags(process.argv.slice(2), spec));

const git = (args: string[], input?: Buffer) => spawnSync('git', args, { cwd: REPO, input, maxBuffer: 256 * 1024 * 1024 });

function main(): void {
  const commit = git(['rev-parse', '--verify', '--quiet', `${flags.base}^{commit}`]);
  if (commit.status !== 0) fail(`"${flags.base}" names no commit of this repository`);
  const baseCommit = commit.stdout.toString().trim();

  const work = mkdtempSync(path.join(tmpdir(), 'walz-bench-compare-'));
  try {
    // the base tree: the files the engine and the bench are made of, at that commit
    const archive = git(['archive', '--format=tar', baseCommit, '--', 'shared', 'scripts']);
    if (archive.status !== 0) fail(`git archive of ${flags.base} failed: ${archive.stderr.toString().trim()}`, 1);
    const baseDir = path.join(work, 'base');
    mkdirSync(baseDir);
    const untar = spawnSync('tar', ['-x', '-C', baseDir], { input: archive.stdout });
    if (untar.status !== 0) fail(`could not unpack the base tree: ${untar.stderr.toString().trim()}`, 1);

    const bundle = (root: string, name: string): string => {
      const outfile = path.join(work, `${name}.mjs`);
      try {
        // packages resolve from this checkout's node_modules (the base tree has none of its own)
        buildSync({ entryPoints: [path.join(root, 'scripts/bench-engine.ts')], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent', absWorkingDir: root, nodePaths: [path.join(REPO, 'node_modules')] });
      } catch (e) {
        fail(`could not bundle the bench of ${name === 'base' ? flags.base : 'this tree'}: ${buildReasons(e, root)}`, 1);
      }
      return outfile;
    };
    const files = { base: bundle(baseDir, 'base'), tree: bundle(REPO, 'tree') };

    const runOnce = (file: string): number => {
      const r = spawnSync(process.execPath, [file], { encoding: 'utf8', env: { ...process.env, BENCH_SECONDS: String(flags.seconds) }, timeout: (flags.seconds + 60) * 1000 });
      const last = r.stdout?.trim().split('\n').pop() ?? '';
      let gps: unknown;
      try {
        gps = (JSON.parse(last) as { gamesPerSecond?: unknown }).gamesPerSecond;
      } catch {
        gps = undefined;
      }
      if (r.status !== 0 || typeof gps !== 'number') fail(`a bench run failed (exit ${r.status}): ${(r.stderr || last).trim().split('\n')[0]}`, 1);
      return gps;
    };

    const base: number[] = [];
    const tree: number[] = [];
    for (let i = 0; i < flags.pairs; i++) {
      // alternate which side goes first, so neither always runs on a machine just warmed by the other
      if (i % 2 === 0) {
        base.push(runOnce(files.base));
        tree.push(runOnce(files.tree));
      } else {
        tree.push(runOnce(files.tree));
        base.push(runOnce(files.base));
      }
      console.log(`pair ${i + 1}: ${flags.base} ${base[i]} games/s, this tree ${tree[i]} games/s (${((tree[i]! / base[i]!) * 100).toFixed(1)} %)`);
    }
    const ratios = tree.map((t, i) => t / base[i]!);
    const result = {
      base: flags.base,
      baseCommit,
      pairs: flags.pairs,
      seconds: flags.seconds,
      baseGamesPerSecond: base,
      treeGamesPerSecond: tree,
      medianBase: median(base),
      medianTree: median(tree),
      /** this tree's games per second as a share of the base's: the median of the pairs' ratios */
      ratio: Math.round(median(ratios) * 1000) / 1000,
      /** the lowest and highest pair ratio: a change smaller than this spread is not shown by these runs */
      ratioRange: [Math.round(Math.min(...ratios) * 1000) / 1000, Math.round(Math.max(...ratios) * 1000) / 1000],
      node: process.version,
    };
    console.log(`this tree runs at ${(result.ratio * 100).toFixed(1)} % of ${flags.base} (pairs from ${(result.ratioRange[0]! * 100).toFixed(1)} to ${(result.ratioRange[1]! * 100).toFixed(1)} %)`);
    console.log(JSON.stringify(result));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (e) {
  if (!(e instanceof Failure)) throw e;
  console.error(`bench-engine-compare: ${e.message}`);
  process.exitCode = e.code;
}
