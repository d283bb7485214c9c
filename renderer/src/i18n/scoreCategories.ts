/**
 * The one catalogue of scoring categories (shared/engine/scoring.ts), in English and German:
 * a short name and a one-line explanation each. The scoring overlay, the final table, the
 * points popover, the statistics screen and the log all name a category from here, so a
 * player reads the same words for the same points on every screen.
 */
export interface CategoryText {
  readonly name: string;
  readonly hint: string;
  /**
   * The name inside a sentence (the log's scoring lines), where it differs from `name`: English
   * writes a common noun in lower case there ("… and work on landscape tiles (2 VP)"), while the
   * segments keep their capitals as names of the tally stick's parts. German needs none.
   */
  readonly inline?: string;
}

const en = {
  lockedKK: { name: 'K+K segment', hint: 'A locked K+K (orange and black) segment on the tally stick is worth 2 VP.' },
  lockedRed: { name: 'Experience segment', hint: 'A locked red Experience segment is worth 3 VP.' },
  lockedBlue: { name: 'Sociability segment', hint: 'A locked blue Sociability segment is worth 4 VP.' },
  lockedGreen: { name: 'Luck segment', hint: 'A locked green Luck segment is worth 5 VP.' },
  lockedYellow: { name: 'Knowledge segment', hint: 'A locked yellow Knowledge segment is worth 6 VP.' },
  looseScantlings: { name: 'Scantlings on open segments', inline: 'scantlings on open segments', hint: '1 VP for every 4 scantlings on segments that are not yet locked (year-end scorings only).' },
  landscapeWork: { name: 'Work on landscape tiles', inline: 'work on landscape tiles', hint: '1 VP for each Scheniegelei marker on a landscape tile.' },
  cityWork: { name: 'Work in cities', inline: 'work in cities', hint: '2 VP for each city holding at least one of your Scheniegelei markers.' },
  surplus: { name: 'Surplus on the Charly', inline: 'surplus on the Charly', hint: '1 VP for every 4 surplus scantlings on your Charly.' },
  leisure: { name: 'Leisure cards', inline: 'leisure cards', hint: 'One card 1 VP, two kinds 3 VP, three kinds 6 VP, and 1 VP for each further card.' },
  book: { name: 'Travelling book', inline: 'travelling book', hint: '1 VP for each other card in the book: town seals, personalities, companions, Stenz cards.' },
  specialMarkers: { name: 'Special markers', inline: 'special markers', hint: '1 VP for each special marker on your Charly.' },
  earring: { name: 'Earring', inline: 'earring', hint: '1 VP if the earring is still on your Charly.' },
  money: { name: 'Money pouch', inline: 'money pouch', hint: '1 VP for every full 10 Thalers.' },
  // named as the own board names these pieces ('Pieces of others'): 'meetings' read like the inn's
  meetings: { name: 'Pieces of others', inline: 'pieces of others', hint: '2 VP for each marker piece in another journeyman’s colour (taken at meetings).' },
  other: { name: 'Other', hint: 'Points the game awarded in another way.', inline: 'other points' },
} satisfies Record<string, CategoryText>;

export type ScoreCategoryKey = keyof typeof en;

const de: Record<ScoreCategoryKey, CategoryText> = {
  lockedKK: { name: 'K+K-Segment', hint: 'Ein abgeschlossenes K+K-Segment (orange und schwarz) auf dem Kerbholz bringt 2 SP.' },
  lockedRed: { name: 'Erfahrungssegment', hint: 'Ein abgeschlossenes rotes Erfahrungssegment bringt 3 SP.' },
  lockedBlue: { name: 'Geselligkeitssegment', hint: 'Ein abgeschlossenes blaues Geselligkeitssegment bringt 4 SP.' },
  lockedGreen: { name: 'Glückssegment', hint: 'Ein abgeschlossenes grünes Glückssegment bringt 5 SP.' },
  lockedYellow: { name: 'Wissenssegment', hint: 'Ein abgeschlossenes gelbes Wissenssegment bringt 6 SP.' },
  looseScantlings: { name: 'Kanthölzer auf offenen Segmenten', hint: '1 SP je 4 Kanthölzer auf Segmenten, die noch nicht abgeschlossen sind (nur bei den Zwischenwertungen).' },
  landscapeWork: { name: 'Arbeit auf Landschaftsplättchen', hint: '1 SP je Scheniegelei-Marker auf einem Landschaftsplättchen.' },
  cityWork: { name: 'Arbeit in Städten', hint: '2 SP je Stadt, in der mindestens ein eigener Scheniegelei-Marker liegt.' },
  surplus: { name: 'Überzählige Kanthölzer', hint: '1 SP je 4 überzählige Kanthölzer auf dem Charly.' },
  leisure: { name: 'Mußekarten', hint: 'Eine Karte 1 SP, zwei verschiedene Arten 3 SP, alle drei Arten 6 SP, jede weitere Karte 1 SP.' },
  book: { name: 'Wanderbuch', hint: '1 SP je weitere Karte im Wanderbuch: Stadtsiegel, Persönlichkeiten, Reisekameraden, Stenzkarten.' },
  specialMarkers: { name: 'Sondermarker', hint: '1 SP je Sondermarker auf dem Charly.' },
  earring: { name: 'Ohrring', hint: '1 SP, wenn der Ohrring noch auf dem Charly liegt.' },
  money: { name: 'Geldkatze', hint: '1 SP je volle 10 Thaler.' },
  meetings: { name: 'Steine anderer Gesellen', hint: '2 SP je Markierungsstein in der Farbe eines anderen Gesellen (bei Begegnungen erhalten).' },
  other: { name: 'Sonstiges', hint: 'Punkte, die das Spiel auf andere Weise vergeben hat.' },
};

export const SCORE_CATEGORY_TEXT: { readonly en: Record<ScoreCategoryKey, CategoryText>; readonly de: Record<ScoreCategoryKey, CategoryText> } = { en, de };

/** Each category's `f` of its texts in `lang`. */
function byCategory<T>(lang: 'en' | 'de', f: (text: CategoryText) => T): Record<ScoreCategoryKey, T> {
  return Object.fromEntries(Object.entries(SCORE_CATEGORY_TEXT[lang]).map(([k, v]) => [k, f(v)])) as Record<ScoreCategoryKey, T>;
}

/** Just the names, for catalogues that name a category without explaining it (the log, statistics). */
export function categoryNames(lang: 'en' | 'de'): Record<ScoreCategoryKey, string> {
  return byCategory(lang, (v) => v.name);
}

/** The names as they read inside a sentence (see CategoryText.inline), for the log's scoring lines. */
export function categoryInlineNames(lang: 'en' | 'de'): Record<ScoreCategoryKey, string> {
  return byCategory(lang, (v) => v.inline ?? v.name);
}

/** Name and explanation of each category (the overlay's catalogue: the inline names live in the log's). */
export function categoryTexts(lang: 'en' | 'de'): Record<ScoreCategoryKey, { readonly name: string; readonly hint: string }> {
  return byCategory(lang, (v) => ({ name: v.name, hint: v.hint }));
}
