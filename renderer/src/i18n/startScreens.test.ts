/** The title screen, the new-game dialog and the load list say everything in English and German. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PLAYER_COLOURS } from '../../../shared/model/components';
import { ActionSchema } from '../../../shared/ipc/contract';
import { i18n, LOCALES } from './index';
import { yearLabel } from '../screens/saveLabels';

const FILES = ['screens/MainMenu.vue', 'screens/NewGameDialog.vue', 'screens/newGame/SeatCard.vue', 'screens/LoadDialog.vue', 'screens/saveLabels.ts'];

describe('start screens: messages', () => {
  it('every literal key they ask for has a text in both languages, and German says it in German', () => {
    const used = new Set<string>();
    for (const f of FILES) {
      const src = readFileSync(new URL(`../${f}`, import.meta.url), 'utf8');
      for (const m of src.matchAll(/\bt\('([A-Za-z]+(?:\.[A-Za-z-]+)+)'/g)) used.add(m[1]!);
    }
    // and the keys they build from values
    for (const k of ['human', 'easy', 'medium', 'hard']) used.add(`newGame.kinds.${k}`);
    for (const p of ['name', 'colour']) used.add(`newGame.problems.${p}`);
    for (const c of PLAYER_COLOURS) used.add(`colours.${c}`);
    for (const l of LOCALES) used.add(`settings.languages.${l}`);
    expect(used.size).toBeGreaterThan(40);
    const g = i18n.global;
    const same: string[] = [];
    for (const k of used) {
      for (const l of LOCALES) expect(g.te(k, l), `${l} ${k}`).toBe(true);
      if (g.t(k, {}, { locale: 'en' }) === g.t(k, {}, { locale: 'de' })) same.push(k);
    }
    // the same in both languages: the title, 'Name', the languages' own names, and a pattern of placeholders only
    expect(same.sort()).toEqual(['app.title', 'newGame.name', 'settings.languages.de', 'settings.languages.en']);
  });

  it("the load list says a save's last action as a sentence with its journeyman, for every action there is, in both languages", () => {
    const g = i18n.global;
    // every action type the contract knows (the companions' advantages are a union of their own)
    type Node = { def: { shape?: { type: { value: string } }; options?: Node[] } };
    const typesOf = (o: Node): string[] => (o.def.shape ? [o.def.shape.type.value] : (o.def.options ?? []).flatMap(typesOf));
    const types = [...new Set((ActionSchema.options as unknown as Node[]).flatMap(typesOf))];
    expect(types.length).toBeGreaterThan(20);
    for (const type of types) {
      for (const locale of LOCALES) {
        expect(g.te(`load.did.${type}`, locale), `${locale} ${type}`).toBe(true);
        expect(g.t(`load.did.${type}`, { name: 'Anna' }, { locale }), `${locale} ${type}`).toMatch(/^Anna \S/);
      }
      expect(g.t(`load.did.${type}`, { name: 'Anna' }, { locale: 'de' }), type).not.toBe(g.t(`load.did.${type}`, { name: 'Anna' }, { locale: 'en' }));
    }
    expect(g.t('load.did.move', { name: 'Anna' }, { locale: 'en' })).toBe('Anna took a step');
  });

  it('how far a save has come, in the player’s words', () => {
    const g = i18n.global;
    const say = (locale: 'en' | 'de', year: number) => yearLabel((key, named) => g.t(key, named ?? {}, { locale }), year);
    expect([0, 1, 3, 4].map((y) => say('en', y))).toEqual(['Set-up', 'Year 1 of 3', 'Year 3 of 3', 'The One Day']);
    expect([0, 2, 4].map((y) => say('de', y))).toEqual(['Aufbau', 'Jahr 2 von 3', 'Der Eine Tag']);
    expect(g.t('load.actions', { n: 1 }, { locale: 'en', plural: 1 })).toBe('one action');
    expect(g.t('load.actions', { n: 40 }, { locale: 'de', plural: 40 })).toBe('40 Aktionen');
  });
});
