/**
 * The inn dice game (C18). The host chooses High/Low and a bet of 1–5; every journeyman pays
 * it into the pot (the host voluntarily, the others mandatorily, C26). Three rounds: in turn
 * order from the host, each rolls one die (an action of that journeyman) and places it on a
 * free position; the Lucky Fellow may reroll a rolled die once a year (C32). The best number
 * wins the pot; tied best journeymen roll all three dice at once, arranged optimally, until
 * one wins: in version 1 automatically, in version 2 with the Lucky Fellow's offer after each
 * roll (C45, tieBreak.ts).
 */
import type { DiceMode } from './types';
import { pay } from './money';
import { Chain, replaceTop } from './pending';
import { useDev } from './rewards';
import { rollDie } from './rng';
import type { Step } from './stateOps';
import type { DiceGame, GameState } from './types';
import { best, finishDice, houseNumber, startTieBreak } from './tieBreak';
import { rulesSince } from './version';

export { houseNumber };

export function startDice(state: GameState, host: number, mode: DiceMode, bet: number): Step {
  const n = state.players.length;
  const order: number[] = [];
  for (let k = 0; k < n; k++) order.push((host + k) % n);
  // the bets are paid first (a rescue may change what one pays, so the pot), but told after the
  // game's start: the log reads "starts a dice game …", then each bet going into the pot
  const paid = new Chain(state);
  let pot = 0;
  for (const seat of order) {
    const r = pay(paid.state, seat, bet, 'pot', 'bet');
    paid.run(r);
    pot += r.paid;
  }
  const boards: Record<number, (number | null)[]> = {};
  for (const seat of order) boards[seat] = [null, null, null];
  const dice: DiceGame = { host, mode, bet, pot, order, boards, turn: 0, rolled: null, tied: [] };
  const c = new Chain(replaceTop({ ...paid.state, dice }, { kind: 'dice' }));
  c.emit({ type: 'diceStarted', player: host, mode, bet, pot });
  c.run({ state: c.state, events: paid.events });
  return c.done();
}

export function diceRoll(state: GameState, seat: number): Step {
  const d = state.dice as DiceGame;
  const [v, rng] = rollDie(state.rng);
  return { state: { ...state, rng, dice: { ...d, rolled: v } }, events: [{ type: 'rolled', player: seat, value: v, reason: 'dice' }] };
}

export function diceReroll(state: GameState, seat: number): Step {
  const s = useDev(state, seat, 'luckyFellow');
  const r = diceRoll(s, seat);
  return { state: r.state, events: [{ type: 'developmentUsed', player: seat, card: 'luckyFellow' }, ...r.events] };
}

export function dicePlace(state: GameState, seat: number, position: number): Step {
  const c = new Chain(state);
  const d = c.state.dice as DiceGame;
  const board = (d.boards[seat] ?? [null, null, null]).slice();
  board[position] = d.rolled;
  let next: DiceGame = { ...d, boards: { ...d.boards, [seat]: board }, rolled: null, turn: d.turn + 1 };
  c.emit({ type: 'dicePlaced', player: seat, value: d.rolled, position });
  if (next.turn >= next.order.length) {
    next = { ...next, turn: 0 };
    let full = true;
    for (const s of next.order) for (const x of next.boards[s] ?? []) if (x === null) full = false;
    if (full) {
      c.set({ ...c.state, dice: next });
      return resolve(c);
    }
  }
  c.set({ ...c.state, dice: next });
  return c.done();
}

function resolve(c: Chain): Step {
  const d = c.state.dice as DiceGame;
  const scores = d.order.map((s) => ({ s, v: houseNumber(d.boards[s] ?? []) }));
  c.emit({ type: 'diceNumbers', numbers: scores.map((x) => ({ player: x.s, number: x.v })) });
  const top = best(scores.map((x) => x.v), d.mode);
  let tied = scores.filter((x) => x.v === top).map((x) => x.s);
  if (rulesSince(c.state, 2)) {
    // C45: the tie-break one roll at a time, with the Lucky Fellow's offer after each
    startTieBreak(c, tied);
    return c.done();
  }
  let guard = 0;
  while (tied.length > 1 && guard++ < 1000) {
    const round: { s: number; v: number }[] = [];
    for (const s of tied) {
      const faces: number[] = [];
      for (let k = 0; k < 3; k++) {
        const [v, rng] = rollDie(c.state.rng);
        c.set({ ...c.state, rng });
        faces.push(v);
      }
      faces.sort((a, b) => (d.mode === 'high' ? b - a : a - b));
      const v = houseNumber(faces);
      round.push({ s, v });
      c.emit({ type: 'diceTieRoll', player: s, faces, number: v });
    }
    const b = best(round.map((x) => x.v), d.mode);
    tied = round.filter((x) => x.v === b).map((x) => x.s);
  }
  finishDice(c, tied[0] as number);
  return c.done();
}
