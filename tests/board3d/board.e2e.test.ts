/**
 * End-to-end check of the 3-D board in headless Chromium (SwiftShader): builds the bench page
 * with a mid-game board, screenshots it to out/board-midgame.png, checks the canvas is not blank,
 * that nothing renders while idle, and that clicking a space emits pick-space for that space.
 */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchHooks, buildBench, hasChromium, launchChromium, serveDir } from '../../renderer/bench/harness';

const chromium = hasChromium();
if (!chromium) console.warn('[board3d e2e] skipped: /usr/bin/chromium is missing (apt-get install -y chromium)');

type Win = Window & { __board: BenchHooks & { picks: { spaceId: string }[] } };

describe.skipIf(!chromium)('3-D board in headless Chromium', () => {
  const root = resolve(__dirname, '../..');
  const outDir = resolve(root, 'out/board-e2e-page');
  let server: Server;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(resolve(root, 'out'), { recursive: true });
    await buildBench(root, outDir);
    const served = await serveDir(outDir);
    server = served.server;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${served.url}?stage=mid`);
    await page.waitForFunction(() => (window as unknown as Win).__board?.ready(), null, { timeout: 90_000 });
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('draws a non-blank mid-game board within the draw-call budget and writes a screenshot', async () => {
    const v = await page.evaluate(() => (window as unknown as Win).__board.variance());
    expect(v.samples).toBeGreaterThan(1000);
    expect(v.variance).toBeGreaterThan(100);
    const stats = await page.evaluate(() => (window as unknown as Win).__board.stats());
    expect(stats.drawCalls).toBeGreaterThan(5);
    expect(stats.drawCalls).toBeLessThanOrEqual(40);
    await page.screenshot({ path: resolve(root, 'out/board-midgame.png') });
  });

  it('renders nothing while idle', async () => {
    const idle = await page.evaluate(() => (window as unknown as Win).__board.idleFrames(1000));
    expect(idle).toBe(0);
  });

  it('every space projected to the screen picks back to itself', async () => {
    const r = await page.evaluate(() => (window as unknown as Win).__board.pickRoundTrip(100000));
    expect(r.tried).toBeGreaterThan(100);
    expect(r.ok).toBe(r.tried);
  });

  it('animates a turn (walk, marker, tile drop) and then goes idle again', async () => {
    const p2 = await browser.newPage({ viewport: { width: 800, height: 600 } });
    try {
      await p2.bringToFront();
      await p2.goto(`${page.url().split('?')[0]}?stage=mid&animate=1`);
      await p2.waitForFunction(() => (window as unknown as Win).__board?.ready(), null, { timeout: 90_000 });
      await p2.waitForTimeout(300);
      const before = await p2.evaluate(() => ({ s: (window as unknown as Win).__board.stats(), pieces: (window as unknown as Win).__board.pieces() }));
      const turn = await p2.evaluate(() => (window as unknown as Win & { __board: { playTurn(): { moved: boolean; tile: string | null } } }).__board.playTurn());
      console.log('[board3d e2e] turn', JSON.stringify(turn), 'frames before', before.s.frames);
      expect(turn.moved).toBe(true);
      expect(turn.tile).not.toBeNull();
      await p2.waitForTimeout(2500);
      const after = await p2.evaluate(() => ({ s: (window as unknown as Win).__board.stats(), pieces: (window as unknown as Win).__board.pieces() }));
      expect(after.pieces).toBe(before.pieces + 1);
      // Several animation frames were drawn (on demand), and then rendering stops.
      expect(after.s.frames - before.s.frames).toBeGreaterThan(3);
      const idle = await p2.evaluate(() => (window as unknown as Win).__board.idleFrames(800));
      expect(idle).toBe(0);
      await p2.screenshot({ path: resolve(root, 'out/board-midgame-after-turn.png') });
    } finally {
      await p2.close();
    }
  });

  it('clicking a space emits pick-space for it', async () => {
    const target = await page.evaluate(() => {
      const b = (window as unknown as Win).__board as unknown as { screenOfSpace(i: number): { id: string; x: number; y: number } | null };
      return b.screenOfSpace(5);
    });
    expect(target).not.toBeNull();
    await page.mouse.click(target!.x, target!.y);
    const picks = await page.evaluate(() => (window as unknown as Win).__board.picks);
    expect(picks.at(-1)?.spaceId).toBe(target!.id);
  });
});
