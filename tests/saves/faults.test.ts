/**
 * Fault injection through the real services (AppServices: GameHost + SaveStore + Autosaver +
 * router, real engine) on a file system that fails on demand: write failures (ENOSPC, EACCES,
 * EIO, EROFS on every write step), read failures, restarts, and damaged files of every kind.
 * Asserted after every step: no throw escapes; every answer is ok or a typed error; every
 * failure and every recovery is in a typed result the renderer words (in EN and DE) without
 * a raw code; the autosave status tells the truth; and nothing that was once written is lost.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AutosaveStatusSchema, FS_REASONS, SAVE_PROBLEM_CODES, type AutosaveStatus, type IpcError, type LoadResult, type Push } from '../../shared/ipc/contract';
import { checksumOf } from '../../electron/main/saves/format';
import { AppServices } from '../../electron/main/services';
import { i18n } from '../../renderer/src/i18n';
import { problemText } from '../../renderer/src/stores/saves';
import { engine, prng, SETUP2 } from '../support/engine';
import { faultFs, type FsOp } from './faultFs';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'walz-faults-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const CODES = new Set<string>([...SAVE_PROBLEM_CODES]);

/** The renderer's words for an error, in both languages: never the generic line, never the code. */
function expectWorded(error: IpcError): void {
  expect(CODES.has(error.code), `untyped code ${error.code}`).toBe(true);
  if (error.params?.reason !== undefined) expect(FS_REASONS as readonly unknown[]).toContain(error.params.reason);
  for (const locale of ['en', 'de'] as const) {
    i18n.global.locale.value = locale;
    const g = i18n.global as unknown as { t: (k: string, n?: Record<string, unknown>) => string; te: (k: string) => boolean };
    const text = problemText(g.t, g.te, error, locale);
    expect(text).not.toBe(g.t('saves.problem.generic'));
    expect(text).not.toContain(error.code);
    expect(text).not.toMatch(/\{\w+\}/);
  }
  i18n.global.locale.value = 'en';
}

type Answer = { ok: true; value: unknown } | { ok: false; error: IpcError };

function services(f: ReturnType<typeof faultFs>, statuses: AutosaveStatus[]) {
  return new AppServices({
    engine,
    savesDir: dir,
    appVersion: 'faults',
    curtain: 'off',
    fs: f.fs,
    flushTimeoutMs: 2000,
    send: (p: Push, payload: unknown) => void (p === 'saves:autosave' && statuses.push(payload as AutosaveStatus)),
  });
}

async function ask(svc: AppServices, channel: string, payload: unknown = {}): Promise<Answer> {
  const r = (await svc.router.handle(channel, payload)) as Answer; // a rejection fails the test
  if (!r.ok) expectWorded(r.error);
  return r;
}

const WRITE_OPS: FsOp[] = ['mkdir', 'open', 'write', 'sync', 'rename', 'link', 'copyFile', 'access', 'rm'];
const READ_OPS: FsOp[] = ['stat', 'readFile', 'open', 'read', 'readdir'];
const ERRNOS = ['ENOSPC', 'EACCES', 'EIO', 'EROFS', 'EPERM', 'EBUSY'];

type Step =
  | { kind: 'act'; n: number }
  | { kind: 'fail-write'; op: FsOp; errno: string; times: number }
  | { kind: 'fail-read'; op: FsOp; errno: string; times: number }
  | { kind: 'clear' }
  | { kind: 'restart' }
  | { kind: 'retry' }
  | { kind: 'save-as' }
  | { kind: 'list' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('act' as const), n: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fail-write' as const), op: fc.constantFrom(...WRITE_OPS), errno: fc.constantFrom(...ERRNOS), times: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fail-read' as const), op: fc.constantFrom(...READ_OPS), errno: fc.constantFrom(...ERRNOS), times: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'save-as' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'list' as const }) },
);

