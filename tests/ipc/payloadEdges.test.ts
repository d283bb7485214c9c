/**
 * The edges of the IPC path that the fuzz tests reach only by chance: objects that are not plain
 * data (a structured clone keeps a Map, a Date, a typed array … and zod's objects accept them,
 * while the size check counted nothing inside them), error messages longer than the contract
 * lets through (the page would see bad-response instead of the failure), and a request the
 * transport cannot send (window.walz.invoke must answer a result object, never reject).
 */
import { describe, expect, it } from 'vitest';
import { IpcRouter, type Handlers } from '../../electron/main/ipcRouter';
import { buildWalzApi, CHANNEL_NAMES, CHANNELS, checkPayloadShape, resultSchema, type Channel, type WalzTransport } from '../../shared/ipc/contract';

/** Handlers that answer null and count their calls. */
function recording() {
  const calls: Channel[] = [];
  const handlers = Object.fromEntries(CHANNEL_NAMES.map((c) => [c, () => (calls.push(c), { ok: true, value: null })])) as unknown as Handlers;
  return { calls, handlers };
}

class Thing {
  a = 1;
}

/** Objects a structured clone carries that are not plain data, each with the kind its refusal names. */
const NOT_PLAIN: [string, () => object, string][] = [
  ['a Map of 100,000 entries', () => new Map(Array.from({ length: 100_000 }, (_, i) => [i, 'x'.repeat(100)])), 'a Map'],
  ['a Set of 100,000 values', () => new Set(Array.from({ length: 100_000 }, (_, i) => i)), 'a Set'],
  ['an empty Map', () => new Map(), 'a Map'],
  ['a Date', () => new Date(0), 'a Date'],
  ['a RegExp', () => /re/g, 'a RegExp'],
  ['an Error', () => new Error('e'), 'an Error'],
  ['a boxed string', () => new String('x'), 'a String'],
  ['a typed array', () => new Uint8Array(4), 'a Uint8Array'],
  ['an ArrayBuffer', () => new ArrayBuffer(4), 'an ArrayBuffer'],
  ['an instance of a class', () => new Thing(), 'an object of a class'],
];

describe('checkPayloadShape: plain data only', () => {
  it.each(NOT_PLAIN)('refuses %s, alone and inside a plain payload', (_what, make, kind) => {
    const alone = checkPayloadShape(make());
    expect(alone).toEqual({ code: 'invalid-request', message: `${kind} is not plain data` });
    expect(checkPayloadShape({ action: { player: 0, to: make() } })?.code).toBe('invalid-request');
    expect(checkPayloadShape({ seats: [make()] })?.code).toBe('invalid-request');
  });

  it('lets plain data through: plain and null-prototype objects, arrays, primitives', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1, b: [true, null, 'x'] });
    for (const p of [{}, { a: { b: [1, 'x', null, false] } }, bare, [], [1, [2]], 'text', 3, null, undefined, true]) expect(checkPayloadShape(p)).toBeNull();
  });
});

describe('IPC router: payloads that are not plain data', () => {
  it.each(NOT_PLAIN)('answers %s with invalid-request on every channel, and no handler runs', async (_what, make) => {
    const { calls, handlers } = recording();
    const router = new IpcRouter(handlers);
    const payload = make();
    const sent = [payload, { value: payload }];
    // as the page would send it: Electron's IPC is a structured clone, which keeps these kinds
    // (all but the class instance, which arrives as a plain object)
    const clone: unknown = structuredClone(payload);
    if (Object.getPrototypeOf(clone) !== Object.prototype) sent.push(clone as object, { value: clone });
    for (const c of CHANNEL_NAMES) {
      for (const p of sent) {
        const r = await router.handle(c, p);
        expect(r).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringContaining('not plain data') } });
      }
    }
    expect(calls).toEqual([]);
  });
});

describe('IPC router: its own failures stay within the contract', () => {
  it('a handler that throws a 5,000-character error is answered internal-error within the 2,000 the contract allows', async () => {
    const { handlers } = recording();
    const router = new IpcRouter({ ...handlers, 'game:current': () => { throw new Error('x'.repeat(5000)); } });
    const r = await router.handle('game:current', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'internal-error' } });
    if (!r.ok) expect(r.error.message.length).toBeLessThanOrEqual(2000);
    expect(resultSchema(CHANNELS['game:current'].response).safeParse(r).success).toBe(true);
    // and the page, through window.walz, sees that failure, not bad-response
    const api = buildWalzApi({ invoke: (c, req) => router.handle(c, req), subscribe: () => () => {} });
    expect(await api.invoke('game:current', {})).toMatchObject({ ok: false, error: { code: 'internal-error', message: expect.stringMatching(/^x+…$/) } });
  });

  it('a refusal naming long keys (16 of 256 characters) is cut to fit too', async () => {
    const { calls, handlers } = recording();
    const router = new IpcRouter(handlers);
    const payload = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [String(i).padStart(256, 'k'), 1]));
    const r = await router.handle('game:current', payload);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(resultSchema(CHANNELS['game:current'].response).safeParse(r).success).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('window.walz.invoke when the transport cannot send the request', () => {
  /** The real transport's behaviour: the request is structured-cloned on its way to main. */
  const cloning = (): WalzTransport & { sent: number } => {
    const t = {
      sent: 0,
      invoke: async (_c: string, req: unknown) => {
        structuredClone(req);
        t.sent++;
        return { ok: true, value: null };
      },
      subscribe: () => () => {},
    };
    return t;
  };

  it('a request holding a function is answered invalid-request, not a rejected promise', async () => {
    const transport = cloning();
    const api = buildWalzApi(transport);
    const answer = await api.invoke('game:hold-computers', { held: true, f: () => 1 } as never);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringContaining('game:hold-computers: the request could not be sent') } });
    expect(transport.sent).toBe(0);
    // the same API still works for a request that can be sent
    expect(await api.invoke('game:hold-computers', { held: true })).toMatchObject({ ok: true });
  });

  it("Electron's wording of the same failure, and any other rejection, are answered too", async () => {
    const failing = (e: unknown): WalzTransport => ({ invoke: () => Promise.reject(e), subscribe: () => () => {} });
    expect(await buildWalzApi(failing(new Error('An object could not be cloned.'))).invoke('game:current', {})).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    const other = await buildWalzApi(failing(new Error('y'.repeat(5000)))).invoke('game:current', {});
    expect(other).toMatchObject({ ok: false, error: { code: 'internal-error' } });
    if (!other.ok) expect(other.error.message.length).toBeLessThanOrEqual(2000);
    expect(await buildWalzApi(failing('no error object')).invoke('game:current', {})).toMatchObject({ ok: false, error: { code: 'internal-error', message: 'game:current: the request failed: no error object' } });
  });
});

describe('game:new: the seats', () => {
  it('refuses two journeymen of one name, however written (the dialog says so before; main decides)', () => {
    const seats = (a: string, b: string) => ({ seats: [{ name: a, colour: 'red' }, { name: b, colour: 'blue' }] });
    expect(CHANNELS['game:new'].request.safeParse(seats('Anna', 'Bernd')).success).toBe(true);
    for (const [a, b] of [
      ['Anna', 'anna'],
      ['Anna Maria', ' anna   maria '],
      ['Jürgen', 'Ju\u0308rgen'],
    ]) {
      const r = CHANNELS['game:new'].request.safeParse(seats(a!, b!));
      expect(r.success, `${a} / ${b}`).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain('names must be distinct');
    }
  });
});
