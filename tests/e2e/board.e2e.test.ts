/**
 * The 3-D board in the game screen (Chromium + real services): play a card, click a
 * highlighted destination on the canvas, and the figure walks there through the real GameHost.
 * A lost GPU context (a laptop's sleep, a driver reset) comes back with the board drawn again;
 * one that never comes back is replaced by a fresh board, or by the notice where WebGL is gone;
 * without WebGL at all the board says so and the game is played on by the decisions' buttons.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { findScenes } from './tableScenes';

/** A computer whose graphics offer no WebGL at all (not even in software). */
const NO_WEBGL = `(() => {
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    return String(type).includes('webgl') ? null : get.call(this, type, ...rest);
  };
})();`;

type Dest = { spaceId: string; points: number; thalers: number; path: string[] };
type BoardHook = {
  getInput(): { highlights?: { destinations?: Dest[] }; figures: { player: number; spaceId: string }[] };
  spaceToScreen(id: string): { x: number; y: number } | null;
  pickAt(x: number, y: number): string | null;
};

type BoardHandle = { renderNow(): void; canvas: HTMLCanvasElement; stats(): { frames: number } };

/**
 * Draws the board now and reads the frame back: its size, the sum of its bytes and how many
 * pixels are not the table's colour. Null while there is no board, or only the one on the
 * canvas a test set aside as `__oldCanvas` (or one no longer in the page).
 */
const picture = (page: Page) =>
  page.evaluate(() => {
    const b = (window as unknown as { __walzBoard?: () => BoardHandle | null }).__walzBoard?.();
    if (!b || b.canvas === (window as unknown as { __oldCanvas?: HTMLCanvasElement }).__oldCanvas || !b.canvas.isConnected) return null;
    b.renderNow();
    const gl = (b.canvas.getContext('webgl2') ?? b.canvas.getContext('webgl'))!;
    const w = gl.drawingBufferWidth;
    const h = gl.drawingBufferHeight;
    const px = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
    let sum = 0;
    let drawn = 0;
    for (let i = 0; i < px.length; i += 4) {
      sum += px[i]! + px[i + 1]! + px[i + 2]!;
      if (px[i] !== px[0] || px[i + 1] !== px[1] || px[i + 2] !== px[2]) drawn++;
    }
    return { w, h, sum, drawn };
  });

/** A new game of seed 4242 by the new-game dialog; `people`: both seats played at this screen. */
async function newSeededGame(page: Page, people: boolean): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByTestId('seed').fill('4242');
  if (people) await page.getByTestId('seat-kind-1').getByRole('radio', { name: 'A person at this screen' }).click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('game-screen').waitFor();
}

