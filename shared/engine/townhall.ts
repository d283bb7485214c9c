/** Town hall (C20): once per city, a town seal card and a die roll of travel support (no hat). */
import type { SpaceId } from '../model/board';
import { spaceOf } from './boardApi';
import { gainThalers } from './money';
import { Chain, push } from './pending';
import { devReady } from './rewards';
import { rollDie } from './rng';
import { updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';

export function canUseTownHall(state: GameState, seat: number, space: SpaceId): boolean {
  const p = state.players[seat];
  return !!p && p.townSealsLeft > 0 && !(state.board.townSealMarkers[space] ?? []).includes(seat) && !!spaceOf(state.board.placed, space)?.city;
}

export function useTownHall(state: GameState, seat: number, space: SpaceId): Step {
  const c = new Chain(state);
  const city = spaceOf(c.state.board.placed, space)?.city;
  if (!city) return c.done();
  const here = c.state.board.townSealMarkers[space] ?? [];
  c.set({ ...c.state, board: { ...c.state.board, townSealMarkers: { ...c.state.board.townSealMarkers, [space]: [...here, seat] } } });
  c.set(updatePlayer(c.state, seat, (p) => ({ townSealsLeft: p.townSealsLeft - 1, book: [...p.book, { kind: 'townSeal', city }] })));
  c.emit({ type: 'townSeal', player: seat, city });
  const [d, rng] = rollDie(c.state.rng);
  c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value: d, reason: 'townhall' });
  if (devReady(c.state, seat, 'luckyFellow')) c.set(push(c.state, { kind: 'keepRoll', purpose: 'townhall', space, value: d }));
  else c.run(gainThalers(c.state, seat, d, 'townhall'));
  return c.done();
}
