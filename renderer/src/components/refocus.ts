/**
 * After a button that disabled itself while it worked (a load, a new game) or took itself away
 * (a notice's Dismiss): the focus, if it fell to the page, goes back to that button while it is
 * still there and enabled, else to `fallback` (a heading, a neighbour). A keyboard user is then
 * never left nowhere, with Tab starting again from the top of the page.
 */
import { nextTick } from 'vue';

export async function refocus(el: EventTarget | null | undefined, fallback?: () => HTMLElement | null | undefined): Promise<void> {
  await nextTick();
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const own = el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled ? el : null;
  (own ?? fallback?.())?.focus({ preventScroll: true });
}
