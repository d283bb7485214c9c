/**
 * How the statistics screen writes its numbers, dates and names in the chosen language:
 * dates, win rates, averages, play time, seat names and scoring-category names. Each part of
 * the screen calls this; the formatters follow a change of language at once.
 */
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import { duration as durationIn, seatLabel as seatLabelIn } from './statsModel';

export function useStatsFormat() {
  const { t, te, locale } = useI18n();

  const categoryLabel = (c: string) => (te(`stats.categories.${c}`) ? t(`stats.categories.${c}`) : t('stats.categories.other'));

  const dateFmt = computed(() => new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium' }));
  const dateTimeFmt = computed(() => new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' }));
  const pctFmt = computed(() => new Intl.NumberFormat(locale.value, { style: 'percent', maximumFractionDigits: 0 }));
  const numFmt = computed(() => new Intl.NumberFormat(locale.value, { maximumFractionDigits: 1 }));
  const date = (iso: string) => dateFmt.value.format(new Date(iso));
  const dateTime = (iso: string) => dateTimeFmt.value.format(new Date(iso));
  const rate = (wins: number, games: number) => pctFmt.value.format(games ? wins / games : 0);
  const num = (n: number) => numFmt.value.format(n);
  const duration = (minutes: number) => durationIn(t, minutes);
  const seatLabel = (p: { name: string; kind: string; level: string | null }) => seatLabelIn(t, p);

  return { categoryLabel, date, dateTime, rate, num, duration, seatLabel };
}
