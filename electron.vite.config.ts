/**
 * electron-vite layout: electron/main (ESM), electron/preload (sandboxed, so one bundled CJS
 * file with zod inlined) and renderer/ (Vue 3, see renderer/vite.config.ts).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer/vite.config';
import { standaloneWorkerPlugin } from './electron/build/standaloneWorker';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve('electron/main/index.ts') }, output: { format: 'es' } },
    },
    // the computer players' worker thread, out/main/aiWorker.js, whole in itself (AiWorker.ts
    // starts it from its text; electron/build/standaloneWorker.ts says why)
    plugins: [standaloneWorkerPlugin(resolve('electron/main/ai/aiWorkerEntry.ts'), 'aiWorker.js')],
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
