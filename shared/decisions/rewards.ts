/**
 * Card effects in words and amounts: rewards and Insights (what a card gives), requirements
 * (what it asks), card names as messages resolved by cards.ts.
 */
import type { Requirement, Reward } from '../data/cards';
import { DEVELOPMENT_CARDS, SEGMENT_SIZE, SEGMENT_VALUE, type DevelopmentCard, type ScantlingColour, type Segment } from '../model/components';
import { segmentOf } from '../engine/tally';
import type { GameView } from '../engine/view';
import { gainTargets } from './facts';
import { msg, orMsg, points, rawMsg, scantling, scantlingList, thalers } from './msg';
import type { Cost, Gain, Msg } from './types';

export const companionName = (id: string): Msg => rawMsg(`cards.companion.${id}.name`);
export const personalityName = (id: string): Msg => rawMsg(`cards.news.${id}.name`);
export const developmentName = (card: DevelopmentCard | string): Msg => rawMsg(`cards.development.${card}.name`);

/** The things a reward gives, one message each ("2 Thalers", "a green scantling", …). */
export function rewardItems(r: Reward): Msg[] {
  const out: Msg[] = [];
  if (r.thalers) out.push(thalers(r.thalers));
  if (r.rollThalers) out.push(msg('gain.rollThalers'));
  out.push(...scantlingList(r.scantlings ?? []));
  if (r.oneOf && r.oneOf.length > 0) out.push(msg('gain.oneOf', { choice: orMsg(r.oneOf.map(scantling)) }));
  if (r.footIt) out.push(msg('gain.footIt', { points: points(r.footIt) }));
  if (r.freeScout) out.push(msg('gain.freeScout'));
  if (r.leisureChoice) out.push(msg('gain.leisureChoice'));
  if (r.revealCompanion) out.push(msg('gain.revealCompanion'));
  return out;
}

/** Scantlings actually received, given the supply (an exhausted colour is lost, C28). */
export function receivedScantlings(view: GameView, seat: number, colours: readonly ScantlingColour[]): { got: ScantlingColour[]; lost: ScantlingColour[] } {
  const left: Record<string, number> = { ...view.scantlingSupply };
  const got: ScantlingColour[] = [];
  const lost: ScantlingColour[] = [];
  for (const c of colours) {
    if ((left[c] ?? 0) > 0 && gainTargets(view, seat, c)) {
      left[c] = (left[c] ?? 0) - 1;
      got.push(c);
    } else lost.push(c);
  }
  return { got, lost };
}

/** What locking `segment` brings (C30): its VP, its development card, the special marker if still there. */
export function lockedMsgs(view: GameView, segment: Segment): Msg[] {
  const out: Msg[] = [msg('gain.locks', { segment: msg(`segment.${segment}`), vp: msg('unit.vp', { n: SEGMENT_VALUE[segment] }, SEGMENT_VALUE[segment]) })];
  if (segment !== 'kk') out.push(msg('gain.development', { card: developmentName(DEVELOPMENT_CARDS[segment]) }));
  if (view.specialMarkersLeft.includes(segment)) out.push(msg('gain.specialMarker'));
  return out;
}

/** The locks a run of scantlings received (in order, white aside: it waits for a choice) brings. */
export function lockNotes(view: GameView, seat: number, colours: readonly ScantlingColour[]): Msg[] {
  const p = view.players[seat];
  if (!p) return [];
  const held: Partial<Record<Segment, number>> = {};
  const out: Msg[] = [];
  for (const colour of colours) {
    const segment = segmentOf(colour);
    if (!segment) continue;
    const n = held[segment] ?? p.tally.segments[segment].length;
    if (n >= SEGMENT_SIZE) continue; // locked already: to the surplus
    held[segment] = n + 1;
    if (n + 1 === SEGMENT_SIZE) out.push(...lockedMsgs(view, segment));
  }
  return out;
}

/** A reward as amounts, and whether they are exact (no die, no choice to come). */
export function rewardGain(view: GameView, seat: number, r: Reward): { gain: Gain; exact: boolean; notes: Msg[] } {
  const { got, lost } = receivedScantlings(view, seat, r.scantlings ?? []);
  const notes: Msg[] = [...lockNotes(view, seat, got), ...lost.map((c) => msg('note.supplyOut', { scantling: scantling(c) }))];
  // what an empty stack cannot give (the engine then gives nothing in its place)
  if (r.revealCompanion && view.counts.companionStack === 0) notes.push(msg('note.noCompanionLeft'));
  if (r.leisureChoice && Object.values(view.leisureStacks).every((n) => n <= 0)) notes.push(msg('note.noLeisureLeft'));
  const gain: Gain = {
    ...(r.thalers || r.rollThalers ? { thalers: r.rollThalers ? { min: (r.thalers ?? 0) + 1, max: (r.thalers ?? 0) + 6 } : (r.thalers ?? 0) } : {}),
    ...(got.length > 0 ? { scantlings: got } : {}),
    ...(r.footIt ? { points: r.footIt } : {}),
  };
  return { gain, exact: !r.rollThalers && !(r.oneOf && r.oneOf.length > 0), notes };
}

/** What meeting a requirement costs, with the colour chosen to pay it. */
export function requirementCost(req: Requirement, colour: ScantlingColour | undefined): Cost {
  return {
    ...(req.pay ? { thalers: req.pay } : {}),
    ...(req.payRoll ? { thalers: { min: 1, max: 6 } } : {}),
    ...(colour ? { scantlings: [colour] } : {}),
  };
}

/** The requirement in words: "pay 3 Thalers", "give up a black scantling", "no requirement". */
export function requirementMsg(req: Requirement, colour: ScantlingColour | undefined): Msg {
  if (req.pay) return msg('req.pay', { amount: thalers(req.pay) });
  if (req.payRoll) return msg('req.payRoll');
  if (colour) return msg('req.scantling', { scantling: scantling(colour) });
  if (req.removeOneOf && req.removeOneOf.length > 0) return msg('req.scantling', { scantling: orMsg(req.removeOneOf.map(scantling)) });
  return msg('req.none');
}

/**
 * A development card's limit as it stands: once a year, and on the One Day (the cards stand up
 * again for it, C32) once more there.
 */
export function onceMsg(view: Pick<GameView, 'phase'>): Msg {
  return msg(view.phase === 'oneDay' ? 'cost.onceOneDay' : 'cost.oncePerYear');
}
