import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import cards from './cards';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, de },
  missingWarn: false,
  fallbackWarn: false,
});
for (const l of LOCALES) i18n.global.mergeLocaleMessage(l, cards[l]); // card names and table labels (./cards.ts)
