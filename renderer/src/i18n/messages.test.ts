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
