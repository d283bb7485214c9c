/**
 * The computer seats at the table: whenever a computer journeyman must decide (on its turn or
 * outside it, as in the dice game), ask the AI — in its worker thread, from that seat's view
 * only — and play the answer at a readable pace. A new game, a load or an undo bumps the
 * host's epoch and cancels whatever is being thought about; a late answer is then dropped.
 * If the AI fails (its thread crashed, say), the decision is asked again once (the host gives
 * a fresh thread), and then taken by the instant fallback in this process, so a computer seat
 * never leaves the table waiting; every failure is reported. An AI that gave no answer in time
 * (a rejection marked `timedOut`: AiWorker's watchdog stopped its thread) is not asked again for
 * this decision: the fallback answers at once, and the next decision gets a fresh thread.
 *
 * The table can hold the computers back (setHeld): while something covers it (a scoring being
 * shown, the rules) or the person has left it for the menu, no computer move is played; one
 * already thought out waits and is played once the table is shown again. The person may also
 * hold them (a pause, to read or to watch move by move): stepOnce lets exactly one decision
 * through while they are held.
 */
import type { Action, GameView } from '../../../shared/engine';
import type { AiLevel } from '../../../shared/ai/decide';
import type { Reason } from '../../../shared/ai/reasons';

/** What the seats need from the host (GameHost implements it). */
export interface SeatsHost {
  /** Bumped by every new game, load and undo. */
  readonly epoch: number;
  /** The computer seat that must decide now, or null (a person decides, curtain, game over). */
  computerToDecide(): { seat: number; level: AiLevel; view: GameView; legal: readonly Action[]; actionCount: number } | null;
  /** Apply a computer seat's decision with its reason line and the place a walk heads for, if any. */
  applyComputer(action: Action, reason: Reason, toward?: string): { ok: boolean };
  /** The seat now thinking (shown on the table), or null. */
  setThinking(seat: number | null): void;
}

/**
 * The AI as the seats use it (AiWorker implements it). decide() rejects when the AI failed; a
 * rejection with `timedOut: true` says it gave no answer in time (see the file comment).
 */
export interface SeatsAi {
  decide(
    view: GameView,
    legal: readonly Action[],
    options: { level: AiLevel; seed: number },
    memoryKey?: string,
  ): Promise<{ status: 'done'; action: Action; reason: Reason; toward?: string } | { status: 'cancelled' }>;
  cancel(): void;
}

export interface ComputerSeatsOptions {
  readonly host: SeatsHost;
  readonly ai: SeatsAi;
  /** Milliseconds a computer decision takes at least (the pace setting; 0 = instant). */
  readonly paceMs: () => number;
  /** The AI's own seed for this table (never the game's seed). */
  readonly seed: number;
  /** Reports an AI failure (each attempt that failed). */
  readonly onError?: (e: Error) => void;
  /** An instant decision in this process, used when the AI failed twice (no fallback: the seat waits). */
  readonly fallback?: (due: NonNullable<ReturnType<SeatsHost['computerToDecide']>>, seed: number) => { action: Action; reason: Reason };
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export class ComputerSeats {
  private running = false;
  private again = false;
  private lastError: Error | null = null;
  private held = false;
  /** Decisions that may be played while held (stepOnce): 0 or 1. */
  private allowance = 0;
  /** Resolves the wait of a decision that is ready while the computers are held. */
  private release: (() => void) | null = null;

  constructor(private readonly opts: ComputerSeatsOptions) {}

  /** Whether a decision is being thought about or played now. */
  get busy(): boolean {
    return this.running;
  }

  /** The AI's last failure, if any (cleared by the next good decision). */
  get error(): Error | null {
    return this.lastError;
  }

  /** Called after every change of the game: starts the next computer decision if one is due. */
  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // after the change that poked us has been pushed: the next decision starts on a later tick
    this.running = true;
    setTimeout(() => void this.loop(), 0);
  }

