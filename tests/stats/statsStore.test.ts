import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StatsStore, parseStats, STATS_FILE } from '../../electron/main/stats/StatsStore';
import { checksumOf } from '../../electron/main/saves/format';
import { failingFs, recordOf, setupOf } from './support';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-stats-'));
  file = path.join(dir, STATS_FILE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = (extra: Partial<ConstructorParameters<typeof StatsStore>[0]> = {}) => new StatsStore({ file, appVersion: 'test', backups: 3, ...extra });
const files = async () => (await fs.readdir(dir)).sort();
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 18));

describe('StatsStore: round trip and durability', () => {
  it('adds games, reads them back after a restart, and never records one id twice', async () => {
    const a = recordOf(setupOf(['Anna', 'Bernd'], 11), day(1));
    const b = recordOf(setupOf(['Anna', 'Carla', 'Dirk'], 12), day(2));
    const store = open();
    expect(await store.add(a)).toEqual({ ok: true, value: { added: true } });
    expect(await store.add(b)).toEqual({ ok: true, value: { added: true } });
    expect(await store.add(a)).toEqual({ ok: true, value: { added: false } });

    const again = open();
    const all = await again.all();
    expect(all).toEqual([a, b]);
    expect(await again.add(b)).toEqual({ ok: true, value: { added: false } });
    expect((await open().all()).length).toBe(2);
    expect(again.notice).toBeNull();

    const raw = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(raw).toMatchObject({ format: 'auf-der-walz-stats', schemaVersion: 1, appVersion: 'test' });
    expect(raw.checksum).toBe(checksumOf(raw));
  });

  it('writes atomically with rotating backups and leaves no temp files', async () => {
    const store = open();
    for (let i = 1; i <= 5; i++) await store.add(recordOf(setupOf(['Anna', 'Bernd'], 100 + i), day(i)));
    expect(await files()).toEqual([STATS_FILE, `${STATS_FILE}.bak1`, `${STATS_FILE}.bak2`, `${STATS_FILE}.bak3`]);
    expect(parseStats(await fs.readFile(file)).length).toBe(5);
    expect(parseStats(await fs.readFile(`${file}.bak1`)).length).toBe(4);
    expect(parseStats(await fs.readFile(`${file}.bak3`)).length).toBe(2);
  });

  it('removes a temp file left by a writer that died, keeps the good file', async () => {
    await open().add(recordOf(setupOf(['Anna', 'Bernd'], 7), day(1)));
    await fs.writeFile(`${file}.tmp-999-deadbeef`, '{"format":"auf-der-walz-st');
    const again = open();
    expect((await again.all()).length).toBe(1);
    expect(await files()).toEqual([STATS_FILE]);
  });
});

