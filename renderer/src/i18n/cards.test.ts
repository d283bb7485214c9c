/**
 * Every card, companion, development card, leisure type and fate tile in shared/data has a
 * name and an effect in English and German, and the words say what the data says: the same
 * amounts, the same colours, "and" versus "or", rolls and reveals.
 */
import { describe, expect, it } from 'vitest';
import { COMPANIONS, NEWS_CARDS, type Requirement, type Reward } from '../../../shared/data/cards';
import { FATE_TILES } from '../../../shared/data/pieces';
import { CITY_NAMES, DEVELOPMENT_CARDS, LEISURE_TYPES, SEGMENTS, type ScantlingColour } from '../../../shared/model/components';
import cards from './cards';

type Lang = 'en' | 'de';
const LANGS: Lang[] = ['en', 'de'];
type Tree = { [k: string]: string | Tree };
const msg = (lang: Lang, path: string): string | undefined => {
  let o: string | Tree | undefined = cards[lang] as unknown as Tree;
  for (const p of path.split('.')) o = typeof o === 'object' ? o[p] : undefined;
  return typeof o === 'string' ? o : undefined;
};

/** Word stems of the scantling colours as the texts use them. */
const STEM: Record<Lang, Record<ScantlingColour, string>> = {
  en: { orange: 'orange', black: 'black', red: 'red', blue: 'blue', green: 'green', yellow: 'yellow', white: 'white' },
  de: { orange: 'orangefarben', black: 'schwarz', red: 'rot', blue: 'blau', green: 'grün', yellow: 'gelb', white: 'weiß' },
};
const WORD = {
  en: { and: ' and ', or: ' or ', none: /^(None|Nothing)\b/, roll: /\bRoll a die\b/, pay: 'Pay', giveUp: 'Give up', companion: 'travel companion', scout: 'scout out', leisure: 'leisure card', footIt: 'foot-it point', thaler: 'Thaler' },
  de: { and: ' und ', or: ' oder ', none: /^(Keine|Keiner|Nichts)\b/, roll: /\bWürfle\b/, pay: 'Zahle', giveUp: 'Gib ', companion: 'Reisekamerad', scout: 'ausbaldowern', leisure: 'Mußekarte', footIt: 'Tippelpunkt', thaler: 'Thaler' },
} as const;

const colourStems = (lang: Lang, text: string) =>
  (Object.keys(STEM[lang]) as ScantlingColour[]).filter((c) => new RegExp(`\\b${STEM[lang][c]}`, 'i').test(text));
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

/** Checks one reward text against its data. */
function checkReward(lang: Lang, text: string, r: Reward, where: string) {
  const w = WORD[lang];
  const colours = [...(r.scantlings ?? []), ...(r.oneOf ?? [])];
  expect(colourStems(lang, text).sort(), `${where}: colours`).toEqual([...new Set(colours)].sort());
  const nums = [r.thalers, r.footIt].filter((n): n is number => n !== undefined && n > 0);
  // "two black scantlings" spells the count out; only Thalers and points are figures.
  expect(numbers(text), `${where}: amounts`).toEqual(nums.sort((a, b) => a - b));
  if (r.thalers) expect(text, where).toContain(`${r.thalers} ${w.thaler}`);
  if (r.footIt) expect(text, where).toContain(`${r.footIt} `);
  if (r.footIt) expect(text, where).toContain(w.footIt);
  if (r.oneOf) expect(text, `${where}: either/or`).toContain(w.or);
  if ((r.scantlings?.length ?? 0) > 1) expect(text.includes(w.and) || /\b(two|zwei)\b/.test(text), `${where}: and`).toBe(true);
  if (!r.oneOf) expect(text, `${where}: no "or"`).not.toContain(w.or);
  expect(w.roll.test(text), `${where}: roll`).toBe(!!r.rollThalers);
  expect(text.includes(w.companion), `${where}: companion`).toBe(!!r.revealCompanion);
  expect(text.includes(w.scout), `${where}: scouting`).toBe(!!r.freeScout);
  expect(text.includes(w.leisure), `${where}: leisure`).toBe(!!r.leisureChoice);
  if (Object.keys(r).length === 0) expect(text, where).toMatch(w.none);
}

function checkRequirement(lang: Lang, text: string, q: Requirement, where: string) {
  const w = WORD[lang];
  expect(colourStems(lang, text).sort(), `${where}: colours`).toEqual([...(q.removeOneOf ?? [])].sort());
  expect(numbers(text), `${where}: amounts`).toEqual(q.pay ? [q.pay] : []);
  if (q.pay) expect(text, where).toMatch(new RegExp(`^${w.pay} ${q.pay} ${w.thaler}`));
  if (q.removeOneOf) expect(text.startsWith(w.giveUp), where).toBe(true);
  if ((q.removeOneOf?.length ?? 0) > 1) expect(text, where).toContain(w.or);
  expect(w.roll.test(text), `${where}: roll`).toBe(!!q.payRoll);
  if (Object.keys(q).length === 0) expect(text, where).toMatch(w.none);
}

