import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../shared/engine';
import { turnWithMoves } from '../../../shared/ai/aiTestkit';
import { decide } from '../../../shared/ai/decide';
import { realEngine } from '../engine';
import { AppServices } from '../services';
import type { Action, GameView } from '../../../shared/engine';
import { ComputerSeats, type SeatsHost } from '../table/ComputerSeats';
import { AiTimeoutError, AiWorker, moduleDataUrl, thinkBudgetMs, workerEntryFor } from './AiWorker';
import { bundleStandalone } from '../../build/standaloneWorker';

const state = turnWithMoves(21, 4, 120);
const seat = legalActions(state)[0]!.player;
const view = viewFor(state, seat);
const legal = legalActions(state);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * Delays of a 5 ms timer (beyond its 5 ms) and of setImmediate on this thread while `busy` runs.
 * Sorted, so a test can read a percentile: a search on this thread would delay every sample by
 * the whole search; an occasional scheduling hiccup of a loaded machine delays one.
 */
async function loopLatency(busy: Promise<unknown>): Promise<{ timer: number[]; immediate: number[] }> {
  let done = false;
  void busy.finally(() => (done = true));
  const timer: number[] = [];
  const immediate: number[] = [];
  while (!done) {
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 5));
    timer.push(performance.now() - t0 - 5);
    const t1 = performance.now();
    await new Promise((r) => setImmediate(r));
    immediate.push(performance.now() - t1);
  }
  return { timer: timer.sort((a, b) => a - b), immediate: immediate.sort((a, b) => a - b) };
}

const p95 = (xs: readonly number[]) => xs[Math.floor(0.95 * (xs.length - 1))] as number;

describe('AiWorker (worker_threads)', () => {
  it("the app's thread says when it is ready, before any decision is asked (its start-up allowance ends there)", async () => {
    const ai = new AiWorker();
    try {
      await expect.poll(() => (ai as unknown as { started: boolean }).started, { timeout: 20_000 }).toBe(true);
      expect(ai.busy).toBe(0);
    } finally {
      await ai.close();
    }
  });

  it('answers with one of the legal actions and a reason from the catalogue', async () => {
    const ai = new AiWorker();
    try {
      const out = await ai.decide(view, legal, { level: 'hard', seed: 3, iterations: 40 });
      expect(out.status).toBe('done');
      if (out.status !== 'done') return;
      expect(legal).toContainEqual(out.action);
      expect(out.reason.key).toMatch(/^ai\./);
      expect(out.stats.iterations).toBeGreaterThan(0);
      // an iteration budget is reproducible: the thread decides as `decide` here does, and hands
      // on where a walk heads (this position's choice is a walk; the hint shows its route)
      const here = decide(view, legal, { level: 'hard', seed: 3, iterations: 40 });
      expect(out.action).toEqual(here.action);
      expect(here.reason.key).toMatch(/^ai\.goTo\./);
      expect(typeof here.toward).toBe('string');
      expect(out.toward).toBe(here.toward);
    } finally {
      await ai.close();
    }
  });

  it('keeps the main event loop and the IPC router answering while the hard level thinks', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'walz-ai-'));
    dirs.push(dir);
    const services = new AppServices({ engine: realEngine, savesDir: dir, appVersion: 'test', durable: false });
    const ai = new AiWorker();
    try {
      // warm the worker (module loading) so the measurement covers thinking only
      await ai.decide(view, legal, { level: 'hard', seed: 1, iterations: 5 });
      const thinking = ai.decide(view, legal, { level: 'hard', seed: 2, thinkMs: 1200 });
      const ipc: number[] = [];
      const answers: boolean[] = [];
      const calls = (async () => {
        for (let i = 0; i < 8; i++) {
          await new Promise((r) => setTimeout(r, 100));
          const t0 = performance.now();
          const r = await services.router.handle('game:current', {});
          ipc.push(performance.now() - t0);
          answers.push(r.ok);
        }
      })();
      const lat = await loopLatency(thinking);
      await calls;
      const out = await thinking;
      expect(out.status).toBe('done');
      if (out.status === 'done') expect(out.stats.ms).toBeGreaterThan(300); // the search may stop early once its best arm is safe
      expect(answers).toEqual(Array(8).fill(true));
      expect(lat.timer.length).toBeGreaterThan(20);
      expect(p95(lat.timer)).toBeLessThan(50);
      expect(p95(lat.immediate)).toBeLessThan(50);
      // every IPC answer well inside the 1.2 s search, nearly all of them under 50 ms
      expect(Math.max(...ipc)).toBeLessThan(250);
      expect(ipc.filter((ms) => ms < 50).length).toBeGreaterThanOrEqual(7);
    } finally {
      await ai.close();
    }
  });

  it('cancel() resolves a pending decision as cancelled at once, and the thread stops searching', async () => {
    const ai = new AiWorker();
    try {
      await ai.decide(view, legal, { level: 'hard', seed: 1, iterations: 5 });
      const long = ai.decide(view, legal, { level: 'hard', seed: 2, thinkMs: 20_000 });
      const queued = ai.decide(view, legal, { level: 'hard', seed: 3, thinkMs: 20_000 });
      await new Promise((r) => setTimeout(r, 200));
      const t0 = performance.now();
      ai.cancel();
      expect(await long).toEqual({ status: 'cancelled' });
      expect(await queued).toEqual({ status: 'cancelled' });
      expect(performance.now() - t0).toBeLessThan(200);
      expect(ai.busy).toBe(0);
      // the thread is free again well before the 20 s budget: the search stopped
      const t1 = performance.now();
      const next = await ai.decide(view, legal, { level: 'hard', seed: 4, iterations: 10 });
      expect(next.status).toBe('done');
      expect(performance.now() - t1).toBeLessThan(5000);
    } finally {
      await ai.close();
    }
  });

  it('after close() nothing more is decided', async () => {
    const ai = new AiWorker();
    await ai.close();
    expect(await ai.decide(view, legal, { level: 'easy', seed: 1 })).toEqual({ status: 'cancelled' });
  });
});

