/**
 * Whether anything covers the screen at hand as a modal (the rules over a screen, a scoring,
 * the results, the hot-seat curtain). What lies outside every screen, the saves banner, then
 * turns its buttons inert, as the covered screen is: Tab and a click stay in the cover, and
 * the banner's buttons are reachable again once the cover is gone (its words stay readable, so
 * that an alert coming meanwhile is still heard). The settings dialog traps the focus itself.
 */
import { computed, onBeforeUnmount, reactive, watchEffect } from 'vue';

const open = reactive(new Set<symbol>());

/** True while any component's cover is open. */
export const anyCover = computed(() => open.size > 0);

/** Registers the calling component's cover: open while `active()` is true, closed when it unmounts. */
export function useCover(active: () => boolean): void {
  const id = Symbol('cover');
  watchEffect(() => {
    if (active()) open.add(id);
    else open.delete(id);
  });
  onBeforeUnmount(() => open.delete(id));
}
