/**
 * TEMPORARY log narration for the replay, isolated in this one file.
 *
 * The real sentences will come from `narrate(event, ctx)` in shared/narration. To swap:
 * make `narrateEvent` below call that narrate, delete `narrationMessages` and the one line in
 * renderer/src/i18n/scoring.ts that spreads them in. Nothing else reads this file.
 *
 * Covers the events a replay shows most; an event it has no sentence for is skipped (never
 * shown raw).
 */
import { COMPANIONS } from '../../../../shared/data/cards/companions';
import { NEWS_BY_ID } from '../../../../shared/data/cards/news';

export interface NarrationEvent {
  readonly type: string;
  readonly player?: number;
  readonly [key: string]: unknown;
}

export interface NarrationContext {
  readonly players: readonly { readonly name: string }[];
  /** vue-i18n's t; `plural` picks the form of messages written "one | many". */
  readonly t: (key: string, named?: Record<string, unknown>, plural?: number) => string;
  readonly te: (key: string) => boolean;
}

const en = {
  turnStarted: '{name} takes the turn.',
  playedCard: '{name} plays a foot-it card worth {value}.',
  extended: '{name} extends the day by {value}.',
  moved: '{name} walks on.',
  scouted: '{name} scouts the way ahead.',
  placed: '{name} lays a new tile.',
  worked: '{name} works for a master.',
  wage: '{name} earns {toPouch} Thaler and puts 1 in the hat. | {name} earns {toPouch} Thalers and puts 1 in the hat.',
  gainedThalers: '{name} receives {amount} Thaler. | {name} receives {amount} Thalers.',
  paid: '{name} pays {amount} Thaler. | {name} pays {amount} Thalers.',
  gained: '{name} gains a {colour} scantling.',
  locked: '{name} completes the {segment} segment.',
  specialMarker: '{name} is the first to complete {segment} and takes its special marker.',
  scheniegelei: '{name} leaves a Scheniegelei marker.',
  townSeal: '{name} receives the town seal of {city}.',
  leisureCard: '{name} takes a leisure card: {leisure}.',
  met: '{name} meets {other} on the road.',
  news: '{name} spreads the news: {personality} is coming to {city}.',
  encountered: '{name} meets {personality}.',
  companionJoined: '{companion} joins {name}.',
  companionLeft: '{companion} leaves {name}.',
  diceStarted: '{name} opens a dice game for {bet} Thaler a head. | {name} opens a dice game for {bet} Thalers a head.',
  diceWon: '{name} wins the dice game and a pot of {pot} Thaler. | {name} wins the dice game and a pot of {pot} Thalers.',
  soldEarring: '{name} sells the earring for {thalers} Thaler. | {name} sells the earring for {thalers} Thalers.',
  scoredYear: '{name} scores {vp} VP in the year-end scoring.',
  scoredFinal: '{name} scores {vp} VP in the final scoring.',
  stenz: '{name} is in the lead and takes a Stenz card.',
  hat: '{name} takes {thalers} Thaler from the hat. | {name} takes {thalers} Thalers from the hat.',
  startPlayer: '{name} will start.',
  yearStarted: 'Year {year} begins.',
  oneDayStarted: 'The One Day begins.',
  gameOver: 'The Walz is over.',
  developmentActivated: '{name} turns up a development card.',
  developmentUsed: '{name} uses a development card.',
  inn: '{name} stops at the inn.',
  hostel: '{name} spends the night at the hostel.',
  leisureVisit: '{name} takes some leisure.',
  colours: { orange: 'orange', black: 'black', red: 'red', blue: 'blue', green: 'green', yellow: 'yellow', white: 'white' },
  segments: { kk: 'K+K', red: 'Experience', blue: 'Sociability', green: 'Luck', yellow: 'Knowledge' },
  leisure: { drawing: 'drawing', writing: 'writing', music: 'music' },
};

