/**
 * Why the computer did what it did: one line per decision as structured data
 * `{ key, params }`, rendered by the UI through vue-i18n with the catalogue below (English and
 * German, named placeholders). Params are numbers or names the UI may show as they are: city
 * names (CityName), personality and companion names as printed, never a space or card id.
 *
 * The numbers come from the search itself: `win` is the chosen arm's mean estimated win chance
 * (percent; value.ts's win-share model over the simulated continuations), `alt` the same for
 * the runner-up (the second most visited arm), `vp` the chosen arm's mean estimated final VP,
 * `runs` the simulated continuations behind it.
 */
import { COMPANION_BY_ID, NEWS_BY_ID } from '../data/cards';
import type { Action, GameState } from '../engine';
import { spaceOf } from '../engine/boardApi';
import type { ArmStats } from './search';

export interface Reason {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Kinds of places a walk can aim at, each with and without a city name. */
const PLACES = ['homeland', 'centre', 'path', 'inn', 'hostel', 'townhall', 'work', 'leisure', 'carriage'] as const;
type PlaceKind = (typeof PLACES)[number];

const TAIL_EN = ': estimated {win}% to win this way, {alt}% with the next best choice, about {vp} VP expected at the end.';
const TAIL_DE = ': geschätzt {win} % Siegchance, {alt} % mit der zweitbesten Wahl, am Ende etwa {vp} SP erwartet.';

const GO_EN: Record<PlaceKind, [string, string]> = {
  homeland: ['Walks back to the homeland (foot-it points: {steps})', 'Walks back to the homeland (foot-it points: {steps})'],
  centre: ['Walks to a scouting spot (foot-it points: {steps})', 'Walks to the centre of {city} (foot-it points: {steps})'],
  path: ['Walks along the paths (foot-it points: {steps})', 'Walks into the streets of {city} (foot-it points: {steps})'],
  inn: ['Heads for an inn (foot-it points: {steps}) for news, encounters and dice', 'Heads for the inn at {city} (foot-it points: {steps}) for news, encounters and dice'],
  hostel: ['Heads for a hostel (foot-it points: {steps}) for a blue scantling and a companion', 'Heads for the hostel in {city} (foot-it points: {steps}) for a blue scantling and a companion'],
  townhall: ['Heads for a town hall (foot-it points: {steps})', 'Heads for the town hall of {city} (foot-it points: {steps}) for its seal and travel money'],
  work: ['Goes to work at the wayside (foot-it points: {steps})', 'Goes to work in {city} (foot-it points: {steps})'],
  leisure: ['Takes time off at a leisure spot (foot-it points: {steps})', 'Takes time off at a leisure spot (foot-it points: {steps})'],
  carriage: ['Heads for a carriage stop (foot-it points: {steps})', 'Heads for the carriage stop in {city} (foot-it points: {steps})'],
};
const GO_DE: Record<PlaceKind, [string, string]> = {
  homeland: ['Geht zurück in die Heimat (Tippelpunkte: {steps})', 'Geht zurück in die Heimat (Tippelpunkte: {steps})'],
  centre: ['Geht zu einem Erkundungsfeld (Tippelpunkte: {steps})', 'Geht in die Mitte von {city} (Tippelpunkte: {steps})'],
  path: ['Geht auf den Wegen weiter (Tippelpunkte: {steps})', 'Geht in die Gassen von {city} (Tippelpunkte: {steps})'],
  inn: ['Steuert ein Wirtshaus an (Tippelpunkte: {steps}): Nachrichten, Begegnungen, Würfel', 'Steuert das Wirtshaus in {city} an (Tippelpunkte: {steps}): Nachrichten, Begegnungen, Würfel'],
  hostel: ['Steuert eine Herberge an (Tippelpunkte: {steps}): blaues Kantholz und ein Reisekamerad', 'Steuert die Herberge in {city} an (Tippelpunkte: {steps}): blaues Kantholz und ein Reisekamerad'],
  townhall: ['Steuert ein Rathaus an (Tippelpunkte: {steps})', 'Steuert das Rathaus von {city} an (Tippelpunkte: {steps}): Stadtsiegel und Reisegeld'],
  work: ['Geht zur Arbeit am Wegesrand (Tippelpunkte: {steps})', 'Geht in {city} arbeiten (Tippelpunkte: {steps})'],
  leisure: ['Gönnt sich Muße auf einem Mußefeld (Tippelpunkte: {steps})', 'Gönnt sich Muße auf einem Mußefeld (Tippelpunkte: {steps})'],
  carriage: ['Steuert ein Kutschenfeld an (Tippelpunkte: {steps})', 'Steuert das Kutschenfeld in {city} an (Tippelpunkte: {steps})'],
};
const ON_EN: Record<PlaceKind, [string, string]> = {
  homeland: ['Keeps walking back to the homeland, as planned.', 'Keeps walking back to the homeland, as planned.'],
  centre: ['Keeps walking to the scouting spot, as planned.', 'Keeps walking to the centre of {city}, as planned.'],
  path: ['Keeps walking, as planned.', 'Keeps walking into {city}, as planned.'],
  inn: ['Keeps walking to the inn, as planned.', 'Keeps walking to the inn at {city}, as planned.'],
  hostel: ['Keeps walking to the hostel, as planned.', 'Keeps walking to the hostel in {city}, as planned.'],
  townhall: ['Keeps walking to the town hall, as planned.', 'Keeps walking to the town hall of {city}, as planned.'],
  work: ['Keeps walking to the work place, as planned.', 'Keeps walking to work in {city}, as planned.'],
  leisure: ['Keeps walking to the leisure spot, as planned.', 'Keeps walking to the leisure spot, as planned.'],
  carriage: ['Keeps walking to the carriage stop, as planned.', 'Keeps walking to the carriage stop in {city}, as planned.'],
};
const ON_DE: Record<PlaceKind, [string, string]> = {
  homeland: ['Geht wie geplant weiter in die Heimat.', 'Geht wie geplant weiter in die Heimat.'],
  centre: ['Geht wie geplant weiter zum Erkundungsfeld.', 'Geht wie geplant weiter in die Mitte von {city}.'],
  path: ['Geht wie geplant weiter.', 'Geht wie geplant weiter nach {city}.'],
  inn: ['Geht wie geplant weiter zum Wirtshaus.', 'Geht wie geplant weiter zum Wirtshaus in {city}.'],
  hostel: ['Geht wie geplant weiter zur Herberge.', 'Geht wie geplant weiter zur Herberge in {city}.'],
  townhall: ['Geht wie geplant weiter zum Rathaus.', 'Geht wie geplant weiter zum Rathaus von {city}.'],
  work: ['Geht wie geplant weiter zur Arbeitsstelle.', 'Geht wie geplant weiter zur Arbeit in {city}.'],
  leisure: ['Geht wie geplant weiter zum Mußefeld.', 'Geht wie geplant weiter zum Mußefeld.'],
  carriage: ['Geht wie geplant weiter zum Kutschenfeld.', 'Geht wie geplant weiter zum Kutschenfeld in {city}.'],
};

function placeMessages(go: Record<PlaceKind, [string, string]>, on: Record<PlaceKind, [string, string]>, tail: string) {
  const goTo: Record<string, string> = {};
  const onward: Record<string, string> = {};
  for (const k of PLACES) {
    goTo[k] = go[k][0] + tail;
    goTo[`${k}City`] = go[k][1] + tail;
    onward[k] = on[k][0];
    onward[`${k}City`] = on[k][1];
  }
  return { goTo, onward };
}

const EN_PLACES = placeMessages(GO_EN, ON_EN, TAIL_EN);
const DE_PLACES = placeMessages(GO_DE, ON_DE, TAIL_DE);

const SCANTLINGS_EN = { orange: 'an orange', black: 'a black', red: 'a red', blue: 'a blue', green: 'a green', yellow: 'a yellow', white: 'a white' };
const SCANTLINGS_DE = { orange: 'ein oranges', black: 'ein schwarzes', red: 'ein rotes', blue: 'ein blaues', green: 'ein grünes', yellow: 'ein gelbes', white: 'ein weißes' };
const SEGMENTS_EN = { kk: 'K+K', red: 'red', blue: 'blue', green: 'green', yellow: 'yellow', surplus: 'surplus' };
const SEGMENTS_DE = { kk: 'K+K', red: 'roten', blue: 'blauen', green: 'grünen', yellow: 'gelben', surplus: 'Überschuss' };
const LEISURE_EN = { drawing: 'Drawing', writing: 'Writing', music: 'Music-Making' };
const LEISURE_DE = { drawing: 'Malen', writing: 'Schreiben', music: 'Musizieren' };

function mapValues<T extends Record<string, string>>(o: T, f: (v: string, k: string) => string): Record<keyof T, string> {
  const out = {} as Record<keyof T, string>;
  for (const k of Object.keys(o) as (keyof T & string)[]) out[k] = f(o[k] as string, k);
  return out;
}

const EN = {
  ai: {
    forced: 'No choice here: this is the only thing that can be done.',
    generic: 'Picked after {runs} simulated continuations' + TAIL_EN,
    goTo: EN_PLACES.goTo,
    onward: EN_PLACES.onward,
    playCard: 'Plays the {value}' + TAIL_EN,
    extend: 'Pays 2 Thalers to play the {value} as well' + TAIL_EN,
    scout: { landscape: 'Scouts for a new landscape tile (a red scantling if it fits)' + TAIL_EN, city: 'Scouts for a new city board' + TAIL_EN },
    use: {
      inn: 'Stops at the inn for news, encounters and a dice game' + TAIL_EN,
      hostel: 'Stays the night at the hostel: a blue scantling and a companion' + TAIL_EN,
      townhall: 'Visits the town hall: a town seal and travel money' + TAIL_EN,
    },
    useBelittle: 'Lets the Belittle King waive the fee and stops here' + TAIL_EN,
    pass: 'Walks on without stopping here' + TAIL_EN,
    endTurn: 'Ends the turn here' + TAIL_EN,
    step: 'Takes one step' + TAIL_EN,
    stepBelittle: 'Takes one step and lets the Belittle King waive the toll' + TAIL_EN,
    jump: 'Lets Schreiner Reiner jump over a hexagonal space' + TAIL_EN,
    encounter: { insight: 'Meets {name} and takes the insight' + TAIL_EN, book: 'Meets {name} and keeps the card for the travelling book' + TAIL_EN },
    skipEncounter: 'Meets nobody at this inn' + TAIL_EN,
    takeCompanion: 'Takes {name} along' + TAIL_EN,
    declineCompanion: 'Does not take {name} along' + TAIL_EN,
    oldCompanion: { insight: 'Parts with {name} for the insight' + TAIL_EN, book: 'Parts with {name} and keeps the card for the travelling book' + TAIL_EN },
    placePiece: 'Places the piece in the spot the simulations rate best' + TAIL_EN,
    retryScout: 'Spends a point to reveal the next piece' + TAIL_EN,
    declinePlacement: 'Stops scouting here' + TAIL_EN,
    carriage: 'Takes the carriage to {city}' + TAIL_EN,
    carriageStay: 'Stays instead of taking the carriage' + TAIL_EN,
    footItKing: 'Uses the Foot-It King for one more point' + TAIL_EN,
    power: {
      ingolf: 'Takes 2 Thalers from Ingolf Schlingo' + TAIL_EN,
      jim: 'Lets Älbler Jim swap a blue and a green scantling' + TAIL_EN,
      wolf: 'Lets Schnatterer Wolf move a scantling one segment up' + TAIL_EN,
    },
    choose: {
      scantling: mapValues(SCANTLINGS_EN, (v) => `Takes ${v} scantling` + TAIL_EN),
      leisure: mapValues(LEISURE_EN, (v) => `Takes the ${v} leisure card` + TAIL_EN),
    },
    white: mapValues(SEGMENTS_EN, (v, k) => (k === 'surplus' ? 'Puts the white scantling on the Charly as surplus.' : `Puts the white scantling on the ${v} segment, the one closest to being locked.`)),
    dice: {
      front: 'Puts the {value} on the hundreds: a die this good belongs in front.',
      middle: 'Puts the {value} on the tens: an average die, kept for the middle.',
      back: 'Puts the {value} on the units: a poor die, hidden at the back.',
      upHundreds: 'Puts the {value} on the hundreds: good enough for the front one of the two free places.',
      upTens: 'Puts the {value} on the tens: good enough for the front one of the two free places.',
      downTens: 'Puts the {value} on the tens: the front place stays free for a better die.',
      downUnits: 'Puts the {value} on the units: the front place stays free for a better die.',
      last: 'Puts the {value} on the last free place.',
      reroll: 'Lets the Lucky Fellow roll the {value} again: it would spoil the number.',
      keep: 'Keeps the {value}.',
      hostLead: 'Hosts the dice game with a stake of {bet}: being ahead, a small stake keeps the risk low.',
      hostBehind: 'Hosts the dice game with a stake of {bet}: being behind, as much as the purse allows, to catch up.',
    },
    keepRoll: 'Keeps the {value} that was rolled.',
    rerollRoll: 'Lets the Lucky Fellow roll the {value} again.',
    easy: { best: 'Takes what looks best at first glance.', hunch: 'Follows a hunch.' },
    fallback: 'Plays a simple move because the calculation failed.',
  },
};

const DE = {
  ai: {
    forced: 'Keine Wahl: Nur das ist hier möglich.',
    generic: 'Gewählt nach {runs} durchgespielten Fortsetzungen' + TAIL_DE,
    goTo: DE_PLACES.goTo,
    onward: DE_PLACES.onward,
    playCard: 'Spielt die {value}' + TAIL_DE,
    extend: 'Zahlt 2 Taler und spielt noch die {value}' + TAIL_DE,
    scout: { landscape: 'Erkundet ein neues Landschaftsplättchen (ein rotes Kantholz, wenn es passt)' + TAIL_DE, city: 'Erkundet eine neue Stadt' + TAIL_DE },
    use: {
      inn: 'Kehrt im Wirtshaus ein: Nachrichten, Begegnungen und ein Würfelspiel' + TAIL_DE,
      hostel: 'Übernachtet in der Herberge: ein blaues Kantholz und ein Reisekamerad' + TAIL_DE,
      townhall: 'Besucht das Rathaus: Stadtsiegel und Reisegeld' + TAIL_DE,
    },
    useBelittle: 'Lässt sich vom Schmalmacherkönig die Gebühr erlassen und kehrt hier ein' + TAIL_DE,
    pass: 'Geht hier vorbei, ohne einzukehren' + TAIL_DE,
    endTurn: 'Beendet den Zug hier' + TAIL_DE,
    step: 'Geht einen Schritt' + TAIL_DE,
    stepBelittle: 'Geht einen Schritt und lässt sich vom Schmalmacherkönig den Wegzoll erlassen' + TAIL_DE,
    jump: 'Lässt Schreiner Reiner über ein Sechseckfeld springen' + TAIL_DE,
    encounter: { insight: 'Begegnet {name} und nimmt die Erkenntnis' + TAIL_DE, book: 'Begegnet {name} und legt die Karte ins Wanderbuch' + TAIL_DE },
    skipEncounter: 'Begegnet in diesem Wirtshaus niemandem' + TAIL_DE,
    takeCompanion: 'Nimmt {name} mit' + TAIL_DE,
    declineCompanion: 'Nimmt {name} nicht mit' + TAIL_DE,
    oldCompanion: { insight: 'Trennt sich von {name} und nimmt die Erkenntnis' + TAIL_DE, book: 'Trennt sich von {name} und legt die Karte ins Wanderbuch' + TAIL_DE },
    placePiece: 'Legt das Teil an die Stelle, die die Simulationen am besten bewerten' + TAIL_DE,
    retryScout: 'Zahlt einen Punkt und deckt das nächste Teil auf' + TAIL_DE,
    declinePlacement: 'Hört hier mit dem Erkunden auf' + TAIL_DE,
    carriage: 'Fährt mit der Kutsche nach {city}' + TAIL_DE,
    carriageStay: 'Bleibt, statt mit der Kutsche zu fahren' + TAIL_DE,
    footItKing: 'Nutzt den Tippelkönig für einen weiteren Punkt' + TAIL_DE,
    power: {
      ingolf: 'Nimmt 2 Taler von Ingolf Schlingo' + TAIL_DE,
      jim: 'Lässt Älbler Jim ein blaues und ein grünes Kantholz tauschen' + TAIL_DE,
      wolf: 'Lässt Schnatterer Wolf ein Kantholz ein Feld höher rücken' + TAIL_DE,
    },
    choose: {
      scantling: mapValues(SCANTLINGS_DE, (v) => `Nimmt ${v} Kantholz` + TAIL_DE),
      leisure: mapValues(LEISURE_DE, (v) => `Nimmt die Mußekarte ${v}` + TAIL_DE),
    },
    white: mapValues(SEGMENTS_DE, (v, k) => (k === 'surplus' ? 'Legt das weiße Kantholz als Überschuss auf den Charly.' : k === 'kk' ? 'Legt das weiße Kantholz auf das K+K-Feld, das dem Abschluss am nächsten ist.' : `Legt das weiße Kantholz auf das ${v} Feld, das dem Abschluss am nächsten ist.`)),
    dice: {
      front: 'Legt die {value} auf die Hunderter: So ein guter Wurf gehört nach vorn.',
      middle: 'Legt die {value} auf die Zehner: ein mittlerer Wurf für die Mitte.',
      back: 'Legt die {value} auf die Einer: ein schwacher Wurf, hinten versteckt.',
      upHundreds: 'Legt die {value} auf die Hunderter: gut genug für die vordere der beiden freien Stellen.',
      upTens: 'Legt die {value} auf die Zehner: gut genug für die vordere der beiden freien Stellen.',
      downTens: 'Legt die {value} auf die Zehner: Die vordere Stelle bleibt für einen besseren Wurf frei.',
      downUnits: 'Legt die {value} auf die Einer: Die vordere Stelle bleibt für einen besseren Wurf frei.',
      last: 'Legt die {value} auf den letzten freien Platz.',
      reroll: 'Lässt das Glückskind die {value} neu würfeln: Sie würde die Zahl verderben.',
      keep: 'Behält die {value}.',
      hostLead: 'Eröffnet das Würfelspiel mit Einsatz {bet}: In Führung hält ein kleiner Einsatz das Risiko gering.',
      hostBehind: 'Eröffnet das Würfelspiel mit Einsatz {bet}: Im Rückstand so viel, wie der Geldbeutel hergibt, um aufzuholen.',
    },
    keepRoll: 'Behält die gewürfelte {value}.',
    rerollRoll: 'Lässt das Glückskind die {value} neu würfeln.',
    easy: { best: 'Nimmt, was auf den ersten Blick am besten aussieht.', hunch: 'Folgt einem Bauchgefühl.' },
    fallback: 'Spielt einen einfachen Zug, weil die Berechnung fehlschlug.',
  },
};

/** The message catalogue for vue-i18n (merge `ai` into each locale's messages). */
export const AI_REASON_MESSAGES = { en: EN, de: DE } as const;

function pct(x: number): number {
  return Math.round(100 * Math.max(0, Math.min(1, x)));
}

/** A place the UI can name: a space kind and its city, if any. */
export function placeOf(state: GameState, spaceId: string): { kind: PlaceKind; city?: string } {
  const sp = spaceOf(state.board.placed, spaceId);
  const kind = (sp && (PLACES as readonly string[]).includes(sp.kind) ? sp.kind : 'path') as PlaceKind;
  return sp?.city ? { kind, city: sp.city } : { kind };
}

export function describeForced(_a: Action): Reason {
  return { key: 'ai.forced', params: {} };
}

/** The dice board's places, front to back (a key part of the two-places-left lines). */
const PLACE_NAMES = ['Hundreds', 'Tens', 'Units'] as const;

/**
 * Reasons for the decisions taken by rule (policy.ts). `leading`: what the rule itself asked
 * (the dice stake is chosen on it), so the line gives the same ground as the choice.
 */
export function describeRule(state: GameState, a: Action, leading: () => boolean): Reason {
  const d = state.dice;
  switch (a.type) {
    case 'dicePlace': {
      const value = d?.rolled ?? 0;
      const free: number[] = [];
      (d?.boards[a.player] ?? []).forEach((x, i) => x === null && free.push(i));
      if (free.length <= 1) return { key: 'ai.dice.last', params: { value } };
      const place = PLACE_NAMES[a.position] ?? 'Units';
      // two places left: the die took the front one of them or left it for a better one (policy.ts)
      if (free.length === 2) return { key: `ai.dice.${a.position === Math.min(...free) ? 'up' : 'down'}${place}`, params: { value } };
      const key = a.position === 0 ? 'front' : a.position === 2 ? 'back' : 'middle';
      return { key: `ai.dice.${key}`, params: { value } };
    }
    case 'diceReroll': {
      const top = state.pending[state.pending.length - 1] as { kind?: string; value?: number } | undefined;
      if (top?.kind === 'keepRoll') return { key: 'ai.rerollRoll', params: { value: top.value ?? 0 } };
      return { key: 'ai.dice.reroll', params: { value: d?.rolled ?? 0 } };
    }
    case 'keepRoll': {
      const top = state.pending[state.pending.length - 1] as { value?: number } | undefined;
      return { key: 'ai.keepRoll', params: { value: top?.value ?? 0 } };
    }
    case 'diceMode':
      return { key: leading() ? 'ai.dice.hostLead' : 'ai.dice.hostBehind', params: { bet: a.bet } };
    case 'placeWhite':
      return { key: `ai.white.${a.segment}`, params: {} };
    default:
      return describeForced(a);
  }
}

function searchKey(state: GameState, arm: ArmStats): { key: string; params: Record<string, string | number> } {
  const a = arm.arm.first;
  if (arm.arm.dest) {
    const place = placeOf(state, arm.arm.dest);
    return { key: `ai.goTo.${place.kind}${place.city ? 'City' : ''}`, params: { steps: arm.arm.steps ?? 1, ...(place.city ? { city: place.city } : {}) } };
  }
  const top = state.pending[state.pending.length - 1] as { kind?: string; space?: string; id?: string; newId?: string } | undefined;
  switch (a.type) {
    case 'playCard':
    case 'extend':
      return { key: `ai.${a.type}`, params: { value: a.value } };
    case 'scout':
      return { key: `ai.scout.${a.kind}`, params: {} };
    case 'useSpace': {
      if (a.belittle) return { key: 'ai.useBelittle', params: {} };
      const kind = top?.space ? placeOf(state, top.space).kind : 'inn';
      return { key: `ai.use.${kind === 'hostel' || kind === 'townhall' ? kind : 'inn'}`, params: {} };
    }
    case 'passSpace':
      return { key: 'ai.pass', params: {} };
    case 'endTurn':
      return { key: 'ai.endTurn', params: {} };
    case 'move':
      if (a.via !== undefined) return { key: 'ai.jump', params: {} };
      return { key: a.belittle ? 'ai.stepBelittle' : 'ai.step', params: {} };
    case 'encounter':
      return { key: `ai.encounter.${a.take}`, params: { name: NEWS_BY_ID[a.newsId]?.personality ?? '?' } };
    case 'skipEncounter':
      return { key: 'ai.skipEncounter', params: {} };
    case 'takeCompanion':
    case 'declineCompanion':
      return { key: `ai.${a.type}`, params: { name: COMPANION_BY_ID[top?.id ?? '']?.name ?? '?' } };
    case 'oldCompanion': {
      const old = state.players[a.player]?.companion?.id ?? '';
      return { key: `ai.oldCompanion.${a.take}`, params: { name: COMPANION_BY_ID[old]?.name ?? '?' } };
    }
    case 'placePiece':
    case 'retryScout':
    case 'declinePlacement':
      return { key: `ai.${a.type}`, params: {} };
    case 'carriage':
      return a.city ? { key: 'ai.carriage', params: { city: a.city } } : { key: 'ai.carriageStay', params: {} };
    case 'useDevelopment':
      return { key: 'ai.footItKing', params: {} };
    case 'companionPower':
      return { key: `ai.power.${a.power}`, params: {} };
    case 'chooseReward': {
      const purpose = (top as { purpose?: string } | undefined)?.purpose === 'leisure' ? 'leisure' : 'scantling';
      return { key: `ai.choose.${purpose}.${a.option}`, params: {} };
    }
    default:
      return { key: 'ai.generic', params: {} };
  }
}

/** The line for a searched decision: what it aims at, its estimated win chance and the runner-up's. */
export function describeSearch(state: GameState, best: ArmStats, second: ArmStats | undefined, runs: number): Reason {
  const { key, params } = searchKey(state, best);
  const win = best.visits ? best.winTotal / best.visits : 0;
  const alt = second && second.visits ? second.winTotal / second.visits : win;
  const vp = best.visits ? best.vpTotal / best.visits : 0;
  return { key, params: { ...params, win: pct(win), alt: pct(alt), vp: Math.round(vp), runs } };
}

/** A step of a walk chosen earlier. */
export function describeContinue(goal: Readonly<Record<string, string | number>>, destKey: string): Reason {
  const kind = destKey.replace(/^ai\.goTo\./, '');
  const params: Record<string, string | number> = {};
  if (typeof goal.city === 'string') params.city = goal.city;
  return { key: `ai.onward.${kind}`, params };
}

export function describeEasy(_state: GameState, _a: Action, mistake: boolean): Reason {
  return { key: mistake ? 'ai.easy.hunch' : 'ai.easy.best', params: {} };
}

/** Every key a reason can have (for tests and for the UI's completeness checks). */
export function reasonKeys(messages: object = EN, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(path);
    else out.push(...reasonKeys(v as object, path));
  }
  return out;
}
