/**
 * viewFor(state, seat): what one journeyman may see. Other hands and every deck or stack
 * order are replaced by counts; the generator state is blanked.
 */
import type { GameState, PlayerState } from './types';

export interface PlayerView extends PlayerState {
  readonly handCount: number;
  readonly deckCount: number;
}

export interface GameView extends Omit<GameState, 'players'> {
  readonly viewer: number;
  readonly players: readonly PlayerView[];
  readonly counts: {
    readonly landscapeStack: number;
    readonly cityStack: number;
    readonly fateStack: number;
    readonly newsStack: number;
    readonly companionStack: number;
  };
}

export function viewFor(state: GameState, seat: number): GameView {
  const players = state.players.map((p, i) => ({
    ...p,
    hand: i === seat ? p.hand.slice() : [],
    deck: [],
    handCount: p.hand.length,
    deckCount: p.deck.length,
  }));
  return {
    ...state,
    viewer: seat,
    rng: { s: [0, 0, 0, 0] },
    players,
    board: { ...state.board, landscapeStack: [], cityStack: [], fateStack: [] },
    newsStack: [],
    companionStack: [],
    counts: {
      landscapeStack: state.board.landscapeStack.length,
      cityStack: state.board.cityStack.length,
      fateStack: state.board.fateStack.length,
      newsStack: state.newsStack.length,
      companionStack: state.companionStack.length,
    },
  };
}