describe('StatsStore: damaged files', () => {
  it('quarantines a damaged file and uses the newest good backup, with a notice', async () => {
    const store = open();
    const recs = [1, 2, 3].map((i) => recordOf(setupOf(['Anna', 'Bernd'], 200 + i), day(i)));
    for (const r of recs) await store.add(r);
    const good = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, good.replace('"Anna"', '"Anja"')); // a flipped byte: checksum fails

    const again = open();
    const all = await again.all();
    expect(all).toEqual(recs.slice(0, 2)); // .bak1 held two games
    expect(again.notice).toMatchObject({ code: 'stats-recovered' });
    expect(again.notice!.file).toMatch(/^statistics\.json\.quarantined-/);
    const names = await files();
    expect(names).toContain(again.notice!.file);
    // the damaged bytes were moved aside untouched, and a good current file is back in place
    expect(await fs.readFile(path.join(dir, again.notice!.file!), 'utf8')).toContain('"Anja"');
    expect(parseStats(await fs.readFile(file)).length).toBe(2);
  });

  it('with every copy damaged: all quarantined, starts empty, keeps recording', async () => {
    await fs.writeFile(file, '{"format":"auf-der-walz-stats","schemaVer');
    await fs.writeFile(`${file}.bak1`, '');
    const store = open();
    expect(await store.all()).toEqual([]);
    expect(store.notice).toMatchObject({ code: 'stats-reset' });
    expect((await files()).filter((f) => f.includes('.quarantined-')).length).toBe(2);
    const rec = recordOf(setupOf(['Anna', 'Bernd'], 5), day(4));
    expect((await store.add(rec)).ok).toBe(true);
    expect(await open().all()).toEqual([rec]);
  });

  it('a file of a newer version is left alone and never overwritten', async () => {
    const future = JSON.stringify({ format: 'auf-der-walz-stats', schemaVersion: 9, games: [] });
    await fs.writeFile(file, future);
    const store = open();
    expect(await store.all()).toEqual([]);
    expect(store.notice).toMatchObject({ code: 'stats-unreadable' });
    const rec = recordOf(setupOf(['Anna', 'Bernd'], 6), day(5));
    const r = await store.add(rec);
    expect(r).toMatchObject({ ok: false, error: { code: 'stats-unreadable' } });
    expect(await store.all()).toEqual([rec]); // kept in memory
    expect(await fs.readFile(file, 'utf8')).toBe(future);
    expect(await files()).toEqual([STATS_FILE]);
  });
});

describe('StatsStore: I/O errors', () => {
  it('a failed write is reported, keeps the record in memory and is written next time', async () => {
    const fsx = failingFs(['rename']);
    fsx.failing.on = false;
    const store = open({ fs: fsx });
    const first = recordOf(setupOf(['Anna', 'Bernd'], 21), day(1));
    expect((await store.add(first)).ok).toBe(true);

    fsx.failing.on = true;
    const second = recordOf(setupOf(['Anna', 'Bernd'], 22), day(2));
    const r = await store.add(second);
    expect(r).toMatchObject({ ok: false, error: { code: 'stats-write-failed' } });
    expect(store.notice).toMatchObject({ code: 'stats-write-failed' });
    expect(store.unsaved).toBe(true);
    expect(await store.all()).toEqual([first, second]);
    expect((await store.summary()).games).toBe(2);
    expect(parseStats(await fs.readFile(file)).length).toBe(1); // the old file is intact
    expect((await files()).filter((f) => f.includes('.tmp-'))).toEqual([]);

    fsx.failing.on = false;
    const third = recordOf(setupOf(['Anna', 'Bernd'], 23), day(3));
    expect(await store.add(third)).toEqual({ ok: true, value: { added: true } });
    expect(store.notice).toBeNull();
    expect(await open().all()).toEqual([first, second, third]);
  });

  it('an unreadable file is not overwritten; the games join it once it reads again', async () => {
    const old = recordOf(setupOf(['Anna', 'Bernd'], 31), day(1));
    await open().add(old);
    const fsx = failingFs(['readFile']);
    const store = open({ fs: fsx });
    const fresh = recordOf(setupOf(['Anna', 'Bernd'], 32), day(2));
    const r = await store.add(fresh);
    expect(r).toMatchObject({ ok: false, error: { code: 'stats-unreadable' } });
    expect(store.notice).toMatchObject({ code: 'stats-unreadable' });
    expect(parseStats(await fs.readFile(file))).toEqual([old]);

    fsx.failing.on = false;
    expect(await store.all()).toEqual([old, fresh]);
    expect(store.notice).toBeNull();
    expect(parseStats(await fs.readFile(file))).toEqual([old, fresh]);
  });

  it('refuses a malformed record without touching the file', async () => {
    const store = open();
    const rec = recordOf(setupOf(['Anna', 'Bernd'], 41), day(1));
    const r = await store.add({ ...rec, id: 'not a hash' });
    expect(r).toMatchObject({ ok: false, error: { code: 'stats-invalid-record' } });
    expect(await files()).toEqual([]);
  });
});
