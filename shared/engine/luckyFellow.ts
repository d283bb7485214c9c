/**
 * The Lucky Fellow's keep-or-reroll offer (C32; version 2: C45, any one die the journeyman
 * rolls): a `keepRoll` pending answered by `keepRoll` or `diceReroll`. The dice game's own
 * rolls are rerolled in dice.ts (`diceReroll` while a rolled die waits to be placed).
 */
import { completeEncounter } from './inn';
import { gainThalers, pay } from './money';
import { pop, type Chain, type KeepRoll } from './pending';
import { useDev } from './rewards';
import { rollDie } from './rng';
import { continueTieBreak, rerollTieDie } from './tieBreak';
import { finishWork } from './work';

/** Keep the die (or the tie-break roll) as rolled. */
export function keepRolled(c: Chain, seat: number, t: KeepRoll): void {
  c.set(pop(c.state));
  if (t.purpose === 'tieBreak') continueTieBreak(c);
  else finish(c, seat, t, t.value);
}

/** Reroll the die (tie-break: die `die` of the three) with the Lucky Fellow, then go on with the new face. */
export function rerollKept(c: Chain, seat: number, t: KeepRoll, die: number | undefined): void {
  if (t.purpose === 'tieBreak') {
    c.set(pop(c.state));
    rerollTieDie(c, seat, t.faces, die ?? 0);
    continueTieBreak(c);
    return;
  }
  c.set(pop(useDev(c.state, seat, 'luckyFellow'))).emit({ type: 'developmentUsed', player: seat, card: 'luckyFellow' });
  const [v, rng] = rollDie(c.state.rng);
  const reason = t.purpose === 'reward' ? t.reason : t.purpose === 'requirement' ? 'encounter' : t.purpose;
  c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value: v, reason });
  finish(c, seat, t, v);
}

function finish(c: Chain, seat: number, t: Exclude<KeepRoll, { purpose: 'tieBreak' }>, value: number): void {
  switch (t.purpose) {
    case 'work':
      c.run(finishWork(c.state, seat, t.space, value));
      return;
    case 'townhall':
      c.run(gainThalers(c.state, seat, value, 'townhall'));
      return;
    case 'reward':
      c.run(gainThalers(c.state, seat, value, t.reason));
      return;
    case 'requirement':
      c.run(pay(c.state, seat, value, 'bank', 'encounter'));
      c.run(completeEncounter(c.state, seat, t.city, t.newsId, t.take));
      return;
  }
}
