/**
 * Options at a square space and after: using an inn, hostel or town hall or walking past (C05,
 * C16, C19, C20), encounters with personalities (C17), the dice game (C18) and keeping or
 * rerolling a die with the Lucky Fellow (C32).
 */
import { NEWS_BY_ID } from '../data/cards';
import type { SpaceId } from '../model/board';
import type { ScantlingColour } from '../model/components';
import type { Action } from '../engine/actions';
import type { GameView } from '../engine/view';
import { houseNumber } from '../engine/dice';
import { best } from '../engine/tieBreak';
import { nameAsMsg, rescueMsg, wageOutcome } from './arrival';
import { devReadyOf, feeOf, gainTargets, rescueFor, spaceOf, tieNumber, turnEndsAfter } from './facts';
import { EARRING_THALERS, LOST_CARD_THALERS } from '../model/components';
import { listMsg, msg, points, scantling, thalers } from './msg';
import { finish, type BuildContext } from './option';
import { developmentName, lockNotes, onceMsg, personalityName, requirementCost, requirementMsg, rewardGain, rewardItems } from './rewards';
import { diceOutcome, houseNumberText } from './dice';
import type { Cost, Gain, Msg, Option } from './types';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export function useSpaceOption(a: Of<'useSpace'>, c: BuildContext): Option {
  const { view, seat } = c;
  const space = (c.top?.space as SpaceId | undefined) ?? view.players[seat]?.position ?? '';
  const sp = spaceOf(view, space);
  const p = view.players[seat];
  const fee = sp ? feeOf(view, seat, sp.fee) : 0;
  const pay = a.belittle ? 0 : fee;
  const rescue = p && pay > 0 ? rescueFor(p, pay) : null;
  const cost: Cost = { ...(pay > 0 ? { thalers: pay } : {}), ...(a.belittle ? { development: 'belittleKing' as const } : {}), ...(rescue ? { rescue } : {}) };
  const out: Msg[] = [];
  if (a.belittle) out.push(msg('arrive.feeSkipped', { card: developmentName('belittleKing'), amount: thalers(fee) }));
  if (rescue) out.push(rescueMsg(rescue));
  let gain: Gain = {};
  let exact = !rescue;
  const kind = sp?.kind === 'inn' || sp?.kind === 'hostel' || sp?.kind === 'townhall' ? sp.kind : 'other';
  if (kind === 'inn') {
    out.push(view.counts.newsStack > 0 ? msg('gain.innNews', { left: msg('unit.cards', { n: view.counts.newsStack }, view.counts.newsStack) }) : msg('gain.innNoNews'));
    const waiting = sp?.city ? (view.personalities[sp.city] ?? []) : [];
    if (waiting.length > 0) out.push(msg('gain.innPersonalities', { names: listMsg(waiting.map(personalityName)) }, waiting.length));
    // what is left to bet with once the fee is paid (and the rescue, if the fee needed it)
    const pouch = (p?.thalers ?? 0) + (rescue ? (rescue.earring ? EARRING_THALERS : 0) + rescue.cards * LOST_CARD_THALERS : 0) - pay;
    out.push(innDiceMsg(pouch, !!p?.earring && !rescue?.earring, (p?.handCount ?? 0) - (rescue?.cards ?? 0), view.counts.newsStack > 0));
    exact = exact && view.counts.newsStack === 0;
  } else if (kind === 'hostel') {
    const blue = gainTargets(view, seat, 'blue');
    out.push(blue ? msg('gain.hostelBlue') : msg('note.supplyOut', { scantling: msg('scantling.blue') }));
    if (blue) {
      gain = { scantlings: ['blue'] };
      out.push(...lockNotes(view, seat, ['blue']));
    }
    out.push(view.counts.companionStack > 0 ? msg('gain.hostelCompanion', { left: msg('unit.cards', { n: view.counts.companionStack }, view.counts.companionStack) }) : msg('gain.hostelNoCompanion'));
  } else if (kind === 'townhall') {
    out.push(msg('gain.townSeal'), msg('gain.townhallSupport'));
    if (devReadyOf(view, seat, 'luckyFellow')) out.push(msg('arrive.mayReroll', { card: developmentName('luckyFellow') }));
    gain = { thalers: { min: 1, max: 6 }, vpLater: 1 };
    exact = false;
  }
  // a meeting here ends the turn after the stop (C08): points left, or gained here, are lost
  const ends = turnEndsAfter(view);
  if (ends) out.push(turnEndsMsg(view));
  const label = msg(`option.use.${kind}${a.belittle ? 'Belittle' : ''}`, { fee: thalers(fee), card: developmentName('belittleKing') });
  return finish(a, { label, cost, gain, consequences: out, concerns: { spaces: [space] }, group: 'use', exact: exact && !ends, recommended: false, endsTurn: ends });
}

