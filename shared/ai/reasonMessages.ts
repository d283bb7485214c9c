/**
 * The catalogue of the computer's lines (reasons.ts makes the `{ key, params }` that point into
 * it): English and German, vue-i18n named placeholders, merged under `ai` into each locale's
 * messages. Every key exists in both languages with the same placeholders (decide.test.ts).
 */

/** Kinds of places a walk can aim at, each with and without a city name. */
export const PLACES = ['homeland', 'centre', 'path', 'inn', 'hostel', 'townhall', 'work', 'leisure', 'carriage'] as const;
export type PlaceKind = (typeof PLACES)[number];

/*
 * A walk's foot-it points ({steps}, {then}) are numbers in a saved reason; the UI shows them
 * counted, "1 foot-it point" / "2 foot-it points" (`ai.unit.points`, reasons.ts's reasonMsg),
 * so the lines put them in as words of their own.
 */
const UNIT_EN = { points: '{n} foot-it point | {n} foot-it points' };
const UNIT_DE = { points: '{n} Tippelpunkt | {n} Tippelpunkte' };

/** The ground of a searched decision: what the search found (hard and medium). */
const TAIL_EN = ': estimated {win}% to win this way, {alt}% with the next best choice, about {vp} VP expected at the end.';
const TAIL_DE = ': geschätzt {win} % Siegchance, {alt} % mit der zweitbesten Wahl, am Ende etwa {vp} SP erwartet.';
/*
 * The search keeps the arm it tried most (search.ts), judged by the lead over the strongest
 * rival, while `win` is the calibrated win chance (value.ts, 'share'): now and then the
 * runner-up shows a higher `win` than the choice. The line then says why it was not taken
 * (`ai.fewer.*`: it was tried less often; `ai.rival.*`: as often, but its lead was smaller)
 * instead of seeming to pick the worse of two.
 */
const TAIL_FEWER_EN = ': estimated {win}% to win this way; the next best choice showed {alt}%, but in fewer simulated continuations; about {vp} VP expected at the end.';
const TAIL_FEWER_DE = ': geschätzt {win} % Siegchance; die zweitbeste Wahl zeigte {alt} %, aber in weniger durchgespielten Fortsetzungen; am Ende etwa {vp} SP erwartet.';
const TAIL_RIVAL_EN = ': estimated {win}% to win this way; the next best choice showed {alt}%, but a smaller lead over the strongest rival; about {vp} VP expected at the end.';
const TAIL_RIVAL_DE = ': geschätzt {win} % Siegchance; die zweitbeste Wahl zeigte {alt} %, aber weniger Vorsprung vor dem stärksten Rivalen; am Ende etwa {vp} SP erwartet.';
/*
 * A search that tried one choice only (a single iteration on a busy machine, say) has no
 * runner-up to compare with (`ai.sole.*`): the line gives the choice's own estimate only.
 */
const TAIL_SOLE_EN = ': estimated {win}% to win this way, about {vp} VP expected at the end; no other choice was simulated.';
const TAIL_SOLE_DE = ': geschätzt {win} % Siegchance, am Ende etwa {vp} SP erwartet; keine andere Wahl wurde durchgespielt.';
/*
 * Every choice came out alike (`ai.same.*`: the runner-up shows the same win chance and the
 * same VP, as when the race is decided or nothing left this turn changes anything): the line
 * says so instead of giving the choice a purpose the search did not find in it.
 */
const TAIL_SAME_EN = ': it makes no difference by its reckoning (the next best choice came out the same: about {win}% to win, about {vp} VP expected at the end).';
const TAIL_SAME_DE = ': rechnerisch ohne Unterschied (die zweitbeste Wahl schnitt gleich ab: etwa {win} % Siegchance, am Ende etwa {vp} SP erwartet).';
/** The beginner's ground (easy level): the greedy rule's first glance, no search. */
const EASY_EN = ' — it looks best at first glance.';
const EASY_DE = ' – auf den ersten Blick das Beste.';
/** The beginner's slip: a walk to a place picked on a whim. */
const HUNCH_EN = ' — on a hunch.';
const HUNCH_DE = ' – aus dem Bauch heraus.';

