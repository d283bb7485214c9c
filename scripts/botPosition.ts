/**
 * A real position for the UI scripts (bench-ui, readme-shot): a seeded game of the greedy bots,
 * played until `wanted` holds for the seat to decide, with the actions that led there (the host
 * adopts them as a loaded game, so main rebuilds its log).
 */
import type { Action, GameState } from '../shared/engine';
import { promptFor, type Prompt } from '../shared/decisions';
import { playSeeded } from '../shared/decisions/testGames';
import { PLAYER_COLOURS } from '../shared/model/components';
import type { GameSetup } from '../electron/main/engine';

export interface BotPosition {
  readonly setup: GameSetup;
  readonly actions: Action[];
  readonly state: GameState;
  readonly seat: number;
  readonly prompt: Prompt;
}

export function botPosition(names: readonly string[], seed: number, wanted: (state: GameState, prompt: Prompt, seat: number) => boolean): BotPosition {
  const setup: GameSetup = { seats: names.map((name, i) => ({ name, colour: PLAYER_COLOURS[i]! })), seed, startPlayer: 0 };
  let found = null as BotPosition | null;
  playSeeded(
    seed,
    'greedy',
    (v) => {
      const seat = v.legal[0]?.player;
      if (seat === undefined) return true;
      const prompt = promptFor(v.view, v.legal, { routes: v.routes });
      if (!wanted(v.state, prompt, seat)) return false;
      found = { setup, actions: [...v.actions], state: v.state, seat, prompt };
      return true;
    },
    { setup },
  );
  if (!found) throw new Error(`the bots' game (seed ${seed}) never reached the wanted position`);
  return found;
}
