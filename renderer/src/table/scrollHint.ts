/**
 * `v-scroll-hint`: a list that scrolls says so. While more of it lies below (or above) the
 * visible part, the element carries the class `more-below` (`more-above`), and the table's
 * stylesheet fades that edge out, so a walk list or a row of options cut off by a small window
 * reads as "there is more", not as the whole choice. Kept up to date on scrolling, on a change
 * of the element's size and on a change of its content.
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
    WATCHED.set(el, { update, resize, mutation });
    mark(el);
  },
  unmounted(el) {
    const w = WATCHED.get(el);
    if (!w) return;
    el.removeEventListener('scroll', w.update);
    w.resize.disconnect();
    w.mutation.disconnect();
    WATCHED.delete(el);
  },
};
