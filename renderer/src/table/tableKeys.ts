/**
 * The table's keys as a plain mapping from a key press to a command; GameScreen carries the
 * command out. Kept apart from the screen so that every key's meaning is tested on its own.
 *
 * - Esc drops a preview or a walk destination being looked at.
 * - While a revealed piece is placed: R turns it (Shift+R back), ] and [ go through its places.
 * - With walk destinations: D or ] go to the next, Shift+D or [ to the previous.
 * - While a computer player is to move: P pauses the computer players and plays them on again;
 *   paused, N lets the next computer decision be played.
 * - H asks what the computer would do, U (or Ctrl+Z, ⌘Z) takes back a step, when the buttons
 *   for them are there and enabled.
 * - Otherwise an option's own key (digits, E, R, K, N …; Shift+digit for a low house number's
 *   bet) chooses it.
 * Nothing but Esc while the table is busy (a move is being carried out).
 */
import type { Option, Prompt } from '../../../shared/decisions/types';

export type TableKeyCommand =
  | { readonly kind: 'dropPreview' }
  | { readonly kind: 'rotateGhost'; readonly step: 1 | -1 }
  | { readonly kind: 'cycleGhost'; readonly step: 1 | -1 }
  | { readonly kind: 'cycleDestination'; readonly step: 1 | -1 }
  | { readonly kind: 'choose'; readonly option: Option }
  | { readonly kind: 'pauseComputers'; readonly paused: boolean }
  | { readonly kind: 'stepComputer' }
  | { readonly kind: 'hint' }
  | { readonly kind: 'undo' };

export interface KeyPress {
  readonly key: string;
  /** The physical key (`Digit1` …): with Shift a digit's `key` is the layout's sign (!, ", §). */
  readonly code?: string;
  readonly shiftKey: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  /**
   * The key's sign was typed with AltGr (Windows: reported as Ctrl+Alt) or ⌥ (macOS): [ and ] on
   * a German keyboard. Such a key is the sign it types, not a shortcut.
   */
  readonly altGraph?: boolean;
}

export interface TableKeyState {
  readonly prompt: Pick<Prompt, 'kind' | 'options'>;
  readonly busy: boolean;
  /** A preview or a walk destination is shown. */
  readonly previewing: boolean;
  /** How many walk destinations the decision lists. */
  readonly destinations: number;
  /** The computer players at the table: none, playing, or paused by the person. */
  readonly computers?: 'none' | 'playing' | 'paused';
  /** "What would the computer do?" can be asked now (a person decides; no hint on its way). */
  readonly canHint?: boolean;
  /** Undo can take something back now. */
  readonly canUndo?: boolean;
}

export function tableKeyCommand(e: KeyPress, s: TableKeyState): TableKeyCommand | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  // with Ctrl or ⌘ only Undo is the table's; every other such key belongs to the app or the system
  if ((e.ctrlKey || e.metaKey) && !e.altGraph) return key === 'z' && !e.shiftKey && !s.busy && s.canUndo ? { kind: 'undo' } : null;
  // a sign typed with AltGr or ⌥ is the table's only as [ or ] (never read as its key's digit)
  if (e.altGraph && key !== '[' && key !== ']') return null;
  if (key === 'Escape') return s.previewing ? { kind: 'dropPreview' } : null;
  if (s.busy) return null;
  if (key === 'h' && s.canHint) return { kind: 'hint' };
  if (key === 'u' && s.canUndo) return { kind: 'undo' };
  if (s.prompt.kind === 'waiting' && s.computers !== undefined && s.computers !== 'none') {
    if (key === 'p') return { kind: 'pauseComputers', paused: s.computers === 'playing' };
    if (key === 'n' && s.computers === 'paused') return { kind: 'stepComputer' };
    return null;
  }
  if (s.prompt.kind === 'scoutPlace') {
    if (key === 'r') return { kind: 'rotateGhost', step: e.shiftKey ? -1 : 1 };
    if (key === ']' || key === '[') return { kind: 'cycleGhost', step: key === ']' ? 1 : -1 };
    return null;
  }
  if (e.altGraph && s.destinations === 0) return null;
  if (s.destinations > 0 && (key === 'd' || key === ']' || key === '[')) {
    return { kind: 'cycleDestination', step: key === '[' || (key === 'd' && e.shiftKey) ? -1 : 1 };
  }
  const option = s.prompt.options.find((o) => o.hotkey !== undefined && o.hotkey.toLowerCase() === wantedKey(e, key, s.prompt.options));
  return option ? { kind: 'choose', option } : null;
}

/**
 * The option key a press means. The digit row is read by its physical key (`Digit1` …), so that
 * it works on every layout: Shift with a digit is `shift+N` where the decision has such a key
 * (the dice game’s low house number; on US or German keyboards it types a sign such as "!"); a digit
 * key that types another sign without Shift (AZERTY's "&", "é" …) is its digit; and a digit
 * typed with Shift (AZERTY) is that digit wherever no `shift+N` is offered.
 */
function wantedKey(e: KeyPress, key: string, options: readonly Option[]): string {
  const d = e.code !== undefined ? /^Digit([0-9])$/.exec(e.code)?.[1] : undefined;
  if (d === undefined) return key;
  if (e.shiftKey && options.some((o) => o.hotkey === `shift+${d}`)) return `shift+${d}`;
  if (!e.shiftKey && !/^[0-9]$/.test(key)) return d;
  return key;
}

/** How an option's key is printed on its button: `1`, `E`, `⇧1` (Shift and 1). */
export function keyCap(hotkey: string): string {
  return hotkey.startsWith('shift+') ? `⇧${hotkey.slice(6).toUpperCase()}` : hotkey.toUpperCase();
}

/** The key as `aria-keyshortcuts` names it: `1`, `E`, `Shift+1`. */
export function ariaKeys(hotkey: string): string {
  return hotkey.startsWith('shift+') ? `Shift+${hotkey.slice(6).toUpperCase()}` : hotkey.toUpperCase();
}

/** A key typed into a text field belongs to the field, not to the table. */
export function isTypingTarget(el: EventTarget | null): boolean {
  const e = el as HTMLElement | null;
  return !!e && (e.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.tagName));
}
