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
    // the legend is measured again once the fonts are in (a frame): let that come first
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))))));
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

  it('keyboard: ] picks a ghost position, R rotates it, Enter confirms a legal placement; Tab leaves the board', async () => {
    type G = { pieceId: string; at: { q: number; r: number }; rotation: number };
    const ghosts = await page.evaluate(() => (window as unknown as { __board: { ghosts(): unknown[] } }).__board.ghosts());
    expect(ghosts.length).toBeGreaterThan(0);
    await page.evaluate(() => (window as unknown as { __board: { focusCanvas(): void } }).__board.focusCanvas());
    await page.keyboard.press(']');
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    const confirms = await page.evaluate(() => (window as unknown as { __board: { confirms: unknown[] } }).__board.confirms);
    expect(confirms.length).toBe(1);
    const c = confirms[0] as G;
    expect((ghosts as G[]).some((g) => g.pieceId === c.pieceId && g.at.q === c.at.q && g.at.r === c.at.r && g.rotation === c.rotation)).toBe(true);
    // Tab is not kept by the board, a piece being placed or not
    await page.evaluate(() => (window as unknown as { __board: { focusCanvas(): void } }).__board.focusCanvas());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('CANVAS');
  });

  it('hovering a legal destination draws its route', async () => {
    type H = { __board: { destinationScreen(): { x: number; y: number; pathLength: number } | null; routeSegments(): number } };
    const d = await page.evaluate(() => (window as unknown as H).__board.destinationScreen());
    expect(d).not.toBeNull();
    await page.mouse.move(d!.x, d!.y);
    await page.waitForTimeout(100);
    const segs = await page.evaluate(() => (window as unknown as H).__board.routeSegments());
    expect(segs).toBe(d!.pathLength - 1);
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
  it('animates a turn (walk, marker, tile drop) and then goes idle again', async () => {
    // Runs last: reuses the foreground page (background tabs get no animation frames).
    const p2 = page;
    const errors: string[] = [];
    p2.on('pageerror', (e) => errors.push(String(e)));
    p2.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    {
      await p2.goto(`${page.url().split('?')[0]}?stage=mid&animate=1`);
      await p2.waitForFunction(() => (window as unknown as Win).__board?.ready(), null, { timeout: 90_000 });
      await p2.waitForTimeout(300);
      const before = await p2.evaluate(() => ({ s: (window as unknown as Win).__board.stats(), pieces: (window as unknown as Win).__board.pieces() }));
      const turn = await p2.evaluate(() => (window as unknown as Win & { __board: { playTurn(): { moved: boolean; tile: string | null } } }).__board.playTurn());
      const animating = await p2.evaluate(() => (window as unknown as { __board: { animating(): boolean } }).__board.animating());
      expect(animating).toBe(true);
      expect(turn.moved).toBe(true);
      expect(turn.tile).not.toBeNull();
      // SwiftShader on a loaded machine can be slow: wait for the animation to end, however long.
      await p2
        .waitForFunction(() => !(window as unknown as { __board: { animating(): boolean } }).__board.animating(), null, { timeout: 45_000, polling: 100 })
        .catch((e: unknown) => {
          throw new Error(`animation did not end: ${String(e)}; page errors: ${errors.join(' | ')}`);
        });
      const after = await p2.evaluate(() => ({ s: (window as unknown as Win).__board.stats(), pieces: (window as unknown as Win).__board.pieces() }));
      expect(after.pieces).toBe(before.pieces + 1);
      // Several animation frames were drawn (on demand), and then rendering stops.
      expect(after.s.frames - before.s.frames).toBeGreaterThanOrEqual(2);
      const idle = await p2.evaluate(() => (window as unknown as Win).__board.idleFrames(800));
      expect(idle).toBe(0);
      await p2.screenshot({ path: resolve(root, 'out/board-midgame-after-turn.png') });
    }
  }, 90_000);
});
