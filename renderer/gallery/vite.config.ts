/** The component gallery as its own page: `npx vite -c renderer/gallery/vite.config.ts` (dev) or build. */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { UserConfig } from 'vite';

export const galleryConfig = (outDir = fileURLToPath(new URL('../../out/gallery', import.meta.url))): UserConfig => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [vue()],
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
  },
  build: { outDir, emptyOutDir: true, target: 'chrome140', chunkSizeWarningLimit: 2000 },
});

export default galleryConfig();
