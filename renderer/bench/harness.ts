/**
 * Node-side harness shared by scripts/bench-board.ts and tests/board3d: builds the bench page
 * with the Vite API, serves it over http://127.0.0.1 on a free port and opens headless Chromium.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export async function buildBench(root: string, outDir: string): Promise<void> {
  const vite = await import('vite');
  const vue = (await import('@vitejs/plugin-vue')).default;
  await vite.build({
    root: resolve(root, 'renderer/bench'),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [vue()],
    build: { outDir: resolve(outDir), emptyOutDir: true, sourcemap: false, minify: true, chunkSizeWarningLimit: 4000 },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export async function serveDir(dir: string): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Shape of window.__board in the bench page (see renderer/bench/main.ts). */
export interface BenchHooks {
  stage: string;
  ready(): boolean;
  stats(): { drawCalls: number; triangles: number; frames: number };
  caps(): { antialias: boolean; pixelRatio: number; software: boolean; renderScale: number; buffer: string };
  setRenderScale(scale: number | null): void;
  spaces(): number;
  pieces(): number;
  markers(): number;
  forceRenders(n: number): number[];
  forceMotionRenders(n: number): number[];
  idleFrames(ms: number): Promise<number>;
  variance(): { mean: number; variance: number; samples: number };
  pickRoundTrip(count: number): { tried: number; ok: number };
  profileLayers(n: number): Record<string, number>;
}
