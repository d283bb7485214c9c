import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameUpdate } from '../../shared/ipc/contract';
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
