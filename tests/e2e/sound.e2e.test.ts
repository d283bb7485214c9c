/**
 * The table's sounds, in Chromium's own audio engine. Every sound the synthesizer makes,
 * rendered offline, is heard, stays below full scale and dies away within the length it
 * states. At the table, a card played sounds, again after an undo, which itself is silent; the
 * settings' slider tries each volume it is set to; at volume 0 nothing sounds. A replay sounds
 * as it steps forward and plays; a jump is silent.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUES } from '../../renderer/src/sound/cues';
import { HAVE_CHROMIUM, openApp, useBuiltApp } from './harness';
import { playGreedy } from './hostPlay';
import { quickSettings, startGame } from './tableDriver';
import { findScenes } from './tableScenes';

/** Counts the sound sources started on the page's live AudioContext (not on offline ones). */
const COUNT_SOUNDS = `(() => {
  const w = window;
  w.__walzSounds = 0;
  // tones start through AudioScheduledSourceNode's start, noise (a buffer source) through its own
  for (const proto of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype]) {
    if (!Object.prototype.hasOwnProperty.call(proto, 'start')) continue;
    const start = proto.start;
    proto.start = function (...args) {
      if (!(this.context instanceof OfflineAudioContext)) w.__walzSounds++;
      return start.apply(this, args);
    };
  }
})();`;

const sounds = (page: Page) => page.evaluate(() => (window as unknown as { __walzSounds: number }).__walzSounds);

async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main.table-screen[data-busy="false"]').count(), { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
}