const GO_EN: Record<PlaceKind, [string, string]> = {
  homeland: ['Walks back to the homeland ({steps})', 'Walks back to the homeland ({steps})'],
  centre: ['Heads for a hexagonal space ({steps})', 'Heads for the central hexagon of {city} ({steps})'],
  path: ['Walks along the paths ({steps})', 'Walks into the streets of {city} ({steps})'],
  inn: ['Heads for an inn ({steps}) for news and a dice game', 'Heads for the inn in {city} ({steps}) for news, encounters and a dice game'],
  hostel: ['Heads for a hostel ({steps}) for a blue scantling and a companion to meet', 'Heads for the hostel in {city} ({steps}) for a blue scantling and a companion to meet'],
  townhall: ['Heads for a town hall ({steps})', 'Heads for the town hall of {city} ({steps}) for its seal and travel support'],
  work: ['Goes to work at the wayside ({steps})', 'Goes to work in {city} ({steps})'],
  leisure: ['Takes time off at a leisure space ({steps})', 'Takes time off at a leisure space ({steps})'],
  carriage: ['Heads for a carriage space ({steps})', 'Heads for the carriage space of {city} ({steps})'],
};
const GO_DE: Record<PlaceKind, [string, string]> = {
  homeland: ['Geht zurück in die Heimat ({steps})', 'Geht zurück in die Heimat ({steps})'],
  centre: ['Steuert ein Sechseckfeld an ({steps})', 'Steuert das zentrale Sechseckfeld von {city} an ({steps})'],
  path: ['Geht auf den Wegen weiter ({steps})', 'Geht in die Gassen von {city} ({steps})'],
  inn: ['Steuert ein Wirtshaus an ({steps}), für Nachrichten und eine Knobelrunde', 'Steuert das Wirtshaus in {city} an ({steps}), für Nachrichten, Begegnungen und eine Knobelrunde'],
  hostel: ['Steuert eine Herberge an ({steps}), für ein blaues Kantholz und die Begegnung mit einem Reisekameraden', 'Steuert die Herberge in {city} an ({steps}), für ein blaues Kantholz und die Begegnung mit einem Reisekameraden'],
  townhall: ['Steuert ein Rathaus an ({steps})', 'Steuert das Rathaus von {city} an ({steps}), für ein Stadtsiegel und Reiseunterstützung'],
  work: ['Geht zur Arbeit am Wegesrand ({steps})', 'Geht in {city} arbeiten ({steps})'],
  leisure: ['Gönnt sich Muße auf einem Mußefeld ({steps})', 'Gönnt sich Muße auf einem Mußefeld ({steps})'],
  carriage: ['Steuert ein Kutschenfeld an ({steps})', 'Steuert das Kutschenfeld in {city} an ({steps})'],
};
const ON_EN: Record<PlaceKind, [string, string]> = {
  homeland: ['Keeps walking back to the homeland, as planned.', 'Keeps walking back to the homeland, as planned.'],
  centre: ['Keeps walking to the hexagonal space, as planned.', 'Keeps walking to the central hexagon of {city}, as planned.'],
  path: ['Keeps walking, as planned.', 'Keeps walking into {city}, as planned.'],
  inn: ['Keeps walking to the inn, as planned.', 'Keeps walking to the inn in {city}, as planned.'],
  hostel: ['Keeps walking to the hostel, as planned.', 'Keeps walking to the hostel in {city}, as planned.'],
  townhall: ['Keeps walking to the town hall, as planned.', 'Keeps walking to the town hall of {city}, as planned.'],
  work: ['Keeps walking to the work space, as planned.', 'Keeps walking to work in {city}, as planned.'],
  leisure: ['Keeps walking to the leisure space, as planned.', 'Keeps walking to the leisure space, as planned.'],
  carriage: ['Keeps walking to the carriage space, as planned.', 'Keeps walking to the carriage space of {city}, as planned.'],
};
const ON_DE: Record<PlaceKind, [string, string]> = {
  homeland: ['Geht wie geplant weiter in die Heimat.', 'Geht wie geplant weiter in die Heimat.'],
  centre: ['Geht wie geplant weiter zum Sechseckfeld.', 'Geht wie geplant weiter zum zentralen Sechseckfeld von {city}.'],
  path: ['Geht wie geplant weiter.', 'Geht wie geplant weiter nach {city}.'],
  inn: ['Geht wie geplant weiter zum Wirtshaus.', 'Geht wie geplant weiter zum Wirtshaus in {city}.'],
  hostel: ['Geht wie geplant weiter zur Herberge.', 'Geht wie geplant weiter zur Herberge in {city}.'],
  townhall: ['Geht wie geplant weiter zum Rathaus.', 'Geht wie geplant weiter zum Rathaus von {city}.'],
  work: ['Geht wie geplant weiter zur Arbeitsstelle.', 'Geht wie geplant weiter zur Arbeit in {city}.'],
  leisure: ['Geht wie geplant weiter zum Mußefeld.', 'Geht wie geplant weiter zum Mußefeld.'],
  carriage: ['Geht wie geplant weiter zum Kutschenfeld.', 'Geht wie geplant weiter zum Kutschenfeld in {city}.'],
};

/*
 * A walk to a space where other journeymen stand ends there with a meeting (C08: entering a
 * space with others ends the move): where the space has no effect of its own (a path or
 * hexagonal space, the homeland), the meeting is what the walk is for, and the line names whom
 * it meets (`meetOne`, `meetTwo`, `meetThree`, by how many; names as the players gave them;
 * words, not digits: a saved reason's key is letters and dots only, see saves/format.ts).
 */
export const MEET_PLACES: readonly PlaceKind[] = ['path', 'centre', 'homeland'];
/** The keys of the meeting lines, by how many journeymen are met (one, two, three). */
export const MEET_KEYS = ['meetOne', 'meetTwo', 'meetThree'] as const;
const MEET_GO_EN = ['Walks over to meet {a} ({steps})', 'Walks over to meet {a} and {b} ({steps})', 'Walks over to meet {a}, {b} and {c} ({steps})'];
const MEET_GO_DE = ['Sucht {a} auf ({steps})', 'Sucht {a} und {b} auf ({steps})', 'Sucht {a}, {b} und {c} auf ({steps})'];
const MEET_ON_EN = ['Keeps walking to meet {a}, as planned.', 'Keeps walking to meet {a} and {b}, as planned.', 'Keeps walking to meet {a}, {b} and {c}, as planned.'];
const MEET_ON_DE = ['Geht wie geplant weiter zu {a}.', 'Geht wie geplant weiter zu {a} und {b}.', 'Geht wie geplant weiter zu {a}, {b} und {c}.'];

