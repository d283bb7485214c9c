/**
 * One seeded tournament game (pure apart from the clock): the table of seat kinds, the
 * baseline bots acting on the state (random, greedy) and the levels acting through
 * `decide` on their own view only. Used by scripts/tournament.ts (in worker threads).
 */
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState } from '../shared/engine';
import { seedRng } from '../shared/engine/rng';
import type { RngState } from '../shared/engine/types';
import { PLAYER_COLOURS } from '../shared/model/components';
import { greedyBot, randomBot } from '../shared/ai';
import { decide, type AiMemory } from '../shared/ai/decide';

export const SEAT_KINDS = ['random', 'greedy', 'easy', 'medium', 'hard'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

export interface GameSpec {
  readonly index: number;
  readonly seed: number;
  /** Kind per seat, in seat order (already rotated for this game). */
  readonly kinds: readonly SeatKind[];
  readonly thinkMs?: number;
  readonly iterations?: number;
  /** Optional tuning for the hard level (experiments). */
  readonly tuning?: { readonly horizon?: number; readonly exploration?: number; readonly widenBase?: number; readonly utility?: 'share' | 'lead' };
}

export interface GameResult {
  readonly index: number;
  readonly kinds: readonly SeatKind[];
  readonly vp: readonly number[];
  readonly winners: readonly number[];
  readonly finished: boolean;
  /** Decision times (ms) per seat, for decisions with more than one legal action. */
  readonly decisionMs: readonly (readonly number[])[];
  readonly actions: number;
}

export function playTournamentGame(spec: GameSpec): GameResult {
  const n = spec.kinds.length;
  const seats = Array.from({ length: n }, (_, i) => ({ name: `J${i + 1}`, colour: PLAYER_COLOURS[i]! }));
  const created = createGame({ seats, seed: spec.seed >>> 0, startPlayer: 0 });
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.state;
  let botRng: RngState = seedRng((spec.seed ^ 0x2545f491) >>> 0);
  const memory: AiMemory[] = Array.from({ length: n }, () => ({}));
  const times: number[][] = Array.from({ length: n }, () => []);
  let actions = 0;
  while (state.phase !== 'finished' && actions < 20_000) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const seat = (legal[0] as Action).player;
    const kind = spec.kinds[seat] as SeatKind;
    const t0 = performance.now();
    let action: Action;
    if (kind === 'random' || kind === 'greedy') {
      const bot = kind === 'random' ? randomBot : greedyBot;
      [action, botRng] = bot.choose(state, legal, botRng);
    } else {
      const d = decide(viewFor(state, seat), legal, {
        level: kind,
        seed: (spec.seed * 31 + seat * 7919 + 17) >>> 0,
        thinkMs: kind === 'hard' ? spec.thinkMs : undefined,
        iterations: kind === 'hard' ? spec.iterations : undefined,
        memory: memory[seat],
        tuning: kind === 'hard' ? spec.tuning : undefined,
      });
      action = d.action;
    }
    if (legal.length > 1) times[seat]!.push(performance.now() - t0);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`seat ${seat} (${kind}) chose an illegal action: ${r.error.message}`);
    state = r.state;
    actions++;
  }
  return {
    index: spec.index,
    kinds: spec.kinds,
    vp: state.players.map((p) => p.vp),
    winners: state.winners,
    finished: state.phase === 'finished',
    decisionMs: times,
    actions,
  };
}