describe.skipIf(!HAVE_CHROMIUM)('the table’s sounds (Chromium + real services)', () => {
  const fx = useBuiltApp('walz-sound-');

  it('every sound, rendered by the browser’s audio engine, is heard, stays below full scale and dies away in time', async () => {
    const synth = buildSync({ entryPoints: [path.resolve('renderer/src/sound/synth.ts')], bundle: true, format: 'iife', globalName: 'WalzSynth', write: false, target: 'es2022' });
    const page = await fx.browser.newPage();
    try {
      await page.addScriptTag({ content: synth.outputFiles[0]!.text });
      const heard = await page.evaluate(async (cues) => {
        const w = window as unknown as { WalzSynth: { renderCue(ctx: BaseAudioContext, out: AudioNode, cue: string, at: number, random: () => number): number } };
        const out: { cue: string; length: number; peak: number; rms: number; lastAudible: number }[] = [];
        for (const cue of cues) {
          const rate = 44100;
          const ctx = new OfflineAudioContext(1, Math.round(rate * 2.5), rate);
          let seed = 12345;
          const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
          const length = w.WalzSynth.renderCue(ctx, ctx.destination, cue, 0.05, random);
          const data = (await ctx.startRendering()).getChannelData(0);
          let peak = 0;
          let sum = 0;
          let last = 0;
          for (let i = 0; i < data.length; i++) {
            const a = Math.abs(data[i]!);
            peak = Math.max(peak, a);
            sum += a * a;
            if (a > 0.002) last = i;
          }
          out.push({ cue, length, peak, rms: Math.sqrt(sum / data.length), lastAudible: last / rate });
        }
        return out;
      }, [...CUES]);
      expect(heard.map((h) => h.cue)).toEqual([...CUES]);
      for (const h of heard) {
        expect(h.peak, `${h.cue}: heard`).toBeGreaterThan(0.04);
        expect(h.peak, `${h.cue}: below full scale`).toBeLessThan(0.8);
        expect(h.lastAudible, `${h.cue}: dies away within the ${h.length.toFixed(2)} s it states`).toBeLessThan(0.05 + h.length + 0.03);
        expect(h.lastAudible, `${h.cue}: sounds for more than a click`).toBeGreaterThan(0.05 + 0.04);
      }
    } finally {
      await page.close();
    }
  });

  it('at the table a card played sounds, the slider tries each volume, at 0 nothing sounds, and an undo never does', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'sound'), { initScripts: [COUNT_SOUNDS] });
    await quickSettings(app);
    const { page, services } = app;
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 31);
    const actions = () => services.host.record()!.actions.length;
    const card = (services.host.getState()!.players[services.host.getState()!.turn.player]!.hand as number[])[0]!;

    // a card played: the game moves on, and it is heard
    const before = await sounds(page);
    await page.keyboard.press(String(card));
    await expect.poll(actions).toBe(1);
    await settled(page);
    expect(await sounds(page)).toBeGreaterThan(before);

    // an undo takes it back in silence; the card played again after it is heard again
    const played = await sounds(page);
    await page.keyboard.press('u');
    await expect.poll(actions).toBe(0);
    await settled(page);
    expect(await sounds(page)).toBe(played);
    await page.keyboard.press(String(card));
    await expect.poll(actions).toBe(1);
    await settled(page);
    expect(await sounds(page)).toBeGreaterThan(played);
    await page.keyboard.press('u');
    await expect.poll(actions).toBe(0);
    await settled(page);

    // the settings: each step of the slider tries the volume; at 0 (Silent) nothing is tried
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('settings-dialog').waitFor();
    const beforeStep = await sounds(page);
    await page.getByTestId('settings-sound-down').click();
    await expect.poll(() => sounds(page)).toBeGreaterThan(beforeStep);
    await expect(page.getByTestId('settings-sound-value').textContent()).resolves.toBe('50%');
    for (let i = 0; i < 5; i++) await page.getByTestId('settings-sound-down').click();
    await expect(page.getByTestId('settings-sound-value').textContent()).resolves.toBe('Silent');
    await expect(page.getByTestId('settings-sound-down').isDisabled()).resolves.toBe(true);
    await page.getByTestId('settings-close').click();
    await expect.poll(() => services.settings.current().soundVolume).toBe(0);

    // silent: the card played again makes no sound
    const silent = await sounds(page);
    await page.keyboard.press(String(card));
    await expect.poll(actions).toBe(1);
    await settled(page);
    expect(await sounds(page)).toBe(silent);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('a year end at the table: its chime, then a tick for every category as the overlay counts it up', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'sound-scoring'), { initScripts: [COUNT_SOUNDS] });
    const { page, services } = app;
    // the overlay counts up only when animations are not instant
    await services.settings.set({ animationSpeed: 'fast', firstGameTips: false });
    await page.reload();
    await startGame(page, [{ name: 'Anna' }, { name: 'Bernd' }], 31);
    const { yearEnd } = findScenes([3, 4, 5, 6]);
    expect(yearEnd).not.toBeNull();
    services.host.adopt(yearEnd!.setup as never, yearEnd!.actions as never, yearEnd!.state as never);
    await expect.poll(() => services.host.record()!.actions.length).toBe(yearEnd!.actions.length);
    await settled(page);
    const before = await sounds(page);
    services.host.apply(yearEnd!.then as never);
    await page.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 30_000 });
    const scorings = services.host.getState()!.scorings;
    const lines = scorings[scorings.length - 1]!.perPlayer.reduce((n, l) => n + l.length, 0);
    expect(lines).toBeGreaterThan(2);
    // a tick is two sources (its tone and its click); the chime and the move's own sounds come on top
    expect((await sounds(page)) - before).toBeGreaterThanOrEqual(2 * lines + 6);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);

  it('a replay sounds as it steps forward and as it plays, and a jump is silent', async () => {
    const app = await openApp(fx.browser, fx.origin, fx.preloadFile, path.join(fx.tmp, 'sound-replay'), { initScripts: [COUNT_SOUNDS] });
    const { page, services } = app;
    const trusted = { senderFrame: { url: `${fx.origin}/index.html` } };
    const seats = [
      { name: 'Anna', colour: 'red' },
      { name: 'Bernd', colour: 'blue' },
    ];
    expect((await services.router.handle('game:new', { seats, seed: 31, startPlayer: 0 }, trusted)).ok).toBe(true);
    playGreedy(services.host, 7, (_state, played) => played < 24);
    const saved = await services.router.handle('saves:save', { name: 'Heard again' }, trusted);
    expect(saved.ok).toBe(true);
    const id = (saved as { value: { id: string } }).value.id;
    await page.getByTestId('main-menu').waitFor();
    await page.getByTestId('load').click();
    await page.getByTestId(`replay-${id}`).click();
    await page.getByTestId('replay-board').waitFor();
    const at = () => page.getByTestId('scrubber').inputValue();
    const arrived = async (index: string) => {
      await expect.poll(at).toBe(index);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
    };
    await arrived('0');

    // a step forward (the first card played) is heard
    const before = await sounds(page);
    await page.getByTestId('step-forward').click();
    await arrived('1');
    await expect.poll(() => sounds(page)).toBeGreaterThan(before);

    // jumps are silent: by the scrubber to a card played (heard when stepped to), to the end, to the start
    const stepped = await sounds(page);
    const actions = services.host.record()!.actions;
    const card = actions.findIndex((a, i) => i >= 3 && a.type === 'playCard') + 1;
    expect(card).toBeGreaterThan(3);
    await page.getByTestId('scrubber').fill(String(card));
    await arrived(String(card));
    await page.getByTestId('to-end').click();
    await arrived('24');
    await page.getByTestId('to-start').click();
    await arrived('0');
    await page.waitForTimeout(200);
    expect(await sounds(page)).toBe(stepped);

    // playing at the fastest speed: the actions as they come are heard
    await page.getByTestId('speed-8').click();
    await page.getByTestId('play').click();
    await expect.poll(() => at().then(Number), { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    await page.getByTestId('play').click();
    expect(await sounds(page)).toBeGreaterThan(stepped + 2);
    expect(app.consoleErrors).toEqual([]);
    await app.close();
  }, 120_000);
});
