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
import { CHROMIUM, HAVE_CHROMIUM, openApp, useBuiltApp, type AppPage } from './harness';
import { moveButtons, rng, startGame, visibleProblems, type Candidate } from './tableDriver';

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

async function quickSettings(app: AppPage): Promise<void> {
  // a person who wants it quick: no animations, no first-game tips
  await app.services.settings.set({ animationSpeed: 'instant', firstGameTips: false });
  await app.page.reload();
  await app.page.getByRole('button', { name: 'New game', exact: true }).waitFor();
}

describe.skipIf(!HAVE_CHROMIUM)('the game table (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-table-');

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
      console.log(`table e2e: ${players} players, ${presses} presses, ${actions} actions, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      expect(app.consoleErrors).toEqual([]);
      await app.close();
    }, 600_000);
  }
});
