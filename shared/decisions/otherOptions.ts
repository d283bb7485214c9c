/**
 * Options of the smaller decisions: a scantling colour or leisure card to take, where a white
 * scantling goes (C29), a travel companion (C19), placing a scouted piece (C13, C14) or trying
 * again, and the carriage's destination (C24).
 */
import { COMPANION_BY_ID } from '../data/cards';
import { SEGMENT_SIZE, type ScantlingColour, type Segment } from '../model/components';
import type { Axial } from '../model/board';
import type { Action } from '../engine/actions';
import { rescueMsg } from './arrival';
import { gainTargets, pieceOf, rescueFor, turnEndsAfter } from './facts';
import { listMsg, msg, scantling, thalers } from './msg';
import { finish, type BuildContext } from './option';
import { placementCompass } from './places';
import { companionName, lockedMsgs, personalityName, requirementCost, requirementMsg, rewardGain, rewardItems } from './rewards';
import type { Msg, Option } from './types';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** Where a scantling of `colour` would go, and whether it locks the segment. */
export function placementNotes(c: BuildContext, colour: ScantlingColour, target?: Segment | 'surplus'): Msg[] {
  const p = c.view.players[c.seat];
  const targets = gainTargets(c.view, c.seat, colour);
  if (!p || !targets) return [msg('note.supplyOut', { scantling: scantling(colour) })];
  const where = target ?? targets[0];
  if (!where || where === 'surplus') return [msg('gain.toSurplus')];
  const out: Msg[] = [msg('gain.toSegment', { segment: msg(`segment.${where}`) })];
  if (p.tally.segments[where].length === SEGMENT_SIZE - 1) out.push(...lockedMsgs(c.view, where));
  return out;
}

export function chooseRewardOption(a: Of<'chooseReward'>, c: BuildContext): Option {
  const purpose = String(c.top?.purpose ?? '');
  if (purpose === 'scantling') {
    const colour = a.option as ScantlingColour;
    const ok = !!gainTargets(c.view, c.seat, colour);
    return finish(a, {
      label: msg('option.chooseScantling', { scantling: scantling(colour) }),
      gain: ok ? { scantlings: [colour] } : {},
      consequences: placementNotes(c, colour),
      concerns: { colour },
      exact: true,
    });
  }
  if (purpose === 'leisure') {
    const left = c.view.leisureStacks[a.option as 'drawing'] ?? 0;
    return finish(a, {
      label: msg('option.chooseLeisure', { type: msg(`leisure.${a.option}`) }),
      gain: { vpLater: 1 },
      consequences: [msg('gain.leisureCardBook'), msg('gain.leisureLeft', { left: msg('unit.cards', { n: left }, left) })],
      concerns: { cards: [{ kind: 'leisure', id: a.option as 'drawing' }] },
      exact: true,
    });
  }
  const options = Array.isArray(c.top?.options) ? (c.top?.options as unknown[]) : [];
  return finish(a, { label: msg('option.choice', { n: options.indexOf(a.option) + 1 }) });
}

export function placeWhiteOption(a: Of<'placeWhite'>, c: BuildContext): Option {
  return finish(a, {
    label: a.segment === 'surplus' ? msg('option.placeWhiteSurplus') : msg('option.placeWhite', { segment: msg(`segment.${a.segment}`) }),
    gain: { scantlings: ['white'] },
    consequences: placementNotes(c, 'white', a.segment).filter((m) => !m.key.endsWith('toSegment')),
    concerns: { segment: a.segment, colour: 'white' },
    exact: true,
  });
}

export function takeCompanionOption(a: Of<'takeCompanion'>, c: BuildContext): Option {
  const id = String(c.top?.id ?? '');
  const comp = COMPANION_BY_ID[id];
  const old = c.view.players[c.seat]?.companion?.id;
  const out: Msg[] = [];
  // the requirement in words, unless the option's own label names what is given up already
  if (comp && Object.keys(comp.requirement).length > 0 && !a.pay) out.push(msg('cost.requirement', { req: requirementMsg(comp.requirement, a.pay) }));
  // on the One Day no turn follows: no advantage works, and a companion kept to the end scores nothing
  out.push(msg(c.view.phase === 'oneDay' ? 'gain.companionOneDay' : comp && comp.advantage === null ? 'gain.companionPlain' : 'gain.companionFromNext', { name: companionName(id) }));
  if (old) out.push(msg('gain.oldCompanionLeaves', { name: companionName(old) }));
  return finish(a, {
    label: a.pay ? msg('option.takeCompanionPaying', { name: companionName(id), scantling: scantling(a.pay) }) : msg('option.takeCompanion', { name: companionName(id) }),
    cost: comp ? requirementCost(comp.requirement, a.pay) : {},
    consequences: out,
    concerns: { cards: [{ kind: 'companion', id }], ...(a.pay ? { colour: a.pay } : {}) },
    exact: true,
  });
}

export function declineCompanionOption(a: Of<'declineCompanion'>, c: BuildContext): Option {
  const id = String(c.top?.id ?? '');
  return finish(a, { label: msg('option.declineCompanion', { name: companionName(id) }), consequences: [msg('gain.companionGone')], concerns: { cards: [{ kind: 'companion', id }] }, exact: true });
}

