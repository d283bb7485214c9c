import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';
import cards from './cards';
import { rulesMessages } from './rules';
import saves from './saves';
import stats from './stats';
import table from './table';
import tableUi from './tableUi';
import scoring from './scoring';
import { AI_REASON_MESSAGES } from '../../../shared/ai/reasons';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en: { ...en, ...saves.en, ...scoring.en, table: table.en }, de: { ...de, ...saves.de, ...scoring.de, table: table.de } },
  missingWarn: false,
  fallbackWarn: false,
});

/** Message catalogues of the app's parts, each `{ en, de }`, merged into the base ones. */
const PARTS: readonly Record<Locale, object>[] = [cards, rulesMessages, stats, AI_REASON_MESSAGES, tableUi];
for (const part of PARTS) for (const l of LOCALES) i18n.global.mergeLocaleMessage(l, part[l] as never);
