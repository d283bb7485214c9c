import { createI18n } from 'vue-i18n';
import cards from './cards';
import de from './de';
import en from './en';
import { rulesMessages } from './rules';
import scoring from './scoring';
import stats from './stats';
import table from './table';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, ...scoring.en, table: table.en }, de: { ...de, ...scoring.de, table: table.de } },
  missingWarn: false,
  fallbackWarn: false,
});

/** Message catalogues of the app's parts, each `{ en, de }`, merged into the base ones. */
const PARTS: readonly Record<Locale, object>[] = [rulesMessages, stats, cards];
for (const part of PARTS) for (const l of LOCALES) i18n.global.mergeLocaleMessage(l, part[l] as never);
