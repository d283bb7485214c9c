/**
 * Issue 11, one test (or a few) per defect of the audit, each reproducing what was reported.
 * Every one of them failed on the code before the fix (see the branch's report).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promises as fs, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutosaveStatus, Push } from '../../shared/ipc/contract';
import type { EngineApi } from '../../electron/main/engine';
import { Autosaver } from '../../electron/main/saves/Autosaver';
import { checksumOf } from '../../electron/main/saves/format';
import { AUTOSAVE_ID, SaveStore } from '../../electron/main/saves/SaveStore';
import { GameHost } from '../../electron/main/GameHost';
import { AppServices } from '../../electron/main/services';
import { engine, playRandom, prng, SETUP2 } from '../support/engine';
import { faultFs } from './faultFs';

const V2 = fileURLToPath(new URL('./fixtures/v2-engine1-double-scout.walz.json', import.meta.url));
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-defects-'))));
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const files = async (d = dir) => (await fs.readdir(d)).sort();
type Answer = { ok: boolean; value?: Record<string, unknown>; error?: { code: string; message: string; params?: Record<string, unknown> } };
const ask = async (svc: AppServices, channel: string, payload: unknown = {}) => (await svc.router.handle(channel, payload)) as Answer;

/** A services instance with a game of `n` random actions, autosaved after each (so backups exist). */
async function played(n: number, opts: Partial<ConstructorParameters<typeof AppServices>[0]> = {}) {
  const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', ...opts });
  expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
  const rnd = prng(3);
  for (let i = 0; i < n; i++) {
    const legal = svc.host.snapshot()!.legal;
    expect((await ask(svc, 'game:apply', { action: legal[Math.floor(rnd() * legal.length)] })).ok).toBe(true);
    await svc.autosaver.flush();
  }
  return svc;
}

describe('issue 11 #1: every recovery reaches the player', () => {
  it('Continue after a damaged autosave says which copy was loaded, how many actions older, and where the damaged file went', async () => {
    const a = await played(6);
    const main = a.store.fileFor(AUTOSAVE_ID);
    await fs.truncate(main, (await fs.stat(main)).size - 100); // cut short in its last moves
    const b = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const r = await ask(b, 'saves:continue');
    expect(r.ok).toBe(true);
    const recovery = r.value!.recovery as { copy: number; file: string; actions: number; newestActions: number | null; actionsBehind: number | null; skipped: { file: string; problem: { code: string }; movedTo: string | null }[] };
    expect(recovery).toMatchObject({ copy: 1, file: 'autosave.walz.json.bak1', actions: 5, chosen: false });
    expect(recovery.skipped).toHaveLength(1);
    expect(recovery.skipped[0]).toMatchObject({ file: 'autosave.walz.json', problem: { code: 'save-corrupt' } });
    expect(await files()).toContain(recovery.skipped[0]!.movedTo);
    // the head line of the cut-short file still told how many actions it had
    expect(recovery.newestActions).toBe(6);
    expect(recovery.actionsBehind).toBe(1);
    expect(b.host.record()!.actions).toHaveLength(5);
  });

  it('when even the first line of the damaged copy is gone, the result says the gap is unknown', async () => {
    await played(4);
    await fs.writeFile(path.join(dir, 'autosave.walz.json'), '\u0000\u0000 garbage');
    const r = await ask(new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' }), 'saves:continue');
    expect(r.value!.recovery).toMatchObject({ copy: 1, actions: 3, newestActions: null, actionsBehind: null });
  });
});

describe('issue 11 #2: an I/O error is reported and leaves the file where it is', () => {
  it('EACCES on reading the autosave: typed save-read-failed, nothing moved, no silent fallback', async () => {
    await played(4);
    const before = await files();
    const f = faultFs();
    f.fail({ op: 'readFile', match: /^autosave\.walz\.json$/, errno: 'EACCES' });
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: f.fs });
    const r = await ask(svc, 'saves:continue');
    expect(r).toMatchObject({ ok: false, error: { code: 'save-read-failed', params: { reason: 'no-permission', errno: 'EACCES', file: 'autosave.walz.json' } } });
    expect(await files()).toEqual(before);
    expect(svc.host.running).toBe(false);
  });

  it('EACCES from node:fs itself (no injected layer): nothing is moved aside', async () => {
    await played(4);
    const before = await files();
    const realReadFile = fs.readFile.bind(fs);
    vi.spyOn(fs, 'readFile').mockImplementation((async (p: unknown, ...rest: unknown[]) => {
      if (String(p).endsWith('autosave.walz.json')) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return (realReadFile as (...a: unknown[]) => Promise<Buffer>)(p, ...rest);
    }) as typeof fs.readFile);
    const r = await new SaveStore({ dir, engine, appVersion: 'test' }).load(AUTOSAVE_ID);
    expect(r.ok).toBe(false);
    expect(await files()).toEqual(before);
  });

  it('a folder where the save file should be is not "damage": it is reported and left alone', async () => {
    await played(3);
    const main = path.join(dir, 'autosave.walz.json');
    await fs.rm(main);
    await fs.mkdir(main);
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    const r = await store.load(AUTOSAVE_ID);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('save-read-failed');
    expect((await fs.stat(main)).isDirectory()).toBe(true);
    expect((await files()).filter((n) => n.includes('quarantined'))).toEqual([]);
  });
});

