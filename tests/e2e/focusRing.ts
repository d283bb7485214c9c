/**
 * A check shared by the screens' screenshot tests: the keyboard focus must be seen whole.
 */
import type { Page } from 'playwright-core';

/**
 * The focused choice and its ring, where a scrolling or clipping box around it cuts them off (a
 * ring drawn outside an option at the edge of its list shows as a stray line; an option that
 * would fit its pane shows only in part).
 *
 * `ring`: only a ring cut off around a choice that is itself in sight (on screens that are
 * scrolled or resized after the focus was placed, a choice out of sight is no fault).
 * `inSight`: the choice must be in sight too (the table, where the focus follows every decision).
 */
export async function clippedFocusRing(page: Page, mode: 'ring' | 'inSight' = 'inSight'): Promise<string | null> {
  return page.evaluate((mode) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || !el.matches(':focus-visible')) return null;
    const cs = getComputedStyle(el);
    const width = cs.outlineStyle === 'none' ? 0 : parseFloat(cs.outlineWidth) || 0;
    const reach = Math.max(0, width + (parseFloat(cs.outlineOffset) || 0));
    const r = el.getBoundingClientRect();
    // what the boxes around it leave in sight: the overlap of every clipping box
    const clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight, by: 'the window' };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      const box = { left: c.left + a.clientLeft, top: c.top + a.clientTop, right: c.left + a.clientLeft + a.clientWidth, bottom: c.top + a.clientTop + a.clientHeight };
      const by = `.${[...a.classList].join('.')}`;
      if (box.left > clip.left) Object.assign(clip, { left: box.left, by });
      if (box.top > clip.top) Object.assign(clip, { top: box.top, by });
      if (box.right < clip.right) Object.assign(clip, { right: box.right, by });
      if (box.bottom < clip.bottom) Object.assign(clip, { bottom: box.bottom, by });
    }
    // a choice taller than what its pane shows (long German words in the smallest window) is
    // seen from its top: its bottom is not asked for
    const fits = r.height + 2 * reach <= clip.bottom - clip.top + 0.5;
    const whole = r.left >= clip.left - 0.5 && r.top >= clip.top - 0.5 && r.right <= clip.right + 0.5 && r.bottom <= clip.bottom + 0.5;
    if (mode === 'ring' && !whole) return null;
    const cut = r.left - reach < clip.left - 0.5 || r.top - reach < clip.top - 0.5 || r.right + reach > clip.right + 0.5 || (fits && r.bottom + reach > clip.bottom + 0.5);
    if (cut) return `"${(el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40)}" by ${clip.by}`;
    return null;
  }, mode);
}
