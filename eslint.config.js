import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';

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
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'coverage/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Vue components: the plugin's essential rules (template errors, misuse of reactivity) with
  // TypeScript in <script lang="ts">; formatting is left to the authors.
  ...pluginVue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' } },
    rules: {
      // vue-tsc checks names (and knows the DOM's globals); no-undef would only repeat it wrongly
      'no-undef': 'off',
      // one-word names (Curtain, Die, Card) are the components' names at the table
      'vue/multi-word-component-names': 'off',
    },
  },
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
