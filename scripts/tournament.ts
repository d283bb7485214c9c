/**
 * npm run tournament -- --games N --players P --seats hard,greedy,greedy,greedy --seed S
 *                       [--think-ms M | --iterations K] [--workers W]
 *
 * Plays N seeded games between seat kinds (random, greedy, easy, medium, hard), rotating the
 * table by one seat per game so that no kind always sits first, in W worker threads. Prints a
 * table and, as its last line, one JSON object:
 *   {"games","players","seats","winShare":{kind},"winShareCi95":{kind:[lo,hi]},"meanVp":{kind},
 *    "decisionMs":{kind:{"p50","p95"}}}
 * winShare: the fraction of games won by a seat of that kind (a shared win split evenly; with
 * several seats of one kind, their shares add up). The 95 % interval is Wilson's, over games.
 * decisionMs: over decisions with more than one legal action, p50 and p95 by nearest rank.
 * --think-ms or --iterations (one of them) sets the hard level's budget (default: its own, 1 s).
 * Bad flags (an unknown one, a bad value, one given twice): a message and exit code 2; --help
 * prints the usage with every flag (made from the spec below) and exits 0.
 */
import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { DEFAULT_WEIGHTS, type ValueWeights } from '../shared/ai/value';
import { flagHelp, HelpRequested, parseFlags, UsageError } from './cli-args';
import { playTournamentGame, SEAT_KINDS, type GameResult, type GameSpec, type SeatKind } from './tournamentGame';

/** Every flag the tournament takes; the usage's list is made from it. -1 and '' mean "not given". */
const SPEC = {
  games: { kind: 'int', min: 1, max: 100_000, default: 20 },
  players: { kind: 'int', min: 2, max: 4, default: 4 },
  seats: { kind: 'text', pattern: /^[\s\w,-]{1,200}$/, what: 'a comma-separated list of seat kinds', meta: 'KIND,KIND[,...]', help: 'required: one kind per player', default: '' },
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 1 },
  'think-ms': { kind: 'int', min: 1, max: 600_000, default: -1, meta: 'M', help: "the hard level's time per decision in ms, instead of its own 1 s" },
  iterations: { kind: 'int', min: 1, max: 10_000_000, default: -1, meta: 'K', help: "the hard level's search iterations per decision, instead of --think-ms" },
  workers: { kind: 'int', min: 1, max: 64, default: Math.max(1, Math.min(availableParallelism(), 4)), meta: 'W' },
  horizon: { kind: 'int', min: 0, max: 50, default: -1, help: "the hard level's search horizon (experiments)" },
  exploration: { kind: 'text', pattern: /^\s*\d+(\.\d+)?\s*$/, what: 'a number >= 0', meta: 'X', help: "a number >= 0, the hard level's exploration constant (experiments)", default: '' },
  'widen-base': { kind: 'int', min: 1, max: 50, default: -1, help: "the hard level's progressive widening base (experiments)" },
  utility: { kind: 'choice', choices: ['share', 'lead'], default: '', help: "the hard level's utility (experiments)" },
  weights: { kind: 'text', pattern: /^\s*\{[\s\S]*\}\s*$/, what: 'a JSON object', meta: 'JSON', help: "value weights for the hard level, merged over the defaults (experiments), e.g. '{\"footIt\":2}'", default: '' },
} as const;

export const USAGE =
  'usage: npm run tournament -- --games N --players 2..4 --seats KIND,KIND[,...] --seed S [--think-ms M | --iterations K] [--workers W] [flags]\n' +
  `  KIND: ${SEAT_KINDS.join(', ')} (one per player)\n` +
  flagHelp(SPEC);

export interface TournamentFlags {
  readonly games: number;
  readonly players: number;
  readonly seats: readonly SeatKind[];
  readonly seed: number;
  readonly thinkMs?: number;
  readonly iterations?: number;
  readonly workers: number;
  readonly horizon?: number;
  readonly exploration?: number;
  readonly widenBase?: number;
  readonly utility?: 'share' | 'lead';
  /** Value weights for the hard level (experiments): a JSON object merged over the defaults. */
  readonly weights?: Partial<ValueWeights>;
}

/** This file is the program Node was started with (by path, on every system: not by a '/'-split name, which Windows' paths defeat). */
function isMainModule(arg: string | undefined): boolean {
  if (!arg) return false;
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(fileURLToPath(import.meta.url)) === real(arg);
}

