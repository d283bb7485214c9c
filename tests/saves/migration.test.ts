import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_SCHEMA_VERSION, checksumOf, parseSave, readHead, serializeSave, withChecksum } from '../../electron/main/saves/format';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { AppServices } from '../../electron/main/services';
import type { EngineApi } from '../../electron/main/engine';
import { engine } from '../support/engine';

const V1 = fileURLToPath(new URL('./fixtures/v1-two-players.walz.json', import.meta.url));
/** Schema v2, rules version 1, byte for byte as the 0.1.x app wrote it (see make-v2-fixture.ts). */
const V2 = fileURLToPath(new URL('./fixtures/v2-engine1-double-scout.walz.json', import.meta.url));
/** Schema v3 (head line, seat controls, no reasons) as the v3 store wrote it (see make-v3-fixture.ts). */
const V3 = fileURLToPath(new URL('./fixtures/v3-computers.walz.json', import.meta.url));
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-mig-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('save migrations', () => {
  it('the committed fixtures really are schema v1 and v2 with valid checksums', () => {
    const v1 = JSON.parse(readFileSync(V1, 'utf8'));
    expect(v1.schemaVersion).toBe(1);
    expect(v1.players).toHaveLength(2);
    expect(v1.setup).toBeUndefined();
    expect(v1.checksum).toBe(checksumOf(v1));
    const v2text = readFileSync(V2, 'utf8');
    const v2 = JSON.parse(v2text);
    expect(v2).toMatchObject({ schemaVersion: 2, engineVersion: 1, name: 'Zwei Gesellen' });
    expect(v2.actions.length).toBeGreaterThanOrEqual(48);
    expect(v2.checksum).toBe(checksumOf(v2));
    expect(v2text).not.toContain('\n'); // one line: the v2 writer had no head line
    const v3text = readFileSync(V3, 'utf8');
    const v3 = JSON.parse(v3text);
    expect(v3).toMatchObject({ schemaVersion: 3, head: { name: 'Gegen die Computer', actionCount: 80 }, controls: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }, { kind: 'computer', level: 'hard' }] });
    expect(v3.reasons).toBeUndefined();
    expect(v3.checksum).toBe(checksumOf(v3));
    expect(v3text.split('\n')).toHaveLength(2);
    expect(CURRENT_SCHEMA_VERSION).toBe(5);
  });

  it('v3 -> v4 -> v5: everything kept, the computers as they were, no reasons yet; the head line reads as before', () => {
    const raw = JSON.parse(readFileSync(V3, 'utf8'));
    const doc = parseSave(readFileSync(V3));
    expect(doc.schemaVersion).toBe(5);
    expect(doc.head).toEqual(raw.head);
    expect(doc.setup).toEqual(raw.setup);
    expect(doc.controls).toEqual(raw.controls);
    expect(doc.actions).toEqual(raw.actions);
    expect(doc.stateHash).toBe(raw.stateHash);
    expect(doc.reasons).toEqual([]);
    expect(doc.checksum).toBe(checksumOf(doc));
    expect(readHead(readFileSync(V3))).toMatchObject({ kind: 'head', schemaVersion: 3, head: raw.head });
  });

  it('v1 -> v5: the migrated document has the head, setup and every seat human', () => {
    const doc = parseSave(readFileSync(V1));
    expect(doc.schemaVersion).toBe(5);
    expect(doc.reasons).toEqual([]);
    expect(doc.setup).toEqual({ seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 12345, startPlayer: 0 });
    expect(doc.head).toMatchObject({ name: 'Migrated save', engineVersion: 1, actionCount: doc.actions.length, players: doc.setup.seats });
    expect(doc.controls).toEqual([{ kind: 'human' }, { kind: 'human' }]);
    expect(doc.checksum).toBe(checksumOf(doc));
  });

  it('v2 -> v5: name, time, versions and last action move into the head; every seat human', () => {
    const raw = JSON.parse(readFileSync(V2, 'utf8'));
    const doc = parseSave(readFileSync(V2));
    expect(doc.head).toMatchObject({ name: raw.name, savedAt: raw.savedAt, appVersion: raw.appVersion, engineVersion: 1, year: raw.meta.year, actionCount: raw.actions.length });
    expect(doc.head.lastAction).toEqual({ seat: raw.actions.at(-1).player, type: raw.actions.at(-1).type });
    expect(doc.controls).toEqual([{ kind: 'human' }, { kind: 'human' }]);
    expect(doc.actions).toEqual(raw.actions);
    expect(doc.stateHash).toBe(raw.stateHash);
  });

  it('loads the v1 fixture through the store (replay + hash check) and re-saves it as v5', async () => {
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    copyFileSync(V1, store.fileFor('old-game'));
    const r = await store.load('old-game');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const raw = JSON.parse(readFileSync(V1, 'utf8'));
    expect(engine.hashState(r.value.state)).toBe(raw.stateHash);
    expect(r.value.meta.players.map((p) => p.name)).toEqual(['Anna', 'Bernd']);
    const w = await store.write('old-game', { name: r.value.file.head.name, setup: r.value.file.setup, actions: r.value.file.actions, engineVersion: r.value.file.head.engineVersion });
    expect(w.ok).toBe(true);
    const text = readFileSync(store.fileFor('old-game'), 'utf8');
    expect(JSON.parse(text).schemaVersion).toBe(5);
    expect(readHead(Buffer.from(text)).kind).toBe('head');
    // the v1 original is kept as the first backup
    expect(JSON.parse(readFileSync(store.fileFor('old-game') + '.bak1', 'utf8')).schemaVersion).toBe(1);
  });

  it('v4 -> v5: a save of the app before keeps everything, its reasons too; whether its game is over is not known (it lists as not over)', async () => {
    const current = parseSave(readFileSync(V3));
    const { checksum: _c, ...body } = current;
    const reasons = [{ at: 3, key: 'ai.easy.playCard', params: { value: 2 } }];
    const v4 = withChecksum({ ...body, schemaVersion: 4, reasons });
    const doc = parseSave(JSON.stringify(v4));
    expect(doc.schemaVersion).toBe(5);
    expect(doc.head).toEqual(body.head);
    expect(doc.head.finished).toBeUndefined();
    expect(doc.reasons).toEqual(reasons);
    expect(doc.actions).toEqual(body.actions);
    expect(doc.checksum).toBe(checksumOf(doc));
    // through the store: listed, loaded, not called over
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    await writeFile(store.fileFor('v4-game'), JSON.stringify(v4));
    const list = await store.list();
    expect(list.ok && list.value[0]).toMatchObject({ id: 'v4-game', status: 'ok', meta: { finished: false } });
    expect((await store.load('v4-game')).ok).toBe(true);
  });

  it('v4 reasons are checked like everything else: each for an action of the record, in order, an ai line with plain params', () => {
    const doc = parseSave(readFileSync(V3));
    const { checksum: _c, ...body } = doc;
    const ok = { at: 3, key: 'ai.easy.playCard', params: { value: 2 } };
    expect(parseSave(serializeSave({ ...body, reasons: [ok] })).reasons).toEqual([ok]);
    for (const reasons of [
      [{ ...ok, at: doc.actions.length }], // no such action
      [ok, { ...ok, at: 2 }], // out of order
      [{ ...ok, key: 'saves.reason.other' }], // not a computer's line
      [{ ...ok, params: { value: { nested: 1 } } }], // params are plain
      [{ ...ok, extra: true }], // strict
    ]) {
      expect(() => parseSave(serializeSave({ ...body, reasons } as never)), JSON.stringify(reasons)).toThrow(expect.objectContaining({ code: 'save-invalid' }));
    }
  });

  it('a v1 file whose body was altered fails its checksum before migrating', () => {
    const raw = JSON.parse(readFileSync(V1, 'utf8'));
    raw.seed = 1;
    expect(() => parseSave(JSON.stringify(raw))).toThrow(/checksum/);
  });

  it('the v2 fixture (rules version 1) is listed from its header-less file and loads through Continue with its exact state hash, all seats human', async () => {
    const raw = JSON.parse(readFileSync(V2, 'utf8'));
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
    copyFileSync(V2, svc.store.fileFor('autosave'));
    const list = await svc.router.handle('saves:list', {});
    expect(list).toMatchObject({ ok: true, value: [{ id: 'autosave', status: 'ok', meta: { name: 'Zwei Gesellen', actionCount: raw.actions.length, engineVersion: 1 } }] });
    const r = await svc.router.handle('saves:continue', {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ recovery: null, engineVersion: 1, olderRules: engine.engineVersion > 1 });
    expect(svc.host.hash()).toBe(raw.stateHash);
    expect(svc.host.record()).toMatchObject({ engineVersion: 1, controls: [{ kind: 'human' }, { kind: 'human' }] });
    expect((r.value as { snapshot: { seats: unknown } }).snapshot.seats).toEqual([{ control: { kind: 'human' } }, { control: { kind: 'human' } }]);
    // the autosave written after loading keeps the rules version the game is played under
    await svc.autosaver.flush();
    const again = await svc.store.load('autosave');
    expect(again.ok && again.value.file.head.engineVersion).toBe(1);
  });

  it('the engine replays the v2 fixture with the rules version the save names, not its own', async () => {
    const raw = JSON.parse(readFileSync(V2, 'utf8'));
    const asked: number[] = [];
    const spy: EngineApi = { ...engine, replay: (rec) => (asked.push(rec.engineVersion), engine.replay(rec)) };
    const store = new SaveStore({ dir, engine: spy, appVersion: 'test' });
    copyFileSync(V2, store.fileFor('old'));
    const r = await store.load('old');
    expect(r.ok).toBe(true);
    expect(asked).toEqual([raw.engineVersion]);
  });
});
