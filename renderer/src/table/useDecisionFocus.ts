/**
 * Where the keyboard focus stands at the table. After every change it goes to the new decision:
 * the computer's suggestion when one is shown, else the option marked to be focused first, else
 * the first choice. The table moving the focus is no preview (pointing or Tab is): it is done
 * "quietly", and the option and destination handlers ask `isQuiet()` before they preview.
 *
 * - the table shown (a new game, a game continued or loaded), a new decision, or the table
 *   uncovered again: focus the decision; but never out of a field being typed in (the save's
 *   name), and while the computers play (a decision that only waits) not out of the side panels
 *   or the log either, where a person reads while they wait;
 * - the table idle again with the focus fallen to the page (a button that went away or was
 *   disabled) or left on the decision's frame, or with a new decision's focus still owed (it
 *   came while the table was busy, e.g. during a walk clicked on the board): focus the decision;
 * - a suggestion arrives: focus it, loudly, so that it shows what it does (a walk's route on the
 *   board) as any focused choice does.
 */
import { nextTick, onMounted, watch, type Ref } from 'vue';

/** The computer's suggested choice, when it can be chosen. */
const HINTED = '[data-hinted]:not(:disabled)';

export interface DecisionFocusSources {
  /** The decision pane. */
  readonly root: Readonly<Ref<HTMLElement | null>>;
  /** Something covers the table (a scoring, the rules, the results, the curtain). */
  readonly covered: () => boolean;
  /** A move is being carried out. */
  readonly busy: () => boolean;
  /** Changes with every new decision. */
  readonly decisionTick: () => unknown;
  /** The decision at hand is nobody's here (the computers play, or another seat decides). */
  readonly waiting: () => boolean;
  /** The computer's suggestion, a new object for every suggestion (null when none). */
  readonly hint: () => unknown;
  /** Called at every new decision before the focus moves (previews of the last one go). */
  readonly onNewDecision: () => void;
}

export function useDecisionFocus(src: DecisionFocusSources): { focusDecision(): void; isQuiet(): boolean } {
  let quiet = false;
  /**
   * A new decision came while the table was busy (a walk goes on step by step): its focus is
   * owed until the table is idle again, wherever the focus stands then (on the board, where the
   * walk was clicked, the board's keys would take the decision's own: E turns the board).
   */
  let owed = false;

  function focusDecision(): void {
    if (src.covered() || src.busy()) return;
    const root = src.root.value;
    if (!root) return;
    const hinted = root.querySelector<HTMLElement>(HINTED);
    const auto = root.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)');
    // a choice, never a card picture (focus opens its enlarged view over the options) nor a tip's button
    // (nor a control marked to be reached on purpose only: the computers' pause)
    const first = root.querySelector<HTMLElement>('button:not(:disabled):not([data-tip-dismiss]):not([data-no-autofocus])') ?? root.querySelector<HTMLElement>('[tabindex="0"]');
    owed = false;
    quiet = true;
    try {
      (hinted ?? auto ?? first ?? root).focus({ preventScroll: true });
    } finally {
      quiet = false;
    }
  }

  // the first decision when the table appears: a keyboard player starts at once, without Tab
  onMounted(() => void nextTick(focusDecision));
  watch(src.decisionTick, () => {
    src.onNewDecision();
    void nextTick(() => {
      if (keptWhere(document.activeElement as HTMLElement | null)) return;
      if (src.busy()) owed = true;
      focusDecision();
    });
  });
  /** The focus stays where it is: in a field being typed in, or in the side panels while the computers play. */
  function keptWhere(a: HTMLElement | null): boolean {
    const placed = !!a && a !== document.body && a.isConnected && !src.root.value?.contains(a);
    return placed && !!a && (isTypingField(a) || (src.waiting() && !!a.closest('[data-keeps-focus]')));
  }
  // The table may have put the focus on the suggested choice quietly already (when it became
  // idle again, just before the suggestion arrived): then it is focused anew, since focusing
  // the focused element tells nobody. Not quiet, and scrolled into view: the suggested place
  // may stand low in the list.
  watch(src.hint, (h) => {
    // the table covered (the save form open, a name being typed): the suggestion is focused when it closes
    const a = document.activeElement as HTMLElement | null;
    if (!h || src.covered() || (a && isTypingField(a))) return;
    void nextTick(() => {
      const el = src.root.value?.querySelector<HTMLElement>(HINTED);
      if (!el) return;
      if (document.activeElement === el) el.blur();
      el.focus();
    });
  });

  watch(src.covered, (covered) => {
    if (!covered) void nextTick(focusDecision);
  });
  watch(src.busy, (busy) => {
    if (busy) return;
    const a = document.activeElement as HTMLElement | null;
    if (a === document.body || a === null || a === src.root.value || (owed && !keptWhere(a))) void nextTick(focusDecision);
  });

  return { focusDecision, isQuiet: () => quiet };
}

/** A field the person types in: the focus is never taken out of it. */
function isTypingField(el: HTMLElement): boolean {
  return el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(el.type));
}