/** Parses and checks the flags; throws UsageError with a clear message. */
export function parseTournamentFlags(argv: readonly string[]): TournamentFlags {
  const f = parseFlags(argv, SPEC);
  if (f.seats === '') throw new UsageError('--seats is required (e.g. --seats hard,greedy,greedy,greedy)');
  const seats = f.seats.split(',').map((s) => s.trim());
  for (const s of seats) if (!(SEAT_KINDS as readonly string[]).includes(s)) throw new UsageError(`unknown seat kind "${s}" (known: ${SEAT_KINDS.join(', ')})`);
  if (seats.length !== f.players) throw new UsageError(`--seats lists ${seats.length} kinds but --players is ${f.players}`);
  // a budget is time or iterations: both at once would stop the search at whichever comes first
  if (f['think-ms'] >= 0 && f.iterations >= 0) throw new UsageError('--think-ms and --iterations are alternatives: give one of them (--iterations for reproducible games)');
  let exploration: number | undefined;
  if (f.exploration !== '') {
    exploration = Number(f.exploration.trim());
    if (!Number.isFinite(exploration)) throw new UsageError(`--exploration must be a number >= 0, got "${f.exploration}"`);
  }
  const utility = f.utility === '' ? undefined : (f.utility as 'share' | 'lead');
  let weights: Partial<ValueWeights> | undefined;
  if (f.weights !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(f.weights);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(`--weights must be a JSON object, got "${f.weights}"`);
    // own names only: an inherited one ("toString", "__proto__") is no weight; and a weight is a
    // finite number (1e999 parses as Infinity)
    for (const [k, v] of Object.entries(parsed)) {
      if (!Object.hasOwn(DEFAULT_WEIGHTS, k)) throw new UsageError(`--weights: unknown weight ${JSON.stringify(k)} (known: ${Object.keys(DEFAULT_WEIGHTS).join(', ')})`);
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new UsageError(`--weights: ${k} must be a finite number, got ${typeof v === 'number' ? String(v) : JSON.stringify(v)}`);
    }
    weights = parsed as Partial<ValueWeights>;
  }
  return {
    weights,
    utility,
    games: f.games,
    players: f.players,
    seats: seats as SeatKind[],
    seed: f.seed,
    thinkMs: f['think-ms'] >= 0 ? f['think-ms'] : undefined,
    iterations: f.iterations >= 0 ? f.iterations : undefined,
    workers: f.workers,
    horizon: f.horizon >= 0 ? f.horizon : undefined,
    exploration,
    widenBase: f['widen-base'] >= 0 ? f['widen-base'] : undefined,
  };
}

/** Game i's table: the listed kinds rotated by i seats. */
export function specFor(flags: TournamentFlags, i: number): GameSpec {
  const p = flags.players;
  const kinds = Array.from({ length: p }, (_, s) => flags.seats[(s + i) % p] as SeatKind);
  const tuning =
    flags.horizon !== undefined || flags.exploration !== undefined || flags.widenBase !== undefined || flags.utility !== undefined || flags.weights !== undefined
      ? { horizon: flags.horizon, exploration: flags.exploration, widenBase: flags.widenBase, utility: flags.utility, weights: flags.weights ? { ...DEFAULT_WEIGHTS, ...flags.weights } : undefined }
      : undefined;
  return { index: i, seed: (flags.seed + i) >>> 0, kinds, thinkMs: flags.thinkMs, iterations: flags.iterations, tuning };
}

/** Wilson score interval for a proportion (ties make fractional successes; fine for the interval). */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const r1 = (x: number) => Math.round(x * 10) / 10;

export function summarise(flags: TournamentFlags, results: readonly GameResult[]) {
  const kinds = [...new Set(flags.seats)];
  const wins: Record<string, number> = {};
  const vps: Record<string, number[]> = {};
  const times: Record<string, number[]> = {};
  for (const k of kinds) {
    wins[k] = 0;
    vps[k] = [];
    times[k] = [];
  }
  for (const g of results) {
    g.kinds.forEach((k, seat) => {
      vps[k]!.push(g.vp[seat] ?? 0);
      times[k]!.push(...(g.decisionMs[seat] ?? []));
      if (g.winners.includes(seat)) wins[k]! += 1 / g.winners.length;
    });
  }
  const n = results.length;
  const winShare: Record<string, number> = {};
  const winShareCi95: Record<string, [number, number]> = {};
  const meanVp: Record<string, number> = {};
  const decisionMs: Record<string, { p50: number; p95: number }> = {};
  for (const k of kinds) {
    const share = n ? (wins[k] as number) / n : 0;
    winShare[k] = r3(share);
    const [lo, hi] = wilson(share, n);
    winShareCi95[k] = [r3(lo), r3(hi)];
    const v = vps[k] as number[];
    meanVp[k] = r1(v.reduce((a, b) => a + b, 0) / Math.max(1, v.length));
    const t = (times[k] as number[]).slice().sort((a, b) => a - b);
    decisionMs[k] = { p50: r1(quantile(t, 0.5)), p95: r1(quantile(t, 0.95)) };
  }
  return { games: n, players: flags.players, seats: flags.seats, winShare, winShareCi95, meanVp, decisionMs };
}