const de: typeof en = {
  turnStarted: '{name} ist am Zug.',
  playedCard: '{name} spielt eine Tippelkarte mit {value}.',
  extended: '{name} verlängert den Tag um {value}.',
  moved: '{name} wandert weiter.',
  scouted: '{name} erkundet den Weg.',
  placed: '{name} legt ein neues Plättchen an.',
  worked: '{name} arbeitet bei einem Meister.',
  wage: '{name} verdient {toPouch} Taler und legt 1 Taler in den Hut.',
  gainedThalers: '{name} erhält {amount} Taler.',
  paid: '{name} zahlt {amount} Taler.',
  gained: '{name} erhält ein {colour} Kantholz.',
  locked: '{name} schließt das Segment {segment} ab.',
  specialMarker: '{name} vollendet als erster Geselle {segment} und erhält den Sondermarker.',
  scheniegelei: '{name} hinterlässt einen Scheniegelei-Marker.',
  townSeal: '{name} erhält das Stadtsiegel von {city}.',
  leisureCard: '{name} nimmt eine Mußekarte: {leisure}.',
  met: '{name} begegnet {other} unterwegs.',
  news: '{name} verbreitet die Nachricht: {personality} kommt nach {city}.',
  encountered: '{name} begegnet {personality}.',
  companionJoined: '{companion} schließt sich {name} an.',
  companionLeft: '{companion} verlässt {name}.',
  diceStarted: '{name} eröffnet ein Würfelspiel um {bet} Taler je Geselle.',
  diceWon: '{name} gewinnt das Würfelspiel und {pot} Taler.',
  soldEarring: '{name} verkauft den Ohrring für {thalers} Taler.',
  scoredYear: '{name} erhält {vp} SP in der Zwischenwertung.',
  scoredFinal: '{name} erhält {vp} SP in der Schlusswertung.',
  stenz: '{name} führt und erhält eine Stenzkarte.',
  hat: '{name} nimmt {thalers} Taler aus dem Hut.',
  startPlayer: '{name} beginnt.',
  yearStarted: 'Das {year}. Jahr beginnt.',
  oneDayStarted: 'Der eine Tag beginnt.',
  gameOver: 'Die Walz ist zu Ende.',
  developmentActivated: '{name} deckt eine Entwicklungskarte auf.',
  developmentUsed: '{name} nutzt eine Entwicklungskarte.',
  inn: '{name} kehrt im Gasthaus ein.',
  hostel: '{name} übernachtet in der Herberge.',
  leisureVisit: '{name} gönnt sich Muße.',
  colours: { orange: 'orangefarbenes', black: 'schwarzes', red: 'rotes', blue: 'blaues', green: 'grünes', yellow: 'gelbes', white: 'weißes' },
  segments: { kk: 'K+K', red: 'Erfahrung', blue: 'Geselligkeit', green: 'Glück', yellow: 'Wissen' },
  leisure: { drawing: 'Zeichnen', writing: 'Schreiben', music: 'Musik' },
};

/** Registered under `replayLog` by renderer/src/i18n/scoring.ts. */
export const narrationMessages = { en, de };

const COMPANION_NAME: Record<string, string> = Object.fromEntries(COMPANIONS.map((c) => [c.id, c.name]));

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** One sentence for an event in the player's language, or null when it has none. */
export function narrateEvent(e: NarrationEvent, ctx: NarrationContext): string | null {
  const seatName = (seat: unknown) => {
    const s = num(seat);
    return s === null ? null : (ctx.players[s]?.name ?? null);
  };
  const name = seatName(e.player);
  const key = e.type === 'scored' ? (e.kind === 'final' ? 'scoredFinal' : 'scoredYear') : e.type;
  if (!ctx.te(`replayLog.${key}`) || ['colours', 'segments', 'leisure'].includes(key)) return null;
  const lookup = (group: string, v: unknown) => {
    const k = str(v);
    return k && ctx.te(`replayLog.${group}.${k}`) ? ctx.t(`replayLog.${group}.${k}`) : null;
  };
  const named: Record<string, unknown> = { name };
  switch (e.type) {
    case 'gained':
      named.colour = lookup('colours', e.colour);
      break;
    case 'locked':
    case 'specialMarker':
      named.segment = lookup('segments', e.segment);
      break;
    case 'leisureCard':
      named.leisure = lookup('leisure', e.leisure);
      break;
    case 'met':
      named.other = seatName(e.other);
      break;
    case 'news':
    case 'encountered': {
      const card = NEWS_BY_ID[str(e.newsId) ?? ''];
      named.personality = card?.personality ?? null;
      named.city = card?.city ?? null;
      break;
    }
    case 'companionJoined':
    case 'companionLeft':
      named.companion = COMPANION_NAME[str(e.id) ?? ''] ?? null;
      break;
    case 'townSeal':
      named.city = str(e.city);
      break;
    default:
      for (const f of ['value', 'toPouch', 'amount', 'bet', 'pot', 'thalers', 'vp', 'year']) if (f in e) named[f] = num(e[f]);
  }
  const needsName = !['yearStarted', 'oneDayStarted', 'gameOver'].includes(e.type);
  if (needsName && name === null) return null;
  if (Object.values(named).some((v) => v === null && needsName)) return null;
  const count = [named.toPouch, named.amount, named.bet, named.pot, named.thalers, named.value].find((v): v is number => typeof v === 'number');
  return count === undefined ? ctx.t(`replayLog.${key}`, named) : ctx.t(`replayLog.${key}`, named, count);
}
