/**
 * First-game tips at the table: each kind of decision explained once per game. A tip goes when
 * dismissed or once the decision it explained has been taken; taking moves back (undo) to an
 * earlier point of the game shows the tips again.
 */
import { computed, ref, watch, type Ref } from 'vue';
import type { Prompt } from '../../../shared/decisions/types';
import { tipFor } from '../rules/tips';

export function useFirstGameTips(prompt: Ref<Pick<Prompt, 'kind' | 'options'> | null>, actionCount: () => number, enabled: () => boolean, locale: Ref<string>) {
  const seen = ref(new Set<string>());
  const kind = computed(() => {
    const p = prompt.value;
    if (!enabled() || !p || p.options.length === 0) return null;
    return seen.value.has(p.kind) ? null : p.kind;
  });
  const tip = computed(() => (kind.value ? tipFor(kind.value, locale.value) : null));
  const see = (k: string) => (seen.value = new Set([...seen.value, k]));
  function dismiss(): void {
    if (kind.value) see(kind.value);
  }
  watch(
    () => [prompt.value?.kind ?? null, actionCount()] as const,
    ([k, count], [was, before]) => {
      if (count < before) seen.value = new Set();
      // a tip goes once the decision it explained is taken
      else if (was !== null && k !== was && enabled()) see(was);
    },
  );
  return { tip, dismiss };
}
