/**
 * A contrast theme of the system (Windows' high contrast; CSS forced colours), emulated in
 * Chromium against the built renderer and the real services. The theme paints the page in its
 * few colours; what it would take away is kept (styles.css): the game's components keep their
 * colours, which are the game's information (a scantling's colour, a journeyman's), and a chosen
 * option (a segmented choice, a kind of player, a switch, the seat that starts) is marked in the
 * theme's highlight. Screenshots: out/ui/contrast-*.png at 1280×800.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { quickSettings, startGame } from './tableDriver';

const OUT = path.resolve('out/ui');

/** The theme's highlight as this page computes it (a probe element painted in the system colour). */
function highlight(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'Highlight';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
/** Whether a colour as getComputedStyle gives it is fully opaque (rgb(...) or rgba(..., 1)). */
const opaque = (colour: string) => /^rgb\(/.test(colour) || /^rgba\(.*,\s*1\)$/.test(colour);
/** The computed background of every element of `selector` inside the page, in document order. */
const backgrounds = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));

describe.skipIf(!HAVE_CHROMIUM)('a contrast theme of the system (forced colours)', () => {
  const fx = useBuiltApp('walz-contrast-');

  it('chosen options are marked in the theme’s highlight; the table’s components keep their colours', async () => {
    mkdirSync(OUT, { recursive: true });
    // two people at one screen: the hot-seat curtain comes up when the game begins
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'contrast'), { viewport: { width: 1280, height: 800 }, services: { curtain: 'auto' } });
    const { page } = app;
    await quickSettings(app);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const hl = await highlight(page);

    // settings: the chosen language and speed, a switch that is on
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-dialog').waitFor();
    expect(await background(page.getByTestId('settings-locale-en'))).toBe(hl);
    expect(await background(page.getByTestId('settings-locale-de'))).not.toBe(hl);
    expect(await background(page.getByTestId('settings-speed-instant'))).toBe(hl);
    expect(await background(page.getByTestId('settings-speed-slow'))).not.toBe(hl);
    await page.screenshot({ path: path.join(OUT, 'contrast-settings-1280x800.png') });
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });

    // the new game: who plays each seat, who starts; the sheet keeps a background of its own
    // (a gradient alone, which the theme drops, would leave it see-through)
    await page.getByTestId('new-game').click();
    await page.getByTestId('new-game-dialog').waitFor();
    expect(opaque(await background(page.locator('.wz-sheet').first()))).toBe(true);
    expect(await background(page.getByTestId('seat-kind-0-human'))).toBe(hl);
    expect(await background(page.getByTestId('seat-kind-0-easy'))).not.toBe(hl);
    const dot = (seat: number) => page.getByTestId(`seat-start-${seat}`).locator('+ .dot');
    expect(await background(dot(0))).toBe(hl);
    expect(await background(dot(1))).not.toBe(hl);
    await page.screenshot({ path: path.join(OUT, 'contrast-new-game-1280x800.png') });
    await page.getByTestId('cancel-new-game').click();

    // the table: the hot-seat curtain covers it wholly (it was a gradient alone: see-through)
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 17);
    const curtain = page.getByTestId('curtain');
    await curtain.waitFor();
    expect(opaque(await background(curtain))).toBe(true);
    await page.screenshot({ path: path.join(OUT, 'contrast-curtain-1280x800.png') });
    await curtain.getByRole('button').click();
    await curtain.waitFor({ state: 'detached' });
    // the prompt on a background of its own
    expect(opaque(await background(page.locator('.prompt-bar')))).toBe(true);

    // scantlings, player marks and the own board as without the theme
    await page.emulateMedia({ forcedColors: 'none' });
    await page.getByTestId('decision').locator('button').first().click();
    // the choices of a walk on backgrounds of their own too
    const option = page.getByTestId('decision').locator('button.opt').first();
    await option.waitFor();
    await page.emulateMedia({ forcedColors: 'active' });
    expect(opaque(await background(option))).toBe(true);
    // the destination being looked at (D goes to the first), marked by more than a border colour
    await page.keyboard.press('d');
    const looked = page.locator('.walk-to.current');
    await expect.poll(() => looked.count()).toBe(1);
    expect(await looked.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineColor])).toEqual(['solid', hl]);
    await page.emulateMedia({ forcedColors: 'none' });
    await page.getByTestId('own-board').waitFor();
    const art = '[data-testid="own-board"] .sc, [data-testid^="player-"] .sc, [data-testid="tally-stick"], [data-testid="log"] .piece';
    const plain = await backgrounds(page, art);
    expect(plain.length).toBeGreaterThan(3);
    const parchment = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--parchment').trim());
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await backgrounds(page, art)).toEqual(plain);
    // the own board's text stays on the table's parchment (the theme would leave it on its dark canvas)
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(parchment.slice(i, i + 2), 16));
    expect(await background(page.getByTestId('own-board'))).toBe(`rgb(${r}, ${g}, ${b})`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, 'contrast-table-1280x800.png') });
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);
});
