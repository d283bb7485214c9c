/**
 * Calling the person back: when the computer players hand a decision to a person, or the game
 * ends, while the window is not in front, the window asks for attention (Electron's
 * `flashFrame`: the taskbar button flashes on Windows and the window manager's urgency hint is
 * set on Linux, until the window is focused again; on macOS the Dock icon bounces once, as an
 * informational request does). A person at the window is never disturbed; one request at a time,
 * and only within one game (a new game or a load is no hand-over).
 */
import type { GameSnapshot } from '../../shared/ipc/contract';
import { personWanted, type DeciderFacts } from '../../shared/ipc/handover';

/** The parts of a BrowserWindow the call needs. */
export interface AttentionWindow {
  isDestroyed(): boolean;
  isFocused(): boolean;
  flashFrame(flag: boolean): void;
  once(event: 'focus', listener: () => void): unknown;
}

export class AttentionCaller {
  private before: DeciderFacts | null = null;
  /** The game the last update belonged to (a new game or a load starts another). */
  private epoch: number | undefined;
  /** The window asking now (until it is focused). */
  private asking: AttentionWindow | null = null;

  constructor(private readonly window: () => AttentionWindow | null) {}

  /** Every game update's snapshot passes here, in order. */
  update(s: Pick<GameSnapshot, 'activeSeat' | 'phase' | 'seats' | 'epoch'>): void {
    const now: DeciderFacts = { activeSeat: s.activeSeat, phase: s.phase, seats: s.seats };
    const wanted = s.epoch === this.epoch && personWanted(this.before, now);
    this.before = now;
    this.epoch = s.epoch;
    if (!wanted) return;
    const w = this.window();
    if (!w || w.isDestroyed() || w.isFocused() || this.asking === w) return;
    this.asking = w;
    w.once('focus', () => {
      if (this.asking === w) this.asking = null;
      if (!w.isDestroyed()) w.flashFrame(false);
    });
    w.flashFrame(true);
  }
}
