/**
 * A real position for the UI scripts (bench-ui, readme-shot): a seeded game of the greedy bots,
 * played until `wanted` holds for the seat to decide, with the actions that led there (the host
 * adopts them as a loaded game, so main rebuilds its log).
 */
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState } from '../shared/engine';
import { botsFor } from '../shared/ai';
import { seedRng } from '../shared/engine/rng';
import { promptFor, type Prompt } from '../shared/decisions';
import { hostRoutes } from '../shared/decisions/testGames';
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
  const created = createGame(setup);
  if (!created.ok) throw new Error(`cannot create a game of ${names.length} (seed ${seed})`);
  const bots = botsFor('greedy', names.length, seed);
  let state = created.state;
  let r = seedRng(seed ^ 0x2545f491);
  const actions: Action[] = [];
  for (let n = 0; n < 5000 && state.phase !== 'finished'; n++) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const seat = legal.some((a) => a.player === state.turn.player) ? state.turn.player : legal[0]!.player;
    const mine = legal.filter((a) => a.player === seat);
    const prompt = promptFor(viewFor(state, seat), mine, { routes: hostRoutes(state, seat, legal) });
    if (wanted(state, prompt, seat)) return { setup, actions, state, seat, prompt };
    const [action, next] = bots[seat]!.choose(state, legal, r);
    r = next;
    const applied = applyAction(state, action);
    if (!applied.ok) break;
    actions.push(action);
    state = applied.state;
  }
  throw new Error(`the bots' game (seed ${seed}) never reached the wanted position`);
}
