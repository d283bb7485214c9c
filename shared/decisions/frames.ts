/**
 * The frame of each prompt: its kind, title, detail, groups, board picks and help section,
 * one per pending decision of the engine (pending.ts), and a generic frame for any other.
 */
import { COMPANION_BY_ID } from '../data/cards';
import type { SpaceId } from '../model/board';
import { arrival, nameAsMsg } from './arrival';
import { diceTable } from './dice';
import { spaceOf, tieNumber, turnEndsAfter } from './facts';
import { listMsg, msg, points, steps, thalers } from './msg';
import type { BuildContext } from './option';
import { describePiece, describeSpace } from './places';
import { companionName, developmentName, personalityName, requirementMsg } from './rewards';
import { factsFor } from './status';
import type { Msg, Option, OptionGroup, Prompt, PromptKind, WalkDestination } from './types';

export type Frame = Omit<Prompt, 'seat' | 'options' | 'status'>;

const group = (id: string, key: string, params?: Record<string, string | number | Msg>): OptionGroup => ({ id, label: msg(key, params) });

function usedGroups(options: readonly Option[], all: readonly OptionGroup[]): OptionGroup[] {
  return all.filter((g) => options.some((o) => o.group === g.id));
}

export function frameFor(c: BuildContext, options: readonly Option[]): Frame {
  const { view, seat, top } = c;
  const name = nameAsMsg(view, seat);
  const facts = factsFor(view, seat, top?.kind !== 'turn');
  const base = { facts, groups: [] as OptionGroup[] };
  if (view.phase === 'finished') {
    return { ...base, kind: 'gameOver', title: msg('prompt.gameOver.title', { names: listMsg(view.winners.map((w) => nameAsMsg(view, w))) }, view.winners.length), facts: [], helpSection: 'final' };
  }
  if (options.length === 0) return { ...base, kind: 'waiting', title: msg('prompt.waiting.title'), helpSection: 'turn' };
  const kind = top?.kind ?? '';
  switch (kind) {
    case 'playCard':
      return { ...base, kind: 'playCard', title: msg(view.phase === 'oneDay' ? 'prompt.playCard.oneDay' : 'prompt.playCard.title', { name }), detail: msg('prompt.playCard.detail'), helpSection: 'walking' };
    case 'turn':
      return turnFrame(c, options, base);
    case 'useSpace': {
      const space = String(top?.space ?? '');
      const sp = spaceOf(view, space);
      const k = sp?.kind === 'inn' || sp?.kind === 'hostel' || sp?.kind === 'townhall' ? sp.kind : 'other';
      return {
        ...base,
        kind: 'useSpace',
        title: msg(`prompt.useSpace.${k}`, { who: name, place: describeSpace(view, space) }),
        detail: msg(turnEndsAfter(view) ? 'prompt.useSpace.detailEnds' : view.turn.pointsLeft > 0 ? 'prompt.useSpace.detail' : 'prompt.useSpace.detailStill', { place: describeSpace(view, space, 'at') }),
        board: { pick: null, spaces: [space] },
        helpSection: k === 'other' ? 'turn' : k,
      };
    }
    case 'choose': {
      const purpose = String(top?.purpose ?? '');
      if (purpose === 'scantling') return { ...base, kind: 'chooseScantling', title: msg('prompt.chooseScantling.title', { name }), helpSection: 'tally' };
      if (purpose === 'leisure') return { ...base, kind: 'chooseLeisure', title: msg('prompt.chooseLeisure.title', { name }), helpSection: 'leisure' };
      return genericFrame(c, base);
    }
    case 'placeWhite':
      return { ...base, kind: 'placeWhite', title: msg('prompt.placeWhite.title', { name }), detail: msg('prompt.placeWhite.detail'), helpSection: 'tally' };
    case 'encounter': {
      const city = String(top?.city ?? '');
      const waiting = (view.personalities[city as keyof typeof view.personalities] ?? []).map(personalityName);
      const groups = (view.personalities[city as keyof typeof view.personalities] ?? []).map((id) => ({ id, label: personalityName(id) }));
      return { ...base, kind: 'encounter', title: msg('prompt.encounter.title', { who: name, city }, waiting.length), detail: msg('prompt.encounter.detail', { names: listMsg(waiting) }, waiting.length), groups: usedGroups(options, [...groups, group('pass', 'group.pass')]), helpSection: 'inn' };
    }
    case 'diceSetup':
      return {
        ...base,
        kind: 'diceSetup',
        title: msg('prompt.diceSetup.title', { who: name }),
        detail: msg('prompt.diceSetup.detail', { n: view.players.length - 1 }, view.players.length - 1),
        groups: usedGroups(options, [group('high', 'group.high'), group('low', 'group.low')]),
        helpSection: 'dice',
      };
    case 'dice': {
      const d = view.dice;
      const title = d && d.rolled !== null ? msg('prompt.dice.place', { name, value: d.rolled }) : msg('prompt.dice.roll', { name });
      return { ...base, kind: 'dice', title, detail: msg(`prompt.dice.${d?.mode ?? 'high'}`, { pot: thalers(d?.pot ?? 0) }), ...(d ? { dice: diceTable(view) } : {}), helpSection: 'dice' };
    }
    case 'keepRoll': {
      const purpose = String(top?.purpose ?? '');
      if (purpose === 'tieBreak') {
        // a tie-break roll (C45): three dice, arranged best first, no single value
        const number = tieNumber(top?.faces);
        // whom the tie is with (the others of this round); what they rolled is in the options
        const others = (view.dice?.tied ?? []).filter((s) => s !== seat);
        const title = others.length > 0 ? msg('prompt.keepRoll.tieBreakWith', { who: name, names: listMsg(others.map((s) => nameAsMsg(view, s))), number }) : msg('prompt.keepRoll.tieBreak', { who: name, number });
        return { ...base, kind: 'keepRoll', title, detail: msg(view.phase === 'oneDay' ? 'prompt.keepRoll.tieBreakDetailOneDay' : 'prompt.keepRoll.tieBreakDetail', { card: developmentName('luckyFellow') }), helpSection: 'dice' };
      }
      const value = Number(top?.value ?? 0);
      const k = purpose === 'work' || purpose === 'townhall' || purpose === 'reward' || purpose === 'requirement' ? purpose : 'generic';
      const asks = purpose === 'requirement' ? personalityName(String(top?.newsId ?? '')) : '';
      return { ...base, kind: 'keepRoll', title: msg(`prompt.keepRoll.${k}`, { who: name, value, name: asks }), detail: msg(view.phase === 'oneDay' ? 'prompt.keepRoll.detailOneDay' : 'prompt.keepRoll.detail', { card: developmentName('luckyFellow') }), helpSection: 'development' };
    }
    case 'companionOffer': {
      const id = String(top?.id ?? '');
      const old = view.players[seat]?.companion?.id;
      const comp = COMPANION_BY_ID[id];
      const free = !!comp && Object.keys(comp.requirement).length === 0;
      const can = options.some((o) => o.action.type === 'takeCompanion');
      return {
        ...base,
        kind: 'companionOffer',
        title: msg('prompt.companionOffer.title', { who: name, name: companionName(id) }),
        detail: !can && comp
          ? msg('prompt.companionOffer.cannot', { req: requirementMsg(comp.requirement, undefined) })
          : old
            ? msg('prompt.companionOffer.replace', { old: companionName(old) })
            : view.phase === 'oneDay'
              ? msg('prompt.companionOffer.oneDay')
              : // a companion without an advantage (most of them) is taken along for his Insight at parting
                msg(`prompt.companionOffer.${free ? 'free' : 'detail'}${comp && comp.advantage === null ? 'Plain' : ''}`),
        helpSection: 'hostel',
      };
    }
    case 'oldCompanion': {
      const old = view.players[seat]?.companion?.id ?? '';
      return { ...base, kind: 'oldCompanion', title: msg('prompt.oldCompanion.title', { who: name, old: companionName(old), name: companionName(String(top?.newId ?? '')) }), detail: msg('prompt.oldCompanion.detail'), helpSection: 'hostel' };
    }
    case 'scoutPlace': {
      const pieceId = String(top?.pieceId ?? '');
      const pieceKind = top?.pieceKind === 'city' ? 'city' : 'landscape';
      const ids = [...new Set(options.map((o) => o.group).filter((g): g is string => !!g && g.startsWith('dir:')))];
      const groups = ids.map((id) => ({ id, label: msg('group.position', { where: msg(`dir.of.${id.slice(4)}`) }) }));
      return {
        ...base,
        kind: 'scoutPlace',
        title: msg('prompt.scoutPlace.title', { who: name, piece: describePiece(pieceId) }),
        detail: msg(`prompt.scoutPlace.${pieceKind}`),
        groups,
        board: { pick: 'placement', spaces: [], piece: { pieceId, kind: pieceKind } },
        helpSection: 'scout',
      };
    }
    case 'scoutRetry':
      return { ...base, kind: 'scoutRetry', title: msg(`prompt.scoutRetry.${top?.pieceKind === 'city' ? 'city' : 'landscape'}`, { who: name }), detail: msg('prompt.scoutRetry.detail', { points: points(view.turn.pointsLeft) }), helpSection: 'scout' };
    case 'carriage': {
      const here = spaceOf(view, view.players[seat]?.position ?? '');
      return { ...base, kind: 'carriage', title: msg('prompt.carriage.title', { who: name, city: here?.city ?? '' }), detail: msg('prompt.carriage.detail'), groups: usedGroups(options, [group('ride', 'group.ride'), group('stay', 'group.stay')]), helpSection: 'carriage' };
    }
    default:
      return genericFrame(c, base);
  }
}