describe('Continue while the game is running', () => {
  it('with the autosave failing (disk full), Continue from the menu takes up the game in memory, not the older file: no move is lost', async () => {
    const f = faultFs();
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', fs: f.fs });
    expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect((await ask(svc, 'game:apply', { action: svc.host.snapshot()!.legal[0] })).ok).toBe(true);
    await svc.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    for (let i = 0; i < 4; i++) expect((await ask(svc, 'game:apply', { action: svc.host.snapshot()!.legal[0] })).ok).toBe(true);
    await svc.autosaver.flush();
    expect(svc.autosaver.status()).toMatchObject({ state: 'failing', savedActions: 3, currentActions: 7 });
    const before = [...svc.host.record()!.actions];
    const r = await ask(svc, 'saves:continue');
    expect(r.ok).toBe(true);
    expect(svc.host.record()!.actions).toEqual(before);
    expect((r as unknown as { value: { snapshot: { actionCount: number } } }).value.snapshot.actionCount).toBe(7);
    // the warning stays: the moves since are still not on disk
    expect(svc.autosaver.status()).toMatchObject({ state: 'failing', savedActions: 3 });
    f.clear();
    await svc.autosaver.flush();
  });
});

describe('issue 11 #3: load never throws when a damaged file cannot be moved aside', () => {
  it('read-only folder (link and rename fail with EROFS): the backup loads and the result says the damaged file stayed', async () => {
    await played(5);
    await fs.writeFile(path.join(dir, 'autosave.walz.json'), 'garbage');
    const f = faultFs();
    f.fail({ op: 'link', errno: 'EROFS' });
    f.fail({ op: 'rename', errno: 'EROFS' });
    const store = new SaveStore({ dir, engine, appVersion: 'test', fs: f.fs });
    const r = await store.load(AUTOSAVE_ID);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.recovered!.skipped[0]).toMatchObject({ movedTo: null, moveFailed: { code: 'save-move-failed', params: { reason: 'read-only' } } });
    expect(readFileSync(path.join(dir, 'autosave.walz.json'), 'utf8')).toBe('garbage');
  });

  it('the saves path is a file: load answers a typed error instead of throwing', async () => {
    const notADir = path.join(dir, 'saves');
    writeFileSync(notADir, 'I am a file');
    const store = new SaveStore({ dir: notADir, engine, appVersion: 'test' });
    const r = await store.load(AUTOSAVE_ID).catch((e: unknown) => ({ threw: String(e) }));
    expect(r).toMatchObject({ ok: false, error: { code: 'save-read-failed', params: { reason: 'not-a-folder' } } });
  });
});

