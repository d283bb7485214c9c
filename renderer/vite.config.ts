/** Vite config of the renderer alone (used by electron.vite.config.ts and by `build:renderer`). */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { Plugin, UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The development server only: Vite's client injects every stylesheet as a <style> element, which
 * the page's own policy (`style-src 'self'`, as main's) refuses; there the meta policy allows inline
 * styles. The built app keeps the strict policy (main's header says the same; security.test.ts).
 */
export const devStylePolicy: Plugin = {
  name: 'walz-dev-style-policy',
  apply: 'serve',
  transformIndexHtml: (html: string) => html.replace("style-src 'self';", "style-src 'self' 'unsafe-inline';"),
};

export const rendererConfig: UserConfig = {
  root,
  base: './',
  plugins: [vue(), devStylePolicy],
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
  },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome140',
    // Vite's 500 kB warning is about downloads; the app reads its chunks from its own disk. The
    // two large chunks are the app (Vue, the table, both languages) and the 3-D board (three.js),
    // which loads after the menu (board3d/lazyBoard.ts); startup is measured by bench:ui.
    chunkSizeWarningLimit: 700,
    rollupOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
};

export default rendererConfig;
