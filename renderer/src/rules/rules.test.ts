/**
 * The rules text: enough of it in both languages, the same sections in the same order, every
 * link and every "?" target pointing at a section that exists, a tip for every decision kind,
 * and the facts in the reference tables matching the game data.
 */
import { describe, expect, it } from 'vitest';
import { COMPANIONS, FOOT_IT_SET, LEISURE_CARDS, NEWS_CARDS } from '../../../shared/data/cards';
import { boardGraph, HOMELAND_SPACE } from '../../../shared/board';
import { CITIES, LANDSCAPE_TILES, START_AREA, START_TILES } from '../../../shared/data/pieces';
import { CITY_NAMES, SEGMENT_VALUE, SEGMENTS } from '../../../shared/model/components';
import { rulesMessages } from '../i18n/rules';
import { RULES_DE } from './content.de';
import { RULES_EN } from './content.en';
import { openingSection, rulesFor } from './document';
import { DECISION_KINDS, helpSectionFor } from './help';
import { blockStrings, parseInline, plainText, sectionStrings, wordCount } from './inline';
import { TIPS, tipFor } from './tips';
import { SECTION_IDS, type Block, type RulesDocument } from './types';
import { PROMPT_KINDS } from '../../../shared/decisions/types';
import { promptFor } from '../../../shared/decisions/prompt';
import { playSeeded } from '../../../shared/decisions/testGames';

const DOCS: Record<'en' | 'de', RulesDocument> = { en: RULES_EN, de: RULES_DE };

function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((b) => (b.kind === 'example' ? [b, ...allBlocks(b.blocks)] : [b]));
}
function tables(doc: RulesDocument, id: string): Extract<Block, { kind: 'table' }>[] {
  return allBlocks(doc.find((s) => s.id === id)!.blocks).filter((b): b is Extract<Block, { kind: 'table' }> => b.kind === 'table');
}

describe('rules content', () => {
  it.each(['en', 'de'] as const)('%s has at least 1,500 words of rules', (lang) => {
    const words = wordCount(DOCS[lang]);
    expect(words).toBeGreaterThanOrEqual(1500);
  });

  it('the word count counts the words a reader sees', () => {
    const doc: RulesDocument = [
      { id: 'aim', title: 'Two words', lead: 'one', blocks: [{ kind: 'p', text: 'See **the tally** and [this part](#tally) — 5 VP.' }, { kind: 'table', head: ['a b'], rows: [['c']] }] },
    ];
    // Two words / one / See the tally and this part 5 VP. / a b / c  (the dash is not a word)
    expect(wordCount(doc)).toBe(2 + 1 + 8 + 2 + 1);
  });

  it('both languages have exactly the section ids, in the same order', () => {
    expect(RULES_EN.map((s) => s.id)).toEqual([...SECTION_IDS]);
    expect(RULES_DE.map((s) => s.id)).toEqual([...SECTION_IDS]);
  });

  it.each(['en', 'de'] as const)('%s: every section has a title, a lead line and text; titles are distinct', (lang) => {
    const doc = DOCS[lang];
    for (const s of doc) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.lead.trim(), s.id).not.toBe('');
      expect(s.blocks.length, s.id).toBeGreaterThan(0);
    }
    expect(new Set(doc.map((s) => s.title)).size).toBe(doc.length);
  });

  it.each(['en', 'de'] as const)('%s: every link points at a section, and no mark is left unparsed', (lang) => {
    for (const s of DOCS[lang]) {
      for (const text of sectionStrings(s)) {
        for (const part of parseInline(text)) if (part.kind === 'link') expect(SECTION_IDS, `${s.id}: ${text}`).toContain(part.section);
        const plain = plainText(text);
        expect(plain, `${s.id}: ${text}`).not.toMatch(/\*\*|\]\(#/);
        expect(plain.trim(), s.id).not.toBe('');
      }
    }
  });

  it.each(['en', 'de'] as const)('%s: every table row has as many cells as the head', (lang) => {
    for (const s of DOCS[lang])
      for (const b of allBlocks(s.blocks))
        if (b.kind === 'table') {
          for (const row of [...b.rows, ...(b.foot ? [b.foot] : [])]) expect(row, `${s.id}: ${row.join(' | ')}`).toHaveLength(b.head.length);
        }
  });

  it('the German text is not the English one: no section shares a sentence-long string with English', () => {
    for (const id of SECTION_IDS) {
      const en = new Set(RULES_EN.find((s) => s.id === id)!.blocks.flatMap(blockStrings).filter((t) => wordCount([{ id: 'aim', title: '', lead: '', blocks: [{ kind: 'p', text: t }] }]) > 6));
      const de = RULES_DE.find((s) => s.id === id)!.blocks.flatMap(blockStrings);
      expect(de.filter((t) => en.has(t)), id).toEqual([]);
    }
  });

  it('the German text uses the German rulebook\u2019s terms', () => {
    const text = RULES_DE.flatMap(sectionStrings).map(plainText).join(' ');
    for (const term of ['Kerbholz', 'Kantholz', 'Wanderbuch', 'Herberge', 'Wirtshaus', 'Tippelkarte', 'Ausbaldowern', 'Charly', 'Geldkatze', 'Scheniegelei-Marker', 'Schicksalsplättchen', 'Knobelrunde', 'Zwischenwertung', 'Schlusswertung', 'Reisekamerad', 'Markierungsstein', 'Stadtsiegel', 'Mußekarte', 'Thaler'])
      expect(text, term).toContain(term);
  });
});