/** The engine's pending decisions (pending.ts), automatic ones included; each has a plain name. */
export const PENDING_KINDS = [
  'playCard',
  'turn',
  'useSpace',
  'choose',
  'placeWhite',
  'news',
  'encounter',
  'diceSetup',
  'dice',
  'companionReveal',
  'companionOffer',
  'oldCompanion',
  'scoutPlace',
  'scoutRetry',
  'carriage',
  'keepRoll',
  'endTurn',
] as const;

function genericFrame(c: BuildContext, base: Pick<Frame, 'facts' | 'groups'>): Frame {
  const kind: PromptKind = 'generic';
  const pending = String(c.top?.kind ?? '');
  const what = (PENDING_KINDS as readonly string[]).includes(pending) ? msg(`pending.${pending}`) : msg('pending.other');
  return { ...base, kind, title: msg('prompt.generic.title', { name: nameAsMsg(c.view, c.seat) }), detail: msg('prompt.generic.detail', { what }), helpSection: 'turn' };
}

function turnFrame(c: BuildContext, options: readonly Option[], base: Pick<Frame, 'facts' | 'groups'>): Frame {
  const { view, seat } = c;
  const left = view.turn.pointsLeft;
  const destinations = walkDestinations(c, options);
  const spaces = new Set<SpaceId>();
  for (const o of options) for (const s of o.concerns.spaces ?? []) if (o.pick === 'space') spaces.add(s);
  for (const d of destinations) spaces.add(d.to);
  return {
    ...base,
    kind: 'turn',
    title: msg('prompt.turn.title', { name: nameAsMsg(view, seat), points: points(left) }, left),
    // with no point left: what is still on offer (an extension, an advantage), or only the end
    detail: msg(left > 0 ? 'prompt.turn.detail' : options.some((o) => o.action.type !== 'endTurn') ? 'prompt.turn.noPoints' : 'prompt.turn.noPointsEnd'),
    groups: usedGroups(options, [group('walk', 'group.walk'), group('scout', 'group.scout'), group('extend', 'group.extend'), group('powers', 'group.powers'), group('end', 'group.end')]),
    board: { pick: 'space', spaces: [...spaces], destinations },
    helpSection: 'turn',
  };
}

