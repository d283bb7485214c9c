/**
 * What covers a screen keeps the keyboard: the rules over the table, a year end’s scoring (and
 * the Help menu's rules over it), the hot-seat curtain; a scoring and the results over a
 * replay; the Help menu's rules over the saves. Tab and Shift+Tab stay in the cover, what lies
 * under it is inert (a person tabbing through the rules once landed on the table's hidden cards
 * and could play one with Enter); once the cover is gone the table takes the keys again, and
 * the rules give the focus back to where it was when they opened.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { playGreedy } from './hostPlay';
import { quickSettings, startGame } from './tableDriver';
import { findScenes } from './tableScenes';

/**
 * Presses Tab (and now and then Shift+Tab) `n` times; returns where the focus went each time
 * that was not inside `cover`: the element's tag, test id and text (empty when it never left).
 */
async function focusOutside(page: Page, cover: string, n = 30): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate((sel) => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body || a.closest(sel)) return null;
      return `${a.tagName} ${a.getAttribute('data-testid') ?? ''} "${(a.textContent ?? '').trim().slice(0, 30)}"`;
    }, cover);
    if (where) out.push(where);
  }
  return out;
}

/** Whether the element of each test id lies in an inert part of the page. */
const inert = (page: Page, testIds: readonly string[]) =>
  page.evaluate((ids) => ids.map((id) => !!document.querySelector(`[data-testid="${id}"]`)?.closest('[inert]')), [...testIds]);

/** The test id of the focused element ('' for none, or the page). */
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('data-testid') ?? '');

