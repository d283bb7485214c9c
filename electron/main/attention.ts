/**
 * Calling the person back: when the computer players hand a decision to a person, or the game
 * ends, while the window is not in front, the window asks for attention (Electron's
 * `flashFrame`: the taskbar button flashes on Windows, the Dock icon bounces on macOS, the
 * window manager's urgency hint on Linux) until the window is focused again. A person at the
 * window is never disturbed; one request at a time.
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
  /** The window asking now (until it is focused). */
  private asking: AttentionWindow | null = null;

  constructor(private readonly window: () => AttentionWindow | null) {}

  /** Every game update's snapshot passes here, in order. */
  update(s: Pick<GameSnapshot, 'activeSeat' | 'phase' | 'seats'>): void {
    const now: DeciderFacts = { activeSeat: s.activeSeat, phase: s.phase, seats: s.seats };
    const wanted = personWanted(this.before, now);
    this.before = now;
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
