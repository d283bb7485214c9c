/**
 * The dice game's tie-break (C18) in version 2, where the Lucky Fellow may reroll one die of a
 * tie-break roll (C45). The tied journeymen roll in turn (three dice at once, arranged best
 * first); a journeyman whose Lucky Fellow is ready is offered, right after the roll, to keep it
 * or reroll one of its dice (a `keepRoll` pending with purpose `tieBreak`, decided by that seat)
 * before the next one rolls. The best numbers of a round stay tied, until one is left.
 * State: `dice.tied` (the seats of this round) and `dice.tieRolls` (this round's rolls so far).
 * Version 1 rolls the whole tie-break at once (dice.ts).
 */
import { gainThalers } from './money';
import { pop, push, type Chain } from './pending';
import { devReady, useDev } from './rewards';
import { rollDie } from './rng';
import type { DiceGame, DiceMode, RngState } from './types';

export function houseNumber(board: readonly (number | null)[]): number {
  return (board[0] ?? 0) * 100 + (board[1] ?? 0) * 10 + (board[2] ?? 0);
}

export function best(values: readonly number[], mode: DiceMode): number {
  return mode === 'high' ? Math.max(...values) : Math.min(...values);
}

/** Faces arranged best first: descending for High, ascending for Low. */
export function arranged(faces: readonly number[], mode: DiceMode): number[] {
  return faces.slice().sort((a, b) => (mode === 'high' ? b - a : a - b));
}

/** Three dice at once, arranged. */
export function rollThree(rng: RngState, mode: DiceMode): [number[], RngState] {
  const faces: number[] = [];
  let r = rng;
  for (let k = 0; k < 3; k++) {
    const [v, next] = rollDie(r);
    r = next;
    faces.push(v);
  }
  return [arranged(faces, mode), r];
}

/** The winner takes the pot; the dice game ends (its 'dice' pending is on top). */
export function finishDice(c: Chain, winner: number): void {
  const d = c.state.dice as DiceGame;
  c.emit({ type: 'diceWon', player: winner, pot: d.pot });
  c.run(gainThalers(c.state, winner, d.pot, 'dice'));
  c.set(pop({ ...c.state, dice: null }));
}

export function startTieBreak(c: Chain, tied: readonly number[]): void {
  c.set({ ...c.state, dice: { ...(c.state.dice as DiceGame), tied: [...tied], tieRolls: {} } });
  continueTieBreak(c);
}

/** Roll for the next tied seat, or score the round, until a decision is due or one seat has won. */
export function continueTieBreak(c: Chain): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const d = c.state.dice as DiceGame;
    if (d.tied.length <= 1) {
      finishDice(c, d.tied[0] as number);
      return;
    }
    const rolls = d.tieRolls ?? {};
    const seat = d.tied.find((s) => rolls[s] === undefined);
    if (seat === undefined) {
      const round = d.tied.map((s) => ({ s, v: houseNumber(rolls[s] ?? []) }));
      const b = best(round.map((x) => x.v), d.mode);
      c.set({ ...c.state, dice: { ...d, tied: round.filter((x) => x.v === b).map((x) => x.s), tieRolls: {} } });
      continue;
    }
    const [faces, rng] = rollThree(c.state.rng, d.mode);
    c.set({ ...c.state, rng, dice: { ...d, tieRolls: { ...rolls, [seat]: faces } } });
    c.emit({ type: 'diceTieRoll', player: seat, faces, number: houseNumber(faces) });
    if (devReady(c.state, seat, 'luckyFellow')) {
      c.set(push(c.state, { kind: 'keepRoll', purpose: 'tieBreak', seat, faces }));
      return;
    }
  }
}

/** Lucky Fellow: reroll die `die` (index into `faces`) of `seat`'s tie-break roll; the faces are arranged again. */
export function rerollTieDie(c: Chain, seat: number, faces: readonly number[], die: number): void {
  const d = c.state.dice as DiceGame;
  const [v, rng] = rollDie(c.state.rng);
  const next = faces.slice();
  next[die] = v;
  const now = arranged(next, d.mode);
  c.set({ ...useDev(c.state, seat, 'luckyFellow'), rng, dice: { ...d, tieRolls: { ...(d.tieRolls ?? {}), [seat]: now } } });
  c.emit({ type: 'developmentUsed', player: seat, card: 'luckyFellow' });
  c.emit({ type: 'diceTieRoll', player: seat, faces: now, number: houseNumber(now), rerolled: die });
}
