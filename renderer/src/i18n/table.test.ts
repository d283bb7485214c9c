/**
 * Completeness of the table messages: English and German have the same keys, every message
 * compiles in vue-i18n, and everything the engine knows (action types, pending decisions,
 * events, cards) has its message and its place in the model. A type added to the engine
 * makes one of these fail until the model and the messages cover it.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { COMPANIONS, NEWS_CARDS } from '../../../shared/data/cards';
import { DEVELOPMENT_CARDS, LEISURE_TYPES, SCANTLING_COLOURS, SEGMENTS, PLAYER_COLOURS } from '../../../shared/model/components';
import { KNOWN_ACTION_FIELDS, PENDING_KINDS, PROMPT_KINDS, SCORE_CATEGORIES } from '../../../shared/decisions';
import { NARRATED_EVENTS } from '../../../shared/narration';
import table from './table';
import { msg } from '../../../shared/decisions/msg';
import { CARDS_PRESENT, engineActionTypes, engineEventTypes, enginePendingKinds, leafKeys, lookup, render } from './table-testkit';

const keysEn = leafKeys(table.en).sort();
const keysDe = leafKeys(table.de).sort();
const has = (key: string) => lookup('en', key) !== undefined && lookup('de', key) !== undefined;
const hasPrefix = (prefix: string) => keysEn.some((k) => `table.${k}`.startsWith(prefix)) && keysDe.some((k) => `table.${k}`.startsWith(prefix));

describe('table messages', () => {
  it('German has exactly the English keys, none empty, and both read the same placeholders', () => {
    expect(keysDe).toEqual(keysEn);
    const bad: string[] = [];
    for (const k of keysEn) {
      const en = lookup('en', `table.${k}`) ?? '';
      const de = lookup('de', `table.${k}`) ?? '';
      if (!en.trim() || !de.trim()) bad.push(`${k}: empty`);
      const ph = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort().join(' ');
      if (ph(en) !== ph(de)) bad.push(`${k}: ${ph(en)} / ${ph(de)}`);
      if (en.split('|').length !== de.split('|').length) bad.push(`${k}: plural forms differ`);
    }
    expect(bad).toEqual([]);
  });

  it('every message compiles and renders in vue-i18n (no stray braces, @ or | outside plurals)', () => {
    const i18n = createI18n({ legacy: false, locale: 'en', messages: { en: { table: table.en }, de: { table: table.de } }, missingWarn: false, fallbackWarn: false });
    const errors: string[] = [];
    for (const locale of ['en', 'de'] as const) {
      i18n.global.locale.value = locale;
      for (const k of keysEn) {
        const names = (lookup(locale, `table.${k}`) ?? '').match(/\{(\w+)\}/g) ?? [];
        const params = Object.fromEntries(names.map((m) => [m.slice(1, -1), `<${m.slice(1, -1)}>`]));
        let out: string;
        try {
          out = i18n.global.t(`table.${k}`, params, 2);
        } catch (e) {
          errors.push(`${locale} ${k}: ${(e as Error).message}`);
          continue;
        }
        if (out === `table.${k}` || /[{}]/.test(out)) errors.push(`${locale} ${k}: rendered as "${out}"`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('every action type of the engine has a builder entry and a plain name', () => {
    const types = engineActionTypes();
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter((t) => !(t in KNOWN_ACTION_FIELDS))).toEqual([]);
    expect(types.filter((t) => !has(`table.action.${t}`))).toEqual([]);
  });

  it('every pending decision of the engine is known to the model and has a plain name', () => {
    const kinds = enginePendingKinds();
    expect(kinds.length).toBeGreaterThan(12);
    expect(kinds.filter((k) => !(PENDING_KINDS as readonly string[]).includes(k))).toEqual([]);
    expect([...PENDING_KINDS, 'other'].filter((k) => !has(`table.pending.${k}`))).toEqual([]);
  });

  it('every event the engine emits is narrated in its own words, in both languages', () => {
    const events = engineEventTypes();
    expect(events.length).toBeGreaterThan(50);
    expect(events.filter((t) => !NARRATED_EVENTS.includes(t))).toEqual([]);
    expect(events.filter((t) => !hasPrefix(`table.event.${t}`))).toEqual([]);
  });

  it('every prompt kind has its messages', () => {
    expect(PROMPT_KINDS.filter((k) => !hasPrefix(`table.prompt.${k}.`))).toEqual([]);
  });

  it('every colour, segment, leisure type, player colour and score category has its words', () => {
    const missing = [
      ...SCANTLING_COLOURS.map((c) => `table.scantling.${c}`),
      ...SCANTLING_COLOURS.map((c) => `table.scantlings.${c}`),
      ...SEGMENTS.map((s) => `table.segment.${s}`),
      ...LEISURE_TYPES.map((t) => `table.leisure.${t}`),
      ...PLAYER_COLOURS.map((c) => `table.playerColour.${c}`),
      ...SCORE_CATEGORIES.map((c) => `table.score.${c}`),
      ...[...SCORE_CATEGORIES, 'other'].map((c) => `table.scoreInline.${c}`),
    ].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });

  it.runIf(CARDS_PRESENT)('every personality, travel companion and development card has a name in cards.ts (EN and DE)', () => {
    const keys = [
      ...NEWS_CARDS.map((c) => `cards.news.${c.id}.name`),
      ...COMPANIONS.map((c) => `cards.companion.${c.id}.name`),
      ...Object.values(DEVELOPMENT_CARDS).map((c) => `cards.development.${c}.name`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});

describe('counted German sentences', () => {
  it('one personality waits ("wartet"), several wait ("warten"); English reads the same either way', () => {
    const one = msg('gain.innPersonalities', { names: 'Adolf Kolping' }, 1);
    const two = msg('gain.innPersonalities', { names: 'Adolf Kolping und Alfred Nobel' }, 2);
    expect(render(one, 'de')).toBe('Hier wartet: Adolf Kolping.');
    expect(render(two, 'de')).toBe('Hier warten: Adolf Kolping und Alfred Nobel.');
    expect(render(msg('gain.placeCityPersonalities', { names: 'Carl Benz' }, 1), 'de')).toBe('In dieser Stadt wartet nun: Carl Benz.');
    expect(render(msg('gain.placeCityPersonalities', { names: 'Carl Benz und Alfred Nobel' }, 2), 'de')).toBe('In dieser Stadt warten nun: Carl Benz und Alfred Nobel.');
    expect(render(one, 'en')).toBe('Waiting here: Adolf Kolping.');
  });
});
