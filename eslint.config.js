import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The pure engine must run in main, the renderer and workers: no platform imports. */
const forbiddenInShared = {
  patterns: [
    { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ must not import from electron/ or renderer/.' },
    { group: ['electron', 'electron/*', 'vue', 'pinia', 'three', 'three/*', '@vue/*'], message: 'shared/ must stay free of Electron, Vue and three.' },
    { group: ['node:*'], message: 'shared/ must not import Node built-ins.' },
  ],
  paths: ['fs', 'path', 'os', 'crypto', 'child_process', 'worker_threads', 'url', 'util', 'events', 'stream', 'buffer', 'process'].map(
    (name) => ({ name, message: 'shared/ must not import Node built-ins.' }),
  ),
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'coverage/**', '.ci/**', 'renderer/**/*.vue'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', forbiddenInShared] },
  },
);
