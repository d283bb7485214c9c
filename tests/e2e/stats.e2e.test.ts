/**
 * Statistics and settings in Chromium against the built renderer and the real services:
 * the empty statistics, the statistics after finished games, the settings dialog (language
 * and UI scale applied at once, kept by main across a restart), the migration of the old
 * renderer-local language choice. Screenshots go to out/ui/.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { greedyBot, randomBot } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';
import type { GameSetup } from '../../shared/engine/types';
import { AppServices } from '../../electron/main/services';
import { STATS_FILE, STATS_FORMAT } from '../../electron/main/stats/StatsStore';
import { isTrustedSender } from '../../electron/main/security';
import { engine } from '../support/engine';
import { HAVE_CHROMIUM, openApp, useBuiltApp, type BuiltApp, SMALLEST_PAGE } from './harness';
import { clippedFocusRing } from './focusRing';

const OUT = path.resolve('out/ui');

/** Play a whole game with bots through the services (the page gets every push). */
async function finishGame(services: AppServices, setup: GameSetup, botSeed: number): Promise<void> {
  const { record } = playGame(setup, setup.seats.map((_, i) => (i % 2 === 0 ? greedyBot : randomBot)), botSeed);
  // straight to the host: the contract's new-game request does not carry seat kinds yet
  expect(services.host.newGame(setup).ok).toBe(true);
  for (const action of record.actions) expect(services.host.apply(action as never).ok).toBe(true);
  expect(services.host.getState()!.phase).toBe('finished');
  await services.statsRecorder.flush();
  // on disk to its end before the next game (kept then as a save of its own, to watch again)
  await services.autosaver.flush();
}

