/**
 * First-game tips: one or two sentences, shown the first time a decision of that kind comes
 * up (the table's optional first-game mode). English and German for every decision kind.
 */
import type { DecisionKind } from './help';

export type TipLocale = 'en' | 'de';

export const TIPS: Readonly<Record<TipLocale, Readonly<Record<DecisionKind, string>>>> = {
  en: {
    playCard:
      'Pick the card that fits where you want to go this turn. Foot-it points you do not spend are lost, and the cards you keep are your turns for the rest of the year.',
    turn: 'Steps and scouting cost 1 foot-it point each; what you do on the spaces you reach costs none. You may end your turn whenever you like.',
    move: 'Each step costs 1 foot-it point. Work, leisure, the carriage and spaces with other journeymen end your turn, so stop at inns and hostels on the way first.',
    walk: 'Each step costs 1 foot-it point. Work, leisure, the carriage and spaces with other journeymen end your turn, so stop at inns and hostels on the way first.',
    scout: 'From a hexagonal space, 1 foot-it point reveals a new landscape tile — a red scantling if it fits — or a city board. You get one scouting per visit.',
    scoutPlace: 'Choose where the new piece goes and how it is turned. Think about the paths it opens: towards work, inns, and room for a city later.',
    scoutRetry: 'The piece fitted nowhere and went under its stack. For 1 more foot-it point you may reveal the next one.',
    useSpace: 'Using an inn, hostel or town hall is your choice: pay the fee, if there is one, and take what it offers, or walk on without paying.',
    choose: 'Pick what you need most: a scantling that brings a segment closer to locking, or a leisure card of a kind you do not have yet.',
    chooseReward: 'Take the Insight now, or keep the card in your travelling book for 1 victory point at the end.',
    placeWhite: 'White is wild, and once placed only Schnatterer Wolf can move it. Put it where it brings a segment closest to locking.',
    encounter: 'Encountering a personality costs what the card asks. Afterwards you choose: their Insight now, or the card for 1 victory point at the end.',
    diceSetup: 'Choose High or Low and a bet of 1 to 5 Thalers. Everybody pays the same into the pot, so a high bet hurts those who are short of money.',
    dice: 'Put each die in the hundreds, tens or units place. Big numbers go in front when playing High, small ones when playing Low; middle values usually go in the tens place.',
    keepRoll: 'Your Lucky Fellow may reroll this die — once a year and once more on the One Day. Keep a good roll and save the card for a bad one.',
    companionOffer: 'A companion usually costs an orange or black scantling. You travel with only one, and the advantage starts on your next turn.',
    oldCompanion: 'Your old companion leaves you: take their Insight now, or keep the card in your travelling book for 1 victory point.',
    carriage: 'Your turn ends here either way. Ride for 1 Thaler per hexagon on the shortest route, or stay.',
    work: 'Work pays Thalers and usually a scantling; 1 Thaler goes into the hat and your turn ends. Your Scheniegelei marker scores at every year-end scoring.',
    leisure: 'A leisure visit uses one of your marker pieces and brings a leisure card. Drawing, writing and music-making together are worth 6 victory points.',
    development: 'Each development card works once a year and once more on the One Day. Save it for the moment it matters most.',
    companionPower: 'This is your travel companion\u2019s advantage. Once-per-turn advantages come back on each of your turns, so use them freely.',
    penniless: 'You cannot pay in full. First your earring goes for 8 Thalers; after that, a random card from your hand for 3 Thalers each.',
    scoring: 'Locked segments, every 4 scantlings on open segments and your Scheniegelei markers score now. The leader takes a Stenz card, the last player the hat.',
    final: 'Now count locked segments (open ones score nothing), every 4 surplus scantlings, leisure cards, the travelling book, special markers, money, the earring and other journeymen\u2019s marker pieces. Ties go to the most Thalers.',
  },
  de: {
    playCard:
      'Spiel die Karte, die zu deinem Ziel in diesem Zug passt. Nicht genutzte Tippelpunkte verfallen, und die Karten, die du behältst, sind deine übrigen Züge in diesem Jahr.',
    turn: 'Schritte und Ausbaldowern kosten je 1 Tippelpunkt; was du auf den erreichten Feldern tust, kostet keine Tippelpunkte. Du darfst deinen Zug jederzeit beenden.',
    move: 'Jeder Schritt kostet 1 Tippelpunkt. Arbeit, Muße, Kutsche und Felder mit anderen Gesellen beenden den Zug – kehr also vorher unterwegs ein.',
    walk: 'Jeder Schritt kostet 1 Tippelpunkt. Arbeit, Muße, Kutsche und Felder mit anderen Gesellen beenden den Zug – kehr also vorher unterwegs ein.',
    scout: 'Von einem Sechseckfeld aus deckst du für 1 Tippelpunkt ein Landschaftsplättchen (passt es, gibt es ein rotes Kantholz) oder eine Stadttafel auf. Das geht einmal pro Besuch.',
    scoutPlace: 'Wähle Lage und Drehung des neuen Teils. Denk an die Pfade, die es öffnet: zu Arbeit, zu Wirtshäusern und zu freiem Platz für eine spätere Stadt.',
    scoutRetry: 'Das Teil passte nirgends und liegt nun unter dem Stapel. Für einen weiteren Tippelpunkt darfst du das nächste aufdecken.',
    useSpace: 'Ob du Wirtshaus, Herberge oder Rathaus nutzt, entscheidest du: die Gebühr zahlen, falls eine fällig ist, und mitnehmen, was es bietet, oder, ohne zu zahlen, weiterziehen.',
    choose: 'Nimm, was du am dringendsten brauchst: ein Kantholz, das ein Segment dem Abschluss näher bringt, oder eine Mußekarte einer Art, die dir noch fehlt.',
    chooseReward: 'Nimm jetzt die Erkenntnis – oder leg die Karte in dein Wanderbuch, für 1 Siegpunkt am Ende.',
    placeWhite: 'Weiß ist ein Joker; liegt es, kann nur noch Schnatterer Wolf es verschieben. Leg es dorthin, wo es ein Segment am nächsten an den Abschluss bringt.',
    encounter: 'Eine Begegnung kostet, was die Karte verlangt. Danach wählst du: jetzt die Erkenntnis oder die Karte für 1 Siegpunkt am Ende.',
    diceSetup: 'Wähle Hohe oder Niedrige Hausnummer und einen Einsatz von 1 bis 5 Thalern. Alle zahlen denselben Betrag in den Pott – ein hoher Einsatz trifft die, die knapp bei Kasse sind.',
    dice: 'Setz jeden Würfel auf die Hunderter-, Zehner- oder Einerstelle. Bei Hoher Hausnummer gehören große Zahlen nach vorn, bei Niedriger kleine; mittlere Werte kommen meist auf die Zehnerstelle.',
    keepRoll: 'Dein Glückskind darf diesen Würfel neu würfeln – einmal im Jahr und einmal am Einen Tag. Behalte einen guten Wurf und heb die Karte für einen schlechten auf.',
    companionOffer: 'Ein Reisekamerad kostet meist ein orangefarbenes oder schwarzes Kantholz. Du reist nur mit einem, und sein Vorteil gilt ab deinem nächsten Zug.',
    oldCompanion: 'Dein bisheriger Reisekamerad verabschiedet sich: Nimm jetzt seine Erkenntnis oder leg die Karte für 1 Siegpunkt in dein Wanderbuch.',
    carriage: 'Dein Zug endet hier so oder so. Fahr für einen Obolus von 1 Thaler je Sechseck auf dem kürzesten Weg, oder bleib.',
    work: 'Arbeit bringt Thaler und meist ein Kantholz; 1 Thaler geht in den Hut, und dein Zug endet. Dein Scheniegelei-Marker zählt bei jeder Zwischenwertung.',
    leisure: 'Ein Mußefeld kostet einen deiner Markierungssteine und bringt eine Mußekarte. Malen, Schreiben und Musizieren zusammen sind 6 Siegpunkte wert.',
    development: 'Jede Entwicklungskarte wirkt einmal pro Jahr und noch einmal am Einen Tag. Heb sie für den Moment auf, in dem sie am meisten bringt.',
    companionPower: 'Das ist der Vorteil deines Reisekameraden. Vorteile „einmal pro Zug“ stehen dir in jedem deiner Züge neu zu – nutze sie ruhig.',
    penniless: 'Du kannst nicht voll bezahlen. Zuerst gibst du den Ohrring für 8 Thaler ab, danach je eine zufällige Handkarte für 3 Thaler.',
    scoring: 'Jetzt zählen abgeschlossene Segmente, je 4 Kanthölzer auf offenen Segmenten und deine Scheniegelei-Marker. Der Führende erhält eine Stenzkarte, der Letzte den Hut.',
    final: 'Jetzt zählen abgeschlossene Segmente (offene bringen nichts), je 4 überzählige Kanthölzer, Mußekarten, das Wanderbuch, Sondermarker, Geld, der Ohrring und die Markierungssteine anderer Gesellen. Bei Gleichstand entscheidet das Geld.',
  },
};

function tipLocale(locale: string): TipLocale {
  return locale.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The table's prompt kinds (shared/decisions PROMPT_KINDS) whose tip is that of a decision kind
 * named otherwise: the two choices share one tip, and the end of the game gets the final one.
 */
const TIP_OF_PROMPT: Readonly<Record<string, DecisionKind>> = { chooseScantling: 'choose', chooseLeisure: 'choose', gameOver: 'final' };

/** The first-game tip for a decision kind (or a prompt kind), or null for a kind without one. */
export function tipFor(kind: string, locale: string): string | null {
  const tips = TIPS[tipLocale(locale)];
  const k = Object.hasOwn(TIP_OF_PROMPT, kind) ? TIP_OF_PROMPT[kind]! : kind;
  return Object.hasOwn(tips, k) ? tips[k as DecisionKind] : null;
}