/**
 * Lines by key from pairs of phrases [plain, in a city]: `key` and `keyCity` (the `City` key
 * names the city, {city}), each phrase put into its sentence by `line` (the phrase itself by default).
 */
function byPlace<K extends string>(pairs: Readonly<Record<K, readonly [string, string]>>, line: (phrase: string, key: K) => string = (phrase) => phrase): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, [plain, inCity]] of Object.entries(pairs) as [K, readonly [string, string]][]) {
    out[k] = line(plain, k);
    out[`${k}City`] = line(inCity, k);
  }
  return out;
}

/** The walks' lines by place (`goTo.*`, `onward.*`), the meetings' among them. */
function placeMessages(go: Record<PlaceKind, [string, string]>, spent: Record<SpentPlace, [string, string]>, on: Record<PlaceKind, [string, string]>, meetGo: readonly string[], meetOn: readonly string[]) {
  const byCount = (lines: readonly string[]) => Object.fromEntries(MEET_KEYS.map((k, i) => [k, lines[i] as string]));
  return { goTo: { ...byPlace(go), ...byPlace(spent), ...byCount(meetGo) }, onward: { ...byPlace(on), ...byCount(meetOn) } };
}

/*
 * A walk to an inn once the news stack is empty, or to a hostel once no companion is left to
 * meet (`goTo.innNoNews[City]`, `goTo.hostelNoCompanion[City]`): the line names only what the
 * place still gives. A town hall with nothing more for the journeyman (visited, or no seal left,
 * C20: `goTo.townhallSpentCity`) is named with its city and says so.
 */
type SpentPlace = 'innNoNews' | 'innDiceOnly' | 'hostelNoCompanion' | 'townhallSpent' | 'innTooDear' | 'hostelTooDear';
const SPENT_EN: Record<SpentPlace, [string, string]> = {
  innNoNews: ['Heads for an inn ({steps}) for a dice game', 'Heads for the inn in {city} ({steps}) for encounters and a dice game'],
  innDiceOnly: ['Heads for an inn ({steps}) for a dice game', 'Heads for the inn in {city} ({steps}) for a dice game'],
  innTooDear: ['Walks to an inn ({steps}) without the fee to stop there', 'Walks to the inn in {city} ({steps}) without the fee to stop there'],
  hostelTooDear: ['Walks to a hostel ({steps}) without the fee to stay there', 'Walks to the hostel in {city} ({steps}) without the fee to stay there'],
  hostelNoCompanion: ['Heads for a hostel ({steps}) for a blue scantling', 'Heads for the hostel in {city} ({steps}) for a blue scantling'],
  townhallSpent: ['Heads for a town hall ({steps}), with no seal to collect there', 'Heads for the town hall of {city} ({steps}), with no seal to collect there'],
};
const SPENT_DE: Record<SpentPlace, [string, string]> = {
  innNoNews: ['Steuert ein Wirtshaus an ({steps}), für eine Knobelrunde', 'Steuert das Wirtshaus in {city} an ({steps}), für Begegnungen und eine Knobelrunde'],
  innDiceOnly: ['Steuert ein Wirtshaus an ({steps}), für eine Knobelrunde', 'Steuert das Wirtshaus in {city} an ({steps}), für eine Knobelrunde'],
  innTooDear: ['Geht zu einem Wirtshaus ({steps}), kann sich das Einkehren aber nicht leisten', 'Geht zum Wirtshaus in {city} ({steps}), kann sich das Einkehren aber nicht leisten'],
  hostelTooDear: ['Geht zu einer Herberge ({steps}), kann sich die Übernachtung aber nicht leisten', 'Geht zur Herberge in {city} ({steps}), kann sich die Übernachtung aber nicht leisten'],
  hostelNoCompanion: ['Steuert eine Herberge an ({steps}), für ein blaues Kantholz', 'Steuert die Herberge in {city} an ({steps}), für ein blaues Kantholz'],
  townhallSpent: ['Steuert ein Rathaus an ({steps}), obwohl dort kein Siegel mehr zu holen ist', 'Steuert das Rathaus von {city} an ({steps}), obwohl dort kein Siegel mehr zu holen ist'],
};

const EN_PLACES = placeMessages(GO_EN, SPENT_EN, ON_EN, MEET_GO_EN, MEET_ON_EN);
const DE_PLACES = placeMessages(GO_DE, SPENT_DE, ON_DE, MEET_GO_DE, MEET_ON_DE);

const SCANTLINGS_EN = { orange: 'an orange', black: 'a black', red: 'a red', blue: 'a blue', green: 'a green', yellow: 'a yellow', white: 'a white' };
const SCANTLINGS_DE = { orange: 'ein orangefarbenes', black: 'ein schwarzes', red: 'ein rotes', blue: 'ein blaues', green: 'ein grünes', yellow: 'ein gelbes', white: 'ein weißes' };
/** The tally stick's segments by the names the table gives them (its white-scantling choice, the log). */
const SEGMENTS_EN = { kk: 'K+K', red: 'Experience (red)', blue: 'Sociability (blue)', green: 'Luck (green)', yellow: 'Knowledge (yellow)', surplus: 'surplus' };
const SEGMENTS_DE = { kk: 'K+K', red: 'Erfahrung (rot)', blue: 'Geselligkeit (blau)', green: 'Glück (grün)', yellow: 'Wissen (gelb)', surplus: 'Überzählig' };
const LEISURE_EN = { drawing: 'Drawing', writing: 'Writing', music: 'Music-Making' };
const LEISURE_DE = { drawing: 'Malen', writing: 'Schreiben', music: 'Musizieren' };

