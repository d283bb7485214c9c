import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as nfs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AutosaveStatus, GameUpdate, SaveMeta } from '../../shared/ipc/contract';
import type { SaveFs } from '../../electron/main/saves/SaveStore';
import { faultFs } from './faultFs';
import { AppServices } from '../../electron/main/services';
import { AUTOSAVE_ID } from '../../electron/main/saves/SaveStore';
import { viewFingerprint } from '../../electron/main/GameHost';
import { engine, prng, SETUP2 } from '../support/engine';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-auto-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('GameHost + coalesced autosave', () => {
  it('pushes every update, autosaves off the critical path and coalesces bursts', async () => {
    const pushes: GameUpdate[] = [];
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', push: (u) => pushes.push(u) });
    expect(svc.host.newGame(SETUP2).ok).toBe(true);
    const rnd = prng(4);
    for (let i = 0; i < 25; i++) {
      const legal = svc.host.snapshot()!.legal;
      const r = svc.host.apply(legal[Math.floor(rnd() * legal.length)]!);
      expect(r.ok).toBe(true);
    }
    expect(svc.autosaver.writes).toBe(0); // nothing written synchronously
    await svc.autosaver.flush();
    expect(svc.autosaver.writes).toBeGreaterThanOrEqual(1);
    expect(svc.autosaver.writes).toBeLessThan(26);
    expect(pushes).toHaveLength(26); // new game + 25 actions
    expect(pushes.at(-1)!.snapshot).toEqual(svc.host.snapshot());
    expect(pushes.at(-1)!.events.length).toBeGreaterThan(0);
    const loaded = await svc.store.load(AUTOSAVE_ID);
    expect(loaded.ok && loaded.value.file.actions.length).toBe(25);
    expect(loaded.ok && engine.hashState(loaded.value.state)).toBe(svc.host.hash());
  });

  it('snapshot lists only the active seat’s legal actions and public player data', () => {
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const s = svc.host.newGame(SETUP2);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(s.value.legal.length).toBeGreaterThan(0);
    expect(s.value.legal.every((a) => a.player === s.value.activeSeat)).toBe(true);
    expect(s.value.players.map((p) => p.name)).toEqual(['Anna', 'Bernd']);
    expect(JSON.stringify(s.value.players)).not.toContain('"hand"');
  });

  it('the renderer gets no state hash: the snapshot fingerprint is a hash of what the seat sees and changes with every action', () => {
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    svc.host.newGame(SETUP2);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = svc.host.snapshot()!;
      expect(s.hash).not.toBe(svc.host.hash());
      expect(JSON.stringify(s)).not.toContain(svc.host.hash()!);
      expect(s.hash).toBe(viewFingerprint(s.activeSeat, s.actionCount, s.view));
      seen.add(s.hash);
      expect(svc.host.apply(s.legal[0]!).ok).toBe(true);
    }
    expect(seen.size).toBe(20);
  });

  it('seat controls: recorded at game:new (default human), shown in the snapshot, kept in the autosave', async () => {
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const seats = [{ ...SETUP2.seats[0]!, control: { kind: 'computer', level: 'hard' } }, SETUP2.seats[1]!];
    const r = await svc.router.handle('game:new', { ...SETUP2, seats });
    expect(r.ok).toBe(true);
    expect(svc.host.snapshot()!.seats).toEqual([{ control: { kind: 'computer', level: 'hard' } }, { control: { kind: 'human' } }]);
    expect(svc.host.record()!.setup.seats).toEqual(SETUP2.seats); // the engine's setup has no controls
    await svc.autosaver.flush();
    const again = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const c = await again.router.handle('saves:continue', {});
    expect(c.ok).toBe(true);
    expect(again.host.snapshot()!.seats.map((s) => s.control)).toEqual([{ kind: 'computer', level: 'hard' }, { kind: 'human' }]);
    expect((await svc.router.handle('game:new', { ...SETUP2, seats: [{ ...SETUP2.seats[0]!, control: { kind: 'computer', level: 'godlike' } }, SETUP2.seats[1]!] })).ok).toBe(false);
  });

  it('Continue (saves:continue) restores the exact game in a fresh host', async () => {
    const a = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    await a.router.handle('game:new', SETUP2);
    for (let i = 0; i < 10; i++) await a.router.handle('game:apply', { action: a.host.snapshot()!.legal[0] });
    await a.autosaver.flush();
    const b = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const r = await b.router.handle('saves:continue', {});
    expect(r.ok).toBe(true);
    expect(b.host.hash()).toBe(a.host.hash());
    expect(b.host.record()!.actions).toEqual(a.host.record()!.actions);
  });
});