/** Per kind: mean of (own VP − best other seat's VP), a steadier yardstick than wins for small runs. */
function margins(results: readonly GameResult[]): Record<string, number> {
  const sum: Record<string, number> = {};
  const n: Record<string, number> = {};
  for (const g of results) {
    g.kinds.forEach((k, seat) => {
      let best = -Infinity;
      g.vp.forEach((v, i) => {
        if (i !== seat) best = Math.max(best, v);
      });
      sum[k] = (sum[k] ?? 0) + (g.vp[seat] ?? 0) - best;
      n[k] = (n[k] ?? 0) + 1;
    });
  }
  const out: Record<string, number> = {};
  for (const k of Object.keys(sum)) out[k] = r1((sum[k] as number) / (n[k] as number));
  return out;
}

function table(summary: ReturnType<typeof summarise>, seconds: number, unfinished: number, margin: Record<string, number>): string {
  const lines = [`${summary.games} games, ${summary.players} players, seats ${summary.seats.join(',')}, ${seconds.toFixed(1)} s${unfinished ? `, ${unfinished} unfinished` : ''}`, ''];
  lines.push('kind      win share   95% CI          mean VP   margin   decision ms p50 / p95');
  for (const k of Object.keys(summary.winShare)) {
    const ci = summary.winShareCi95[k] as [number, number];
    const t = summary.decisionMs[k] as { p50: number; p95: number };
    lines.push(
      `${k.padEnd(9)} ${(100 * (summary.winShare[k] as number)).toFixed(1).padStart(6)} %   [${(100 * ci[0]).toFixed(1)}, ${(100 * ci[1]).toFixed(1)}] %`.padEnd(42) +
        `${String(summary.meanVp[k]).padStart(7)}   ${String(margin[k]).padStart(6)}   ${t.p50} / ${t.p95}`,
    );
  }
  return lines.join('\n');
}

function runPool(flags: TournamentFlags, onResult: (r: GameResult) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    const total = flags.games;
    const workers = Math.min(flags.workers, total);
    let failed = false;
    const start = (): void => {
      const w = new Worker(new URL(import.meta.url), { workerData: { role: 'tournament-worker' } });
      running++;
      const feed = (): void => {
        if (next < total && !failed) w.postMessage(specFor(flags, next++));
        else void w.terminate();
      };
      w.on('message', (r: GameResult) => {
        onResult(r);
        feed();
      });
      w.on('error', (e) => {
        failed = true;
        reject(e);
      });
      w.on('exit', () => {
        running--;
        if (running === 0 && !failed) resolve();
      });
      feed();
    };
    for (let i = 0; i < workers; i++) start();
  });
}

async function main(): Promise<number> {
  let flags: TournamentFlags;
  try {
    flags = parseTournamentFlags(process.argv.slice(2));
  } catch (e) {
    if (e instanceof HelpRequested) {
      console.log(USAGE);
      return 0;
    }
    if (e instanceof UsageError) {
      console.error(`tournament: ${e.message}\n${USAGE}`);
      return 2;
    }
    throw e;
  }
  const started = performance.now();
  const results: GameResult[] = [];
  let done = 0;
  await runPool(flags, (r) => {
    results.push(r);
    done++;
    if (process.stderr.isTTY || process.env.TOURNAMENT_PROGRESS) {
      const w = r.winners.map((s) => r.kinds[s]).join('+');
      process.stderr.write(`game ${r.index} (${r.kinds.join(',')}): VP ${r.vp.join('/')} won by ${w} [${done}/${flags.games}]\n`);
    }
  });
  results.sort((a, b) => a.index - b.index);
  // a worker that ended without an error and without its games must not shrink the sample unseen
  if (results.length !== flags.games) {
    console.error(`tournament: ${flags.games - results.length} of ${flags.games} games came back from no worker`);
    return 1;
  }
  const summary = summarise(flags, results);
  const unfinished = results.filter((r) => !r.finished).length;
  console.log(table(summary, (performance.now() - started) / 1000, unfinished, margins(results)));
  console.log(JSON.stringify(summary));
  return unfinished > 0 ? 1 : 0;
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'tournament-worker') {
  parentPort?.on('message', (spec: GameSpec) => parentPort?.postMessage(playTournamentGame(spec)));
} else if (isMainThread && isMainModule(process.argv[1])) {
  main().then(
    (code) => (process.exitCode = code),
    (e) => {
      console.error(`tournament: ${e instanceof Error ? e.stack : String(e)}`);
      process.exitCode = 1;
    },
  );
}
