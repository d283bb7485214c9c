/**
 * Walking a destination at the table: the route one engine step at a time (the game store's
 * `walk`), and a walk that a stop on the way interrupts (an inn, hostel or town hall to use or
 * pass, a white scantling to place) going on by itself once that is decided. The renderer only
 * replays the steps main listed as legal; it computes no rule.
 */
import { ref } from 'vue';
import type { GameSnapshot } from '../../../shared/ipc/contract';

/** What the composable needs of the game store. */
export interface WalkGame {
  readonly snapshot: GameSnapshot | null;
  walk(path: readonly string[], onStep?: (walked: readonly string[]) => void): Promise<number>;
}

type WalkView = { turn: { player: number }; players: readonly { position: string }[] };

export function useWalk(game: WalkGame, onStep: (walked: readonly string[] | null) => void) {
  /** True from the first to the last step of a walk (the table is not idle in between). */
  const walking = ref(false);
  /**
   * A walk stopped on the way by a decision of its own: who walks and the rest of the path,
   * from the space reached. Once that is decided and the next step is open again in the same
   * turn, the walk goes on; a turn that ends or a journeyman who goes elsewhere drops it.
   */
  let paused: { seat: number; path: readonly string[] } | null = null;

  async function walkPath(path: readonly string[]): Promise<void> {
    walking.value = true;
    paused = null;
    let steps: number;
    try {
      steps = await game.walk(path, onStep);
    } finally {
      onStep(null);
      walking.value = false;
    }
    const snap = game.snapshot;
    const v = snap?.view as WalkView | undefined;
    const seat = v?.turn.player;
    // stopped short, in the walker's own turn, on the path, with a decision that is not a step
    if (snap && v && seat !== undefined && steps < path.length - 1 && snap.activeSeat === seat && v.players[seat]?.position === path[steps] && snap.legal.length > 0 && !snap.legal.some((a) => a.type === 'move')) {
      paused = { seat, path: path.slice(steps) };
    }
  }

  /** After a person's decision: a paused walk goes on once its next step is open again. */
  async function goOn(): Promise<void> {
    const w = paused;
    if (!w) return;
    const snap = game.snapshot;
    const v = snap?.view as WalkView | undefined;
    if (!snap || !v || v.turn.player !== w.seat || v.players[w.seat]?.position !== w.path[0]) {
      paused = null;
      return;
    }
    // the inn's news and dice game (or the white scantling) come first: wait while no step is open
    if (snap.activeSeat === w.seat && snap.legal.some((a) => a.type === 'move' && a.to === w.path[1])) await walkPath(w.path);
  }

  /** Taking moves back ends any paused walk. */
  function drop(): void {
    paused = null;
  }

  /** The rest of a paused walk's path (for tests and the table's state), or null. */
  const pausedPath = (): readonly string[] | null => paused?.path ?? null;

  return { walking, walkPath, goOn, drop, pausedPath };
}