function mapValues<T extends Record<string, string>>(o: T, f: (v: string, k: string) => string): Record<keyof T, string> {
  const out = {} as Record<keyof T, string>;
  for (const k of Object.keys(o) as (keyof T & string)[]) out[k] = f(o[k] as string, k);
  return out;
}

type Phrases = { readonly [k: string]: string | Phrases };

/**
 * A dice-game line for a bet of {bet} Thalers as `key`, and as `keyOne` its words for a bet of
 * 1 (a saved reason carries no plural count, so the singular has a key of its own).
 */
function withBetOfOne(key: string, line: string, one: (line: string) => string): Record<string, string> {
  return { [key]: line, [`${key}One`]: one(line) };
}
const ONE_EN = (line: string) => line.replace('{bet} Thalers', '1 Thaler');
const ONE_DE = (line: string) => line.replace('{bet} Thaler', '1 Thaler');

/** Every phrase of `o` with its ground appended. */
function withTail<T extends Phrases>(o: T, tail: string): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = typeof v === 'string' ? v + tail : withTail(v, tail);
  return out as T;
}

/*
 * A walk to a plain path space that the search goes on from, in the same turn, with a walk to a
 * place of its own (reasons.ts, walkReason): `toward.<kind>[City]` names that place, with the
 * first walk's foot-it points ({steps}) and the follow-up's ({then}). A card played (or played
 * as well, paying for the extension) for such a walk: `playFor.<kind>[City]`,
 * `extendFor.<kind>[City]` (the card's {value}, the walk's {steps}); an extension whose 2
 * Thalers the pouch cannot pay says what raises them: `extendEarringFor.*`, `extendCardFor.*`.
 */
type Onward = Exclude<PlaceKind, 'path'>;
const TOWARD_PLACES_EN: Record<Onward, [string, string]> = {
  homeland: ['the homeland', 'the homeland'],
  centre: ['a hexagonal space', 'the central hexagon of {city}'],
  inn: ['an inn', 'the inn in {city}'],
  hostel: ['a hostel', 'the hostel in {city}'],
  townhall: ['a town hall', 'the town hall of {city}'],
  work: ['work at the wayside', 'work in {city}'],
  leisure: ['a leisure space', 'a leisure space'],
  carriage: ['a carriage space', 'the carriage space of {city}'],
};
const TOWARD_PLACES_DE: Record<Onward, [string, string]> = {
  homeland: ['in die Heimat', 'in die Heimat'],
  centre: ['zu einem Sechseckfeld', 'zum zentralen Sechseckfeld von {city}'],
  inn: ['zu einem Wirtshaus', 'zum Wirtshaus in {city}'],
  hostel: ['zu einer Herberge', 'zur Herberge in {city}'],
  townhall: ['zu einem Rathaus', 'zum Rathaus von {city}'],
  work: ['zur Arbeit am Wegesrand', 'zur Arbeit in {city}'],
  leisure: ['zu einem Mußefeld', 'zu einem Mußefeld'],
  carriage: ['zu einem Kutschenfeld', 'zum Kutschenfeld in {city}'],
};

/*
 * The follow-up may also be a walk to other journeymen on a space of no effect of its own (the
 * meeting is what it is for, C08): `toward.meetOne` … `meetThree` and the same for the cards
 * and extensions, naming whom it meets ({a}, {b}, {c}) as the walk's own lines do.
 */
const MET_EN = ['meet {a}', 'meet {a} and {b}', 'meet {a}, {b} and {c}'];
const MET_DE = ['{a}', '{a} und {b}', '{a}, {b} und {c}'];
/** The meeting follow-ups of one family, `line` putting the ones met into its sentence. */
function meetLines(met: readonly string[], line: (who: string) => string): Record<string, string> {
  return Object.fromEntries(MEET_KEYS.map((k, i) => [k, line(met[i] as string)]));
}

/** Each further step of such a walk (`onward.toward.*`): the aim its first line named. */
const ONWARD_TOWARD_EN = { ...byPlace(TOWARD_PLACES_EN, (place) => `Keeps walking on the way to ${place}, as planned.`), ...meetLines(MET_EN, (who) => `Keeps walking on the way to ${who}, as planned.`) };
const ONWARD_TOWARD_DE = { ...byPlace(TOWARD_PLACES_DE, (place) => `Geht wie geplant weiter, unterwegs ${place}.`), ...meetLines(MET_DE, (who) => `Geht wie geplant weiter, unterwegs zu ${who}.`) };

/*
 * A walk to a hexagonal space that the search follows up there, most often, with scouting
 * (`scoutAt.<landscape|city>[City]`, the `City` suffix for a city's central hexagon), and each
 * further step of it (`onward.scoutAt.*`).
 */
