/**
 * viewFor(state, seat): what one journeyman may see (C49). The view holds nothing from which
 * the hidden parts of the game could be worked out:
 * - other journeymen's hands: only their size (`handCount`); every foot-it deck, the viewer's
 *   own included: only its size (`deckCount`), never its order;
 * - the stacks (landscape tiles, city boards, fate tiles, news cards, travel companions): only
 *   their size (`counts`) and their content as a sorted multiset (`remaining`), which is public
 *   knowledge (what is not on the table or in a book is still in the stack), never their order;
 * - the generator state: left out; the game's seed: shown only once the game is over (for
 *   replays), since every shuffle and die follows from it.
 * Everything else in GameState is public (pieces on the table and face-up fate tiles, tally
 * sticks, pouches, books, discard piles, the dice game, the pending decisions).
 * Property (tests/engine/hidden.test.ts): two states that differ only in hidden information give
 * deep-equal views.
 */
import type { GameSetup, GameState, PlayerState } from './types';

export interface PlayerView extends Omit<PlayerState, 'hand' | 'deck'> {
  /** The viewer's own hand; empty for the others. */
  readonly hand: readonly number[];
  /** Always empty: a deck's order is hidden from everyone (its size is `deckCount`). */
  readonly deck: readonly number[];
  readonly handCount: number;
  readonly deckCount: number;
}

export interface RemainingStacks {
  readonly landscape: readonly string[];
  readonly city: readonly string[];
  readonly fate: readonly number[];
  readonly news: readonly string[];
  readonly companion: readonly string[];
}

export interface GameView extends Omit<GameState, 'players' | 'rng' | 'setup' | 'board' | 'newsStack' | 'companionStack'> {
  readonly viewer: number;
  /** The setup without the seed; `seed` only once the game is over. */
  readonly setup: Omit<GameSetup, 'seed'> & { readonly seed?: number };
  readonly players: readonly PlayerView[];
  readonly board: Omit<GameState['board'], 'landscapeStack' | 'cityStack' | 'fateStack'>;
  readonly counts: {
    readonly landscapeStack: number;
    readonly cityStack: number;
    readonly fateStack: number;
    readonly newsStack: number;
    readonly companionStack: number;
  };
  /** The content of each stack, sorted (its order is hidden). */
  readonly remaining: RemainingStacks;
}

const NO_CARDS: readonly number[] = Object.freeze([]);

const sortedStrings = (xs: readonly string[]): string[] => xs.slice().sort();
const sortedNumbers = (xs: readonly number[]): number[] => xs.slice().sort((a, b) => a - b);

export function viewFor(state: GameState, seat: number): GameView {
  const players = state.players.map((p, i): PlayerView => ({
    ...p,
    hand: i === seat ? p.hand.slice() : NO_CARDS,
    deck: NO_CARDS,
    handCount: p.hand.length,
    deckCount: p.deck.length,
  }));
  const { rng: _rng, setup, board, newsStack, companionStack, players: _players, ...open } = state;
  const { landscapeStack, cityStack, fateStack, ...table } = board;
  const seen: GameView['setup'] = {
    seats: setup.seats,
    startPlayer: setup.startPlayer,
    ...(state.phase === 'finished' ? { seed: setup.seed } : {}),
  };
  return {
    ...open,
    viewer: seat,
    setup: seen,
    players,
    board: table,
    counts: {
      landscapeStack: landscapeStack.length,
      cityStack: cityStack.length,
      fateStack: fateStack.length,
      newsStack: newsStack.length,
      companionStack: companionStack.length,
    },
    remaining: {
      landscape: sortedStrings(landscapeStack),
      city: sortedStrings(cityStack),
      fate: sortedNumbers(fateStack),
      news: sortedStrings(newsStack),
      companion: sortedStrings(companionStack),
    },
  };
}
