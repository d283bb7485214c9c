/**
 * Whether a part of the page is in sight, not only inside the window: the topmost element at the
 * centre of its box is it or lies within it. A box inside the window can still be hidden: cut
 * off by a pane that scrolls (a dialog's body), or covered by another element.
 */
import type { Locator } from 'playwright-core';

export function inSight(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (el === at || el.contains(at));
  });
}
