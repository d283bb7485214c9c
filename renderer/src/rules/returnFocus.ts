/**
 * The rules opened over a screen give the keyboard focus back when they close: to the element
 * that had it when they opened (a button of the saves, a field of the new game, the Continue of
 * a scoring), as a dialog does. Without it the focus fell to the page, and a keyboard player
 * had to find their place again from the top.
 *
 * The element is read before the rules are drawn (a watcher that runs before the render), so
 * before the cover makes what lies under it inert and the browser takes the focus from it.
 * It is given back only if it is still in the page, can take the focus and lies under nothing
 * else (not inert).
 */
import { nextTick, watch } from 'vue';

/**
 * `open`: whether the rules cover the screen now; `giveBack`: whether the focus is to go back
 * when they close (the table focuses its decision itself when nothing covers it any more).
 */
export function useReturnFocus(open: () => boolean, giveBack: () => boolean = () => true): void {
  let before: HTMLElement | null = null;
  watch(
    open,
    (now, was) => {
      if (now && !was) {
        const a = document.activeElement;
        before = a instanceof HTMLElement && a !== document.body ? a : null;
        return;
      }
      if (now || !was) return;
      const el = before;
      before = null;
      if (!el || !giveBack()) return;
      void nextTick(() => {
        if (el.isConnected && !el.closest('[inert]') && !(el as HTMLButtonElement).disabled) el.focus();
      });
    },
    { flush: 'pre' },
  );
}