describe.skipIf(!HAVE_CHROMIUM)('e2e: the 3-D board in the game screen', () => {
  const fx = useBuiltApp('walz-board-e2e-');

  it('play a card, click a highlighted destination: the figure walks there', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'saves'));
    const { page } = app;
    await newSeededGame(page, true); // both seats played by this test
    const canvas = page.locator('canvas.board-canvas');
    await canvas.waitFor();

    await page.locator('button.action[data-type="playCard"]').first().click();
    await page.locator('[data-testid="game-screen"][data-actions="1"]').waitFor();
    const seat = app.services.host.snapshot()!.activeSeat;
    const start = app.services.host.getState()!.players[seat]!.position;

    // a highlighted destination whose projected point picks that very space
    await expect.poll(() => page.evaluate(() => ((window as unknown as { __walzBoard(): BoardHook | null }).__walzBoard()?.getInput().highlights?.destinations?.length ?? 0))).toBeGreaterThan(0);
    const target = await page.evaluate(() => {
      const b = (window as unknown as { __walzBoard(): BoardHook }).__walzBoard();
      const canvasEl = document.querySelector('canvas.board-canvas')!.getBoundingClientRect();
      const dests = [...(b.getInput().highlights?.destinations ?? [])].sort((a, c) => c.path.length - a.path.length);
      for (const d of dests) {
        const p = b.spaceToScreen(d.spaceId);
        if (p && p.x > 4 && p.y > 4 && p.x < canvasEl.width - 4 && p.y < canvasEl.height - 4 && b.pickAt(p.x, p.y) === d.spaceId) return { ...d, ...p };
      }
      return null;
    });
    expect(target).not.toBeNull();
    const before = app.services.host.record()!.actions.length;
    await canvas.click({ position: { x: target!.x, y: target!.y } });
    await expect.poll(() => app.services.host.record()!.actions.length).toBeGreaterThan(before);
    await expect.poll(() => page.locator('[data-testid="game-screen"]').getAttribute('data-actions')).toBe(String(app.services.host.record()!.actions.length));

    const state = app.services.host.getState()!;
    const pos = state.players[seat]!.position;
    expect(pos).not.toBe(start);
    expect(target!.path.slice(1)).toContain(pos);
    const steps = app.services.host.record()!.actions.slice(before);
    expect(steps.every((a) => a.type === 'move')).toBe(true);
    expect(steps.map((a) => a.to)).toEqual(target!.path.slice(1, 1 + steps.length));
    // the board shows the figure where the engine has it
    await expect.poll(() => page.evaluate((s) => (window as unknown as { __walzBoard(): BoardHook }).__walzBoard().getInput().figures[s]!.spaceId, seat)).toBe(pos);

    await page.waitForTimeout(700); // let the walk animation finish
    mkdirSync(path.resolve('out'), { recursive: true });
    await page.screenshot({ path: path.resolve('out/e2e-board.png') });
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 30_000);

  it('a lost GPU context comes back with the board drawn again, by itself, as it was', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'saves-lost'));
    const { page } = app;
    await newSeededGame(page, false);
    await page.locator('canvas.board-canvas').waitFor();
    await page.waitForTimeout(500);

    const before = (await picture(page))!;
    expect(before.drawn).toBeGreaterThan(before.w * before.h * 0.1);

    const frames = await page.evaluate(async () => {
      const b = (window as unknown as { __walzBoard(): BoardHandle }).__walzBoard();
      const gl = (b.canvas.getContext('webgl2') ?? b.canvas.getContext('webgl'))!;
      const lose = gl.getExtension('WEBGL_lose_context')!;
      const event = (name: string) => new Promise((r) => b.canvas.addEventListener(name, r, { once: true }));
      const lost = event('webglcontextlost');
      lose.loseContext();
      await lost;
      // restoring is allowed once the event's dispatch has ended (the page prevented its default)
      await new Promise((r) => setTimeout(r, 0));
      const restored = event('webglcontextrestored');
      lose.restoreContext();
      await restored;
      return b.stats().frames;
    });
    // the board draws itself again, with nothing else happening
    await expect.poll(() => page.evaluate(() => (window as unknown as { __walzBoard(): BoardHandle }).__walzBoard().stats().frames)).toBeGreaterThan(frames);
    const after = await picture(page);
    expect(after).toEqual(before);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('a GPU context lost for good: a fresh board takes its place, and where WebGL is gone the board says so', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'saves-lost-for-good'));
    const { page } = app;
    await newSeededGame(page, false);
    await page.locator('canvas.board-canvas').waitFor();
    await page.waitForTimeout(500);
    /** Loses the board's context and never gives it back; resolves once the loss was told. */
    const loseForGood = () =>
      page.evaluate(async () => {
        const b = (window as unknown as { __walzBoard(): BoardHandle }).__walzBoard();
        (window as unknown as { __oldCanvas: HTMLCanvasElement }).__oldCanvas = b.canvas;
        const gl = (b.canvas.getContext('webgl2') ?? b.canvas.getContext('webgl'))!;
        const lost = new Promise((r) => b.canvas.addEventListener('webglcontextlost', r, { once: true }));
        gl.getExtension('WEBGL_lose_context')!.loseContext();
        await lost;
      });
    /** The share of the fresh board's pixels that are not the table's colour (-1: no fresh board yet). */
    const drawn = async () => {
      const p = await picture(page);
      return p ? p.drawn / (p.w * p.h) : -1;
    };
    await loseForGood();
    // a few seconds later the board is drawn again, on a fresh canvas (the old one is gone)
    await expect.poll(drawn, { timeout: 15_000 }).toBeGreaterThan(0.1);
    expect(await page.locator('canvas.board-canvas').count()).toBe(1);
    expect(await page.getByTestId('board-unavailable').count()).toBe(0);

    // lost again, and now no WebGL can be had any more: the board says so
    await loseForGood();
    await page.evaluate(() => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return String(type).includes('webgl') ? null : (get as (...a: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof get;
    });
    await page.getByTestId('board-unavailable').waitFor({ timeout: 15_000 });
    // the game goes on by the choices
    await page.locator('button.action[data-type="playCard"]').first().click();
    await expect.poll(() => app.services.host.record()!.actions.length).toBeGreaterThan(0);
    expect(app.consoleErrors.filter((e) => !/WebGL|context/i.test(e))).toEqual([]);
    await app.close();
  }, 60_000);

  it('without WebGL the board says so, and the game goes on by the choices: a card, a walk, a tile placed', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'saves-no-webgl'), { initScripts: [NO_WEBGL] });
    const { page, services } = app;
    await newSeededGame(page, true);
    const notice = page.getByTestId('board-unavailable');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('cannot be drawn on this computer');
    mkdirSync(path.resolve('out/ui'), { recursive: true });
    await page.screenshot({ path: path.resolve('out/ui/table-no-webgl.png') });
    const idle = () => expect.poll(() => page.locator('main.table-screen[data-busy="false"]').count()).toBe(1);

    // a card, then a walk chosen from the list
    await page.locator('button.action[data-type="playCard"]').first().click();
    await expect.poll(() => services.host.record()!.actions.length).toBe(1);
    await idle();
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    await expect.poll(() => services.host.record()!.actions.at(-1)?.type).toBe('move');
    await idle();

    // a revealed piece: ] chooses the next place, R turns it, Enter places it
    const piece = findScenes([3, 4, 5, 6]).scenes.find((sc) => sc.name === 'scoutPlace')!;
    services.host.adopt(piece.setup as never, piece.actions as never, piece.state as never);
    await expect.poll(() => page.locator('main[data-kind="scoutPlace"]').count()).toBe(1);
    await idle();
    const now = page.locator('.scout-place .now');
    const place = page.locator('button.action[data-type="placePiece"]');
    await expect.poll(() => place.isEnabled()).toBe(true);
    const first = await now.textContent();
    const legal = services.host.snapshot()!.legal.filter((a) => a.type === 'placePiece') as unknown as { at: { q: number; r: number }; rotation: number }[];
    expect(new Set(legal.map((a) => `${a.at.q},${a.at.r}`)).size).toBeGreaterThan(1);
    await page.keyboard.press(']');
    await expect.poll(() => now.textContent()).not.toBe(first);
    const second = await now.textContent();
    const turns = page.getByRole('button', { name: /^Turn it/ });
    const canTurn = await turns.isEnabled();
    await page.keyboard.press('r');
    if (canTurn) await expect.poll(() => now.textContent()).not.toBe(second);
    await page.keyboard.press('Enter');
    await expect.poll(() => services.host.record()!.actions.length).toBe(piece.actions.length + 1);
    const placed = services.host.record()!.actions.at(-1) as unknown as { type: string; at: { q: number; r: number } };
    expect(placed.type).toBe('placePiece');
    // not the first place offered: ] moved on to the next one
    expect(`${placed.at.q},${placed.at.r}`).not.toBe(`${legal[0]!.at.q},${legal[0]!.at.r}`);
    // the only complaint on the console is three.js's about the missing WebGL
    expect(app.consoleErrors.filter((e) => !/WebGL/i.test(e))).toEqual([]);
    await app.close();
  }, 60_000);
});
