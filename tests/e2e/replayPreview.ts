/**
 * Harness for the replay and scoring screens until the app routes to them: builds the
 * TEST-ONLY preview entry (renderer/preview, never in the production bundle) and the test
 * preload, serves them like the app, and opens pages wired to real AppServices (real engine,
 * real SaveStore) at any viewport.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Page } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { rendererConfig } from '../../renderer/vite.config';
import { AppServices } from '../../electron/main/services';
import { isTrustedSender } from '../../electron/main/security';
import { engine } from '../support/engine';
import { useServedBuild, type BuiltApp } from './harness';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildPreview(dir: string): Promise<{ root: string; preloadFile: string }> {
  const root = path.join(dir, 'preview');
  await viteBuild({
    ...rendererConfig,
    configFile: false,
    logLevel: 'warn',
    build: {
      ...rendererConfig.build,
      outDir: root,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4000,
      rollupOptions: { input: path.resolve(here, '../../renderer/preview/index.html') },
    },
  });
  const preloadFile = path.join(dir, 'test-preload.js');
  await esbuild({ entryPoints: [path.join(here, 'test-preload.ts')], bundle: true, format: 'iife', target: 'chrome120', outfile: preloadFile, logLevel: 'error' });
  return { root, preloadFile };
}

export interface PreviewPage {
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

/** A page at `viewport` wired to `services`, showing the preview with `query`. */
export async function openPreview(
  fx: PreviewFixture,
  services: AppServices,
  query: string,
  viewport: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<PreviewPage> {
  const context = await fx.browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.exposeBinding('__walzInvoke', (source, channel: unknown, request: unknown) =>
    services.router.handle(channel, request, { senderFrame: { url: source.frame.url() } }),
  );
  await page.addInitScript({ path: fx.preloadFile });
  await page.goto(`${fx.origin}/preview/index.html?${query}`);
  return { page, errors, close: () => context.close() };
}

export function newServices(fx: PreviewFixture, savesDir: string): AppServices {
  return new AppServices({ engine, savesDir, appVersion: 'e2e', curtain: 'off', trusted: (event) => isTrustedSender(event, [fx.origin]) });
}

export type PreviewFixture = BuiltApp;

export function usePreview(prefix: string): PreviewFixture {
  return useServedBuild(prefix, buildPreview);
}
