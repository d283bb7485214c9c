/**
 * Test page for the rules screen (tests/e2e/rules.e2e.test.ts): mounts RulesScreen alone with
 * the app's i18n and base styles. Query: ?lang=en|de&section=<id or decision kind>.
 * window.__rules: { closed, setLocale(l), setSection(s) }.
 */
/// <reference types="vite/client" />
import { type Component, createApp, h, ref } from 'vue';
import { i18n } from '../src/i18n';
import '../src/styles.css';

// Loaded through import.meta.glob so this file needs no '*.vue' module declaration.
const RulesScreen = Object.values(import.meta.glob<{ default: Component }>('../src/rules/RulesScreen.vue', { eager: true }))[0]!.default;

const query = new URLSearchParams(location.search);
const section = ref<string | undefined>(query.get('section') ?? undefined);
i18n.global.locale.value = query.get('lang') === 'de' ? 'de' : 'en';

const hooks = {
  closed: 0,
  setLocale(l: 'en' | 'de') {
    i18n.global.locale.value = l;
  },
  setSection(s: string) {
    section.value = s;
  },
};
(window as unknown as { __rules: typeof hooks }).__rules = hooks;

createApp({ render: () => h(RulesScreen, { section: section.value, onClose: () => hooks.closed++ }) })
  .use(i18n)
  .mount('#app');