const seats = (names: string[], control: unknown[] = []) =>
  names.map((name, i) => ({ name, colour: (['red', 'blue', 'green', 'yellow'] as const)[i]!, ...(control[i] ? { control: control[i] } : {}) }));

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
  await page.screenshot({ path: path.join(OUT, `${name}-full.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: path.join(OUT, `${name}-1920.png`), animations: 'disabled' });
  // the window at its smallest (main's minWidth × minHeight less its title and menu bars): the page itself never scrolls sideways
  await page.setViewportSize(SMALLEST_PAGE);
  await page.screenshot({ path: path.join(OUT, `${name}-960.png`), animations: 'disabled' });
  expect(await clippedFocusRing(page, 'ring'), `${name} at 960: the focus ring cut off`).toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `${name} at 960×590`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Like the harness's openApp, with a script run before the page's own (old localStorage). */
async function openWithStorage(fx: BuiltApp, savesDir: string, storage: Record<string, string>) {
  const context = await fx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const services = new AppServices({ engine, savesDir, appVersion: 'e2e', curtain: 'off', trusted: (e) => isTrustedSender(e, [fx.origin]) });
  await page.exposeBinding('__walzInvoke', (source, channel: unknown, request: unknown) => services.router.handle(channel, request, { senderFrame: { url: source.frame.url() } }));
  await page.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await page.addInitScript({ path: fx.preloadFile });
  await page.goto(`${fx.origin}/index.html`);
  return { page, services, close: () => context.close() };
}

const rootFontPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

describe.skipIf(!HAVE_CHROMIUM)('e2e: statistics and settings (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-stats-e2e-');

  it('statistics: the empty state, then finished games with people and computer levels', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'stats-user'));
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-empty').waitFor();
    expect(await page.getByTestId('stats-empty').textContent()).toMatch(/No finished games yet/);
    await shoot(page, 'stats-empty');
    // opened, the screen's title has the focus (not the page); Esc goes back, as its button does
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-empty').waitFor();
    await page.getByTestId('stats-close').click();
    await page.getByTestId('main-menu').waitFor();

    const hard = { kind: 'computer', level: 'hard' };
    const easy = { kind: 'computer', level: 'easy' };
    await finishGame(app.services, { seats: seats(['Anna', 'Bernd']), seed: 4242, startPlayer: 0 }, 1);
    await finishGame(app.services, { seats: seats(['Anna', 'Kaspar', 'Carla'], [undefined, hard]), seed: 77, startPlayer: 1 }, 2);
    await finishGame(app.services, { seats: seats(['Bernd', 'Liese', 'Anna', 'Ottokar'], [undefined, easy, undefined, hard]), seed: 9001, startPlayer: 0 }, 3);
    await finishGame(app.services, { seats: seats(['Carla', 'Anna']), seed: 31, startPlayer: 0 }, 4);
    // the same finished game loaded again: no second record
    const rec = app.services.host.record()!;
    app.services.host.adopt(rec.setup, rec.actions, app.services.host.getState()!);
    await app.services.statsRecorder.flush();

    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-recent').waitFor();
    expect(await page.getByTestId('stats-games').textContent()).toBe('4');
    const people = await page.getByTestId('stats-people').locator('tbody tr').allTextContents();
    expect(people[0]).toMatch(/^Anna/); // four games, the most
    expect(people.join('|')).toMatch(/Bernd/);
    const levels = await page.getByTestId('stats-levels').locator('tbody th').allTextContents();
    expect(levels).toEqual(['Easy', 'Hard']);
    expect(await page.getByTestId('stats-recent').locator('li.game').count()).toBe(4);
    const best = await app.services.stats.summary();
    expect(await page.getByTestId('stats-best').textContent()).toContain(String(best.best!.score));
    // the newest game's breakdown opens by keyboard
    const first = page.getByTestId('stats-recent').locator('li.game').first();
    // its fold says which game it is, and a score says what it counts (a screen reader hears both)
    expect(await first.locator('summary').textContent()).toMatch(/^Points by category, .*\d/);
    expect(await first.locator('.seats .score').first().textContent()).toMatch(/^(\d+)\1 VP$/);
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.locator('details').getAttribute('open')).not.toBeNull();
    // without colour-blind marks: dots of the journeymen's colours
    expect(await page.getByTestId('stats-recent').locator('svg.piece').count()).toBe(0);
    expect(await page.getByTestId('stats-recent').locator('.mark.dot').count()).toBeGreaterThan(0);
    await shoot(page, 'stats');

    // each game can be watched again from its save; back from the replay, the keyboard is on that game again
    const watch = page.getByTestId('stats-recent').locator('button.watch');
    expect(await watch.count()).toBe(4);
    const second = page.getByTestId('stats-recent').locator('li.game').nth(1);
    const secondId = (await second.getAttribute('data-testid'))!.replace('stats-game-', '');
    const secondGame = (await app.services.stats.summary()).recent.find((g) => g.id === secondId)!;
    await second.locator('button.watch').focus();
    await page.keyboard.press('Enter');
    const replay = page.getByTestId('replay-screen');
    await expect.poll(() => replay.getAttribute('data-total'), { timeout: 20_000 }).toBe(String(secondGame.actions));
    await page.keyboard.press('Escape');
    await page.getByTestId('stats-recent').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`stats-replay-${secondId}`);
    // opened anew from the menu, the statistics start at their title again
    await page.getByTestId('stats-close').click();
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-recent').waitFor();
    await new Promise((r) => setTimeout(r, 100));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // the same screen in German
    await page.getByTestId('stats-close').click();
    await page.getByTestId('locale-de').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-colour-blind').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-recent').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Statistik');
    expect(await page.getByTestId('stats-levels').locator('tbody th').allTextContents()).toEqual(['Leicht', 'Schwer']);
    // colour-blind marks: each journeyman's piece shape, the same as at the table (blue square, yellow star …)
    const shapes = await page.getByTestId('stats-recent').locator('svg.piece').evaluateAll((els) => els.map((e) => e.getAttribute('data-shape')));
    expect(shapes.length).toBeGreaterThan(0);
    for (const s of shapes) expect(['circle', 'square', 'triangle', 'star']).toContain(s);
    expect(shapes).toContain('square');
    expect(shapes).toContain('star');
    expect(await page.getByTestId('stats-recent').locator('.mark.dot').count()).toBe(0);
    await shoot(page, 'stats-de');

    // the largest size: everything still fits and reads
    await page.getByTestId('stats-close').click();
    await page.getByTestId('menu-settings').click();
    for (let i = 0; i < 10; i++) await page.getByTestId('settings-scale-up').click();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(24, 1);
    expect(await page.getByTestId('settings-scale-up').isDisabled()).toBe(true);
    // the + that disabled itself at the end of the scale gave the focus to the slider, not to the page
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')).toBe('settings-scale');
    await shoot(page, 'settings-150');
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    await shoot(page, 'menu-150');
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-recent').waitFor();
    await shoot(page, 'stats-150');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('settings: language and UI scale apply at once, main keeps them across a restart', async () => {
    const savesDir = path.join(fx.tmp, 'settings-user');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('main-menu').waitFor();
    expect(await rootFontPx(page)).toBe(16);

    const opener = page.getByTestId('menu-settings');
    await opener.click();
    const dialog = page.getByTestId('settings-dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="settings-dialog"]') !== null)).toBe(true);
    await shoot(page, 'settings-en');

    await page.getByTestId('settings-locale-de').click();
    await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Einstellungen');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByTestId('menu-stats').textContent()).toBe('Statistik');

    for (let i = 0; i < 4; i++) await page.getByTestId('settings-scale-up').click();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(19.2, 1);
    expect(await page.getByTestId('settings-scale-value').textContent()).toBe('120 %');
    // the slider by keyboard: one step down commits at once
    await page.getByTestId('settings-scale').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(18.4, 1);

    // the sounds' slider by keyboard, a step quieter; the − button down to silent and back
    await page.getByTestId('settings-sound').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('settings-sound-value').textContent()).toBe('50 %');
    expect(await page.getByTestId('settings-sound').getAttribute('aria-valuetext')).toBe('50 %');

    await page.getByTestId('settings-speed-fast').click();
    await page.getByTestId('settings-colour-blind').click();
    await page.getByTestId('settings-curtain-always').click();
    expect(await page.evaluate(() => [document.documentElement.dataset.animationSpeed, document.documentElement.dataset.colourBlind])).toEqual(['fast', 'on']);
    await expect
      .poll(() => app.services.settings.current())
      .toEqual({ locale: 'de', uiScale: 115, growWithWindow: true, animationSpeed: 'fast', colourBlindMarks: true, hotSeatCurtain: 'always', firstGameTips: true, soundVolume: 50 });
    await shoot(page, 'settings');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-settings');
    expect(app.consoleErrors).toEqual([]);
    await app.close();

    // restart: main's settings apply before anything is touched
    const again = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    await again.page.getByTestId('main-menu').waitFor();
    await expect.poll(() => again.page.getByTestId('menu-settings').textContent()).toBe('Einstellungen');
    await expect.poll(() => rootFontPx(again.page)).toBeCloseTo(18.4, 1);
    await again.close();
  }, 120_000);

  it('settings: a window above 1920 × 1080 shows everything larger, unless the switch is off', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'grow-user'));
    const { page } = app;
    await page.setViewportSize({ width: 2560, height: 1440 });
    await page.getByTestId('main-menu').waitFor();
    // 2560 × 1440 is 1920 × 1080 a third larger: 133 % of 16 px
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(21.28, 1);
    const menuHeight = () => page.getByTestId('menu-settings').evaluate((b) => b.getBoundingClientRect().height);
    const grownButton = await menuHeight();

    await page.getByTestId('menu-settings').click();
    const dialog = page.getByTestId('settings-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('settings-scale-grown').textContent()).toBe('This large window shows everything at 133%.');
    expect(await page.getByTestId('settings-grow').getAttribute('aria-checked')).toBe('true');
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'settings-grown-2560x1440.png'), animations: 'disabled' });

    await page.getByTestId('settings-grow').click();
    await expect.poll(() => rootFontPx(page)).toBe(16);
    await expect(page.getByTestId('settings-scale-grown').count()).resolves.toBe(0);
    await expect.poll(() => app.services.settings.current().growWithWindow).toBe(false);
    // the chosen size alone, as before: 110 % stays 110 % in the large window
    await page.getByTestId('settings-scale-up').click();
    await page.getByTestId('settings-scale-up').click();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(17.6, 1);

    // on again: 110 % of 1920 × 1080, grown by a third (147 %)
    await page.getByTestId('settings-grow').click();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(23.52, 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // a window of 1920 × 1080 or less shows the chosen size
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(17.6, 1);
    await page.setViewportSize({ width: 2560, height: 1440 });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(23.52, 1);
    expect(await menuHeight()).toBeGreaterThan(grownButton);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it("main failing to answer is told in the player's words, never main's own message (statistics, settings)", async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'failing-user'));
    const { page, services } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('main-menu').waitFor();
    services.stats.summary = async () => {
      throw new Error('EIO: i/o error, read stats.json');
    };
    await page.getByTestId('menu-stats').click();
    const failed = page.getByTestId('stats-screen').getByRole('alert');
    await failed.waitFor();
    expect(await failed.textContent()).toBe('The statistics could not be shown. Please report this.');
    await page.getByRole('button', { name: 'Back' }).click();
    services.settings.set = async () => ({ ok: false, error: { code: 'invalid-setting', message: 'growWithWindow: Expected boolean' } });
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-grow').click();
    const refused = page.getByTestId('settings-dialog').getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toBe('The app did not take this change: it applies now, but may not be kept for the next start. Please report this.');
    await app.close();
  }, 60_000);

  it('a statistics file this version cannot read: the notice says so, and the screen does not claim there are no games', async () => {
    const savesDir = path.join(fx.tmp, 'newer-stats-user');
    mkdirSync(path.join(savesDir, 'app-data'), { recursive: true });
    writeFileSync(path.join(savesDir, 'app-data', STATS_FILE), JSON.stringify({ format: STATS_FORMAT, schemaVersion: 999, games: [] }));
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page } = app;
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-notice').waitFor();
    expect(await page.getByTestId('stats-notice').textContent()).toMatch(/could not be read/);
    expect(await page.getByText('No finished games yet').count()).toBe(0);
    expect(await page.getByTestId('stats-games').count()).toBe(0);
    await app.close();
  }, 60_000);

  it('first run: the language chosen in the old renderer-only settings is carried over', async () => {
    const app = await openWithStorage(fx, path.join(fx.tmp, 'migrate-user'), { 'walz.settings': JSON.stringify({ locale: 'de' }) });
    await app.page.getByTestId('main-menu').waitFor();
    await expect.poll(() => app.services.settings.current().locale).toBe('de');
    expect(await app.page.getByTestId('menu-stats').textContent()).toBe('Statistik');
    await expect.poll(() => app.page.evaluate(() => localStorage.getItem('walz.settings'))).toBeNull();
    expect((await app.services.settings.get()).firstRun).toBe(false);
    await app.close();
  }, 60_000);
});
