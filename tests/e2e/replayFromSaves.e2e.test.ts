/**
 * A replay is opened from the saves list of the app itself, plays on the 3-D board, tells a
 * computer's moves with their saved reasons, and never changes the save it is watched from.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { playGreedy } from './hostPlay';

if (!HAVE_CHROMIUM) console.warn(`e2e: SKIPPED — no Chromium at ${CHROMIUM} (apt-get install -y chromium xvfb)`);

describe.skipIf(!HAVE_CHROMIUM)('e2e: watch a replay from the saves list', () => {
  const fx = useBuiltApp('walz-replay-app-');

  it('Load → Watch replay opens the replay of that save; stepping plays it; the save file is unchanged', async () => {
    const savesDir = path.join(fx.tmp, 'userData', 'saves');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page, services } = app;
    // two greedy journeymen play into the second year through the services, then it is saved
    // Bernd is a computer (held back: his moves are played here, as the AI would)
    const seats = [
      { name: 'Anna', colour: 'red' },
      { name: 'Bernd', colour: 'blue', control: { kind: 'computer', level: 'easy' } },
    ];
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:hold-computers', { held: true }, trusted)).ok).toBe(true);
    expect((await services.router.handle('game:new', { seats, seed: 515, startPlayer: 0 }, trusted)).ok).toBe(true);
    // Bernd's moves come with a reason, as a computer's would (kept in the save)
    playGreedy(services.host, 3, (state) => state.year < 2, (a) => (a.player === 1 ? { key: 'ai.easy.best', params: {} } : null));
    const saved = await services.router.handle('saves:save', { name: 'Second year' }, { senderFrame: { url: `${fx.origin}/index.html` } });
    expect(saved.ok).toBe(true);
    const id = (saved as { value: { id: string } }).value.id;
    const file = path.join(savesDir, `${id}.walz.json`);
    const bytes = readFileSync(file);
    const mtime = statSync(file).mtimeMs;

    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('load').click();
    await page.getByTestId(`replay-${id}`).click();
    const screen = page.getByTestId('replay-screen');
    await screen.waitFor();
    await page.getByTestId('replay-board').waitFor();
    await expect.poll(() => screen.textContent()).toContain('Second year');
    // the panel of the seat a computer played says so (the save recorded it)
    expect(await page.getByTestId('replay-player-1').getByTestId('replay-control').textContent()).toBe('computer, easy');
    expect(await page.getByTestId('replay-player-0').getByTestId('replay-control').count()).toBe(0);
    const year0 = await page.getByTestId('replay-year').textContent();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    // the replay's log tells Bernd's moves with the reason the save kept
    await expect.poll(() => page.getByTestId('replay-log').locator('.rl-why').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('replay-log').locator('.rl-why').first().textContent()).toBe('Takes what looks best at first glance.');
    mkdirSync(path.join('out', 'ui'), { recursive: true });
    await page.screenshot({ path: path.join('out', 'ui', 'replay-from-saves.png') });
    expect(year0).toBeTruthy();
    expect(readFileSync(file)).toEqual(bytes);
    expect(statSync(file).mtimeMs).toBe(mtime);
    expect(app.consoleErrors).toEqual([]);
    await page.getByTestId('replay-close').click();
    await page.getByTestId('load-dialog').or(page.getByRole('heading', { name: 'Load a game' })).first().waitFor();
    // back in the list, the keyboard is on the save just watched, not at the top of the list
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')).toBe(`replay-${id}`);
    await app.close();
  });

  it('a save damaged after the list was shown: the replay says what is wrong in words, and the file is left where it is', async () => {
    const savesDir = path.join(fx.tmp, 'userData-damaged', 'saves');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:new', { seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 77, startPlayer: 0 }, trusted)).ok).toBe(true);
    playGreedy(services.host, 3, (state) => state.actionCount < 40);
    const saved = await services.router.handle('saves:save', { name: 'Soon damaged' }, trusted);
    const id = (saved as { value: { id: string } }).value.id;
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('load').click();
    await page.getByTestId(`replay-${id}`).waitFor();
    // a change behind the app's back: the checksum no longer matches
    const file = path.join(savesDir, `${id}.walz.json`);
    const damaged = readFileSync(file, 'utf8').replace('"Anna"', '"Anne"');
    writeFileSync(file, damaged);
    await page.getByTestId(`replay-${id}`).click();
    const alert = page.getByTestId('replay-screen').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The replay could not be opened. The file was changed or damaged after it was saved.');
    expect(readFileSync(file, 'utf8')).toBe(damaged);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  });

  it('a save damaged after the list was shown and loaded by keyboard: the notice says so, and the focus is not lost to the page', async () => {
    const savesDir = path.join(fx.tmp, 'userData-load-damaged', 'saves');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:new', { seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 78, startPlayer: 0 }, trusted)).ok).toBe(true);
    playGreedy(services.host, 3, (state) => state.actionCount < 20);
    const saved = await services.router.handle('saves:save', { name: 'Soon damaged too' }, trusted);
    const id = (saved as { value: { id: string } }).value.id;
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('load').click();
    const load = page.getByTestId(`load-${id}`);
    await load.waitFor();
    const file = path.join(savesDir, `${id}.walz.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Anna"', '"Anne"'));
    await load.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('save-notice').waitFor();
    // the button went with the damaged save (or waits again): the keyboard is on the list, not on the page
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('[data-testid="load-dialog"]'))).toBe(true);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  });
});
