/**
 * The first screens a player sees, in Chromium against the built renderer and the real services:
 * the title screen (nothing to continue / a game to continue), the new-game dialog (2 and 4
 * journeymen, Advanced open, a problem shown, German), the load list (intact and damaged saves,
 * the delete confirmation, the empty list). At 1280×800 and 1920×1080 nothing scrolls the page
 * and every control is inside the window; at 150 % the page still does not scroll. Keyboard:
 * Tab reaches the primary button, Enter opens, arrows choose, Esc goes back. After the page
 * crashed and main started it again, the title screen says so once, and Continue takes the game up.
 * Screenshots go to out/ui/start-*.png.
 */
import { describe, expect, it } from 'vitest';
import { promises as fs, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { greedyBot, randomBot } from '../../shared/ai';
import { playGame } from '../../shared/sim/playout';
import type { GameSetup } from '../../shared/engine/types';
import { SaveStore } from '../../electron/main/saves/SaveStore';
import { realFs } from '../../electron/main/durableFile';
import { engine, SETUP2 } from '../support/engine';
import { HAVE_CHROMIUM, openApp, useBuiltApp, SMALLEST_PAGE } from './harness';
import { clippedFocusRing } from './focusRing';
import { inSight } from './inSight';

/** What main sends when a menu item is chosen (the page's test hook for main's pushes). */
function menuCommand(page: Page, command: string): Promise<void> {
  return page.evaluate((c) => (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush('menu:command', { command: c }), command);
}

const OUT = path.resolve('out/ui');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  // the window at its smallest (main's minWidth × minHeight less its title and menu bars)
  SMALLEST_PAGE,
] as const;

const SETUP4: GameSetup = {
  seats: [
    { name: 'Anna', colour: 'red' },
    { name: 'Bernd', colour: 'blue' },
    { name: 'Clara', colour: 'green' },
    { name: 'Dieter', colour: 'yellow' },
  ],
  seed: 777,
  startPlayer: 2,
};

/** Whether the element of `id` is in sight (inSight.ts: not clipped by a scrolled pane, not covered). */
const shown = (page: Page, id: string) => inSight(page.getByTestId(id));

/** The page does not scroll, and each of `ids` lies wholly inside the window, in sight. */
async function expectFits(page: Page, ids: readonly string[], where: string): Promise<void> {
  const page_ = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, sw: document.documentElement.scrollWidth, h: innerHeight, w: innerWidth }));
  expect(page_.sh, `${where}: page scrolls vertically`).toBeLessThanOrEqual(page_.h);
  expect(page_.sw, `${where}: page scrolls sideways`).toBeLessThanOrEqual(page_.w);
  for (const id of ids) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, `${where}: ${id} shown`).not.toBeNull();
    expect(box!.y, `${where}: ${id} cut off at the top`).toBeGreaterThanOrEqual(0);
    expect(box!.x, `${where}: ${id} cut off at the left`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${where}: ${id} cut off at the bottom`).toBeLessThanOrEqual(page_.h + 0.5);
    // inside the window is not yet in sight: a scrolled pane (the dialog's body) may clip it
    expect(await shown(page, id), `${where}: ${id} hidden (clipped by a scrolled pane or covered)`).toBe(true);
    expect(box!.x + box!.width, `${where}: ${id} cut off at the right`).toBeLessThanOrEqual(page_.w + 0.5);
  }
}

/**
 * Screenshots at every size (out/ui/start-<name>-<width>.png), checking that everything fits.
 * `below`: parts in sight at every size but the smallest, where they may lie further down the
 * dialog's scrolling body: there the body says that more lies below (its faded edge), and the
 * keyboard's focus brings each of them into sight.
 */
async function shoot(page: Page, name: string, ids: readonly string[] = [], below: readonly string[] = []): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // the picture first: it shows what a failed check below is about
    await page.screenshot({ path: path.join(OUT, `start-${name}-${size.width}.png`), animations: 'disabled' });
    const smallest = size === SMALLEST_PAGE;
    const where = `${name} at ${size.width}×${size.height}`;
    await expectFits(page, smallest ? ids : [...ids, ...below], where);
    expect(await clippedFocusRing(page, 'ring'), `${name} at ${size.width}: the focus ring cut off`).toBeNull();
    if (!smallest || below.length === 0) continue;
    const before = await focused(page);
    for (const id of below) {
      if (await shown(page, id)) continue;
      await expect.poll(() => page.locator('.body').first().evaluate((b) => b.classList.contains('more-below')), { message: `${where}: the body hints at ${id} below` }).toBe(true);
      await page.getByTestId(id).focus();
      await expect.poll(() => shown(page, id), { message: `${where}: ${id} in sight once it has the focus` }).toBe(true);
    }
    // as it was: the body at its top, the focus where it was
    await page.locator('.body').first().evaluate((b) => b.scrollTo(0, 0));
    if (before) await page.getByTestId(before).focus().catch(() => undefined);
  }
  await page.setViewportSize(SIZES[0]);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

describe.skipIf(!HAVE_CHROMIUM)('e2e: title screen, new game, load list (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-e2e-menu-');

  it('a first start: New game is the big button; the new-game dialog by keyboard, with 4 journeymen, in English and German', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'first', 'saves'), { viewport: SIZES[0] });
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('main-menu').waitFor();
    await page.getByText('No game to continue yet.').waitFor();
    expect(await page.getByTestId('continue').isDisabled()).toBe(true);
    expect(await page.getByTestId('new-game').getAttribute('class')).toContain('primary');
    expect(await page.getByTestId('locale').getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    // reduced motion: nothing moves in
    expect(await page.locator('.menu-card').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await shoot(page, 'menu-first', ['new-game', 'continue', 'load', 'menu-rules', 'menu-stats', 'menu-settings', 'locale']);

    // by keyboard: the first Tab reaches the big button, Enter opens the dialog
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('new-game');
    await shoot(page, 'menu-keyboard', ['new-game']);
    await page.keyboard.press('Enter');
    await page.getByTestId('new-game-dialog').waitFor();
    // the defaults: one person, the other a computer of medium strength; the first starts
    expect(await page.getByTestId('seat-kind-0').getByRole('radio', { name: 'A person at this screen' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('seat-kind-1').getByRole('radio', { name: 'Computer, medium' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('seat-start-0').isChecked()).toBe(true);
    expect(await page.getByTestId('seed').count()).toBe(0); // under Advanced, closed
    await shoot(page, 'new-game', ['seat-name-0', 'seat-kind-1', 'add-seat', 'advanced', 'start-game']);

    // Tab: the name, the colour, who plays (with two journeymen there is nothing to remove)
    expect(await page.getByTestId('remove-seat-0').count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('seat-name-0');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('seat-colour-0-red');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('seat-kind-0-human');
    // an arrow moves to the next choice and takes it (the radio group checks it while the key is down)
    await page.keyboard.down('ArrowDown');
    await expect.poll(() => page.getByTestId('seat-kind-0-easy').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowDown');
    expect(await focused(page)).toBe('seat-kind-0-easy');
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => page.getByTestId('seat-kind-0-human').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowUp');

    // four journeymen: each new one gets a free colour and the computer, medium
    await page.getByTestId('add-seat').click();
    expect(await focused(page)).toBe('seat-name-2');
    await page.getByTestId('add-seat').click();
    expect(await page.getByTestId('add-seat').count()).toBe(0);
    expect(await page.getByTestId('seat-colour-3-yellow').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('seat-kind-3-medium').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('seat-start-2').check();
    await page.getByTestId('seat-kind-3').getByRole('radio', { name: 'Computer, hard' }).click();
    // each choice says how it plays, next to the choice (and read out with it)
    expect(await page.getByTestId('seat-kind-note-3').innerText()).toMatch(/about a second/);
    expect(await page.getByTestId('seat-kind-note-0').innerText()).toMatch(/at this screen/);
    expect(await page.getByTestId('seat-kind-3').getAttribute('aria-describedby')).toBe('seat-kind-note-3');
    // Advanced: the game number, said in words
    await page.getByRole('button', { name: 'Advanced' }).press('Enter');
    await page.getByTestId('seed').waitFor();
    expect(await page.getByText('The same number deals the same game').count()).toBe(1);
    // no number unless a player types one: a random game's number is not seen before its end (C49)
    expect(await page.getByTestId('seed').inputValue()).toBe('');
    expect(await page.getByTestId('seed').getAttribute('placeholder')).toBe('chosen at random');
    // a number beyond what a game number holds is said, not dealt as another number
    await page.getByTestId('seed').fill('5000000000');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('A game number goes up to 4294967295.');
    expect(await page.getByTestId('start-game').isDisabled()).toBe(true);
    await page.getByTestId('seed').fill('4294967295');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByTestId('seed').fill('12ab34');
    expect(await page.getByTestId('seed').inputValue()).toBe('1234');
    await page.getByTestId('seed').blur();
    await shoot(page, 'new-game-4', ['seat-name-0', 'seat-kind-3', 'remove-seat-3', 'start-game', 'cancel-new-game'], ['seed']);

    // another seat's colour: the swatch says whose it is, and choosing it swaps the two colours
    const before1 = await page.getByTestId('seat-colour-1').locator('[aria-checked="true"]').getAttribute('data-testid');
    await page.getByTestId('seat-colour-1').getByRole('radio', { name: /^Green, now Clara’s/ }).click();
    expect(await page.getByTestId('seat-colour-1-green').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId(`seat-colour-2-${before1!.split('-').at(-1)}`).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('start-game').isEnabled()).toBe(true);
    // a name twice (however written): said, Start waits
    const first = await page.getByTestId('seat-name-0').inputValue();
    const second = await page.getByTestId('seat-name-1').inputValue();
    await page.getByTestId('seat-name-0').fill(` ${second.toUpperCase()} `);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('cannot share a name');
    expect(await page.getByTestId('start-game').isDisabled()).toBe(true);
    await shoot(page, 'new-game-problem', ['start-game']);
    await page.getByTestId('remove-seat-2').click();
    await page.getByTestId('seat-name-0').fill(first);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('start-game').isEnabled()).toBe(true);
    expect(await page.getByTestId('seat-start-0').isChecked()).toBe(true); // the starter was removed

    // Esc goes back to the title screen, to the button that opened the dialog
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();
    expect(await focused(page)).toBe('new-game');

    // German: the small switch on the title screen
    await page.getByTestId('locale-de').click();
    await expect.poll(() => page.getByTestId('new-game').textContent()).toContain('Neues Spiel');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await shoot(page, 'menu-first-de', ['new-game', 'locale']);
    await page.getByTestId('new-game').click();
    await page.getByTestId('add-seat').click();
    await page.getByTestId('add-seat').click();
    await page.getByRole('button', { name: 'Erweitert' }).click();
    expect(await page.getByLabel('Spielnummer').count()).toBe(1);
    await page.getByTestId('seat-kind-0').getByRole('radio', { name: 'Computer, schwer' }).click();
    await page.getByTestId('seat-kind-1').getByRole('radio', { name: 'Computer, leicht' }).click();
    expect(await page.getByTestId('seat-kind-note-1').innerText()).toMatch(/Anfänger/);
    await expect.poll(() => page.getByText('Nur Computerspieler').count()).toBe(1);
    await page.getByTestId('seat-name-3').fill('');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('braucht einen Namen');
    await shoot(page, 'new-game-4-de', ['seat-kind-3', 'start-game'], ['seed']);
    await page.getByTestId('cancel-new-game').click();
    await page.getByTestId('main-menu').waitFor();

    // the app's menu (File → New game) with the settings open: the settings close first, so that
    // the new game's dialog is not left under them (one Esc closed both)
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-dialog').waitFor();
    await page.evaluate(() => (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush('menu:command', { command: 'new-game' }));
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('new-game-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();

    // the largest size: the page still does not scroll
    await page.getByTestId('menu-settings').click();
    for (let i = 0; i < 10; i++) await page.getByTestId('settings-scale-up').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('locale-en').click();
    await shoot(page, 'menu-150', ['new-game', 'locale']);
    await page.getByTestId('new-game').click();
    await page.getByTestId('add-seat').click();
    await page.getByTestId('add-seat').click();
    await shoot(page, 'new-game-150', ['start-game']);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 180_000);

  it('the load list: saves as cards with their journeymen, year and date; damaged ones calm; delete asks; the title screen offers Continue', async () => {
    const savesDir = path.join(fx.tmp, 'list', 'saves');
    const full = playGame(SETUP4, [greedyBot, randomBot, greedyBot, randomBot], 3).record.actions;
    const two = playGame(SETUP2, [greedyBot, greedyBot], 5).record.actions;
    const at = (iso: string) => new SaveStore({ dir: savesDir, engine, appVersion: 'e2e', now: () => new Date(iso) });
    await at('2026-11-18T19:05:00Z').write('sonntag', { name: 'Sonntag bei Clara', setup: SETUP4, actions: full });
    await at('2026-11-20T18:30:00Z').write('winterreise', { name: 'Winterreise', setup: SETUP2, actions: two.slice(0, Math.floor(two.length * 0.3)) });
    await at('2026-11-21T20:15:00Z').write('winterreise', { name: 'Winterreise', setup: SETUP2, actions: two.slice(0, Math.floor(two.length * 0.5)) });
    const named = path.join(savesDir, 'winterreise.walz.json');
    const bytes = await fs.readFile(named);
    await fs.writeFile(named, bytes.subarray(0, bytes.length - 300));
    await at('2026-11-22T09:40:00Z').write('abend-in-krinn', { name: 'Abend in Krinn', setup: SETUP4, actions: full.slice(0, Math.floor(full.length * 0.55)) });
    await at('2026-11-23T19:40:00Z').write('autosave', { name: 'Autosave', setup: SETUP2, actions: two.slice(0, 12) });

    const exported = path.join(fx.tmp, 'list', 'exported.walz.json');
    const dialogs = { chooseExportPath: async () => exported, chooseImportPath: async () => null };
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir, { viewport: SIZES[0], services: { dialogs } });
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('main-menu').waitFor();
    // a game to continue: Continue is the big button and says which game
    await expect.poll(() => page.getByTestId('continue').isEnabled()).toBe(true);
    expect(await page.getByTestId('continue').getAttribute('class')).toContain('primary');
    expect(await page.getByTestId('new-game').getAttribute('class')).not.toContain('primary');
    const last = (await page.locator('#menu-last-game').textContent()) ?? '';
    expect(last).toContain('Anna, Bernd');
    expect(last).toContain('Year 1 of 3');
    await shoot(page, 'menu-continue', ['continue', 'new-game', 'locale']);

    await page.getByTestId('load').click();
    await page.getByTestId('load-dialog').waitFor();
    await page.getByTestId('save-sonntag').waitFor();
    const sonntag = (await page.getByTestId('save-sonntag').textContent()) ?? '';
    // (a whole game: over, and said so, not 'The One Day')
    expect(sonntag).toContain('Game over');
    expect(sonntag).toContain('Dieter');
    expect(await page.getByTestId('save-abend-in-krinn').textContent()).toMatch(/Year [23] of 3/);
    expect(await page.getByTestId('save-winterreise').getAttribute('data-status')).toBe('damaged');
    expect(await page.getByTestId('save-problem-winterreise').textContent()).toContain('cut short');
    expect(await page.getByTestId('save-backup-winterreise').textContent()).toMatch(/Older copy from .* actions/);
    // newest first
    const order = await page.locator('li.save').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['save-autosave', 'save-abend-in-krinn', 'save-winterreise', 'save-sonntag']);
    await shoot(page, 'load-list', ['load-autosave', 'replay-abend-in-krinn', 'load-backup-winterreise', 'import-save', 'close-load']);

    // export: the notice above the list pushes the sheet down instead of covering its title
    await page.getByTestId('export-abend-in-krinn').click();
    const notice = page.getByTestId('save-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('exported.walz.json');
    await fs.access(exported);
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await page.locator('#load-title').boundingBox())!;
    expect(titleBox.y).toBeGreaterThan(noticeBox.y + noticeBox.height);
    await shoot(page, 'load-notice', ['load-autosave', 'close-load', 'save-notice-dismiss']);
    await page.getByTestId('save-notice-dismiss').click();
    await notice.waitFor({ state: 'detached' });

    // delete asks first; Esc only closes the question
    await page.getByTestId('delete-sonntag').click();
    const confirm = page.getByTestId('confirm-delete');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Delete “Sonntag bei Clara”?');
    expect(await focused(page)).toBe('confirm-delete-no');
    await shoot(page, 'load-confirm', ['confirm-delete-yes', 'confirm-delete-no']);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('load-dialog').count()).toBe(1);
    expect(await focused(page)).toBe('delete-sonntag');
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await page.getByTestId('confirm-delete-yes').click();
    await page.getByTestId('save-sonntag').waitFor({ state: 'detached' });
    expect((await fs.readdir(savesDir)).some((n) => n.startsWith('sonntag.'))).toBe(false); // every copy
    // said, to a screen reader too; each save's buttons name the save they act on
    await expect.poll(() => page.getByRole('status').filter({ hasText: '“Sonntag bei Clara” was deleted.' }).count()).toBe(1);
    expect(await page.locator('[data-testid^="load-"][aria-describedby]').first().evaluate((b) => document.getElementById(b.getAttribute('aria-describedby')!)?.tagName)).toBe('H3');

    // German
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();
    expect(await focused(page)).toBe('load');
    await page.getByTestId('locale-de').click();
    await page.getByTestId('load').click();
    await page.getByTestId('save-abend-in-krinn').waitFor();
    expect(await page.getByTestId('save-abend-in-krinn').textContent()).toMatch(/Jahr [23] von 3/);
    await shoot(page, 'load-list-de', ['load-autosave', 'close-load']);
    // the largest size: the list scrolls inside, the page does not
    await page.getByTestId('close-load').click();
    await page.getByTestId('menu-settings').click();
    for (let i = 0; i < 10; i++) await page.getByTestId('settings-scale-up').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    // (the language switch: in the smallest window at this size it lies below the menu, scrolled to)
    await shoot(page, 'menu-continue-150-de', ['continue']);
    // at every size the language switch lies clear of the menu's buttons, and is there to scroll to
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByTestId('locale').scrollIntoViewIfNeeded();
      const lang = (await page.getByTestId('locale').boundingBox())!;
      expect(lang.y + lang.height, `${size.width}×${size.height}`).toBeLessThanOrEqual(size.height + 0.5);
      const overlaps = await page.evaluate(() => {
        const r = (el: Element) => el.getBoundingClientRect();
        const lang = r(document.querySelector('[data-testid="locale"]')!);
        return [...document.querySelectorAll('.menu-card button')].filter((b) => {
          const x = r(b);
          return x.left < lang.right && lang.left < x.right && x.top < lang.bottom && lang.top < x.bottom;
        }).map((b) => b.getAttribute('data-testid'));
      });
      expect(overlaps, `${size.width}×${size.height}`).toEqual([]);
    }
    await page.setViewportSize(SIZES[0]);
    await page.getByTestId('load').click();
    await page.getByTestId('save-abend-in-krinn').waitFor();
    await shoot(page, 'load-list-150-de', ['close-load']);
    // a new game begins: the word about the deleted save does not follow it to the table
    expect(await page.getByRole('status').filter({ hasText: 'wurde gelöscht' }).count()).toBe(1);
    await page.getByTestId('close-load').click();
    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('game-screen').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'wurde gelöscht' }).count()).toBe(0);
    expect(app.consoleErrors).toEqual([]);
    await app.close();

    // no saves at all: said in words, with what to do
    const empty = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'empty', 'saves'), { viewport: SIZES[0] });
    await empty.page.emulateMedia({ reducedMotion: 'reduce' });
    await empty.page.getByTestId('load').click();
    await empty.page.getByTestId('no-saves').waitFor();
    await shoot(empty.page, 'load-empty', ['no-saves', 'import-save', 'close-load']);
    expect(empty.consoleErrors).toEqual([]);
    await empty.close();
  }, 180_000);

  it('the page started again after a crash: the title screen says so, once, and Continue takes the game up where it was', async () => {
    const savesDir = path.join(fx.tmp, 'restarted', 'saves');
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, savesDir, { viewport: SIZES[0] });
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:new', { ...SETUP2, seats: SETUP2.seats.map((x) => ({ ...x })) }, trusted)).ok).toBe(true);
    for (let i = 0; i < 5; i++) {
      const state = services.host.getState()!;
      expect(services.host.apply(engine.legalActions(state)[0]! as never).ok).toBe(true);
    }
    await services.autosaver.flush();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // main loads the page again with the hash after a crash
    await page.goto(`${fx.origin}/index.html#restarted`);
    await page.reload();
    const notice = page.getByTestId('save-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('The window had to start again after a fault.');
    expect(new URL(page.url()).hash).toBe('');
    await page.screenshot({ path: path.join(OUT, 'start-restarted-1280.png') });
    await expect.poll(() => page.getByTestId('continue').isEnabled()).toBe(true);
    await page.getByTestId('continue').click();
    await page.getByTestId('game-screen').waitFor();
    await expect.poll(() => page.locator('[data-testid="game-screen"]').getAttribute('data-actions')).toBe('5');
    // said once: the next start of the page has nothing to say
    await page.reload();
    await page.getByTestId('main-menu').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('save-notice').count()).toBe(0);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('File → Save as… from another screen: the table comes up with the save form open', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'save-as', 'saves'), { viewport: SIZES[0] });
    const { page, services } = app;
    const saveAsMenu = () => menuCommand(page, 'save-as');
    await page.getByTestId('main-menu').waitFor();
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:new', { ...SETUP2, seats: SETUP2.seats.map((x) => ({ ...x })) }, trusted)).ok).toBe(true);
    // from the main menu, and again from the statistics: each time the table with the form
    for (const from of ['main-menu', 'stats']) {
      if (from === 'stats') {
        await page.getByTestId('save-cancel').click();
        await page.getByTestId('menu').click();
        await page.getByTestId('menu-stats').click();
        await page.getByTestId('stats-screen').waitFor();
      }
      await saveAsMenu();
      await page.getByTestId('game-screen').waitFor();
      await expect.poll(() => page.getByTestId('save-name').isVisible(), { timeout: 5000 }).toBe(true);
    }
    // and at the table itself
    await page.getByTestId('save-cancel').click();
    await expect.poll(() => page.getByTestId('save-name').count()).toBe(0);
    await saveAsMenu();
    await expect.poll(() => page.getByTestId('save-name').isVisible(), { timeout: 5000 }).toBe(true);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('Edit → Take back my last step: the table\'s undo', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'take-back', 'saves'), { viewport: SIZES[0] });
    const { page, services } = app;
    const takeBack = () => menuCommand(page, 'undo');
    await page.getByTestId('main-menu').waitFor();
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    const seats = [{ ...SETUP2.seats[0]! }, { ...SETUP2.seats[1]!, control: { kind: 'computer', level: 'easy' } }];
    expect((await services.router.handle('game:new', { ...SETUP2, seats }, trusted)).ok).toBe(true);
    await services.autosaver.flush();
    await page.reload();
    await expect.poll(() => page.getByTestId('continue').isEnabled()).toBe(true);
    await page.getByTestId('continue').click();
    const table = page.getByTestId('game-screen');
    await table.waitFor();
    await page.locator('button.action').first().click();
    await expect.poll(() => table.getAttribute('data-actions')).toBe('1');
    await takeBack();
    await expect.poll(() => table.getAttribute('data-actions')).toBe('0');
    // with nothing to take back it does nothing
    await takeBack();
    await page.waitForTimeout(200);
    expect(await table.getAttribute('data-actions')).toBe('0');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('Help → Rules of the game (F1): the rules over the screen at hand, which stays as it was; at the table, the rules of the decision at hand', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'help', 'saves'), { viewport: SIZES[0] });
    const { page, services } = app;
    const helpMenu = () => menuCommand(page, 'rules');
    const rules = page.getByTestId('rules-screen');
    await page.getByTestId('main-menu').waitFor();
    await helpMenu();
    await rules.waitFor();
    await page.getByTestId('rules-close').click();
    await page.getByTestId('main-menu').waitFor();
    // a game to continue later
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    expect((await services.router.handle('game:new', { ...SETUP2, seats: SETUP2.seats.map((x) => ({ ...x })) }, trusted)).ok).toBe(true);
    await services.autosaver.flush();
    // over the statistics, which stay
    await page.getByTestId('menu-stats').click();
    await page.getByTestId('stats-screen').waitFor();
    await helpMenu();
    await rules.waitFor();
    expect(await page.getByTestId('stats-screen').count()).toBe(1);
    await page.getByTestId('rules-close').click();
    await expect.poll(() => rules.count()).toBe(0);
    await page.getByTestId('stats-close').click();
    // over the new-game dialog, whose choices stay as they were
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('new-game').click();
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByTestId('seed').fill('31337');
    await helpMenu();
    await rules.waitFor();
    // Esc closes the rules alone, not the dialog beneath them
    await page.keyboard.press('Escape');
    await expect.poll(() => rules.count()).toBe(0);
    await page.waitForTimeout(100);
    expect(await page.getByTestId('seed').inputValue()).toBe('31337');
    // the dialog given up: back to the title screen it was opened from; Continue takes up the game
    await page.keyboard.press('Escape');
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('continue').click();
    await page.getByTestId('game-screen').waitFor();
    // at the table: the section of the decision (a card to play: walking), over the table, which stays
    await helpMenu();
    await rules.waitFor();
    expect(await rules.getAttribute('data-section')).toBe('walking');
    expect(await page.getByTestId('game-screen').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => rules.count()).toBe(0);
    await page.waitForTimeout(100);
    expect(await page.getByTestId('game-screen').count()).toBe(1);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 60_000);

  it('a fault in the page reaches main’s log: an uncaught error, a rejection', async () => {
    const reports: { kind: string; message: string; where?: string }[] = [];
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'faults', 'saves'), { services: { pageReport: (r) => void reports.push(r) } });
    const { page } = app;
    await page.getByTestId('main-menu').waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a fault for the log');
      }, 0);
      void Promise.reject(new Error('a rejection for the log'));
    });
    await expect.poll(() => reports.map((r) => `${r.kind}: ${r.message}`).sort()).toEqual(['error: Error: a fault for the log', 'rejection: Error: a rejection for the log']);
    expect(reports.find((r) => r.kind === 'error')!.where).toContain('a fault for the log');
    await app.close();
  }, 60_000);

  it('the settings cannot be written: the main menu says so after its language switch, and the warning can be dismissed', async () => {
    const failing = { on: true };
    const dataFs = {
      ...realFs,
      open: (file: string, flags: 'w' | 'r') => (failing.on && flags === 'w' ? Promise.reject(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' })) : realFs.open(file, flags)),
    };
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'ro-settings', 'saves'), { viewport: SIZES[0], services: { dataFs } });
    const { page } = app;
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('locale-de').click();
    const notice = page.getByTestId('menu-settings-notice');
    await notice.waitFor();
    // in the language just chosen, which holds until the app is closed
    expect(await notice.textContent()).toContain('Die Einstellungen konnten nicht gespeichert werden');
    expect(await notice.getAttribute('role')).toBe('status');
    await shoot(page, 'menu-settings-not-saved', ['menu-settings-notice']);
    await notice.getByRole('button').click();
    expect(await page.getByTestId('menu-settings-notice').count()).toBe(0);
    failing.on = false;
    await app.close();
  }, 60_000);
});
