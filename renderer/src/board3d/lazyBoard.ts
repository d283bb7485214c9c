/**
 * The 3-D board (three.js and the board's code, about half of the renderer's script) in a
 * chunk of its own: the main menu appears without it, and it is fetched while the menu is idle
 * (preloadBoard), so it is normally in memory before a game or a replay opens. A screen that
 * opens before that shows the board as soon as the chunk has loaded.
 */
import { defineAsyncComponent } from 'vue';

let loading: ReturnType<typeof load> | null = null;

function load() {
  return import('./BoardCanvas.vue');
}

/** The board component's module, fetched once. */
export function loadBoard(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}

/** BoardCanvas, loaded on first use (template refs reach the loaded component). */
export const LazyBoardCanvas = defineAsyncComponent(() => loadBoard().then((m) => m.default));

/** Fetch the board when the page is next idle (at the latest after `timeoutMs`). */
export function preloadBoard(timeoutMs = 2000): void {
  const start = () => void loadBoard();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: timeoutMs });
  else setTimeout(start, 0);
}
