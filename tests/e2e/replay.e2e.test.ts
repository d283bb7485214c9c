/**
 * The replay screen, the scoring overlay, the score popover and the final screen in Chromium,
 * against the real services: greedy bots play a 4-player game through AppServices, which is
 * saved after the first year end and at the end. The screens are mounted through the
 * test-only preview entry. Screenshots go to out/ui/ at 1280×800 and 1920×1080.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, promises as fs, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { greedyBot } from '../../shared/ai';
import { seedRng } from '../../shared/engine/rng';
import type { Action, GameState } from '../../shared/engine';
import type { AppServices } from '../../electron/main/services';
import { finalResult } from '../../electron/main/replay/finalResult';
import { engine } from '../support/engine';
import { CHROMIUM, HAVE_CHROMIUM, SMALLEST_PAGE } from './harness';
import { inSight } from './inSight';
import { newServices, openPreview, usePreview, type PreviewFixture } from './replayPreview';

if (!HAVE_CHROMIUM) console.warn(`e2e: SKIPPED — no Chromium at ${CHROMIUM}`);

const OUT = path.resolve('out/ui');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  // the window at its smallest (main's minWidth × minHeight less its title and menu bars)
  SMALLEST_PAGE,
] as const;
const SEATS = [
  { name: 'Anna', colour: 'red' },
  { name: 'Bernd', colour: 'blue' },
  { name: 'Clara', colour: 'green' },
  { name: 'Dieter', colour: 'yellow' },
] as const;
/** Seed and bot seed of the game (greedy bots; this one happens to need the Thaler tie-break). */
const SEED = 12;

interface Fixture {
  services: AppServices;
  savesDir: string;
  yearId: string;
  wholeId: string;
  final: GameState;
}

/** Greedy bots play through AppServices (GameHost + engine), saving after year 1 and at the end. */
async function playAndSave(fx: PreviewFixture): Promise<Fixture> {
  const savesDir = path.join(fx.tmp, 'saves');
  const services = newServices(fx, savesDir);
  const sender = { senderFrame: { url: `${fx.origin}/index.html` } };
  const started = await services.router.handle('game:new', { seats: SEATS.map((s) => ({ ...s })), seed: SEED, startPlayer: 0 }, sender);
  expect(started.ok).toBe(true);
  let rng = seedRng(SEED ^ 0x5bd1e995);
  let yearId = '';
  for (let n = 0; n < 5000; n++) {
    const state = services.host.getState()!;
    if (state.phase === 'finished') break;
    const legal = engine.legalActions(state) as unknown as Action[];
    const [action, next] = greedyBot.choose(state, legal, rng);
    rng = next;
    const r = await services.router.handle('game:apply', { action }, sender);
    expect(r.ok).toBe(true);
    if (!yearId && services.host.getState()!.scorings.length === 1) {
      const saved = await services.router.handle('saves:save', { name: 'After the first year' }, sender);
      if (!saved.ok) throw new Error(saved.error.message);
      yearId = (saved.value as { id: string }).id;
    }
  }
  const final = services.host.getState()!;
  expect(final.phase).toBe('finished');
  const saved = await services.router.handle('saves:save', { name: 'The whole Walz' }, sender);
  if (!saved.ok) throw new Error(saved.error.message);
  await services.autosaver.flush();
  return { services, savesDir, yearId, wholeId: (saved.value as { id: string }).id, final };
}

const shot = (page: Page, name: string, vp: { width: number; height: number }) =>
  page.screenshot({ path: path.join(OUT, `${name}-${vp.width}x${vp.height}.png`) });

