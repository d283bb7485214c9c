/**
 * Every decision of the game table, photographed: the table is shown real positions (bots'
 * games, and rare ones made from a real position), as a loaded game would be, and each is
 * written to out/ui/table-<name>.png at 1280×800 (the whole table also at 1920×1080, a few in
 * German). Each shot also checks the visible text for internal ids and engine names, and that
 * the board frames its landscape tightly with the stacks' legend beside it (expectFramed).
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { legalActions, viewFor, type GameState } from '../../shared/engine';
import { promptFor } from '../../shared/decisions';
import { hostRoutes } from '../../shared/decisions/testGames';
import { render } from '../../renderer/src/i18n/table-testkit';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp, type AppPage, SMALLEST_PAGE } from './harness';
import { findScenes, madeUpScenes, type Scene } from './tableScenes';
import { startGame, visibleProblems } from './tableDriver';
import { clippedFocusRing } from './focusRing';

const OUT = path.resolve(__dirname, '../../out/ui');
if (!HAVE_CHROMIUM) console.warn(`table screenshots: SKIPPED — no Chromium at ${CHROMIUM}`);

function titleOf(state: GameState, locale: 'en' | 'de'): string {
  const legal = legalActions(state);
  const seat = legal.some((a) => a.player === state.turn.player) ? state.turn.player : (legal[0]?.player ?? state.turn.player);
  const prompt = promptFor(viewFor(state, seat), legal.filter((a) => a.player === seat), { routes: hostRoutes(state, seat, legal) });
  return render(prompt.title, locale);
}

async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main.table-screen[data-busy="false"]').count(), { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
  await page.evaluate(() => document.fonts.ready);
}

/** Shows a scene on the table (main adopts the position) and waits until the table says its prompt. */
async function show(app: AppPage, scene: Scene, locale: 'en' | 'de' = 'en'): Promise<void> {
  const { page, services } = app;
  services.host.adopt(scene.setup as never, scene.actions as never, scene.state as never);
  const title = titleOf(scene.state, locale);
  await expect.poll(() => page.locator('#prompt-title').textContent(), { timeout: 10_000 }).toBe(title);
  // a scoring of another game's year may come up when positions are switched: put it away
  for (let i = 0; i < 3 && (await page.getByRole('button', { name: /^(Continue|Weiter)$/ }).count()) > 0; i++) await page.getByRole('button', { name: /^(Continue|Weiter)$/ }).click();
  if ((await page.getByRole('button', { name: /^(Back to the table|Zurück zum Tisch)$/ }).count()) > 0) await page.getByRole('button', { name: /^(Back to the table|Zurück zum Tisch)$/ }).click();
  await settle(page);
}

type Framing = { width: number; height: number; box: { x0: number; y0: number; x1: number; y1: number }; legend: unknown; legendCovers: number };

/**
 * The board as the table frames it: the landscape's picture fills ≥ 80 % of the board canvas's
 * width or height, none of it cut off, the stacks' legend in a corner covering no tile nor ghost
 * position, its words at least 12 px.
 */
