/**
 * How far to scroll a list so that a focused choice too tall for the list between its faded
 * edges (`fade` each) is seen from its top (the browser brings such a choice into view by its
 * middle or its end, which cuts off its label); 0 when the choice fits, or its top is already at
 * the list's top edge.
 */
export function alignTallChoice(list: { readonly top: number; readonly height: number }, choice: { readonly top: number; readonly height: number }, fade = 0): number {
  // what fits between the two faded edges is brought there by the browser (scroll-padding)
  if (choice.height + 2 * fade <= list.height + SLACK) return 0;
  const off = choice.top - list.top;
  return Math.abs(off) <= 0.5 ? 0 : off;
}

/**
 * `v-scroll-hint`: a list that scrolls says so. While more of it lies below (or above) the
 * visible part, the element carries the class `more-below` (`more-above`), and the table's
 * stylesheet fades that edge out, so a walk list or a row of options cut off by a small window
 * reads as "there is more", not as the whole choice. Kept up to date on scrolling, on a change
 * of the element's size and on a change of its content. A choice taller than the list (long
 * words in the smallest window) is shown from its top when it gets the keyboard focus, without
 * the top edge's fade over its label (class `shows-top` while it keeps the focus).
 */
import type { Directive } from 'vue';

/** A few pixels of slack: sub-pixel layouts never quite reach the end. */
const SLACK = 2;

export interface ScrollBox {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** Whether more content lies above and below the visible part of a scrolling box. */
export function scrollEdges(box: ScrollBox): { above: boolean; below: boolean } {
  return {
    above: box.scrollTop > SLACK,
    below: box.scrollTop + box.clientHeight < box.scrollHeight - SLACK,
  };
}

interface Watched {
  readonly update: () => void;
  readonly resize: ResizeObserver;
  readonly mutation: MutationObserver;
  readonly focusin: (e: FocusEvent) => void;
  readonly focusout: () => void;
}

const WATCHED = new WeakMap<HTMLElement, Watched>();

function mark(el: HTMLElement): void {
  const e = scrollEdges(el);
  el.classList.toggle('more-above', e.above);
  el.classList.toggle('more-below', e.below);
}

export const vScrollHint: Directive<HTMLElement> = {
  mounted(el) {
    let queued = false;
    // at most once a frame, however many changes come in between
    const update = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        mark(el);
      });
    };
    const resize = new ResizeObserver(update);
    resize.observe(el);
    const mutation = new MutationObserver(update);
    mutation.observe(el, { childList: true, subtree: true, characterData: true });
    el.addEventListener('scroll', update, { passive: true });
    // a choice taller than the list, reached by the keyboard: shown from its top, once the
    // browser has scrolled it into view its own way
    const focusin = (e: FocusEvent) => {
      const target = e.target as HTMLElement | null;
      if (!target || target === el) return;
      requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const box = el.getBoundingClientRect();
        const r = target.getBoundingClientRect();
        const fade = parseFloat(getComputedStyle(el).scrollPaddingTop) || 0;
        const by = alignTallChoice({ top: box.top + el.clientTop, height: el.clientHeight }, { top: r.top, height: r.height }, fade);
        if (by === 0) return;
        el.scrollTop += by;
        // its label at the top edge: no fade there while it has the focus
        el.classList.add('shows-top');
      });
    };
    const focusout = () => el.classList.remove('shows-top');
    el.addEventListener('focusin', focusin);
    el.addEventListener('focusout', focusout);
    // a choice the browser scrolls into view stops clear of the faded edges (styles.css)
    el.dataset.scrollHint = '';
    WATCHED.set(el, { update, resize, mutation, focusin, focusout });
    mark(el);
  },
  unmounted(el) {
    const w = WATCHED.get(el);
    if (!w) return;
    el.removeEventListener('scroll', w.update);
    el.removeEventListener('focusin', w.focusin);
    el.removeEventListener('focusout', w.focusout);
    w.resize.disconnect();
    w.mutation.disconnect();
    WATCHED.delete(el);
  },
};