/** The end of the turn after the decision at hand, with the points it leaves unused. */
function turnEndsMsg(view: GameView): Msg {
  const left = view.turn.pointsLeft;
  return left > 0 ? msg('note.turnEndsHereLosing', { points: points(left) }, left) : msg('note.turnEndsHere');
}

export function passSpaceOption(a: Of<'passSpace'>, c: BuildContext): Option {
  // with no foot-it point left nothing walks on, nor after a meeting here (the turn ends): the
  // journeyman just does not stop
  const ends = turnEndsAfter(c.view);
  return finish(a, {
    label: msg(c.view.turn.pointsLeft > 0 && !ends ? 'option.passSpace' : 'option.passSpaceStill'),
    consequences: ends ? [turnEndsMsg(c.view)] : [],
    group: 'pass',
    exact: true,
    endsTurn: ends,
  });
}

export function encounterOption(a: Of<'encounter'>, c: BuildContext): Option {
  const { view, seat } = c;
  const card = NEWS_BY_ID[a.newsId];
  const name = personalityName(a.newsId);
  if (!card) return finish(a, { label: msg('option.encounter.unknown') });
  const p = view.players[seat];
  const cost = requirementCost(card.requirement, a.pay as ScantlingColour | undefined);
  const rescue = p && card.requirement.pay ? rescueFor(p, card.requirement.pay) : null;
  const req = requirementMsg(card.requirement, a.pay as ScantlingColour | undefined);
  const free = !card.requirement.pay && !card.requirement.payRoll && !a.pay;
  // the label names the requirement (a die's roll too: the chip shows its 1–6) and what is taken;
  // the lines add only what neither says
  const out: Msg[] = [];
  if (rescue) out.push(rescueMsg(rescue));
  // Wilhelm Busch's price is a die (C47): a roll above the pouch needs the rescue (C25)
  const risk = p && card.requirement.payRoll ? rescueFor(p, 6) : null;
  if (p && risk && (risk.earring || risk.cards > 0)) out.push(msg(`note.rollRescue${risk.earring ? 'Earring' : 'Cards'}${p.thalers === 0 ? 'Any' : ''}`, { n: p.thalers }));
  let gain: Gain;
  let exact = !rescue && !card.requirement.payRoll;
  if (a.take === 'insight') {
    const g = rewardGain(view, seat, card.insight);
    gain = g.gain;
    exact = exact && g.exact;
    out.push(...g.notes);
    // foot-it points of an Insight, with the turn ending after this (a meeting here): lost
    if (g.gain.points && turnEndsAfter(view)) {
      out.push(msg('note.pointsLostAtEnd'));
      exact = false;
    }
  } else gain = { vpLater: 1 };
  return finish(a, {
    label: msg(`option.encounter.${a.take}${free ? 'Free' : ''}`, { name, req, items: listMsg(rewardItems(card.insight)) }),
    short: msg(`option.encounter.${a.take}Short${a.pay ? 'Pay' : ''}`, { items: listMsg(rewardItems(card.insight)), ...(a.pay ? { scantling: scantling(a.pay as ScantlingColour) } : {}) }),
    cost: rescue ? { ...cost, rescue } : cost,
    gain,
    consequences: out,
    concerns: { cards: [{ kind: 'news', id: a.newsId }], ...(a.pay ? { colour: a.pay } : {}) },
    group: a.newsId,
    exact,
  });
}

export function skipEncounterOption(a: Of<'skipEncounter'>, c: BuildContext): Option {
  const p = c.view.players[c.seat];
  return finish(a, { label: msg('option.skipEncounter'), consequences: [innDiceMsg(p?.thalers ?? 0, !!p?.earring, p?.handCount ?? 0, false)], group: 'pass', exact: true });
}

/**
 * The dice game after the inn (C18, C26): the host must bet at least 1 Thaler, by the rescue
 * (C25) when the pouch is empty, and holds no game when nothing at all can raise it. `newsFirst`:
 * a news card is still to be announced, whose reward may fill the pouch before the bet.
 */
