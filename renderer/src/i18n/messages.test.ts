import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('i18n messages', () => {
  it('German has exactly the English keys, none empty', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const k of keys(de)) expect(k.split('.').reduce((o: Record<string, unknown>, p) => o[p] as Record<string, unknown>, de as unknown as Record<string, unknown>)).not.toBe('');
  });
});

describe('the computer players lines name things as the table does', () => {
  it('a white scantling goes on a segment by the name the table gives it (Experience (red), not "roten Feld")', async () => {
    const { i18n } = await import('./index');
    const t = i18n.global.t as (key: string) => string;
    for (const locale of ['en', 'de'] as const) {
      i18n.global.locale.value = locale;
      for (const seg of ['kk', 'red', 'blue', 'green', 'yellow'] as const) {
        const name = t(`table.segment.${seg}`);
        expect(t(`ai.white.${seg}`), `${locale} ${seg}`).toContain(name);
        expect(t(`ai.easy.whim.white.${seg}`), `${locale} ${seg}`).toContain(name);
      }
    }
    i18n.global.locale.value = 'en';
  });
});

describe("the game's own words, the same everywhere", () => {
  /** Every string of a locale's merged messages (table, log, the computers' lines), its rules and tips, with its path. */
  async function strings(locale: 'en' | 'de'): Promise<[string, string][]> {
    const { i18n } = await import('./index');
    const out: [string, string][] = [];
    const walk = (o: unknown, path: string) => {
      if (typeof o === 'string') out.push([path, o]);
      else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(i18n.global.getLocaleMessage(locale), '');
    // the rules and the first game's tips live beside the messages
    const { RULES_DE } = await import('../rules/content.de');
    const { RULES_EN } = await import('../rules/content.en');
    const { TIPS } = await import('../rules/tips');
    walk(locale === 'de' ? RULES_DE : RULES_EN, 'rules');
    walk(TIPS[locale], 'tips');
    return out;
  }

  it('German says Thaler, Knobelrunde and orangefarben as the rulebook and the table do (never Taler, Würfelspiel, oranges)', async () => {
    const de = await strings('de');
    expect(de.length).toBeGreaterThan(1000);
    const off = de.filter(([, s]) => /\bTaler\b|Würfelspiel|\boranges\b/.test(s)).map(([k, s]) => `${k}: ${s.slice(0, 80)}`);
    expect(off).toEqual([]);
  });

  it('English says Thalers (never Talers) and hexagonal space (never scouting space), as the rulebook and the rules screen do', async () => {
    const en = await strings('en');
    const off = en.filter(([, s]) => /\bTalers?\b|scouting spaces?\b/i.test(s)).map(([k]) => k);
    expect(off).toEqual([]);
    // the table's name for the space is the rulebook's
    expect(en.filter(([k, s]) => k.startsWith('table.place.') && /hexagonal space/.test(s)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('sentences read as sentences', () => {
  it('no sentence strings two colons together ("…: …: …"), in the table, the log, the computers\' lines, the rules or the tips', async () => {
    const { i18n } = await import('./index');
    const { RULES_DE } = await import('../rules/content.de');
    const { RULES_EN } = await import('../rules/content.en');
    const { TIPS } = await import('../rules/tips');
    for (const locale of ['en', 'de'] as const) {
      const out: string[] = [];
      const walk = (o: unknown, path: string) => {
        if (typeof o === 'string') {
          // each plural form and each sentence on its own; a colon inside brackets does not count
          for (const form of o.split(' | '))
            for (const sentence of form.replace(/\([^)]*\)/g, '').split(/(?<=[.!?])\s+/))
              if ((sentence.match(/: /g) ?? []).length > 1) out.push(`${path}: ${sentence}`);
        } else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, path ? `${path}.${k}` : k);
      };
      walk(i18n.global.getLocaleMessage(locale), '');
      walk(locale === 'de' ? RULES_DE : RULES_EN, 'rules');
      walk(TIPS[locale], 'tips');
      expect(out, locale).toEqual([]);
    }
  });
});
