/**
 * npm run bench:saves — plays one finished 4-player game with random legal actions (seeded)
 * through the real GameHost + SaveStore on a temp folder (durable writes: fsync + rename +
 * backups), saving after every action, then loads the final save several times.
 * Prints figures and, as its LAST line, one JSON object {autosaveMsPerAction, loadMs, fileKB}.
 * autosaveMsPerAction: mean wall time of one complete autosave write per applied action
 *   (worst case: every action awaited individually, no coalescing).
 * loadMs: median full load (read, checksum, migrate, replay with the engine, hash check).
 * Targets: <= 10 ms, <= 50 ms, <= 100 KB.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLAYER_COLOURS } from '../shared/model/components';
import { realEngine as engine } from '../electron/main/engine';
import { GameHost } from '../electron/main/GameHost';
import { AUTOSAVE_ID, SaveStore } from '../electron/main/saves/SaveStore';
import { flagHelp, flagsOrExit, parseFlags } from './cli-args';
import { mulberry32 } from '../shared/util/random';

const SPEC = {
  seed: { kind: 'int', min: 0, max: 0xffffffff, default: 2026, help: "the game's seed" },
  loads: { kind: 'int', min: 1, max: 1000, default: 20, help: 'loads of the final save timed' },
} as const;
const flags = flagsOrExit('bench-saves', `usage: npm run bench:saves -- [flags]\n${flagHelp(SPEC)}`, () => parseFlags(process.argv.slice(2), SPEC));


const dir = mkdtempSync(path.join(os.tmpdir(), 'walz-bench-saves-'));
try {
  const store = new SaveStore({ dir, engine, appVersion: 'bench', backups: 3 });
  // four people at one screen: without the hot-seat curtain every seat's options are in the snapshot
  const host = new GameHost(engine, { curtain: () => 'off' });
  const seats = PLAYER_COLOURS.map((colour, i) => ({ name: `Journeyman ${i + 1}`, colour }));
  const created = host.newGame({ seats, seed: flags.seed, startPlayer: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const rnd = mulberry32(flags.seed);
  const writeMs: number[] = [];
  let applyMs = 0;
  for (let guard = 0; guard < 100_000; guard++) {
    const snap = host.snapshot()!;
    if (snap.phase === 'finished' || snap.legal.length === 0) break;
    const t0 = performance.now();
    const r = host.apply(snap.legal[Math.floor(rnd() * snap.legal.length)]!);
    applyMs += performance.now() - t0;
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    const rec = host.record()!;
    const t1 = performance.now();
    const w = await store.write(AUTOSAVE_ID, { name: 'Autosave', setup: rec.setup, actions: [...rec.actions], state: host.getState()! });
    writeMs.push(performance.now() - t1);
    if (!w.ok) throw new Error(w.error.message);
  }
  const finalState = host.getState()!;
  if (finalState.phase !== 'finished') throw new Error('the game did not finish');

  const loads: number[] = [];
  for (let i = 0; i < flags.loads; i++) {
    const t0 = performance.now();
    const r = await store.load(AUTOSAVE_ID);
    loads.push(performance.now() - t0);
    if (!r.ok || engine.hashState(r.value.state) !== host.hash()) throw new Error('load failed or hash differs');
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
  const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)]!;
  const mean = writeMs.reduce((a, b) => a + b, 0) / writeMs.length;
  const fileKB = statSync(store.fileFor(AUTOSAVE_ID)).size / 1024;
  const r2 = (x: number) => Math.round(x * 100) / 100;

  console.log(`game: 4 players, seed ${flags.seed}, ${writeMs.length} actions, finished (winners ${finalState.winners.join(',')})`);
  console.log(`engine apply (+ snapshot): ${r2(applyMs / writeMs.length)} ms/action`);
  console.log(`autosave write: mean ${r2(mean)} ms, median ${r2(median(writeMs))} ms, p95 ${r2(p95(writeMs))} ms, max ${r2(Math.max(...writeMs))} ms`);
  console.log(`load (checksum + replay + hash): median ${r2(median(loads))} ms, p95 ${r2(p95(loads))} ms over ${loads.length} loads`);
  console.log(`file: ${r2(fileKB)} KB`);
  console.log(JSON.stringify({ autosaveMsPerAction: r2(mean), loadMs: r2(median(loads)), fileKB: r2(fileKB) }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
