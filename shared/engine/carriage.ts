/** The carriage (C24, C27): fares from the board, Taps lowers each by 1. */
import type { CityName } from '../model/components';
import { board, carriageSpaceOf, type CarriageFare } from './boardApi';
import { canAfford, pay } from './money';
import { Chain } from './pending';
import { feeFor } from './rewards';
import { updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';

export function carriageOptions(state: GameState, seat: number, from: CityName): CarriageFare[] {
  const p = state.players[seat];
  if (!p) return [];
  return board()
    .carriageFares(state.board.placed, from)
    .map((f) => ({ city: f.city, fare: feeFor(state, seat, f.fare) }))
    .filter((f) => canAfford(p, f.fare) && carriageSpaceOf(state.board.placed, f.city) !== null);
}

export function rideCarriage(state: GameState, seat: number, fare: CarriageFare): Step {
  const c = new Chain(state);
  const to = carriageSpaceOf(c.state.board.placed, fare.city);
  if (!to) return c.done();
  c.run(pay(c.state, seat, fare.fare, 'bank', 'carriage'));
  c.set(updatePlayer(c.state, seat, (p) => (p.scoutedHere ? { position: to, scoutedHere: false } : { position: to })));
  c.emit({ type: 'carriage', player: seat, city: fare.city, fare: fare.fare, to });
  return c.done();
}
