/**
 * The replay's transport: opens a save read-only in main (or the game just ended, which main
 * replays from its record), fetches frames and plays them.
 *
 * Frame requests are coalesced: while one is in flight, a newer wish replaces any older one,
 * so dragging the scrubber or holding an arrow key never queues up stale frames. `arrived`
 * tells the screen how a frame was reached ('play', 'step' forward, or a 'jump'); the screen
 * shows the scoring overlay only when a year end is reached by playing or stepping.
 */
import { onBeforeUnmount, ref, shallowRef, type Ref } from 'vue';
import type { IpcError, ReplayFrame, ReplayInfo } from '../../../../shared/ipc/contract';
import { walz } from '../../walz';

export type Arrival = 'play' | 'step' | 'jump';
export const SPEEDS = [1, 2, 4, 8] as const;
/** Milliseconds per action at 1×. */
const BASE_DELAY = 900;

/** What a replay shows: a save, or (null) the running game once it is over. */
export function useReplay(saveId: Ref<string | null>, onArrive?: (frame: ReplayFrame, how: Arrival) => void) {
  const info = shallowRef<ReplayInfo | null>(null);
  const frame = shallowRef<ReplayFrame | null>(null);
  /** How the frame shown was reached (set with it): a jump is shown at once, not animated. */
  const arrival = shallowRef<Arrival>('jump');
  /** Why the replay could not be opened or shown (main's typed error; the screen words it). */
  const error = shallowRef<IpcError | null>(null);
  const playing = ref(false);
  const speed = ref<number>(1);
  /** The index the user wants to see (ahead of `frame` while a request is in flight). */
  const target = ref(0);
  /** Playback waits while the screen holds it (an overlay is open). */
  const held = ref(false);

  let wish: { index: number; how: Arrival } | null = null;
  let inflight = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  async function open(): Promise<void> {
    error.value = null;
    const id = saveId.value;
    const r = id === null ? await walz().invoke('replay:open-current', {}) : await walz().invoke('replay:open', { saveId: id });
    if (disposed) {
      if (r.ok) void walz().invoke('replay:close', { replayId: r.value.replayId });
      return;
    }
    if (!r.ok) {
      error.value = r.error;
      return;
    }
    info.value = r.value;
    request(0, 'jump');
  }

  function request(index: number, how: Arrival): void {
    const i = info.value;
    if (!i) return;
    const clamped = Math.max(0, Math.min(i.total, Math.round(index)));
    target.value = clamped;
    wish = { index: clamped, how };
    void pump();
  }

  async function pump(): Promise<void> {
    if (inflight || !wish || !info.value) return;
    inflight = true;
    const { index, how } = wish;
    wish = null;
    try {
      const r = await walz().invoke('replay:frame', { replayId: info.value.replayId, index });
      if (disposed) return;
      if (!r.ok) {
        error.value = r.error;
        playing.value = false;
        return;
      }
      if (!wish) {
        arrival.value = how;
        frame.value = r.value;
        onArrive?.(r.value, how);
        // playing on from whatever frame came: the next step, or the start after "watch again"
        if (playing.value) schedule();
      }
    } finally {
      inflight = false;
      if (wish) void pump();
    }
  }

  function clearTimer(): void {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    clearTimer();
    if (!playing.value || held.value || !info.value) return;
    // where the viewer is headed: the frame asked for may still be on its way
    const at = target.value;
    if (at >= info.value.total) {
      playing.value = false;
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      if (playing.value) request(at + 1, 'play');
    }, BASE_DELAY / speed.value);
  }

  function play(): void {
    if (!info.value) return;
    if (target.value >= info.value.total) request(0, 'jump');
    playing.value = true;
    schedule();
  }
  function pause(): void {
    playing.value = false;
    clearTimer();
  }
  const toggle = () => (playing.value ? pause() : play());
  function step(delta: number): void {
    pause();
    // at either end there is no step to take: the last action is not told (nor scored) again
    const to = Math.max(0, Math.min(info.value?.total ?? 0, target.value + delta));
    if (to === target.value) return;
    request(to, delta > 0 ? 'step' : 'jump');
  }
  function seek(index: number): void {
    pause();
    request(index, 'jump');
  }
  function setSpeed(n: number): void {
    speed.value = n;
    if (playing.value) schedule();
  }
  /** Carry on playing after a pause the screen asked for (the scoring overlay). */
  function resume(): void {
    held.value = false;
    if (playing.value) schedule();
  }

  onBeforeUnmount(() => {
    disposed = true;
    clearTimer();
    const id = info.value?.replayId;
    if (id) void walz().invoke('replay:close', { replayId: id });
  });

  return { info, frame, arrival, error, playing, speed, target, held, open, play, pause, toggle, step, seek, setSpeed, resume };
}
