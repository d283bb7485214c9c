/**
 * The 14 news cards exactly as printed (English rulebook, cross-checked with the German one).
 * Two personalities per city. Rulings: C36 (Alfred Nobel's Insight is orange AND black —
 * the German text; the English "or" is a translation slip), C37 (Otto Lilienthal's Insight
 * is a free-scouting token), C38 (the cards' "Maasburg" is the city Maasberg).
 */
import type { CityName } from '../../model/components';
import type { Requirement, Reward } from './effects';

export interface NewsCard {
  readonly id: string;
  readonly personality: string;
  readonly city: CityName;
  /** Taken by whoever announces the news. */
  readonly reward: Reward;
  /** To be met to encounter the personality at that city's inn. */
  readonly requirement: Requirement;
  /** Taken instead of keeping the card in the travelling book. */
  readonly insight: Reward;
}

const OB = ['orange', 'black'] as const;

export const NEWS_CARDS = [
  { id: 'kolping', personality: 'Adolf Kolping', city: 'Krinn', reward: { thalers: 2, scantlings: ['green'] }, requirement: {}, insight: { revealCompanion: true } },
  { id: 'nobel', personality: 'Alfred Nobel', city: 'Hemmburg', reward: { thalers: 1, scantlings: ['yellow'] }, requirement: { pay: 1 }, insight: { scantlings: ['orange', 'black'] } },
  { id: 'oetker', personality: 'August Oetker', city: 'Krinn', reward: { thalers: 1 }, requirement: { removeOneOf: ['black'] }, insight: { thalers: 5, scantlings: ['orange'] } },
  { id: 'bosch', personality: 'August Robert Bosch', city: 'Sellm', reward: { thalers: 2, scantlings: ['orange'] }, requirement: { removeOneOf: ['orange'] }, insight: { oneOf: ['yellow', 'green'] } },
  { id: 'benz', personality: 'Carl Benz', city: 'Sellm', reward: { thalers: 2, footIt: 1 }, requirement: { removeOneOf: ['black'] }, insight: { thalers: 2, footIt: 2 } },
  // C39: the English example's "Ernst Wilhelm v. Siemens" is this card.
  { id: 'siemens', personality: 'Ernst Werner v. Siemens', city: 'Bilshofen', reward: { thalers: 3, oneOf: OB }, requirement: { removeOneOf: OB }, insight: { scantlings: ['yellow'] } },
  { id: 'keller', personality: 'Friedrich Gottlob Keller', city: 'Neustadt', reward: { thalers: 2, oneOf: OB }, requirement: { removeOneOf: OB }, insight: { scantlings: ['yellow'] } },
  { id: 'marx', personality: 'Karl Marx', city: 'Driestein', reward: { scantlings: ['orange', 'black'] }, requirement: { removeOneOf: ['black'] }, insight: { oneOf: ['blue', 'green'] } },
  { id: 'strauss', personality: 'Levi Strauss', city: 'Hemmburg', reward: { rollThalers: true }, requirement: {}, insight: { revealCompanion: true } },
  { id: 'bismarck', personality: 'Otto v. Bismarck', city: 'Bilshofen', reward: { footIt: 2 }, requirement: { pay: 3 }, insight: { oneOf: ['blue', 'green'] } },
  { id: 'lilienthal', personality: 'Otto Lilienthal', city: 'Driestein', reward: { oneOf: OB }, requirement: { pay: 3 }, insight: { freeScout: true } },
  { id: 'maier', personality: 'Otto Robert Maier', city: 'Maasberg', reward: { thalers: 5 }, requirement: { pay: 2 }, insight: { scantlings: ['blue'] } },
  { id: 'busch', personality: 'Wilhelm Busch', city: 'Maasberg', reward: { thalers: 3, oneOf: OB }, requirement: { payRoll: true }, insight: { leisureChoice: true } },
  { id: 'fein', personality: 'Wilhelm Emil Fein', city: 'Neustadt', reward: { thalers: 4 }, requirement: {}, insight: { thalers: 6 } },
] as const satisfies readonly NewsCard[];

export type NewsId = (typeof NEWS_CARDS)[number]['id'];

export const NEWS_BY_ID: Readonly<Record<string, NewsCard>> = Object.fromEntries(NEWS_CARDS.map((c) => [c.id, c]));
