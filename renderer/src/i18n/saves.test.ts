import { describe, expect, it } from 'vitest';
import { FS_REASONS, SAVE_ENTRY_STATUSES, SAVE_PROBLEM_CODES } from '../../../shared/ipc/contract';
import { i18n } from './index';
import saves from './saves';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('save messages', () => {
  it('German has exactly the English keys, none empty, none left in English', () => {
    expect(keys(saves.de).sort()).toEqual(keys(saves.en).sort());
    const get = (o: object, k: string) => k.split('.').reduce((x: Record<string, unknown>, p) => x[p] as Record<string, unknown>, o as Record<string, unknown>) as unknown as string;
    for (const k of keys(saves.en)) {
      expect(get(saves.de, k)).not.toBe('');
      expect({ [k]: get(saves.de, k) }).not.toEqual({ [k]: get(saves.en, k) });
    }
  });

  it('every problem code, I/O reason and list status the contract names has words in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      const m = saves[locale].saves;
      for (const c of SAVE_PROBLEM_CODES) expect(m.problem[c], `${locale} problem ${c}`).toBeTruthy();
      for (const r of FS_REASONS) expect(m.reason[r], `${locale} reason ${r}`).toBeTruthy();
      for (const s of SAVE_ENTRY_STATUSES) expect(m.list.status[s], `${locale} status ${s}`).toBeTruthy();
    }
  });

  it('the autosave\'s last-saved line reads right for no action yet, one and several', () => {
    const t = i18n.global.t as (key: string, named: Record<string, unknown>, plural: number) => string;
    const line = (n: number) => t('saves.autosave.lastSaved', { time: '27 Nov 2026, 09:03', n }, n);
    expect(line(0)).toBe('Last saved on 27 Nov 2026, 09:03, before the first action.');
    expect(line(1)).toBe('Last saved on 27 Nov 2026, 09:03 with one action.');
    expect(line(3)).toBe('Last saved on 27 Nov 2026, 09:03 with 3 actions.');
  });

  it('the catalogues keep their own keys and gain the saves keys', () => {
    const t = i18n.global.t;
    i18n.global.locale.value = 'de';
    expect(t('saves.autosave.retry')).toBe('Erneut versuchen');
    expect(t('menu.continue')).toBe('Fortsetzen');
    i18n.global.locale.value = 'en';
    expect(t('saves.recovery.behind', { n: 3 }, 3)).toBe('It is the same game, but without the last 3 actions.');
    expect(t('saves.recovery.behind', { n: 1 }, 1)).toBe('It is the same game, but without the last action.');
  });
});
