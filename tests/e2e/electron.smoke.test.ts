/**
 * Electron smoke test (Playwright _electron). Runs only where an Electron binary exists
 * (CI downloads it; this dev container installs Electron with ELECTRON_SKIP_BINARY_DOWNLOAD).
 * Needs the built app (`npm run build`): out/main/index.js.
 *
 * With WALZ_PACKAGED_APP set to the executable of a packaged app, its folder or its macOS .app
 * (the workflow's installer jobs: dist/linux-unpacked, dist/win-unpacked, dist/mac-arm64/…app), a
 * computer opponent's turn is also played in the app as it is installed: its code inside the asar
 * archive, the computer players' thread started from it, its fuses flipped. Those fuses turn off
 * Node's --inspect, which Playwright's _electron needs, so the packaged app is started as a player
 * starts it and driven through the DevTools protocol (cdpApp.ts).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type Page } from 'playwright-core';
import { launchOverCdp } from './cdpApp';

/**
 * The Electron executable, found the way the electron package finds it (path.txt under its
 * dist/), without require('electron'): from Electron 45 on, requiring it without a binary
 * starts a download, which must not happen in a test (and cannot work offline).
 */
function electronBinary(): string | null {
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = path.join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const exe = readFileSync(pathFile, 'utf-8').trim();
    const full = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(dir, 'dist'), exe);
    return existsSync(full) ? full : null;
  } catch {
    return null;
  }
}
const binary = electronBinary();
const main = path.resolve('out/main/index.js');
const reason = !binary
  ? 'no Electron binary (from Electron 45 on `npm ci` fetches none: `npx --no install-electron` does)'
  : !existsSync(main)
    ? 'app not built (run `npm run build`)'
    : null;
/**
 * The workflow's test jobs set WALZ_REQUIRE_ELECTRON=1: there a missing binary or build fails the
 * run instead of skipping (a skip there once hid that no binary was ever installed).
 */
const required = process.env.WALZ_REQUIRE_ELECTRON === '1';
if (reason) console.warn(`electron smoke: ${required ? 'FAILS' : 'SKIPPED'} — ${reason}`);
/**
 * The packaged app's executable: WALZ_PACKAGED_APP names it, or the folder that holds it (then
 * the program is the one named as electron-builder names it: on Linux after package.json's name,
 * on Windows after the product name), or the macOS .app (its Contents/MacOS/<product name>).
 */
function packagedApp(given: string | undefined): string | null {
  if (!given) return null;
  const at = path.resolve(given);
  if (!existsSync(at) || !statSync(at).isDirectory()) return at;
  if (at.endsWith('.app')) return path.join(at, 'Contents', 'MacOS', 'Auf der Walz');
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };
  const names = [pkg.name, 'Auf der Walz', `${pkg.name}.exe`, 'Auf der Walz.exe'];
  return names.map((n) => path.join(at, n)).find((f) => existsSync(f)) ?? path.join(at, pkg.name);
}
const packaged = packagedApp(process.env.WALZ_PACKAGED_APP);
if (!packaged) console.warn('electron smoke: the packaged app is not tried (WALZ_PACKAGED_APP is not set; the installer jobs set it)');

/** A started app: its window, its user-data folder, and how to end it. */
interface Started {
  readonly win: Page;
  readonly userData: string;
  close(): Promise<void>;
}

/**
 * Starts the app with a fresh user-data folder: the built out/main in the npm Electron binary
 * (Playwright's _electron), or a packaged executable (over the DevTools protocol, see above).
 */
async function launch(executable: string, withMain: boolean): Promise<Started> {
  const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-electron-'));
  const args = [`--user-data-dir=${userData}`];
  if (process.platform === 'linux') args.push('--no-sandbox');
  const env = { ...process.env, ELECTRON_RENDERER_URL: '' };
  if (!withMain) {
    const app = await launchOverCdp({ executable, args, env, pageUrl: /^app:\/\/walz\//, timeoutMs: 60_000 });
    return { win: app.page, userData, close: () => app.close() };
  }
  const app = await electron.launch({ executablePath: executable, args: [main, ...args], env });
  return { win: await app.firstWindow(), userData, close: () => app.close() };
}

/**
 * A new game of a person against a medium computer (the dialog's defaults): the person plays a
 * card and ends the turn, then the computer plays, each move with its reason in the log, and no
 * failure of the computer players' thread is in main's log.
 */
async function computerTakesItsTurn(executable: string, withMain: boolean): Promise<void> {
  const { win, userData, close } = await launch(executable, withMain);
  try {
    await win.getByTestId('main-menu').waitFor({ timeout: 30_000 });
    await win.getByTestId('new-game').click();
    await win.getByTestId('start-game').click();
    await win.getByTestId('game-screen').waitFor();
    await win.locator('button.action[data-type="playCard"]').first().click();
    await win.locator('button.action[data-type="endTurn"]').click();
    // the computer's first move, with the line saying why
    await win.locator('[data-testid="log"] .reason').first().waitFor({ timeout: 60_000 });
    let log = '';
    try {
      log = readFileSync(path.join(userData, 'logs', 'main.log'), 'utf8');
    } catch {
      // no log: nothing went wrong
    }
    expect(log).not.toContain('computer player:');
  } finally {
    await close();
  }
}

describe.skipIf(reason !== null)('Electron smoke', () => {
  it('opens one hardened window, exposes only window.walz and starts a game', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-electron-'));
    const args = [main, `--user-data-dir=${userData}`];
    if (process.platform === 'linux') args.push('--no-sandbox');
    const app = await electron.launch({ executablePath: binary!, args, env: { ...process.env, ELECTRON_RENDERER_URL: '' } });
    try {
      const win = await app.firstWindow();
      await win.getByTestId('main-menu').waitFor({ timeout: 30_000 });
      expect(await win.title()).toBe('Auf der Walz');
      expect(win.url()).toMatch(/^app:\/\/walz\//);
      const shape = await win.evaluate(() => ({
        walz: Object.keys((window as unknown as { walz: object }).walz).sort(),
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      }));
      expect(shape).toEqual({ walz: ['invoke', 'on'], require: 'undefined', process: 'undefined' });
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
      // navigation away from the app is refused
      await win.evaluate(() => window.location.assign('https://example.invalid/'));
      await win.waitForTimeout(500);
      expect(win.url()).toMatch(/^app:\/\/walz\//);
      await win.getByTestId('new-game').click();
      await win.getByTestId('seat-kind-1').getByRole('radio', { name: 'A person at this screen' }).click(); // both seats played by this test
      await win.getByTestId('start-game').click();
      await win.getByTestId('game-screen').waitFor();
      await win.locator('button.action').first().click();
      await win.locator('[data-testid="game-screen"][data-actions="1"]').waitFor();
    } finally {
      await app.close();
    }
  }, 90_000);

  it('a computer opponent takes its turn (its thread started in Electron)', async () => {
    await computerTakesItsTurn(binary!, true);
  }, 120_000);

});

describe.runIf(required && reason !== null)('Electron smoke (required here)', () => {
  it('has an Electron binary and the built app', () => {
    expect.fail(`WALZ_REQUIRE_ELECTRON=1, but ${reason}`);
  });
});

// the packaged app brings its own Electron: this needs neither the npm binary nor out/main
describe.skipIf(!packaged)('Electron smoke: the packaged app', () => {
  it('a computer opponent takes its turn (its code inside the asar archive)', async () => {
    expect(existsSync(packaged!), `WALZ_PACKAGED_APP: no such file ${packaged}`).toBe(true);
    await computerTakesItsTurn(packaged!, false);
  }, 120_000);
});
