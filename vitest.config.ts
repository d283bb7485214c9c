import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // CI also writes machine-readable results; .ci/run prints a one-line summary from them
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'out/test-results.json' }]] : ['default'],
  },
});
