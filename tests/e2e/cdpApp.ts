/**
 * Starts a program of Chromium's kind (the packaged app, or Chromium itself) as a person starts
 * it, with the DevTools protocol on a free port, and drives its window through Playwright's
 * connectOverCDP. For the packaged app: its fuses turn off Node's --inspect switch, and
 * Playwright's _electron.launch waits for the Node inspector, so it cannot start that app at all.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';

export interface CdpApp {
  /** The first window whose address matches `pageUrl`. */
  readonly page: Page;
  readonly browser: Browser;
  /** What the program wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Disconnects and ends the program (waits until it has exited). */
  close(): Promise<void>;
}

export interface CdpLaunch {
  readonly executable: string;
  readonly args?: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** The window to drive: its address matches this. */
  readonly pageUrl: RegExp;
  readonly timeoutMs?: number;
}

/** Starts `executable` with `--remote-debugging-port=0` and connects to its DevTools endpoint. */
export async function launchOverCdp(opts: CdpLaunch): Promise<CdpApp> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // on POSIX in a process group of its own, so that ending it ends its helper processes too
  const child = spawn(opts.executable, [...(opts.args ?? []), '--remote-debugging-port=0'], { stdio: ['ignore', 'pipe', 'pipe'], env: opts.env ?? process.env, detached: process.platform !== 'win32' });
  let seen = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const endpoint = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no DevTools endpoint within ${timeoutMs} ms; the program wrote:\n${seen}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the program exited (code ${code}) before its DevTools endpoint; it wrote:\n${seen}`));
    });
  });
  const end = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    await groupEnded(child.pid);
  };
  try {
    const browser = await chromium.connectOverCDP(await endpoint, { timeout: timeoutMs });
    const page = await windowAt(browser, opts.pageUrl, timeoutMs);
    return {
      page,
      browser,
      output: () => seen,
      close: async () => {
        await browser.close().catch(() => undefined);
        await end();
      },
    };
  } catch (e) {
    await end();
    throw e;
  }
}

/**
 * After the program's own process has exited, its helpers (Chromium's and Electron's utility
 * and storage processes) may live on for a moment and still write into the profile. Ends the
 * process group and waits until none of it is left (POSIX; on Windows there is no group).
 */
async function groupEnded(pid: number | undefined): Promise<void> {
  if (process.platform === 'win32' || pid === undefined) return;
  const signal = (s: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-pid, s);
      return true;
    } catch {
      return false; // ESRCH: nothing of the group is left
    }
  };
  if (!signal('SIGTERM')) return;
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
    if (!signal(0)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  signal('SIGKILL');
}

/** The first page (of any context) whose address matches, waiting for it to open or to get there. */
async function windowAt(browser: Browser, url: RegExp, timeoutMs: number): Promise<Page> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const page = browser.contexts().flatMap((c) => c.pages()).find((p) => url.test(p.url()));
    if (page) return page;
    await new Promise((r) => setTimeout(r, 100));
  }
  const open = browser.contexts().flatMap((c) => c.pages()).map((p) => p.url());
  throw new Error(`no window at ${url} within ${timeoutMs} ms (open: ${open.join(', ') || 'none'})`);
}
