/**
 * The game store against the real services (main's router in this process, as the preload
 * would reach it): asking what the computer would do is not a move, so the table stays open
 * while it thinks, and an answer for a position already left is dropped without a word.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppServices } from '../../../electron/main/services';
import { APP_ORIGIN } from '../../../electron/main/security';
import { buildWalzApi } from '../../../shared/ipc/contract';
import { engine } from '../../../tests/support/engine';
import { useGameStore } from './game';

const trusted = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };
let dir: string;
let svc: AppServices;
/** A hint request held back until the test lets it through. */
let heldHint: { release: () => void } | null = null;

beforeEach(() => {
  heldHint = null;
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-store-'));
  svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', durable: false });
  const api = buildWalzApi({
    invoke: async (channel, request) => {
      if (channel === 'game:hint') await new Promise<void>((release) => (heldHint = { release }));
      return svc.router.handle(channel, request, trusted);
    },
    subscribe: () => () => undefined,
  });
  (globalThis as { window?: unknown }).window = { walz: api };
  setActivePinia(createPinia());
});
afterEach(async () => {
  await svc.close();
  await svc.computers.idle();
  await svc.autosaver.flush();
  delete (globalThis as { window?: unknown }).window;
  rmSync(dir, { recursive: true, force: true });
});

const SEATS = [
  { name: 'Anna', colour: 'red' as const },
  { name: 'Bernd', colour: 'blue' as const },
];

/** Wait until the held hint request has reached the transport. */
async function hintAsked(): Promise<{ release: () => void }> {
  for (let i = 0; i < 100 && !heldHint; i++) await new Promise((r) => setTimeout(r, 5));
  if (!heldHint) throw new Error('the hint was never asked');
  return heldHint;
}

describe('the game store: the hint', () => {
  it('while the computer thinks the table is not busy; its answer marks a choice of this position', async () => {
    const game = useGameStore();
    expect(await game.newGame({ seats: SEATS, seed: 5, startPlayer: 0 })).toBe(true);
    const asked = game.askHint();
    const held = await hintAsked();
    expect(game.busy).toBe(false);
    held.release();
    const h = await asked;
    expect(h).not.toBeNull();
    expect(game.hint?.actionCount).toBe(game.snapshot!.actionCount);
    expect(game.snapshot!.legal.some((a) => JSON.stringify(a) === JSON.stringify(h!.action))).toBe(true);
  });

  it('a move made while it thinks: the late answer is dropped, and no error is shown', async () => {
    const game = useGameStore();
    expect(await game.newGame({ seats: SEATS, seed: 6, startPlayer: 0 })).toBe(true);
    const asked = game.askHint();
    const held = await hintAsked();
    // the person does not wait: they play a card meanwhile
    expect(await game.act(game.snapshot!.legal[0]!)).toBe(true);
    held.release();
    expect(await asked).toBeNull();
    expect(game.hint).toBeNull();
    expect(game.error).toBeNull();
  });

  it('a new game started while it thinks (at the same action count): the late answer is dropped, and no error is shown', async () => {
    const game = useGameStore();
    expect(await game.newGame({ seats: SEATS, seed: 9, startPlayer: 0 })).toBe(true);
    const asked = game.askHint();
    const held = await hintAsked();
    expect(await game.newGame({ seats: SEATS, seed: 10, startPlayer: 1 })).toBe(true);
    expect(game.snapshot!.actionCount).toBe(0);
    held.release();
    expect(await asked).toBeNull();
    expect(game.hint).toBeNull();
    expect(game.error).toBeNull();
  });
});

describe('the game store: the log', () => {
  it("a game taken up with its history (a load, Continue) says its log is filling until all of it is in, so a screen reader does not read it all out", async () => {
    const game = useGameStore();
    expect(await game.newGame({ seats: SEATS, seed: 11, startPlayer: 0 })).toBe(true);
    for (let i = 0; i < 3; i++) expect(await game.act(game.snapshot!.legal[0]!)).toBe(true);
    const s = svc.host.snapshot()!;
    expect(s.logLength).toBeGreaterThan(0);
    expect(game.logFilling).toBe(false);
    game.adopt(s);
    expect(game.logFilling).toBe(true);
    await expect.poll(() => game.logFilling).toBe(false);
    expect(game.log).toHaveLength(s.logLength);
  });
});

describe('the game store: failures', () => {
  it('a failure is forgotten on request and by a new game, so a dialog never shows an older one', async () => {
    const game = useGameStore();
    expect(await game.newGame({ seats: SEATS, seed: 7, startPlayer: 0 })).toBe(true);
    // a move main refuses (not this seat's turn): the failure is kept for the table to show
    expect(await game.act({ player: 1, type: 'endTurn' } as never)).toBe(false);
    expect(game.error).not.toBeNull();
    game.clearError();
    expect(game.error).toBeNull();
    expect(await game.act({ player: 1, type: 'endTurn' } as never)).toBe(false);
    expect(game.error).not.toBeNull();
    // a new game starts clean
    expect(await game.newGame({ seats: SEATS, seed: 8, startPlayer: 0 })).toBe(true);
    expect(game.error).toBeNull();
  });
});
