import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import saves from './saves';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, ...saves.en }, de: { ...de, ...saves.de } },
  missingWarn: false,
  fallbackWarn: false,
});
