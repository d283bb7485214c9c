import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ActionPayload, GameSnapshot, GameUpdate, NewGameRequest } from '../../../shared/ipc/contract';
import { walz } from '../walz';

/** The game as main reports it. The renderer never computes rules: it shows and asks. */
export const useGameStore = defineStore('game', () => {
  const snapshot = shallowRef<GameSnapshot | null>(null);
  const events = ref<string[]>([]);
  const error = ref<string | null>(null);
  const busy = ref(false);

  function accept(update: GameUpdate): void {
    snapshot.value = update.snapshot;
    for (const e of update.events) events.value.unshift(describeEvent(e));
    events.value.splice(30);
  }

  let unsubscribe: (() => void) | null = null;
  function listen(): void {
    unsubscribe ??= walz().on('game:update', accept);
  }

  async function run<T>(f: () => Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T | null> {
    busy.value = true;
    try {
      const r = await f();
      if (!r.ok) {
        error.value = r.error.message;
        return null;
      }
      error.value = null;
      return r.value;
    } finally {
      busy.value = false;
    }
  }

  async function newGame(req: NewGameRequest): Promise<boolean> {
    const s = await run(() => walz().invoke('game:new', req));
    if (s) {
      snapshot.value = s;
      events.value = [];
    }
    return !!s;
  }

  async function act(action: ActionPayload): Promise<void> {
    const u = await run(() => walz().invoke('game:apply', { action }));
    if (u && snapshot.value?.hash !== u.snapshot.hash) accept(u);
  }

  /**
   * Walk a route one engine `move` at a time. Stops as soon as the next step is not a legal
   * move (an inn/hostel prompt, a meeting or the end of the turn came up) or a step failed.
   * `onStep` sees the path walked so far before each step is sent (for the figure animation).
   */
  async function walk(path: readonly string[], onStep?: (walked: readonly string[]) => void): Promise<number> {
    let steps = 0;
    for (let i = 1; i < path.length; i++) {
      const s = snapshot.value;
      if (!s) break;
      const moves = s.legal.filter((a) => a.type === 'move' && a.to === path[i]);
      const move = moves.find((a) => !a.belittle) ?? moves[0];
      if (!move) break;
      onStep?.(path.slice(0, i + 1));
      const before = s.hash;
      await act(move);
      if (snapshot.value?.hash === before) break;
      steps++;
    }
    return steps;
  }

  function adopt(s: GameSnapshot): void {
    snapshot.value = s;
    events.value = [];
  }

  const activePlayer = computed(() => (snapshot.value ? snapshot.value.players[snapshot.value.activeSeat] ?? null : null));

  return { snapshot, events, error, busy, listen, newGame, act, walk, adopt, activePlayer };
});

export function describeEvent(e: { type: string; player?: unknown; [k: string]: unknown }): string {
  const rest = Object.entries(e)
    .filter(([k]) => k !== 'type' && k !== 'player')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');
  return `${typeof e.player === 'number' ? `#${e.player + 1} ` : ''}${e.type}${rest ? ` (${rest})` : ''}`;
}

/** Button text for an action: its (translated) type plus its parameters. */
export function describeAction(a: ActionPayload, typeLabel: (type: string) => string = (x) => x): string {
  const rest = Object.entries(a)
    .filter(([k]) => k !== 'type' && k !== 'player')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  const name = typeLabel(a.type);
  return rest ? `${name} (${rest})` : name;
}
