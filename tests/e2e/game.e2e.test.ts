/**
 * End to end in Debian Chromium against the built renderer and the real main-process services:
 * new 2-player game, actions by clicking, simulated restart, Continue restores the exact game.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';

if (!HAVE_CHROMIUM) console.warn(`e2e: SKIPPED — no Chromium at ${CHROMIUM} (apt-get install -y chromium xvfb)`);

describe.skipIf(!HAVE_CHROMIUM)('e2e: play, restart, continue (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-e2e-');

  it('new 2-player game, clicks, restart, Continue restores the exact state', async () => {
    const savesDir = path.join(fx.tmp, 'userData', 'saves');
    const first = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page } = first;
    await page.getByTestId('main-menu').waitFor();
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await page.getByTestId('continue').isDisabled()).toBe(true);

    await page.getByTestId('new-game').click();
    await page.getByTestId('seat-name-0').fill('Anna');
    await page.getByTestId('seat-name-1').fill('Bernd');
    await page.getByTestId('seed').fill('4242');
    await page.getByTestId('seat-kind-1').selectOption('human'); // both seats played by this test
    await page.getByTestId('start-game').click();
    const screen = page.getByTestId('game-screen');
    await screen.waitFor();
    expect(await page.getByTestId('player-0').textContent()).toContain('Anna');
    expect(await page.getByTestId('player-1').textContent()).toContain('Bernd');

    for (let i = 1; i <= 8; i++) {
      const buttons = page.locator('button.action');
      const n = await buttons.count();
      expect(n).toBeGreaterThan(0);
      await buttons.nth(i % n).click();
      await page.locator(`[data-testid="game-screen"][data-actions="${i}"]`).waitFor();
    }
    const hashShown = await screen.getAttribute('data-hash');
    expect(hashShown).toBe(first.services.host.snapshot()!.hash);
    const stateHash = first.services.host.hash();
    expect(hashShown).not.toBe(stateHash); // the page never gets the state hash
    const actions = first.services.host.record()!.actions.length;
    expect(actions).toBe(8);
    await first.close(); // flushes the autosave, closes the "window"

    // restart: a new GameHost on the same save folder and a new page
    mkdirSync(savesDir, { recursive: true });
    const second = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const p2 = second.page;
    expect(second.services.host.running).toBe(false);
    await p2.getByTestId('main-menu').waitFor();
    const cont = p2.getByTestId('continue');
    await expect.poll(() => cont.isEnabled()).toBe(true);
    await cont.click();
    const screen2 = p2.getByTestId('game-screen');
    await screen2.waitFor();
    expect(await screen2.getAttribute('data-hash')).toBe(hashShown);
    expect(second.services.host.hash()).toBe(stateHash);
    expect(await screen2.getAttribute('data-actions')).toBe('8');

    // keep playing after the restart, then save under a name
    await p2.locator('button.action').first().click();
    await p2.locator('[data-testid="game-screen"][data-actions="9"]').waitFor();
    await p2.getByTestId('save-as').click();
    await p2.getByTestId('save-name').fill('Abend in Krinn');
    await p2.getByTestId('save-confirm').click();
    await expect.poll(async () => {
      const list = await second.services.store.list();
      return list.ok ? list.value.map((m) => m.meta?.name) : [];
    }).toContain('Abend in Krinn');

    mkdirSync(path.resolve('out'), { recursive: true });
    await p2.screenshot({ path: path.resolve('out/e2e-game.png'), fullPage: true });
    expect(first.consoleErrors.concat(second.consoleErrors)).toEqual([]);
    await second.close();
  });

  it('a whole 2-player game can be played to the end by clicking the action buttons', async () => {
    const savesDir = path.join(fx.tmp, 'full-game');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const { page } = app;
    await page.getByTestId('new-game').click();
    await page.getByTestId('seed').fill('77');
    await page.getByTestId('seat-kind-1').selectOption('human'); // both seats played by this test
    await page.getByTestId('start-game').click();
    const screen = page.getByTestId('game-screen');
    await screen.waitFor();
    let clicks = 0;
    let pick = 12345;
    while (clicks < 2000) {
      const count = Number(await screen.getAttribute('data-actions'));
      if ((await page.getByTestId('winners').count()) > 0) break;
      const buttons = page.locator('button.action');
      const n = await buttons.count();
      expect(n).toBeGreaterThan(0);
      pick = (pick * 1103515245 + 12345) % 2147483648;
      await buttons.nth(pick % n).click();
      await page.locator(`[data-testid="game-screen"][data-actions="${count + 1}"]`).waitFor();
      clicks++;
    }
    expect(app.services.host.getState()!.phase).toBe('finished');
    expect(await page.getByTestId('winners').textContent()).toMatch(/Anna|Bernd/);
    expect(await page.locator('button.action').count()).toBe(0);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 240_000);
});
