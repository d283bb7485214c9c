/**
 * One file in the saves folder can never hide the others: whatever a file holds, its list entry
 * fits the list's contract, so `saves:list` answers with every save.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checksumOf, MAX_FORMAT_MESSAGE } from '../../electron/main/saves/format';
import { AppServices } from '../../electron/main/services';
import { engine, SETUP2 } from '../support/engine';

const V2 = fileURLToPath(new URL('./fixtures/v2-engine1-double-scout.walz.json', import.meta.url));
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-listing-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { ok: boolean; value?: unknown; error?: { code: string; message: string } };
type Entry = { id: string; status: string; problem: { code: string; message: string } | null; quarantined: string[] };
const ask = async (svc: AppServices, channel: string, payload: unknown = {}) => (await svc.router.handle(channel, payload)) as Answer;

async function withAutosave(): Promise<AppServices> {
  const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
  expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
  const legal = svc.host.snapshot()!.legal;
  expect((await ask(svc, 'game:apply', { action: legal[0] })).ok).toBe(true);
  await svc.autosaver.flush();
  return svc;
}

async function listed(): Promise<Entry[]> {
  const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' });
  const r = await ask(svc, 'saves:list');
  expect(r.error).toBeUndefined();
  return r.value as Entry[];
}

describe('the save list survives any one file', () => {
  it('an old save whose migration finds a problem in every action is listed as damaged with one short message, beside the others', async () => {
    await withAutosave();
    const v2 = JSON.parse(readFileSync(V2, 'utf8')) as Record<string, unknown> & { actions: object[] };
    v2.actions = v2.actions.map((a) => ({ ...a, note: 'x' })); // an unknown field on every action
    delete v2.checksum;
    v2.checksum = checksumOf(v2);
    writeFileSync(path.join(dir, 'old-game.walz.json'), JSON.stringify(v2));
    const list = await listed();
    expect(list.map((e) => e.id).sort()).toEqual(['autosave', 'old-game']);
    const old = list.find((e) => e.id === 'old-game')!;
    expect(old.status).toBe('damaged');
    expect(old.problem!.code).toBe('save-migration-failed');
    expect(old.problem!.message.length).toBeLessThanOrEqual(MAX_FORMAT_MESSAGE);
    // the first problem, named by where it is
    expect(old.problem!.message).toMatch(/^Migration from schema \d failed: actions\.0 /);
  });

  it('a stray file named like a quarantined copy but longer than any the app makes is not listed as one', async () => {
    await withAutosave();
    const stray = `autosave.walz.json.quarantined-${'x'.repeat(190)}`;
    writeFileSync(path.join(dir, stray), 'junk');
    const list = await listed();
    expect(list.map((e) => e.id)).toEqual(['autosave']);
    expect(list[0]!.status).toBe('ok');
    expect(list[0]!.quarantined).toEqual([]);
  });
});
