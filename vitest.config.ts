import { defineConfig } from 'vitest/config';

// .ci/run sets WALZ_TEST_RESULTS to have the results written as JSON too (it prints a one-line
// summary from them); a plain `npm test` only reports to the terminal.
const results = process.env.WALZ_TEST_RESULTS;

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: results ? ['default', ['json', { outputFile: results }]] : ['default'],
  },
});