async function expectFramed(page: Page, name: string): Promise<void> {
  const f = await page.evaluate(() => (window as unknown as { __walzBoard(): { framing(): Framing } | null }).__walzBoard()?.framing() ?? null);
  if (!f) return; // no board on this screen
  const fill = Math.max((f.box.x1 - f.box.x0) / f.width, (f.box.y1 - f.box.y0) / f.height);
  expect(fill, `${name}: the landscape fills ${Math.round(fill * 100)} % of the board`).toBeGreaterThanOrEqual(0.8);
  expect(f.box.x0, name).toBeGreaterThanOrEqual(-0.5);
  expect(f.box.y0, name).toBeGreaterThanOrEqual(-0.5);
  expect(f.box.x1, name).toBeLessThanOrEqual(f.width + 0.5);
  expect(f.box.y1, name).toBeLessThanOrEqual(f.height + 0.5);
  expect(f.legend, name).not.toBeNull();
  expect(f.legendCovers, `${name}: the stacks' legend covers no tile`).toBe(0);
  const px = await page.locator('[data-testid="board-stacks"] .name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(px, name).toBeGreaterThanOrEqual(12);
}

/**
 * Parts of the side columns that stick out of them. The columns clip sideways (overflow-x
 * hidden), so a part too wide for its column would be cut off without a scrollbar to show it.
 */
async function clippedInColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const col of document.querySelectorAll<HTMLElement>('.table-screen > aside')) {
      const c = col.getBoundingClientRect();
      for (const el of col.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).position === 'fixed') continue;
        if (r.right > c.right + 0.5 || r.left < c.left - 0.5) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(c.left)}–${Math.round(c.right)})`);
      }
    }
    return out.slice(0, 5);
  });
}

/** Choices of the decision pane that lie (partly) beyond its left or right edge: reachable only by scrolling sideways, which nothing shows. */
async function choicesOffTheSide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pane = document.querySelector<HTMLElement>('[data-testid="decision"]');
    if (!pane) return [];
    const c = pane.getBoundingClientRect();
    const out: string[] = [];
    for (const b of pane.querySelectorAll<HTMLElement>('button')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > c.right + 0.5 || r.left < c.left - 0.5) out.push(`"${(b.textContent ?? '').trim().slice(0, 40)}" (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(c.left)}–${Math.round(c.right)})`);
    }
    return out.slice(0, 5);
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  // the table itself never scrolls: an option scrolled into view (by hovering, by focus) moves only its own list
  expect(await page.locator('main.table-screen').evaluate((el) => [el.scrollTop, el.scrollLeft]), `${name}: the whole table scrolled`).toEqual([0, 0]);
  expect(await visibleProblems(page), name).toEqual([]);
  expect(await clippedInColumns(page), `${name}: cut off at the side of a column`).toEqual([]);
  expect(await choicesOffTheSide(page), `${name}: a choice beyond the side of the decision pane`).toEqual([]);
  expect(await clippedFocusRing(page), `${name}: the focused choice or its ring cut off`).toBeNull();
  await page.screenshot({ path: path.join(OUT, `table-${name}.png`) });
}

/**
 * A turn's other choices reached one by one with the keyboard's focus (in the smallest window):
 * those not in sight when focused (a choice taller than its list is seen from its top), and
 * "End your turn" whenever it is not in sight beside them.
 */
async function turnChoicesOutOfSight(page: Page): Promise<string[]> {
  const buttons = page.locator('.turn .others button');
  const out: string[] = [];
  // a key press first: focus moved by script then shows as keyboard focus (:focus-visible)
  await page.keyboard.press('Shift');
  for (let i = 0; i < (await buttons.count()); i++) {
    await buttons.nth(i).focus();
    // the list settles the choice in the frame after the focus (scrollHint.ts)
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    if (!(await buttons.nth(i).evaluate((el) => el.matches(':focus-visible')))) out.push(`choice ${i + 1} not shown as focused`);
    const cut = await clippedFocusRing(page);
    if (cut) out.push(cut);
    // a label at the list's top edge is not under the edge's fade
    const faded = await buttons.nth(i).evaluate((el) => {
      const list = el.closest('.list');
      if (!list || !list.classList.contains('more-above') || list.classList.contains('shows-top')) return false;
      return el.getBoundingClientRect().top - list.getBoundingClientRect().top < parseFloat(getComputedStyle(document.documentElement).fontSize) * 1.6;
    });
    if (faded) out.push(`choice ${i + 1}: its label under the list's top fade`);
    const end = page.locator('.turn .others .end button').first();
    if ((await end.count()) > 0 && !(await end.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    }))) out.push(`End your turn out of sight beside choice ${i + 1}`);
  }
  return out;
}