describe('rules facts match the game data', () => {
  it.each(['en', 'de'] as const)('%s: the companion table lists all sixteen companions', (lang) => {
    const [t] = tables(DOCS[lang], 'hostel');
    expect(t!.rows.map((r) => r[0])).toEqual(COMPANIONS.map((c) => c.name));
    // companions without a requirement say so, those with one name its colour(s)
    for (const c of COMPANIONS) {
      const row = t!.rows.find((r) => r[0] === c.name)!;
      const needs = 'removeOneOf' in c.requirement ? c.requirement.removeOneOf : [];
      if (needs.length === 0) expect(row[1], c.name).toBe(lang === 'en' ? 'nothing' : 'nichts');
      else expect(row[1], c.name).toBe(needs.map((col) => ({ orange: lang === 'en' ? 'orange' : 'orange', black: lang === 'en' ? 'black' : 'schwarz' })[col as 'orange' | 'black']).join(lang === 'en' ? ' or ' : ' oder '));
      expect(row[2] === '—', c.name).toBe(c.advantage === null);
    }
  });

  it.each(['en', 'de'] as const)('%s: the personality table lists all fourteen personalities with their cities', (lang) => {
    const [t] = tables(DOCS[lang], 'news');
    expect(t!.rows.map((r) => [r[0], r[1]])).toEqual(NEWS_CARDS.map((n) => [n.personality, n.city]));
  });

  it.each(['en', 'de'] as const)('%s: the tally stick table has the five segments and their values', (lang) => {
    const [t] = tables(DOCS[lang], 'tally');
    expect(t!.rows.map((r) => Number.parseInt(r[2]!, 10))).toEqual(SEGMENTS.map((s) => SEGMENT_VALUE[s]));
  });

  it.each(['en', 'de'] as const)('%s: the cities section names the seven cities', (lang) => {
    const text = plainText(sectionStrings(DOCS[lang].find((s) => s.id === 'cities')!).join(' '));
    for (const city of CITY_NAMES) expect(text).toContain(city);
  });

  it('the foot-it set and the leisure cards are described as the data has them', () => {
    const count = (v: number) => FOOT_IT_SET.filter((x) => x === v).length;
    const en = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
    const de = ['', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs'];
    const deValue = ['', 'Einsen', 'Zweien', 'Dreien', 'Vieren', 'Fünfen'];
    const total = FOOT_IT_SET.reduce((a, v) => a + v, 0);
    const walkingEn = plainText(sectionStrings(RULES_EN.find((s) => s.id === 'walking')!).join(' '));
    const walkingDe = plainText(sectionStrings(RULES_DE.find((s) => s.id === 'walking')!).join(' '));
    expect(walkingEn).toContain(`${en[count(1)]} 1s, ${en[count(2)]} 2s, ${en[count(3)]} 3s, ${en[count(4)]} 4s and ${en[count(5)]} 5s: ${total} points`);
    expect(walkingDe).toContain([1, 2, 3, 4].map((v) => `${de[count(v)]} ${deValue[v]}`).join(', ') + ` und ${de[count(5)]} ${deValue[5]}: zusammen ${total} Punkte`);
    const perKind = new Set(Object.values(LEISURE_CARDS));
    expect(perKind.size).toBe(1);
    const [n] = [...perKind];
    expect(plainText(sectionStrings(RULES_EN.find((s) => s.id === 'setup')!).join(' '))).toContain(`${en[n!]} of each`);
    expect(plainText(sectionStrings(RULES_DE.find((s) => s.id === 'setup')!).join(' '))).toContain(`je ${de[n!]}`);
  });

  it('the fees and tolls named in the text are the ones on the board pieces', () => {
    const range = (pieces: typeof CITIES, pick: (s: (typeof CITIES)[number]['spaces'][number]) => number | undefined) => {
      const values = pieces.flatMap((p) => p.spaces.map(pick)).filter((v): v is number => v !== undefined);
      return [Math.min(...values), Math.max(...values)];
    };
    const [lMin, lMax] = range([...START_TILES, ...LANDSCAPE_TILES], (s) => (s.kind === 'inn' || s.kind === 'hostel' ? s.fee : undefined));
    const [cMin, cMax] = range(CITIES, (s) => (s.kind === 'inn' || s.kind === 'hostel' ? s.fee : undefined));
    const [eMin, eMax] = range(CITIES, (s) => (s.kind === 'path' ? s.toll : undefined));
    const [hMin, hMax] = range(CITIES, (s) => (s.kind === 'centre' ? s.toll : undefined));
    const text = (doc: RulesDocument, id: string) => plainText(sectionStrings(doc.find((s) => s.id === id)!).join(' '));
    expect(text(RULES_EN, 'spaces')).toContain(`in the countryside ask ${lMin} or ${lMax} Thalers, those in the cities ${cMin} or ${cMax}`);
    expect(text(RULES_DE, 'spaces')).toContain(`auf dem Land ${lMin} oder ${lMax} Thaler, in den Städten ${cMin} oder ${cMax}`);
    expect(eMin).toBe(eMax);
    expect(text(RULES_EN, 'cities')).toContain(`a toll of ${eMin} Thaler, and the central hexagon ${hMin} or ${hMax}`);
    expect(text(RULES_DE, 'cities')).toContain(`${eMin} Thaler Gebühr, das zentrale Sechseckfeld ${hMin} oder ${hMax}`);
    // the cities' notes say the same in a line of their own
    expect(text(RULES_EN, 'cities')).toContain(`City inns and hostels ask ${cMin} or ${cMax} Thalers, country ones ${lMin} or ${lMax}.`);
    expect(text(RULES_DE, 'cities')).toContain(`Wirtshäuser und Herbergen kosten in der Stadt ${cMin} oder ${cMax} Thaler, auf dem Land ${lMin} oder ${lMax}.`);
  });

  it.each(['en', 'de'] as const)('%s: the worked turn example can be walked on the start area as told (a 5: homeland, hexagonal space, inn, back, leisure)', (lang) => {
    const g = boardGraph(START_AREA);
    const kind = (id: string) => g.spaces.get(id)!.kind;
    const near = (id: string) => g.spaces.get(id)!.adjacent;
    // homeland -> its connection space -> a start tile's hexagonal space with an inn and a leisure space beside it
    const walks = near(HOMELAND_SPACE).flatMap((c) => near(c).filter((h) => kind(h) === 'centre').map((h) => [c, h] as const));
    const fits = walks.filter(([, h]) => near(h).some((x) => kind(x) === 'inn') && near(h).some((x) => kind(x) === 'leisure'));
    expect(fits.length).toBeGreaterThan(0);
    const inn = near(fits[0]![1]).find((x) => kind(x) === 'inn')!;
    expect(g.spaces.get(inn)!.fee).toBe(1);
    const [ex] = allBlocks(DOCS[lang].find((s) => s.id === 'turn')!.blocks).filter((b) => b.kind === 'example');
    const told = plainText(blockStrings(ex!).join(' '));
    // five steps for the 5: off the homeland, the hexagonal space, the inn, back, the leisure space
    expect(told).toContain(lang === 'en' ? 'Lena plays a 5' : 'Lena spielt eine 5');
    const left = [...told.matchAll(lang === 'en' ? /\((\d) (?:points )?left\)/g : /\(noch (\d)(?: Punkte)?\)/g)].map((m) => Number(m[1]));
    expect(left).toEqual([4, 3, 2, 1]);
  });

  it.each(['en', 'de'] as const)('%s: the worked year-end example adds up', (lang) => {
    const [t] = tables(DOCS[lang], 'yearEnd');
    const sum = t!.rows.reduce((a, r) => a + Number(r[1]), 0);
    expect(Number(t!.foot![1])).toBe(sum);
  });
});

describe('the keys section', () => {
  it.each(['en', 'de'] as const)('%s: names every key the table and the board answer to (table/tableKeys.ts, board3d/boardInput.ts)', (lang) => {
    const keys = tables(DOCS[lang], 'controls').flatMap((t) => t.rows.map((r) => r[0]!)).join(' | ');
    const shift = lang === 'en' ? 'Shift' : 'Umschalt';
    for (const k of ['Tab', 'Enter', 'Esc', 'D', ']', '[', 'R', `${shift}+R`, `${shift}+D`, 'P', 'N', 'E', 'Q', '+', '−', '0']) expect(keys, k).toContain(k);
    for (const k of ['1–9', lang === 'en' ? 'Arrow keys' : 'Pfeiltasten', lang === 'en' ? 'Home' : 'Pos1']) expect(keys, k).toContain(k);
  });
});

describe("the '?' of every prompt the table shows", () => {
  it('opens the section that explains that decision (through the prompt\'s helpSection, as GameScreen asks)', () => {
    const expected: Record<string, readonly string[]> = {
      playCard: ['walking'], turn: ['turn'], useSpace: ['inn', 'hostel', 'townhall'], chooseScantling: ['tally'], chooseLeisure: ['leisure'], placeWhite: ['tally'],
      encounter: ['inn'], diceSetup: ['inn'], dice: ['inn'], keepRoll: ['development', 'inn'], companionOffer: ['hostel'], oldCompanion: ['hostel'],
      scoutPlace: ['scouting'], scoutRetry: ['scouting'], carriage: ['carriage'], gameOver: ['final'],
    };
    const seen = new Map<string, Set<string>>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      playSeeded(seed, seed % 2 ? 'greedy' : 'mixed', (v) => {
        const p = promptFor(v.view, v.legal, { routes: v.routes });
        if (!(p.kind in expected)) return;
        const section = helpSectionFor(p.helpSection);
        expect(expected[p.kind], `${p.kind} (${p.helpSection}) opens ${section}`).toContain(section);
        seen.set(p.kind, (seen.get(p.kind) ?? new Set()).add(section));
      });
    }
    for (const kind of ['playCard', 'turn', 'useSpace', 'dice', 'diceSetup', 'companionOffer', 'scoutPlace', 'gameOver']) expect(seen.has(kind), kind).toBe(true);
  });
});

