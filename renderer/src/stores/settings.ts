import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { i18n, LOCALES, type Locale } from '../i18n';

const KEY = 'walz.settings';

/** UI preferences (kept in the renderer's own storage; nothing here affects the game). */
export const useSettingsStore = defineStore('settings', () => {
  const saved = readSaved();
  const locale = ref<Locale>((LOCALES as readonly string[]).includes(saved.locale ?? '') ? (saved.locale as Locale) : navigator.language.startsWith('de') ? 'de' : 'en');
  watch(
    locale,
    (l) => {
      i18n.global.locale.value = l;
      try {
        localStorage.setItem(KEY, JSON.stringify({ locale: l }));
      } catch {
        // storage unavailable: keep the choice for this session
      }
    },
    { immediate: true },
  );
  return { locale };
});

function readSaved(): { locale?: string } {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as { locale?: string };
  } catch {
    return {};
  }
}
