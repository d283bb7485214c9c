/**
 * The log in sentences: narrate(event, context) -> Msg for every event the engine emits,
 * naming journeymen by their names and places the way a player says them. An event type
 * this module does not know gives a neutral sentence (never the raw type).
 */
import { FATE_TILES } from '../data/pieces';
import type { CityName, ScantlingColour, Segment } from '../model/components';
import type { SpaceId } from '../model/board';
import type { GameEvent } from '../engine/types';
import type { GameView } from '../engine/view';
import { nameAsMsg } from '../decisions/arrival';
import { spaceOf } from '../decisions/facts';
import { listMsg, msg, points, scantling, thalers, vp } from '../decisions/msg';
import { describePiece, describeSpace, wageMsg } from '../decisions/places';
import { companionName, developmentName, personalityName } from '../decisions/rewards';
import { scoreLinesMsg } from '../decisions/scoring';
import type { Msg } from '../decisions/types';
import type { ScoreLine } from '../engine/types';

export interface NarrationContext {
  /** The view after the events (the board only grows, so every space named is on it). */
  readonly view: GameView;
}

type E = GameEvent & Record<string, unknown>;
type Handler = (e: E, name: Msg, ctx: NarrationContext) => Msg;

const n = (x: unknown): number => (typeof x === 'number' ? x : 0);
const s = (x: unknown): string => (typeof x === 'string' ? x : '');
const segment = (x: unknown): Msg => msg(`segment.${s(x) as Segment}`);
const colourOf = (x: unknown): ScantlingColour => s(x) as ScantlingColour;

const PAY_REASONS = ['toll', 'inn', 'hostel', 'extension', 'bet', 'encounter', 'carriage', 'companion'];
const GAIN_REASONS = ['news', 'insight', 'companionInsight', 'ingolf', 'townhall', 'dice', 'scheniegelServant'];
const ROLL_REASONS = ['dice', 'wage', 'work', 'townhall', 'news', 'encounter'];
const POWERS = ['ingolf', 'jim', 'wolf'];
/** The spaces a journeyman may walk past without stopping (C05). */
const PASSABLE = ['inn', 'hostel', 'townhall'];

const pick = (reason: unknown, known: readonly string[]): string => (known.includes(s(reason)) ? s(reason) : 'other');

