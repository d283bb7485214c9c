import { describe, expect, it } from 'vitest';
import { greedyBot } from '../ai/greedy';
import { randomBot } from '../ai/bot';
import { applyAction, createGame, legalActions, type Action, type GameState } from './index';
import { seedRng } from './rng';
import { undoBarrier, undoStatus, type UndoBarrier } from './undo';

/** The hidden parts as the contents of each pile (a declined piece goes under its stack: no new reveal). */
function hidden(s: GameState) {
  const sorted = <T>(xs: readonly T[]) => [...xs].sort();
  return {
    rng: s.rng.s,
    landscape: sorted(s.board.landscapeStack),
    city: sorted(s.board.cityStack),
    fate: sorted(s.board.fateStack),
    news: sorted(s.newsStack),
    companions: sorted(s.companionStack),
    decks: s.players.map((p) => p.deck),
  };
}

function playAndCheck(seed: number, bots: 'greedy' | 'random'): Map<UndoBarrier | 'none', number> {
  const seen = new Map<UndoBarrier | 'none', number>();
  const setup = { seats: [{ name: 'Anna', colour: 'red' as const }, { name: 'Bernd', colour: 'blue' as const }, { name: 'Carla', colour: 'green' as const }], seed, startPlayer: 0 };
  const c = createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  let state = c.state;
  let rng = seedRng(seed);
  const bot = bots === 'greedy' ? greedyBot : randomBot;
  for (let i = 0; i < 3000 && state.phase !== 'finished'; i++) {
    const legal = legalActions(state);
    const [a, next] = bot.choose(state, legal, rng);
    rng = next;
    const r = applyAction(state, a as Action);
    if (!r.ok) throw new Error(r.error.message);
    const barrier = undoBarrier(state, r.state, a as Action);
    seen.set(barrier ?? 'none', (seen.get(barrier ?? 'none') ?? 0) + 1);
    if (barrier === null) {
      // nothing hidden or random came to light: the hidden parts are exactly as before
      expect(hidden(r.state)).toEqual(hidden(state));
      expect(r.state.turn.player).toBe(state.turn.player);
    }
    state = r.state;
  }
  return seen;
}

describe('bounded undo: the engine marks where undo stops', () => {
  it('an action that reveals nothing hidden and stays in the turn can be taken back; reveals and new turns are barriers', () => {
    const total = new Map<string, number>();
    for (const seed of [3, 17, 2024]) {
      for (const [k, v] of playAndCheck(seed, 'greedy')) total.set(k, (total.get(k) ?? 0) + v);
    }
    for (const [k, v] of playAndCheck(99, 'random')) total.set(k, (total.get(k) ?? 0) + v);
    // real games contain takeable-back steps and every common kind of barrier (foot-it cards are
    // drawn at the end of a turn, behind the turn barrier)
    for (const kind of ['none', 'turn', 'die', 'tile', 'news', 'other-seat']) expect(total.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('scouting is a barrier even when the piece fits nowhere and goes back under its stack (its length unchanged): taken back, the known piece would be on top again', () => {
    let found: { state: GameState; scout: Action } | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const c = createGame({ seats: [{ name: 'Anna', colour: 'red' }, { name: 'Bernd', colour: 'blue' }], seed, startPlayer: 0 });
      if (!c.ok) throw new Error(c.error.message);
      let state = c.state;
      let rng = seedRng(seed);
      for (let i = 0; i < 400 && state.phase !== 'finished'; i++) {
        const legal = legalActions(state);
        const scout = legal.find((a) => a.type === 'scout');
        if (scout) {
          found = { state, scout };
          break;
        }
        const [a, next] = greedyBot.choose(state, legal, rng);
        rng = next;
        const r = applyAction(state, a as Action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(found).not.toBeNull();
    const { state, scout } = found!;
    // what a piece that fits nowhere leaves behind: the same stacks, the top one moved to the bottom
    const stack = state.board.landscapeStack;
    const underneath: GameState = { ...state, board: { ...state.board, landscapeStack: [...stack.slice(1), stack[0]!] } };
    expect(undoBarrier(state, underneath, scout)).toBe('tile');
    const retry = { player: scout.player, type: 'retryScout' } as Action;
    expect(undoBarrier(state, underneath, retry)).toBe('tile');
  });

  it('undoStatus: only the deciding seat, only its own actions since the barrier', () => {
    const mine: Action = { player: 1, type: 'move', to: 'x' } as Action;
    const theirs: Action = { player: 0, type: 'diceRoll' } as Action;
    expect(undoStatus(1, 1, [mine, mine], 'turn')).toEqual({ available: true, steps: 2 });
    expect(undoStatus(1, 0, [mine], 'turn')).toEqual({ available: false, reason: 'not-deciding' });
    expect(undoStatus(1, 1, [], 'die')).toEqual({ available: false, reason: 'die' });
    expect(undoStatus(1, 1, [], 'turn')).toEqual({ available: false, reason: 'nothing' });
    expect(undoStatus(1, 1, [mine, theirs], 'turn')).toEqual({ available: false, reason: 'other-seat' });
  });
});