function innDiceMsg(pouch: number, earring: boolean, hand: number, newsFirst: boolean): Msg {
  if (pouch >= 1) return msg('gain.innDice');
  const unless = newsFirst ? 'News' : '';
  if (earring) return msg(`gain.innDiceEarring${unless}`);
  if (hand > 0) return msg(`gain.innDiceCard${unless}`);
  return msg(`gain.innNoDice${unless}`);
}

export function diceModeOption(a: Of<'diceMode'>, c: BuildContext): Option {
  const { view, seat } = c;
  const p = view.players[seat];
  const rescue = p ? rescueFor(p, a.bet) : null;
  const n = view.players.length;
  const out: Msg[] = [msg(`gain.dice.${a.mode}`), msg('gain.diceBet', { bet: thalers(a.bet), pot: thalers(a.bet * n) })];
  if (rescue) out.push(rescueMsg(rescue));
  return finish(a, {
    label: msg(`option.diceMode.${a.mode}`, { bet: thalers(a.bet) }),
    cost: { thalers: a.bet, ...(rescue ? { rescue } : {}) },
    consequences: out,
    group: a.mode,
    exact: !rescue,
    // the bet's own digit: alone for the high house number, with Shift for the low one, so
    // that a key means the same bet whichever bets the purse allows
    hotkey: a.mode === 'high' ? String(a.bet) : `shift+${a.bet}`,
  });
}

export function diceRollOption(a: Of<'diceRoll'>, c: BuildContext): Option {
  const board = c.view.dice?.boards[c.seat] ?? [];
  return finish(a, {
    label: msg('option.diceRoll'),
    consequences: [msg('gain.diceSoFar', { number: houseNumberText(board) })],
    hotkey: 'r',
    exact: true,
  });
}

export function dicePlaceOption(a: Of<'dicePlace'>, c: BuildContext): Option {
  const { view, seat } = c;
  const d = view.dice;
  const v = d?.rolled ?? 0;
  const board = (d?.boards[seat] ?? [null, null, null]).slice();
  board[a.position] = v;
  const out: Msg[] = [msg('gain.diceSoFar', { number: houseNumberText(board) })];
  const end = d ? diceOutcome(view, seat, a.position) : null;
  let gain: Gain = {};
  let exact = true;
  if (end) {
    out.push(end.msg);
    if (end.winner === seat) gain = { thalers: d?.pot ?? 0 };
    if (end.tied.includes(seat)) exact = false;
  }
  return finish(a, {
    label: msg('option.dicePlace', { value: v, position: msg(`dice.pos.${a.position}`) }),
    gain,
    consequences: out,
    concerns: { diePosition: a.position },
    hotkey: String(a.position + 1),
    exact,
  });
}

export function diceRerollOption(a: Of<'diceReroll'>, c: BuildContext): Option {
  const card = developmentName('luckyFellow');
  const faces = Array.isArray(c.top?.faces) ? (c.top.faces as unknown[]) : null;
  // a die of the tie-break roll (C45) is named by its index among the faces rolled
  const value = a.die !== undefined && faces ? Number(faces[a.die] ?? 0) : c.top?.kind === 'keepRoll' ? Number(c.top.value) : (c.view.dice?.rolled ?? 0);
  const purpose = String(c.top?.purpose ?? '');
  const inGame = c.top?.kind !== 'keepRoll';
  return finish(a, {
    label: msg('option.reroll', { card, value }),
    // Wilhelm Busch's price: the new roll is what is paid
    cost: purpose === 'requirement' ? { development: 'luckyFellow', thalers: { min: 1, max: 6 } } : { development: 'luckyFellow' },
    gain: purpose === 'townhall' || purpose === 'reward' || purpose === 'work' ? { thalers: rerollRange(c, purpose) } : {},
    consequences: [msg('gain.reroll'), onceMsg(c.view)],
    concerns: { cards: [{ kind: 'development', id: 'luckyFellow' }] },
    hotkey: a.die !== undefined ? String(a.die + 1) : 'r',
    exact: inGame && a.die === undefined,
  });
}

/**
 * What a new roll can bring into the pouch: the town hall's travel support and Levi Strauss's
 * reward are the die (1–6);
 * a rolled wage is the die less the Thaler for the hat, with what the journeyman adds to every
 * wage (the Scheniegel Servant), as the wage's own outcome reckons it for each face.
 */
