/**
 * Working at the wayside (C21, C22): Scheniegelei markers, fixed or rolled wages, the hat
 * contribution, the companions' extra scantlings and the Scheniegel Servant (+2, C32).
 * Interpretation: the Scheniegel Servant is used automatically on the first wage of the
 * year while it is ready (it never hurts to take the Thalers).
 */
import type { Wage } from '../model/board';
import type { SpaceId } from '../model/board';
import { board, spaceOf } from './boardApi';
import { gainThalers, payWage } from './money';
import { Chain, push } from './pending';
import { devReady, gainScantling, hasAdvantage, useDev } from './rewards';
import { rollDie } from './rng';
import { withPlayer, type Step } from './stateOps';
import type { GameState } from './types';

export function wageOf(state: GameState, space: SpaceId): Wage | null {
  const s = spaceOf(state.board.placed, space);
  if (!s) return null;
  if (s.wage) return s.wage;
  const fate = state.board.fate[space];
  return fate === undefined ? null : (board().fateTiles[fate] ?? null);
}

/** C09: another journeyman stands there. */
export function workOccupied(state: GameState, seat: number, space: SpaceId): boolean {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (i !== seat && (players[i] as GameState['players'][number]).position === space) return true;
  return false;
}

export function work(state: GameState, seat: number, space: SpaceId): Step {
  const c = new Chain(state);
  const markers = c.state.board.scheniegelei[space] ?? [];
  const p = c.state.players[seat];
  if (p && p.scheniegeleiLeft > 0 && !markers.includes(seat)) {
    const s = c.state;
    c.set({
      ...s,
      board: { ...s.board, scheniegelei: { ...s.board.scheniegelei, [space]: [...markers, seat] } },
      players: withPlayer(s.players, seat, { ...p, scheniegeleiLeft: p.scheniegeleiLeft - 1 }),
    });
    c.emit({ type: 'scheniegelei', player: seat, space });
  }
  const wage = wageOf(c.state, space);
  if (wage?.kind === 'rolled') {
    const [d, rng] = rollDie(c.state.rng);
    c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value: d, reason: 'wage' });
    if (devReady(c.state, seat, 'luckyFellow')) {
      c.set(push(c.state, { kind: 'keepRoll', purpose: 'work', space, value: d }));
      return c.done();
    }
    c.run(finishWork(c.state, seat, space, d, wage));
    return c.done();
  }
  c.run(finishWork(c.state, seat, space, 0, wage));
  return c.done();
}

/** Wages (with the rolled die, if any) and the extras. `wage`: the space's wage, when already looked up. */
export function finishWork(state: GameState, seat: number, space: SpaceId, die: number, known?: Wage | null): Step {
  const c = new Chain(state);
  const wage = known === undefined ? wageOf(c.state, space) : known;
  if (wage) {
    const thalers = wage.kind === 'fixed' ? wage.thalers : die;
    const colour = wage.kind === 'fixed' ? wage.scantling : (wage.table[die - 1] ?? null);
    c.run(payWage(c.state, seat, thalers));
    if (colour) c.run(gainScantling(c.state, seat, colour));
  }
  if (devReady(c.state, seat, 'scheniegelServant')) {
    c.set(useDev(c.state, seat, 'scheniegelServant'));
    c.run(gainThalers(c.state, seat, 2, 'scheniegelServant'));
  }
  if (hasAdvantage(c.state, seat, 'extraBlackOnWork')) c.run(gainScantling(c.state, seat, 'black'));
  if (hasAdvantage(c.state, seat, 'extraOrangeOnWork')) c.run(gainScantling(c.state, seat, 'orange'));
  if (hasAdvantage(c.state, seat, 'extraOrangeOrBlackOnWork')) c.set(push(c.state, { kind: 'choose', purpose: 'scantling', options: ['orange', 'black'] }));
  c.emit({ type: 'worked', player: seat, space });
  return c.done();
}
