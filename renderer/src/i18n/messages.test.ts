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