describe('helpSectionFor', () => {
  it('every decision kind opens a section that exists in both languages', () => {
    for (const kind of DECISION_KINDS) {
      const id = helpSectionFor(kind);
      expect(RULES_EN.some((s) => s.id === id), kind).toBe(true);
      expect(RULES_DE.some((s) => s.id === id), kind).toBe(true);
    }
  });

  it('maps decisions to the sections that explain them', () => {
    expect(helpSectionFor('playCard')).toBe('walking');
    expect(helpSectionFor('move')).toBe('walking');
    expect(helpSectionFor('scoutRetry')).toBe('scouting');
    expect(helpSectionFor('diceSetup')).toBe('inn');
    expect(helpSectionFor('companionOffer')).toBe('hostel');
    expect(helpSectionFor('penniless')).toBe('money');
    expect(helpSectionFor('scoring')).toBe('yearEnd');
    expect(helpSectionFor('final')).toBe('final');
    expect(helpSectionFor('useSpace')).toBe('spaces');
    expect(helpSectionFor('hostel')).toBe('hostel');
    expect(helpSectionFor('townhall')).toBe('townhall');
    expect(helpSectionFor('leisure')).toBe('leisure');
    expect(helpSectionFor('inn')).toBe('inn');
  });

  it('unknown kinds open the turn section; section ids open themselves', () => {
    expect(helpSectionFor('somethingNew')).toBe('turn');
    expect(helpSectionFor('')).toBe('turn');
    expect(helpSectionFor('constructor')).toBe('turn');
    for (const id of SECTION_IDS) expect(helpSectionFor(id)).toBe(id);
  });

  it('the screen opens at a section id, a decision kind, or the first section', () => {
    expect(openingSection(undefined)).toBe('aim');
    expect(openingSection('glossary')).toBe('glossary');
    expect(openingSection('dice')).toBe('inn');
    expect(openingSection('nonsense')).toBe('turn');
    expect(rulesFor('de')).toBe(RULES_DE);
    expect(rulesFor('de-AT')).toBe(RULES_DE);
    expect(rulesFor('en')).toBe(RULES_EN);
    expect(rulesFor('fr')).toBe(RULES_EN);
  });
});

