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
 * A decision the host refuses to play (a fault on main's side) is replaced by the fallback's,
 * then by the first legal action; when none can be played, or the host itself fails, the seat
 * is shown as stuck (onStuck) and tried again after a growing pause (RETRY_MS), so a fault
 * never leaves the table waiting without a word and a passing one mends itself.
 *
 * The table can hold the computers back (setHeld): while something covers it (a scoring being
 * shown, the rules) or the person has left it for the menu, no computer move is played; one
 * already thought out waits and is played once the table is shown again. The person may also
 * hold them (a pause, to read or to watch move by move): stepOnce lets exactly one decision
 * through while they are held. The pace's wait ends early when the pace setting changes
 * (paceChanged), the computers are held or let go, or the game changes.
 */
import type { Action, GameView } from '../../../shared/engine';
import { sameAction } from '../../../shared/engine/apply';
import type { AiLevel } from '../../../shared/ai/decide';
import type { Reason } from '../../../shared/ai/reasons';

/** A computer decision due now, as the host tells it. */
type Due = NonNullable<ReturnType<SeatsHost['computerToDecide']>>;

/** The pauses before a stuck computer decision is tried again: growing, then every 30 s. */
export const RETRY_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The fallback's reason line when even the fallback failed (the first legal action is played). */
const FALLBACK_REASON: Reason = { key: 'ai.fallback', params: {} };

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
  /** Reports an AI failure (each attempt that failed) and every move the host refused. */
  readonly onError?: (e: Error) => void;
  /** The computer seat whose decision could not be played (it is tried again), or null once one is. */
  readonly onStuck?: (seat: number | null) => void;
  /** An instant decision in this process, used when the AI failed twice (none given, or it fails: the first legal action). */
  readonly fallback?: (due: Due, seed: number) => { action: Action; reason: Reason };
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Schedules the next try of a stuck decision and returns a way to call it off (tests replace it). */
  readonly later?: (f: () => void, ms: number) => () => void;
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
  /** Ends the pace's wait early (the pace changed, the computers were held or let go, the game changed). */
  private nudge: (() => void) | null = null;
  /** Tries in a row whose decision could not be played (0: none stuck). */
  private failures = 0;
  /** Calls off the scheduled try of a stuck decision (null: none scheduled). */
  private retrying: (() => void) | null = null;
  /** The computer seat whose decision was last due (told as stuck when the host cannot say). */
  private lastSeat: number | null = null;
  /** stop(): no computer decision is asked or played any more. */
  private stoppedForGood = false;

  constructor(private readonly opts: ComputerSeatsOptions) {}

  /** Whether a decision is being thought about or played now. */
  get busy(): boolean {
    return this.running;
  }

  /** The last failure (the AI's, or a move the host refused), if any; cleared by the AI's next good answer. */
  get error(): Error | null {
    return this.lastError;
  }

  /** Called after every change of the game: starts the next computer decision if one is due. */
  poke(): void {
    if (this.stoppedForGood) return;
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
    // a new game, a load or an undo: a stuck decision of the game before is no longer due
    // (the host has cleared its stuck seat), and the next one starts its pauses afresh
    this.failures = 0;
    this.opts.ai.cancel();
    this.wake();
  }

  /** Hold the computers back (the table is covered or not shown) or let them play on. */
  setHeld(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    this.allowance = 0;
    // a move waiting for its pace: held, it waits for the table instead; let go, it may be due now
    this.paceChanged();
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

  /** The pace setting changed: a decision waiting for its pace waits as long as the new one says. */
  paceChanged(): void {
    const n = this.nudge;
    this.nudge = null;
    n?.();
  }

  /** No computer decision is asked or played any more (the services are closed). */
  stop(): void {
    this.stoppedForGood = true;
    this.retrying?.();
    this.retrying = null;
    this.cancel();
  }

  private wake(): void {
    const r = this.release;
    this.release = null;
    r?.();
    this.paceChanged();
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
      // a fault outside the AI (the host, the pace): said, not an unhandled rejection, and tried again
      this.report(e);
      this.stuck(this.seatDue());
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
    this.lastSeat = due.seat;
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
        this.report(e);
        if (host.epoch !== epoch) return false;
        // the AI has already kept the table waiting for its whole deadline: no second wait
        if (timedOut(e)) break;
      }
    }
    if (outcome === null) outcome = { status: 'done', ...this.fallbackFor(due, seed) };
    else this.lastError = null;
    if (outcome.status !== 'done' || host.epoch !== epoch) return false;
    for (;;) {
      await this.paced(started, epoch);
      // (a game changed or the seats stopped meanwhile: nothing to wait for)
      if (host.epoch !== epoch || this.stoppedForGood) return false;
      if (!this.stopped) break;
      // a move thought out while the table got covered is played when it is shown again, after
      // what is left of its pace (none after a long cover)
      await this.whileHeld();
      // woken while still held: cancelled (a quit, say); letting go later starts afresh
      if (this.stopped) return false;
    }
    // a decision let through while held (stepOnce) uses up the allowance: the next one waits
    if (this.held) this.allowance = 0;
    return this.play(due, outcome, seed);
  }

  /** Waits out the rest of the pace (as long as the pace says now), unless the game changes or the computers are held. */
  private async paced(started: number, epoch: number): Promise<void> {
    const now = this.opts.now ?? Date.now;
    const sleep = this.opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (;;) {
      const wait = this.opts.paceMs() - (now() - started);
      if (wait <= 0 || this.opts.host.epoch !== epoch || this.stopped || this.stoppedForGood) return;
      const nudged = new Promise<void>((r) => (this.nudge = r));
      await Promise.race([sleep(wait), nudged]);
      this.nudge = null;
    }
  }

  /**
   * Plays the decision. One the host refuses is reported and replaced by the fallback's, then by
   * the first legal action; when none is played the seat is stuck and tried again later.
   */
  private play(due: Due, outcome: { action: Action; reason: Reason; toward?: string }, seed: number): boolean {
    const { host } = this.opts;
    const epoch = host.epoch;
    const tried: Action[] = [];
    const tryOne = (action: Action | undefined, reason: Reason, toward?: string): boolean => {
      // (compared field by field: the AI's answer comes from its thread as a copy)
      if (!action || tried.some((t) => sameAction(t, action)) || host.epoch !== epoch) return false;
      tried.push(action);
      if (host.applyComputer(action, reason, toward).ok) return true;
      this.report(new Error(`the host refused the computer's move (${action.type})`));
      return false;
    };
    const played =
      tryOne(outcome.action, outcome.reason, outcome.toward) ||
      (() => {
        const fb = this.fallbackFor(due, seed);
        return tryOne(fb.action, fb.reason) || tryOne(due.legal[0], FALLBACK_REASON);
      })();
    if (played) {
      if (this.failures > 0) {
        this.failures = 0;
        this.opts.onStuck?.(null);
      }
      return true;
    }
    if (host.epoch === epoch) this.stuck(due.seat);
    return false;
  }

  /** The fallback's decision, or the first legal action when there is no fallback or it fails. */
  private fallbackFor(due: Due, seed: number): { action: Action; reason: Reason } {
    try {
      if (this.opts.fallback) return this.opts.fallback(due, seed);
    } catch (e) {
      this.report(e);
    }
    return { action: due.legal[0] as Action, reason: FALLBACK_REASON };
  }

  /** The computer seat due now; when the host cannot say, the one last due (null: none). */
  private seatDue(): number | null {
    try {
      return this.opts.host.computerToDecide()?.seat ?? null;
    } catch {
      return this.lastSeat;
    }
  }

  private report(e: unknown): void {
    this.lastError = e instanceof Error ? e : new Error(String(e));
    this.opts.onError?.(this.lastError);
  }

  /** A decision of `seat` could not be played: said, and tried again after a growing pause. */
  private stuck(seat: number | null): void {
    if (this.stoppedForGood) return;
    const ms = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] as number;
    this.failures++;
    if (seat !== null) this.opts.onStuck?.(seat);
    if (this.retrying) return;
    const later =
      this.opts.later ??
      ((f: () => void, wait: number) => {
        // (unref: a try still to come keeps no process alive that is otherwise done)
        const timer = setTimeout(f, wait);
        timer.unref?.();
        return () => clearTimeout(timer);
      });
    this.retrying = later(() => {
      this.retrying = null;
      this.poke();
    }, ms);
  }
}


/** A rejection that says the AI gave no answer in time (AiWorker's AiTimeoutError). */
function timedOut(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { timedOut?: unknown }).timedOut === true;
}
