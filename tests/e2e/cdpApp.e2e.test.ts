/**
 * launchOverCdp (cdpApp.ts), which the Electron smoke test drives the packaged app with, tried
 * here on Debian's Chromium: it finds the window by its address, the page works, and close()
 * ends the program; a program that exits at once or never opens its DevTools port fails with
 * what it wrote, and is not left running.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchOverCdp } from './cdpApp';
import { CHROMIUM, HAVE_CHROMIUM } from './harness';

describe('launchOverCdp', () => {
  it.skipIf(!HAVE_CHROMIUM)('starts a Chromium program, drives the window at the address asked for, and ends it', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-cdp-'));
    try {
      const page = 'data:text/html,<title>Auf der Walz</title><p data-testid="hello">Servus</p>';
      const app = await launchOverCdp({ executable: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${userData}`, page], pageUrl: /^data:text\/html/ });
      expect(await app.page.title()).toBe('Auf der Walz');
      expect(await app.page.getByTestId('hello').textContent()).toBe('Servus');
      expect(await app.page.evaluate(() => 6 * 7)).toBe(42);
      await app.close();
      expect(app.browser.isConnected()).toBe(false);
    } finally {
      // close() waits until the program's helpers have gone too (one of them, flushing the
      // profile, once wrote into Default/ after the browser had exited: ENOTEMPTY in CI); the
      // removal's own retries stay as a second guard. Nothing asserted above is retried.
      rmSync(userData, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  }, 60_000);

  /** The stand-in programs' and markers' folders, removed at the end. */
  const made: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  /** A stand-in program: a Node script (the DevTools switch comes after it, as the script's own argument). */
  function script(source: string): string {
    const dir = tempDir('walz-cdp-script-');
    const file = path.join(dir, 'program.cjs');
    writeFileSync(file, source);
    return file;
  }

  it('a program that exits before its DevTools port opens: an error with its exit code and what it wrote', async () => {
    const started = launchOverCdp({ executable: process.execPath, args: [script('console.error("no window here"); process.exit(3);')], pageUrl: /./, timeoutMs: 10_000 });
    await expect(started).rejects.toThrow(/exited \(code 3\)[\s\S]*no window here/);
  });

  it('a program that never opens its DevTools port: an error after the time allowed, and the program is ended', async () => {
    const marker = path.join(tempDir('walz-cdp-alive-'), 'alive');
    // says it is waiting, then would write the marker after 6 s unless ended before (the 2 s
    // allowed leave a slow machine's start of Node time to say it)
    const program = script(`console.log("waiting"); setTimeout(() => require("fs").writeFileSync(${JSON.stringify(marker)}, "still running"), 6000);`);
    const t0 = Date.now();
    await expect(launchOverCdp({ executable: process.execPath, args: [program], pageUrl: /./, timeoutMs: 2000 })).rejects.toThrow(/no DevTools endpoint within 2000 ms[\s\S]*waiting/);
    expect(Date.now() - t0).toBeLessThan(6000);
    await new Promise((r) => setTimeout(r, 6500));
    expect(existsSync(marker)).toBe(false);
  }, 20_000);
});