const HEX_EN = TOWARD_PLACES_EN.centre;
const HEX_DE = TOWARD_PLACES_DE.centre;
const PIECES_EN = { landscape: 'a new landscape tile', city: 'a new city board' };
const PIECES_DE = { landscape: 'ein neues Landschaftsplättchen', city: 'eine neue Stadttafel' };
const SCOUT_AT_EN = byPlace({ landscape: HEX_EN, city: HEX_EN }, (hex, piece) => `Heads for ${hex} ({steps}) to scout out ${PIECES_EN[piece]} there`);
const SCOUT_AT_DE = byPlace({ landscape: HEX_DE, city: HEX_DE }, (hex, piece) => `Geht ${hex} ({steps}), um dort ${PIECES_DE[piece]} auszubaldowern`);
const HEX_ON_EN = ['the hexagonal space', 'the central hexagon of {city}'] as const;
const HEX_ON_DE = ['zum Sechseckfeld', 'zum zentralen Sechseckfeld von {city}'] as const;
const ONWARD_SCOUT_EN = byPlace({ landscape: HEX_ON_EN, city: HEX_ON_EN }, (hex) => `Keeps walking to ${hex} to scout there, as planned.`);
const ONWARD_SCOUT_DE = byPlace({ landscape: HEX_ON_DE, city: HEX_ON_DE }, (hex) => `Geht wie geplant weiter ${hex}, um dort auszubaldowern.`);

/** The lines only a search gives: a choice it cannot name otherwise, a piece's placing, a walk's follow-up. */
const SEARCHED_EN = {
  generic: 'Picked after {runs} simulated continuations',
  placePiece: 'Places the piece in the spot the simulations rate best',
  toward: { ...byPlace(TOWARD_PLACES_EN, (place) => `Walks along the paths ({steps}) on the way to ${place} ({then} more)`), ...meetLines(MET_EN, (who) => `Walks along the paths ({steps}) on the way to ${who} ({then} more)`) },
  scoutAt: SCOUT_AT_EN,
  playFor: { ...byPlace(TOWARD_PLACES_EN, (place) => `Plays the {value} to walk to ${place} ({steps})`), ...meetLines(MET_EN, (who) => `Plays the {value} to walk over to ${who} ({steps})`) },
  extendFor: { ...byPlace(TOWARD_PLACES_EN, (place) => `Pays 2 Thalers to play the {value} as well and walk to ${place} ({steps})`), ...meetLines(MET_EN, (who) => `Pays 2 Thalers to play the {value} as well and walk over to ${who} ({steps})`) },
  extendEarringFor: { ...byPlace(TOWARD_PLACES_EN, (place) => `Sells the earring for the 2 Thalers to play the {value} as well and walk to ${place} ({steps})`), ...meetLines(MET_EN, (who) => `Sells the earring for the 2 Thalers to play the {value} as well and walk over to ${who} ({steps})`) },
  extendCardFor: { ...byPlace(TOWARD_PLACES_EN, (place) => `Gives up a random card for the 2 Thalers to play the {value} as well and walk to ${place} ({steps})`), ...meetLines(MET_EN, (who) => `Gives up a random card for the 2 Thalers to play the {value} as well and walk over to ${who} ({steps})`) },
};
const SEARCHED_DE = {
  generic: 'Gewählt nach {runs} durchgespielten Fortsetzungen',
  placePiece: 'Legt das Teil an die Stelle, die die Simulationen am besten bewerten',
  toward: { ...byPlace(TOWARD_PLACES_DE, (place) => `Geht auf den Wegen weiter ({steps}), unterwegs ${place} (danach noch {then})`), ...meetLines(MET_DE, (who) => `Geht auf den Wegen weiter ({steps}), unterwegs zu ${who} (danach noch {then})`) },
  scoutAt: SCOUT_AT_DE,
  playFor: { ...byPlace(TOWARD_PLACES_DE, (place) => `Spielt die {value}, um ${place} zu gehen ({steps})`), ...meetLines(MET_DE, (who) => `Spielt die {value}, um ${who} aufzusuchen ({steps})`) },
  extendFor: { ...byPlace(TOWARD_PLACES_DE, (place) => `Zahlt 2 Thaler und spielt noch die {value}, um ${place} zu gehen ({steps})`), ...meetLines(MET_DE, (who) => `Zahlt 2 Thaler und spielt noch die {value}, um ${who} aufzusuchen ({steps})`) },
  extendEarringFor: { ...byPlace(TOWARD_PLACES_DE, (place) => `Verkauft den Ohrring für die 2 Thaler und spielt noch die {value}, um ${place} zu gehen ({steps})`), ...meetLines(MET_DE, (who) => `Verkauft den Ohrring für die 2 Thaler und spielt noch die {value}, um ${who} aufzusuchen ({steps})`) },
  extendCardFor: { ...byPlace(TOWARD_PLACES_DE, (place) => `Gibt eine zufällige Karte für die 2 Thaler ab und spielt noch die {value}, um ${place} zu gehen ({steps})`), ...meetLines(MET_DE, (who) => `Gibt eine zufällige Karte für die 2 Thaler ab und spielt noch die {value}, um ${who} aufzusuchen ({steps})`) },
};

/** Every line of a searched decision with one ground (`tail`). */
function searched<T extends Phrases>(what: T, own: typeof SEARCHED_EN, tail: string) {
  return { ...withTail(what, tail), ...withTail(own, tail) };
}

