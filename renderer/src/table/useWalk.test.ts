import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../../shared/ipc/contract';
import { useWalk, type WalkGame } from './useWalk';

/**
 * A stand-in for the game store: seat 0 walks a path of spaces; `stops` are spaces where
 * stepping on asks a decision (no step legal) until `decide` answers it.
 */
function fakeGame(stops: readonly string[]) {
  let position = 'a';
  let player = 0;
  let asking: string | null = null;
  let extra: string[] = []; // further decisions after the stop (an inn's dice game)
  const walks: string[][] = [];
  const game: WalkGame & { snapshot: GameSnapshot | null } = {
    snapshot: null,
    async walk(path) {
      walks.push([...path]);
      let steps = 0;
      for (let i = 1; i < path.length; i++) {
        if (asking !== null || path[i - 1] !== position) break;
        position = path[i]!;
        steps++;
        if (stops.includes(position)) asking = position;
        update();
      }
      return steps;
    },
  };
  const update = () => {
    const legal = asking !== null || extra.length > 0 ? [{ player, type: 'passSpace' }] : [{ player, type: 'move', to: 'next' }, ...['b', 'c', 'd', 'e'].map((to) => ({ player, type: 'move', to }))];
    game.snapshot = { activeSeat: player, legal, view: { turn: { player }, players: [{ position }, { position: 'x' }] } } as unknown as GameSnapshot;
  };
  update();
  return {
    game,
    walks,
    at: () => position,
    decide(then: string[] = []) {
      asking = null;
      extra = then;
      update();
    },
    next() {
      extra = extra.slice(1);
      update();
    },
    endTurn() {
      asking = null;
      player = 1;
      update();
    },
  };
}

describe('useWalk: a walk that a stop on the way interrupts', () => {
  it('goes on by itself once the stop is decided, from where it stopped, to the destination', async () => {
    const f = fakeGame(['c']);
    const w = useWalk(f.game, () => {});
    await w.walkPath(['a', 'b', 'c', 'd', 'e']);
    expect(f.at()).toBe('c');
    expect(w.pausedPath()).toEqual(['c', 'd', 'e']);
    f.decide(); // passes the inn
    await w.goOn();
    expect(f.at()).toBe('e');
    expect(f.walks.at(-1)).toEqual(['c', 'd', 'e']);
    expect(w.pausedPath()).toBeNull();
  });

  it('waits while the stop brings further decisions (the inn\'s dice game), then goes on', async () => {
    const f = fakeGame(['b']);
    const w = useWalk(f.game, () => {});
    await w.walkPath(['a', 'b', 'c']);
    f.decide(['dice', 'dice']);
    await w.goOn();
    expect(f.at()).toBe('b');
    expect(w.pausedPath()).toEqual(['b', 'c']);
    f.next();
    f.next();
    await w.goOn();
    expect(f.at()).toBe('c');
  });

  it('is dropped when the turn ends there, or when moves are taken back', async () => {
    const f = fakeGame(['b']);
    const w = useWalk(f.game, () => {});
    await w.walkPath(['a', 'b', 'c']);
    f.endTurn();
    await w.goOn();
    expect(f.at()).toBe('b');
    expect(w.pausedPath()).toBeNull();
    const g = fakeGame(['b']);
    const w2 = useWalk(g.game, () => {});
    await w2.walkPath(['a', 'b', 'c']);
    w2.drop();
    g.decide();
    await w2.goOn();
    expect(g.at()).toBe('b');
  });

  it('a walk that reaches its destination leaves nothing paused', async () => {
    const f = fakeGame([]);
    const w = useWalk(f.game, () => {});
    await w.walkPath(['a', 'b', 'c']);
    expect(f.at()).toBe('c');
    expect(w.pausedPath()).toBeNull();
  });
});