  /** Drop what is being thought about (the host has bumped its epoch already). */
  cancel(): void {
    this.allowance = 0;
    this.opts.ai.cancel();
    this.wake();
  }

  /** Hold the computers back (the table is covered or not shown) or let them play on. */
  setHeld(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    this.allowance = 0;
    if (!held) {
      this.wake();
      this.poke();
    }
  }

  /**
   * While held: let exactly one computer decision be played (the one being thought about or
   * waiting, else the next one due), then hold again. Nothing happens when they are not held.
   */
  stepOnce(): void {
    if (!this.held) return;
    this.allowance = 1;
    this.wake();
    this.poke();
  }

  /** Held, with no single decision let through (stepOnce). */
  private get stopped(): boolean {
    return this.held && this.allowance === 0;
  }

  /** Whether the computers are held back now. */
  get isHeld(): boolean {
    return this.held;
  }

  private wake(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  /**
   * Waits while the computers are held (ends at once when they are not; cancel() ends it too).
   * Only the one running loop waits here, so there is one release at most.
   */
  private whileHeld(): Promise<void> {
    if (!this.stopped) return Promise.resolve();
    return new Promise((resolve) => (this.release = resolve));
  }

  /** Resolves once no computer decision is due or running (for tests and the quit path). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((r) => setTimeout(r, 5));
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (await this.step()) {
          /* play on while computers decide */
        }
      } while (this.again);
    } catch (e) {
      // a fault outside the AI (the host, the pace): said, not an unhandled rejection
      this.lastError = e instanceof Error ? e : new Error(String(e));
      this.opts.onError?.(this.lastError);
    } finally {
      this.running = false;
      this.opts.host.setThinking(null);
    }
  }

  /** One computer decision; true when one was applied (so the next may be due). */
  private async step(): Promise<boolean> {
    const { host, ai } = this.opts;
    if (this.stopped) return false; // setHeld(false) or stepOnce starts the computers again
    const due = host.computerToDecide();
    if (!due) return false;
    const epoch = host.epoch;
    const now = this.opts.now ?? Date.now;
    const started = now();
    host.setThinking(due.seat);
    // the seed mixes the table's own seed with public facts only (seat and action count)
    const seed = (this.opts.seed ^ Math.imul(due.actionCount + 1, 0x9e3779b1) ^ Math.imul(due.seat + 1, 0x85ebca6b)) >>> 0;
    let outcome: Awaited<ReturnType<SeatsAi['decide']>> | null = null;
    for (let attempt = 0; attempt < 2 && outcome === null; attempt++) {
      try {
        outcome = await ai.decide(due.view, due.legal, { level: due.level, seed }, `${epoch}:${due.seat}`);
      } catch (e) {
        this.lastError = e instanceof Error ? e : new Error(String(e));
        this.opts.onError?.(this.lastError);
        if (host.epoch !== epoch) return false;
        // the AI has already kept the table waiting for its whole deadline: no second wait
        if (timedOut(e)) break;
      }
    }
    if (outcome === null) {
      if (!this.opts.fallback) return false;
      outcome = { status: 'done', ...this.opts.fallback(due, seed) };
    } else {
      this.lastError = null;
    }
    if (outcome.status !== 'done' || host.epoch !== epoch) return false;
    const wait = this.opts.paceMs() - (now() - started);
    if (wait > 0) await (this.opts.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms))))(wait);
    // a move thought out while the table got covered is played when it is shown again
    await this.whileHeld();
    if (host.epoch !== epoch || this.stopped) return false;
    // a decision let through while held (stepOnce) uses up the allowance: the next one waits
    if (this.held) this.allowance = 0;
    return host.applyComputer(outcome.action, outcome.reason, outcome.toward).ok;
  }
}

/** A rejection that says the AI gave no answer in time (AiWorker's AiTimeoutError). */
function timedOut(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { timedOut?: unknown }).timedOut === true;
}