describe('issue 11 #4: autosave failures are pushed to the renderer until a write succeeds', () => {
  it('full disk: a failing status is pushed once, kept while it fails, cleared by the next good write; the game goes on in memory', async () => {
    const f = faultFs();
    const pushes: AutosaveStatus[] = [];
    const svc = await played(2, { fs: f.fs, send: (p: Push, payload: unknown) => void (p === 'saves:autosave' && pushes.push(payload as AutosaveStatus)) });
    expect(pushes.map((p) => p.state)).toEqual(['saved']);
    f.fail({ op: 'write', errno: 'ENOSPC' });
    for (let i = 0; i < 3; i++) {
      expect((await ask(svc, 'game:apply', { action: svc.host.snapshot()!.legal[0] })).ok).toBe(true);
      await svc.autosaver.flush();
    }
    expect(pushes.map((p) => p.state)).toEqual(['saved', 'failing', 'failing', 'failing']);
    expect(pushes[1]).toMatchObject({ error: { code: 'save-write-failed', params: { reason: 'disk-full', errno: 'ENOSPC' } }, savedActions: 2, currentActions: 3, failures: 1 });
    expect(pushes[3]).toMatchObject({ savedActions: 2, currentActions: 5, failures: 3 });
    const status = await ask(svc, 'saves:autosave-status');
    expect(status.value).toMatchObject({ state: 'failing', failures: 3, savedActions: 2, currentActions: 5 });
    f.clear();
    const retried = await ask(svc, 'saves:autosave-retry');
    expect(retried.value).toMatchObject({ state: 'saved', savedActions: 5, error: null });
    expect(pushes.map((p) => p.state)).toEqual(['saved', 'failing', 'failing', 'failing', 'saved']);
  });

  it('the saves folder cannot be created (its path is a file): the failure is pushed', async () => {
    const notADir = path.join(dir, 'saves');
    writeFileSync(notADir, 'I am a file');
    const pushes: AutosaveStatus[] = [];
    const svc = new AppServices({ engine, savesDir: notADir, appVersion: 'test', curtain: 'off', send: (p: Push, payload: unknown) => void (p === 'saves:autosave' && pushes.push(payload as AutosaveStatus)) });
    expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
    await svc.autosaver.flush();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ state: 'failing', error: { code: 'save-write-failed' } });
  });
});