describe('the autosave across a change of game', () => {
  /** node's file system, with a sync that waits while `gate.held` (an autosave write in flight). */
  function gatedFs() {
    const gate = { held: false, waiting: [] as (() => void)[], failAfter: false };
    const open = async (p: string, flags?: string) => {
      const fh = await nfs.open(p, flags);
      return new Proxy(fh, {
        get(target, prop) {
          if (prop === 'sync') return async () => {
            if (gate.held) {
              await new Promise<void>((r) => gate.waiting.push(r));
              if (gate.failAfter) throw Object.assign(new Error('ENOSPC: no space left on device, fsync'), { code: 'ENOSPC' });
            }
            return target.sync();
          };
          const v = Reflect.get(target, prop) as unknown;
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        },
      });
    };
    const release = () => {
      gate.held = false;
      for (const r of gate.waiting.splice(0)) r();
    };
    return { fs: { ...nfs, open } as unknown as SaveFs, gate, release };
  }

  it.each(['load', 'new game'] as const)('a %s while a write is in flight: the game before is kept to its last action, not to the write in flight', async (how) => {
    const g = gatedFs();
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: g.fs, flushTimeoutMs: 10_000 });
    const ask = (channel: 'game:new' | 'game:apply' | 'saves:save' | 'saves:load' | 'saves:list', req: unknown) => svc.router.handle(channel, req as never);
    const step = () => ask('game:apply', { action: svc.host.snapshot()!.legal[0] });
    await ask('game:new', { ...SETUP2, seed: 77 });
    for (let i = 0; i < 3; i++) await step();
    const x = await ask('saves:save', { name: 'X' });
    expect(x.ok).toBe(true);
    await svc.autosaver.flush();
    g.gate.held = true;
    await step(); // the 4th action: its write waits at the gate
    await new Promise((r) => setImmediate(r));
    await step(); // the 5th: waits for the next write
    const actions = svc.host.record()!.actions;
    expect(actions).toHaveLength(5);
    const switched = how === 'load' ? ask('saves:load', { id: (x as { value: { id: string } }).value.id }) : ask('game:new', { ...SETUP2, seed: 78 });
    setTimeout(g.release, 50);
    expect((await switched).ok).toBe(true);
    await svc.autosaver.flush();
    // the game before now lies in a save of its own (the autosave holds the new one): all five actions
    const list = await ask('saves:list', {});
    const earlier = (list as { value: { id: string; autosave: boolean; meta: { actionCount: number; name: string } | null }[] }).value.filter((e) => !e.autosave && e.meta?.name !== 'X');
    expect(earlier).toHaveLength(1);
    const kept = await svc.store.load(earlier[0]!.id);
    expect(kept.ok && kept.value.file.actions).toEqual(actions);
    await svc.close();
  });

  it('a write of the game before that ends after the new game was taken up does not speak for the new game (no failure told of it, no "saving works again")', async () => {
    const g = gatedFs();
    const statuses: AutosaveStatus[] = [];
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: g.fs, flushTimeoutMs: 30, send: (push, s) => push === 'saves:autosave' && statuses.push(s as AutosaveStatus) });
    await svc.router.handle('game:new', { ...SETUP2, seed: 90 });
    for (let i = 0; i < 3; i++) await svc.router.handle('game:apply', { action: svc.host.snapshot()!.legal[0] });
    await svc.autosaver.flush();
    // the next write hangs past the flush's bound, and then fails
    g.gate.held = true;
    g.gate.failAfter = true;
    await svc.router.handle('game:apply', { action: svc.host.snapshot()!.legal[0] });
    await new Promise((r) => setImmediate(r));
    expect((await svc.router.handle('game:new', { ...SETUP2, seed: 91 })).ok).toBe(true);
    const from = statuses.length;
    expect(statuses.at(-1)).toMatchObject({ state: 'idle', savedActions: null });
    g.release();
    await svc.autosaver.flush();
    // the new game's own write follows and works: nothing in between said it failed
    expect(statuses.slice(from).map((s) => s.state)).toEqual(['saved']);
    expect(svc.autosaver.status()).toMatchObject({ state: 'saved', savedActions: 0, currentActions: 0 });
    await svc.close();
  });

  it('a new game while the autosave fails: the warning speaks of the new game (nothing of it saved), not of the game before', async () => {
    const f = faultFs();
    const statuses: AutosaveStatus[] = [];
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: f.fs, flushTimeoutMs: 2000, send: (push, s) => push === 'saves:autosave' && statuses.push(s as AutosaveStatus) });
    const step = () => svc.router.handle('game:apply', { action: svc.host.snapshot()!.legal[0] });
    await svc.router.handle('game:new', { ...SETUP2, seed: 5 });
    for (let i = 0; i < 5; i++) await step();
    await svc.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    for (let i = 0; i < 3; i++) await step();
    await svc.autosaver.flush();
    expect(svc.autosaver.status()).toMatchObject({ state: 'failing', savedActions: 5, currentActions: 8 });
    expect((await svc.router.handle('game:new', { ...SETUP2, seed: 6 })).ok).toBe(true);
    // told at once: the warning was the game before's
    expect(statuses.at(-1)).toMatchObject({ state: 'idle', lastSavedAt: null, savedActions: null, currentActions: 0 });
    for (let i = 0; i < 2; i++) await step();
    await svc.autosaver.flush();
    const s = svc.autosaver.status();
    expect(s).toMatchObject({ state: 'failing', lastSavedAt: null, savedActions: null, currentActions: 2, failures: 1 });
    expect(statuses.at(-1)).toEqual(s);
    f.clear();
    await svc.close();
  });

  it('a load while the autosave fails: the loaded file is the game’s last save, and no "saving works again" is told', async () => {
    const f = faultFs();
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: f.fs, flushTimeoutMs: 2000 });
    const step = () => svc.router.handle('game:apply', { action: svc.host.snapshot()!.legal[0] });
    await svc.router.handle('game:new', { ...SETUP2, seed: 5 });
    for (let i = 0; i < 4; i++) await step();
    const x = (await svc.router.handle('saves:save', { name: 'X' })) as { ok: true; value: SaveMeta };
    expect(x.ok).toBe(true);
    f.fail({ op: 'write', match: /^autosave/, errno: 'ENOSPC' });
    await step();
    await svc.autosaver.flush();
    expect(svc.autosaver.status().state).toBe('failing');
    expect((await svc.router.handle('saves:load', { id: x.value.id })).ok).toBe(true);
    expect(svc.autosaver.status()).toMatchObject({ state: 'idle', lastSavedAt: x.value.savedAt, savedActions: 4, currentActions: 4, error: null, failures: 0 });
    f.clear();
    // the write the load scheduled ends before the test does (else it races the folder's removal)
    await svc.autosaver.flush();
    await svc.statsRecorder.flush();
    await svc.close();
  });
});
