/**
 * The game table in Debian Chromium against the built renderer and the real main-process
 * services: complete 2- and 4-player games played by a person's means only (the visible
 * buttons, chosen by their visible names with a seeded random pick), with the visible text
 * checked at every step for internal ids, engine names and dumps; the final screen at the end.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp, type AppPage, SMALLEST_PAGE } from './harness';
import { inSight } from './inSight';
import { moveButtons, quickSettings, rng, startGame, visibleProblems, type Candidate } from './tableDriver';
import { findScenes } from './tableScenes';

const OUT = path.resolve(__dirname, '../../out/ui');
if (!HAVE_CHROMIUM) console.warn(`table e2e: SKIPPED — no Chromium at ${CHROMIUM}`);

/** What a person sees change after a press: the actions played, an overlay, the prompt. */
async function stateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const screen = document.querySelector('main.table-screen');
    const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-labelledby') ?? d.getAttribute('data-testid') ?? '').join(',');
    const title = document.getElementById('prompt-title')?.textContent ?? '';
    return `${screen?.getAttribute('data-actions')}|${dialogs}|${title}|${screen?.getAttribute('data-kind')}`;
  });
}

/** True while the table waits for main (a walk of several steps, an action on its way). */
async function busy(page: Page): Promise<boolean> {
  return (await page.locator('main.table-screen[data-busy="true"]').count()) > 0;
}

/** Prefer ending a turn now and then (games stay short), otherwise any visible option. */
function choose(list: readonly Candidate[], next: () => number): Candidate {
  const end = list.find((c) => c.name.startsWith('E End your turn') || c.name === 'End your turn');
  if (end && next() < 0.3) return end;
  return list[Math.floor(next() * list.length)]!;
}

async function playToTheEnd(app: AppPage, seed: number, label: string): Promise<{ presses: number; actions: number }> {
  const { page, services } = app;
  const next = rng(seed);
  let presses = 0;
  const dead = new Map<string, Set<string>>();
  for (let guard = 0; guard < 6000; guard++) {
    const problems = await visibleProblems(page);
    expect(problems, `visible text after ${presses} presses`).toEqual([]);
    const state = services.host.getState()!;
    const finalOpen = await page.getByRole('dialog', { name: /wins|share the win/ }).count();
    if (state.phase === 'finished' && finalOpen > 0 && (await page.getByRole('button', { name: 'Back to the table' }).count()) > 0) break;
    const key = await stateKey(page);
    const { buttons, list } = await moveButtons(page);
    const usable = list.filter((c) => !dead.get(key)?.has(c.name));
    expect(usable.length, `something to press at ${key}`).toBeGreaterThan(0);
    const c = choose(usable, next);
    if (process.env.WALZ_TRACE) appendFileSync(process.env.WALZ_TRACE, `${key} || ${usable.map((u) => u.name).join(' ; ')} => ${c.name}\n`);
    await buttons.nth(c.index).click();
    presses++;
    // the hand leaves the button (a person's pointer moves on; nothing stays hovered)
    await page.mouse.move(640, 2);
    // wait until the press shows: actions played, an overlay opening or closing, a new prompt
    const changed = await expect
      .poll(async () => ((await busy(page)) ? key : stateKey(page)), { timeout: 4000, interval: 15 })
      .not.toBe(key)
      .then(() => true)
      .catch(() => false);
    await expect.poll(() => busy(page), { timeout: 10_000, interval: 15 }).toBe(false);
    if (!changed) {
      if (!dead.has(key)) dead.set(key, new Set());
      dead.get(key)!.add(c.name);
      console.log(`table e2e: pressing "${c.name}" changed nothing (${key})`);
    }
  }
  await page.screenshot({ path: path.join(OUT, `table-final-${label}.png`) });
  return { presses, actions: services.host.record()!.actions.length };
}

/** Where the keyboard focus is: a visible choice (a button with a focus ring), never the page. */
async function focusInfo(page: Page): Promise<{ tag: string; visible: boolean; name: string }> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return { tag: a?.tagName ?? 'NONE', visible: !!a && a.matches(':focus-visible'), name: (a?.getAttribute('aria-label') ?? a?.innerText ?? '').trim().slice(0, 60) };
  });
}

