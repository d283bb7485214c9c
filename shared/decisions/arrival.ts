/**
 * What happens when the journeyman steps onto a space: the toll, leaving a city (a white
 * scantling, C10), a meeting (C08), the end of the turn on a round space (C04), and the
 * space's own effect (work and wages C21/C22, leisure C23, the carriage C24, an optional stop
 * at an inn, hostel or town hall C05). Used for single steps and for walk destinations.
 */
import type { SpaceId } from '../model/board';
import type { ScantlingColour } from '../model/components';
import type { GameView } from '../engine/view';
import { advantage, carriageFaresFrom, cityLeftBy, devReadyOf, feeOf, firstMeetingOf, fundsOf, gainTargets, nameOf, rescueFor, scoutableOnArrival, scoutRoom, spaceOf, wageOf } from './facts';
import { listMsg, msg, orMsg, points as pointsMsg, scantling, thalers } from './msg';
import { wageFaces } from './places';
import { companionName, developmentName, lockNotes } from './rewards';
import type { Cost, Gain, Msg } from './types';

export interface Arrival {
  readonly cost: Cost;
  readonly gain: Gain;
  readonly consequences: readonly Msg[];
  readonly exact: boolean;
  readonly endsTurn: boolean;
}

export interface ArrivalInput {
  /** The spaces walked, the journeyman's own space first, the target last. */
  readonly path: readonly SpaceId[];
  /** Foot-it points the walk costs. */
  readonly points: number;
  /** Tolls on the way (0 when the Belittle King pays the one toll of a single step). */
  readonly tolls: number;
  readonly belittle?: boolean;
}

const ROUND = new Set(['work', 'leisure', 'carriage']);

