import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_SCHEMA_VERSION, checksumOf, parseSave } from '../../electron/main/saves/format';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { engine } from '../support/engine';

const FIXTURE = fileURLToPath(new URL('./fixtures/v1-two-players.walz.json', import.meta.url));
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-mig-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('save migrations', () => {
  it('the committed fixture really is schema v1 with a valid v1 checksum', () => {
    const raw = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    expect(raw.schemaVersion).toBe(1);
    expect(raw.players).toHaveLength(2);
    expect(raw.setup).toBeUndefined();
    expect(raw.checksum).toBe(checksumOf(raw));
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
  });

  it('v1 -> v2: migrated document has setup, seed, name and meta', () => {
    const doc = parseSave(readFileSync(FIXTURE));
    expect(doc.schemaVersion).toBe(2);
    expect(doc.setup).toEqual({ seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 12345, startPlayer: 0 });
    expect(doc.seed).toBe(12345);
    expect(doc.meta.actionCount).toBe(doc.actions.length);
    expect(doc.checksum).toBe(checksumOf(doc));
  });

  it('loads the v1 fixture through the store (replay + hash check) and re-saves it as v2', async () => {
    const store = new SaveStore({ dir, engine, appVersion: 'test' });
    copyFileSync(FIXTURE, store.fileFor('old-game'));
    const r = await store.load('old-game');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const raw = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    expect(engine.hashState(r.value.state)).toBe(raw.stateHash);
    expect(r.value.meta.players.map((p) => p.name)).toEqual(['Anna', 'Bernd']);
    const w = await store.write('old-game', { name: r.value.file.name, setup: r.value.file.setup, actions: r.value.file.actions as never });
    expect(w.ok).toBe(true);
    expect(JSON.parse(readFileSync(store.fileFor('old-game'), 'utf8')).schemaVersion).toBe(2);
    // the v1 original is kept as the first backup
    expect(JSON.parse(readFileSync(store.fileFor('old-game') + '.bak1', 'utf8')).schemaVersion).toBe(1);
  });

  it('a v1 file whose body was altered fails its checksum before migrating', () => {
    const raw = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    raw.seed = 1;
    expect(() => parseSave(JSON.stringify(raw))).toThrow(/checksum/);
  });
});
