import { describe, expect, it } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { TIPS } from '../rules/tips';
import { useFirstGameTips } from './useFirstGameTips';

type P = { kind: string; options: readonly unknown[] };
const decision = (kind: string, options = 2): P => ({ kind, options: Array.from({ length: options }, () => ({})) });

function table(first: P | null, enabled = true) {
  const prompt = ref<P | null>(first);
  const count = ref(0);
  const on = ref(enabled);
  const locale = ref('en');
  const scope = effectScope();
  const tips = scope.run(() => useFirstGameTips(prompt as never, () => count.value, () => on.value, locale))!;
  const next = async (p: P | null, by = 1) => {
    prompt.value = p;
    count.value += by;
    await nextTick();
  };
  return { prompt, count, on, locale, tips, next, stop: () => scope.stop() };
}

describe('first-game tips', () => {
  it('shows the tip of the first decision, in the table language', async () => {
    const t = table(decision('playCard'));
    expect(t.tips.tip.value).toBe(TIPS.en.playCard);
    t.locale.value = 'de';
    expect(t.tips.tip.value).toBe(TIPS.de.playCard);
    t.stop();
  });

  it('a tip goes once its decision is taken and does not come back the same game (the first decision too)', async () => {
    const t = table(decision('playCard'));
    await t.next(decision('turn'));
    expect(t.tips.tip.value).toBe(TIPS.en.turn);
    await t.next(decision('turn')); // a step: still the same kind of decision
    expect(t.tips.tip.value).toBe(TIPS.en.turn);
    await t.next(decision('playCard'));
    expect(t.tips.tip.value).toBeNull();
    await t.next(decision('turn'));
    expect(t.tips.tip.value).toBeNull();
    t.stop();
  });

  it('dismissing hides the tip of that kind only', async () => {
    const t = table(decision('playCard'));
    t.tips.dismiss();
    expect(t.tips.tip.value).toBeNull();
    await t.next(decision('dice'));
    expect(t.tips.tip.value).toBe(TIPS.en.dice);
    t.stop();
  });

  it('no tip without choices or with the tips switched off; switching on shows the current one', async () => {
    const t = table(decision('playCard', 0));
    expect(t.tips.tip.value).toBeNull();
    await t.next(decision('turn'), 0);
    expect(t.tips.tip.value).toBe(TIPS.en.turn);
    t.on.value = false;
    expect(t.tips.tip.value).toBeNull();
    t.on.value = true;
    expect(t.tips.tip.value).toBe(TIPS.en.turn);
    t.stop();
  });

  it('going back in the game (undo) shows the tips again', async () => {
    const t = table(decision('playCard'));
    await t.next(decision('turn'));
    await t.next(decision('playCard'));
    expect(t.tips.tip.value).toBeNull();
    await t.next(decision('turn'), -1);
    expect(t.tips.tip.value).toBe(TIPS.en.turn);
    await t.next(decision('playCard'), -1);
    expect(t.tips.tip.value).toBe(TIPS.en.playCard);
    t.stop();
  });
});
