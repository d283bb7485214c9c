/**
 * narrateBatch: the sentences of a run of events, with steps merged into one walk ("Anna walks
 * 3 steps to the inn at Krinn and pays 1 Thaler in tolls."), a turn change in one sentence, and
 * payments and a start player that the next sentence already states left out.
 */
import type { GameEvent } from '../engine/types';
import type { GameView } from '../engine/view';
import { nameAsMsg } from '../decisions/arrival';
import { msg, steps, thalers } from '../decisions/msg';
import { describeSpace } from '../decisions/places';
import { developmentName } from '../decisions/rewards';
import type { Msg } from '../decisions/types';
import { narrate } from './narrate';

type E = GameEvent & Record<string, unknown>;

const isToll = (e: E, seat: number) => e.type === 'paid' && e.reason === 'toll' && e.player === seat;
const isBelittle = (e: E, seat: number) => e.type === 'developmentUsed' && e.card === 'belittleKing' && e.player === seat;

/** A sentence and the journeyman it tells of (null: the game's own, e.g. "Year 2 begins"). */
export interface NarratedLine {
  readonly msg: Msg;
  readonly seat: number | null;
}

/**
 * Sentences for `events` in order. `after` is the view after the last event (names, the
 * board); `before` (optional) the view before the first. Give it the events of a whole turn to
 * get one walk sentence for several single steps.
 */
export function narrateBatch(events: readonly GameEvent[], before: GameView | null, after: GameView): Msg[] {
  return narrateLines(events, before, after).map((l) => l.msg);
}

/**
 * The same sentences, each with the journeyman it is about: the event's own player (a year's
 * scoring tells of every journeyman in turn, a dice game of its winner), not the seat whose
 * action caused it.
 */
export function narrateLines(events: readonly GameEvent[], _before: GameView | null, after: GameView): NarratedLine[] {
  const ctx = { view: after };
  const out: NarratedLine[] = [];
  // a year's or the One Day's start names its start player but tells of the game: no player of its own
  const about = (e: E): number | null => (typeof e.player === 'number' ? e.player : null);
  const list = events as readonly E[];
  for (let i = 0; i < list.length; i++) {
    const e = list[i] as E;
    const next = list[i + 1];
    // a walk: consecutive steps of one journeyman, with the tolls and Belittle Kings between them
    if (e.type === 'moved' && typeof e.player === 'number' && e.via === undefined) {
      const seat = e.player;
      let stepsN = 0;
      let tolls = 0;
      let belittle = false;
      let to = '';
      let j = i;
      for (; j < list.length; j++) {
        const x = list[j] as E;
        if (x.type === 'moved' && x.player === seat && x.via === undefined) {
          stepsN++;
          to = String(x.to);
        } else if (isToll(x, seat)) tolls += typeof x.amount === 'number' ? x.amount : 0;
        else if (isBelittle(x, seat)) belittle = true;
        else break;
      }
      if (stepsN > 1) {
        const name = nameAsMsg(after, seat);
        const dest = describeSpace(after, to, 'to', { brief: true });
        out.push({ msg: tolls > 0 ? msg('event.walkedToll', { name, steps: steps(stepsN), dest, amount: thalers(tolls) }) : msg('event.walked', { name, steps: steps(stepsN), dest }), seat });
        if (belittle) out.push({ msg: msg('event.developmentUsed', { name, card: developmentName('belittleKing') }), seat });
        i = j - 1;
        continue;
      }
    }
    // the turn passes
    if (e.type === 'turnEnded' && next?.type === 'turnStarted' && typeof e.player === 'number' && typeof next.player === 'number' && next.player !== e.player) {
      out.push({ msg: msg('event.turnPassed', { name: nameAsMsg(after, e.player), next: nameAsMsg(after, next.player) }), seat: e.player });
      i++;
      continue;
    }
    // payments the following sentence states
    if (e.type === 'paid' && e.reason === 'extension' && next?.type === 'extended') continue;
    if (e.type === 'paid' && e.reason === 'carriage' && next?.type === 'carriage') continue;
    if (e.type === 'gainedThalers' && e.reason === 'dice' && list[i - 1]?.type === 'diceWon') continue;
    // Schnatterer Wolf's move up: the moved scantling's sentence names him
    if (e.type === 'companionPower' && e.power === 'wolf' && next?.type === 'movedScantling') continue;
    // a bet paid with nothing at all: the whole bet is forgiven, in one sentence
    if (e.type === 'paid' && e.reason === 'bet' && e.amount === 0 && next?.type === 'forgiven' && next.reason === 'bet' && next.player === e.player) {
      out.push({ msg: msg('event.forgivenAll', { name: nameAsMsg(after, Number(e.player)), amount: thalers(typeof next.amount === 'number' ? next.amount : 0) }), seat: about(e) });
      i++;
      continue;
    }
    // the start player the next sentence names ("Year 2 begins; Bernd starts.")
    if (e.type === 'startPlayer' && (next?.type === 'yearStarted' || next?.type === 'oneDayStarted') && (next as E).startPlayer === e.player) continue;
    out.push({ msg: narrate(e, ctx), seat: about(e) });
  }
  return out;
}
