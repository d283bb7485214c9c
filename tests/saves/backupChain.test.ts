/**
 * The backup chain moves only when a new version is in place: a write that fails at its last
 * step (the rename over the newest copy, which Windows refuses while another program holds the
 * file) leaves every backup as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { DurableFile } from '../../electron/main/durableFile';
import { engine, playRandom, SETUP2 } from '../support/engine';
import { faultFs } from './faultFs';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-chain-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The action count in each copy's first line, newest copy first. */
function chain(id: string): (number | null)[] {
  return ['', '.bak1', '.bak2', '.bak3'].map((suffix) => {
    try {
      const line = readFileSync(path.join(dir, `${id}.walz.json${suffix}`), 'utf8').split('\n')[0]!;
      return (JSON.parse(line.slice(0, -1) + '}') as { head: { actionCount: number } }).head.actionCount;
    } catch {
      return null;
    }
  });
}

describe('a failed write keeps the backups', () => {
  it('three writes failing at the last rename leave the newest copy and all three backups as they were; the next good write moves them by one', async () => {
    const f = faultFs();
    const store = new SaveStore({ dir, engine, appVersion: 'test', backups: 3, fs: f.fs });
    const { actions } = playRandom(SETUP2, 12, 4);
    for (let n = 2; n <= 5; n++) expect((await store.write('game', { name: 'G', setup: SETUP2, actions: actions.slice(0, n) })).ok).toBe(true);
    expect(chain('game')).toEqual([5, 4, 3, 2]);
    f.rules.push({ op: 'rename', match: /\.tmp-/, errno: 'EPERM' });
    for (let n = 6; n <= 8; n++) {
      const r = await store.write('game', { name: 'G', setup: SETUP2, actions: actions.slice(0, n) });
      expect(r.ok).toBe(false);
    }
    expect(chain('game')).toEqual([5, 4, 3, 2]);
    expect((await fs.readdir(dir)).filter((n) => n.includes('.tmp-'))).toEqual([]);
    f.rules.length = 0;
    expect((await store.write('game', { name: 'G', setup: SETUP2, actions: actions.slice(0, 9) })).ok).toBe(true);
    expect(chain('game')).toEqual([9, 5, 4, 3]);
    expect((await fs.readdir(dir)).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('settings and statistics files (DurableFile) keep their backups the same way', async () => {
    const f = faultFs();
    const file = path.join(dir, 'settings.json');
    const df = new DurableFile(file, { backups: 3, fs: f.fs as never });
    for (let v = 1; v <= 4; v++) await df.write(JSON.stringify({ v }));
    const values = () => ['', '.bak1', '.bak2', '.bak3'].map((s) => (JSON.parse(readFileSync(file + s, 'utf8')) as { v: number }).v);
    expect(values()).toEqual([4, 3, 2, 1]);
    f.rules.push({ op: 'rename', match: /\.tmp-/, errno: 'EPERM' });
    for (let v = 5; v <= 7; v++) await expect(df.write(JSON.stringify({ v }))).rejects.toMatchObject({ code: 'EPERM' });
    expect(values()).toEqual([4, 3, 2, 1]);
  });
});

describe('a folder that cannot be synced (EINVAL on some network and FUSE mounts)', () => {
  it.skipIf(process.platform === 'win32')('a settings or statistics write whose new file is in place is not reported as failed', async () => {
    const f = faultFs();
    const file = path.join(dir, 'settings.json');
    const df = new DurableFile(file, { backups: 3, fs: f.fs as never });
    f.fail({ op: 'sync', match: new RegExp(`^${path.basename(dir)}$`), errno: 'EINVAL' });
    for (let v = 1; v <= 3; v++) await expect(df.write(JSON.stringify({ v }))).resolves.toBeUndefined();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ v: 3 });
    expect(f.calls.filter((c) => c.op === 'sync' && c.file === path.basename(dir))).toHaveLength(3);
  });
});

describe('moving the backups up fails after the new version is in place', () => {
  it('the write has succeeded, and the version it replaced stays on disk under a name nothing cleans away', async () => {
    const f = faultFs();
    const store = new SaveStore({ dir, engine, appVersion: 'test', backups: 3, fs: f.fs });
    const { actions } = playRandom(SETUP2, 12, 4);
    for (let n = 2; n <= 5; n++) expect((await store.write('game', { name: 'G', setup: SETUP2, actions: actions.slice(0, n) })).ok).toBe(true);
    f.rules.push({ op: 'rename', match: /\.walz\.json\.bak1$/, errno: 'EPERM', times: 1 });
    expect((await store.write('game', { name: 'G', setup: SETUP2, actions: actions.slice(0, 6) })).ok).toBe(true);
    expect(chain('game')[0]).toBe(6);
    const held = (await fs.readdir(dir)).filter((n) => n.includes('.held-'));
    expect(held).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(dir, held[0]!), 'utf8').split('\n')[0]!.slice(0, -1) + '}').head.actionCount).toBe(5);
    // a later load (which sweeps stray temp files) leaves it
    expect((await store.load('game')).ok).toBe(true);
    expect((await fs.readdir(dir)).filter((n) => n.includes('.held-'))).toEqual(held);
  });
});

describe('a damaged settings or statistics file that cannot be removed (held open on Windows)', () => {
  it('stays where it is with no copies left beside it, and nothing is said to have moved', async () => {
    const file = path.join(dir, 'settings.json');
    writeFileSync(file, '{ damaged');
    const f = faultFs();
    f.rules.push({ op: 'unlink', match: /^settings\.json$/, errno: 'EPERM' });
    const df = new DurableFile(file, { backups: 1, fs: f.fs as never });
    const r = await df.read((b) => JSON.parse(b.toString()) as unknown);
    expect(r).toMatchObject({ kind: 'damaged', quarantined: [] });
    expect(await fs.readdir(dir)).toEqual(['settings.json']);
  });
});
