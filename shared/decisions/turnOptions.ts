/**
 * Options of the journeyman's own turn: playing a card (C01), a step (C03), scouting (C12–C15),
 * the extension (C02), the Foot-It King, companion powers (Ingolf, Jim, Wolf) and ending the
 * turn (C04).
 */
import { SEGMENTS, SEGMENT_SIZE, EXTENSION_COST, type ScantlingColour, type Segment } from '../model/components';
import type { Action } from '../engine/actions';
import { arrival, nameAsMsg, rescueMsg } from './arrival';
import { gainTargets, spaceOf, stepPointsOf, tollOf, rescueFor } from './facts';
import { msg, points, scantling, thalers } from './msg';
import { finish, type BuildContext } from './option';
import { describeSpace, stepDirection } from './places';
import { placementNotes } from './otherOptions';
import { companionName, developmentName, lockedMsgs, onceMsg } from './rewards';
import type { Msg, Option } from './types';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export function playCardOption(a: Of<'playCard'>, c: BuildContext): Option {
  const oneDay = c.view.phase === 'oneDay';
  return finish(a, {
    label: msg(oneDay ? 'option.playOneDay' : 'option.playCard', { value: a.value }),
    cost: { cards: [a.value] },
    gain: { points: a.value },
    consequences: [msg('gain.points', { points: points(a.value) })],
    concerns: { cards: [{ kind: 'footIt', value: a.value }] },
    pick: 'hand',
    hotkey: String(a.value),
    exact: true,
  });
}

export function moveOption(a: Of<'move'>, c: BuildContext): Option {
  const { view, seat } = c;
  const from = view.players[seat]?.position ?? '';
  if (a.via) return jumpOption(a, c, from);
  const sp = spaceOf(view, a.to);
  const pts = sp ? stepPointsOf(view, seat, sp) : 1;
  const printedToll = sp ? tollOf(view, seat, sp) : 0;
  const arr = arrival(view, seat, { path: [from, a.to], points: pts, tolls: a.belittle ? 0 : printedToll, belittle: !!a.belittle });
  const extra: Msg[] = pts === 0 ? [msg('arrive.freeStep', { companion: companionName('reiner') })] : [];
  extra.push(...tollNotes(!!a.belittle, printedToll));
  return finish(a, {
    label: msg(a.belittle ? 'option.stepBelittle' : 'option.step', { dir: stepDirection(view, from, a.to), dest: describeSpace(view, a.to, 'to'), card: developmentName('belittleKing') }),
    cost: arr.cost,
    gain: arr.gain,
    consequences: [...extra, ...arr.consequences],
    concerns: { spaces: [a.to] },
    pick: 'space',
    group: 'walk',
    exact: arr.exact,
    endsTurn: arr.endsTurn,
  });
}

/** The toll of the space stepped or jumped onto: paid, or skipped with the Belittle King. */
function tollNotes(belittle: boolean, printedToll: number): Msg[] {
  if (printedToll <= 0) return [];
  return [msg(belittle ? 'arrive.tollSkipped' : 'arrive.toll', { amount: thalers(printedToll) })];
}

/** Schreiner Reiner's jump (C43): across a hexagonal space to a space beyond it, for 1 point. */
function jumpOption(a: Of<'move'>, c: BuildContext, from: string): Option {
  const { view, seat } = c;
  const sp = spaceOf(view, a.to);
  const printedToll = sp ? tollOf(view, seat, sp) : 0;
  const arr = arrival(view, seat, { path: [from, a.to], points: 1, tolls: a.belittle ? 0 : printedToll, belittle: !!a.belittle });
  const via = a.via ?? '';
  return finish(a, {
    // the way out of the hexagonal space tells the jumps over it apart (its neighbours lie in
    // different directions from it, while seen from the start two landings can share one)
    label: msg(a.belittle ? 'option.jumpBelittle' : 'option.jump', {
      dir: stepDirection(view, via, a.to),
      over: describeSpace(view, via, 'name', { brief: true }),
      dest: describeSpace(view, a.to, 'to'),
      companion: companionName('reiner'),
      card: developmentName('belittleKing'),
    }),
    cost: arr.cost,
    gain: arr.gain,
    consequences: [msg('arrive.jump', { companion: companionName('reiner') }), ...tollNotes(!!a.belittle, printedToll), ...arr.consequences],
    concerns: { spaces: [a.to] },
    pick: 'space',
    group: 'walk',
    exact: arr.exact,
    endsTurn: arr.endsTurn,
  });
}

export function scoutOption(a: Of<'scout'>, c: BuildContext): Option {
  const left = a.kind === 'landscape' ? c.view.counts.landscapeStack : c.view.counts.cityStack;
  const out: Msg[] = [msg(`gain.scout.${a.kind}`, { left: msg('unit.pieces', { n: left }, left) })];
  // the engine offers the next piece only with a point left after this scouting and a piece
  // left after this one (a piece that fits nowhere goes under its stack)
  const pointsAfter = c.view.turn.pointsLeft - (a.pay === 'point' ? 1 : 0);
  out.push(msg(left <= 1 ? 'gain.scoutNoRetryLast' : pointsAfter < 1 ? 'gain.scoutNoRetryPoints' : 'gain.scoutRetry'));
  if (a.pay === 'fiete') out.push(msg('cost.fiete', { companion: companionName('fiete') }));
  if (a.pay === 'token') out.push(msg('cost.token'));
  return finish(a, {
    label: msg(`option.scout.${a.kind}.${a.pay}`, { companion: companionName('fiete') }),
    cost: a.pay === 'point' ? { points: 1 } : a.pay === 'token' ? { token: true } : { companionPower: 'fiete' },
    consequences: out,
    group: 'scout',
    exact: true,
  });
}

