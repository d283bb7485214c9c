import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import scoring from './scoring';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, ...scoring.en }, de: { ...de, ...scoring.de } },
  missingWarn: false,
  fallbackWarn: false,
});
