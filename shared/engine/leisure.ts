/** Leisure time (C23). */
import type { SpaceId } from '../model/board';
import { LEISURE_TYPES } from '../model/components';
import { spaceOf } from './boardApi';
import { Chain, push } from './pending';
import { updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';

export function canEnterLeisure(state: GameState, seat: number, space: SpaceId): boolean {
  const p = state.players[seat];
  return !!p && p.ownMarkersOnCharly > 0 && !(state.board.leisureMarkers[space] ?? []).includes(seat);
}

export function leisure(state: GameState, seat: number, space: SpaceId): Step {
  const c = new Chain(state);
  const here = c.state.board.leisureMarkers[space] ?? [];
  c.set({ ...c.state, board: { ...c.state.board, leisureMarkers: { ...c.state.board.leisureMarkers, [space]: [...here, seat] } } });
  c.set(updatePlayer(c.state, seat, (p) => ({ ownMarkersOnCharly: p.ownMarkersOnCharly - 1 })));
  c.emit({ type: 'leisureVisit', player: seat, space });
  const shown = spaceOf(c.state.board.placed, space)?.leisure ?? LEISURE_TYPES;
  const options = shown.filter((t) => c.state.leisureStacks[t] > 0);
  if (options.length > 0) c.set(push(c.state, { kind: 'choose', purpose: 'leisure', options: [...options] }));
  return c.done();
}