function rerollRange(c: BuildContext, purpose: 'townhall' | 'reward' | 'work'): { min: number; max: number } {
  if (purpose !== 'work') return { min: 1, max: 6 };
  let min = Infinity;
  let max = -Infinity;
  for (let face = 1; face <= 6; face++) {
    const t = wageOutcome(c.view, c.seat, String(c.top?.space ?? ''), face, []).thalers;
    min = Math.min(min, t);
    max = Math.max(max, t);
  }
  return { min, max };
}

export function keepRollOption(a: Of<'keepRoll'>, c: BuildContext): Option {
  const { view, seat, top } = c;
  const value = Number(top?.value ?? 0);
  const purpose = String(top?.purpose ?? '');
  if (purpose === 'tieBreak') {
    const number = tieNumber(top?.faces);
    return finish(a, { label: msg('option.keepTieRoll', { number }), consequences: [msg('gain.keepTieRoll'), ...tieStanding(c, number)], hotkey: 'k' });
  }
  if (purpose === 'townhall') {
    return finish(a, { label: msg('option.keepRoll', { value }), gain: { thalers: value }, consequences: [msg('gain.townhallKeep', { amount: thalers(value) })], hotkey: 'k', exact: true });
  }
  if (purpose === 'work') {
    const gained: ScantlingColour[] = [];
    const w = wageOutcome(view, seat, String(top?.space ?? ''), value, gained);
    return finish(a, {
      label: msg('option.keepRoll', { value }),
      gain: { ...(w.thalers > 0 ? { thalers: w.thalers } : {}), ...(gained.length > 0 ? { scantlings: gained } : {}) },
      consequences: [...w.consequences, ...lockNotes(view, seat, gained)],
      hotkey: 'k',
      exact: w.exact,
    });
  }
  if (purpose === 'reward') {
    return finish(a, { label: msg('option.keepRoll', { value }), gain: { thalers: value }, consequences: [msg('gain.rewardKeep', { amount: thalers(value) })], hotkey: 'k', exact: true });
  }
  if (purpose === 'requirement') {
    // Wilhelm Busch's price (C47): the die's Thalers, with the rescue when the pouch is short
    const p = view.players[seat];
    const rescue = p ? rescueFor(p, value) : null;
    const name = personalityName(String(top?.newsId ?? ''));
    return finish(a, {
      label: msg('option.keepRoll', { value }),
      cost: { thalers: value, ...(rescue ? { rescue } : {}) },
      consequences: [msg('gain.requirementKeep', { amount: thalers(value), name }), ...(rescue ? [rescueMsg(rescue)] : [])],
      hotkey: 'k',
      exact: !rescue,
    });
  }
  return finish(a, { label: msg('option.keepRoll', { value }), consequences: [msg('gain.keepGeneric')], hotkey: 'k' });
}

/**
 * Where a tie-break roll (C45) stands against the others of this round: what they rolled, who is
 * still to roll, and once all have rolled, what keeping this number brings.
 */
function tieStanding(c: BuildContext, number: number): Msg[] {
  const d = c.view.dice;
  if (!d) return [];
  const rolls = d.tieRolls ?? {};
  const others = d.tied.filter((s) => s !== c.seat);
  const rolled = others.filter((s) => rolls[s] !== undefined);
  const waiting = others.filter((s) => rolls[s] === undefined);
  const numberOf = (s: number) => houseNumber(rolls[s] ?? []);
  const names = (seats: readonly number[]) => listMsg(seats.map((s) => nameAsMsg(c.view, s)));
  const out: Msg[] = [];
  if (rolled.length > 0) out.push(msg('gain.tieRolled', { rolls: listMsg(rolled.map((s) => msg('gain.tieRollOf', { name: nameAsMsg(c.view, s), number: numberOf(s) }))) }));
  if (waiting.length > 0) {
    out.push(msg('gain.tieStillToRoll', { names: names(waiting) }));
    return out;
  }
  const better = (x: number, y: number) => (d.mode === 'high' ? x > y : x < y);
  const ahead = rolled.filter((s) => better(numberOf(s), number));
  const level = rolled.filter((s) => numberOf(s) === number);
  if (ahead.length > 0) {
    const top = best(ahead.map(numberOf), d.mode);
    const leaders = ahead.filter((s) => numberOf(s) === top);
    out.push(msg('gain.tieKeepOut', { names: names(leaders) }, leaders.length));
  } else if (level.length > 0) out.push(msg('gain.tieKeepTies', { names: names(level) }));
  else out.push(msg('gain.tieKeepWins', { pot: thalers(d.pot) }));
  return out;
}
