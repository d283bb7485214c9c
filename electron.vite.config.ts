/**
 * electron-vite layout: electron/main (ESM), electron/preload (sandboxed, so one bundled CJS
 * file with zod inlined) and renderer/ (Vue 3, see renderer/vite.config.ts).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer/vite.config';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // aiWorker: the computer players' thread (electron/main/ai/AiWorker.ts loads ./aiWorker.js)
      rollupOptions: { input: { index: resolve('electron/main/index.ts'), aiWorker: resolve('electron/main/ai/aiWorkerEntry.ts') }, output: { format: 'es' } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
