/**
 * The autosave holds one game; the game it held before is never written over. A new game (or a
 * save of another game loaded) moves the earlier game's copies to a save of their own, and so
 * are copies this app cannot read as a clean save of the game now autosaved.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { AppServices } from '../../electron/main/services';
import { engine, prng, SETUP2 } from '../support/engine';
import { faultFs } from './faultFs';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-earlier-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { ok: boolean; value?: unknown; error?: { code: string } };
type Entry = { id: string; autosave: boolean; status: string; meta: { name: string; actionCount: number } | null; backup: { copy: number } | null };
const ask = async (svc: AppServices, channel: string, payload: unknown = {}) => (await svc.router.handle(channel, payload)) as Answer;
const services = (opts: Partial<ConstructorParameters<typeof AppServices>[0]> = {}) => new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', ...opts });
const sha = (file: string) => createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex');

/** Starts a game of `seed` and plays `n` actions, each autosaved. */
async function play(svc: AppServices, seed: number, n: number): Promise<void> {
  expect((await ask(svc, 'game:new', { ...SETUP2, seed })).ok).toBe(true);
  await svc.autosaver.flush();
  await more(svc, n, seed);
}

/** `n` more actions of the game on the table, each autosaved. */
async function more(svc: AppServices, n: number, seed = 1): Promise<void> {
  const rnd = prng(seed);
  for (let i = 0; i < n; i++) {
    const legal = svc.host.snapshot()!.legal;
    expect((await ask(svc, 'game:apply', { action: legal[Math.floor(rnd() * legal.length)] })).ok).toBe(true);
    await svc.autosaver.flush();
  }
}

async function listed(svc: AppServices): Promise<Entry[]> {
  const r = await ask(svc, 'saves:list');
  expect(r.ok).toBe(true);
  return r.value as Entry[];
}

/** Every save file's bytes by their hash. */
async function contents(): Promise<Set<string>> {
  return new Set((await fs.readdir(dir)).filter((n) => n.includes('.walz.json')).map(sha));
}

describe('the autosave never writes over an earlier game', () => {
  it('a new game moves the unfinished game, newest copy and backups, to a save of its own that loads and continues', async () => {
    const svc = services();
    await play(svc, 11, 6);
    const earlier = await contents();
    await play(svc, 12, 5);
    // every byte of the earlier game's four copies is still on disk
    const now = await contents();
    for (const h of earlier) expect(now.has(h)).toBe(true);
    const list = await listed(svc);
    const kept = list.filter((e) => !e.autosave);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'ok', meta: { name: 'Autosave', actionCount: 6 } });
    expect(list.find((e) => e.autosave)!.meta!.actionCount).toBe(5);
    const loaded = await ask(services(), 'saves:load', { id: kept[0]!.id });
    expect(loaded.ok).toBe(true);
  });

  it('going on with the same game (Continue, or its own autosave after every action) keeps no extra copy', async () => {
    const a = services();
    await play(a, 11, 4);
    const b = services();
    expect((await ask(b, 'saves:continue')).ok).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect((await ask(b, 'game:apply', { action: b.host.snapshot()!.legal[0] })).ok).toBe(true);
      await b.autosaver.flush();
    }
    const list = await listed(b);
    expect(list.map((e) => e.id)).toEqual(['autosave']);
    expect(list[0]!.meta!.actionCount).toBe(7);
  });

  it('a damaged autosave the list offers to continue from its backup is kept, not rotated away, when a new game starts instead', async () => {
    const a = services();
    await play(a, 11, 6);
    const main = path.join(dir, 'autosave.walz.json');
    await fs.truncate(main, (await fs.stat(main)).size - 100);
    const before = await contents();
    const b = services();
    expect((await listed(b))[0]).toMatchObject({ autosave: true, status: 'damaged', backup: { copy: 1 } });
    await play(b, 12, 5);
    const after = await contents();
    for (const h of before) expect(after.has(h)).toBe(true);
    const kept = (await listed(b)).filter((e) => !e.autosave);
    // the damaged newest copy stays damaged, with its good backup offered
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'damaged', backup: { copy: 1 } });
  });

  it('a new game of the same game number and journeymen is another game: the earlier one is kept', async () => {
    const svc = services();
    await play(svc, 11, 6);
    await play(svc, 11, 3);
    const kept = (await listed(svc)).filter((e) => !e.autosave);
    expect(kept.map((e) => e.meta!.actionCount)).toEqual([6]);
  });

  it('a game not yet begun (no action) is not kept: quick new games leave no empty saves behind', async () => {
    const svc = services();
    for (const seed of [21, 22, 23]) {
      expect((await ask(svc, 'game:new', { ...SETUP2, seed })).ok).toBe(true);
      await svc.autosaver.flush();
    }
    await more(svc, 2);
    expect((await listed(svc)).map((e) => e.id)).toEqual(['autosave']);
  });

  it('loading an earlier save of the same game keeps the autosave’s later moves', async () => {
    const svc = services();
    await play(svc, 11, 3);
    expect((await ask(svc, 'saves:save', { name: 'After three' })).ok).toBe(true);
    await more(svc, 4, 5);
    const named = (await listed(svc)).find((e) => !e.autosave)!;
    expect((await ask(svc, 'saves:load', { id: named.id })).ok).toBe(true);
    await svc.autosaver.flush();
    const counts = (await listed(svc)).map((e) => `${e.autosave ? 'auto' : e.meta!.name}:${e.meta!.actionCount}`).sort();
    expect(counts).toEqual(['After three:3', 'Autosave:7', 'auto:3']);
  });

  it('an autosave that cannot be moved (held open) fails the write and says so, keeps nothing twice, and moves once it can', async () => {
    const f = faultFs();
    const a = services({ fs: f.fs });
    await play(a, 11, 4);
    f.rules.push({ op: 'unlink', match: /^autosave\.walz\.json$/, errno: 'EPERM' });
    expect((await ask(a, 'game:new', { ...SETUP2, seed: 12 })).ok).toBe(true);
    await a.autosaver.flush();
    await more(a, 2);
    expect(a.autosaver.status().state).toBe('failing');
    expect((await fs.readdir(dir)).filter((n) => n.startsWith('earlier-game'))).toEqual([]);
    f.rules.length = 0;
    await more(a, 1);
    expect(a.autosaver.status().state).toBe('saved');
    const kept = (await listed(a)).filter((e) => !e.autosave);
    expect(kept.map((e) => e.meta!.actionCount)).toEqual([4]);
    expect((await listed(a)).find((e) => e.autosave)!.meta!.actionCount).toBe(3);
  });
});
