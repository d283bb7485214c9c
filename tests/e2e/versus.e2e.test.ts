/**
 * The game most players sit down to: one person against computer players of medium strength
 * (the new game's default). The person plays by keyboard; between the person's turns the
 * computers play theirs (and the person answers what a computer's dice game asks of them);
 * every computer decision reaches the log with its reason; the person always gets the turn back.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { moveButtons, quickSettings, rng, startGame, visibleProblems } from './tableDriver';
import type { EngineAction } from '../../electron/main/engine';
import { engine } from '../support/engine';

const OUT = path.resolve('out/ui');

async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main.table-screen[data-busy="false"]').count(), { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
}

/** How many dice games a computer seat (not seat 0) called in which seat 0 took part. */
function computerDiceWithPerson(setup: Parameters<typeof engine.createGame>[0], actions: readonly EngineAction[]): number {
  const c = engine.createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  let state = c.state;
  let n = 0;
  let counted = false;
  for (const a of actions) {
    const r = engine.applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    const d = state.dice;
    if (!d) counted = false;
    else if (!counted && d.host !== 0 && d.order.includes(0)) {
      n++;
      counted = true;
    }
  }
  return n;
}

describe.skipIf(!HAVE_CHROMIUM)('one person against the computers (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-versus-');

  it('three turns of a person against two medium computers, played by keys from the first decision on: each computer decision logged with its reason, the turn always comes back', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'versus'), { viewport: { width: 1920, height: 1080 } });
    const { page, services } = app;
    await quickSettings(app);
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd', kind: 'medium' }, { name: 'Clara', kind: 'medium' }], 17);

    // the first decision has the keyboard at once (no Tab needed): a card of the hand
    await settle(page);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="decision"]') && document.activeElement?.tagName === 'BUTTON')).toBe(true);

    const host = services.host;
    const personDecides = () => (host.snapshot()?.legal.length ?? 0) > 0;
    const turnOf = () => host.getState()!.turn.player;
    let annasTurns = 0;
    let last = turnOf();
    let shot = false;
    // the log is a live region: a screen reader reads each computer's move as it comes
    const log = page.getByRole('log', { name: 'What happened' }).getByRole('list');
    let logLinesAtScroll = 0;
    for (let i = 0; i < 3000 && annasTurns < 4; i++) {
      const now = turnOf();
      if (now !== last && now === 0) annasTurns++;
      last = now;
      if (annasTurns === 2 && !shot && personDecides()) {
        // Anna's second turn: the computers have played a round; the table as she finds it
        await settle(page);
        expect(await visibleProblems(page)).toEqual([]);
        mkdirSync(OUT, { recursive: true });
        await page.screenshot({ path: path.join(OUT, 'table-versus-1920x1080.png') });
        await page.setViewportSize({ width: 1280, height: 800 });
        await settle(page);
        // the log still ends with its newest line in the smaller window
        await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(4);
        await page.screenshot({ path: path.join(OUT, 'table-versus-1280x800.png') });
        shot = true;
      }
      if (annasTurns === 3 && logLinesAtScroll === 0) {
        // the reader scrolls back in the log: it stays there while the game goes on
        logLinesAtScroll = host.logFrom(0).total;
        await log.evaluate((el) => (el.scrollTop = 0));
      }
      if (personDecides()) {
        await settle(page);
        // the window's title says what the prompt says (the taskbar, the window switcher)
        expect(await page.title()).toBe(`${(await page.getByTestId('prompt-title').textContent())!.trim()} – Auf der Walz`);
        // end the turn now and then, otherwise take the choice in focus (a card, a walk, a die)
        await page.keyboard.press(i % 4 === 3 ? 'e' : 'Enter');
      } else await page.waitForTimeout(50);
    }
    expect(annasTurns, 'the turn came back to the person three times').toBe(4);
    expect(shot).toBe(true);
    expect(host.logFrom(0).total).toBeGreaterThan(logLinesAtScroll);
    expect(await log.evaluate((el) => el.scrollTop)).toBeLessThan(40);

    // every decision of a computer seat is in the log with its reason, and no person's is
    const record = host.record()!;
    const byComputers = record.actions.filter((a) => a.player !== 0).length;
    const entries = host.logFrom(0).entries;
    const reasons = entries.filter((e) => e.reason);
    expect(byComputers).toBeGreaterThan(10);
    expect(reasons.length).toBe(byComputers);
    expect(reasons.every((e) => e.seat !== 0)).toBe(true);
    // and they are on the page, in words
    const shown = await page.locator('[data-testid="log"] .reason').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((l) => l.trim().length > 10)).toBe(true);
    // a walk's foot-it points are counted words, singular for one ("1 foot-it point"), never "points: 2"
    const counts = shown.join('\n').match(/\d+ foot-it points?\b/g) ?? [];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((c) => (c.startsWith('1 ') ? c !== '1 foot-it point' : c.endsWith('point'))), counts.join(', ')).toEqual([]);
    expect(shown.filter((l) => /foot-it points?:/.test(l))).toEqual([]);
    // a computer move main cannot play (a fault after the engine): the table says so, and once
    // the fault has passed the computer plays on by itself
    const applyComputer = host.applyComputer.bind(host);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host.applyComputer = () => ({ ok: false });
    for (let i = 0; i < 40 && personDecides(); i++) {
      await settle(page);
      await page.keyboard.press(i % 2 === 0 ? 'e' : 'Enter');
    }
    const stuck = page.getByTestId('prompt-stuck');
    await stuck.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('prompt-title').textContent()).toMatch(/^(Bernd|Clara) \(computer\) could not make its move$/);
    expect(await visibleProblems(page)).toEqual([]);
    await page.screenshot({ path: path.join(OUT, 'table-stuck-1280x800.png') });
    host.applyComputer = applyComputer;
    await stuck.waitFor({ state: 'detached', timeout: 20_000 });
    quiet.mockRestore();
    // the computers play on until the person decides again (a year-end scoring on the way is
    // closed): then nothing more comes up while the table is left
    for (let i = 0; i < 1200 && !personDecides(); i++) {
      if ((await page.getByTestId('scoring-overlay').count()) > 0) await page.keyboard.press('Escape');
      await page.waitForTimeout(50);
    }
    expect(personDecides()).toBe(true);

    // away from the table, the window's title is the app's name alone; a year-end scoring that
    // came up meanwhile is closed first (Esc skips its count, then goes on)
    const overlay = page.getByTestId('scoring-overlay');
    await expect
      .poll(
        async () => {
          if ((await overlay.count()) > 0) await page.keyboard.press('Escape');
          return overlay.count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await page.getByTestId('menu').click();
    await page.getByTestId('new-game').waitFor();
    expect(await page.title()).toBe('Auf der Walz');
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 300_000);

  it("the computers' moves leave the focus where the person put it: in the save's name being typed, in the log being read; saved, the focus is back at the table", async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'versus-focus'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await quickSettings(app);
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd', kind: 'medium' }, { name: 'Clara', kind: 'medium' }], 23);
    await settle(page);
    // Anna plays a card and ends her turn by keys; the computers are held, to move one at a time below
    services.computers.setHeld(true);
    await page.keyboard.press('Enter');
    await settle(page);
    await page.keyboard.press('e');
    await expect.poll(() => services.host.getState()!.turn.player, { timeout: 10_000 }).not.toBe(0);
    await settle(page);
    const actions = () => page.locator('main.table-screen').getAttribute('data-actions').then(Number);
    const oneComputerMove = async () => {
      const before = await actions();
      services.computers.stepOnce();
      await expect.poll(actions, { timeout: 10_000 }).toBeGreaterThan(before);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    };
    // the save form opens with its field focused; a computer's move in the middle of the name takes nothing away
    await page.getByTestId('save-as').click();
    const field = page.getByTestId('save-name');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Wander');
    await oneComputerMove();
    await page.keyboard.type('jahr');
    expect(await field.inputValue()).toBe('Wanderjahr');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    // saved: the form closes, says so to a screen reader too, and the focus is back at the table's decision
    await page.keyboard.press('Enter');
    // (a real write to disk, flushed: more than the default second on a busy machine)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Wanderjahr' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="decision"]'))).toBe(true);
    // reading the log by keyboard while the computers play: it keeps the focus
    const log = page.getByRole('log', { name: 'What happened' }).getByRole('list');
    await log.focus();
    await oneComputerMove();
    expect(await log.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('a whole game of a person (by mouse) against two medium computers: the dice games the computers call, the scorings, the results', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'versus-whole'), { viewport: { width: 1280, height: 800 } });
    const { page, services } = app;
    await quickSettings(app);
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd', kind: 'medium' }, { name: 'Clara', kind: 'medium' }], 29);
    const host = services.host;
    const next = rng(29);
    let presses = 0;
    let personInComputersDice = 0;
    for (let guard = 0; guard < 4000; guard++) {
      const state = host.getState()!;
      const results = page.getByRole('dialog', { name: /wins|share the win/ });
      if (state.phase === 'finished' && (await results.count()) > 0) break;
      const dialogOpen = (await page.getByRole('dialog').count()) > 0;
      if (!dialogOpen && !((host.snapshot()?.legal.length ?? 0) > 0)) {
        // a computer is to move (or the last move is on its way): wait, unless nothing can move
        // on (the computers paused), which would only run out the loop
        expect(await page.getByTestId('computers-paused').count(), `the computers were paused after ${presses} presses`).toBe(0);
        await page.waitForTimeout(30);
        continue;
      }
      await settle(page);
      // the host says the person decides; the page may still show the computers' waiting panel
      // for a moment (the update is on its way): wait until it shows the person's decision
      if (!dialogOpen) await expect.poll(() => page.getByTestId('computers-pause').count(), { timeout: 10_000 }).toBe(0);
      expect(await visibleProblems(page), `after ${presses} presses`).toEqual([]);
      if (state.dice && state.dice.host !== 0) personInComputersDice++;
      const { buttons, list } = await moveButtons(page);
      if (list.length === 0) {
        await page.waitForTimeout(30);
        continue;
      }
      // end the turn now and then (the game stays short), otherwise any choice
      const end = list.find((c) => /End your turn$/.test(c.name));
      const c = end && next() < 0.3 ? end : list[Math.floor(next() * list.length)]!;
      await buttons.nth(c.index).click();
      presses++;
      await page.mouse.move(640, 2);
    }
    const state = host.getState()!;
    // should the game not end, say where it stood: whose decision, and what the computers did
    const where = {
      pending: state.pending.at(-1)?.kind,
      turn: state.turn.player,
      actions: host.record()!.actions.length,
      personLegal: host.snapshot()?.legal.length ?? 0,
      computersHeld: services.computers.isHeld,
      computersBusy: services.computers.busy,
      computerError: services.computers.error?.message ?? null,
      dialogs: await page.getByRole('dialog').count(),
      presses,
    };
    expect(state.phase, JSON.stringify(where)).toBe('finished');
    // the dice games a computer called with the person taking part (the game decides whether any
    // came up: the computers think against the clock): the person answered each at the table
    const called = computerDiceWithPerson(host.record()!.setup, host.record()!.actions);
    console.log(`versus e2e: ${called} dice game(s) called by a computer with the person in it`);
    if (called > 0) expect(personInComputersDice, 'the person answered a dice game a computer called').toBeGreaterThan(0);
    // the results came up: every scoring was shown and gone on from (the computers wait for it)
    expect(await page.getByRole('dialog', { name: /wins|share the win/ }).count()).toBe(1);
    const text = await page.locator('body').innerText();
    for (const w of state.winners) expect(text).toContain(state.players[w]!.name);
    // the standings say who was a computer (and the person is just the person)
    const standings = await page.locator('[data-testid^="standing-"]').allInnerTexts();
    expect(standings.filter((x) => /computer, medium/.test(x))).toHaveLength(2);
    expect(standings.filter((x) => /computer/.test(x))).toHaveLength(2);
    await page.screenshot({ path: path.join(OUT, 'table-versus-results-1280x800.png') });
    console.log(`versus e2e: ${presses} presses, ${host.record()!.actions.length} actions`);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 400_000);
});