export const HANDLERS: Readonly<Record<string, Handler>> = {
  turnStarted: (_e, name) => msg('event.turnStarted', { name }),
  turnEnded: (_e, name) => msg('event.turnEnded', { name }),
  playedCard: (e, name) => msg('event.playedCard', { name, value: n(e.value) }),
  extended: (e, name) => msg('event.extended', { name, value: n(e.value), amount: thalers(2) }),
  moved: (e, name, c) =>
    e.via !== undefined
      ? msg('event.jumped', { name, over: describeSpace(c.view, s(e.via), 'name', { brief: true }), dest: describeSpace(c.view, s(e.to), 'to', { brief: true }), companion: companionName('reiner') })
      : n(e.cost) === 0
      ? msg('event.movedFree', { name, dest: describeSpace(c.view, s(e.to), 'to', { brief: true }), companion: companionName('reiner') })
      : msg('event.moved', { name, dest: describeSpace(c.view, s(e.to), 'to', { brief: true }) }),
  paid: (e, name) => msg(`event.paid.${pick(e.reason, PAY_REASONS)}`, { name, amount: thalers(n(e.amount)) }),
  forgiven: (e, name) => msg('event.forgiven', { name, amount: thalers(n(e.amount)) }),
  soldEarring: (e, name) => msg('event.soldEarring', { name, amount: thalers(n(e.thalers)) }),
  lostCard: (e, name) => msg('event.lostCard', { name, value: n(e.value), amount: thalers(n(e.thalers)) }),
  gainedThalers: (e, name) =>
    msg(`event.gainedThalers.${pick(e.reason, GAIN_REASONS)}`, {
      name,
      amount: thalers(n(e.amount)),
      companion: companionName('ingolf'),
      card: developmentName('scheniegelServant'),
    }),
  wage: (e, name) =>
    n(e.toPouch) === 0
      ? msg('event.wageHat', { name, amount: thalers(n(e.thalers)) })
      : msg('event.wage', { name, amount: thalers(n(e.thalers)), hat: thalers(n(e.toHat)), pouch: thalers(n(e.toPouch)) }),
  rolled: (e, name) => msg(`event.rolled.${pick(e.reason, ROLL_REASONS)}`, { name, value: n(e.value) }),
  gained: (e, name) => {
    const c = colourOf(e.colour);
    if (e.target === 'surplus') return msg('event.gained.surplus', { name, scantling: scantling(c) });
    if (c === 'white') return msg('event.gained.white', { name, segment: segment(e.target) });
    return msg('event.gained.segment', { name, scantling: scantling(c) });
  },
  scantlingLost: (e, name) => msg('event.scantlingLost', { name, scantling: scantling(colourOf(e.colour)) }),
  spentScantling: (e, name) => msg('event.spentScantling', { name, scantling: scantling(colourOf(e.colour)) }),
  locked: (e, name) => msg('event.locked', { name, segment: segment(e.segment) }),
  specialMarker: (e, name) => msg('event.specialMarker', { name, segment: segment(e.segment) }),
  developmentActivated: (e, name) => msg('event.developmentActivated', { name, card: developmentName(s(e.card)) }),
  developmentUsed: (e, name) => msg('event.developmentUsed', { name, card: developmentName(s(e.card)) }),
  movedScantling: (e, name) => msg('event.movedScantling', { name, scantling: scantling(colourOf(e.colour)), from: segment(e.from), to: segment(e.to), companion: companionName('wolf') }),
  leftCity: (e, name) => msg('event.leftCity', { name, city: s(e.city) }),
  met: (e, name, c) => msg('event.met', { name, other: nameAsMsg(c.view, n(e.other)) }),
  tookMarker: (e, name, c) => {
    const other = c.view.players.findIndex((p) => p.colour === e.colour);
    // from the other's Charly, or (none left there) from that colour's general supply (C08)
    if (other < 0) return msg('event.tookMarkerColour', { name, colour: msg(`playerColour.${s(e.colour)}`) });
    return msg(e.from === 'supply' ? 'event.tookMarkerSupply' : 'event.tookMarker', { name, other: nameAsMsg(c.view, other) });
  },
  ownMarker: (_e, name) => msg('event.ownMarker', { name }),
  scouted: (e, name) => msg(`event.scouted.${e.kind === 'city' ? 'city' : 'landscape'}.${pick(e.pay, ['point', 'fiete', 'token', 'retry'])}`, { name, companion: companionName('fiete') }),
  revealed: (e, name) => msg('event.revealed', { name, piece: describePiece(s(e.pieceId)) }),
  noFit: (e) => msg('event.noFit', { piece: describePiece(s(e.pieceId)) }),
  placed: (e, name) => msg('event.placed', { name, piece: describePiece(s(e.pieceId)) }),
  fateTile: (e, _name, c) => {
    const city = spaceOf(c.view, s(e.space))?.city;
    const wage = wageMsg(FATE_TILES[n(e.tile)] ?? null);
    return city ? msg('event.fateTile', { city, wage }) : msg('event.fateTilePlain', { wage });
  },
  personalitiesArrive: (e) => {
    const ids = Array.isArray(e.ids) ? (e.ids as unknown[]).map(s) : [];
    return msg('event.personalitiesArrive', { names: listMsg(ids.map(personalityName)), city: s(e.city) }, ids.length);
  },
  inn: (e, name, c) => msg('event.inn', { name, place: describeSpace(c.view, s(e.space), 'at') }),
  hostel: (_e, name) => msg('event.hostel', { name }),
  news: (e, name) => msg('event.news', { name, personality: personalityName(s(e.newsId)), city: s(e.city) }),
  encountered: (e, name) => msg(`event.encountered.${e.take === 'book' ? 'book' : 'insight'}`, { name, personality: personalityName(s(e.newsId)) }),
  companionRevealed: (e, name) => msg('event.companionRevealed', { name, companion: companionName(s(e.id)) }),
  companionJoined: (e, name) => msg('event.companionJoined', { name, companion: companionName(s(e.id)) }),
  companionLeft: (e, name) => msg(`event.companionLeft.${e.take === 'book' ? 'book' : 'insight'}`, { name, companion: companionName(s(e.id)) }),
  companionDeclined: (e, name) => msg('event.companionDeclined', { name, companion: companionName(s(e.id)) }),
  companionChosen: (e, name) => msg('event.companionChosen', { name, companion: companionName(s(e.id)), old: companionName(s(e.old)) }),
  // only that the journeyman does not stop: whether they walk on, the next line tells
  passedSpace: (e, name, c) => msg(`event.passedSpace.${pick(spaceOf(c.view, s(e.space) as SpaceId)?.kind, PASSABLE)}`, { name }),
  scoutingStopped: (_e, name) => msg('event.scoutingStopped', { name }),
  encounterSkipped: (e, name) => msg('event.encounterSkipped', { name, city: s(e.city) }),
  carriageDeclined: (_e, name) => msg('event.carriageDeclined', { name }),
  companionPower: (e, name) => msg(`event.companionPower.${pick(e.power, POWERS)}`, { name, companion: companionName(s(e.power)) }),
  leisureVisit: (_e, name) => msg('event.leisureVisit', { name }),
  leisureCard: (e, name) => msg('event.leisureCard', { name, type: msg(`leisure.${s(e.leisure)}`) }),
  footIt: (e, name) => msg('event.footIt', { name, points: points(n(e.points)) }),
  freeScoutToken: (_e, name) => msg('event.freeScoutToken', { name }),
  scheniegelei: (_e, name) => msg('event.scheniegelei', { name }),
  worked: (e, name, c) => msg('event.worked', { name, place: describeSpace(c.view, s(e.space) as SpaceId, 'at', { brief: true }) }),
  townSeal: (e, name) => msg('event.townSeal', { name, city: s(e.city) }),
  carriage: (e, name) => msg('event.carriage', { name, city: s(e.city) as CityName, fare: thalers(n(e.fare)) }),
  diceStarted: (e, name) => msg(`event.diceStarted.${e.mode === 'low' ? 'low' : 'high'}`, { name, bet: thalers(n(e.bet)), pot: thalers(n(e.pot)) }),
  dicePlaced: (e, name) => msg('event.dicePlaced', { name, value: n(e.value), position: msg(`dice.pos.${Math.min(2, Math.max(0, n(e.position)))}`) }),
  diceNumbers: (e, _name, c) => {
    const list = Array.isArray(e.numbers) ? (e.numbers as { player: number; number: number }[]) : [];
    return msg('event.diceNumbers', { list: listMsg(list.map((x) => msg('event.diceNumber', { name: nameAsMsg(c.view, x.player), number: x.number }))) });
  },
  diceTieRoll: (e, name) => msg('event.diceTieRoll', { name, number: n(e.number) }),
  diceWon: (e, name) => msg('event.diceWon', { name, pot: thalers(n(e.pot)) }),
  diceSkipped: (_e, name) => msg('event.diceSkipped', { name }),
  scored: (e, name) => {
    const kind = e.kind === 'final' ? 'final' : 'year';
    const lines = Array.isArray(e.lines) ? (e.lines as ScoreLine[]) : [];
    if (n(e.vp) === 0) return msg(`event.scored.${kind}Zero`, { name, year: n(e.year) });
    return msg(`event.scored.${kind}`, { name, vp: vp(n(e.vp)), year: n(e.year), lines: scoreLinesMsg(lines) });
  },
  // level with others on VP: the Thalers decided (C33), and the line says so
  stenz: (e, name, c) => {
    const level = Array.isArray(e.tiedOnVp) ? (e.tiedOnVp as number[]) : [];
    return level.length ? msg('event.stenzOnThalers', { name, names: listMsg(level.map((x) => nameAsMsg(c.view, x))) }) : msg('event.stenz', { name });
  },
  hat: (e, name) => msg('event.hat', { name, amount: thalers(n(e.thalers)) }),
  startPlayer: (_e, name) => msg('event.startPlayer', { name }),
  yearStarted: (e, _name, c) => msg('event.yearStarted', { year: n(e.year), name: nameAsMsg(c.view, n(e.startPlayer)) }),
  oneDayStarted: (e, _name, c) => msg('event.oneDayStarted', { name: nameAsMsg(c.view, n(e.startPlayer)) }),
  gameOver: (e, _name, c) => {
    const w = Array.isArray(e.winners) ? (e.winners as number[]) : [];
    return msg('event.gameOver', { names: listMsg(w.map((x) => nameAsMsg(c.view, x))) }, w.length);
  },
};

/** The event types narrated in their own words (the rest get a neutral sentence). */
export const NARRATED_EVENTS: readonly string[] = Object.keys(HANDLERS);

export function narrate(event: GameEvent, ctx: NarrationContext): Msg {
  const e = event as E;
  const name = typeof e.player === 'number' ? nameAsMsg(ctx.view, e.player) : msg('someone');
  const h = HANDLERS[e.type];
  if (!h) return typeof e.player === 'number' ? msg('event.other', { name }) : msg('event.otherPlain');
  return h(e, name, ctx);
}
