/**
 * The IPC router under >= 10,000 generated malformed payloads across every channel, against the
 * real engine and real services on a temp folder: every answer is a typed error, the handler
 * never throws (the promise always resolves) and the game is unchanged (hash equal).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANNELS, CHANNEL_NAMES, type Channel } from '../../shared/ipc/contract';
import { AppServices } from '../../electron/main/services';
import { APP_ORIGIN, isTrustedSender } from '../../electron/main/security';
import { engine, prng, SETUP2 } from '../support/engine';

let dir: string;
let svc: AppServices;
let hashBefore: string;
const trustedEvent = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-ipc-'));
  svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', trusted: (e) => isTrustedSender(e, [APP_ORIGIN]) });
  const r = await svc.router.handle('game:new', SETUP2, trustedEvent);
  expect(r.ok).toBe(true);
  const rnd = prng(9);
  for (let i = 0; i < 12; i++) {
    const legal = svc.host.snapshot()!.legal;
    const a = legal[Math.floor(rnd() * legal.length)]!;
    expect((await svc.router.handle('game:apply', { action: a }, trustedEvent)).ok).toBe(true);
  }
  await svc.autosaver.flush();
  hashBefore = svc.host.hash()!;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const channelArb = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...CHANNEL_NAMES) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.anything() },
);

/** Near-valid payloads: valid shapes with one part broken. */
const nearValid = fc.oneof(
  fc.record({ seats: fc.array(fc.record({ name: fc.string(), colour: fc.string() }), { maxLength: 6 }), seed: fc.oneof(fc.double(), fc.integer(), fc.string()) }),
  fc.record({ seats: fc.constant(SETUP2.seats), seed: fc.oneof(fc.integer({ min: -1e9, max: -1 }), fc.double({ noInteger: true }), fc.constant(2 ** 33)) }),
  fc.record({ seats: fc.constant([SETUP2.seats[0], SETUP2.seats[0]]), seed: fc.nat() }),
  fc.record({ action: fc.record({ player: fc.oneof(fc.integer({ min: -5, max: -1 }), fc.integer({ min: 4, max: 99 }), fc.string(), fc.double({ noInteger: true })), type: fc.string() }) }),
  fc.record({ action: fc.record({ player: fc.nat(3), type: fc.oneof(fc.constant(''), fc.string({ minLength: 65 }), fc.integer()) }) }),
  fc.record({ action: fc.record({ player: fc.nat(3), type: fc.constant('move'), to: fc.oneof(fc.func(fc.anything()), fc.constant(undefined), fc.double({ noDefaultInfinity: false }).filter((x) => !Number.isFinite(x))) }) }),
  fc.record({ id: fc.oneof(fc.constant('../../etc/passwd'), fc.constant('A'), fc.constant(''), fc.string({ minLength: 65 }), fc.integer(), fc.constant('a/b')) }),
  fc.record({ name: fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ minLength: 61, maxLength: 100 }), fc.integer()) }),
  fc.record({ extra: fc.anything() }),
);

const payloadArb = fc.oneof({ weight: 3, arbitrary: fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }) }, { weight: 3, arbitrary: nearValid });

function isValidFor(channel: unknown, payload: unknown): boolean {
  if (typeof channel !== 'string' || !Object.prototype.hasOwnProperty.call(CHANNELS, channel)) return false;
  try {
    return CHANNELS[channel as Channel].request.safeParse(payload).success;
  } catch {
    return false;
  }
}

describe('IPC router fuzz', () => {
  it('answers >= 10,000 malformed payloads with typed errors, never throws, game unchanged', async () => {
    let runs = 0;
    const codes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(channelArb, payloadArb, async (channel, payload) => {
        fc.pre(!isValidFor(channel, payload));
        runs++;
        let answer: unknown;
        try {
          answer = await svc.router.handle(channel, payload, trustedEvent);
        } catch (e) {
          throw new Error(`handler threw: ${String(e)}`, { cause: e });
        }
        const a = answer as { ok: boolean; error?: { code: string; message: string } };
        expect(a.ok).toBe(false);
        expect(typeof a.error?.code).toBe('string');
        expect(typeof a.error?.message).toBe('string');
        expect(['invalid-request', 'unknown-channel']).toContain(a.error!.code);
        codes.set(a.error!.code, (codes.get(a.error!.code) ?? 0) + 1);
        expect(svc.host.hash()).toBe(hashBefore);
      }),
      { numRuns: 11_000, seed: 20261122 },
    );
    expect(runs).toBeGreaterThanOrEqual(10_000);
    expect(codes.get('invalid-request')).toBeGreaterThan(5_000);
    await svc.autosaver.flush();
    expect(readdirSync(dir).filter((f) => f.includes('quarantined'))).toEqual([]);
  });

  it('well-formed but illegal actions get the engine error and change nothing', async () => {
    const legalKeys = new Set(svc.host.snapshot()!.legal.map((a) => JSON.stringify(a)));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ player: fc.nat(3), type: fc.constantFrom('playCard', 'move', 'extend', 'passSpace', 'endTurn', 'scout', 'work', 'nonsense'), value: fc.integer({ min: -3, max: 9 }), to: fc.string({ maxLength: 12 }) }, { requiredKeys: ['player', 'type'] }),
        async (action) => {
          fc.pre(!legalKeys.has(JSON.stringify(action)));
          const r = await svc.router.handle('game:apply', { action }, trustedEvent);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.code).toMatch(/^[a-z-]+$/);
          expect(svc.host.hash()).toBe(hashBefore);
        },
      ),
      { numRuns: 1_000, seed: 7 },
    );
  });

  it('refuses every channel from an untrusted frame, even with valid payloads', async () => {
    for (const frame of [{ senderFrame: { url: 'https://evil.example/' } }, { senderFrame: null }, undefined]) {
      for (const c of CHANNEL_NAMES) {
        const r = await svc.router.handle(c, c === 'game:new' ? SETUP2 : {}, frame);
        expect(r).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
      }
    }
    expect(svc.host.hash()).toBe(hashBefore);
  });

  it('hostile objects (throwing getters, proxies) are answered, not thrown', async () => {
    const throwing = Object.defineProperty({}, 'seats', { enumerable: true, get: () => { throw new Error('boom'); } });
    const proxy = new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } });
    for (const p of [throwing, proxy, { action: throwing }, { action: proxy }]) {
      for (const c of CHANNEL_NAMES) {
        const r = await svc.router.handle(c, p, trustedEvent);
        expect(r.ok).toBe(false);
      }
    }
    expect(svc.host.hash()).toBe(hashBefore);
  });
});
