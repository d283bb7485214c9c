import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS_FILE, SettingsStore } from '../../electron/main/settings/SettingsStore';
import { AppServices } from '../../electron/main/services';
import { APP_ORIGIN } from '../../electron/main/security';
import { CHANNELS, DEFAULT_SETTINGS } from '../../shared/ipc/contract';
import { engine } from '../support/engine';
import { failingFs } from './support';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-settings-'));
  file = path.join(dir, SETTINGS_FILE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = (extra: Partial<ConstructorParameters<typeof SettingsStore>[0]> = {}) => new SettingsStore({ file, ...extra });
const files = async () => (await fs.readdir(dir)).sort();
const writeDoc = (settings: unknown) => fs.writeFile(file, JSON.stringify({ format: 'auf-der-walz-settings', schemaVersion: 1, settings }));

describe('SettingsStore', () => {
  it('first run: the defaults, firstRun set, nothing written until a change', async () => {
    const s = open();
    expect(await s.get()).toEqual({ settings: DEFAULT_SETTINGS, firstRun: true, notice: null });
    expect(await files()).toEqual([]);
  });

  it('round trip: a change is kept, written atomically with a backup, and read after a restart', async () => {
    const s = open();
    const r = await s.set({ locale: 'de', uiScale: 125 });
    expect(r).toEqual({ ok: true, value: { settings: { ...DEFAULT_SETTINGS, locale: 'de', uiScale: 125 }, firstRun: false, notice: null } });
    await s.set({ animationSpeed: 'instant', hotSeatCurtain: 'always', colourBlindMarks: true, firstGameTips: false, soundVolume: 30, growWithWindow: false });
    const want = { locale: 'de', uiScale: 125, growWithWindow: false, animationSpeed: 'instant', hotSeatCurtain: 'always', colourBlindMarks: true, firstGameTips: false, soundVolume: 30 };
    expect(await open().get()).toEqual({ settings: want, firstRun: false, notice: null });
    expect(await files()).toEqual([SETTINGS_FILE, `${SETTINGS_FILE}.bak1`]);
    expect(JSON.parse(await fs.readFile(`${file}.bak1`, 'utf8')).settings).toMatchObject({ locale: 'de', uiScale: 125, animationSpeed: 'normal' });
  });

  it('refuses values out of bounds or of the wrong type, and unknown keys', async () => {
    const s = open();
    for (const bad of [{ uiScale: 89 }, { uiScale: 151 }, { uiScale: 120.5 }, { uiScale: '120' }, { locale: 'fr' }, { animationSpeed: 'warp' }, { colourBlindMarks: 1 }, { growWithWindow: 'yes' }, { soundVolume: -10 }, { soundVolume: 101 }, { soundVolume: 55.5 }, { theme: 'dark' }, null, []]) {
      const r = await s.set(bad);
      expect(r, JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'invalid-setting' } });
    }
    expect((await s.get()).settings).toEqual(DEFAULT_SETTINGS);
    expect(await files()).toEqual([]);
  });

  it('a file written before the sounds existed keeps every choice in it and plays sounds at the standard volume, without a notice', async () => {
    const before = { locale: 'de', uiScale: 110, animationSpeed: 'fast', colourBlindMarks: true, hotSeatCurtain: 'off', firstGameTips: false };
    await writeDoc(before);
    const st = await open().get();
    expect(st).toEqual({ settings: { ...before, soundVolume: DEFAULT_SETTINGS.soundVolume, growWithWindow: true }, firstRun: false, notice: null });
  });

  it('a file written before large windows grew keeps every choice in it and grows with the window, without a notice', async () => {
    const before = { locale: 'en', uiScale: 120, animationSpeed: 'slow', colourBlindMarks: false, hotSeatCurtain: 'always', firstGameTips: true, soundVolume: 20 };
    await writeDoc(before);
    const st = await open().get();
    expect(st).toEqual({ settings: { ...before, growWithWindow: true }, firstRun: false, notice: null });
    expect(DEFAULT_SETTINGS.growWithWindow).toBe(true);
  });

  it('a damaged file is moved aside and the defaults are used, with a notice', async () => {
    await fs.writeFile(file, '{"format":"auf-der-walz-settings","schemaVersion":1,"settings":{"loc');
    const st = await open().get();
    expect(st.settings).toEqual(DEFAULT_SETTINGS);
    expect(st.firstRun).toBe(false);
    expect(st.notice).toMatchObject({ code: 'settings-reset' });
    expect(st.notice!.file).toMatch(/^settings\.json\.quarantined-/);
    expect(await files()).toEqual([st.notice!.file]);
  });

  it('a file of another shape (schema-invalid) falls back to the defaults with a notice', async () => {
    await fs.writeFile(file, JSON.stringify({ locale: 'de', uiScale: 120 }));
    const st = await open().get();
    expect(st.settings).toEqual(DEFAULT_SETTINGS);
    expect(st.notice).toMatchObject({ code: 'settings-reset' });
  });

  it('invalid values fall back to their defaults alone; the valid ones stay', async () => {
    await writeDoc({ locale: 'de', uiScale: 400, animationSpeed: 'fast', hotSeatCurtain: 'sometimes', colourBlindMarks: true, futureThing: 1 });
    const st = await open().get();
    expect(st.settings).toEqual({ ...DEFAULT_SETTINGS, locale: 'de', animationSpeed: 'fast', colourBlindMarks: true });
    expect(st.notice).toEqual({ code: 'settings-fields-reset', file: null, detail: 'uiScale, hotSeatCurtain' });
  });

  it('a damaged file with a good backup: the backup is used', async () => {
    const s = open();
    await s.set({ locale: 'de' });
    await s.set({ uiScale: 110 });
    await fs.writeFile(file, 'garbage');
    const st = await open().get();
    expect(st.settings).toEqual({ ...DEFAULT_SETTINGS, locale: 'de' });
    expect(st.notice).toMatchObject({ code: 'settings-recovered' });
  });

  it('an I/O error on write is reported; the change still applies for the session', async () => {
    const fsx = failingFs(['open']);
    const s = open({ fs: fsx });
    const r = await s.set({ locale: 'de' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.settings.locale).toBe('de');
    expect(r.value.notice).toMatchObject({ code: 'settings-write-failed' });
    expect(r.value.notice!.detail).toMatch(/EIO/);
    expect(s.current().locale).toBe('de');
    expect(await files()).toEqual([]);
    fsx.failing.on = false;
    const again = await s.set({ uiScale: 140 });
    expect(again.ok && again.value.notice).toBeNull();
    expect((await open().get()).settings).toMatchObject({ locale: 'de', uiScale: 140 });
  });

  it('an unreadable file: defaults with a notice, no crash', async () => {
    await writeDoc({ locale: 'de' });
    const st = await open({ fs: failingFs(['readFile']) }).get();
    expect(st.settings).toEqual(DEFAULT_SETTINGS);
    expect(st.notice).toMatchObject({ code: 'settings-unreadable' });
  });

  it('a file that cannot be read is never written over: changes hold for the session and join the file once it reads again', async () => {
    await writeDoc({ locale: 'de', uiScale: 140 });
    const before = await fs.readFile(file, 'utf8');
    const fsx = failingFs(['readFile']);
    const s = open({ fs: fsx });
    expect((await s.get()).notice).toMatchObject({ code: 'settings-unreadable' });
    for (const v of [50, 55]) {
      const r = await s.set({ soundVolume: v });
      expect(r.ok && r.value.settings.soundVolume).toBe(v);
      expect(r.ok && r.value.notice).toMatchObject({ code: 'settings-unreadable' });
    }
    // the player's own file, untouched, and no backup pushed out
    expect(await fs.readFile(file, 'utf8')).toBe(before);
    expect(await files()).toEqual([SETTINGS_FILE]);
    fsx.failing.on = false;
    const r = await s.set({ animationSpeed: 'fast' });
    expect(r.ok && r.value.notice).toBeNull();
    expect((await open().get()).settings).toMatchObject({ locale: 'de', uiScale: 140, soundVolume: 55, animationSpeed: 'fast' });
  });

  it('settings of a newer app this one does not know are written back unchanged with a change', async () => {
    await fs.writeFile(file, JSON.stringify({ format: 'auf-der-walz-settings', schemaVersion: 2, settings: { locale: 'de', keyBindings: { undo: 'Ctrl+Z' } } }));
    const s = open();
    await s.set({ soundVolume: 50 });
    await s.set({ soundVolume: 55 });
    const doc = JSON.parse(await fs.readFile(file, 'utf8')) as { schemaVersion: number; settings: Record<string, unknown> };
    expect(doc.settings).toMatchObject({ locale: 'de', soundVolume: 55, keyBindings: { undo: 'Ctrl+Z' } });
    expect(doc.schemaVersion).toBe(2);
  });
});

