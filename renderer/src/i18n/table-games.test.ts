/**
 * The table's words over real games: seeded games played by the bots; at every state the
 * prompt of the deciding seat, and every event in sentences (single and merged), rendered in
 * English and German. No text may show an internal id, a raw type name, an unresolved key
 * or placeholder, or an empty value; every key used must exist in both languages.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { keysOf, promptFor, type Msg } from '../../../shared/decisions';
import { playSeeded } from '../../../shared/decisions/testGames';
import table from './table';
import { CARDS_PRESENT, eventMsgs, lookup, problemsOf, promptMsgs, rawNames, render, scoringMsgs, type Locale } from './table-testkit';

/** Every message the model makes over seeded games of every bot mix. */
function collect(): Msg[] {
  const out: Msg[] = [];
  for (let seed = 1; seed <= 9; seed++) {
    const mix = seed % 3 === 0 ? 'random' : seed % 3 === 1 ? 'greedy' : 'mixed';
    const end = playSeeded(seed, mix, (v) => {
      out.push(...promptMsgs(promptFor(v.view, v.legal, { routes: v.routes })), ...eventMsgs(v));
    });
    out.push(...scoringMsgs(end));
  }
  return out;
}

const MSGS = collect();

const RAW = rawNames();

describe('the table in words over seeded games', () => {
  it('collects a large, varied set of messages', () => {
    expect(MSGS.length).toBeGreaterThan(20000);
    const keys = new Set<string>();
    for (const m of MSGS) keysOf(m, keys);
    expect(keys.size).toBeGreaterThan(250);
  });

  it('every key used by promptFor and narrate exists in English and German', () => {
    const keys = new Set<string>();
    for (const m of MSGS) keysOf(m, keys);
    const missing = [...keys].filter((k) => (k.startsWith('table.') || CARDS_PRESENT) && (lookup('en', k) === undefined || lookup('de', k) === undefined));
    expect(missing).toEqual([]);
  });

  for (const locale of ['en', 'de'] as Locale[]) {
    it(`no rendered ${locale === 'en' ? 'English' : 'German'} text shows an id, a raw type, a key or a dump`, () => {
      const bad = new Map<string, string>();
      for (const m of MSGS) {
        const text = render(m, locale);
        for (const p of problemsOf(text, RAW)) if (!bad.has(p)) bad.set(p, text);
      }
      expect(Object.fromEntries(bad)).toEqual({});
    });
  }

  it('the tiny interpolator renders exactly as vue-i18n does (plurals included)', () => {
    const i18n = createI18n({ legacy: false, locale: 'en', messages: { en: { table: table.en }, de: { table: table.de } }, missingWarn: false, fallbackWarn: false });
    const tableOnly = (m: Msg): boolean => [...keysOf(m)].every((k) => k.startsWith('table.'));
    const sample = MSGS.filter(tableOnly).filter((_, i) => i % 37 === 0);
    expect(sample.length).toBeGreaterThan(300);
    const diff: string[] = [];
    for (const locale of ['en', 'de'] as const) {
      i18n.global.locale.value = locale;
      const viaVue = (m: Msg): string => {
        const params: Record<string, string | number> = {};
        for (const [k, v] of Object.entries(m.params ?? {})) params[k] = typeof v === 'object' ? viaVue(v) : v;
        return m.count === undefined ? i18n.global.t(m.key, params) : i18n.global.t(m.key, params, m.count);
      };
      for (const m of sample) {
        const a = viaVue(m);
        const b = render(m, locale);
        if (a !== b && diff.length < 5) diff.push(`${a} ≠ ${b}`);
      }
    }
    expect(diff).toEqual([]);
  });
});
