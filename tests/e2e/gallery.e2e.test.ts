/**
 * The table components in Debian Chromium: the gallery page (renderer/gallery) built with vite,
 * served with the app's Content-Security-Policy, screenshotted to out/ui/components-*.png at
 * 1280×800 and 1920×1080 in English and German, and driven by mouse and keyboard: the enlarged
 * card on hover and on focus, picking hand cards by click and number keys, placing a scantling
 * on the tally stick, placing a die, the bundled typefaces under the CSP, reduced motion.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryConfig } from '../../renderer/gallery/vite.config';
import { CHROMIUM, HAVE_CHROMIUM, launch, serveStatic } from './harness';

if (!HAVE_CHROMIUM) console.warn(`gallery e2e: SKIPPED — no Chromium at ${CHROMIUM} (apt-get install -y chromium); no screenshots written`);

const OUT = path.resolve(__dirname, '../../out/ui');
const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const;
const SECTIONS = ['table', 'news', 'companions', 'pieces', 'stick', 'dice', 'art'] as const;
type GalleryWindow = Window & { __gallery: { events(): { name: string; detail: unknown }[] } };

describe.skipIf(!HAVE_CHROMIUM)('table components gallery (Chromium, app CSP)', () => {
  let tmp = '';
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  const errors: string[] = [];

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'walz-gallery-'));
    await build({ ...galleryConfig(path.join(tmp, 'gallery')), configFile: false });
    server = await serveStatic(path.join(tmp, 'gallery'));
    browser = await launch();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  async function open(query: string, width = 1280, height = 800, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.origin}/index.html?${query}`);
    await page.locator('.gallery').waitFor();
    await page.evaluate(() => document.fonts.ready);
    return page;
  }
  const events = (page: Page) => page.evaluate(() => (window as unknown as GalleryWindow).__gallery.events());

  it('loads the bundled Alegreya typefaces under the app CSP (font-src self) without a CSP error', async () => {
    const page = await open('section=news');
    const fonts = await page.evaluate(() => ({
      serif: document.fonts.check('800 16px Alegreya'),
      sans: document.fonts.check('400 16px "Alegreya Sans"'),
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
      title: getComputedStyle(document.querySelector('.tc-title')!).fontFamily,
    }));
    expect(fonts.serif).toBe(true);
    expect(fonts.sans).toBe(true);
    expect(fonts.loaded).toEqual(expect.arrayContaining(['Alegreya 800', 'Alegreya Sans 400']));
    expect(fonts.title).toMatch(/^'?"?Alegreya/);
    await page.close();
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
  });

  for (const lang of ['en', 'de'] as const) {
    for (const [w, h] of SIZES) {
      it(`screenshots every section, ${lang.toUpperCase()} at ${w}×${h}: nothing cut off, no text overflowing`, async () => {
        for (const section of SECTIONS) {
          const page = await open(`section=${section}&lang=${lang}`, w, h);
          await page.waitForTimeout(150);
          const problems = await page.evaluate(() => {
            const out: string[] = [];
            for (const el of document.querySelectorAll<HTMLElement>('.tc-title, .tc-band, .tc-label, .tc-panel-title, .name, .words')) {
              if (el.scrollWidth > el.clientWidth + 1) out.push(`overflow: ${el.className} "${el.textContent?.trim()}"`);
            }
            const vw = document.documentElement.clientWidth;
            for (const el of document.querySelectorAll<HTMLElement>('[data-testid], .tc-card, .fate')) {
              const r = el.getBoundingClientRect();
              if (r.width > 0 && (r.left < 0 || r.right > vw + 0.5)) out.push(`off-screen: ${el.dataset.testid ?? el.className}`);
            }
            return out;
          });
          expect(problems, `${section} ${lang} ${w}`).toEqual([]);
          if (section === 'table') {
            // The table is one screen: everything of it is in view without scrolling.
            const bottom = await page.evaluate(() => document.querySelector('.table-area')!.getBoundingClientRect().bottom);
            expect(bottom).toBeLessThanOrEqual(h);
          }
          await page.screenshot({ path: path.join(OUT, `components-${section}-${lang}-${w}x${h}.png`) });
          await page.close();
        }
      });
    }
  }

  it('German texts on the cards and labels (no English label left)', async () => {
    const page = await open('lang=de');
    const text = (await page.locator('.gallery').textContent()) ?? '';
    for (const de of ['Kerbholz', 'Zum Kennenlernen', 'Erkenntnis', 'Dauerhafter Vorteil', 'Wanderbuch', 'Knobelrunde', 'Hohe Hausnummer', 'Tippelkarte', 'Schicksalsplättchen', 'Thaler'])
      expect(text).toContain(de);
    for (const en of ['Tally stick', 'To encounter', 'Insight', 'Lasting advantage', 'Travelling book', 'Dice game', 'Foot-it card', 'Fate tile', 'Thalers'])
      expect(text).not.toContain(en);
    await page.close();
  });

  for (const [w, h] of SIZES) {
    it(`hovering a card opens its enlarged copy beside it, inside the window (${w}×${h})`, async () => {
      const page = await open('section=news', w, h);
      const card = page.locator('[data-card="news:busch"]').first();
      const small = (await card.boundingBox())!;
      await card.hover();
      const zoom = page.getByTestId('card-zoom');
      await zoom.waitFor();
      await page.waitForTimeout(250);
      const big = (await zoom.boundingBox())!;
      expect(big.width).toBeGreaterThan(small.width * 1.8);
      expect(big.x).toBeGreaterThanOrEqual(0);
      expect(big.y).toBeGreaterThanOrEqual(0);
      expect(big.x + big.width).toBeLessThanOrEqual(w);
      expect(big.y + big.height).toBeLessThanOrEqual(h);
      expect(await zoom.innerText()).toContain('Roll a die and pay as many Thalers as it shows to the Thaler register.');
      // the card's last line stays clear of its frame's bottom corners (its last sentence once ran onto them)
      const clearance = await zoom.locator('.tc-card').first().evaluate((c) => {
        const last = [...c.querySelectorAll('p')].at(-1)!;
        return c.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
      });
      expect(clearance, 'room under the last line').toBeGreaterThanOrEqual(12);
      await page.screenshot({ path: path.join(OUT, `components-zoom-hover-en-${w}x${h}.png`) });
      await page.mouse.move(5, 5);
      await zoom.waitFor({ state: 'detached' });
      await page.close();
    });
  }

  it('keyboard focus opens the enlarged card too, with a visible focus ring (German)', async () => {
    const page = await open('section=companions&lang=de');
    let focused = '';
    for (let i = 0; i < 40 && focused !== 'companion:reiner'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.card ?? '');
    }
    expect(focused).toBe('companion:reiner');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    const zoom = page.getByTestId('card-zoom');
    await zoom.waitFor();
    await page.waitForTimeout(250);
    expect(await zoom.innerText()).toContain('sechseckiges Feld');
    await page.screenshot({ path: path.join(OUT, 'components-zoom-focus-de-1280x800.png') });
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await page.close();
  });

  it('hand of cards: every card shown; pick by click, number key, arrows + Enter; a disabled card does nothing', async () => {
    const page = await open('section=table');
    const slots = page.getByTestId('hand').locator('.slot');
    expect(await slots.count()).toBe(6);
    expect(await slots.evaluateAll((els) => els.map((e) => e.querySelector('[data-value]')?.getAttribute('data-value')))).toEqual(['3', '1', '4', '4', '2', '5']);
    await slots.nth(3).click();
    expect((await events(page)).at(-1)).toEqual({ name: 'select', detail: { index: 3, value: 4 } });
    expect(await slots.nth(3).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('2');
    expect((await events(page)).at(-1)).toEqual({ name: 'select', detail: { index: 1, value: 1 } });
    const before = (await events(page)).length;
    await slots.nth(5).click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await page.keyboard.press('6');
    expect((await events(page)).length).toBe(before);
    await slots.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect((await events(page)).at(-1)).toEqual({ name: 'select', detail: { index: 2, value: 4 } });
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300); // let the lift transitions settle before the picture
    await page.screenshot({ path: path.join(OUT, 'components-hand-focus-en-1280x800.png') });
    await page.close();
  });

  it('tally stick: only the placeable segments are buttons; a click or Enter places the scantling there', async () => {
    const page = await open('section=table');
    const stick = page.getByTestId('tally-stick');
    expect(await stick.locator('button[data-segment]').evaluateAll((els) => els.map((e) => e.getAttribute('data-segment')))).toEqual(['yellow', 'green', 'blue']);
    expect(await stick.locator('[data-segment="red"]').evaluate((e) => e.tagName)).toBe('DIV');
    const blue = stick.locator('[data-segment="blue"]');
    expect(await blue.getAttribute('data-count')).toBe('3');
    await blue.focus();
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(OUT, 'components-tally-focus-en-1280x800.png') });
    await page.keyboard.press('Enter');
    expect((await events(page)).at(-1)).toEqual({ name: 'place', detail: 'blue' });
    expect(await blue.getAttribute('data-count')).toBe('4');
    expect(await stick.locator('button[data-segment]').count()).toBe(0);
    await page.close();
  });

  it('dice board: the free positions of the seat to move are buttons that place the rolled die', async () => {
    const page = await open('section=dice');
    const board = page.getByTestId('dice-board').first();
    const targets = board.locator('button[data-position]');
    expect(await targets.evaluateAll((els) => els.map((e) => e.getAttribute('data-position')))).toEqual(['0', '2']);
    // once the die has settled, the tray says what was rolled, not that a roll is to come
    const rolled = await board.getByTestId('rolled-die').getAttribute('data-value');
    await page.waitForFunction(() => /rolled a \d/.test(document.querySelector('[data-testid="dice-board"] .tray')?.textContent ?? ''), undefined, { timeout: 3000 });
    expect(await board.locator('.tray').textContent()).toContain(`rolled a ${rolled}`);
    await targets.nth(1).click();
    expect((await events(page)).at(-1)).toEqual({ name: 'dice', detail: 2 });
    await page.close();
  });

  it('a rolling die tumbles, and keeps still when the system asks for reduced motion', async () => {
    const moving = await open('section=dice');
    const animated = await moving.getByTestId('demo-rolling').evaluate((e) => e.getAnimations().length);
    await moving.close();
    const still = await open('section=dice', 1280, 800, 'reduce');
    const stillAnimations = await still.getByTestId('demo-rolling').evaluate((e) => e.getAnimations().length);
    const value = await still.getByTestId('demo-rolling').getAttribute('data-value');
    await still.close();
    expect(animated).toBeGreaterThan(0);
    expect(stillAnimations).toBe(0);
    expect(value).toBe('4');
  });

  it('no console errors on any page', () => {
    expect(errors).toEqual([]);
  });
});