describe('fault injection through AppServices', () => {
  it('random write and read failures and restarts: no throw, typed and worded results, a truthful status, nothing once written is lost', async () => {
    let runs = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 8, maxLength: 30 }), fc.integer({ min: 1, max: 1e6 }), async (steps, seed) => {
        runs++;
        rmSync(dir, { recursive: true, force: true });
        await fs.mkdir(dir, { recursive: true });
        const f = faultFs();
        const statuses: AutosaveStatus[] = [];
        let svc = services(f, statuses);
        const rnd = prng(seed);
        expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
        /** The longest game record ever confirmed on disk (autosave status 'saved'). */
        let saved = -1;
        let savedActions: unknown[] = [];
        const settle = async () => {
          await svc.autosaver.flush();
          const st = svc.autosaver.status();
          if (st.state === 'saved') {
            expect(st.savedActions).toBe(svc.host.record()!.actions.length);
            saved = st.savedActions!;
            savedActions = [...svc.host.record()!.actions];
          } else if (st.state === 'failing') {
            expect(st.error?.code).toBe('save-write-failed');
            expectWorded(st.error!);
            seen.add(`write:${String(st.error!.params?.reason)}`);
          }
        };
        await settle();
        for (const step of steps) {
          switch (step.kind) {
            case 'act':
              for (let i = 0; i < step.n && svc.host.running; i++) {
                const legal = svc.host.snapshot()!.legal;
                if (legal.length === 0) break;
                expect((await ask(svc, 'game:apply', { action: legal[Math.floor(rnd() * legal.length)] })).ok).toBe(true);
              }
              break;
            case 'fail-write':
            case 'fail-read':
              f.fail({ op: step.op, errno: step.errno, times: step.times });
              break;
            case 'clear':
              f.clear();
              break;
            case 'retry': {
              const r = await ask(svc, 'saves:autosave-retry');
              expect(r.ok).toBe(true);
              break;
            }
            case 'save-as': {
              const r = await ask(svc, 'saves:save', { name: 'Zwischenstand' });
              if (!r.ok) seen.add(`save-as:${r.error.code}`);
              break;
            }
            case 'list': {
              const r = await ask(svc, 'saves:list');
              if (r.ok) for (const e of r.value as { problem: IpcError | null }[]) if (e.problem) expectWorded(e.problem);
              break;
            }
            case 'restart': {
              await settle();
              const before = [...svc.host.record()!.actions];
              svc = services(f, statuses);
              const r = await ask(svc, 'saves:continue');
              if (r.ok) {
                const v = r.value as LoadResult;
                // a healthy autosave under read faults is either read as it is, or refused: never an older copy in silence
                expect(v.recovery).toBeNull();
                // at least everything confirmed written, and only actions of this game
                const loaded = svc.host.record()!.actions;
                expect(loaded.length).toBeGreaterThanOrEqual(saved);
                expect(loaded).toEqual(before.slice(0, loaded.length));
                // the status of the new start knows what is on disk, whether its first write works or not
                await svc.autosaver.flush();
                expect(svc.autosaver.status()).toMatchObject({ savedActions: loaded.length, currentActions: loaded.length });
              } else {
                seen.add(`continue:${r.error.code}`);
                expect(['save-read-failed', 'save-not-found']).toContain(r.error.code);
                expect(await fs.readdir(dir).catch(() => [])).not.toEqual(expect.arrayContaining([expect.stringMatching(/quarantined/)]));
                f.clear();
                const again = await ask(svc, 'saves:continue');
                if (saved >= 0) expect(again.ok).toBe(true);
                else expect(again.ok ? 'ok' : again.error.code).toBe('save-not-found');
              }
              if (!svc.host.running) expect((await ask(svc, 'game:new', SETUP2)).ok).toBe(true);
              break;
            }
          }
          await settle();
          expect(svc.autosaver.status().state).not.toBe('idle');
          // a failed write removes its temp file (unless removing it is what failed)
          if (!steps.some((s) => s.kind === 'fail-write' && s.op === 'rm')) {
            expect((await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.includes('.tmp-'))).toEqual([]);
          }
        }
        // nothing once written is lost: with the faults gone, one retry writes the game in memory,
        // and a fresh start continues exactly it (which holds everything ever confirmed written)
        f.clear();
        expect(await ask(svc, 'saves:autosave-retry')).toMatchObject({ ok: true, value: { state: 'saved', error: null } });
        const fresh = services(f, []);
        const r = await ask(fresh, 'saves:continue');
        expect(r.ok).toBe(true);
        expect((r as { value: LoadResult }).value.recovery).toBeNull();
        expect(fresh.host.record()!.actions).toEqual(svc.host.record()!.actions);
        expect(fresh.host.record()!.actions.slice(0, savedActions.length)).toEqual(savedActions);
        await fresh.autosaver.flush(); // nothing of this run may write into the next one
        expect((await fs.readdir(dir)).filter((n) => n.includes('.tmp-'))).toEqual([]);
        // what was pushed to the renderer fits the contract, and every failure pushed is worded
        for (const st of statuses) {
          expect(AutosaveStatusSchema.safeParse(st).success).toBe(true);
          if (st.state === 'failing') expectWorded(st.error!);
        }
        if (statuses.some((st) => st.state === 'failing')) expect(statuses.at(-1)!.state).toBe('saved');
      }),
      { numRuns: 40, seed: 20261123 },
    );
    expect(runs).toBe(40);
    console.log(`faults seen: ${[...seen].sort().join(', ')}`);
    expect([...seen].some((s) => s.startsWith('write:'))).toBe(true);
    expect([...seen].some((s) => s.startsWith('continue:save-read-failed'))).toBe(true);
  }, 240_000);

  /** Damage of every kind done to the autosave; the backup has one action less. */
  const damage: Record<string, { code: string; make: (good: Buffer) => Buffer | null }> = {
    'cut short': { code: 'save-corrupt', make: (g) => g.subarray(0, g.length - 150) },
    'cut inside the first line': { code: 'save-corrupt', make: (g) => g.subarray(0, 60) },
    empty: { code: 'save-empty', make: () => Buffer.alloc(0) },
    garbage: { code: 'save-corrupt', make: () => Buffer.from('\u0000\u00ffPK\u0003\u0004 no save') },
    'another program’s JSON': { code: 'save-unknown-format', make: () => Buffer.from('{"format":"other","schemaVersion":1}') },
    'one bit flipped': {
      code: 'save-checksum',
      make: (g) => {
        const b = Buffer.from(g);
        const i = b.lastIndexOf('"stateHash"') + 15;
        b[i] = b[i]! ^ 0x01;
        return b;
      },
    },
    'schema broken, checksum fixed': {
      code: 'save-invalid',
      make: (g) => {
        const doc = JSON.parse(g.toString());
        doc.actions[0].padding = false;
        doc.checksum = checksumOf(doc);
        return Buffer.from(JSON.stringify(doc));
      },
    },
    'moves that do not replay': {
      code: 'save-replay-failed',
      make: (g) => {
        const doc = JSON.parse(g.toString());
        doc.actions.push({ ...doc.actions.at(-1) });
        doc.actions.push({ player: 0, type: 'endTurn' }, { player: 1, type: 'endTurn' });
        doc.checksum = checksumOf(doc);
        return Buffer.from(JSON.stringify(doc));
      },
    },
    'wrong state hash': {
      code: 'save-hash-mismatch',
      make: (g) => {
        const doc = JSON.parse(g.toString());
        doc.stateHash = '0123456789abcdef';
        doc.checksum = checksumOf(doc);
        return Buffer.from(JSON.stringify(doc));
      },
    },
    'a newer app’s layout': {
      code: 'save-newer-version',
      make: (g) => {
        const doc = JSON.parse(g.toString());
        doc.schemaVersion = 9;
        return Buffer.from(JSON.stringify(doc));
      },
    },
  };

  for (const [label, { code, make }] of Object.entries(damage)) {
    it(`damaged autosave (${label}): the list says so, Continue reports ${code === 'save-newer-version' ? 'a newer version and keeps the file' : 'the recovery to the backup'}`, async () => {
      const f = faultFs();
      const a = services(f, []);
      await ask(a, 'game:new', SETUP2);
      for (let i = 0; i < 5; i++) {
        await ask(a, 'game:apply', { action: a.host.snapshot()!.legal[0] });
        await a.autosaver.flush();
      }
      const main = path.join(dir, 'autosave.walz.json');
      const bad = make(await fs.readFile(main))!;
      await fs.writeFile(main, bad);
      const b = services(f, []);
      const list = await ask(b, 'saves:list');
      expect(list.ok).toBe(true);
      const entry = (list as { value: { status: string; backup: { copy: number; meta: { actionCount: number } } | null }[] }).value[0]!;
      expect(entry.backup === null || entry.backup.meta.actionCount === 4).toBe(true);
      const r = await ask(b, 'saves:continue');
      if (code === 'save-newer-version') {
        expect(r).toMatchObject({ ok: false, error: { code } });
        expect(entry.status).toBe('newer-version');
        expect(await fs.readFile(main)).toEqual(bad);
        return;
      }
      expect(r.ok).toBe(true);
      const rec = (r as { value: LoadResult }).value.recovery!;
      expect(rec).toMatchObject({ copy: 1, actions: 4, chosen: false });
      expect(rec.skipped[0]!.problem.code).toBe(code);
      expectWorded(rec.skipped[0]!.problem);
      expect(rec.skipped[0]!.movedTo).toMatch(/^autosave\.walz\.json\.quarantined-/);
      expect(await fs.readFile(path.join(dir, rec.skipped[0]!.movedTo!))).toEqual(bad);
      expect(b.host.record()!.actions).toHaveLength(4);
      // the list afterwards shows the damaged copy moved aside
      await b.autosaver.flush();
      const after = await ask(b, 'saves:list');
      expect((after as { value: { status: string; quarantined: string[] }[] }).value[0]).toMatchObject({ status: 'ok', quarantined: [rec.skipped[0]!.movedTo] });
    });
  }

  it('every copy damaged: a typed error that names the quarantined file; the list still shows the save, not "no saves"', async () => {
    const f = faultFs();
    const a = services(f, []);
    await ask(a, 'game:new', SETUP2);
    for (let i = 0; i < 3; i++) {
      await ask(a, 'game:apply', { action: a.host.snapshot()!.legal[0] });
      await a.autosaver.flush();
    }
    // the autosave and its backups (the folder also holds the app's statistics and settings folder)
    const copies = (await fs.readdir(dir)).filter((n) => n.startsWith('autosave.'));
    expect(copies.length).toBeGreaterThanOrEqual(2);
    for (const n of copies) await fs.writeFile(path.join(dir, n), 'x');
    const b = services(f, []);
    const before = await ask(b, 'saves:list');
    expect((before as { value: { status: string; backup: unknown }[] }).value).toMatchObject([{ status: 'damaged', backup: null }]);
    const r = await ask(b, 'saves:continue');
    expect(r).toMatchObject({ ok: false, error: { code: 'save-corrupt', params: { damagedCopies: copies.length } } });
    expect((r as { error: IpcError }).error.params?.movedTo).toMatch(/quarantined/);
    const after = await ask(b, 'saves:list');
    expect((after as { value: { status: string; quarantined: string[] }[] }).value).toMatchObject([{ status: 'missing' }]);
    expect((after as { value: { quarantined: string[] }[] }).value[0]!.quarantined.length).toBeGreaterThan(0);
  });
});