describe('settings at the IPC boundary', () => {
  const trusted = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };

  it('the contract bounds UI scale to 90..150 and refuses unknown keys', () => {
    const req = CHANNELS['settings:set'].request;
    expect(req.safeParse({ uiScale: 90 }).success).toBe(true);
    expect(req.safeParse({ uiScale: 150 }).success).toBe(true);
    for (const bad of [{ uiScale: 89 }, { uiScale: 151 }, { uiScale: 1e9 }, { uiScale: Number.NaN }, { x: 1 }]) expect(req.safeParse(bad).success).toBe(false);
  });

  it('the router refuses an out-of-bounds scale before the store sees it', async () => {
    const svc = new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off', durable: false });
    const bad = await svc.router.handle('settings:set', { uiScale: 200 }, trusted);
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await files()).toEqual([]);
    const good = await svc.router.handle('settings:set', { uiScale: 150, locale: 'de' }, trusted);
    expect(good).toMatchObject({ ok: true, value: { settings: { uiScale: 150, locale: 'de' }, firstRun: false } });
    const read = await new AppServices({ engine, savesDir: dir, appVersion: 'test', curtain: 'off' }).router.handle('settings:get', {}, trusted);
    expect(read).toMatchObject({ ok: true, value: { settings: { uiScale: 150, locale: 'de' }, notice: null } });
  });
});