describe('first-game tips', () => {
  it('every decision kind has a short tip in English and in German, and they differ', () => {
    for (const kind of DECISION_KINDS) {
      const en = tipFor(kind, 'en');
      const de = tipFor(kind, 'de');
      expect(en, kind).toBeTruthy();
      expect(de, kind).toBeTruthy();
      expect(de, kind).not.toBe(en);
      // one or two sentences
      for (const tip of [en!, de!]) expect(tip.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, `${kind}: ${tip}`).toBeLessThanOrEqual(2);
    }
    expect(Object.keys(TIPS.en).sort()).toEqual([...DECISION_KINDS].sort());
    expect(Object.keys(TIPS.de).sort()).toEqual([...DECISION_KINDS].sort());
  });

  it('every kind of prompt the table shows a person has its tip (the two choices share one; the end of the game has the final one)', () => {
    const silent = ['waiting', 'generic'];
    for (const kind of PROMPT_KINDS.filter((k) => !silent.includes(k))) {
      expect(tipFor(kind, 'en'), kind).not.toBeNull();
      expect(tipFor(kind, 'de'), kind).not.toBeNull();
    }
    expect(tipFor('chooseLeisure', 'en')).toBe(TIPS.en.choose);
    expect(tipFor('gameOver', 'de')).toBe(TIPS.de.final);
  });

  it('unknown kinds have no tip; the locale may carry a region', () => {
    expect(tipFor('somethingNew', 'en')).toBeNull();
    expect(tipFor('toString', 'de')).toBeNull();
    expect(tipFor('dice', 'de-DE')).toBe(TIPS.de.dice);
    expect(tipFor('dice', 'fr')).toBe(TIPS.en.dice);
  });
});

describe('rules UI labels', () => {
  it('German has exactly the English labels, none empty', () => {
    const en = rulesMessages.en.rules;
    const de = rulesMessages.de.rules;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const v of Object.values(de)) expect(v.trim()).not.toBe('');
  });
});
