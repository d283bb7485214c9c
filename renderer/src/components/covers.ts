/**
 * Whether anything covers the screen at hand as a modal (the rules over a screen, a scoring,
 * the results, the hot-seat curtain). What lies outside every screen, the saves banner above
 * all, turns inert meanwhile, as the covered screen does: Tab, a click or a screen reader then
 * stay in the cover, and the banner is reachable again once the cover is gone. (The settings
 * dialog traps the focus itself.)
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
