/**
 * The rarer decisions and one sample of every event, rendered in English and German: no id,
 * raw type, key, placeholder or empty value on screen, and every key in both languages.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, promptFor, type Msg } from '../../../shared/decisions';
import { buildScenarios, findState, sampleEvents } from '../../../shared/decisions/testScenarios';
import { narrate } from '../../../shared/narration';
import { viewFor } from '../../../shared/engine';
import { CARDS_PRESENT, lookup, problemsOf, promptMsgs, rawNames, render } from './table-testkit';

const RAW = rawNames();

const state = findState((s) => s.board.placed.length > 12)!;
const MSGS: Msg[] = [
  ...buildScenarios().flatMap((s) => promptMsgs(promptFor(s.view, s.legal, { routes: s.routes }))),
  ...sampleEvents(state).map((e) => narrate(e, { view: viewFor(state, 0) })),
];

describe('rare decisions and every event, in words', () => {
  it('use only keys that exist in English and German', () => {
    const keys = new Set<string>();
    for (const m of MSGS) keysOf(m, keys);
    expect([...keys].filter((k) => (k.startsWith('table.') || CARDS_PRESENT) && (lookup('en', k) === undefined || lookup('de', k) === undefined))).toEqual([]);
  });

  for (const locale of ['en', 'de'] as const) {
    it(`render cleanly in ${locale === 'en' ? 'English' : 'German'}`, () => {
      const bad: string[] = [];
      for (const m of MSGS) {
        const text = render(m, locale);
        for (const p of problemsOf(text, RAW)) bad.push(`${p}: ${text}`);
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('a scoring in the log', () => {
  const scored = (categories: readonly string[]) =>
    render(narrate({ type: 'scored', player: 0, kind: 'year', year: 1, lines: categories.map((category) => ({ category, vp: 2 })), vp: 2 * categories.length }, { view: viewFor(state, 0) }), 'en');

  it('names the categories inside the sentence as running text: common nouns in lower case, the segments by their names', () => {
    const text = scored(['landscapeWork', 'lockedKK', 'money', 'lockedRed', 'unknownCategory']);
    expect(text).toMatch(/: work on landscape tiles \(2 victory points\), K\+K segment \(2 victory points\), money pouch \(2 victory points\), Experience segment \(2 victory points\) and other points \(2 victory points\)\.$/);
  });

  it('keeps the German nouns as German writes them', () => {
    const de = render(narrate({ type: 'scored', player: 0, kind: 'final', lines: [{ category: 'landscapeWork', vp: 1 }, { category: 'money', vp: 3 }], vp: 4 }, { view: viewFor(state, 0) }), 'de');
    expect(de).toMatch(/: Arbeit auf Landschaftsplättchen \(1 Siegpunkt\) und Geldkatze \(3 Siegpunkte\)\.$/);
  });
});
