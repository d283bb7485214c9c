/**
 * A long evening with the app (Chromium + real services): many trips between the main menu and
 * the table must leave nothing behind (each 3-D board gives its WebGL context and memory back),
 * and a game of computer players is watched to its end without anyone touching a move.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { problemsIn, quickSettings, startGame, visibleProblems } from './tableDriver';

const OUT = path.resolve('out/ui');

if (!HAVE_CHROMIUM) console.warn(`session e2e: SKIPPED — no Chromium at ${CHROMIUM}`);

/** The table shows its board (the canvas has drawn a frame). */
async function boardDrawn(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { __walzBoard?: () => { stats(): { frames: number } } | null }).__walzBoard?.()?.stats().frames ?? 0) > 0), { timeout: 20_000 })
    .toBe(true);
}

describe.skipIf(!HAVE_CHROMIUM)('a long session (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-session-');

  it('twenty trips between the menu and the table: no WebGL context is left behind and the heap does not grow', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'trips'), { viewport: { width: 1280, height: 800 } });
    const { page } = app;
    const warnings: string[] = [];
    page.on('console', (m) => {
      // (SwiftShader's own performance notes about ReadPixels are not about contexts)
      if (/too many active webgl contexts|context lost|context_lost/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
    });
    await quickSettings(app);
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const sizes: number[] = [];
    for (let trip = 0; trip < 20; trip++) {
      if (trip === 0) await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 40);
      else {
        // back to the game from the menu
        await page.getByRole('button', { name: /^Continue/ }).first().click();
      }
      await boardDrawn(page);
      const canvas = await page.locator('canvas').first().elementHandle();
      await page.getByRole('button', { name: 'Main menu', exact: true }).click();
      await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
      // the board left behind gave its context back at once, not whenever the collector runs
      expect(await canvas!.evaluate((c) => ((c as HTMLCanvasElement).getContext('webgl2') ?? (c as HTMLCanvasElement).getContext('webgl'))?.isContextLost() ?? null), `trip ${trip}`).toBe(true);
      await canvas!.dispose();
      if (trip === 2 || trip === 19) sizes.push(await heap());
    }
    console.log(`session e2e: heap after 3 boards ${(sizes[0]! / 1e6).toFixed(1)} MB, after 20 ${(sizes[1]! / 1e6).toFixed(1)} MB`);
    // Chromium keeps at most 16 contexts alive and warns when it has to drop the oldest
    expect(warnings).toEqual([]);
    // what the page holds after 17 more boards is about what it held after 3
    expect(sizes[1]! - sizes[0]!, `heap ${sizes.map((s) => (s / 1e6).toFixed(1)).join(' → ')} MB`).toBeLessThan(8e6);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 300_000);

  it('a game of computer players is watched to the end; the computers wait while paused (and go one move at a time), while a scoring is shown and while the person is at the menu', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'watch'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await quickSettings(app);
    // main paces the computers by the current setting: quick moves, still slow enough to watch for
    await services.settings.set({ animationSpeed: 'fast' });
    await startGame(page, [{ name: 'Anna', kind: 'easy' }, { name: 'Bernd', kind: 'easy' }], 52);
    const count = () => services.host.record()!.actions.length;
    /** The number of actions does not change for `ms`. */
    const still = async (ms: number) => {
      const before = count();
      await page.waitForTimeout(ms);
      return count() === before;
    };
    const go = page.getByRole('button', { name: 'Continue', exact: true });

    // the person steps away to the menu: the computers wait; back at the table, they play on
    await expect.poll(count, { timeout: 20_000 }).toBeGreaterThan(5);
    // the board on the left, a computer's, says when that computer is thinking
    await expect.poll(() => page.getByTestId('own-thinking').count(), { timeout: 20_000, interval: 20 }).toBe(1);
    // each computer move in the log carries its reason in words, under the move's own line
    const reasons = page.locator('.reason');
    await expect.poll(() => reasons.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const lines = await reasons.allInnerTexts();
    for (const line of lines) {
      expect(line.trim().length, 'a reason line is empty').toBeGreaterThan(10);
      expect(problemsIn(line), line).toEqual([]);
    }
    // and the latest of them stands large in the decision pane while the next computer thinks
    const lastMove = page.getByTestId('last-computer-move');
    await expect.poll(() => lastMove.isVisible(), { timeout: 10_000 }).toBe(true);
    const shown = await lastMove.innerText();
    expect(problemsIn(shown), shown).toEqual([]);
    expect(lines.some((l) => shown.includes(l.trim())) || (await reasons.allInnerTexts()).some((l) => shown.includes(l.trim())), shown).toBe(true);
    // a computer's walk shows its way on the board
    const routeShown = () => page.evaluate(() => (window as unknown as { __walzBoard?: () => { stats(): { route: number } } | null }).__walzBoard?.()?.stats().route ?? 0);
    await expect.poll(routeShown, { timeout: 20_000, interval: 50 }).toBeGreaterThan(1);
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'table-watch-computers-1280x800.png') });

    // a computer's label says, on hover, how its level plays
    expect(await page.locator('.ctl').first().getAttribute('title')).toMatch(/beginner/);
    // the pane with the Pause button is not made anew at every computer move (at a quick pace
    // a button replaced under the pointer would swallow the click)
    await page.getByTestId('computers-pause').evaluate((el) => ((el as HTMLElement & { __seen?: boolean }).__seen = true));
    const moved = count();
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(moved + 1);
    expect(await page.getByTestId('computers-pause').evaluate((el) => (el as HTMLElement & { __seen?: boolean }).__seen === true)).toBe(true);
    // the person pauses the computers (mouse) to read: nothing moves until they say so
    // (still in the first year: a year-end's scoring would cover the table; the computers' seed is fixed)
    expect(services.host.getState()!.scorings, `a scoring came by action ${count()}`).toHaveLength(0);
    await page.getByTestId('computers-pause').click();
    await page.getByTestId('computers-paused').waitFor();
    // the pressed button is gone: the focus is on the controls that took its place, not on the page
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)).toBe('computer-step');
    // main holds them (a move already thought out is held back too)
    await expect.poll(() => services.computers.isHeld).toBe(true);
    expect(await still(1500)).toBe(true);
    expect(await visibleProblems(page)).toEqual([]);
    // the head of the table says so too (not that a computer is thinking)
    expect(await page.getByTestId('prompt-bar').innerText()).toMatch(/Paused/);
    expect(await page.getByTestId('prompt-bar').innerText()).not.toMatch(/thinking/);
    await page.screenshot({ path: path.join(OUT, 'table-watch-paused-1280x800.png') });
    // one move at a time: N (keyboard), then the Next move button (mouse), one action each
    for (const next of [() => page.keyboard.press('n'), () => page.getByTestId('computer-step').click()]) {
      const before = count();
      await next();
      await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);
      expect(await still(1000)).toBe(true);
      await page.getByTestId('computers-paused').waitFor();
    }
    // P plays on
    const paused = count();
    await page.keyboard.press('p');
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(paused + 1);
    await page.getByTestId('computers-pause').waitFor();
    // the settings opened over the table: the computers wait until they are closed
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByTestId('settings-dialog').waitFor();
    // main holds them (a move already thought out is held back too)
    await expect.poll(() => services.computers.isHeld).toBe(true);
    expect(await still(1500)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('settings-dialog').count()).toBe(0);
    const closed = count();
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(closed);
    await page.getByRole('button', { name: 'Main menu', exact: true }).click();
    await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
    // main holds them (a move already thought out is held back too)
    await expect.poll(() => services.computers.isHeld).toBe(true);
    expect(await still(1500)).toBe(true);
    const away = count();
    await page.getByRole('button', { name: /^Continue/ }).first().click();
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(away);
    await services.settings.set({ animationSpeed: 'instant' });

    let scorings = 0;
    for (let i = 0; i < 1200 && services.host.getState()?.phase !== 'finished'; i++) {
      if ((await go.count()) > 0 && (await go.first().isVisible())) {
        expect(await visibleProblems(page)).toEqual([]);
        // while the scoring is shown nobody moves, even at a pace where moves come quickly
        await services.settings.set({ animationSpeed: 'fast' });
        await page.waitForTimeout(400);
        expect(await still(1200), `scoring ${scorings + 1}`).toBe(true);
        const shown = count();
        await go.first().click();
        scorings++;
        if (services.host.getState()?.phase !== 'finished') await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(shown);
        await services.settings.set({ animationSpeed: 'instant' });
      } else await page.waitForTimeout(100);
    }
    expect(services.host.getState()?.phase).toBe('finished');
    expect(scorings).toBeGreaterThanOrEqual(3); // the three year-end scorings
    // the last scoring's overlay, then the results naming the winners
    await expect
      .poll(
        async () => {
          if ((await go.count()) > 0) await go.first().click();
          return page.getByText(/ wins? with /).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const state = services.host.getState()!;
    const text = await page.locator('body').innerText();
    for (const w of state.winners) expect(text).toContain(state.players[w]!.name);
    // playing again with the same company: Play again opens the new-game dialog with it
    await page.getByTestId('final-new-game').click();
    await page.getByTestId('new-game-dialog').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Anna', 'Bernd']);
    for (const i of [0, 1]) expect(await page.getByTestId(`seat-kind-${i}-easy`).getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('cancel-new-game').click();
    // Cancel goes back where the dialog was opened: the results; from the menu, the menu
    await page.getByTestId('final-close').waitFor();
    await page.getByTestId('final-menu').click();
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByTestId('new-game-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('load').click();
    await page.getByTestId('close-load').click();
    await page.getByTestId('main-menu').waitFor();
    expect(app.consoleErrors).toEqual([]);
    await app.close();

    // the app started afresh offers the last finished game's company too (from the statistics)
    const again = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'watch'), { viewport: { width: 1280, height: 800 } });
    // the last game is over: New game comes first, the finished game stays a click away, said to be over
    await expect.poll(() => again.page.getByTestId('continue').textContent(), { timeout: 10_000 }).toBe('Back to the last game');
    expect(await again.page.locator('#menu-last-game').innerText()).toMatch(/Game over/);
    expect(await again.page.locator('.first .primary').getAttribute('data-testid')).toBe('new-game');
    await again.page.screenshot({ path: path.join(OUT, 'menu-last-game-over-1280x800.png') });
    await again.page.getByRole('button', { name: 'New game', exact: true }).click();
    await again.page.getByTestId('new-game-dialog').waitFor();
    await expect
      .poll(() => again.page.getByRole('textbox', { name: 'Name' }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)), { timeout: 5000 })
      .toEqual(['Anna', 'Bernd']);
    expect(await again.page.getByTestId('seat-kind-0-easy').getAttribute('aria-checked')).toBe('true');
    expect(again.consoleErrors).toEqual([]);
    await again.close();
  }, 400_000);
});