async function attr(page: Page, name: string): Promise<string | null> {
  return page.getByTestId('replay-screen').getAttribute(name);
}
async function waitIndex(page: Page, index: number): Promise<void> {
  await page.locator(`[data-testid="replay-screen"][data-index="${index}"]`).waitFor({ timeout: 20_000 });
}
async function scrubTo(page: Page, index: number): Promise<void> {
  await page.getByTestId('scrubber').evaluate((el, i) => {
    const input = el as HTMLInputElement;
    input.value = String(i);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, index);
  await waitIndex(page, index);
}
/** The replay's board is animating a change now. */
const boardAnimating = (page: Page) => page.evaluate(() => (window as unknown as { __walzBoard(): { isAnimating(): boolean } }).__walzBoard().isAnimating());
/** Every category of the scoring overlay is shown whole (wrapped if need be, never cut off). */
async function expectWholeCategories(page: Page): Promise<void> {
  const cats = page.getByTestId('scoring-overlay').locator('.sc-cat');
  expect(await cats.count()).toBeGreaterThan(0);
  const cut = await cats.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
}
/** Sum of each seat's lines in one of the engine's scorings. */
const sums = (state: GameState, k: number) => state.scorings[k]!.perPlayer.map((lines) => lines.reduce((n, l) => n + l.vp, 0));

describe.skipIf(!HAVE_CHROMIUM)('e2e: replay, scoring overlay and final screen (Chromium + real services)', () => {
  const fx = usePreview('walz-replay-e2e-');
  let game: Fixture;

  it('bots play a whole 4-player game through the services; it is saved after year 1 and at the end', async () => {
    mkdirSync(OUT, { recursive: true });
    game = await playAndSave(fx);
    expect(game.yearId).not.toBe('');
    expect(game.final.scorings.map((s) => s.kind)).toEqual(['year', 'year', 'year', 'final']);
  }, 120_000);

  for (const vp of VIEWPORTS) {
    it(`replay ${vp.width}×${vp.height}: transport, keys, log, year-end overlay, popover, final — and the save is untouched`, async () => {
      const file = game.services.store.fileFor(game.wholeId);
      const bytes = await fs.readFile(file);
      const mtime = statSync(file).mtimeMs;
      const listing = readdirSync(game.savesDir).sort();
      const hostHash = game.services.host.hash();

      const { page, errors, close } = await openPreview(fx, game.services, `screen=replay&save=${game.wholeId}`, vp);
      await page.getByTestId('replay-screen').waitFor();
      await waitIndex(page, 0);
      const total = Number(await attr(page, 'data-total'));
      expect(total).toBe(game.final.actionCount);
      expect(await page.getByTestId('replay-year').textContent()).toBe('Set-up');
      for (let seat = 0; seat < 4; seat++) expect(await page.getByTestId(`replay-player-${seat}`).textContent()).toContain(SEATS[seat]!.name);

      // jump to year 2, then step with the keyboard
      await page.getByTestId('jump-year-2').click();
      // (the jump fetches its frame from main: read the screen once it has come)
      await expect.poll(() => page.getByTestId('jump-year-2').getAttribute('aria-current')).toBe('true');
      const y2 = Number(await attr(page, 'data-index'));
      expect(await page.getByTestId('replay-year').textContent()).toBe('Year 2 of 3');
      // the year the replay stands in is the current one of the jumps (for screen readers, and a contrast theme marks it)
      expect(await page.getByTestId('jump-year-2').getAttribute('aria-current')).toBe('true');
      expect(await page.getByTestId('jump-year-1').getAttribute('aria-current')).toBe(null);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, y2 + 1);
      // a screen reader hears the move stepped to, in the log's words (the log itself is not live)
      const spoken = (await page.getByTestId('replay-spoken').textContent()) ?? '';
      expect(spoken.length).toBeGreaterThan(5);
      expect(await page.getByTestId('replay-log').locator('li[aria-current="step"]').textContent()).toContain(spoken.split('. ')[0]!);
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, y2 + 2);
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, y2 + 1);
      // on the focused board Home centres the view and leaves the replay where it is
      await page.locator('[data-testid="replay-screen"] canvas').first().focus();
      await page.keyboard.press('Home');
      // the scrubber follows the replay's target at once (a jump would set it before its frame comes)
      expect(await page.getByTestId('scrubber').inputValue()).toBe(String(y2 + 1));
      expect(await attr(page, 'data-index')).toBe(String(y2 + 1));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Home');
      await waitIndex(page, 0);

      // play with Space at 8×, pause again
      await page.getByTestId('speed-8').click();
      await page.keyboard.press('Space');
      await expect.poll(() => attr(page, 'data-playing')).toBe('yes');
      // quiet while playing: no line per action, the position line not read out either
      expect(await page.getByTestId('replay-spoken').textContent()).toBe('');
      expect(await page.locator('.rs-where').getAttribute('aria-live')).toBe('off');
      expect(await page.getByTestId('scrubber').getAttribute('aria-valuetext')).toBe('Playing');
      await expect.poll(async () => Number(await attr(page, 'data-index')), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      await page.keyboard.press('Space');
      await expect.poll(() => attr(page, 'data-playing')).toBe('no');

      // a mid-game position for the screenshot: some way into year 2, log filled; a jump is
      // shown at once (the pieces placed since are all there, none dropping in)
      await scrubTo(page, y2 + 40);
      expect(await boardAnimating(page), 'the board animates a jump').toBe(false);
      const sentences = await page.getByTestId('replay-log').locator('p').count();
      expect(sentences).toBeGreaterThan(5);
      for (const id of ['replay-player-0', 'replay-log', 'to-end', 'speed-8', 'jump-end', 'replay-close']) await expectInside(page, id, vp);
      // the log keeps room for a few lines in every window; in a low one the journeymen's cards
      // scroll above it instead, their faded edge saying that more lie below
      expect((await page.getByTestId('replay-log').boundingBox())!.height, 'the log has room for a few lines').toBeGreaterThanOrEqual(96);
      const cards = page.getByTestId('replay-players');
      if (!(await inSight(page.getByTestId('replay-player-3')))) {
        expect(vp.height, 'the cards scroll only in a low window').toBeLessThan(800);
        await expect.poll(() => cards.evaluate((el) => el.classList.contains('more-below'))).toBe(true);
        await cards.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await expectInside(page, 'replay-player-3', vp);
        await cards.evaluate((el) => el.scrollTo(0, 0));
      }
      await page.waitForTimeout(400);
      await shot(page, 'replay', vp);

      // the points popover of a player: the total equals the VP shown
      await page.getByTestId('replay-player-1').getByTestId('score-popover-trigger').click();
      const pop = page.getByTestId('score-popover');
      await pop.waitFor();
      expect(await pop.getByTestId('score-popover-total').textContent()).toBe(`${stateAt(game, y2 + 40).players[1]!.vp} VP`);
      // its button's name says the total it shows (a screen reader hears it, a voice command can say it)
      expect(await page.getByTestId('replay-player-1').getByTestId('score-popover-trigger').getAttribute('aria-label')).toMatch(new RegExp(`^${stateAt(game, y2 + 40).players[1]!.vp} VP: `));
      await shot(page, 'replay-popover', vp);
      await page.keyboard.press('Escape');
      await expect.poll(() => pop.count()).toBe(0);
      // the popover's Esc is its own: the replay stays open
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { __preview: { events: string[] } }).__preview.events)).toEqual([]);

      // step into the first year end: the overlay counts, can be skipped, then continues
      await page.getByTestId('speed-1').click(); // the overlay counts at the normal pace
      const info = await replayInfo(game);
      const firstScoring = info.scorings[0]!.index;
      await scrubTo(page, firstScoring - 1);
      await page.getByTestId('step-forward').click();
      const overlay = page.getByTestId('scoring-overlay');
      await overlay.waitFor();
      expect(await overlay.getAttribute('data-state')).toBe('counting');
      await page.waitForTimeout(900);
      expect(await overlay.getAttribute('data-state')).toBe('counting');
      // a journeyman not yet counted shows no sum (read at one instant: the count moves on every frame)
      const waiting = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid^="scoring-player-"]')]
          .filter((c) => !c.classList.contains('active') && !c.classList.contains('finished'))
          .map((c) => c.querySelector('[data-testid="scoring-sum"]')?.textContent),
      );
      for (const sum of waiting) expect(sum).toBe('…');
      await shot(page, 'scoring-year-count', vp);
      await page.keyboard.press('Space');
      await expect.poll(() => overlay.getAttribute('data-state')).toBe('done');
      const expected = sums(game.final, 0);
      for (let seat = 0; seat < 4; seat++) {
        expect(await page.getByTestId(`scoring-player-${seat}`).getByTestId('scoring-sum').textContent()).toBe(`+${expected[seat]}`);
      }
      await page.waitForTimeout(500); // let the fade of the rows settle
      await expectWholeCategories(page);
      await shot(page, 'scoring-year', vp);
      if (vp.width === 1280) {
        // a contrast theme of the system: the overlay's card keeps a background of its own over the replay
        await page.emulateMedia({ forcedColors: 'active' });
        const card = overlay.locator('[role="dialog"]');
        expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(|, 1\)$/);
        // the outcome's icons (Stenz card, hat, start flag) keep their dark disc: the theme would paint it in its canvas colour and leave pale gold on it
        const cardBg = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
        const discs = await overlay.locator('.sc-icon').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
        expect(discs.length).toBeGreaterThan(0);
        for (const bg of discs) expect(bg).not.toBe(cardBg);
        await shot(page, 'contrast-scoring-year', vp);
        await page.emulateMedia({ forcedColors: 'none' });
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => overlay.count()).toBe(0);

      // the final scoring, then the results
      await scrubTo(page, total - 1);
      await page.keyboard.press('ArrowRight');
      await overlay.waitFor();
      expect(await overlay.getAttribute('data-kind')).toBe('final');
      await page.getByTestId('scoring-skip').click();
      await expect.poll(() => overlay.getAttribute('data-state')).toBe('done');
      await page.waitForTimeout(500);
      await expectWholeCategories(page);
      await shot(page, 'scoring-final', vp);
      await page.getByTestId('scoring-continue').click();
      const final = page.getByTestId('final-screen');
      await final.waitFor();
      const result = finalResult(game.final.players, game.final.winners)!;
      expect(await final.getAttribute('data-decided-by')).toBe(result.decidedBy);
      for (let seat = 0; seat < 4; seat++) {
        const cell = page.getByTestId(`score-total-${seat}`);
        expect(await cell.getAttribute('data-total')).toBe(String(game.final.players[seat]!.vp));
        expect(await cell.getAttribute('data-vp')).toBe(String(game.final.players[seat]!.vp));
      }
      await shot(page, 'replay-final', vp);
      await page.getByTestId('final-replay').click();
      await expect.poll(() => final.count()).toBe(0);
      // "watch again" plays from the start
      await expect.poll(() => attr(page, 'data-playing')).toBe('yes');
      await expect.poll(async () => Number(await attr(page, 'data-index')), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      // at the last frame a step forward tells nothing again (no scoring once more) …
      await page.keyboard.press('End');
      await expect.poll(() => attr(page, 'data-index')).toBe(String(total));
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(600);
      expect(await page.getByTestId('scoring-overlay').count()).toBe(0);
      expect(await attr(page, 'data-index')).toBe(String(total));
      // … and Play starts it again from the beginning
      await page.keyboard.press('Space');
      await expect.poll(() => attr(page, 'data-playing')).toBe('yes');
      await expect.poll(async () => Number(await attr(page, 'data-index')), { timeout: 10_000 }).toBeLessThan(total);
      await page.keyboard.press('Space');
      await expect.poll(() => attr(page, 'data-playing')).toBe('no');

      expect(errors).toEqual([]);
      await close();

      // read-only: the save and the folder are exactly as before, the running game untouched
      await game.services.autosaver.flush();
      expect(Buffer.compare(await fs.readFile(file), bytes)).toBe(0);
      expect(statSync(file).mtimeMs).toBe(mtime);
      expect(readdirSync(game.savesDir).sort()).toEqual(listing);
      expect(game.services.host.hash()).toBe(hostHash);
    }, 240_000);

    it(`final screen ${vp.width}×${vp.height}: winners, the deciding rule, totals equal VP, buttons emit`, async () => {
      const { page, errors, close } = await openPreview(fx, game.services, `screen=final&save=${game.wholeId}`, vp);
      const final = page.getByTestId('final-screen');
      await final.waitFor();
      const result = finalResult(game.final.players, game.final.winners)!;
      const winnerNames = result.winners.map((w) => SEATS[w]!.name);
      for (const n of winnerNames) expect(await page.getByTestId('final-headline').textContent()).toContain(n);
      expect(await final.getAttribute('data-decided-by')).toBe(result.decidedBy);
      if (result.decidedBy === 'thalers') expect(await page.getByTestId('final-decided').textContent()).toContain(`${game.final.players[result.winners[0]!]!.thalers}`);
      for (let seat = 0; seat < 4; seat++) {
        expect(Number(await page.getByTestId(`score-total-${seat}`).getAttribute('data-total'))).toBe(game.final.players[seat]!.vp);
      }
      // the race: each seat's line runs from 0 through its total after each scoring to its VP
      for (let seat = 0; seat < 4; seat++) {
        const totals = (await page.getByTestId(`race-seat-${seat}`).getAttribute('data-totals'))!.split(',').map(Number);
        const after = [0, 1, 2, 3].map((k) => game.final.scorings.slice(0, k + 1).reduce((n, s) => n + s.perPlayer[seat]!.reduce((m, l) => m + l.vp, 0), 0));
        expect(totals).toEqual([0, ...after]);
        expect(totals.at(-1)).toBe(game.final.players[seat]!.vp);
      }
      expect(await page.getByTestId('race-chart').getAttribute('aria-label')).toContain(`${SEATS[0].name}: `);
      // each section's subtotals are the engine's lines added up
      const keys = ['year-1', 'year-2', 'year-3', 'final-4'];
      for (const [k, key] of keys.entries()) {
        const expected = sums(game.final, k);
        for (let seat = 0; seat < 4; seat++) expect(await page.getByTestId(`score-subtotal-${key}-${seat}`).textContent()).toBe(String(expected[seat]));
      }
      // the final section is open; a folded year opens with the keyboard and lists its categories
      expect(await page.getByTestId('score-section-final-4').locator('tr.st-row').count()).toBeGreaterThan(0);
      const year1 = page.getByTestId('score-toggle-year-1');
      if ((await year1.getAttribute('aria-expanded')) === 'false') {
        await year1.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => year1.getAttribute('aria-expanded')).toBe('true');
      }
      const rows = page.getByTestId('score-section-year-1').locator('tr.st-row');
      expect(await rows.count()).toBe(new Set(game.final.scorings[0]!.perPlayer.flat().filter((l) => l.vp !== 0).map((l) => l.category)).size);
      await year1.click();
      await expect.poll(() => rows.count()).toBe(0);
      for (const id of ['final-headline', 'final-replay', 'final-menu', 'score-total-3', 'standing-0']) await expectInside(page, id, vp);
      // the race below the standings, where the window leaves room for it (not at 960×590)
      if (vp.height >= 800) expect(await page.getByTestId('race-chart').isVisible()).toBe(true);
      if (await page.getByTestId('race-chart').isVisible()) await expectInside(page, 'race-chart', vp);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.waitForTimeout(200);
      await shot(page, 'final', vp);
      await page.getByTestId('final-replay').click();
      await page.getByTestId('final-menu').click();
      expect(await page.evaluate(() => (window as unknown as { __preview: { events: string[] } }).__preview.events)).toEqual(['replay', 'menu']);
      expect(errors).toEqual([]);
      await close();
      if (vp.width !== 1280) return;
      // in German with colour-blind marks: each line's marks take the shape of the journeyman's piece
      await game.services.settings.set({ colourBlindMarks: true });
      try {
        const de = await openPreview(fx, game.services, `screen=final&save=${game.wholeId}&lang=de`, vp);
        await de.page.getByTestId('race-chart').waitFor();
        const shapes = await Promise.all([0, 1, 2, 3].map((seat) => de.page.getByTestId(`race-seat-${seat}`).locator('.mark').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-shape')))])));
        expect(shapes).toEqual([['circle'], ['square'], ['triangle'], ['star']]);
        expect(await de.page.getByTestId('final-race').textContent()).toContain('Punkte im Lauf des Spiels');
        await de.page.waitForTimeout(200);
        await shot(de.page, 'final-de', vp);
        // a contrast theme of the system: the lines keep the journeymen's colours
        const strokes = () => de.page.locator('[data-testid^="race-seat-"] polyline').evaluateAll((els) => els.map((e) => getComputedStyle(e).stroke));
        const coloured = await strokes();
        await de.page.emulateMedia({ forcedColors: 'active' });
        expect(await strokes()).toEqual(coloured);
        expect(new Set(coloured).size).toBe(4);
        await shot(de.page, 'contrast-final', vp);
        expect(de.errors).toEqual([]);
        await de.close();
      } finally {
        await game.services.settings.set({ colourBlindMarks: false });
      }
    }, 120_000);
  }

  it('an unfinished save: no results, the seed stays hidden, German texts', async () => {
    const { page, errors, close } = await openPreview(fx, game.services, `screen=replay&save=${game.yearId}&lang=de`, VIEWPORTS[0]);
    await page.getByTestId('replay-screen').waitFor();
    await waitIndex(page, 0);
    expect(await page.getByTestId('replay-year').textContent()).toBe('Aufbau');
    await page.getByTestId('jump-end').click();
    const total = Number(await attr(page, 'data-total'));
    await waitIndex(page, total);
    expect(await page.getByTestId('replay-year').textContent()).toBe('Jahr 2 von 3');
    expect(await page.getByTestId('replay-results').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('Spielnummer');
    // each transport button names its key (the line of keys is left out of smaller windows), in German
    expect(await page.getByTestId('to-start').getAttribute('title')).toMatch(/\(Pos1\)$/);
    expect(await page.getByTestId('play').getAttribute('title')).toMatch(/\(Leertaste\)$/);
    expect(await page.getByTestId('step-forward').getAttribute('aria-keyshortcuts')).toBe('ArrowRight');
    await page.waitForTimeout(1500); // the board animates the tiles laid since the start
    await shot(page, 'replay-de', VIEWPORTS[0]);
    // the year-end overlay in German (longer categories): each written out in full
    const firstScoring = (await replayInfo(game)).scorings[0]!.index;
    await scrubTo(page, firstScoring - 1);
    await page.getByTestId('step-forward').click();
    const overlay = page.getByTestId('scoring-overlay');
    await overlay.waitFor();
    await page.getByTestId('scoring-skip').click();
    await expect.poll(() => overlay.getAttribute('data-state')).toBe('done');
    await page.waitForTimeout(500);
    await expectWholeCategories(page);
    await shot(page, 'scoring-year-de', VIEWPORTS[0]);
    await page.getByTestId('scoring-continue').click();
    await expect.poll(() => overlay.count()).toBe(0);
    // Esc leaves the replay (the screen emits close), from the focused board too
    await page.locator('canvas').first().focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __preview: { events: string[] } }).__preview.events)).toEqual(['close']);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('with prefers-reduced-motion the year-end overlay shows its result at once; Esc continues', async () => {
    const { page, errors, close } = await openPreview(fx, game.services, `screen=replay&save=${game.wholeId}`, VIEWPORTS[0], 'reduce');
    await page.getByTestId('replay-screen').waitFor();
    await waitIndex(page, 0);
    const info = await replayInfo(game);
    await scrubTo(page, info.scorings[1]!.index - 1);
    await page.getByTestId('step-forward').click();
    const overlay = page.getByTestId('scoring-overlay');
    await overlay.waitFor();
    expect(await overlay.getAttribute('data-state')).toBe('done');
    expect(await overlay.textContent()).toContain('Year 2');
    const expected = sums(game.final, 1);
    for (let seat = 0; seat < 4; seat++) expect(await page.getByTestId(`scoring-player-${seat}`).getByTestId('scoring-sum').textContent()).toBe(`+${expected[seat]}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    // the overlay took the key: the replay is still open
    expect(await page.evaluate(() => (window as unknown as { __preview: { events: string[] } }).__preview.events)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('"Instant" animations: each scoring shows its result at once; the results go back to the last position by their button or Esc', async () => {
    await game.services.settings.set({ animationSpeed: 'instant' });
    try {
      const { page, errors, close } = await openPreview(fx, game.services, `screen=replay&save=${game.wholeId}`, VIEWPORTS[0]);
      await page.getByTestId('replay-screen').waitFor();
      await waitIndex(page, 0);
      const total = Number(await attr(page, 'data-total'));
      const info = await replayInfo(game);
      const focused = (testId: string) => page.getByTestId(testId).evaluate((el) => el === document.activeElement);
      // "To the start" pressed by keyboard disables itself there: the focus goes to Play, not to nowhere
      await scrubTo(page, 5);
      await page.getByTestId('to-start').focus();
      await page.keyboard.press('Enter');
      await waitIndex(page, 0);
      await expect.poll(() => focused('play')).toBe(true);
      // at 1× (where the count runs at the normal pace) the setting rules: shown at once, as at the table
      await page.getByTestId('speed-1').click();
      await scrubTo(page, info.scorings[0]!.index - 1);
      await page.getByTestId('step-forward').click();
      const overlay = page.getByTestId('scoring-overlay');
      await overlay.waitFor();
      expect(await overlay.getAttribute('data-state')).toBe('done');
      await page.getByTestId('scoring-continue').click();
      await expect.poll(() => overlay.count()).toBe(0);
      // the scoring gone, the focus is on Play (what had it lay under the scoring)
      await expect.poll(() => focused('play')).toBe(true);
      // the final scoring, then the results: "Back to the replay" has the focus
      await scrubTo(page, total - 1);
      await page.getByTestId('step-forward').click();
      await overlay.waitFor();
      expect(await overlay.getAttribute('data-state')).toBe('done');
      await page.getByTestId('scoring-continue').click();
      const final = page.getByTestId('final-screen');
      await final.waitFor();
      const back = page.getByTestId('final-back');
      expect(await back.textContent()).toContain('Back to the replay');
      await expect.poll(() => focused('final-back')).toBe(true);
      // Esc closes the results, not the replay: the last position, its "Results" button focused
      await page.keyboard.press('Escape');
      await expect.poll(() => final.count()).toBe(0);
      expect(await attr(page, 'data-index')).toBe(String(total));
      await expect.poll(() => focused('replay-results')).toBe(true);
      // by keyboard: Enter opens them again, Enter on "Back to the replay" closes them
      await page.keyboard.press('Enter');
      await final.waitFor();
      await expect.poll(() => focused('final-back')).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => final.count()).toBe(0);
      // by mouse: the results close on the last position
      await page.getByTestId('replay-results').click();
      await final.waitFor();
      await back.click();
      await expect.poll(() => final.count()).toBe(0);
      expect(await attr(page, 'data-index')).toBe(String(total));
      expect(await page.getByTestId('replay-screen').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __preview: { events: string[] } }).__preview.events)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    } finally {
      await game.services.settings.set({ animationSpeed: 'normal' });
    }
  }, 120_000);
});

/** The element lies wholly inside the window (nothing cut off at the edges), in sight. */
async function expectInside(page: Page, testId: string, vp: { width: number; height: number }): Promise<void> {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBe(null);
  expect(box!.x, testId).toBeGreaterThanOrEqual(0);
  expect(box!.y, testId).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, testId).toBeLessThanOrEqual(vp.width);
  expect(box!.y + box!.height, testId).toBeLessThanOrEqual(vp.height);
  expect(await inSight(page.getByTestId(testId).first()), `${testId} hidden (clipped by a scrolled pane or covered)`).toBe(true);
}

/** The full state after `index` actions of the game, replayed straight. */
function stateAt(game: Fixture, index: number): GameState {
  const rec = game.services.host.record()!;
  const r = engine.replay({ format: 'auf-der-walz-record', engineVersion: engine.engineVersion, setup: rec.setup, actions: rec.actions.slice(0, index) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

async function replayInfo(game: Fixture): Promise<{ scorings: { index: number }[] }> {
  const r = await game.services.replays.open(game.wholeId);
  if (!r.ok) throw new Error(r.error.message);
  game.services.replays.close(r.value.replayId);
  return r.value;
}