export function arrival(view: GameView, seat: number, input: ArrivalInput): Arrival {
  const p = view.players[seat];
  const to = input.path[input.path.length - 1] as SpaceId;
  const sp = spaceOf(view, to);
  if (!p || !sp) return { cost: { points: input.points }, gain: {}, consequences: [], exact: false, endsTurn: false };
  const out: Msg[] = [];
  let exact = true;
  const gained: ScantlingColour[] = [];
  let thalersIn = 0;

  // the toll(s)
  const cost: { -readonly [K in keyof Cost]: Cost[K] } = { points: input.points };
  if (input.tolls > 0) cost.thalers = input.tolls;
  if (input.belittle) {
    cost.development = 'belittleKing';
    out.push(msg('arrive.belittle', { card: developmentName('belittleKing') }));
  }
  const rescue = rescueFor(p, input.tolls);
  if (rescue) {
    cost.rescue = rescue;
    out.push(rescueMsg(rescue));
    exact = false;
  }

  // leaving cities on foot along the way (C10; version 2: C42, as the engine reads it)
  const left = new Set<string>(p.citiesLeft);
  const whites: string[] = [];
  for (let i = 1; i < input.path.length; i++) {
    const a = spaceOf(view, input.path[i - 1] as SpaceId);
    const b = spaceOf(view, input.path[i] as SpaceId);
    const city = a && b ? cityLeftBy(view, a, b) : undefined;
    if (city && !left.has(city)) {
      left.add(city);
      whites.push(city);
    }
  }
  for (const city of whites) {
    const targets = gainTargets(view, seat, 'white');
    if (!targets) out.push(msg('arrive.leaveCityNoWhite', { city }));
    else if (targets.length > 1 || whites.length > 1) {
      out.push(msg('arrive.leaveCityChoose', { city }));
      exact = false;
    } else {
      out.push(msg('arrive.leaveCity', { city }));
      gained.push('white');
    }
  }

  // a meeting (C08): marker pieces, and the turn ends
  const others = view.players.map((q, i) => (i !== seat && q.position === to ? i : -1)).filter((i) => i >= 0);
  if (others.length > 0) {
    out.push(msg('arrive.meet', { names: listMsg(others.map((o) => nameAsMsg(view, o))) }));
    let ownSupply = p.ownMarkersInSupply;
    for (const o of others) {
      const them = view.players[o];
      if (!them) continue;
      // their piece, while not yet held and they have one to give
      if (!p.otherMarkers.includes(them.colour) && (them.ownMarkersOnCharly > 0 || them.ownMarkersInSupply > 0)) out.push(msg('arrive.takeMarker', { name: nameAsMsg(view, o) }));
      // an own piece onto the Charly: at a first meeting only (C41, version 2; version 1: while theirs is not held)
      if (firstMeetingOf(view, seat, o) && ownSupply > 0) {
        ownSupply--;
        out.push(msg('arrive.ownMarker'));
      }
    }
  }

  // the space itself; what the journeyman can still raise after the tolls on the way (C25, C26)
  const funds = fundsOf(p) - input.tolls;
  switch (sp.kind) {
    case 'work': {
      const markers = view.board.scheniegelei[to] ?? [];
      if (p.scheniegeleiLeft > 0 && !markers.includes(seat)) {
        // C33: a city scores 2 VP once, however many of the journeyman's markers it holds
        const counted = sp.city !== undefined && cityHoldsMarkerOf(view, sp.city, seat);
        out.push(msg(!sp.city ? 'arrive.scheniegelei' : counted ? 'arrive.scheniegeleiCityCounted' : 'arrive.scheniegeleiCity', { city: sp.city ?? '' }));
      }
      const w = wageOutcome(view, seat, to, null, gained);
      out.push(...w.consequences);
      thalersIn += w.thalers;
      if (!w.exact) exact = false;
      break;
    }
    case 'leisure': {
      const types = sp.leisure.filter((t) => view.leisureStacks[t] > 0);
      out.push(msg('arrive.leisureMarker'));
      out.push(types.length > 0 ? msg('arrive.leisureCard', { types: orMsg(types.map((t) => msg(`leisure.${t}`))) }) : msg('arrive.leisureNone'));
      break;
    }
    case 'carriage':
      // the ride is offered only where another city can be reached and paid for (C24)
      // a toll on the way leaves less for the fare
      out.push(msg(sp.city && carriageFaresFrom(view, seat, sp.city).some((f) => f.fare <= funds) ? 'arrive.carriage' : 'arrive.carriageNone'));
      break;
    case 'inn':
      out.push(stopMsg('inn', feeOf(view, seat, sp.fee), funds, devReadyOf(view, seat, 'belittleKing') && !input.belittle));
      break;
    case 'hostel':
      out.push(stopMsg('hostel', feeOf(view, seat, sp.fee), funds, devReadyOf(view, seat, 'belittleKing') && !input.belittle));
      break;
    case 'townhall': {
      const visited = (view.board.townSealMarkers[to] ?? []).includes(seat);
      if (visited) out.push(msg('arrive.townhallVisited'));
      else if (p.townSealsLeft <= 0) out.push(msg('arrive.townhallNoSeals'));
      else out.push(msg('arrive.townhall'));
      break;
    }
    case 'centre':
      // scouting there at once needs something to pay with after the walk (and a turn that goes
      // on: a meeting ends it); else on a later turn
      if (others.length > 0) break;
      if (scoutableOnArrival(view, seat, to, view.turn.pointsLeft - input.points)) out.push(msg('arrive.centre'));
      else if (scoutRoom(view, to)) out.push(msg('arrive.centreLater'));
      break;
    default:
      break;
  }

  // what the scantlings gained here lock (C30)
  out.push(...lockNotes(view, seat, gained));

  // the end of the turn (C04)
  const endsTurn = others.length > 0 || ROUND.has(sp.kind);
  if (endsTurn) {
    const rest = view.turn.pointsLeft - input.points;
    out.push(rest > 0 ? msg('arrive.endsTurnLosing', { points: pointsMsg(rest) }, rest) : msg('arrive.endsTurn'));
  }

  const gain: { -readonly [K in keyof Gain]: Gain[K] } = {};
  if (thalersIn > 0) gain.thalers = thalersIn;
  if (gained.length > 0) gain.scantlings = gained;
  return { cost, gain, consequences: out, exact, endsTurn };
}

/** "You sell your earring (+8 Thalers)" / "… and lose 2 random cards". */
export function rescueMsg(r: { earring: boolean; cards: number }): Msg {
  if (r.earring && r.cards > 0) return msg('note.rescueBoth', { cards: msg('unit.cards', { n: r.cards }, r.cards) });
  if (r.earring) return msg('note.rescueEarring');
  return msg('note.rescueCards', { cards: msg('unit.cards', { n: r.cards }, r.cards) });
}