async function idle(page: Page): Promise<void> {
  await expect.poll(() => busy(page), { timeout: 10_000, interval: 15 }).toBe(false);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
}

/** Seat 0's turn after a walk: whatever it asked (a stop on the way) answered by its first choice (Enter), then E ends the turn. */
async function answerThenEndTurn(page: Page, services: AppPage['services']): Promise<void> {
  for (let i = 0; i < 6 && services.host.getState()!.turn.player === 0 && (await page.locator('main[data-kind="turn"]').count()) === 0; i++) {
    await page.keyboard.press('Enter');
    await idle(page);
  }
  if (services.host.getState()!.turn.player === 0) {
    await page.keyboard.press('e');
    await expect.poll(() => services.host.getState()!.turn.player).toBe(1);
  }
}

describe.skipIf(!HAVE_CHROMIUM)('the game table (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-table-');

  it('every decision by the keyboard alone: card keys, U and Ctrl+Z to undo, H for the hint, D and Enter to walk, E, [ ] R Enter for a piece, a bet by its digit (Shift: low) and R and digits in the dice game, Esc; focus always on the new decision', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'keys'), { viewport: { width: 1280, height: 800 } });
    await quickSettings(app);
    const { page, services } = app;
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 31);
    const actions = () => services.host.record()!.actions.length;
    const hand = () => (services.host.getState()!.players[services.host.getState()!.turn.player]!.hand as number[]).slice();

    // play a card by its value's key; the focus goes to the new decision (a button), visibly
    const card = hand()[0]!;
    await page.keyboard.press(String(card));
    await expect.poll(actions).toBe(1);
    await idle(page);
    // a walk, then U held down: its repeats take back one step only
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    await expect.poll(actions).toBeGreaterThan(1);
    await idle(page);
    const walked = actions();
    // (the log's lines on the page are marked: an undo cuts the log, it does not build it anew,
    // which a screen reader would read out again from the first line)
    await page.locator('[data-testid="log"] li').first().evaluate((li) => li.setAttribute('data-seen', ''));
    for (let i = 0; i < 4; i++) await page.keyboard.down('u');
    await page.keyboard.up('u');
    await idle(page);
    expect(actions()).toBe(walked - 1);
    await expect.poll(() => page.locator('[data-testid="log"] li').count()).toBe(services.host.logFrom(0).total);
    expect(await page.locator('[data-testid="log"] li[data-seen]').count()).toBe(1);
    while (actions() > 1) {
      const before = actions();
      await page.keyboard.press('u');
      await expect.poll(actions).toBe(before - 1);
      await idle(page);
    }
    let f = await focusInfo(page);
    expect(f.tag).toBe('BUTTON');
    // U and Ctrl+Z take the card back (Undo); the card's key plays it again
    for (const undoKey of ['u', 'Control+z']) {
      await page.keyboard.press(undoKey);
      await expect.poll(actions).toBe(0);
      await idle(page);
      await page.keyboard.press(String(card));
      await expect.poll(actions).toBe(1);
      await idle(page);
    }
    // H asks what the computer would do: its choice is marked, has the focus and says why
    await page.keyboard.press('h');
    await expect.poll(() => page.locator('[data-hinted]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('hint-reason').isVisible()).resolves.toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-hinted') ?? false)).toBe(true);
    expect(actions()).toBe(1);
    await page.keyboard.press('Escape');
    // Esc leaves the keyboard on the choice it is on (a place further down the list keeps its place)
    const third = page.locator('[data-testid="decision"] button').nth(2);
    await third.focus();
    await page.keyboard.press('Escape');
    expect(await third.evaluate((el) => el === document.activeElement)).toBe(true);
    // Save as… open: the table's keys still work where the focus is on the table, and Esc closes the form from there too
    await page.getByTestId('save-as').click();
    await page.getByTestId('save-name').waitFor();
    await third.focus();
    await page.keyboard.press('d');
    await expect(page.getByRole('button', { name: /^Walk there/ }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('save-name').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: /^Walk there/ }).count()).toBe(0);
    expect(actions()).toBe(1);
    // a suggestion that comes while a save's name is being typed leaves the keyboard in the field
    await page.keyboard.press('h');
    await page.getByTestId('save-as').click();
    await page.getByTestId('save-name').pressSequentially('Sonntag');
    await page.waitForTimeout(2_500); // the hard level's second of thinking, and more
    await page.getByTestId('save-name').pressSequentially(' bei Anna');
    expect(await page.getByTestId('save-name').inputValue()).toBe('Sonntag bei Anna');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('save-name').count()).toBe(0);
    // D goes through the destinations (the preview names it and offers the walk), Esc drops it
    await page.keyboard.press('d');
    await expect(page.getByRole('button', { name: /^Walk there/ }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: /^Walk there/ }).count()).toBe(0);
    // D again and Enter walks there
    await page.keyboard.press('d');
    f = await focusInfo(page);
    expect(f.name).toMatch(/^Walk there/);
    expect(f.visible).toBe(true);
    const before = actions();
    await page.keyboard.press('Enter');
    await expect.poll(actions).toBeGreaterThan(before);
    await idle(page);
    expect((await focusInfo(page)).tag).toBe('BUTTON');
    // answer whatever the walk asked (a stop on the way) by its first choice, then E ends the turn
    await answerThenEndTurn(page, services);
    await idle(page);
    expect((await focusInfo(page)).tag).toBe('BUTTON');

    // a revealed piece: ] chooses the next place, R turns it, Enter places it
    const { scenes } = findScenes([3, 4, 5, 6]);
    const piece = scenes.find((s) => s.name === 'scoutPlace')!;
    services.host.adopt(piece.setup as never, piece.actions as never, piece.state as never);
    await expect.poll(() => page.locator('main[data-kind="scoutPlace"]').count()).toBe(1);
    await idle(page);
    await page.keyboard.press(']');
    await page.keyboard.press('r');
    f = await focusInfo(page);
    expect(f.name).toMatch(/^Place it here/);
    await page.keyboard.press('Enter');
    await expect.poll(() => services.host.record()!.actions.length).toBe(piece.actions.length + 1);
    expect(services.host.record()!.actions.at(-1)!.type).toBe('placePiece');

    // opening a dice game: a bet's own digit, with Shift for the low house number (whatever sign the layout gives Shift+2)
    const opening = scenes.find((s) => s.name === 'diceSetup')!;
    services.host.adopt(opening.setup as never, opening.actions as never, opening.state as never);
    await expect.poll(() => page.locator('main[data-kind="diceSetup"]').count()).toBe(1);
    await idle(page);
    await expect(page.locator('button[aria-keyshortcuts="Shift+2"] kbd').textContent()).resolves.toBe('⇧2');
    await expect(page.locator('button[aria-keyshortcuts="2"] kbd').textContent()).resolves.toBe('2');
    await page.keyboard.press('Shift+2');
    await expect.poll(() => services.host.record()!.actions.length).toBe(opening.actions.length + 1);
    expect(services.host.record()!.actions.at(-1)).toMatchObject({ type: 'diceMode', mode: 'low', bet: 2 });

    // the dice game: R rolls, a digit puts the die in its place
    const roll = scenes.find((s) => s.name === 'dice-roll')!;
    services.host.adopt(roll.setup as never, roll.actions as never, roll.state as never);
    await expect.poll(() => page.locator('main[data-kind="dice"]').count()).toBe(1);
    await idle(page);
    await page.keyboard.press('r');
    await expect.poll(() => services.host.record()!.actions.at(-1)?.type).toBe('diceRoll');
    await idle(page);
    await page.keyboard.press('1');
    await expect.poll(() => services.host.record()!.actions.at(-1)?.type).toBe('dicePlace');
    await idle(page);
    expect((await focusInfo(page)).tag).not.toBe('BODY');
    expect(await visibleProblems(page)).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 300_000);

  it('a walk chosen on the board: the next decision takes the focus (E ends the turn, it does not turn the board); a place pointed at offers Enter only where Enter walks', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'board-walk'), { viewport: { width: 1280, height: 800 } });
    await quickSettings(app);
    const { page, services } = app;
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 31);
    const actions = () => services.host.record()!.actions.length;
    const hand = services.host.getState()!.players[0]!.hand as number[];
    await page.keyboard.press(String(Math.max(...hand)));
    await expect.poll(actions).toBe(1);
    await idle(page);
    type Hook = { getInput(): { highlights?: { destinations?: { spaceId: string; path: string[] }[] } }; spaceToScreen(id: string): { x: number; y: number } | null; pickAt(x: number, y: number): string | null };
    // the list's first place has the focus (quietly); another place, near by, is pointed at on the board
    const focusedTo = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.walkTo ?? null);
    expect(focusedTo).not.toBeNull();
    const target = await page.evaluate((skip) => {
      const b = (window as unknown as { __walzBoard(): Hook }).__walzBoard();
      const r = document.querySelector('canvas.board-canvas')!.getBoundingClientRect();
      const dests = [...(b.getInput().highlights?.destinations ?? [])].filter((d) => d.spaceId !== skip).sort((a, c) => a.path.length - c.path.length);
      for (const d of dests) {
        const p = b.spaceToScreen(d.spaceId);
        if (p && p.x > 4 && p.y > 4 && p.x < r.width - 4 && p.y < r.height - 4 && b.pickAt(p.x, p.y) === d.spaceId) return { id: d.spaceId, x: r.x + p.x, y: r.y + p.y };
      }
      return null;
    }, focusedTo);
    expect(target).not.toBeNull();
    await page.mouse.move(target!.x, target!.y);
    await page.getByTestId('walk-there').waitFor();
    // Enter would walk to the list's place, not to this one: the Walk button does not claim it
    expect(await page.getByTestId('walk-there').innerText()).not.toContain('↵');
    // the click walks there; the focus, which the click put on the board, goes on to the next decision
    await page.mouse.click(target!.x, target!.y);
    await expect.poll(actions).toBeGreaterThan(1);
    await idle(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName === 'BUTTON' && !!document.activeElement.closest('[data-testid="decision"]')))
      .toBe(true);
    await answerThenEndTurn(page, services);
    // D puts the focus on the Walk button: now Enter walks to the place shown, and it says so
    await idle(page);
    await page.keyboard.press(String(Math.max(...(services.host.getState()!.players[1]!.hand as number[]))));
    await idle(page);
    await page.keyboard.press('d');
    await page.getByTestId('walk-enter').waitFor();
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  for (const [players, seed] of [
    [2, 4242],
    [4, 777],
  ] as const) {
    it(`a complete ${players}-player game is played to the final scores by the visible controls alone`, async () => {
      mkdirSync(OUT, { recursive: true });
      const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, `game-${players}`), { viewport: { width: 1280, height: 800 } });
      await quickSettings(app);
      const names = ['Anna', 'Bernd', 'Clara', 'Dieter'].slice(0, players);
      await startGame(app.page, names.map((name) => ({ name })), seed);
      const t0 = Date.now();
      const { presses, actions } = await playToTheEnd(app, seed, `${players}p`);
      const state = app.services.host.getState()!;
      expect(state.phase).toBe('finished');
      // the final screen names the winners the engine decided
      const final = app.page.getByRole('dialog').first();
      const text = await final.innerText();
      for (const w of state.winners) expect(text).toContain(state.players[w]!.name);
      // the statistics took the game (main said so): no word about them (a frame after main's
      // word: the page's calls run in order, so the push sent before has arrived)
      await app.services.statsRecorder.flush();
      await app.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      expect(await app.page.getByTestId('final-stats-notice').count()).toBe(0);
      if (players === 2) {
        // had main failed to write them, the results say so (main's side: tests/stats/services.test.ts)
        const notice = { code: 'stats-write-failed', file: null, detail: 'EIO: i/o error, rename' };
        await app.page.evaluate((n) => (window as unknown as { __walzPush: (p: string, x: unknown) => void }).__walzPush('stats:recorded', { notice: n }), notice);
        await expect.poll(() => app.page.getByTestId('final-stats-notice').textContent()).toMatch(/statistics could not be written/);
        await app.page.screenshot({ path: path.join(OUT, 'table-final-stats-notice-1280x800.png') });
        await app.page.evaluate(() => (window as unknown as { __walzPush: (p: string, x: unknown) => void }).__walzPush('stats:recorded', { notice: null }));
        await expect.poll(() => app.page.getByTestId('final-stats-notice').count()).toBe(0);
      }
      // in the smallest window the results' four ways on are in sight, side by side
      await app.page.setViewportSize(SMALLEST_PAGE);
      await idle(app.page);
      for (const id of ['final-close', 'final-new-game', 'final-menu', 'final-replay']) {
        const box = await app.page.getByTestId(id).boundingBox();
        expect(box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= SMALLEST_PAGE.width && box.y + box.height <= SMALLEST_PAGE.height, `${id} in the 960×590 window`).toBe(true);
        expect(await inSight(app.page.getByTestId(id)), `${id} in sight in the 960×590 window`).toBe(true);
      }
      await app.page.screenshot({ path: path.join(OUT, `table-final-${players}p-960x590.png`) });
      await app.page.setViewportSize({ width: 1280, height: 800 });
      // the results offer the replay of this game at once; back from it, the results again
      const actionCount = app.services.host.record()!.actions.length;
      await app.page.getByTestId('final-replay').click();
      const replay = app.page.getByTestId('replay-screen');
      await expect.poll(() => replay.getAttribute('data-total'), { timeout: 20_000 }).toBe(String(actionCount));
      expect(await app.page.locator('.rs-name').innerText()).toBe('This game');
      await app.page.getByTestId('replay-close').click();
      await app.page.getByTestId('final-close').waitFor({ timeout: 10_000 });
      expect(await app.page.getByRole('dialog').first().innerText()).toContain(state.players[state.winners[0]!]!.name);
      expect(app.services.host.record()!.actions).toHaveLength(actionCount);
      // back at the table (Esc, as "Back to the table"): every journeyman's standing in sight, in the smallest window too
      await app.page.getByTestId('final-menu').focus();
      await app.page.keyboard.press('Escape');
      await expect.poll(() => app.page.getByTestId('final-close').count()).toBe(0);
      // the sentence "Anna wins the Walz!" stands beside the winners' pieces, not the last seat's
      const winnerColours = state.winners.map((w) => state.players[w]!.colour);
      expect(await app.page.getByTestId('prompt-pieces').locator('svg').evaluateAll((els) => els.map((e) => e.getAttribute('data-colour')))).toEqual(winnerColours);
      for (const [width, height] of [[1280, 800], [SMALLEST_PAGE.width, SMALLEST_PAGE.height]] as const) {
        await app.page.setViewportSize({ width, height });
        await idle(app.page);
        const rows = app.page.locator('[data-testid^="over-standing-"]');
        expect(await rows.count()).toBe(players);
        expect(await rows.first().innerText()).toContain(state.players[state.winners[0]!]!.name);
        expect(await app.page.locator('.standings').evaluate((ol) => ol.scrollHeight <= ol.clientHeight + 1), `${width}×${height}`).toBe(true);
        await app.page.screenshot({ path: path.join(OUT, `table-gameOver-${players}p-${width}x${height}.png`) });
      }
      if (players === 2) {
        // the replay's own results lead to the main menu, as they say
        await app.page.setViewportSize({ width: 1280, height: 800 });
        await app.page.getByRole('button', { name: 'Show the final scores' }).click();
        await app.page.getByTestId('final-replay').click();
        await expect.poll(() => app.page.getByTestId('replay-screen').getAttribute('data-total'), { timeout: 20_000 }).toBe(String(actionCount));
        await app.page.getByTestId('replay-board').click();
        await app.page.keyboard.press('End');
        await app.page.getByTestId('replay-results').click();
        await app.page.getByTestId('final-menu').click();
        await app.page.getByTestId('main-menu').waitFor({ timeout: 10_000 });
      }
      console.log(`table e2e: ${players} players, ${presses} presses, ${actions} actions, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      expect(app.consoleErrors).toEqual([]);
      await app.close();
    }, 600_000);
  }
});
