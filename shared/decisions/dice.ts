/** The dice game (C18) as the table shows it: house numbers, the result of a last die. */
import { houseNumber } from '../engine/dice';
import type { GameView } from '../engine/view';
import { nameAsMsg } from './arrival';
import { nameOf } from './facts';
import { listMsg, msg, thalers } from './msg';
import type { DiceTable, Msg } from './types';

/** "5 · 3" style: the placed dice in the hundreds, tens, units order, a dot for an empty place. */
export function houseNumberText(board: readonly (number | null)[]): string {
  return [0, 1, 2].map((i) => (board[i] === null || board[i] === undefined ? '·' : String(board[i]))).join(' ');
}

/**
 * When placing the rolled die at `position` fills every board, the result: the winner (or the
 * tie that the automatic tie-break will settle).
 */
export function diceOutcome(view: GameView, seat: number, position: number): { msg: Msg; winner: number | null; tied: number[] } | null {
  const d = view.dice;
  if (!d || d.rolled === null) return null;
  const boards: Record<number, (number | null)[]> = {};
  for (const s of d.order) boards[s] = (d.boards[s] ?? [null, null, null]).slice();
  const mine = boards[seat];
  if (!mine) return null;
  mine[position] = d.rolled;
  for (const s of d.order) if ((boards[s] ?? []).some((x) => x === null)) return null;
  const numbers = d.order.map((s) => ({ s, v: houseNumber(boards[s] ?? []) }));
  const best = d.mode === 'high' ? Math.max(...numbers.map((x) => x.v)) : Math.min(...numbers.map((x) => x.v));
  const tied = numbers.filter((x) => x.v === best).map((x) => x.s);
  if (tied.length === 1) {
    const w = tied[0] as number;
    return { msg: w === seat ? msg('gain.diceWin', { pot: thalers(d.pot), number: best }) : msg('gain.diceLose', { name: nameAsMsg(view, w), number: best }), winner: w, tied: [] };
  }
  return { msg: msg('gain.diceTie', { names: listMsg(tied.map((s) => nameAsMsg(view, s))), number: best }), winner: null, tied };
}

export function diceTable(view: GameView): DiceTable | undefined {
  const d = view.dice;
  if (!d) return undefined;
  return {
    mode: d.mode,
    bet: d.bet,
    pot: d.pot,
    rolled: d.rolled,
    boards: d.order.map((s) => {
      const n = nameOf(view, s);
      return { seat: s, name: typeof n === 'string' ? n : `${s + 1}`, values: (d.boards[s] ?? [null, null, null]).slice() };
    }),
  };
}