/** Help → Rules of the game, as the app's menu sends it. */
const helpMenuRules = (page: Page) => page.evaluate(() => (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush('menu:command', { command: 'rules' }));

/**
 * One more call from the page to main, answered: the page's calls are sent in order, so a move
 * the key press had sent (which must not have happened) would have landed by now.
 */
async function roundTrip(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  await page.evaluate(() => (window as unknown as { walz: { invoke(c: string, r: unknown): Promise<unknown> } }).walz.invoke('game:current', {}));
}

const TABLE_PARTS = ['menu', 'rules', 'decision', 'board-canvas'];

describe.skipIf(!HAVE_CHROMIUM)('overlays keep the keyboard (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-overlay-focus-');

  it('the rules, a year end’s scoring and the rules over it: at the table', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'table'));
    const { page, services } = app;
    await quickSettings(app);
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 31);
    expect(await inert(page, TABLE_PARTS)).toEqual([false, false, false, false]);

    // a saves banner above the table (the autosave failing, as main would push it): reachable now
    await page.evaluate(() =>
      (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush('saves:autosave', {
        state: 'failing', lastSavedAt: null, savedActions: null, currentActions: 0, failingSince: new Date().toISOString(), failures: 1,
        error: { code: 'save-write-failed', message: 'ENOSPC', params: { reason: 'disk-full' } },
      }),
    );
    await page.getByTestId('autosave-retry').waitFor();
    expect(await inert(page, ['autosave-retry'])).toEqual([false]);

    // the rules over the table: the banner's buttons are out of reach too
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-screen').waitFor();
    expect(await inert(page, [...TABLE_PARTS, 'autosave-retry'])).toEqual([true, true, true, true, true]);
    // its words are not: a warning coming meanwhile is still heard (an inert alert is not)
    expect(await inert(page, ['autosave-warning'])).toEqual([false]);
    expect(await focusOutside(page, '[data-testid="rules-screen"]')).toEqual([]);
    // Enter on whatever has the focus now acts in the rules, never on the game behind them
    await page.keyboard.press('Enter');
    await roundTrip(page);
    expect(services.host.record()!.actions.length).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('rules-screen').count()).toBe(0);
    expect(await inert(page, [...TABLE_PARTS, 'autosave-retry'])).toEqual([false, false, false, false, false]);
    // the table has the keys again: Tab reaches its buttons
    expect((await focusOutside(page, '[data-testid="rules-screen"]', 6)).length).toBeGreaterThan(0);

    // a year end: the scoring covers the table; the Help menu's rules cover the scoring too
    const { yearEnd } = findScenes([3, 4, 5, 6]);
    expect(yearEnd).not.toBeNull();
    services.host.adopt(yearEnd!.setup as never, yearEnd!.actions as never, yearEnd!.state as never);
    await expect.poll(() => services.host.record()!.actions.length).toBe(yearEnd!.actions.length);
    services.host.apply(yearEnd!.then as never);
    const overlay = page.getByTestId('scoring-overlay');
    await overlay.waitFor();
    expect(await inert(page, TABLE_PARTS)).toEqual([true, true, true, true]);
    expect(await focusOutside(page, '[data-testid="scoring-overlay"]')).toEqual([]);
    // counted at once (no animations): its Continue has the focus
    await expect.poll(() => focused(page)).toBe('scoring-continue');
    await helpMenuRules(page);
    await page.getByTestId('rules-screen').waitFor();
    expect(await inert(page, ['scoring-overlay', ...TABLE_PARTS])).toEqual([true, true, true, true, true]);
    expect(await focusOutside(page, '[data-testid="rules-screen"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('rules-screen').count()).toBe(0);
    expect(await inert(page, ['scoring-overlay'])).toEqual([false]);
    // the focus is back where it was when the rules opened: Enter goes on from the scoring
    await expect.poll(() => focused(page)).toBe('scoring-continue');
    const played = services.host.record()!.actions.length;
    // the menu's Save as… under the scoring: the form waits, and has the keys once the scoring is gone
    await page.evaluate(() => (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush('menu:command', { command: 'save-as' }));
    await page.getByTestId('save-name').waitFor();
    expect(await focused(page)).toBe('scoring-continue');
    await page.keyboard.press('Enter');
    await expect.poll(() => overlay.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('save-name');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('save-name').count()).toBe(0);
    expect(await inert(page, TABLE_PARTS)).toEqual([false, false, false, false]);
    await roundTrip(page);
    expect(services.host.record()!.actions.length).toBe(played);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('hot seat: the curtain keeps the keyboard until the next person takes the table', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'curtain'), { services: { curtain: 'auto' } });
    const { page } = app;
    await quickSettings(app);
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 5);
    const curtain = page.getByTestId('curtain');
    await curtain.waitFor();
    expect(await inert(page, TABLE_PARTS)).toEqual([true, true, true, true]);
    expect(await focusOutside(page, '[data-testid="curtain"]')).toEqual([]);
    await curtain.getByRole('button').click();
    await expect.poll(() => curtain.count()).toBe(0);
    expect(await inert(page, TABLE_PARTS)).toEqual([false, false, false, false]);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('a replay under its scoring and its results, and a screen under the Help menu’s rules', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'replay'));
    const { page, services } = app;
    await quickSettings(app);
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    const seats = [
      { name: 'Anna', colour: 'red' },
      { name: 'Bernd', colour: 'blue' },
    ];
    expect((await services.router.handle('game:new', { seats, seed: 31, startPlayer: 0 }, trusted)).ok).toBe(true);
    let firstScoring = -1; // the replay's index (actions played) at which the first year end is scored
    playGreedy(services.host, 7, (state, played) => {
      if (firstScoring < 0 && state.scorings.length > 0) firstScoring = played;
      return true;
    });
    expect(firstScoring).toBeGreaterThan(0);
    const saved = await services.router.handle('saves:save', { name: 'Under cover' }, trusted);
    expect(saved.ok).toBe(true);
    const id = (saved as { value: { id: string } }).value.id;
    await page.getByTestId('main-menu').waitFor();

    // the Help menu's rules over the saves: the list beneath is inert, and so is every key to it
    await page.getByTestId('load').click();
    await page.getByTestId('load-dialog').waitFor();
    await page.getByTestId(`replay-${id}`).focus();
    await helpMenuRules(page);
    await page.getByTestId('rules-screen').waitFor();
    expect(await inert(page, ['load-dialog', `replay-${id}`])).toEqual([true, true]);
    expect(await focusOutside(page, '[data-testid="rules-screen"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('rules-screen').count()).toBe(0);
    expect(await inert(page, ['load-dialog'])).toEqual([false]);
    await expect.poll(() => focused(page)).toBe(`replay-${id}`);

    // the replay: its first scoring covers it, then the results
    await page.getByTestId(`replay-${id}`).click();
    await page.getByTestId('replay-board').waitFor();
    const replayParts = ['replay-close', 'replay-board', 'scrubber'];
    expect(await inert(page, replayParts)).toEqual([false, false, false]);
    // a step onto the first year end brings its scoring
    await page.getByTestId('scrubber').evaluate((el, i) => {
      const input = el as HTMLInputElement;
      input.value = String(i);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, firstScoring - 1);
    await expect.poll(() => page.getByTestId('scrubber').inputValue()).toBe(String(firstScoring - 1));
    const overlay = page.getByTestId('scoring-overlay');
    await page.getByTestId('step-forward').click();
    await overlay.waitFor({ timeout: 60_000 });
    expect(await inert(page, replayParts)).toEqual([true, true, true]);
    expect(await focusOutside(page, '[data-testid="scoring-overlay"]')).toEqual([]);
    // animations "Instant" (quickSettings): the scoring shows its end at once, with nothing to skip
    expect(await page.getByTestId('scoring-skip').count()).toBe(0);
    await page.getByTestId('scoring-continue').click();
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await inert(page, replayParts)).toEqual([false, false, false]);
    await page.getByTestId('to-end').click();
    await page.getByTestId('replay-results').click();
    await page.getByTestId('final-screen').waitFor();
    expect(await inert(page, replayParts)).toEqual([true, true, true]);
    expect(await focusOutside(page, '[data-testid="final-screen"]')).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 180_000);
});