describe('card texts (renderer/src/i18n/cards.ts)', () => {
  it('English and German have the same keys and no empty text', () => {
    const keys = (o: Tree, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const en = keys(cards.en as unknown as Tree).sort();
    expect(keys(cards.de as unknown as Tree).sort()).toEqual(en);
    for (const lang of LANGS) for (const k of en) expect(msg(lang, k)?.trim(), `${lang} ${k}`).toBeTruthy();
  });

  for (const lang of LANGS) {
    it(`${lang}: every news card has its personality's name, reward, requirement and insight as printed`, () => {
      for (const c of NEWS_CARDS) {
        const at = (f: string) => msg(lang, `cards.news.${c.id}.${f}`);
        expect(at('name'), `${c.id} name`).toBe(c.personality);
        checkReward(lang, at('reward')!, c.reward, `${lang} ${c.id} reward`);
        checkRequirement(lang, at('requirement')!, c.requirement, `${lang} ${c.id} requirement`);
        checkReward(lang, at('insight')!, c.insight, `${lang} ${c.id} insight`);
      }
      for (const city of CITY_NAMES) expect(msg(lang, `cards.city.${city}`)).toBe(city);
    });

    it(`${lang}: every travel companion has name, trade, requirement, advantage and insight`, () => {
      const advantageWords: Record<string, RegExp> = {
        swapBlueGreen: lang === 'en' ? /blue.*green/ : /blau.*grün/,
        extraBlackOnWork: lang === 'en' ? /work.*black/ : /Arbeit.*schwarz/,
        extraOrangeOrBlackOnWork: lang === 'en' ? /work.*orange or black/ : /Arbeit.*orangefarbenes oder ein schwarzes/,
        extraOrangeOnWork: lang === 'en' ? /work.*orange/ : /Arbeit.*orangefarben/,
        twoThalersPerTurn: lang === 'en' ? /per turn, take 2 Thalers/ : /pro Zug nimmst du 2 Thaler/,
        freeScoutPerTurn: lang === 'en' ? /per turn.*scout out without/ : /pro Zug.*ausbaldowern, ohne/,
        moveScantlingUp: lang === 'en' ? /per turn.*next segment.*locked/ : /pro Zug.*nächsthöhere Segment.*abgeschlossen/,
        skipHexSpace: lang === 'en' ? /per turn.*hexagonal space for a single foot-it point/ : /pro Zug.*einen Tippelpunkt über ein sechseckiges Feld/,
        feesMinusOne: lang === 'en' ? /fee, toll and carriage fare costs you 1 Thaler less/ : /Jede Gebühr und jede Kutschfahrt kostet dich 1 Thaler weniger/,
      };
      for (const c of COMPANIONS) {
        const at = (f: string) => msg(lang, `cards.companion.${c.id}.${f}`);
        expect(at('name'), `${c.id} name`).toBe(c.name);
        expect(at('trade')?.toLowerCase(), `${c.id} trade`).toBe(c.trade ? c.trade[lang === 'en' ? 0 : 1].toLowerCase() : undefined);
        checkRequirement(lang, at('requirement')!, c.requirement, `${lang} ${c.id} requirement`);
        checkReward(lang, at('insight')!, c.insight, `${lang} ${c.id} insight`);
        const adv = at('advantage')!;
        if (c.advantage === null) expect(adv, `${c.id} advantage`).toMatch(WORD[lang].none);
        else expect(adv, `${lang} ${c.id} advantage`).toMatch(advantageWords[c.advantage]!);
      }
    });

    it(`${lang}: development cards, leisure types, segments and single pieces are named and explained`, () => {
      for (const card of Object.values(DEVELOPMENT_CARDS)) {
        expect(msg(lang, `cards.development.${card}.name`), card).toBeTruthy();
        expect(msg(lang, `cards.development.${card}.effect`), card).toMatch(lang === 'en' ? /Once a year and once on the One Day/ : /Einmal pro Jahr und einmal am Einen Tag/);
      }
      for (const type of LEISURE_TYPES) for (const f of ['name', 'effect']) expect(msg(lang, `cards.leisure.${type}.${f}`), type).toBeTruthy();
      for (const seg of SEGMENTS) expect(msg(lang, `cards.segment.${seg}.name`), seg).toBeTruthy();
      for (const piece of ['footIt', 'oneDay', 'stenz', 'townSeal', 'special', 'earring'])
        for (const f of ['name', 'effect']) expect(msg(lang, `cards.${piece}.${f}`), piece).toBeTruthy();
    });

    it(`${lang}: every fate tile has a name and states its wage exactly`, () => {
      expect(Object.keys((cards[lang].cards as { fate: object }).fate)).toHaveLength(FATE_TILES.length);
      FATE_TILES.forEach((wage, i) => {
        expect(msg(lang, `cards.fate.${i}.name`), `fate ${i}`).toBeTruthy();
        const text = msg(lang, `cards.fate.${i}.effect`)!.replace(/\u2060/g, ''); // word joiners keep "3–4" on one line
        if (wage.kind === 'fixed') {
          expect(numbers(text), `fate ${i}`).toEqual([wage.thalers]);
          expect(colourStems(lang, text), `fate ${i}`).toEqual(wage.scantling ? [wage.scantling] : []);
          return;
        }
        expect(WORD[lang].roll.test(text), `fate ${i} roll`).toBe(true);
        // Group the die faces into runs of one colour: "1–3 … yellow, 4–6 … green".
        const runs: { from: number; to: number; colour: ScantlingColour | null }[] = [];
        wage.table.forEach((colour, f) => {
          const last = runs.at(-1);
          if (last && last.colour === colour) last.to = f + 1;
          else runs.push({ from: f + 1, to: f + 1, colour });
        });
        const parts = text.split(/(?=\b\d–\d\b)/).slice(1);
        expect(parts.map((p) => p.slice(0, 3)), `fate ${i} ranges`).toEqual(runs.map((r) => `${r.from}–${r.to}`));
        parts.forEach((p, k) => expect(colourStems(lang, p), `fate ${i} run ${k}`).toEqual(runs[k]!.colour ? [runs[k]!.colour] : []));
      });
    });
  }
});