export function extendOption(a: Of<'extend'>, c: BuildContext): Option {
  const p = c.view.players[c.seat];
  const rescue = p ? rescueFor(p, EXTENSION_COST) : null;
  const out: Msg[] = [msg('gain.points', { points: points(a.value) })];
  // the rescue may take the chosen card (another is played), or every card (version 1: none is)
  if (rescue) out.push(rescueMsg(rescue), msg(rescue.cards >= (p?.handCount ?? 0) ? 'note.extendRescueNone' : 'note.extendRescue'));
  return finish(a, {
    // an empty pouch: the label says what pays for the extension (C25), not just "pay 2 Thalers"
    label: rescue
      ? msg(`option.extend${rescue.earring && rescue.cards > 0 ? 'Both' : rescue.earring ? 'Earring' : 'Cards'}`, { value: a.value, amount: thalers(EXTENSION_COST), cards: msg('unit.cards', { n: rescue.cards }, rescue.cards) })
      : msg('option.extend', { value: a.value, amount: thalers(EXTENSION_COST) }),
    cost: { thalers: EXTENSION_COST, cards: [a.value], ...(rescue ? { rescue } : {}) },
    gain: { points: a.value },
    consequences: out,
    concerns: { cards: [{ kind: 'footIt', value: a.value }] },
    pick: 'hand',
    group: 'extend',
    exact: !rescue,
  });
}

export function useDevelopmentOption(a: Of<'useDevelopment'>, c: BuildContext): Option {
  const card = developmentName(a.card);
  if (a.card === 'footItKing') {
    return finish(a, {
      label: msg('option.footItKing', { card }),
      cost: { development: a.card },
      gain: { points: 1 },
      consequences: [msg('gain.points', { points: points(1) }), onceMsg(c.view)],
      concerns: { cards: [{ kind: 'development', id: a.card }] },
      group: 'powers',
      exact: true,
    });
  }
  return finish(a, { label: msg('option.useDevelopment', { card }), cost: { development: a.card }, concerns: { cards: [{ kind: 'development', id: a.card }] }, group: 'powers' });
}

const segmentName = (s: Segment | 'surplus'): Msg => msg(`segment.${s}`);

export function companionPowerOption(a: Of<'companionPower'>, c: BuildContext): Option {
  const { view, seat } = c;
  const p = view.players[seat];
  if (a.power === 'ingolf') {
    return finish(a, {
      label: msg('option.power.ingolf', { companion: companionName('ingolf'), amount: thalers(2) }),
      cost: { companionPower: 'ingolf' },
      gain: { thalers: 2 },
      consequences: [msg('cost.oncePerTurn')],
      concerns: { cards: [{ kind: 'companion', id: 'ingolf' }] },
      group: 'powers',
      exact: true,
    });
  }
  if (a.power === 'jim') {
    const to: ScantlingColour = a.from === 'blue' ? 'green' : 'blue';
    const ok = !!gainTargets(view, seat, to);
    return finish(a, {
      label: msg('option.power.jim', { companion: companionName('jim'), from: scantling(a.from), to: scantling(to) }),
      cost: { companionPower: 'jim', scantlings: [a.from] },
      gain: ok ? { scantlings: [to] } : {},
      // where the new scantling goes and what it locks (the one given up leaves another segment)
      consequences: ok ? [...placementNotes(c, to), msg('cost.oncePerTurn')] : [msg('note.supplyOut', { scantling: scantling(to) })],
      concerns: { cards: [{ kind: 'companion', id: 'jim' }], colour: a.from },
      group: 'powers',
      exact: true,
    });
  }
  // Schnatterer Wolf: the top scantling of a segment moves one segment up
  const from = a.segment;
  const above = SEGMENTS[SEGMENTS.indexOf(from) + 1];
  const stack = p?.tally.segments[from] ?? [];
  // version 2 (C46) names the scantling's colour; version 1 moved the last one placed
  const colour = a.colour ?? stack[stack.length - 1];
  const out: Msg[] = [...(above && p && p.tally.segments[above].length === SEGMENT_SIZE - 1 ? lockedMsgs(view, above) : []), msg('cost.oncePerTurn')];
  return finish(a, {
    label: msg('option.power.wolf', { companion: companionName('wolf'), scantling: colour ? scantling(colour) : msg('scantling.any'), from: segmentName(from), to: segmentName(above ?? from) }),
    cost: { companionPower: 'wolf' },
    consequences: out,
    concerns: { cards: [{ kind: 'companion', id: 'wolf' }], segment: from },
    group: 'powers',
    exact: true,
  });
}

export function endTurnOption(a: Of<'endTurn'>, c: BuildContext): Option {
  const { view, seat } = c;
  const out: Msg[] = [];
  const left = view.turn.pointsLeft;
  if (left > 0) out.push(msg('cost.pointsLost', { points: points(left) }, left));
  const anyCards = view.players.some((p) => p.handCount > 0);
  if (!anyCards) out.push(msg(view.phase === 'oneDay' ? 'gain.finalScoring' : 'gain.yearEnd'));
  else {
    const n = view.players.length;
    for (let k = 1; k <= n; k++) {
      const next = (seat + k) % n;
      if ((view.players[next]?.handCount ?? 0) > 0) {
        if (next !== seat) out.push(msg('gain.nextPlayer', { name: nameAsMsg(view, next) }));
        break;
      }
    }
  }
  return finish(a, { label: msg('option.endTurn'), consequences: out, group: 'end', hotkey: 'e', exact: true, endsTurn: true });
}
