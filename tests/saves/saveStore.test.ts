import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaveStore, AUTOSAVE_ID } from '../../electron/main/saves/SaveStore';
import { MAX_LIST } from '../../electron/main/saves/listing';
import { checksumOf, parseSave, SavedReasonSchema } from '../../electron/main/saves/format';
import { AI_REASON_MESSAGES, reasonKeys } from '../../shared/ai/reasons';
import { engine, playRandom, SETUP2 } from '../support/engine';

let dir: string;
let store: SaveStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-saves-'));
  store = new SaveStore({ dir, engine, appVersion: '0.1.0-test', backups: 3 });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function saveGame(id: string, n = 12, seed = 1) {
  const { state, actions } = playRandom(SETUP2, n, seed);
  const r = await store.write(id, { name: `Game ${id}`, setup: SETUP2, actions });
  expect(r.ok).toBe(true);
  return { state, actions };
}

const files = async () => (await fs.readdir(dir)).sort();
const entries = async () => {
  const r = await store.list();
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('SaveStore round trip', () => {
  it('writes, lists, loads (replay + hash) and deletes', async () => {
    const { state, actions } = await saveGame('game-one', 15);
    const loaded = await store.load('game-one');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(engine.hashState(loaded.value.state)).toBe(engine.hashState(state));
    expect(loaded.value.file.actions).toEqual(actions);
    expect(loaded.value.recovered).toBeUndefined();
    const list = await entries();
    expect(list.map((m) => m.id)).toEqual(['game-one']);
    expect(list[0]).toMatchObject({ status: 'ok', problem: null, backup: null, quarantined: [] });
    expect(list[0]!.meta).toMatchObject({ name: 'Game game-one', actionCount: actions.length, players: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], appVersion: '0.1.0-test', engineVersion: engine.engineVersion });
    expect(list[0]!.meta!.lastAction).toEqual({ seat: actions.at(-1)!.player, type: actions.at(-1)!.type });
    const raw = JSON.parse(await fs.readFile(store.fileFor('game-one'), 'utf8'));
    expect(raw).toMatchObject({ format: 'auf-der-walz-save', schemaVersion: 5, head: { appVersion: '0.1.0-test' }, setup: { seed: SETUP2.seed }, controls: [{ kind: 'human' }, { kind: 'human' }], reasons: [] });
    expect(raw.checksum).toBe(checksumOf(raw));
    expect((await store.delete('game-one')).ok).toBe(true);
    expect(await entries()).toEqual([]);
    expect((await store.load('game-one')).ok).toBe(false);
  });

  it('says in the list whether the game in a save is over (a game on the One Day is not)', async () => {
    const { actions } = playRandom(SETUP2, 100_000, 3);
    const done = engine.replay({ format: 'auf-der-walz-record', engineVersion: engine.engineVersion, setup: SETUP2, actions });
    expect(done.ok && done.state.phase).toBe('finished');
    expect((await store.write('over', { name: 'Over', setup: SETUP2, actions })).ok).toBe(true);
    // the same game one action before its end: the One Day, not over
    expect((await store.write('almost', { name: 'Almost', setup: SETUP2, actions: actions.slice(0, -1) })).ok).toBe(true);
    const byId = Object.fromEntries((await entries()).map((e) => [e.id, e.meta]));
    expect(byId.over).toMatchObject({ finished: true, year: 4 });
    expect(byId.almost).toMatchObject({ finished: false, year: 4 });
    // it is in the file's first line, which the list reads alone
    const file = store.fileFor('over');
    const raw = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(raw.head.finished).toBe(true);
  });

  it("keeps the computers' reasons; a reason the format could not read back is left out and the game is still saved", async () => {
    const { actions } = playRandom(SETUP2, 12, 1);
    type R = { at: number; key: string; params: Record<string, string | number> };
    const good: R[] = [
      { at: 1, key: 'ai.easy.playCard', params: { value: 3 } },
      { at: 4, key: 'ai.goTo.innCity', params: { steps: 2, city: 'Krinn', win: 41, alt: 38, vp: 30, runs: 200 } },
    ];
    const bad: R[] = [
      { at: actions.length + 3, key: 'ai.forced', params: {} }, // no such action
      { at: 2, key: 'not a key', params: {} },
      { at: 3, key: 'ai.forced', params: { n: Number.NaN } },
      { at: 4, key: 'ai.forced', params: {} }, // a second reason for one action (the first is kept)
    ];
    const r = await store.write('reasons', { name: 'Reasons', setup: SETUP2, actions, reasons: [...good, ...bad] });
    expect(r.ok).toBe(true);
    const loaded = await store.load('reasons');
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.value.file.reasons).toEqual(good);
  });

  it("every line of the computers' catalogue can be saved: each key passes the saved reason's schema", () => {
    // a key the format refuses would be left out of every save without a word (as above)
    const keys = reasonKeys(AI_REASON_MESSAGES.en);
    expect(keys.length).toBeGreaterThan(100);
    const refused = keys.filter((key) => !SavedReasonSchema.safeParse({ at: 0, key, params: { steps: 2, a: 'Anna', city: 'Krinn', win: 40 } }).success);
    expect(refused).toEqual([]);
  });

  it('keeps N rotating backups of previous versions', async () => {
    for (let i = 1; i <= 6; i++) await saveGame(AUTOSAVE_ID, i * 2);
    expect(await files()).toEqual(['autosave.walz.json', 'autosave.walz.json.bak1', 'autosave.walz.json.bak2', 'autosave.walz.json.bak3']);
    const bak1 = parseSave(await fs.readFile(store.fileFor(AUTOSAVE_ID) + '.bak1'));
    const bak3 = parseSave(await fs.readFile(store.fileFor(AUTOSAVE_ID) + '.bak3'));
    expect(bak1.actions.length).toBe(playRandom(SETUP2, 10, 1).actions.length);
    expect(bak3.actions.length).toBe(playRandom(SETUP2, 6, 1).actions.length);
  });

  it('saveAs derives an id from the name, export/import copy a verified save', async () => {
    const { actions } = playRandom(SETUP2, 9, 3);
    const saved = await store.saveAs({ name: 'Zur Wanderschaft!', setup: SETUP2, actions });
    expect(saved.ok && saved.value.id).toMatch(/^zur-wanderschaft-[a-z0-9]+$/);
    if (!saved.ok) return;
    const target = path.join(dir, 'exported', 'copy.walz.json');
    const ex = await store.exportTo(saved.value.id, target);
    expect(ex).toEqual({ ok: true, value: target });
    const im = await store.importFrom(target);
    expect(im.ok).toBe(true);
    if (!im.ok) return;
    expect(im.value.id).not.toBe(saved.value.id);
    expect(im.value.actionCount).toBe(actions.length);
    expect(await fs.readFile(target, 'utf8')).toContain('auf-der-walz-save');
  });

  it('an export into the saves folder itself is refused, and the save it would have replaced is untouched', async () => {
    const a = await store.saveAs({ name: 'A', setup: SETUP2, actions: playRandom(SETUP2, 9, 3).actions });
    const b = await store.saveAs({ name: 'B', setup: SETUP2, actions: playRandom(SETUP2, 4, 5).actions });
    if (!a.ok || !b.ok) throw new Error('saves');
    const before = await fs.readFile(store.fileFor(b.value.id), 'utf8');
    for (const target of [store.fileFor(b.value.id), path.join(dir, 'copy.walz.json'), path.join(dir, '.', 'x.json')]) {
      const r = await store.exportTo(a.value.id, target);
      expect(r).toMatchObject({ ok: false, error: { code: 'save-export-failed', params: { reason: 'saves-folder' } } });
    }
    // reached through a link to the folder too
    const link = `${dir}-link`;
    await fs.symlink(dir, link, 'dir');
    try {
      expect(await store.exportTo(a.value.id, path.join(link, path.basename(store.fileFor(b.value.id))))).toMatchObject({ ok: false, error: { params: { reason: 'saves-folder' } } });
    } finally {
      await fs.rm(link, { force: true });
    }
    expect(await fs.readFile(store.fileFor(b.value.id), 'utf8')).toBe(before);
    await expect(fs.stat(path.join(dir, 'copy.walz.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('with more saves than the list holds, the list keeps the newest written, not the first by name', async () => {
    await saveGame('a-0', 6);
    const old = new Date('2020-01-01T00:00:00Z');
    for (let i = 1; i <= MAX_LIST; i++) {
      const file = store.fileFor(`a-${i}`);
      await fs.copyFile(store.fileFor('a-0'), file);
      await fs.utimes(file, old, old);
    }
    await fs.utimes(store.fileFor('a-0'), old, old);
    await saveGame('zz-newest', 8);
    const list = await entries();
    expect(list).toHaveLength(MAX_LIST);
    expect(list[0]!.id).toBe('zz-newest');
  });

  it('saves of one slug in the same millisecond (a double click) each keep their own file', async () => {
    const at = new Date('2026-11-27T12:00:00Z');
    const sameMs = new SaveStore({ dir, engine, appVersion: '0.1.0-test', backups: 3, now: () => at });
    const names = ['Spiel!', 'Spiel?', 'Spiel.', 'spiel', 'Spiel!', 'SPIEL'];
    const games = names.map((_, i) => playRandom(SETUP2, 4 + i, 7).actions);
    const saved = await Promise.all(names.map((name, i) => sameMs.saveAs({ name, setup: SETUP2, actions: games[i]! })));
    const ids = saved.map((r) => (r.ok ? r.value.id : r.error.code));
    expect(new Set(ids).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(/^spiel-[a-z0-9]+(-\d)?$/);
    // each game is there, under its own name, and no backup was made of another save
    for (let i = 0; i < names.length; i++) {
      const loaded = await sameMs.load(ids[i]!);
      expect(loaded.ok && [loaded.value.file.head.name, loaded.value.file.actions.length]).toEqual([names[i], games[i]!.length]);
    }
    expect((await files()).filter((f) => f.includes('.bak'))).toEqual([]);
    // a file already there under the next id (another run of the app) is not overwritten
    const again = new SaveStore({ dir, engine, appVersion: '0.1.0-test', backups: 3, now: () => at });
    const next = await again.saveAs({ name: 'spiel', setup: SETUP2, actions: games[0]! });
    expect(next.ok && ids.includes(next.value.id)).toBe(false);
  });
});

describe('damaged files: typed errors, quarantine, other saves untouched', () => {
  const damage: Record<string, { codes: string[]; make: (good: Buffer) => Buffer }> = {
    truncated: { codes: ['save-corrupt'], make: (g) => g.subarray(0, Math.floor(g.length / 2)) },
    'bit-flipped': {
      codes: ['save-checksum', 'save-corrupt'],
      make: (g) => {
        const b = Buffer.from(g);
        const i = b.indexOf('"actions"') + 20; // inside the action list
        b[i] = b[i]! ^ 0x04;
        return b;
      },
    },
    empty: { codes: ['save-empty'], make: () => Buffer.alloc(0) },
    garbage: { codes: ['save-corrupt'], make: () => Buffer.from('\u0000\u00ffPK\u0003\u0004 not a save at all') },
    'unknown format': { codes: ['save-unknown-format'], make: () => Buffer.from(JSON.stringify({ format: 'other-game', schemaVersion: 1 })) },
    'hash mismatch': {
      codes: ['save-hash-mismatch'],
      make: (g) => {
        const doc = JSON.parse(g.toString());
        doc.stateHash = 'f'.repeat(32);
        doc.checksum = checksumOf(doc);
        return Buffer.from(JSON.stringify(doc));
      },
    },
  };

  for (const [label, { codes, make }] of Object.entries(damage)) {
    it(`${label}: typed error, quarantined, never overwritten, others untouched`, async () => {
      await saveGame('victim', 10);
      await saveGame('bystander', 14, 7);
      const bystanderBefore = await fs.readFile(store.fileFor('bystander'));
      const good = await fs.readFile(store.fileFor('victim'));
      const bad = make(good);
      await fs.writeFile(store.fileFor('victim'), bad);

      const r = await store.load('victim');
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(codes).toContain(r.error.code);
      expect(r.error.message.length).toBeGreaterThan(10);

      const after = await files();
      expect(after).not.toContain('victim.walz.json');
      const q = after.filter((f) => f.startsWith('victim.walz.json.quarantined-'));
      expect(q).toHaveLength(1);
      expect(await fs.readFile(path.join(dir, q[0]!))).toEqual(bad);
      expect(await fs.readFile(store.fileFor('bystander'))).toEqual(bystanderBefore);
      expect((await store.load('bystander')).ok).toBe(true);

      // a second damaged file gets its own quarantine name; the first is not overwritten
      await fs.writeFile(store.fileFor('victim'), bad);
      await store.load('victim');
      const q2 = (await files()).filter((f) => f.startsWith('victim.walz.json.quarantined-'));
      expect(q2).toHaveLength(2);
      for (const f of q2) expect(await fs.readFile(path.join(dir, f))).toEqual(bad);
    });
  }

  it('falls back to the newest good backup when the current file is damaged', async () => {
    await saveGame('slot', 6);
    const { state } = await saveGame('slot', 8);
    await fs.writeFile(store.fileFor('slot') + '.bak1', 'garbage');
    await fs.writeFile(store.fileFor('slot'), '{"format":"auf-der-walz-save","schemaVersion":2,');
    await saveGame('other', 4);
    const r = await store.load('slot');
    expect(r.ok).toBe(false); // no backup is intact: both quarantined
    await saveGame('slot2', 6);
    await saveGame('slot2', 8);
    const f = store.fileFor('slot2');
    await fs.writeFile(f, (await fs.readFile(f)).subarray(0, 40));
    const r2 = await store.load('slot2');
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    expect(r2.value.recovered).toMatchObject({ copy: 1, file: 'slot2.walz.json.bak1', chosen: false });
    expect(r2.value.recovered?.skipped).toHaveLength(1);
    expect(r2.value.recovered?.skipped[0]!.movedTo).toMatch(/^slot2\.walz\.json\.quarantined-/);
    expect(engine.hashState(r2.value.state)).toBe(engine.hashState(playRandom(SETUP2, 6, 1).state));
    expect(state).toBeDefined();
  });

  it('the list shows damaged files with their problem, without moving them', async () => {
    await saveGame('fine', 4);
    await fs.writeFile(path.join(dir, 'broken.walz.json'), 'nope');
    const list = await entries();
    expect(list.map((m) => [m.id, m.status])).toEqual([
      ['fine', 'ok'],
      ['broken', 'damaged'],
    ]);
    expect(list[1]!.problem?.code).toBe('save-corrupt');
    expect(await files()).toContain('broken.walz.json');
  });

  it('rejects ids that could escape the folder', async () => {
    for (const id of ['../x', 'a/b', '', 'A', '.hidden']) {
      expect((await store.load(id)).ok).toBe(false);
      expect((await store.write(id, { name: 'x', setup: SETUP2, actions: [] })).ok).toBe(false);
    }
  });
});
