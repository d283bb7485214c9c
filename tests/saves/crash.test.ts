/**
 * Crash safety: a child process saving in a loop is killed with SIGKILL at >= 200 random
 * moments. After every kill the slot must load cleanly from its newest file (never from a
 * backup, nothing quarantined, no temp file left after the load), and hold exactly what the
 * worker's journal allows:
 * - the game it held before, with at least as many actions (a kill mid-write keeps the old
 *   version; the worker only ever appends), or
 * - a game the worker started in this run (journal `game <seed>`), and only if the game held
 *   before was over (finished when read, or `finished <seed>` in this run's journal).
 * A lost save (missing, fewer actions, a game replaced before its end) or a damaged one fails.
 * Lanes run in parallel (own folder each).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { engine, prng } from '../support/engine';

const SOURCE = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const LANES = 4;
const KILLS_PER_LANE = 52; // 208 kills
const root = mkdtempSync(path.join(os.tmpdir(), 'walz-crash-'));
const WORKER = path.join(root, 'crash-worker.mjs');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Bundle the worker (real SaveStore + GameHost + engine) into one plain .mjs: fast to spawn. */
beforeAll(async () => {
  await build({ entryPoints: [SOURCE], bundle: true, platform: 'node', format: 'esm', target: 'node22', outfile: WORKER, logLevel: 'error' });
});

/** Run the worker until it has saved once, let it go on for `delayMs`, SIGKILL it; its journal lines. */
function runAndKill(dir: string, run: number, delayMs: number): Promise<string[]> {
  const journal = path.join(dir, '..', `${path.basename(dir)}-journal-${run}.txt`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, dir, String(run), journal], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let out = '';
    let killed = false;
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!killed && out.includes('ready\n')) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`worker exited without being killed: ${err}`));
      resolve(existsSync(journal) ? readFileSync(journal, 'utf8').split('\n').filter(Boolean) : []);
    });
  });
}

describe('crash safety under SIGKILL', () => {
  it(`>= 200 kills while saving: the slot always loads from its newest file and holds what the journal allows`, async () => {
    const stats = { kills: 0, strayTemps: 0, newGames: 0, maxActions: 0 };
    const lane = async (n: number) => {
      const dir = path.join(root, `lane-${n}`);
      mkdirSync(dir, { recursive: true });
      const rnd = prng(1000 + n);
      const store = new SaveStore({ dir, engine, appVersion: 'crash-test', backups: 3 });
      let last: { seed: number; actions: number; finished: boolean } | null = null;
      for (let k = 0; k < KILLS_PER_LANE; k++) {
        const run = (n + 1) * 1000 + k;
        const journal = await runAndKill(dir, run, Math.floor(rnd() * 40));
        stats.kills++;
        stats.strayTemps += readdirSync(dir).filter((f) => f.includes('.tmp-')).length; // killed mid-write
        const where = `lane ${n} kill ${k}`;
        const r = await store.load('slot');
        if (!r.ok) throw new Error(`${where}: the slot does not load: ${r.error.code} ${r.error.message}`);
        if (r.value.recovered) throw new Error(`${where}: the newest file was not usable (${JSON.stringify(r.value.recovered.skipped)}); loaded ${r.value.recovered.file}`);
        expect(readdirSync(dir).filter((f) => f.includes('quarantined') || f.includes('.tmp-'))).toEqual([]);
        const cur = { seed: r.value.file.setup.seed, actions: r.value.file.actions.length, finished: r.value.state.phase === 'finished' };
        if (last && cur.seed === last.seed) {
          if (cur.actions < last.actions) throw new Error(`${where}: actions lost: ${cur.actions} < ${last.actions}`);
        } else {
          if (!journal.includes(`game ${cur.seed}`)) throw new Error(`${where}: the slot holds game ${cur.seed}, which this run did not start`);
          if (last && !last.finished && !journal.some((l) => l.startsWith(`finished ${last!.seed} `))) {
            throw new Error(`${where}: game ${last.seed} (${last.actions} actions, not over) was replaced by game ${cur.seed}`);
          }
          stats.newGames++;
        }
        stats.maxActions = Math.max(stats.maxActions, cur.actions);
        last = cur;
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    console.log(`crash test: ${JSON.stringify(stats)}`);
    expect(stats.kills).toBeGreaterThanOrEqual(200);
  }, 300_000);
});
