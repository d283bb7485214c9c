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
  svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', trusted: (e) => isTrustedSender(e, [APP_ORIGIN]) });
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
        expect(['invalid-request', 'unknown-channel', 'payload-too-deep', 'payload-too-large', 'payload-forbidden-key']).toContain(a.error!.code);
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

/* ---------------------------------------------------------------- hostile payloads (issue 11) */

const REFUSALS = ['invalid-request', 'payload-too-deep', 'payload-too-large', 'payload-forbidden-key'];

/** A valid payload of each channel, to pad and to nest. */
function validFor(c: Channel): Record<string, unknown> {
  switch (c) {
    case 'game:new':
      return { ...SETUP2, seats: SETUP2.seats.map((s) => ({ ...s })) };
    case 'game:apply':
      return { action: { ...svc.host.snapshot()!.legal[0]! } };
    case 'saves:save':
      return { name: 'Abend' };
    case 'saves:load':
    case 'saves:delete':
    case 'saves:export':
      return { id: 'autosave' };
    default:
      return {};
  }
}

function nest(inner: unknown, depth: number, key = 'a'): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = i % 3 === 2 ? [v] : { [key]: v };
  return v;
}

const hostileArb = fc.oneof(
  // deep: nested objects/arrays, some thousands of levels, alone or inside a valid payload
  fc.record({ depth: fc.integer({ min: 9, max: 6000 }), where: fc.constantFrom('whole', 'action', 'seats', 'id') }).map(({ depth, where }) => ({
    kind: 'deep',
    make: (c: Channel) => (where === 'whole' ? nest(validFor(c), depth) : { ...validFor(c), [where]: nest(where === 'action' ? validFor('game:apply').action : 'x', depth) }),
  })),
  // huge: long arrays, long strings, many values
  fc.record({ n: fc.integer({ min: 17, max: 100_000 }), what: fc.constantFrom('array', 'string', 'wide') }).map(({ n, what }) => ({
    kind: 'huge',
    make: (c: Channel) => {
      const v = validFor(c);
      if (what === 'string') return { ...v, name: 'x'.repeat(n * 2), id: 'a'.repeat(n * 2) };
      if (what === 'array') return { ...v, seats: Array.from({ length: n }, () => SETUP2.seats[0]) };
      return { ...v, extra: Array.from({ length: Math.min(n, 2000) }, (_, i) => ({ i, s: 'y' })) };
    },
  })),
  // padded: a valid payload (or its action) with extra keys set to false / null / numbers
  fc.record({ n: fc.integer({ min: 1, max: 20_000 }), inAction: fc.boolean(), value: fc.constantFrom(false, null, 0, '') }).map(({ n, inAction, value }) => ({
    kind: 'padded',
    make: (c: Channel) => {
      const v = validFor(c);
      const target: Record<string, unknown> = inAction && c === 'game:apply' ? (v.action as Record<string, unknown>) : v;
      for (let i = 0; i < n; i++) target[`k${i}`] = value;
      return v;
    },
  })),
  // prototype keys, as own keys (what JSON.parse and structured clone produce)
  fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype'), inAction: fc.boolean(), value: fc.constantFrom('{"polluted":true}', '{"player":0}', 'null', '[]', '"x"') }).map(({ key, inAction, value }) => ({
    kind: 'proto',
    make: (c: Channel) => {
      const json = JSON.stringify(validFor(c));
      if (inAction && c === 'game:apply') return JSON.parse(json.replace('{"action":{', `{"action":{"${key}":${value},`));
      return JSON.parse(json === '{}' ? `{"${key}":${value}}` : json.replace(/^\{/, `{"${key}":${value},`));
    },
  })),
);

describe('IPC router: hostile payloads', () => {
  it('huge, deep, key-padded and prototype-key payloads on every channel: typed refusals, never internal-error, game unchanged', async () => {
    const kinds = new Map<string, Set<string>>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNEL_NAMES), hostileArb, async (channel, hostile) => {
        const payload = hostile.make(channel);
        const r = await svc.router.handle(channel, payload, trustedEvent);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(REFUSALS).toContain(r.error.code);
        if (!kinds.has(hostile.kind)) kinds.set(hostile.kind, new Set());
        kinds.get(hostile.kind)!.add(r.error.code);
        expect(svc.host.hash()).toBe(hashBefore);
      }),
      { numRuns: 400, seed: 11 },
    );
    expect([...kinds.keys()].sort()).toEqual(['deep', 'huge', 'padded', 'proto']);
    expect(kinds.get('deep')).toContain('payload-too-deep');
    expect(kinds.get('proto')).toContain('payload-forbidden-key');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('untrusted senders get untrusted-sender for every payload, hostile or valid, on every channel', async () => {
    const senders = [
      { senderFrame: { url: 'https://evil.example/' } },
      { senderFrame: { url: 'app://walz.evil.example/index.html' } },
      { senderFrame: { url: 'file:///etc/passwd' } },
      { senderFrame: { url: 42 } },
      { senderFrame: null },
      { senderFrame: Object.defineProperty({}, 'url', { get: () => { throw new Error('Render frame was disposed'); } }) },
      Object.defineProperty({}, 'senderFrame', { get: () => { throw new Error('disposed'); } }),
      {},
      null,
      undefined,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNEL_NAMES), fc.constantFrom(...senders), fc.oneof(hostileArb.map((h) => ({ h })), fc.constant(null)), async (channel, sender, hostile) => {
        const payload = hostile ? hostile.h.make(channel) : validFor(channel);
        const r = await svc.router.handle(channel, payload, sender);
        expect(r).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
      }),
      { numRuns: 400, seed: 12 },
    );
    expect(svc.host.hash()).toBe(hashBefore);
  }, 120_000);

  it('every action the engine lists in random games passes ActionSchema; with one key more it is refused', async () => {
    const { createGame, legalActions, applyAction } = await import('../../shared/engine');
    const { ActionSchema } = await import('../../shared/ipc/contract');
    const types = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const c = createGame({ ...SETUP2, seed: 100 + g });
      if (!c.ok) throw new Error(c.error.message);
      let s = c.state;
      const rnd = prng(g);
      for (let i = 0; i < 400 && s.phase !== 'finished'; i++) {
        const legal = legalActions(s);
        for (const a of legal) {
          types.add(a.type);
          expect(ActionSchema.safeParse(a).success).toBe(true);
        }
        expect(ActionSchema.safeParse({ ...legal[0]!, extra: 1 }).success).toBe(false);
        const r = applyAction(s, legal[Math.floor(rnd() * legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(types.size).toBeGreaterThanOrEqual(12);
  }, 120_000);
});

describe('IPC router: failures stay within the contract', () => {
  it('a handler failure with a huge message and odd params is answered bounded, not internal-error', async () => {
    const { IpcRouter } = await import('../../electron/main/ipcRouter');
    const handlers = Object.fromEntries(
      CHANNEL_NAMES.map((c) => [c, () => ({ ok: false, error: { code: 'save-old-rules', message: 'x'.repeat(50_000), params: { file: 'f'.repeat(1000), n: Infinity, ['k'.repeat(80)]: 1 } } })]),
    );
    const router = new IpcRouter(handlers as never, () => true);
    const r = await router.handle('saves:continue', {}, trustedEvent);
    expect(r).toMatchObject({ ok: false, error: { code: 'save-old-rules', params: { file: 'f'.repeat(300), n: null } } });
    if (!r.ok) expect(r.error.message).toHaveLength(2000);
  });
});