describe('issue 11 #5: a failed write removes its temp file', () => {
  it('node:fs itself fails the temp file write with ENOSPC (half written): no .tmp- file is left', async () => {
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    const g = playRandom(SETUP2, 8, 1);
    expect((await store.write('slot', { name: 'x', setup: SETUP2, actions: g.actions.slice(0, 4) })).ok).toBe(true);
    const realOpen = fs.open.bind(fs);
    let halfWritten = 0;
    vi.spyOn(fs, 'open').mockImplementation((async (p: string, flags?: string) => {
      const fh = await realOpen(p, flags);
      if (!String(p).includes('.tmp-')) return fh;
      const writeFile = async (data: string) => {
        await fh.writeFile(data.slice(0, data.length >> 1));
        halfWritten++;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      };
      // every other property as the handle has it (methods bound to it; `then` stays undefined,
      // so the handle is no thenable and the open resolves to it)
      return new Proxy(fh, {
        get: (t, k) => {
          if (k === 'writeFile') return writeFile;
          const v: unknown = Reflect.get(t, k);
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
        },
      });
    }) as typeof fs.open);
    const r = await store.write('slot', { name: 'x', setup: SETUP2, actions: g.actions });
    vi.restoreAllMocks();
    // the write failed for the full disk itself, after half the data went to the temp file
    expect(halfWritten).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { code: 'save-write-failed', params: { reason: 'disk-full' } } });
    expect((await files()).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  for (const op of ['write', 'sync', 'rename'] as const) {
    it(`${op} fails (ENOSPC/EIO): no .tmp- file is left, the previous save is intact`, async () => {
      const f = faultFs();
      const store = new SaveStore({ dir, engine, appVersion: 'test', fs: f.fs });
      const g = playRandom(SETUP2, 8, 1);
      expect((await store.write('slot', { name: 'x', setup: SETUP2, actions: g.actions.slice(0, 4) })).ok).toBe(true);
      const good = await fs.readFile(store.fileFor('slot'));
      f.fail({ op, match: op === 'rename' ? /\.tmp-/ : undefined, errno: op === 'write' ? 'ENOSPC' : 'EIO' });
      const r = await store.write('slot', { name: 'x', setup: SETUP2, actions: g.actions });
      expect(r.ok).toBe(false);
      expect((await files()).filter((n) => n.includes('.tmp-'))).toEqual([]);
      expect(await fs.readFile(store.fileFor('slot'))).toEqual(good);
    });
  }
});

describe('issue 11 #6: flush() and the quit path never hang on a failing write', () => {
  it('a write that throws leaves flush() settled and the failure in the status', async () => {
    const host = new GameHost(engine, { curtain: () => 'off' });
    host.newGame(SETUP2);
    const throwing = { write: () => Promise.reject(new Error('disk exploded')) } as unknown as SaveStore;
    const saver = new Autosaver(throwing, host);
    saver.schedule();
    const outcome = await Promise.race([saver.flush().then(() => 'flushed'), new Promise((r) => setTimeout(() => r('hung'), 2000))]);
    expect(outcome).toBe('flushed');
    expect(saver.status()).toMatchObject({ state: 'failing', error: { code: 'save-write-failed' } });
  });

  it('a write that never settles: flushWithin answers false after its time', async () => {
    const host = new GameHost(engine, { curtain: () => 'off' });
    host.newGame(SETUP2);
    const hung = { write: () => new Promise(() => undefined) } as unknown as SaveStore;
    const saver = new Autosaver(hung, host);
    saver.schedule();
    const t0 = Date.now();
    expect(await saver.flushWithin(150)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

describe('issue 11 #7: actions are validated by type before the engine sees them', () => {
  it('a legal action padded with a million keys is refused before zod and the engine, nothing is applied or written', async () => {
    const svc = await played(1);
    const legal = svc.host.snapshot()!.legal[0]!;
    const padded: Record<string, unknown> = { ...legal };
    for (let i = 0; i < 1_000_000; i++) padded[`k${i}`] = false;
    const writes = svc.autosaver.writes;
    const r = await ask(svc, 'game:apply', { action: padded });
    expect(r).toMatchObject({ ok: false, error: { code: 'payload-too-large' } });
    expect(svc.host.record()!.actions).toHaveLength(1);
    await svc.autosaver.flush();
    expect(svc.autosaver.writes).toBe(writes);
  });

  it('one extra key, a wrong type or an overlong string is invalid-request', async () => {
    const svc = await played(1);
    const legal = svc.host.snapshot()!.legal[0]!;
    for (const action of [{ ...legal, extra: false }, { ...legal, player: '0' }, { player: 0, type: 'move', to: 'x'.repeat(65) }, { player: 0, type: 'playCard', value: 1, to: 'x' }]) {
      expect(await ask(svc, 'game:apply', { action })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    }
    expect(svc.host.record()!.actions).toHaveLength(1);
  });
});

describe('issue 11 #8: bounded payloads and save files', () => {
  it('a payload nested 5,000 levels deep is a typed refusal, not internal-error', async () => {
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    let deep: unknown = { player: 0, type: 'endTurn' };
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    for (const payload of [{ action: deep }, deep, { seats: [deep], seed: 1 }]) {
      const r = await ask(svc, 'game:apply', payload);
      expect(r.ok).toBe(false);
      expect(['payload-too-deep', 'payload-too-large', 'invalid-request']).toContain(r.error!.code);
    }
  });

  it('a save file over the size limit is refused from its size (never read whole) and left where it is', async () => {
    const store0 = new SaveStore({ dir, engine, appVersion: 'test' });
    const { actions } = playRandom(SETUP2, 6, 1);
    await store0.write('big', { name: 'Big', setup: SETUP2, actions });
    // a valid save padded with whitespace to 9 MB still parses as JSON and passes its checksum
    const padded = Buffer.concat([await fs.readFile(store0.fileFor('big')), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    await fs.writeFile(store0.fileFor('big'), padded);
    const f = faultFs();
    const store = new SaveStore({ dir, engine, appVersion: 'test', fs: f.fs });
    const r = await store.load('big');
    expect(r).toMatchObject({ ok: false, error: { code: 'save-too-large', params: { bytes: padded.length } } });
    expect(f.calls.filter((c) => c.op === 'readFile')).toEqual([]);
    expect((await fs.stat(store.fileFor('big'))).size).toBe(padded.length);
    const list = await store.list();
    expect(list.ok && list.value[0]).toMatchObject({ id: 'big', status: 'too-large' });
  });

  it("a save whose name is 10,000 characters long (valid checksum) is refused on load", async () => {
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    const doc = JSON.parse(readFileSync(V2, 'utf8'));
    doc.name = 'N'.repeat(10_000);
    doc.checksum = checksumOf(doc);
    writeFileSync(store.fileFor('long'), JSON.stringify(doc));
    const r = await store.load('long');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('save-invalid');
  });

  it('the list reads each save’s first line, not the whole file', async () => {
    const store0 = new SaveStore({ dir, engine, appVersion: 'test' });
    const { actions } = playRandom(SETUP2, 400, 5);
    for (const id of ['one', 'two', 'three']) await store0.write(id, { name: id, setup: SETUP2, actions });
    const size = (await fs.stat(store0.fileFor('one'))).size;
    const f = faultFs();
    const store = new SaveStore({ dir, engine, appVersion: 'test', fs: f.fs });
    const list = await store.list();
    expect(list.ok && list.value.map((e) => e.status)).toEqual(['ok', 'ok', 'ok']);
    expect(f.calls.filter((c) => c.op === 'readFile')).toEqual([]);
    const read = f.calls.filter((c) => c.op === 'read').reduce((s, c) => s + (c.bytes ?? 0), 0);
    expect(read).toBeLessThanOrEqual(3 * 1024); // one 1 KB read each: the head line is shorter
    expect(size).toBeGreaterThan(3 * 1024);
  });
});

describe('issue 11 #9: the rules version in a save is honoured', () => {
  it('a save from a newer engine is refused as "made by a newer version", left in place, no fallback', async () => {
    await played(3);
    const main = path.join(dir, 'autosave.walz.json');
    const text = readFileSync(main, 'utf8');
    const doc = JSON.parse(text);
    doc.head.engineVersion = engine.engineVersion + 1;
    doc.checksum = checksumOf(doc);
    writeFileSync(main, JSON.stringify(doc));
    const before = await files();
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const r = await ask(svc, 'saves:continue');
    expect(r).toMatchObject({ ok: false, error: { code: 'save-newer-version', params: { engineVersion: engine.engineVersion + 1 } } });
    expect(await files()).toEqual(before);
    expect(svc.host.running).toBe(false);
  });

  it('loading an older copy instead never rotates the newer version’s file away: it is kept under a name of its own', async () => {
    await played(4);
    const main = path.join(dir, 'autosave.walz.json');
    const doc = JSON.parse(readFileSync(main, 'utf8'));
    doc.head.engineVersion = engine.engineVersion + 1;
    doc.checksum = checksumOf(doc);
    const newer = JSON.stringify(doc);
    writeFileSync(main, newer);
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    const list = await ask(svc, 'saves:list');
    expect((list.value as unknown as { status: string; backup: { copy: number } }[])[0]).toMatchObject({ status: 'newer-version', backup: { copy: 1 } });
    expect((await ask(svc, 'saves:load', { id: 'autosave', copy: 1 })).ok).toBe(true);
    for (let i = 0; i < 6; i++) {
      await ask(svc, 'game:apply', { action: svc.host.snapshot()!.legal[0] });
      await svc.autosaver.flush();
    }
    const kept = (await files()).filter((n) => n.startsWith('autosave.walz.json.newer-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(dir, kept[0]!), 'utf8')).toBe(newer);
  });

  it('after an engine change (rules version 2), an older save replays with its own rules and the result says so; nothing is moved aside', async () => {
    const raw = JSON.parse(readFileSync(V2, 'utf8'));
    // rules version 2 forbids what this game did (C44): replaying it with version 2 fails
    const engineV2: EngineApi = {
      ...engine,
      engineVersion: 2,
      supportsEngineVersion: (v) => v === 1 || v === 2,
      replay: (rec) => (rec.engineVersion === 1 ? engine.replay(rec) : { ok: false, error: { code: 'illegal-action', message: 'scouting twice from one space (C44)' } }),
    };
    const svc = new AppServices({ engine: engineV2, savesDir: dir, appVersion: 'test', curtain: 'off' });
    copyFileSync(V2, svc.store.fileFor('old-game'));
    const r = await ask(svc, 'saves:load', { id: 'old-game' });
    expect(r).toMatchObject({ ok: true, value: { engineVersion: 1, olderRules: true, recovery: null } });
    expect(svc.host.hash()).toBe(raw.stateHash);
    expect((await files()).filter((n) => n.includes('quarantined'))).toEqual([]);
  });
});
