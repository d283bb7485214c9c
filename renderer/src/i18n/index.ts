import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import table from './table';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, table: table.en }, de: { ...de, table: table.de } },
  missingWarn: false,
  fallbackWarn: false,
});