function townHallOpen(view: BuildContext['view'], seat: number, id: SpaceId): boolean {
  const p = view.players[seat];
  return !!p && p.townSealsLeft > 0 && !(view.board.townSealMarkers[id] ?? []).includes(seat);
}

/** Walk destinations from the host's routes, with what arriving there means. */
export function walkDestinations(c: BuildContext, options: readonly Option[]): WalkDestination[] {
  const { view, seat } = c;
  const out: WalkDestination[] = [];
  for (const r of c.context.routes ?? []) {
    if (r.path.length < 2) continue;
    const arr = arrival(view, seat, { path: r.path, points: r.points, tolls: r.thalers });
    const first = options.find((o) => o.action.type === 'move' && o.action.to === r.path[1] && !o.action.belittle);
    const n = r.path.length - 1;
    const lead: Msg[] = [msg('walk.summary', { steps: steps(n), points: points(r.points) })];
    if (r.thalers > 0) lead.push(msg('walk.tolls', { amount: thalers(r.thalers) }));
    // square spaces on the way ask whether to stop there (C05): the walk pauses at each
    const stops = r.path.slice(1, -1).filter((id) => {
      const k = spaceOf(view, id)?.kind;
      return k === 'inn' || k === 'hostel' || (k === 'townhall' && townHallOpen(view, seat, id));
    });
    if (stops.length > 0) lead.push(msg('walk.passes', { places: listMsg(stops.map((id) => describeSpace(view, id))) }));
    out.push({
      to: r.to,
      label: describeSpace(view, r.to),
      path: r.path,
      steps: n,
      points: r.points,
      thalers: r.thalers,
      consequences: [...lead, ...arr.consequences],
      firstStep: first?.id ?? null,
    });
  }
  return out;
}
