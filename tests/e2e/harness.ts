/**
 * Chromium e2e harness: the BUILT renderer served over http://127.0.0.1 (random port, CSP
 * header), Debian Chromium driven by playwright-core, and the REAL main-process services
 * (AppServices: GameHost + SaveStore + router, real engine) bound to the page with
 * exposeBinding. The test preload builds window.walz from the contract.
 */
import { existsSync, mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { rendererConfig } from '../../renderer/vite.config';
import { AppServices, type ServicesOptions } from '../../electron/main/services';
import { contentSecurityPolicy, isTrustedSender } from '../../electron/main/security';
import { engine } from '../support/engine';

export const CHROMIUM = process.env.WALZ_CHROMIUM ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
/**
 * The page in the window at its smallest. Main's minWidth × minHeight (960 × 640) is the
 * window's outer size: the page gets that less the title bar and, on Windows and Linux, the
 * menu bar (about 50 pixels on Windows at 100 %), so the tests' smallest page is 960 × 590.
 */
export const SMALLEST_PAGE = { width: 960, height: 590 } as const;
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Build the renderer (production build) and the test preload into `dir`. */
export async function buildAll(dir: string): Promise<{ rendererDir: string; preloadFile: string }> {
  const rendererDir = path.join(dir, 'renderer');
  await viteBuild({ ...rendererConfig, configFile: false, logLevel: 'warn', build: { ...rendererConfig.build, outDir: rendererDir, emptyOutDir: true } });
  const preloadFile = path.join(dir, 'test-preload.js');
  await esbuild({ entryPoints: [fileURLToPath(new URL('./test-preload.ts', import.meta.url))], bundle: true, format: 'iife', target: 'chrome120', outfile: preloadFile, logLevel: 'error' });
  return { rendererDir, preloadFile };
}

export async function serveStatic(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const csp = contentSecurityPolicy();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = path.resolve(root, '.' + rel);
    if (!file.startsWith(path.resolve(root) + path.sep)) return void res.writeHead(403).end();
    try {
      const body = await fs.readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': csp });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * What the page's CSP (the app's own, served as a header) refused in this suite: an inline style or
 * a worker the policy does not allow is blocked without failing anything else, so every suite
 * fails at its end when something was refused.
 */
const cspViolations: string[] = [];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface AppPage {
  page: Page;
  services: AppServices;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** One "app start": fresh services on `savesDir`, a fresh page wired to them. */
export async function openApp(
  browser: Browser,
  origin: string,
  preloadFile: string,
  savesDir: string,
  opts: {
    viewport?: { width: number; height: number };
    services?: Partial<ServicesOptions>;
    /** Scripts that run in the page before the renderer's own (e.g. a bench's start-up probe). */
    initScripts?: readonly string[];
  } = {},
): Promise<AppPage> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 820 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    consoleErrors.push(m.text());
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const services: AppServices = new AppServices({
    engine,
    savesDir,
    appVersion: 'e2e',
    // tests that play every seat themselves; hot-seat tests pass services: { curtain: 'auto' }
    curtain: 'off',
    // the computers play the same game each run (a failure can be replayed)
    aiSeed: 0x5eed,
    trusted: (event) => isTrustedSender(event, [origin]),
    send: (push, payload) => {
      const arg: [string, unknown] = [push, JSON.parse(JSON.stringify(payload)) as unknown];
      void page.evaluate(([p, d]) => (window as unknown as { __walzPush(p: string, d: unknown): void }).__walzPush(p, d), arg as [string, never]).catch(() => undefined);
    },
    ...opts.services,
  });
  await page.exposeBinding('__walzInvoke', (source, channel: unknown, request: unknown) =>
    services.router.handle(channel, request, { senderFrame: { url: source.frame.url() } }),
  );
  await page.addInitScript({ path: preloadFile });
  for (const content of opts.initScripts ?? []) await page.addInitScript({ content });
  await page.goto(`${origin}/index.html`);
  return {
    page,
    services,
    consoleErrors,
    close: async () => {
      await services.autosaver.flush();
      await context.close();
    },
  };
}

export interface BuiltApp {
  readonly tmp: string;
  readonly browser: Browser;
  readonly origin: string;
  readonly preloadFile: string;
}

/**
 * Registers the suite's beforeAll/afterAll: builds the renderer and the test preload into a
 * temp folder, serves the renderer over http://127.0.0.1 and launches Chromium.
 */
export function useBuiltApp(prefix: string): BuiltApp {
  return useServedBuild(prefix, async (tmp) => {
    const built = await buildAll(tmp);
    return { root: built.rendererDir, preloadFile: built.preloadFile };
  });
}

/**
 * The suite fixture behind useBuiltApp (and the preview and rules suites): `build` writes a page
 * tree (and the test preload, if the pages use one) into a temp folder; the tree is served over http://127.0.0.1 and Chromium
 * is launched before the suite, and all of it is closed and removed after.
 */
export function useServedBuild(prefix: string, build: (tmp: string) => Promise<{ root: string; preloadFile?: string }>): BuiltApp {
  let tmp = '';
  let browser: Browser | undefined;
  let server: { origin: string; close(): Promise<void> } | undefined;
  let preloadFile = '';
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
    const built = await build(tmp);
    preloadFile = built.preloadFile ?? '';
    server = await serveStatic(built.root);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (cspViolations.length > 0) throw new Error(`the page's Content Security Policy refused: ${[...new Set(cspViolations)].slice(0, 5).join(' / ')}`);
  });
  return {
    get tmp() {
      return tmp;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
    get origin() {
      if (!server) throw new Error('the server is not started yet');
      return server.origin;
    },
    get preloadFile() {
      return preloadFile;
    },
  };
}