export function oldCompanionOption(a: Of<'oldCompanion'>, c: BuildContext): Option {
  const old = c.view.players[c.seat]?.companion?.id ?? '';
  const comp = COMPANION_BY_ID[old];
  const name = companionName(old);
  if (a.take === 'book' || !comp) {
    return finish(a, { label: msg('option.oldCompanion.book', { name }), gain: { vpLater: 1 }, concerns: { cards: [{ kind: 'companion', id: old }] }, exact: true });
  }
  const g = rewardGain(c.view, c.seat, comp.insight);
  const items = rewardItems(comp.insight);
  // foot-it points of the Insight, with the turn ending after this (a meeting at the hostel): lost
  const lost = !!g.gain.points && turnEndsAfter(c.view);
  return finish(a, {
    label: msg('option.oldCompanion.insight', { name, items: listMsg(items) }),
    gain: g.gain,
    // the label names what the Insight brings; a line only when it brings nothing
    consequences: [...(items.length > 0 ? [] : [msg('gain.insightNone')]), ...g.notes, ...(lost ? [msg('note.pointsLostAtEnd')] : [])],
    concerns: { cards: [{ kind: 'companion', id: old }] },
    exact: g.exact && !lost,
  });
}

export function placePieceOption(a: Of<'placePiece'>, c: BuildContext): Option {
  const { view, seat, top } = c;
  const pieceId = String(top?.pieceId ?? '');
  const kind = top?.pieceKind === 'city' ? 'city' : 'landscape';
  const all = (Array.isArray(top?.options) ? top?.options : []) as readonly { at: Axial; rotation: number }[];
  const from = view.players[seat]?.position ?? '';
  // options are named by where the piece would lie (its centre) as seen from the journeyman's tile
  const dirOf = (o: { at: Axial; rotation: number }) => placementCompass(view, from, pieceId, o.at, o.rotation) ?? 'here';
  const mine = dirOf(a);
  const same = all.filter((o) => dirOf(o) === mine);
  const where = msg(`dir.of.${mine}`);
  const k = same.findIndex((o) => o.at.q === a.at.q && o.at.r === a.at.r && o.rotation === a.rotation) + 1;
  const out: Msg[] = [];
  let exact = true;
  const gained: ScantlingColour[] = [];
  if (kind === 'landscape') {
    if (gainTargets(view, seat, 'red')) {
      out.push(msg('gain.placeRed'));
      gained.push('red');
    } else out.push(msg('note.supplyOut', { scantling: scantling('red') }));
  } else {
    const def = pieceOf(pieceId);
    const slots = def ? def.spaces.filter((s) => s.fateSlot !== undefined).length : 1;
    out.push(msg('gain.placeCity', { n: slots }, slots));
    const city = def?.city;
    const waiting = city ? (view.personalities[city] ?? []) : [];
    if (waiting.length > 0) out.push(msg('gain.placeCityPersonalities', { names: listMsg(waiting.map(personalityName)) }, waiting.length));
    exact = true;
  }
  return finish(a, {
    // the turn only when there is more than one way to lay it there ("turn 1 of 1" says nothing)
    label: same.length > 1 ? msg('option.placePiece', { where, k: Math.max(1, k), m: same.length }) : msg('option.placePieceOnly', { where }),
    gain: gained.length > 0 ? { scantlings: gained } : {},
    consequences: out,
    concerns: { placement: { pieceId, at: { q: a.at.q, r: a.at.r }, rotation: a.rotation } },
    pick: 'placement',
    group: `dir:${mine}`,
    exact,
  });
}

export function retryScoutOption(a: Of<'retryScout'>, c: BuildContext): Option {
  const kind = c.top?.pieceKind === 'city' ? 'city' : 'landscape';
  const left = kind === 'city' ? c.view.counts.cityStack : c.view.counts.landscapeStack;
  return finish(a, {
    label: msg(`option.retryScout.${kind}`),
    cost: { points: 1 },
    consequences: [msg(`gain.scout.${kind}`, { left: msg('unit.pieces', { n: left }, left) })],
    hotkey: 'r',
    exact: true,
  });
}

export function declinePlacementOption(a: Of<'declinePlacement'>): Option {
  return finish(a, { label: msg('option.declinePlacement'), hotkey: 'n', exact: true });
}

export function carriageOption(a: Of<'carriage'>, c: BuildContext): Option {
  const { view, seat, top } = c;
  if (a.city === null) return finish(a, { label: msg('option.carriageStay'), consequences: [msg('arrive.endsTurn')], group: 'stay', exact: true, endsTurn: true });
  const fares = (Array.isArray(top?.options) ? top?.options : []) as readonly { city: string; fare: number }[];
  const fare = fares.find((f) => f.city === a.city)?.fare ?? 0;
  const p = view.players[seat];
  const rescue = p ? rescueFor(p, fare) : null;
  const out: Msg[] = [msg('gain.carriageArrive', { city: a.city }), msg('arrive.endsTurn')];
  if (rescue) out.unshift(rescueMsg(rescue));
  return finish(a, {
    label: msg('option.carriage', { city: a.city, fare: thalers(fare) }),
    cost: { thalers: fare, ...(rescue ? { rescue } : {}) },
    consequences: out,
    concerns: { city: a.city },
    group: 'ride',
    exact: !rescue,
    endsTurn: true,
  });
}
