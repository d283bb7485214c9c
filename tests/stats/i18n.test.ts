/** The statistics and settings messages: German has exactly the English keys, and every key the screens ask for exists. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import stats from '../../renderer/src/i18n/stats';
import { finishedGame, setupOf } from './support';
import { ANIMATION_SPEEDS, COMPUTER_LEVELS, CURTAIN_MODES, LOCALE_CODES, NOTICE_CODES } from '../../shared/ipc/contract';

type Tree = { [k: string]: string | Tree };
function keys(o: Tree, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const en = stats.en as unknown as Tree;
const de = stats.de as unknown as Tree;
const has = (tree: Tree, key: string) => typeof key.split('.').reduce<unknown>((o, p) => (o as Tree | undefined)?.[p], tree) === 'string';

describe('statistics and settings messages', () => {
  it('German has exactly the English keys, none empty', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const k of keys(de)) expect(k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], de), k).not.toBe('');
  });

  it('every literal key in the two screens (the statistics screen with its parts) and the menu exists', () => {
    const used = new Set<string>();
    const statsParts = readdirSync(new URL('../../renderer/src/screens/stats/', import.meta.url))
      .filter((f) => /\.(vue|ts)$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => `stats/${f}`);
    expect(statsParts.length).toBeGreaterThan(3);
    for (const f of ['StatsScreen.vue', ...statsParts, 'SettingsScreen.vue', 'MainMenu.vue']) {
      const src = readFileSync(new URL(`../../renderer/src/screens/${f}`, import.meta.url), 'utf8');
      for (const m of src.matchAll(/\bt\('((?:stats|settings|notices|menuExtra)\.[A-Za-z.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    for (const k of used) expect(has(en, k), k).toBe(true);
  });

  it('every value of the settings and statistics enums has a label', () => {
    const wanted = [
      ...COMPUTER_LEVELS.map((l) => `stats.levels.${l}`),
      ...ANIMATION_SPEEDS.map((s) => `settings.speeds.${s}`),
      ...CURTAIN_MODES.map((c) => `settings.curtains.${c}`),
      ...LOCALE_CODES.map((l) => `settings.languages.${l}`),
    ];
    for (const k of wanted) expect(has(en, k), k).toBe(true);
    for (const code of NOTICE_CODES) expect(typeof (en.notices as Tree)[code], code).toBe('string');
  });

  it('every scoring category of real games has a label (not the generic one)', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const g = finishedGame(setupOf(['A', 'B', 'C'], seed), seed);
      for (const sc of g.state.scorings) for (const lines of sc.perPlayer) for (const l of lines) seen.add(l.category);
    }
    expect(seen.size).toBeGreaterThan(8);
    for (const c of seen) expect(has(en, `stats.categories.${c}`), c).toBe(true);
  });
});