describe('the built app’s worker thread', () => {
  it('is one file that imports only Node’s own modules, and started from its text as a data: URL it decides as `decide` does', async () => {
    const text = await bundleStandalone(path.resolve('electron/main/ai/aiWorkerEntry.ts'));
    const imports = [...text.matchAll(/^\s*import\b[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((m) => !m!.startsWith('node:'))).toEqual([]);
    // nothing loaded at run time from beside it (no import() of a file, no require)
    expect(text).not.toMatch(/\bimport\(|\brequire\(/);
    // nor looks for anything by its own place (a data: URL has none)
    expect(text).not.toMatch(/import\.meta|__dirname|__filename/);
    const ai = new AiWorker({ entry: moduleDataUrl(text) });
    try {
      const out = await ai.decide(view, legal, { level: 'hard', seed: 3, iterations: 40 });
      expect(out.status).toBe('done');
      if (out.status === 'done') expect(out.action).toEqual(decide(view, legal, { level: 'hard', seed: 3, iterations: 40 }).action);
    } finally {
      await ai.close();
    }
  }, 30_000);

  it('is found beside the bundled main (or above a chunk), inside an asar archive too, and handed over as its text', () => {
    const main = 'file:///opt/Auf%20der%20Walz/resources/app.asar/out/main/index.js';
    const files: Record<string, string> = { '/opt/Auf der Walz/resources/app.asar/out/main/aiWorker.js': 'export const worker = 1;' };
    const read = (f: string) => {
      if (!(f in files)) throw new Error(`no such file ${f}`);
      return files[f]!;
    };
    const exists = (f: string) => f in files;
    const decodeEntry = (u: URL) => {
      expect(u.protocol).toBe('data:');
      return Buffer.from(u.href.slice(u.href.indexOf(',') + 1), 'base64').toString('utf8');
    };
    const fromMain = workerEntryFor(main, read, exists);
    expect(decodeEntry(fromMain.entry)).toBe('export const worker = 1;');
    expect(fromMain.execArgv).toEqual([]);
    const fromChunk = workerEntryFor('file:///opt/Auf%20der%20Walz/resources/app.asar/out/main/chunks/decide-x.js', read, exists);
    expect(decodeEntry(fromChunk.entry)).toBe('export const worker = 1;');
    // from the sources (tests, tsx): the entry file itself, through tsx
    const fromSources = workerEntryFor('file:///work/electron/main/ai/AiWorker.ts', read, exists);
    expect(fromSources.entry.href).toBe('file:///work/electron/main/ai/aiWorkerEntry.ts');
    expect(fromSources.execArgv).toEqual(['--import', 'tsx']);
  });
});

/** A thread that takes every request and never answers: it spins, counting in the shared word it was given. */
const stuckEntry = moduleDataUrl(
  "import { parentPort, workerData } from 'node:worker_threads';" +
    'const beat = new Int32Array(workerData.epoch);' +
    "parentPort.on('message', () => { for (;;) Atomics.add(beat, 0, 1); });",
);

/** A thread that answers every request with its first legal action, after working `ms` on it (and `startMs` on its own start). */
function answeringEntry(ms: number, startMs = 0): URL {
  return moduleDataUrl(
    "import { parentPort } from 'node:worker_threads';" +
      `{ const end = Date.now() + ${startMs}; while (Date.now() < end) {} }` +
      "parentPort.on('message', (req) => {" +
      `  const end = Date.now() + ${ms}; while (Date.now() < end) {}` +
      "  parentPort.postMessage({ id: req.id, status: 'done', action: req.legal[0], reason: { key: 'ai.test', params: {} }, stats: { level: req.options.level, ms: " +
      ms +
      ', iterations: 0, stoppedEarly: false, arms: [] } });' +
      '});',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a thread that stops answering', () => {
  it('is stopped once the think budget and the margin have passed: the decision rejects as timed out, the thread no longer runs, the AiWorker counts as failed and the log says so', async () => {
    const lines: string[] = [];
    const ai = new AiWorker({ entry: stuckEntry, watchdogMarginMs: 300, startupAllowanceMs: 0, log: (l) => lines.push(l) });
    try {
      const t0 = performance.now();
      const err = await ai.decide(view, legal, { level: 'hard', seed: 1, thinkMs: 100 }).then(
        () => null,
        (e: unknown) => e,
      );
      const waited = performance.now() - t0;
      expect(err).toBeInstanceOf(AiTimeoutError);
      expect((err as AiTimeoutError).timedOut).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(380); // not before its 100 ms and the 300 ms margin
      expect(waited).toBeLessThan(3000);
      expect(ai.failed).toBe(true);
      expect(ai.busy).toBe(0);
      expect(lines).toEqual([expect.stringMatching(/^computer player: AI worker gave no answer within 400 ms and was stopped/)]);
      // the thread had been spinning, and is stopped now: its count stands still
      const beat = (ai as unknown as { epoch: Int32Array }).epoch;
      await sleep(100);
      const counted = Atomics.load(beat, 0);
      expect(counted).not.toBe(0);
      await sleep(200);
      expect(Atomics.load(beat, 0)).toBe(counted);
      // a failed AiWorker refuses at once: the host builds a fresh one
      await expect(ai.decide(view, legal, { level: 'hard', seed: 2 })).rejects.toBe(err);
    } finally {
      await ai.close();
    }
  }, 10_000);

  it('a load or new game (cancel) while it is stuck does not restart the watch: the next decision is refused at the first deadline', async () => {
    const lines: string[] = [];
    const ai = new AiWorker({ entry: stuckEntry, watchdogMarginMs: 300, startupAllowanceMs: 0, log: (l) => lines.push(l) });
    try {
      const t0 = performance.now();
      const first = ai.decide(view, legal, { level: 'hard', seed: 1, thinkMs: 100 });
      await sleep(200);
      ai.cancel();
      expect(await first).toEqual({ status: 'cancelled' });
      // the new game's first decision, on the same thread: its own deadline would be 2.3 s away
      const next = ai.decide(view, legal, { level: 'hard', seed: 2, thinkMs: 2000 }).then(
        () => null,
        (e: unknown) => e,
      );
      const err = await next;
      expect(err).toBeInstanceOf(AiTimeoutError);
      expect(performance.now() - t0).toBeLessThan(1500); // the stuck request's 400 ms, not 200 + 2300 ms
      expect(ai.failed).toBe(true);
      expect(lines).toHaveLength(1);
    } finally {
      await ai.close();
    }
  }, 10_000);

  it('gives each of several queued decisions its whole deadline, counted from when the thread gets to it', async () => {
    const lines: string[] = [];
    // 200 ms of work each, a deadline of 100 + 250 ms each: three in a row take 600 ms, and none is late
    const ai = new AiWorker({ entry: answeringEntry(200), watchdogMarginMs: 250, log: (l) => lines.push(l) });
    try {
      const outs = await Promise.all([1, 2, 3].map((seed) => ai.decide(view, legal, { level: 'hard', seed, thinkMs: 100 })));
      expect(outs.map((o) => o.status)).toEqual(['done', 'done', 'done']);
      expect(ai.failed).toBe(false);
      expect(lines).toEqual([]);
    } finally {
      await ai.close();
    }
  });

  it("a thread's start (its modules loading on a slow machine) is not counted against the first decision", async () => {
    const lines: string[] = [];
    // the thread takes 600 ms to start, the decision itself 0 ms against a deadline of 50 + 100 ms
    const slow = new AiWorker({ entry: answeringEntry(0, 600), watchdogMarginMs: 100, startupAllowanceMs: 3000, log: (l) => lines.push(l) });
    try {
      expect((await slow.decide(view, legal, { level: 'hard', seed: 1, thinkMs: 50 })).status).toBe('done');
      expect(slow.failed).toBe(false);
      expect(lines).toEqual([]);
    } finally {
      await slow.close();
    }
    // without the allowance the same start is taken for a stuck thread
    const strict = new AiWorker({ entry: answeringEntry(0, 600), watchdogMarginMs: 100, startupAllowanceMs: 0, log: (l) => lines.push(l) });
    try {
      await expect(strict.decide(view, legal, { level: 'hard', seed: 1, thinkMs: 50 })).rejects.toBeInstanceOf(AiTimeoutError);
    } finally {
      await strict.close();
    }
  });

  it('a thread that says it is ready ends its start-up allowance there: a stuck first decision is stopped by its own deadline from then', async () => {
    const lines: string[] = [];
    // starts in 300 ms, says so, then never answers
    const entry = moduleDataUrl(
      "import { parentPort } from 'node:worker_threads';" +
        '{ const end = Date.now() + 300; while (Date.now() < end) {} }' +
        "parentPort.on('message', () => { for (;;) {} });" +
        'parentPort.postMessage({ ready: true });',
    );
    const ai = new AiWorker({ entry, watchdogMarginMs: 100, startupAllowanceMs: 10_000, log: (l) => lines.push(l) });
    try {
      const t0 = performance.now();
      await expect(ai.decide(view, legal, { level: 'hard', seed: 1, thinkMs: 50 })).rejects.toBeInstanceOf(AiTimeoutError);
      // its start and 150 ms, far from the 10 s the allowance would have given
      expect(performance.now() - t0).toBeLessThan(5000);
      expect(lines).toEqual([expect.stringMatching(/within 150 ms/)]);
    } finally {
      await ai.close();
    }
  });

  it('a deadline comes from the think budget: the level’s own, or the one asked for; an iteration budget alone sets none', () => {
    expect(thinkBudgetMs({ level: 'hard', seed: 1 })).toBe(1000);
    expect(thinkBudgetMs({ level: 'medium', seed: 1 })).toBe(150);
    expect(thinkBudgetMs({ level: 'easy', seed: 1 })).toBe(0);
    expect(thinkBudgetMs({ level: 'hard', seed: 1, thinkMs: 2500 })).toBe(2500);
    expect(thinkBudgetMs({ level: 'hard', seed: 1, iterations: 40 })).toBeNull();
  });

  it('at the table: the stuck decision is played by the fallback, without asking the stuck thread again, and the next decision gets a fresh thread', async () => {
    const lines: string[] = [];
    const made: AiWorker[] = [];
    let current: AiWorker | null = null;
    // as the app's services do: a failed thread is replaced on the next ask
    const worker = () => {
      if (current?.failed) current = null;
      if (!current) {
        // (the stuck thread with no start-up allowance, so the test need not wait for it; the fresh one with the app's)
        current = new AiWorker({ entry: made.length === 0 ? stuckEntry : answeringEntry(0), watchdogMarginMs: 300, ...(made.length === 0 ? { startupAllowanceMs: 0 } : {}), log: (l) => lines.push(l) });
        made.push(current);
      }
      return current;
    };
    const applied: string[] = [];
    const errors: string[] = [];
    const host: SeatsHost = {
      epoch: 0,
      computerToDecide: () => (applied.length >= 2 ? null : { seat: 1, level: 'medium', view: {} as GameView, legal: [{ player: 1, type: 'endTurn' } as Action, { player: 1, type: 'scout', kind: 'city', pay: 'point' } as Action], actionCount: applied.length }),
      applyComputer: (action, reason) => {
        applied.push(`${action.type}:${reason.key}`);
        return { ok: true };
      },
      setThinking: () => {},
    };
    let asked = 0;
    const seats = new ComputerSeats({
      host,
      ai: {
        decide: (v, l, o, k) => {
          asked++;
          return worker().decide(v, l, o, k);
        },
        cancel: () => current?.cancel(),
      },
      paceMs: () => 0,
      seed: 1,
      onError: (e) => errors.push(e.message),
      fallback: (due) => ({ action: due.legal[0]!, reason: { key: 'ai.fallback', params: {} } }),
    });
    try {
      const t0 = performance.now();
      seats.poke();
      await Promise.race([seats.idle(), sleep(10_000)]);
      expect(seats.busy).toBe(false);
      expect(performance.now() - t0).toBeLessThan(5000); // the medium level's 150 ms and the 300 ms margin, not for ever
      expect(applied).toEqual(['endTurn:ai.fallback', 'endTurn:ai.test']);
      expect(asked).toBe(2); // once for each decision: the stuck thread was not asked again
      expect(errors).toEqual(['AI worker gave no answer within 450 ms and was stopped']);
      expect(lines).toHaveLength(1);
      expect(made).toHaveLength(2);
      expect(made[0]!.failed).toBe(true);
      expect(made[1]!.failed).toBe(false);
    } finally {
      seats.cancel();
      await Promise.all(made.map((w) => w.close()));
    }
  });
});
