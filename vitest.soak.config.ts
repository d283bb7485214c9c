import { defineConfig } from 'vitest/config';

// npm run soak: the long checks over many seeded games (tests/soak), kept out of `npm test`;
// how many games and which rules come from SOAK_GAMES, SOAK_SEED and SOAK_RULES (tests/soak/soakEnv.ts).
export default defineConfig({
  test: {
    include: ['tests/soak/**/*.soak.ts'],
    testTimeout: 4 * 3600_000,
    pool: 'forks',
  },
});