/** A few scenes are worth a second look: a destination previewed, a ghost turned. */
async function stage(page: Page, name: string): Promise<void> {
  if (name === 'walk') {
    await page.keyboard.press('d');
    await page.keyboard.press('d');
  }
  if (name === 'walk-fate') {
    // go through the destinations until the one with a fate tile is previewed
    for (let i = 0; i < 80 && (await page.getByRole('img', { name: /^Fate tile/ }).count()) === 0; i++) await page.keyboard.press('d');
    // its sentences run on below the tile; where they do not fit the pane, its lower edge fades (there is more)
    const body = page.getByTestId('preview-body');
    await settle(page);
    const { cut, cls, under } = await body.evaluate((el) => {
      const tile = el.querySelector('.pv-fate')!.getBoundingClientRect();
      const items = [...el.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
      return { cut: el.scrollHeight > el.clientHeight + 2, cls: el.className, under: items.some((r) => r.top >= tile.bottom - 1 && r.right > tile.left + 4) };
    });
    if (cut) expect(cls).toMatch(/more-below/);
    else expect(under, 'the sentences below the fate tile take the pane\'s whole width').toBe(true);
  }
  if (name === 'scoutPlace') await page.keyboard.press('r');
  if (name === 'development' || name === 'power-ingolf' || name === 'power-jim' || name === 'power-wolf' || name === 'scout-pay' || name === 'rescue' || name === 'extend') {
    // the preview of the first power, scouting or extension option
    const pick = page.getByRole('button', { name: /Use |Ingolf|Jim|Wolf|token|Fiete|Extend|Belittle/ }).first();
    if ((await pick.count()) > 0) await pick.hover();
  }
  await settle(page);
}

describe.skipIf(!HAVE_CHROMIUM)('the game table, photographed (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-table-shots-');

  it('shows every decision kind readably at 1280×800, the table at 1920×1080, German too', async () => {
    mkdirSync(OUT, { recursive: true });
    const { scenes, yearEnd, final } = findScenes();
    const made = madeUpScenes();
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'shots'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await services.settings.set({ animationSpeed: 'instant', firstGameTips: false });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    const shot: string[] = [];
    let cardWidth1280 = 0;

    for (const scene of [...scenes, ...made]) {
      await show(app, scene);
      await stage(page, scene.name);
      await shoot(page, scene.name);
      await expectFramed(page, scene.name);
      if ((await page.locator('.turn .others .list').count()) > 0) {
        await page.setViewportSize(SMALLEST_PAGE);
        await settle(page);
        expect(await turnChoicesOutOfSight(page), `${scene.name} at 960×590: a choice of the turn out of sight when focused`).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        await settle(page);
      }
      // the hand to play from: every card in sight, none behind a sideways scroll
      if (scene.name.startsWith('playCard')) {
        const hidden = await page.locator('.play-card .cards').evaluate((row) => row.scrollWidth - row.clientWidth);
        expect(hidden, `${scene.name}: the hand is cut off by ${hidden} px`).toBeLessThanOrEqual(0);
        if (scene.name === 'playCard') cardWidth1280 = await page.locator('.play-card .tc-card').first().evaluate((c) => c.getBoundingClientRect().width);
      }
      shot.push(scene.name);
    }

    // the year-end scoring and the final scoring as they happen, then the table after the game
    for (const sc of [yearEnd, final]) {
      if (!sc) continue;
      await show(app, sc);
      services.host.apply(sc.then as never);
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await shoot(page, sc.name);
      shot.push(sc.name);
      // counted, the year's outcome (Stenz card, hat, next start player) is in the live caption too
      if (sc === yearEnd) {
        const seen = (await page.getByTestId('scoring-outcome').innerText()).replace(/\s+/g, ' ').trim();
        await expect.poll(async () => ((await page.getByTestId('scoring-outcome-spoken').textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(seen);
      }
    }
    if (final) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Back to the table' }).waitFor();
      await shoot(page, 'final');
      await page.getByRole('button', { name: 'Back to the table' }).click();
      await settle(page);
      await shoot(page, 'gameOver');
      shot.push('final', 'gameOver');
      // the standings at a glance, the winners main names first
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="over-standing-"]')].map((li) => ({ win: li.classList.contains('win'), vp: Number(/(\d+) VP/.exec(li.textContent ?? '')?.[1]) })),
      );
      const winners = rows.map((r) => r.win);
      const vps = rows.filter((r) => !r.win).map((r) => r.vp);
      expect(vps.every((vp, i) => Number.isInteger(vp) && (i === 0 || vp <= vps[i - 1]!))).toBe(true);
      expect(winners.length).toBeGreaterThanOrEqual(2);
      expect(winners[0]).toBe(true);
      expect(winners.indexOf(false)).toBeGreaterThan(0);
      expect(winners.slice(winners.indexOf(false)).every((w) => !w)).toBe(true);
      // each journeyman marked by their piece's shape, as everywhere at the table (not by a dot of colour alone)
      expect(await page.locator('[data-testid^="over-standing-"] svg.piece').count()).toBe(rows.length);
      // and in the smallest window, every journeyman's line whole
      await page.setViewportSize(SMALLEST_PAGE);
      await settle(page);
      await shoot(page, 'gameOver-960x590');
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid^="over-standing-"] > *')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(cut, 'standings cut off at 960×590').toEqual([]);
      const scrolls = await page.locator('.standings').evaluate((ol) => ol.scrollHeight > ol.clientHeight + 1);
      expect(scrolls, 'every journeyman in sight at 960×590').toBe(false);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // "What would the computer do?": the suggestion and its reason, the person still decides
    const walk = scenes.find((s) => s.name === 'walk')!;
    await show(app, walk);
    await page.getByRole('button', { name: 'What would the computer do?' }).click();
    await expect.poll(() => page.locator('[data-hinted]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // the suggestion has the keyboard focus; a walk's is the place it heads for, with its route previewed
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-hinted') ?? false)).toBe(true);
    const routeShown = () => page.getByText(/^Walk to /).count();
    const hintedWalk = async () => (await page.locator('.walk-to[data-hinted]').count()) > 0;
    if (await hintedWalk()) await expect.poll(routeShown).toBeGreaterThan(0);
    // and it is in sight: scrolled into its list when it stands low there
    const inSight = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-hinted]');
        const box = el?.closest('section')?.getBoundingClientRect();
        const r = el?.getBoundingClientRect();
        return !!r && !!box && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      });
    await expect.poll(inSight).toBe(true);
    await shoot(page, 'hint');
    // asked again while the table has put the focus on that place already (Esc drops the route and
    // returns the focus to the suggestion): the route is shown again all the same
    if (await hintedWalk()) {
      await page.keyboard.press('Escape');
      await expect.poll(routeShown).toBe(0);
      await page.getByRole('button', { name: 'What would the computer do?' }).click();
      await settle(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-hinted') ?? false)).toBe(true);
      if (await hintedWalk()) await expect.poll(routeShown).toBeGreaterThan(0);
    }

    // a first-game tip, and the rules at this decision
    await services.settings.set({ firstGameTips: true });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    await show(app, walk);
    await expect(page.getByRole('note').first().isVisible()).resolves.toBe(true);
    await shoot(page, 'tip');
    // in the dice game the tip goes beside the decision, never over the dice board (at the window's smallest too)
    const diceRoll = scenes.find((sc) => sc.name === 'dice-roll');
    if (diceRoll) {
      await show(app, diceRoll);
      await expect(page.locator('[data-testid="decision"] [role="note"]').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-testid="board-mount"] [role="note"]').count()).resolves.toBe(0);
      // the keyboard focus is on the choice, not on the tip's button
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Roll the die');
      await shoot(page, 'tip-dice');
      await page.setViewportSize(SMALLEST_PAGE);
      await settle(page);
      await shoot(page, 'tip-dice-960x590');
      await page.setViewportSize({ width: 1280, height: 800 });
      await show(app, walk);
    }
    await page.getByRole('button', { name: 'Rules for this decision' }).click();
    // the rules screen's own heading (the table has level-2 headings of its own), then Esc closes it
    const contents = page.getByRole('heading', { level: 2, name: 'Contents', exact: true });
    await contents.waitFor();
    await page.keyboard.press('Escape');
    await contents.waitFor({ state: 'detached' });
    // the table reads its settings when it starts: the tips go with a fresh start
    await services.settings.set({ firstGameTips: false });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);

    // the whole table at 1920×1080 (four journeymen), and German
    const wide = scenes.find((s) => s.name === 'dice-other-seat') ?? walk;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await show(app, walk);
    await stage(page, 'walk');
    await shoot(page, 'full-1920x1080');
    await expectFramed(page, 'full-1920x1080');
    await show(app, wide);
    await shoot(page, 'dice-1920x1080');
    // a whole hand to play from: larger cards where the pane has the room, every one still in sight
    const handScene = scenes.find((s) => s.name === 'playCard');
    if (handScene) {
      await show(app, handScene);
      await shoot(page, 'playCard-1920x1080');
      const row = page.locator('.play-card .cards');
      expect(await row.locator('.tc-card').count()).toBeGreaterThanOrEqual(5);
      expect(await row.evaluate((r) => r.scrollWidth - r.clientWidth), 'the hand cut off at 1920×1080').toBeLessThanOrEqual(0);
      const wideCard = await row.locator('.tc-card').first().evaluate((c) => c.getBoundingClientRect().width);
      expect(wideCard, 'the cards drawn larger at 1920×1080 than at 1280×800').toBeGreaterThan(cardWidth1280 * 1.2);
    }
    // large screens at 100 % (27-inch 2560×1440, ultra-wide 3440×1440), where the table grows with the window, as a
    // 1920×1080 one a third larger; common laptop screens (1280×720: 1920×1080 at 150 %); and the window at its
    // smallest (main's minWidth × minHeight less its title and menu bars)
    for (const [width, height] of [[2560, 1440], [3440, 1440], [1366, 768], [1280, 720], [SMALLEST_PAGE.width, SMALLEST_PAGE.height]] as const) {
      await page.setViewportSize({ width, height });
      await show(app, walk);
      await stage(page, 'walk');
      await shoot(page, `full-${width}x${height}`);
      await expectFramed(page, `full-${width}x${height}`);
      if (width > 1920) {
        expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)), `${width}×${height}: grown by a third`).toBeCloseTo(21.28, 1);
        expect(await clippedInColumns(page), `${width}×${height}`).toEqual([]);
      }
      await show(app, wide);
      await shoot(page, `dice-${width}x${height}`);
      // the stacks' legend never peeks out from behind the dice game's board: beside it, or not shown
      const overlap = await page.evaluate(() => {
        const legend = document.querySelector('[data-testid="board-stacks"]');
        const dice = document.querySelector('.dice-overlay');
        if (!legend || !dice || getComputedStyle(legend).visibility === 'hidden') return false;
        const a = legend.getBoundingClientRect();
        const b = dice.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(overlap, `${width}×${height}: the stacks' legend behind the dice board`).toBe(false);
      // a dice board cut off by a small window says there is more below
      const cut = await page.locator('.dice-overlay').evaluate((el) => ({ more: el.scrollHeight > el.clientHeight + 2, faded: el.classList.contains('more-below') }));
      expect(cut.faded, `${width}×${height}: the dice board's cut edge`).toBe(cut.more);
    }
    // the settings' largest type (150 %) on a 1920×1080 screen
    await services.settings.set({ uiScale: 150 });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await show(app, walk);
    await stage(page, 'walk');
    await shoot(page, 'full-150-1920x1080');
    await expectFramed(page, 'full-150-1920x1080');
    // in a 1280×800 window the table has room for 108 % only: it uses that, and the settings say so
    await page.setViewportSize({ width: 1280, height: 800 });
    await show(app, walk);
    await stage(page, 'walk');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('17.28px');
    await shoot(page, 'full-150-1280x800');
    await expectFramed(page, 'full-150-1280x800');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect.poll(() => page.getByTestId('settings-scale-table').textContent()).toContain('108%');
    await page.screenshot({ path: path.join(OUT, 'table-settings-150-1280x800.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await services.settings.set({ uiScale: 100 });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    await page.setViewportSize({ width: 1280, height: 800 });
    // German, chosen in the settings from the table
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const name of ['walk', 'encounter', 'companionOffer', 'dice-place', 'scoutPlace']) {
      const scene = scenes.find((s) => s.name === name);
      if (!scene) continue;
      await show(app, scene, 'de');
      await stage(page, name);
      await shoot(page, `de-${name}`);
      // the own board's headings fit their columns in German's longer words (none runs into the next)
      const over = await page.getByTestId('own-board').locator('h3').evaluateAll((hs) => hs.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent));
      expect(over, name).toEqual([]);
      if (name === 'walk') {
        // the walk list is longer than its pane here: its lower edge fades (there is more); at
        // its end the upper edge does instead
        const list = page.locator('section.walk');
        await expect.poll(() => list.getAttribute('class'), { timeout: 5000 }).toMatch(/more-below/);
        expect(await list.getAttribute('class')).not.toMatch(/more-above/);
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        await expect.poll(() => list.getAttribute('class'), { timeout: 5000 }).toMatch(/more-above/);
        expect(await list.getAttribute('class')).not.toMatch(/more-below/);
        await list.evaluate((el) => el.scrollTo({ top: 0 }));
      }
    }
    // German's longer words at the window's smallest
    await page.setViewportSize(SMALLEST_PAGE);
    for (const name of ['walk', 'encounter', 'companionOffer']) {
      const scene = scenes.find((s) => s.name === name);
      if (!scene) continue;
      await show(app, scene, 'de');
      await stage(page, name);
      await shoot(page, `de-${name}-960x590`);
    }
    if (final) {
      // the results' four ways on, in German's longer words, side by side and whole
      await show(app, final, 'de');
      services.host.apply(final.then as never);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByTestId('final-replay').waitFor();
      await settle(page);
      await shoot(page, 'de-final-960x590');
      const ways = await page.evaluate(() =>
        ['final-close', 'final-new-game', 'final-menu', 'final-replay'].map((id) => {
          const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
          const r = el.getBoundingClientRect();
          return { id, top: Math.round(r.top), whole: el.scrollWidth <= el.clientWidth + 1 && r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
        }),
      );
      expect(ways.filter((w) => !w.whole), 'cut off at 960×590 in German').toEqual([]);
      expect(new Set(ways.map((w) => w.top)).size, 'on one line').toBe(1);
      await page.getByRole('button', { name: 'Zurück zum Tisch' }).click();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await services.settings.set({ locale: 'en' });

    console.log(`table screenshots: ${shot.length} decisions — ${shot.join(', ')}`);
    // every kind of decision the issue names was reached
    for (const must of ['playCard', 'walk', 'extend', 'scoutPlace', 'scoutRetry', 'useSpace-inn', 'useSpace-hostel', 'useSpace-townhall', 'news-reward', 'encounter', 'companionOffer', 'oldCompanion', 'diceSetup', 'dice-roll', 'dice-place', 'chooseLeisure', 'placeWhite', 'carriage', 'endTurn', 'rescue', 'scout-pay', 'power-ingolf', 'power-jim', 'power-wolf', 'keepRoll-wage', 'scoring-year', 'scoring-final']) {
      expect(shot, must).toContain(must);
    }
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 600_000);

  it("the hint marks, names and focuses the computer's choice in every kind of decision: a card, a bet, a leisure card, a die's place and a scantling's segment (marked on the dice board and the tally stick as well), and a piece's place (shown on the board)", async () => {
    mkdirSync(OUT, { recursive: true });
    const { scenes } = findScenes();
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'hints'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await services.settings.set({ animationSpeed: 'instant', firstGameTips: false });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 1);
    for (const name of ['playCard', 'diceSetup', 'chooseLeisure', 'dice-place', 'placeWhite', 'scoutPlace']) {
      const scene = scenes.find((x) => x.name === name);
      expect(scene, name).toBeDefined();
      await show(app, scene!);
      await page.keyboard.press('h');
      await expect.poll(() => page.locator('[data-hinted]').count(), { timeout: 30_000 }).toBe(1);
      const hinted = page.locator('[data-hinted]');
      // marked in words, not by colour alone, and focused (a screen reader hears it as the suggestion)
      await expect(hinted.getByText('suggested', { exact: true }).isVisible(), name).resolves.toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-hinted') ?? false), { timeout: 5_000 }).toBe(true);
      expect(await hinted.evaluate((el) => `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`), name).toMatch(/suggested/);
      await expect(page.getByTestId('hint-reason').isVisible(), name).resolves.toBe(true);
      if (name === 'scoutPlace') expect(await hinted.getAttribute('data-type')).toBe('placePiece');
      // a die's place and a scantling's segment are marked where they are taken as well, in words
      // (the computers' seed is fixed: these scenes' hints are a place and a segment)
      const where = name === 'dice-place' ? page.getByTestId('dice-board') : name === 'placeWhite' ? page.getByTestId('tally-stick') : null;
      if (where) {
        const mark = where.locator('[data-hint-mark]');
        await expect.poll(() => mark.count(), { message: name }).toBe(1);
        expect(await mark.getAttribute('aria-label'), name).toMatch(/\(suggested\)$/);
        if (name === 'dice-place') {
          // the cell marked is the place the suggested option names
          const place = ['hundreds', 'tens', 'units'][Number(await mark.getAttribute('data-position'))]!;
          expect(await hinted.textContent(), name).toContain(`in the ${place} place`);
          expect(await page.getByTestId('dice-hint').textContent(), name).toBe(`Suggested: the ${place} place`);
        } else {
          await expect(mark.getByText('suggested').isVisible(), name).resolves.toBe(true);
          const seg = ({ kk: 'K+K', red: 'Experience', blue: 'Sociability', green: 'Luck', yellow: 'Knowledge' } as Record<string, string>)[(await mark.getAttribute('data-segment')) ?? '']!;
          expect(await hinted.textContent(), name).toContain(seg);
        }
      }
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `table-hint-${name}.png`) });
      if (name === 'scoutPlace') {
        // its place is marked in the list of places too; the piece turned away, then asked again: shown again
        await expect(page.locator('.grp.hinted').getByText('suggested', { exact: true }).isVisible()).resolves.toBe(true);
        await page.keyboard.press('r');
        await expect.poll(() => page.locator('[data-hinted]').count()).toBe(0);
        await page.keyboard.press('h');
        await expect.poll(() => page.locator('[data-hinted]').count(), { timeout: 30_000 }).toBe(1);
        await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-hinted') ?? false), { timeout: 5_000 }).toBe(true);
      }
      await page.keyboard.press('Escape');
    }
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 180_000);

  it('hot seat: the curtain hides every private fact until the next person confirms; a computer is shown thinking', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'curtain'), { viewport: { width: 1280, height: 800 }, services: { curtain: 'auto' } });
    const { page, services } = app;
    await services.settings.set({ animationSpeed: 'slow', firstGameTips: false });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }, { name: 'Clara', kind: 'easy' }], 5);
    const curtain = page.getByRole('dialog', { name: /Pass the screen to/ });
    await curtain.waitFor();
    // nothing private on the table behind it: no foot-it card face is in the page
    expect(await page.locator('[data-value]').count()).toBe(0);
    await shoot(page, 'curtain');
    await curtain.getByRole('button').click();
    await expect.poll(() => page.locator('[data-value]').count()).toBeGreaterThan(0);
    // play Anna's and Bernd's turns by keyboard until the computer is to move
    for (let i = 0; i < 200 && (await page.getByText('(computer) is thinking').count()) === 0; i++) {
      if ((await curtain.count()) > 0) await curtain.getByRole('button').click();
      else await page.keyboard.press(i % 3 === 0 ? 'e' : 'Enter');
      await settle(page);
    }
    await page.getByText('(computer) is thinking').first().waitFor();
    await shoot(page, 'waiting-computer');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 300_000);
});
