/**
 * The services record a finished game exactly once: when it ends, when it is loaded again,
 * after a restart, and never for an unfinished game.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServices } from '../../electron/main/services';
import { APP_ORIGIN } from '../../electron/main/security';
import { parseStats, STATS_FILE, StatsStore } from '../../electron/main/stats/StatsStore';
import { IDLE_CAP_MS, PlayClock } from '../../electron/main/stats/playClock';
import { StatsRecorder } from '../../electron/main/stats/StatsRecorder';
import { HUMAN, type SeatControl, type StatsSummary } from '../../shared/ipc/contract';
import { engine } from '../support/engine';
import { failingFs, finishedGame, setupOf } from './support';

const trusted = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-stats-svc-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = (extra: Partial<ConstructorParameters<typeof AppServices>[0]> = {}) =>
  new AppServices({ engine, savesDir: path.join(dir, 'saves'), dataDir: dir, appVersion: 'test', curtain: 'off', durable: false, ...extra });

async function summary(svc: AppServices): Promise<StatsSummary> {
  const r = await svc.router.handle('stats:get', {}, trusted);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as StatsSummary;
}

async function play(svc: AppServices, actions: readonly { player: number; type: string }[]): Promise<void> {
  for (const action of actions) {
    const r = await svc.router.handle('game:apply', { action }, trusted);
    if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
  }
}

describe('services: a finished game is recorded once', () => {
  it('recorded at the end, not again on reload, restart or Continue', async () => {
    const setup = setupOf(['Anna', 'Bernd'], 31337);
    const g = finishedGame(setup, 5);
    const svc = start();
    expect((await svc.router.handle('game:new', setup, trusted)).ok).toBe(true);
    await play(svc, g.actions.slice(0, -1));
    expect((await summary(svc)).games).toBe(0); // not finished yet
    await play(svc, g.actions.slice(-1));
    expect(svc.host.getState()!.phase).toBe('finished');

    const s = await summary(svc);
    expect(s.games).toBe(1);
    const rec = s.recent[0]!;
    expect(rec.players.map((p) => [p.name, p.score])).toEqual(g.state.players.map((p) => [p.name, p.vp]));
    expect(rec.winners).toEqual([...g.state.winners]);
    expect(rec.actions).toBe(g.actions.length);
    expect(rec.startedAt).not.toBeNull(); // the clock saw the game start
    expect(s.players.map((p) => p.name).sort()).toEqual(['Anna', 'Bernd']);
    expect(svc.statsRecorder.recorded).toBe(1);

    // save it under a name, load it again: still one game
    const saved = await svc.router.handle('saves:save', { name: 'Finished' }, trusted);
    expect(saved.ok).toBe(true);
    const id = saved.ok ? (saved.value as { id: string }).id : '';
    expect((await svc.router.handle('saves:load', { id }, trusted)).ok).toBe(true);
    expect((await summary(svc)).games).toBe(1);
    await svc.autosaver.flush();

    // restart on the same folders, Continue the finished autosave: still one game
    const again = start();
    expect((await again.router.handle('saves:continue', {}, trusted)).ok).toBe(true);
    expect(again.host.getState()!.phase).toBe('finished');
    expect((await summary(again)).games).toBe(1);
    expect(again.statsRecorder.recorded).toBe(0);
    expect(parseStats(await fs.readFile(path.join(dir, STATS_FILE))).length).toBe(1);
  });

  it('a second, different game is a second record; seat kinds come from the setup', async () => {
    const svc = start();
    for (const [seed, control] of [
      [1, undefined],
      [2, [undefined, { kind: 'computer', level: 'hard' }]],
    ] as const) {
      const setup = setupOf(['Anna', 'Rechner'], seed, control);
      const g = finishedGame(setup, seed);
      // the finished game as a loaded save brings it: with its seat controls (a computer seat
      // would play by itself, so its moves are not sent as a person's)
      const engineSetup = { ...setup, seats: setup.seats.map((x) => ({ name: x.name, colour: x.colour })) };
      const controls = (control ?? []) as readonly (SeatControl | undefined)[];
      svc.host.adopt(engineSetup, g.actions, g.state, { controls: setup.seats.map((_, i) => controls[i] ?? HUMAN) });
    }
    const s = await summary(svc);
    expect(s.games).toBe(2);
    expect(s.levels.map((l) => [l.level, l.games])).toEqual([['hard', 1]]);
    expect(s.players.find((p) => p.name === 'Rechner')?.games).toBe(1);
    expect(s.players.find((p) => p.name === 'Anna')?.games).toBe(2);
  });

  it('a write failure is reported on the statistics and, at the game\'s end, to the page; the game stays counted', async () => {
    const fsx = failingFs(['rename']);
    const told: unknown[] = [];
    const svc = start({ dataFs: fsx, send: (push, payload) => push === 'stats:recorded' && told.push(payload) });
    const setup = setupOf(['Anna', 'Bernd'], 99);
    const g = finishedGame(setup, 2);
    expect((await svc.router.handle('game:new', setup, trusted)).ok).toBe(true);
    await play(svc, g.actions);
    const s = await summary(svc);
    expect(s.games).toBe(1);
    expect(s.notice).toMatchObject({ code: 'stats-write-failed' });
    expect(svc.statsRecorder.lastError).toMatch(/EIO/);
    // the page heard it as the game ended (the results say so), once
    expect(told).toEqual([{ notice: expect.objectContaining({ code: 'stats-write-failed' }) }]);
    // the finished game loaded again while it still waits in memory: told again
    svc.host.adopt(svc.host.record()!.setup, svc.host.record()!.actions, svc.host.getState()!);
    await svc.statsRecorder.flush();
    fsx.failing.on = false;
    // what main does as the app quits (and the statistics screen as it opens): the game kept in
    // memory is written, and the page is told so (its results no longer say otherwise)
    await svc.statsRecorder.flush();
    expect(svc.statsRecorder.lastError).toBeNull();
    expect((await summary(svc)).notice).toBeNull();
    expect(parseStats(await fs.readFile(path.join(dir, STATS_FILE))).length).toBe(1);
    // and once written, loading it again tells the page all is well
    svc.host.adopt(svc.host.record()!.setup, svc.host.record()!.actions, svc.host.getState()!);
    await svc.statsRecorder.flush();
    expect(told.map((t) => (t as { notice: { code: string } | null }).notice?.code ?? null)).toEqual(['stats-write-failed', 'stats-write-failed', null, null]);
  });

  it('a game written to the statistics tells the page so (no notice)', async () => {
    const told: unknown[] = [];
    const svc = start({ send: (push, payload) => push === 'stats:recorded' && told.push(payload) });
    const setup = setupOf(['Anna', 'Bernd'], 98);
    const g = finishedGame(setup, 3);
    expect((await svc.router.handle('game:new', setup, trusted)).ok).toBe(true);
    await play(svc, g.actions);
    await svc.statsRecorder.flush();
    expect(told).toEqual([{ notice: null }]);
  });
});

describe('play clock', () => {
  it('counts the pauses between actions, each at most the idle cap, across a restart', async () => {
    const file = path.join(dir, 'clocks.json');
    const min = 60_000;
    const a = new PlayClock(file);
    await a.observe('g', 0, 0);
    await a.observe('g', 1, 2 * min);
    await a.observe('g', 2, 3 * min);
    await a.observe('g', 3, 3 * min + 8 * 60 * min); // left open for 8 hours: counts the cap
    await a.persist();
    // a restart: the first sighting (a load) starts a new count, no gap across sessions
    const b = new PlayClock(file);
    await b.observe('g', 3, 24 * 60 * min);
    await b.observe('g', 4, 24 * 60 * min + min);
    const t = await b.finish('g');
    expect(t.minutes).toBeCloseTo(2 + 1 + IDLE_CAP_MS / min + 1, 6);
    expect(t.startedAt?.getTime()).toBe(0);
    expect(await new PlayClock(file).finish('g')).toEqual({ startedAt: null, minutes: 0 });
  });

  it('quitting mid-game keeps the minutes since the last write: the recorder\'s flush at quit writes the clock', async () => {
    const file = path.join(dir, 'clocks-quit.json');
    const min = 60_000;
    const a = new PlayClock(file);
    const recorder = new StatsRecorder(new StatsStore({ file: path.join(dir, 'stats-quit.json'), appVersion: 'test' }), a);
    await a.observe('g', 0, 0);
    for (let n = 1; n <= 9; n++) await a.observe('g', n, n * min); // nine minutes, fewer actions than a periodic write
    await recorder.flush(); // what main does as the app quits
    // the next start continues the game from its autosave at action 9
    const b = new PlayClock(file);
    await b.observe('g', 9, 100 * min);
    await b.observe('g', 10, 101 * min);
    expect((await b.finish('g')).minutes).toBeCloseTo(10, 6);
  });

  it('a game first seen mid-way has no start time', async () => {
    const c = new PlayClock(null);
    await c.observe('g', 40, 1000);
    await c.observe('g', 41, 61_000);
    expect(await c.finish('g')).toEqual({ startedAt: null, minutes: 1 });
  });
});

describe('services: the recent games name the saves that hold them (to watch them again)', () => {
  it('a finished game is found in the autosave, then in the earlier game kept when the next game starts; a save of it unfinished is not taken, a deleted save gives none', async () => {
    const first = setupOf(['Anna', 'Bernd'], 4242);
    const g = finishedGame(first, 3);
    const svc = start();
    expect((await svc.router.handle('game:new', first, trusted)).ok).toBe(true);
    await play(svc, g.actions);
    await svc.autosaver.flush();
    let s = await summary(svc);
    expect(s.replays).toEqual([{ gameId: s.recent[0]!.id, saveId: 'autosave' }]);
    // the next game: the finished one moves to a save of its own, and the replay goes with it
    expect((await svc.router.handle('game:new', setupOf(['Anna', 'Bernd'], 4243), trusted)).ok).toBe(true);
    await play(svc, finishedGame(setupOf(['Anna', 'Bernd'], 4243), 3).actions.slice(0, 3));
    await svc.autosaver.flush();
    s = await summary(svc);
    const kept = s.replays[0]!;
    expect(kept.gameId).toBe(s.recent[0]!.id);
    expect(kept.saveId).not.toBe('autosave');
    const loaded = await svc.store.load(kept.saveId);
    expect(loaded.ok && loaded.value.file.actions.length).toBe(g.actions.length);
    // a save of the same game short of its end (not over) is not taken for it
    const other = await svc.store.saveAs({ name: 'Not it', setup: first, actions: g.actions.slice(0, -1) as never });
    expect(other.ok).toBe(true);
    // gone: no replay
    expect((await svc.router.handle('saves:delete', { id: kept.saveId }, trusted)).ok).toBe(true);
    expect((await summary(svc)).replays).toEqual([]);
    await svc.close();
  });
});
