/**
 * Crash safety: a child process saving in a loop is killed with SIGKILL at >= 200 random
 * moments; after every kill the newest save (or its backup predecessor) loads cleanly.
 * Lanes run in parallel (own folder each) to keep the test well under a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { engine, prng } from '../support/engine';

const SOURCE = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const LANES = 8;
const KILLS_PER_LANE = 26; // 208 kills
const root = mkdtempSync(path.join(os.tmpdir(), 'walz-crash-'));
const WORKER = path.join(root, 'crash-worker.mjs');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Bundle the worker (real SaveStore + GameHost + engine) into one plain .mjs: fast to spawn. */
beforeAll(async () => {
  await build({ entryPoints: [SOURCE], bundle: true, platform: 'node', format: 'esm', target: 'node22', outfile: WORKER, logLevel: 'error' });
});

function runAndKill(dir: string, seed: number, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, dir, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let killed = false;
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d: Buffer) => {
      if (!killed && d.toString().includes('ready')) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`worker exited without being killed: ${err}`))));
  });
}

describe('crash safety under SIGKILL', () => {
  it(`>= 200 kills while saving: the newest save or its backup always loads`, async () => {
    const stats = { kills: 0, fromBackup: 0, strayTemps: 0, maxActions: 0 };
    const lane = async (n: number) => {
      const dir = path.join(root, `lane-${n}`);
      const rnd = prng(1000 + n);
      const store = new SaveStore({ dir, engine, appVersion: 'crash-test', backups: 3 });
      let lastCount = -1;
      for (let k = 0; k < KILLS_PER_LANE; k++) {
        await runAndKill(dir, n * 100 + k, Math.floor(rnd() * 40));
        stats.kills++;
        stats.strayTemps += readdirSync(dir).filter((f) => f.includes('.tmp-')).length; // killed mid-write
        const r = await store.load('slot');
        if (!r.ok) throw new Error(`lane ${n} kill ${k}: ${r.error.code} ${r.error.message}`);
        if (r.value.recovered) {
          const why = await Promise.all(r.value.recovered.quarantined.map(async (q) => { const v = await store.loadFile('slot', path.join(dir, q)); return v.ok ? 'ok?' : v.error.message; }));
          throw new Error(`lane ${n} kill ${k}: newest save was damaged (${why.join('; ')}); recovered from ${r.value.recovered.from}`);
        }
        expect(readdirSync(dir).filter((f) => f.includes('quarantined') || f.includes('.tmp-'))).toEqual([]);
        stats.maxActions = Math.max(stats.maxActions, r.value.file.actions.length);
        if (r.value.state.phase !== 'finished') expect(r.value.file.actions.length).toBeGreaterThanOrEqual(Math.min(lastCount, 1));
        lastCount = r.value.file.actions.length;
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    console.log(`crash test: ${JSON.stringify(stats)}`);
    expect(stats.kills).toBeGreaterThanOrEqual(200);
  }, 120_000);
});