/** What a decision does, without its ground (the search's estimate or the beginner's first glance). */
const DO_EN = {
  goTo: EN_PLACES.goTo,
  playCard: 'Plays the {value}',
  extend: 'Pays 2 Thalers to play the {value} as well',
  extendEarring: 'Sells the earring for the 2 Thalers to play the {value} as well',
  extendCard: 'Gives up a random card for the 2 Thalers to play the {value} as well',
  scout: { landscape: 'Scouts for a new landscape tile (a red scantling if it fits)', city: 'Scouts for a new city board' },
  use: {
    inn: 'Stops at the inn for news and a dice game',
    innCity: 'Stops at the inn for news, encounters and a dice game',
    innNoNews: 'Stops at the inn for a dice game',
    innNoNewsCity: 'Stops at the inn for encounters and a dice game',
    hostel: 'Stays the night at the hostel for a blue scantling and a companion to meet',
    hostelNoCompanion: 'Stays the night at the hostel for a blue scantling',
    townhall: 'Visits the town hall for a town seal and travel support',
  },
  useBelittle: 'Lets the Belittle King waive the fee and stops here',
  pass: 'Does not use this space',
  endTurn: 'Ends the turn here',
  step: 'Takes one step',
  stepBelittle: 'Takes one step and lets the Belittle King waive the toll',
  jump: 'Jumps over a hexagonal space with Schreiner Reiner’s help',
  encounter: { insight: 'Encounters {name} and takes the Insight', book: 'Encounters {name} and keeps the card in the travelling book' },
  skipEncounter: 'Encounters nobody at this inn',
  takeCompanion: 'Takes {name} along',
  declineCompanion: 'Does not take {name} along',
  oldCompanion: { insight: 'Parts with {name} for the Insight', book: 'Parts with {name} and keeps the card in the travelling book' },
  retryScout: 'Spends a foot-it point to reveal the next piece',
  declinePlacement: 'Stops scouting here',
  carriage: 'Takes the carriage to {city}',
  carriageStay: 'Stays instead of taking the carriage',
  footItKing: 'Uses the Foot-It King for one more foot-it point',
  power: {
    ingolf: 'Takes 2 Thalers with Ingolf Schlingo’s advantage',
    jim: 'Swaps a blue scantling for a green one, or the other way round, with Älbler Jim’s help',
    wolf: 'Lets Schnatterer Wolf move a scantling one segment up',
  },
  choose: {
    scantling: mapValues(SCANTLINGS_EN, (v) => `Takes ${v} scantling`),
    leisure: mapValues(LEISURE_EN, (v) => `Takes the ${v} leisure card`),
  },
};

/** The phrases of `o` but the walks (a walk on a whim has its own lines: `ai.easy.hunchTo`). */
function acts<T extends { goTo: unknown }>(o: T): Omit<T, 'goTo'> {
  const out: Partial<T> = { ...o };
  delete out.goTo;
  return out as Omit<T, 'goTo'>;
}

/** The beginner's slips that are not walks: what the slip does, on a hunch (`ai.easy.whim.*`). */
const WHIM_EN = {
  ...withTail(acts(DO_EN), HUNCH_EN),
  ...withBetOfOne('stake', 'Starts a dice game and bets {bet} Thalers' + HUNCH_EN, ONE_EN),
  dice: { hundreds: 'Puts the {value} in the hundreds place' + HUNCH_EN, tens: 'Puts the {value} in the tens place' + HUNCH_EN, units: 'Puts the {value} in the units place' + HUNCH_EN },
  placePiece: 'Places the piece' + HUNCH_EN,
  white: mapValues(SEGMENTS_EN, (v, k) => (k === 'surplus' ? 'Puts the white scantling on the Charly as surplus' : `Puts the white scantling on the ${v} segment`) + HUNCH_EN),
};

const EN = {
  ai: {
    forced: 'No choice here: this is the only thing that can be done.',
    unit: UNIT_EN,
    ...searched(DO_EN, SEARCHED_EN, TAIL_EN),
    fewer: searched(DO_EN, SEARCHED_EN, TAIL_FEWER_EN),
    rival: searched(DO_EN, SEARCHED_EN, TAIL_RIVAL_EN),
    sole: searched(DO_EN, SEARCHED_EN, TAIL_SOLE_EN),
    same: searched(DO_EN, SEARCHED_EN, TAIL_SAME_EN),
    onward: { ...EN_PLACES.onward, toward: ONWARD_TOWARD_EN, scoutAt: ONWARD_SCOUT_EN },
    white: mapValues(SEGMENTS_EN, (v, k) => (k === 'surplus' ? 'Puts the white scantling on the Charly as surplus.' : `Puts the white scantling on the ${v} segment: none is closer to being locked, and of those as close, it is worth the most.`)),
    dice: {
      front: 'Puts the {value} in the hundreds place: a die this good belongs in front.',
      middle: 'Puts the {value} in the tens place: an average die, kept for the middle.',
      back: 'Puts the {value} in the units place: a poor die, hidden at the back.',
      upHundreds: 'Puts the {value} in the hundreds place: good enough for the front one of the two free places.',
      upTens: 'Puts the {value} in the tens place: good enough for the front one of the two free places.',
      downTens: 'Puts the {value} in the tens place: the front place stays free for a better die.',
      downUnits: 'Puts the {value} in the units place: the front place stays free for a better die.',
      /* a low house number wins: the same choices, worded for it (reasons.ts, describeRule) */
      low: {
        front: 'Puts the {value} in the hundreds place: a die this low belongs in front when the lowest number wins.',
        back: 'Puts the {value} in the units place: a die this high is hidden at the back when the lowest number wins.',
        upHundreds: 'Puts the {value} in the hundreds place: low enough for the front one of the two free places.',
        upTens: 'Puts the {value} in the tens place: low enough for the front one of the two free places.',
        downTens: 'Puts the {value} in the tens place: the front place stays free for a lower die.',
        downUnits: 'Puts the {value} in the units place: the front place stays free for a lower die.',
      },
      last: 'Puts the {value} in the last free place.',
      reroll: 'Lets the Lucky Fellow roll the {value} again: it would spoil the number.',
      keep: 'Keeps the {value}.',
      ...withBetOfOne('hostLead', 'Starts a dice game and bets {bet} Thalers: heading for the most points by its reckoning, it keeps the risk low.', ONE_EN),
      ...withBetOfOne('hostBehind', 'Starts a dice game and bets {bet} Thalers, as much as possible: by its reckoning a rival is heading for more points.', ONE_EN),
      /* behind with an empty pouch: the smallest bet, raised by the rescue (C25) */
      ...withBetOfOne('hostBehindEarring', 'Starts a dice game and bets {bet} Thalers, the smallest bet: no more although it reckons itself behind, as the pouch is empty and the earring must be sold to pay it.', ONE_EN),
      ...withBetOfOne('hostBehindCard', 'Starts a dice game and bets {bet} Thalers, the smallest bet: no more although it reckons itself behind, as the pouch is empty and a random card must be given up to pay it.', ONE_EN),
    },
    keepRoll: 'Keeps the {value} that was rolled.',
    keepTieRoll: 'Keeps the rolled number {number} to break the tie.',
    rerollRoll: 'Lets the Lucky Fellow roll the {value} again.',
    easy: { best: 'Takes what looks best at first glance.', hunch: 'Follows a hunch.', stake: 'Starts a dice game with the smallest bet: a beginner risks little.', ...withTail(DO_EN, EASY_EN), hunchTo: withTail(DO_EN.goTo, HUNCH_EN), whim: WHIM_EN },
    fallback: 'Plays a simple move because the calculation failed.',
  },
};

