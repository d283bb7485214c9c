/**
 * The rules screen in Chromium (under the app's CSP): opens at a section, follows the locale at
 * once, moves through the contents with the arrow keys, closes on Esc, keeps its scrolling to
 * itself, fits every table at 1280×800 — and writes screenshots to out/ui/ for a look.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { rendererConfig } from '../../renderer/vite.config';
import { RULES_DE } from '../../renderer/src/rules/content.de';
import { RULES_EN } from '../../renderer/src/rules/content.en';
import { SECTION_IDS } from '../../renderer/src/rules/types';
import { HAVE_CHROMIUM, useServedBuild, SMALLEST_PAGE } from './harness';

const PREVIEW = fileURLToPath(new URL('../../renderer/rules-preview/', import.meta.url));
const OUT = path.resolve('out/ui');

type Hooks = { closed: number; setLocale(l: 'en' | 'de'): void; setSection(s: string): void };
const hooks = (page: Page) => page.evaluate(() => (window as unknown as { __rules: Hooks }).__rules.closed);
const title = (lang: 'en' | 'de', id: string) => (lang === 'en' ? RULES_EN : RULES_DE).find((s) => s.id === id)!.title;

describe.skipIf(!HAVE_CHROMIUM)('e2e: the rules screen', () => {
  const fx = useServedBuild('walz-rules-e2e-', async (tmp) => {
    const root = path.join(tmp, 'preview');
    await viteBuild({
      ...rendererConfig,
      root: PREVIEW,
      configFile: false,
      logLevel: 'warn',
      build: { ...rendererConfig.build, outDir: root, emptyOutDir: true, rollupOptions: { input: path.join(PREVIEW, 'index.html') } },
    });
    mkdirSync(path.join(OUT, 'all'), { recursive: true });
    return { root };
  });

  async function open(query: string, width: number, height: number): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await fx.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fx.origin}/index.html?${query}`);
    await page.getByTestId('rules-screen').waitFor();
    await page.evaluate(() => document.fonts.ready);
    return { page, errors, close: () => context.close() };
  }

  const heading = (page: Page) => page.locator('.rules-heading').innerText();
  const shownSection = (page: Page) => page.getByTestId('rules-screen').getAttribute('data-section');

  it('English at 1280×800: opens at the section, keys move through the contents, Esc closes', async () => {
    const { page, errors, close } = await open('lang=en&section=yearEnd', 1280, 800);
    expect(await shownSection(page)).toBe('yearEnd');
    expect(await heading(page)).toBe(title('en', 'yearEnd'));
    expect(await page.evaluate(() => document.fonts.check('18px Alegreya') && document.fonts.check('16px "Alegreya Sans"'))).toBe(true);

    // the page itself never scrolls; the text pane does
    const scroll = await page.evaluate(() => {
      const article = document.querySelector<HTMLElement>('.rules-article')!;
      return { page: document.scrollingElement!.scrollHeight - innerHeight, article: article.scrollHeight - article.clientHeight };
    });
    expect(scroll.page).toBeLessThanOrEqual(0);
    expect(scroll.article).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(OUT, 'rules-en.png') });
    await page.locator('.rules-article').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.screenshot({ path: path.join(OUT, 'rules-en-end.png') });

    // the current contents entry has the focus; arrows, Home and End move and open sections
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.section)).toBe('yearEnd');
    await page.keyboard.press('ArrowDown');
    expect(await shownSection(page)).toBe('final');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.section)).toBe('final');
    await page.keyboard.press('End');
    expect(await shownSection(page)).toBe('glossary');
    await page.keyboard.press('Home');
    expect(await shownSection(page)).toBe('aim');
    await page.keyboard.press('ArrowUp');
    expect(await shownSection(page)).toBe('aim');
    expect(await heading(page)).toBe(title('en', 'aim'));

    // a link in the text opens its section; "Next" goes on
    await page.locator('.rules-article a.xref[data-section="yearEnd"]').first().click();
    expect(await shownSection(page)).toBe('yearEnd');
    await page.getByTestId('rules-next').click();
    expect(await shownSection(page)).toBe('final');

    // the language follows the locale at once
    await page.evaluate(() => (window as unknown as { __rules: Hooks }).__rules.setLocale('de'));
    await expect.poll(() => heading(page)).toBe(title('de', 'final'));
    expect(await page.locator('.rules-toc button').first().innerText()).toContain(title('de', 'aim'));

    // a new section prop is followed
    await page.evaluate(() => (window as unknown as { __rules: Hooks }).__rules.setSection('companionOffer'));
    await expect.poll(() => shownSection(page)).toBe('hostel');

    expect(await hooks(page)).toBe(0);
    await page.keyboard.press('Escape');
    expect(await hooks(page)).toBe(1);
    await page.getByTestId('rules-close').click();
    expect(await hooks(page)).toBe(2);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('German at 1280×800: every section fits — no table or text wider than its pane', async () => {
    const { page, errors, close } = await open('lang=de&section=yearEnd', 1280, 800);
    expect(await heading(page)).toBe(title('de', 'yearEnd'));
    await page.screenshot({ path: path.join(OUT, 'rules-de.png') });
    for (const lang of ['de', 'en'] as const) {
      await page.evaluate((l) => (window as unknown as { __rules: Hooks }).__rules.setLocale(l), lang);
      // all 21 contents entries fit the pane at 1280×800: no scrolling needed to see them
      await expect.poll(() => page.locator('.rules-toc button').first().innerText()).toContain(title(lang, 'aim'));
      expect(await page.evaluate(() => ((t) => t.scrollHeight - t.clientHeight)(document.querySelector('.rules-toc')!)), lang).toBeLessThanOrEqual(0);
      for (const id of SECTION_IDS) {
        await page.locator(`.rules-toc button[data-section="${id}"]`).click();
        await expect.poll(() => heading(page)).toBe(title(lang, id));
        const overflow = await page.evaluate(() => {
          const wide = (el: Element) => el.scrollWidth - el.clientWidth;
          const article = document.querySelector('.rules-article')!;
          return Math.max(wide(article), ...[...document.querySelectorAll('.rules-article .table-wrap')].map(wide));
        });
        expect(overflow, `${lang}/${id}`).toBeLessThanOrEqual(1);
        if (lang === 'de' && (id === 'hostel' || id === 'news' || id === 'glossary')) await page.screenshot({ path: path.join(OUT, `rules-de-${id}.png`) });
        // WALZ_RULES_SHOTS=1: every section in both languages, for proofreading the layout
        if (process.env.WALZ_RULES_SHOTS) await page.screenshot({ path: path.join(OUT, 'all', `${lang}-${String(SECTION_IDS.indexOf(id) + 1).padStart(2, '0')}-${id}.png`), fullPage: false });
      }
    }
    // the contents list fits the pane at this size without a horizontal scrollbar
    expect(await page.evaluate(() => ((t) => t.scrollWidth - t.clientWidth)(document.querySelector('.rules-toc')!))).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('German at 960×590, the window at its smallest: no text or table wider than its pane', async () => {
    const { page, errors, close } = await open('lang=de&section=hostel', SMALLEST_PAGE.width, SMALLEST_PAGE.height);
    expect(await heading(page)).toBe(title('de', 'hostel'));
    await page.screenshot({ path: path.join(OUT, 'rules-de-960.png') });
    for (const id of SECTION_IDS) {
      await page.locator(`.rules-toc button[data-section="${id}"]`).click();
      await expect.poll(() => heading(page)).toBe(title('de', id));
      const overflow = await page.evaluate(() => {
        const wide = (el: Element) => el.scrollWidth - el.clientWidth;
        return Math.max(wide(document.querySelector('.rules-article')!), wide(document.querySelector('.rules-toc')!), ...[...document.querySelectorAll('.rules-article .table-wrap')].map(wide));
      });
      expect(overflow, id).toBeLessThanOrEqual(1);
      if (id === 'news') await page.screenshot({ path: path.join(OUT, 'rules-de-960-news.png') });
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('English at 1920×1080', async () => {
    const { page, errors, close } = await open('lang=en&section=hostel', 1920, 1080);
    expect(await heading(page)).toBe(title('en', 'hostel'));
    await page.screenshot({ path: path.join(OUT, 'rules-en-1920.png') });
    await page.locator('.rules-toc button[data-section="news"]').click();
    await page.screenshot({ path: path.join(OUT, 'rules-en-1920-news.png') });
    expect(errors).toEqual([]);
    await close();
  }, 60_000);
});