export function nameAsMsg(view: GameView, seat: number): Msg {
  const n = nameOf(view, seat);
  return typeof n === 'string' ? msg('name', { name: n }) : n;
}

/**
 * The wage of a work space (C21) with the extras: the hat's Thaler, the scantling, the
 * Scheniegel Servant, Fritz / Rudi / Kalle. `die`: the die already rolled (null: not yet).
 * Gained scantlings are appended to `gained`; returns the Thalers that reach the pouch.
 */
export function wageOutcome(view: GameView, seat: number, space: SpaceId, die: number | null, gained: ScantlingColour[]): { thalers: number; consequences: Msg[]; exact: boolean } {
  const out: Msg[] = [];
  let exact = true;
  let thalersIn = 0;
  const w = wageOf(view, space);
  const fixedThalers = w?.kind === 'fixed' ? w.thalers : die;
  const colour = w?.kind === 'fixed' ? w.scantling : w?.kind === 'rolled' && die !== null ? (w.table[die - 1] ?? null) : null;
  if (w && fixedThalers !== null) {
    if (fixedThalers === 1) out.push(msg('arrive.wageHat', { amount: thalers(1) }));
    else if (fixedThalers > 1) {
      out.push(msg('arrive.wageFixed', { amount: thalers(fixedThalers), pouch: thalers(fixedThalers - 1) }));
      thalersIn += fixedThalers - 1;
    }
    if (colour) {
      if (gainTargets(view, seat, colour)) {
        out.push(msg('arrive.wageScantling', { scantling: scantling(colour) }));
        gained.push(colour);
      } else out.push(msg('note.supplyOut', { scantling: scantling(colour) }));
    }
  } else if (w?.kind === 'rolled') {
    exact = false;
    out.push(msg('arrive.wageRolled'));
    out.push(...wageFaces(w));
    if (devReadyOf(view, seat, 'luckyFellow')) out.push(msg('arrive.mayReroll', { card: developmentName('luckyFellow') }));
  }
  if (devReadyOf(view, seat, 'scheniegelServant')) {
    out.push(msg('arrive.servant', { card: developmentName('scheniegelServant'), amount: thalers(2) }));
    thalersIn += 2;
  }
  for (const [adv, extra, id] of [
    ['extraBlackOnWork', 'black', 'fritz'],
    ['extraOrangeOnWork', 'orange', 'rudi'],
  ] as const) {
    if (!advantage(view, seat, adv)) continue;
    if (view.scantlingSupply[extra] - gained.filter((c) => c === extra).length > 0) {
      out.push(msg('arrive.companionScantling', { scantling: scantling(extra), companion: companionName(id) }));
      gained.push(extra);
    } else out.push(msg('note.supplyOut', { scantling: scantling(extra) }));
  }
  if (advantage(view, seat, 'extraOrangeOrBlackOnWork')) {
    out.push(msg('arrive.companionChoice', { companion: companionName('kalle') }));
    exact = false;
  }
  return { thalers: thalersIn, consequences: out, exact };
}

/** Whether a work space of `city` already holds one of the seat's Scheniegelei markers. */
function cityHoldsMarkerOf(view: GameView, city: string, seat: number): boolean {
  for (const [space, seats] of Object.entries(view.board.scheniegelei)) {
    if (seats.includes(seat) && spaceOf(view, space)?.city === city) return true;
  }
  return false;
}

/**
 * The offer of an inn or hostel at the end of a walk: its fee when the journeyman can raise it
 * (`left`: pouch and rescues after the tolls) or the Belittle King can waive it; else that the
 * fee is out of reach (the engine then offers only to walk on), or within reach only by the card.
 */
function stopMsg(kind: 'inn' | 'hostel', fee: number, left: number, belittle: boolean): Msg {
  if (fee <= left) return msg(`arrive.${kind}`, { fee: thalers(fee) });
  // out of reach, but the Belittle King waives it: the stop is to be had only with the card
  if (belittle && fee > 0) return msg(`arrive.${kind}BelittleOnly`, { fee: thalers(fee), card: developmentName('belittleKing') });
  return msg(`arrive.${kind}TooDear`, { fee: thalers(fee) });
}