/** What a decision does, without its ground (the search's estimate or the beginner's first glance). */
const DO_DE = {
  goTo: DE_PLACES.goTo,
  playCard: 'Spielt die {value}',
  extend: 'Zahlt 2 Thaler und spielt noch die {value}',
  extendEarring: 'Verkauft den Ohrring für die 2 Thaler und spielt noch die {value}',
  extendCard: 'Gibt eine zufällige Karte für die 2 Thaler ab und spielt noch die {value}',
  scout: { landscape: 'Baldowert ein neues Landschaftsplättchen aus (ein rotes Kantholz, wenn es passt)', city: 'Baldowert eine neue Stadttafel aus' },
  use: {
    inn: 'Kehrt im Wirtshaus ein, für Nachrichten und eine Knobelrunde',
    innCity: 'Kehrt im Wirtshaus ein, für Nachrichten, Begegnungen und eine Knobelrunde',
    innNoNews: 'Kehrt im Wirtshaus ein, für eine Knobelrunde',
    innNoNewsCity: 'Kehrt im Wirtshaus ein, für Begegnungen und eine Knobelrunde',
    hostel: 'Übernachtet in der Herberge, für ein blaues Kantholz und die Begegnung mit einem Reisekameraden',
    hostelNoCompanion: 'Übernachtet in der Herberge, für ein blaues Kantholz',
    townhall: 'Besucht das Rathaus, für ein Stadtsiegel und Reiseunterstützung',
  },
  useBelittle: 'Lässt sich vom Schmalmacherkönig die Gebühr erlassen und macht hier Halt',
  pass: 'Nutzt das Feld nicht',
  endTurn: 'Beendet den Zug hier',
  step: 'Geht einen Schritt',
  stepBelittle: 'Geht einen Schritt und lässt sich vom Schmalmacherkönig die Gebühr erlassen',
  jump: 'Springt mit Schreiner Reiners Hilfe über ein Sechseckfeld',
  encounter: { insight: 'Begegnet {name} und nimmt die Erkenntnis', book: 'Begegnet {name} und legt die Karte ins Wanderbuch' },
  skipEncounter: 'Begegnet in diesem Wirtshaus niemandem',
  takeCompanion: 'Nimmt {name} mit',
  declineCompanion: 'Nimmt {name} nicht mit',
  oldCompanion: { insight: 'Trennt sich von {name} und nimmt die Erkenntnis', book: 'Trennt sich von {name} und legt die Karte ins Wanderbuch' },
  retryScout: 'Gibt einen Tippelpunkt ab und deckt das nächste Teil auf',
  declinePlacement: 'Hört hier mit dem Ausbaldowern auf',
  carriage: 'Fährt mit der Kutsche nach {city}',
  carriageStay: 'Bleibt, statt mit der Kutsche zu fahren',
  footItKing: 'Nutzt den Tippelkönig für einen weiteren Tippelpunkt',
  power: {
    ingolf: 'Nimmt dank Ingolf Schlingo 2 Thaler',
    jim: 'Tauscht mit Älbler Jims Hilfe ein blaues gegen ein grünes Kantholz oder umgekehrt',
    wolf: 'Lässt Schnatterer Wolf ein Kantholz ein Segment höher rücken',
  },
  choose: {
    scantling: mapValues(SCANTLINGS_DE, (v) => `Nimmt ${v} Kantholz`),
    leisure: mapValues(LEISURE_DE, (v) => `Nimmt die Mußekarte ${v}`),
  },
};

const WHIM_DE = {
  ...withTail(acts(DO_DE), HUNCH_DE),
  ...withBetOfOne('stake', 'Eröffnet eine Knobelrunde mit {bet} Thaler Einsatz' + HUNCH_DE, ONE_DE),
  dice: { hundreds: 'Setzt die {value} auf die Hunderterstelle' + HUNCH_DE, tens: 'Setzt die {value} auf die Zehnerstelle' + HUNCH_DE, units: 'Setzt die {value} auf die Einerstelle' + HUNCH_DE },
  placePiece: 'Legt das Teil an' + HUNCH_DE,
  white: mapValues(SEGMENTS_DE, (v, k) => (k === 'surplus' ? 'Legt das weiße Kantholz als überzähliges auf den Charly' : `Legt das weiße Kantholz auf das Segment ${v}`) + HUNCH_DE),
};

