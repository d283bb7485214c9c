/**
 * End to end in Debian Chromium against the built renderer and the real main-process services:
 * new 2-player game, steps by the table's visible options, simulated restart, Continue restores the exact game.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { moveButtons } from './tableDriver';

const OUT = path.resolve('out/ui');

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
    await page.getByTestId('no-autosave').waitFor(); // bench:ui's start-up probe waits for it too

    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'menu-1280x820.png'), animations: 'disabled' });
    await page.getByTestId('new-game').click();
    await page.getByTestId('new-game-dialog').waitFor();
    await page.screenshot({ path: path.join(OUT, 'new-game-1280x820.png'), animations: 'disabled' });
    // the other seat's colour: the two seats swap colours, nothing to undo by hand
    await page.getByTestId('seat-colour-1').getByRole('radio', { name: /^Red/ }).click();
    expect(await page.getByTestId('seat-colour-0-blue').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByTestId('seat-colour-1').getByRole('radio', { name: /^Blue/ }).click();
    expect(await page.getByTestId('seat-colour-0-red').getAttribute('aria-checked')).toBe('true');
    // what keeps a game from starting is said before it is sent, in words
    await page.getByTestId('seat-name-0').fill('  ');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('needs a name');
    expect(await page.getByTestId('start-game').isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(OUT, 'new-game-problem-1280x820.png'), animations: 'disabled' });
    await page.getByTestId('seat-name-0').fill('Anna');
    expect(await page.getByTestId('start-game').isEnabled()).toBe(true);
    await page.getByTestId('seat-name-1').fill('Bernd');
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByTestId('seed').fill('4242');
    await page.getByTestId('seat-kind-1').getByRole('radio', { name: 'A person at this screen' }).click(); // both seats played by this test
    await page.getByTestId('start-game').click();
    const screen = page.getByTestId('game-screen');
    await screen.waitFor();
    await expect.poll(() => screen.textContent()).toContain('Anna');
    expect(await screen.textContent()).toContain('Bernd');

    // eight steps by the table's visible options (the full games are played in table.e2e.test.ts)
    for (let i = 1; i <= 8; i++) {
      const { buttons, list } = await moveButtons(page);
      expect(list.length).toBeGreaterThan(0);
      await buttons.nth(list[i % list.length]!.index).click();
      await expect.poll(() => first.services.host.record()!.actions.length).toBeGreaterThanOrEqual(i);
      await page.locator(`[data-testid="game-screen"][data-actions="${first.services.host.record()!.actions.length}"]`).waitFor();
    }
    const stateHash = first.services.host.hash();
    const actions = first.services.host.record()!.actions.length;
    expect(actions).toBeGreaterThanOrEqual(8);
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
    expect(second.services.host.hash()).toBe(stateHash);
    expect(await screen2.getAttribute('data-actions')).toBe(String(actions));

    // keep playing after the restart, then save under a name
    const more = await moveButtons(p2);
    await more.buttons.nth(more.list[0]!.index).click();
    await expect.poll(() => second.services.host.record()!.actions.length).toBeGreaterThan(actions);
    await p2.getByTestId('save-as').click();
    await p2.getByTestId('save-name').fill('Abend in Krinn');
    await p2.getByTestId('save-confirm').click();
    // (a real write to disk, flushed: more than the default second on a busy machine)
    await expect
      .poll(
        async () => {
          const list = await second.services.store.list();
          return list.ok ? list.value.map((m) => m.meta?.name) : [];
        },
        { timeout: 10_000 },
      )
      .toContain('Abend in Krinn');

    mkdirSync(path.resolve('out'), { recursive: true });
    await p2.screenshot({ path: path.resolve('out/e2e-game.png'), fullPage: true });
    expect(first.consoleErrors.concat(second.consoleErrors)).toEqual([]);
    await second.close();
  });
});
