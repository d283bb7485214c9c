import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import cards from './cards';
import { rulesMessages } from './rules';
import saves from './saves';
import stats from './stats';
import table from './table';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, ...saves.en, table: table.en }, de: { ...de, ...saves.de, table: table.de } },
  missingWarn: false,
  fallbackWarn: false,
});

/** Message catalogues of the app's parts, each `{ en, de }`, merged into the base ones. */
const PARTS: readonly Record<Locale, object>[] = [cards, rulesMessages, stats];
for (const part of PARTS) for (const l of LOCALES) i18n.global.mergeLocaleMessage(l, part[l] as never);