const DE = {
  ai: {
    forced: 'Keine Wahl: Nur das ist hier möglich.',
    unit: UNIT_DE,
    ...searched(DO_DE, SEARCHED_DE, TAIL_DE),
    fewer: searched(DO_DE, SEARCHED_DE, TAIL_FEWER_DE),
    rival: searched(DO_DE, SEARCHED_DE, TAIL_RIVAL_DE),
    sole: searched(DO_DE, SEARCHED_DE, TAIL_SOLE_DE),
    same: searched(DO_DE, SEARCHED_DE, TAIL_SAME_DE),
    onward: { ...DE_PLACES.onward, toward: ONWARD_TOWARD_DE, scoutAt: ONWARD_SCOUT_DE },
    white: mapValues(SEGMENTS_DE, (v, k) => (k === 'surplus' ? 'Legt das weiße Kantholz als überzähliges auf den Charly.' : `Legt das weiße Kantholz auf das Segment ${v}: Keines ist dem Abschluss näher, und von den gleich nahen zählt es am meisten.`)),
    dice: {
      front: 'Setzt die {value} auf die Hunderterstelle: So ein guter Wurf gehört nach vorn.',
      middle: 'Setzt die {value} auf die Zehnerstelle: ein mittlerer Wurf für die Mitte.',
      back: 'Setzt die {value} auf die Einerstelle: ein schwacher Wurf, hinten versteckt.',
      upHundreds: 'Setzt die {value} auf die Hunderterstelle: gut genug für die vordere der beiden freien Stellen.',
      upTens: 'Setzt die {value} auf die Zehnerstelle: gut genug für die vordere der beiden freien Stellen.',
      downTens: 'Setzt die {value} auf die Zehnerstelle: Die vordere Stelle bleibt für einen besseren Wurf frei.',
      downUnits: 'Setzt die {value} auf die Einerstelle: Die vordere Stelle bleibt für einen besseren Wurf frei.',
      low: {
        front: 'Setzt die {value} auf die Hunderterstelle: Wenn die niedrigste Zahl gewinnt, gehört so ein niedriger Wurf nach vorn.',
        back: 'Setzt die {value} auf die Einerstelle: Wenn die niedrigste Zahl gewinnt, kommt so ein hoher Wurf nach hinten.',
        upHundreds: 'Setzt die {value} auf die Hunderterstelle: niedrig genug für die vordere der beiden freien Stellen.',
        upTens: 'Setzt die {value} auf die Zehnerstelle: niedrig genug für die vordere der beiden freien Stellen.',
        downTens: 'Setzt die {value} auf die Zehnerstelle: Die vordere Stelle bleibt für einen niedrigeren Wurf frei.',
        downUnits: 'Setzt die {value} auf die Einerstelle: Die vordere Stelle bleibt für einen niedrigeren Wurf frei.',
      },
      last: 'Setzt die {value} auf die letzte freie Stelle.',
      reroll: 'Lässt das Glückskind die {value} neu würfeln: Dieser Wurf würde die Zahl verderben.',
      keep: 'Behält die {value}.',
      ...withBetOfOne('hostLead', 'Eröffnet eine Knobelrunde mit {bet} Thaler Einsatz: Nach eigener Rechnung am Ende vorn, darum ein kleines Risiko.', ONE_DE),
      ...withBetOfOne('hostBehind', 'Eröffnet eine Knobelrunde mit {bet} Thaler Einsatz, so viel wie möglich: Nach eigener Rechnung steuert jemand anderes auf mehr Punkte zu.', ONE_DE),
      ...withBetOfOne('hostBehindEarring', 'Eröffnet eine Knobelrunde mit {bet} Thaler Einsatz, dem kleinsten: Trotz erwarteten Rückstands nicht mehr, denn die Geldkatze ist leer und dafür muss der Ohrring verkauft werden.', ONE_DE),
      ...withBetOfOne('hostBehindCard', 'Eröffnet eine Knobelrunde mit {bet} Thaler Einsatz, dem kleinsten: Trotz erwarteten Rückstands nicht mehr, denn die Geldkatze ist leer und dafür muss eine zufällige Karte abgegeben werden.', ONE_DE),
    },
    keepRoll: 'Behält die gewürfelte {value}.',
    keepTieRoll: 'Behält im Stechen die gewürfelte Zahl {number}.',
    rerollRoll: 'Lässt das Glückskind die {value} neu würfeln.',
    easy: { best: 'Nimmt, was auf den ersten Blick am besten aussieht.', hunch: 'Folgt einem Bauchgefühl.', stake: 'Eröffnet eine Knobelrunde mit dem kleinsten Einsatz: Ein Anfänger wagt wenig.', ...withTail(DO_DE, EASY_DE), hunchTo: withTail(DO_DE.goTo, HUNCH_DE), whim: WHIM_DE },
    fallback: 'Spielt einen einfachen Zug, weil die Berechnung fehlschlug.',
  },
};

/** The message catalogue for vue-i18n (merge `ai` into each locale's messages). */
export const AI_REASON_MESSAGES = { en: EN, de: DE } as const;
