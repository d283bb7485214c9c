/**
 * End to end in Debian Chromium, real services: what the player is told about saves.
 * - a damaged autosave: Continue loads the newest good backup and the screen says so (which
 *   copy, how many actions older, where the damaged file went);
 * - the load list shows damaged saves with what is wrong and offers their newest good backup;
 * - a full disk: a persistent warning while the autosave fails, gone after "Try again" works.
 * Screenshots (1280x800 and 1920x1080, EN and DE) go to out/ui/saves-*.png.
 */
import { describe, expect, it } from 'vitest';
import { promises as fs, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { faultFs } from '../saves/faultFs';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { clippedFocusRing } from './focusRing';
import { engine, playRandom, SETUP2 } from '../support/engine';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { playGreedy } from './hostPlay';

if (!HAVE_CHROMIUM) console.warn(`e2e: SKIPPED — no Chromium at ${CHROMIUM} (apt-get install -y chromium xvfb)`);

const OUT = path.resolve('out/ui');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(OUT, `saves-${name}-${size.width}.png`), animations: 'disabled' });
    expect(await clippedFocusRing(page, 'ring'), `${name} at ${size.width}: the focus ring cut off`).toBeNull();
  }
  await page.setViewportSize(SIZES[0]!);
}

describe.skipIf(!HAVE_CHROMIUM)('e2e: saves tell the player what happened (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-e2e-saves-');

  it('a damaged autosave: Continue loads the backup and says so; the list shows damaged saves and offers their backups', async () => {
    const savesDir = path.join(fx.tmp, 'damaged', 'saves');
    // a game of 6 actions, autosaved after each through the real services
    const first = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    await first.page.getByTestId('new-game').click();
    await first.page.getByRole('button', { name: 'Advanced' }).click();
    await first.page.getByTestId('seed').fill('4242');
    await first.page.getByTestId('seat-kind-1').getByRole('radio', { name: 'A person at this screen' }).click(); // both seats played by this test
    await first.page.getByTestId('start-game').click();
    const screen = first.page.getByTestId('game-screen');
    await screen.waitFor();
    for (let i = 1; i <= 6; i++) {
      await first.page.locator('button.action').first().click();
      await first.page.locator(`[data-testid="game-screen"][data-actions="${i}"]`).waitFor();
      await first.services.autosaver.flush();
    }
    await first.close();

    // the autosave is cut short in its last moves; a named save is damaged with a backup; another has no good copy
    const main = path.join(savesDir, 'autosave.walz.json');
    await fs.truncate(main, (await fs.stat(main)).size - 120);
    const store = new SaveStore({ dir: savesDir, engine, appVersion: 'e2e', now: () => new Date('2026-11-20T18:30:00Z') });
    const game = playRandom(SETUP2, 40, 7);
    await store.write('abend-in-krinn', { name: 'Abend in Krinn', setup: SETUP2, actions: game.actions.slice(0, 30) });
    const later = new SaveStore({ dir: savesDir, engine, appVersion: 'e2e', now: () => new Date('2026-11-21T20:15:00Z') });
    await later.write('abend-in-krinn', { name: 'Abend in Krinn', setup: SETUP2, actions: game.actions });
    const named = path.join(savesDir, 'abend-in-krinn.walz.json');
    const bytes = await fs.readFile(named);
    await fs.writeFile(named, bytes.subarray(0, bytes.length - 300));
    await later.write('sonntag', { name: 'Sonntag', setup: SETUP2, actions: game.actions.slice(0, 12) });
    await fs.writeFile(path.join(savesDir, 'sonntag.walz.json'), 'this is no longer a save');

    const second = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const page = second.page;
    await page.getByTestId('main-menu').waitFor();
    const cont = page.getByTestId('continue');
    await expect.poll(() => cont.isEnabled()).toBe(true);
    await cont.click();
    await page.getByTestId('game-screen').waitFor();
    const notice = page.getByTestId('save-notice');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('An older copy of your game was loaded');
    expect(text).toContain('cut short');
    expect(text).toContain('without the last action');
    expect(text).toMatch(/moved aside as “autosave\.walz\.json\.quarantined-/);
    expect(await page.getByTestId('game-screen').getAttribute('data-actions')).toBe('5');
    expect(second.services.host.record()!.actions).toHaveLength(5);
    const quarantined = (await fs.readdir(savesDir)).filter((n) => n.startsWith('autosave.walz.json.quarantined-'));
    expect(quarantined).toHaveLength(1);
    expect(text).toContain(quarantined[0]);
    // the file's name is for a bug report: folded away, so the notice takes a few lines of the window
    expect(await notice.locator('details').getAttribute('open')).toBeNull();
    console.log(`recovery notice: ${Math.round((await notice.boundingBox())!.height)} px high`);
    expect((await notice.boundingBox())!.height).toBeLessThan(130);
    await shoot(page, 'continue-recovered');

    // the load list: damaged saves with their problem, the backup offered; never "No saves yet"
    await page.getByTestId('save-notice-dismiss').click();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByTestId('load').click();
    const dialog = page.getByTestId('load-dialog');
    await dialog.waitFor();
    const krinn = page.getByTestId('save-abend-in-krinn');
    await krinn.waitFor();
    expect(await krinn.getAttribute('data-status')).toBe('damaged');
    expect(await page.getByTestId('save-problem-abend-in-krinn').textContent()).toContain('cut short');
    expect(await page.getByTestId('save-backup-abend-in-krinn').textContent()).toMatch(/Older copy from .*30 actions/);
    expect(await page.getByTestId('save-sonntag').getAttribute('data-status')).toBe('damaged');
    expect(await page.getByTestId('save-sonntag').textContent()).toContain('No intact copy');
    expect(await page.getByTestId('save-autosave').getAttribute('data-status')).toBe('ok');
    expect(await page.getByTestId('no-saves').count()).toBe(0);
    // the autosave's damaged copy kept aside: said in a sentence, its file's name one click away
    const aside = page.getByTestId('save-quarantined-autosave');
    expect(await aside.locator('summary').textContent()).toBe('A damaged copy was kept aside in the saves folder.');
    expect(await aside.getAttribute('open')).toBeNull();
    await aside.locator('summary').click();
    expect(await aside.locator('code').textContent()).toBe(quarantined[0]);
    await aside.locator('summary').click();
    await shoot(page, 'load-list');

    // load the offered backup
    await page.getByTestId('load-backup-abend-in-krinn').click();
    await page.getByTestId('game-screen').waitFor();
    expect(await page.getByTestId('game-screen').getAttribute('data-actions')).toBe('30');
    expect(await page.getByTestId('save-notice').textContent()).toContain('You loaded the older copy of');

    // the same in German
    await page.getByTestId('save-notice-dismiss').click();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByTestId('locale-de').click();
    await page.getByTestId('load').click();
    await page.getByTestId('save-abend-in-krinn').waitFor();
    expect(await page.getByTestId('save-problem-abend-in-krinn').textContent()).toContain('unvollständig');
    await shoot(page, 'load-list-de');
    // every save's name whole at 1280×800 ('Früheres Spiel (automatisch gespeichert)' among them)
    const names = await page.locator('.save-name').evaluateAll((els) => els.map((e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 })));
    expect(names.some((n) => n.text?.startsWith('Früheres Spiel'))).toBe(true);
    expect(names.filter((n) => n.cut)).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await second.close();
  }, 120_000);

  it('every save damaged beyond repair: the list says what is wrong with each, not "no saves"; Continue is not offered', async () => {
    const savesDir = path.join(fx.tmp, 'all-damaged', 'saves');
    mkdirSync(savesDir, { recursive: true });
    const store = new SaveStore({ dir: savesDir, engine, appVersion: 'e2e' });
    const { actions } = playRandom(SETUP2, 10, 3);
    await store.write('autosave', { name: 'Autosave', setup: SETUP2, actions });
    await store.write('winterreise', { name: 'Winterreise', setup: SETUP2, actions });
    await fs.writeFile(path.join(savesDir, 'autosave.walz.json'), '');
    await fs.writeFile(path.join(savesDir, 'winterreise.walz.json'), '{"format":"other"}');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir);
    const page = app.page;
    await page.getByTestId('main-menu').waitFor();
    await expect.poll(async () => (await page.getByTestId('continue').isDisabled())).toBe(true);
    await page.getByTestId('load').click();
    await page.getByTestId('none-usable').waitFor();
    expect(await page.getByTestId('no-saves').count()).toBe(0);
    expect(await page.getByTestId('save-problem-autosave').textContent()).toContain('empty');
    expect(await page.getByTestId('save-problem-winterreise').textContent()).toContain('not a save of this game');
    await shoot(page, 'all-damaged');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('a full disk: a persistent warning while the autosave fails, cleared when "Try again" works', async () => {
    const savesDir = path.join(fx.tmp, 'full', 'saves');
    const f = faultFs();
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir, { services: { fs: f.fs } });
    const page = app.page;
    await page.getByTestId('new-game').click();
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByTestId('seed').fill('99');
    await page.getByTestId('seat-kind-1').getByRole('radio', { name: 'A person at this screen' }).click(); // both seats played by this test
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    await page.locator('button.action').first().click();
    await page.locator('[data-testid="game-screen"][data-actions="1"]').waitFor();
    await app.services.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    for (let i = 2; i <= 4; i++) {
      await page.locator('button.action').first().click();
      await page.locator(`[data-testid="game-screen"][data-actions="${i}"]`).waitFor();
    }
    const warning = page.getByTestId('autosave-warning');
    await warning.waitFor();
    // the warning appears with the first failed write and then follows each action: wait for
    // it to count all three (reading it at once raced the last action's update)
    await expect.poll(async () => (await warning.textContent()) ?? '', { timeout: 10_000 }).toContain('with one action. The 3 actions since then are not saved.');
    const text = (await warning.textContent()) ?? '';
    expect(text).toContain('Your game is not being saved: the disk is full.');
    expect(text).toContain('ENOSPC'); // only in the details line
    // folded away under "For a bug report", as under every other notice: the codes are not read first
    expect(await warning.getByTestId('autosave-details').getAttribute('open')).toBeNull();
    expect(await warning.getByText('ENOSPC').isVisible()).toBe(false);
    expect(await warning.getAttribute('role')).toBe('alert');
    // it stays while the game goes on
    await page.locator('button.action').first().click();
    await page.locator('[data-testid="game-screen"][data-actions="5"]').waitFor();
    await app.services.autosaver.flush();
    expect(await warning.isVisible()).toBe(true);
    // the warning pushes the table down instead of covering what the player must decide
    const banner = (await warning.boundingBox())!;
    const table = (await page.getByTestId('game-screen').boundingBox())!;
    expect(table.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    await shoot(page, 'autosave-failing');

    // a new game or a load would lose the 4 actions not on disk: asked first; Back (or Esc) keeps the game
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    const ask = page.getByTestId('confirm-unsaved');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('the last 4 actions of the running game are not on disk');
    // the safe answer has the keyboard: Enter keeps the game
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-unsaved-no');
    await shoot(page, 'unsaved-new-game');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByTestId('new-game-dialog').count()).toBe(1); // Esc closed the question, not the dialog
    await page.getByTestId('cancel-new-game').click();
    await page.getByTestId('load').click();
    await page.getByTestId('load-autosave').click();
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Load another now, and they are lost');
    await page.getByTestId('confirm-unsaved-no').click();
    await ask.waitFor({ state: 'detached' });
    await page.getByTestId('close-load').click();
    expect(app.services.host.record()!.actions).toHaveLength(5);

    f.clear();
    await page.getByTestId('autosave-retry').click();
    await page.getByTestId('autosave-back').waitFor();
    expect(await page.getByTestId('autosave-warning').count()).toBe(0);
    const loaded = await app.services.store.load('autosave');
    expect(loaded.ok && loaded.value.file.actions.length).toBe(5);
    await shoot(page, 'autosave-back');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('a game whose autosave was never written (the disk full from the start): the title screen still continues it, and says it is not saved', async () => {
    const savesDir = path.join(fx.tmp, 'never-saved', 'saves');
    const f = faultFs();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir, { services: { fs: f.fs } });
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    await page.getByTestId('main-menu').waitFor();
    expect((await services.router.handle('game:new', { seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 6, startPlayer: 0 }, trusted)).ok).toBe(true);
    playGreedy(services.host, 4, (_s, played) => played < 3);
    await services.autosaver.flush();
    expect(services.autosaver.status().state).toBe('failing');
    // back on the title screen from another screen: the list is read again (no autosave in it)
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-close').click();
    await page.getByTestId('main-menu').waitFor();
    const cont = page.getByTestId('continue');
    await expect.poll(() => cont.isDisabled()).toBe(false);
    expect(await page.locator('#menu-last-game').textContent()).toContain('not saved yet');
    expect(await page.getByTestId('no-autosave').count()).toBe(0);
    await cont.click();
    await page.locator('[data-testid="game-screen"][data-actions="3"]').waitFor();
    f.clear();
    await services.autosaver.flush();
    await app.close();
  }, 60_000);

  it('a game over in memory while the autosave fails: the title screen says it is over (the file still holds it unfinished)', async () => {
    const savesDir = path.join(fx.tmp, 'over-unsaved', 'saves');
    const f = faultFs();
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir, { services: { fs: f.fs } });
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    // the page listens from the title screen on (as when a game is played at the table and left for the menu)
    await page.getByTestId('main-menu').waitFor();
    expect((await services.router.handle('game:new', { seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed: 5, startPlayer: 0 }, trusted)).ok).toBe(true);
    playGreedy(services.host, 4, (_s, played) => played < 10);
    await services.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    playGreedy(services.host, 4, () => true);
    expect(services.host.getState()!.phase).toBe('finished');
    await services.autosaver.flush();
    const saved = await services.store.load('autosave');
    expect(saved.ok && saved.value.file.actions.length).toBe(10);
    // back on the title screen from another screen: the list is read again
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-close').click();
    await page.getByTestId('main-menu').waitFor();
    // New game comes first, the last game is offered to look back at, and it is called over
    await expect.poll(() => page.getByTestId('continue').textContent()).toContain('Back to the last game');
    expect(await page.getByTestId('new-game').getAttribute('class')).toContain('primary');
    expect(await page.locator('#menu-last-game').textContent()).toContain('Game over');
    // a new game would lose what the autosave did not write: asked, and "Start anyway" starts it
    const over = services.host.record()!.actions.length;
    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('confirm-unsaved').waitFor();
    expect(await page.getByTestId('confirm-unsaved').textContent()).toContain(`the last ${over - 10} actions of the running game are not on disk`);
    await page.getByTestId('confirm-unsaved-yes').click();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => services.host.record()!.actions.length).toBeLessThan(over);
    expect(services.host.getState()!.phase).not.toBe('finished');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);
});
