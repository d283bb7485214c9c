/**
 * The authoritative game in the main process. Holds the engine state, validates every action
 * through the engine, keeps the action record (what saves store) and pushes the updated
 * per-player view plus events after every change. No Electron imports: runs under vitest.
 */
import { createHash, randomInt } from 'node:crypto';
import { HUMAN, type CurtainMode, type GameSnapshot, type GameUpdate, type PlayerSummary, type ReasonPayload, type SeatControl } from '../../shared/ipc/contract';
import { canonicalJson } from '../../shared/engine/hash';
import { undoBarrier, undoStatus, type UndoBarrier, type UndoStatus } from '../../shared/engine/undo';
import type { Action, GameView } from '../../shared/engine';
import type { AiLevel } from '../../shared/ai/decide';
import { logLines, logOfRecord, promptOf, resultOf, type LogEntry } from './presenter';
import type { EngineAction, EngineApi, GameEvent, GameSetup, GameState } from './engine';

/** A new game as game:new asks for it: the engine's setup, each seat optionally with its control. */
export interface HostSetup {
  readonly seats: readonly { readonly name: string; readonly colour: GameSetup['seats'][number]['colour']; readonly control?: SeatControl }[];
  /** Left out: a number drawn here, unseen at the table until the game is over (C49). */
  readonly seed?: number;
  readonly startPlayer: number;
}

/** A computer decision's reason, by the index of its action in the record. */
export interface RecordedReason extends ReasonPayload {
  readonly at: number;
}

/** What a save records beside the setup: who plays each seat, the rules version, the computers' reasons. */
export interface RecordExtras {
  readonly controls?: readonly SeatControl[];
  readonly engineVersion?: number;
  readonly reasons?: readonly RecordedReason[];
}

export type HostResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface GameHostOptions {
  /** Push to the renderer (webContents.send in the app, a page binding in the harness). */
  readonly push?: (update: GameUpdate) => void;
  /** Called after every applied action and new/loaded game (the app autosaves here). */
  readonly onChange?: (host: GameHost) => void;
  /** The hot-seat curtain setting (default 'auto': on while two or more people share the screen). */
  readonly curtain?: () => CurtainMode;
}

/** Who sees what in a snapshot: whose private facts it carries and whether the curtain is up. */
interface Privacy {
  readonly viewer: number | null;
  readonly curtain: number | null;
}

function bookLabel(card: unknown): string {
  if (!card || typeof card !== 'object') return String(card);
  const c = card as Record<string, unknown>;
  const detail = c.city ?? c.id ?? c.leisure;
  return detail === undefined ? String(c.kind) : `${String(c.kind)}:${String(detail)}`;
}

export function summarisePlayers(state: GameState): PlayerSummary[] {
  return state.players.map((p) => ({
    name: p.name,
    colour: p.colour,
    thalers: p.thalers,
    vp: p.vp,
    handSize: p.hand?.length ?? 0,
    tally: Object.fromEntries(Object.entries(p.tally?.segments ?? {}).map(([k, v]) => [k, [...v]])),
    companion: p.companion?.id ?? null,
    book: (p.book ?? []).map(bookLabel),
  }));
}

/** The seat whose decision the engine awaits: the turn player if it has a legal action. */
export function activeSeatOf(state: GameState, legal: readonly EngineAction[]): number {
  if (legal.some((a) => a.player === state.turn.player)) return state.turn.player;
  return legal[0]?.player ?? state.turn.player;
}

export class GameHost {
  private state: GameState | null = null;
  private setupValue: GameSetup | null = null;
  private actions: EngineAction[] = [];
  private controls: SeatControl[] = [];
  /** The computers' reasons by action index (what the log showed, kept with the record). */
  private reasons = new Map<number, ReasonPayload>();
  private engineVersion: number;
  /** States before each action since the last undo barrier (the takeable-back stretch). */
  private undoStates: GameState[] = [];
  private lastBarrier: UndoBarrier | null = null;
  /** The person whose private facts were shown last (hot seat). */
  private revealedTo: number | null = null;
  private thinkingSeat: number | null = null;
  /** A computer seat whose decision could not be played (ComputerSeats tries it again), or null. */
  private stuckSeat: number | null = null;
  /** The place a computer seat's walk heads for (the AI's `toward`), while that walk goes on. */
  private walkGoal: { seat: number; to: string } | null = null;
  private epochValue = 0;
  /** The log in sentences, and its length before each action since the game was adopted. */
  private log: LogEntry[] = [];
  private logAt: number[] = [];

  constructor(
    readonly engine: EngineApi,
    private readonly opts: GameHostOptions = {},
  ) {
    this.engineVersion = engine.engineVersion;
  }

  get running(): boolean {
    return this.state !== null;
  }

  /** Actions in the game's record now. */
  get actionCount(): number {
    return this.actions.length;
  }

  /** Bumped by every new game, load and undo: a computer decision begun before is dropped. */
  get epoch(): number {
    return this.epochValue;
  }

  controlOf(seat: number): SeatControl {
    return this.controls[seat] ?? HUMAN;
  }

  /**
   * The game record saves store: setup plus every applied action in order, who plays each seat
   * and the rules version the game is played under (older than the engine's for an old save).
   */
  record(): { setup: GameSetup; actions: readonly EngineAction[]; controls: readonly SeatControl[]; engineVersion: number; reasons: RecordedReason[] } | null {
    if (!this.setupValue) return null;
    // in action order: a reason is added at the next action's index and taken with an undone action
    const reasons = [...this.reasons].map(([at, r]) => ({ at, ...r }));
    return { setup: this.setupValue, actions: this.actions, controls: this.controls, engineVersion: this.engineVersion, reasons };
  }

  /** The full state hash (hidden information included): stays in main, never sent to the renderer. */
  hash(): string | null {
    return this.state ? this.engine.hashState(this.state) : null;
  }

  getState(): GameState | null {
    return this.state;
  }

  /** A new game; each seat's `control` (default: a person) is kept beside the engine's setup. */
  newGame(request: HostSetup): HostResult<GameSnapshot> {
    const seed = request.seed ?? randomInt(0x100000000);
    const setup: GameSetup = { seats: request.seats.map((s) => ({ name: s.name, colour: s.colour })), seed, startPlayer: request.startPlayer };
    const created = safe(() => this.engine.createGame(setup));
    if (!created.ok) return { ok: false, error: created.error };
    this.adopt(setup, [], created.state, { controls: request.seats.map((s) => s.control ?? HUMAN), engineVersion: this.engine.engineVersion });
    return { ok: true, value: this.snapshot()! };
  }

  /** Adopt a verified game (a loaded save), with its seat controls and rules version. */
  adopt(setup: GameSetup, actions: readonly EngineAction[], state: GameState, extras: RecordExtras = {}): void {
    this.setupValue = setup;
    this.actions = [...actions];
    this.state = state;
    this.controls = setup.seats.map((_, i) => ({ ...(extras.controls?.[i] ?? HUMAN) }));
    this.engineVersion = extras.engineVersion ?? this.engine.engineVersion;
    this.reasons = new Map((extras.reasons ?? []).filter((r) => r.at < actions.length).map(({ at, key, params }) => [at, { key, params: { ...params } }]));
    this.undoStates = [];
    this.lastBarrier = null;
    this.revealedTo = null;
    this.thinkingSeat = null;
    this.stuckSeat = null;
    this.walkGoal = null;
    this.epochValue++;
    this.log = actions.length === 0 ? [] : logOfRecord(setup, actions as unknown as Action[], this.engineVersion, this.reasons);
    this.logAt = [];
    this.opts.onChange?.(this);
    this.opts.push?.({ snapshot: this.snapshot()!, events: [] });
  }

  /**
   * Apply an action. `reason` is a computer seat's one-line why (kept with the update for the
   * log). Every barrier the engine marks (a die, a revealed card or tile, a new turn) ends the
   * stretch that undo may take back.
   */
  apply(action: EngineAction, reason: ReasonPayload | null = null, toward: string | null = null): HostResult<GameUpdate> {
    if (!this.state) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
    const before = this.state;
    const r = safe(() => this.engine.applyAction(before, action));
    if (!r.ok) return { ok: false, error: r.error };
    // what the host held before, so that a fault after the engine leaves no half-applied action
    const kept = { actionCount: this.actions.length, walkGoal: this.walkGoal, revealedTo: this.revealedTo, undoStates: this.undoStates, undoCount: this.undoStates.length, lastBarrier: this.lastBarrier, logCount: this.log.length, logAtCount: this.logAt.length };
    let update: GameUpdate;
    try {
      update = this.commit(before, r.state, r.events, action, reason, toward);
    } catch (e) {
      this.state = before;
      this.walkGoal = kept.walkGoal;
      this.revealedTo = kept.revealedTo;
      this.undoStates = kept.undoStates;
      this.undoStates.length = kept.undoCount;
      this.lastBarrier = kept.lastBarrier;
      this.log.length = kept.logCount;
      this.logAt.length = kept.logAtCount;
      if (this.actions.length > kept.actionCount) this.actions.length = kept.actionCount;
      this.reasons.delete(kept.actionCount);
      return { ok: false, error: { code: 'internal-error', message: `The move could not be shown, so it was not made: ${e instanceof Error ? e.message : String(e)}` } };
    }
    this.opts.onChange?.(this);
    this.opts.push?.(update);
    return { ok: true, value: update };
  }

  /** The engine's new state taken on: the actions, undo, the log and the update (apply's second half). */
  private commit(before: GameState, after: GameState, events: readonly GameEvent[], action: EngineAction, reason: ReasonPayload | null, toward: string | null): GameUpdate {
    this.walkGoal = toward !== null ? { seat: action.player, to: toward } : null;
    this.state = after;
    // the person who acted is the one at the screen: after an open dice game, the decision going
    // back to another person brings the curtain first (their hand must not show to this one)
    if (this.controlOf(action.player).kind === 'human') this.revealedTo = action.player;
    // 'always': the curtain drops before every turn, also between one person's own turns
    if (this.curtainMode() === 'always' && events.some((e: GameEvent) => e.type === 'turnStarted')) this.revealedTo = null;
    if (reason) this.reasons.set(this.actions.length, { key: reason.key, params: { ...reason.params } });
    this.actions.push(action);
    const barrier = undoBarrier(before, after, action as unknown as Action);
    if (barrier) {
      this.undoStates = [];
      this.lastBarrier = barrier;
    } else this.undoStates.push(before);
    this.logAt.push(this.log.length);
    const lines = logLines(events, before, after, action.player, reason);
    this.log.push(...lines);
    const update: GameUpdate = {
      snapshot: this.snapshot()!,
      events: events.map((e: GameEvent) => ({ ...e })),
      reason: reason ? { seat: action.player, ...reason } : null,
      log: lines,
    };
    return update;
  }

  /** A person's action from the table: only for a seat a person plays, and not behind the curtain. */
  applyFromPerson(action: EngineAction): HostResult<GameUpdate> {
    if (!this.state) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
    if (this.controlOf(action.player).kind !== 'human') return { ok: false, error: { code: 'computer-seat', message: 'A computer player decides for that seat.' } };
    if (this.privacy().curtain !== null) return { ok: false, error: { code: 'curtain', message: 'The next person must confirm first.' } };
    return this.apply(action);
  }

  /** A computer seat's decision with its reason line and, for a step of a walk, the place it heads for. */
  applyComputer(action: Action, reason: ReasonPayload, toward?: string): { ok: boolean } {
    if (this.controlOf(action.player).kind !== 'computer') return { ok: false };
    // the update of the computer's own move no longer says it is stuck; a refused move leaves it so
    const stuck = this.stuckSeat;
    this.stuckSeat = null;
    const r = this.apply(action as unknown as EngineAction, reason, toward ?? null);
    if (!r.ok) this.stuckSeat = stuck;
    return r;
  }

  /** Undo status for the seat deciding now (only a person may take back, only their own steps). */
  undoStatus(): UndoStatus {
    const state = this.state;
    if (!state || state.phase === 'finished') return { available: false, reason: 'nothing' };
    const legal = this.engine.legalActions(state);
    const decider = activeSeatOf(state, legal);
    if (this.controlOf(decider).kind !== 'human') return { available: false, reason: 'not-deciding' };
    const since = this.actions.slice(this.actions.length - this.undoStates.length) as unknown as Action[];
    return undoStatus(decider, decider, since, this.lastBarrier);
  }

  /** Take back the deciding person's last action; the record no longer holds it. */
  undo(): HostResult<GameUpdate> {
    const status = this.undoStatus();
    if (!status.available) return { ok: false, error: { code: 'undo-unavailable', message: `Nothing to take back (${status.reason}).` } };
    this.state = this.undoStates.pop()!;
    this.actions.pop();
    this.reasons.delete(this.actions.length);
    this.log.length = this.logAt.pop() ?? this.log.length;
    this.walkGoal = null;
    this.stuckSeat = null;
    this.epochValue++;
    const update: GameUpdate = { snapshot: this.snapshot()!, events: [{ type: 'undone' }], reason: null, log: [] };
    this.opts.onChange?.(this);
    this.opts.push?.(update);
    return { ok: true, value: update };
  }

  /** The log in sentences from line `from` on (at most `max` lines), and its length. */
  logFrom(from: number, max = 5000): { entries: LogEntry[]; total: number } {
    return { entries: this.log.slice(from, from + max), total: this.log.length };
  }

  /** The deciding person confirms it is them: the curtain lifts. */
  reveal(): HostResult<GameSnapshot> {
    if (!this.state) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
    const p = this.privacy();
    if (p.curtain !== null) this.revealedTo = p.curtain;
    const snapshot = this.snapshot()!;
    this.opts.push?.({ snapshot, events: [], reason: null });
    return { ok: true, value: snapshot };
  }

  /** The computer seat that must decide now, with its own view and legal actions. */
  computerToDecide(): { seat: number; level: AiLevel; view: GameView; legal: readonly Action[]; actionCount: number } | null {
    const state = this.state;
    if (!state || state.phase === 'finished') return null;
    const legal = this.engine.legalActions(state);
    if (legal.length === 0) return null;
    const seat = activeSeatOf(state, legal);
    const control = this.controlOf(seat);
    if (control.kind !== 'computer') return null;
    return {
      seat,
      level: control.level,
      view: this.engine.viewFor(state, seat) as GameView,
      legal: legal.filter((a) => a.player === seat) as unknown as Action[],
      actionCount: this.actions.length,
    };
  }

  /** The person deciding now with their own view (for a hint), or null. */
  personToDecide(): { seat: number; view: GameView; legal: readonly Action[]; actionCount: number } | null {
    const state = this.state;
    if (!state || state.phase === 'finished' || this.privacy().curtain !== null) return null;
    const legal = this.engine.legalActions(state);
    const seat = activeSeatOf(state, legal);
    if (legal.length === 0 || this.controlOf(seat).kind !== 'human') return null;
    return { seat, view: this.engine.viewFor(state, seat) as GameView, legal: legal.filter((a) => a.player === seat) as unknown as Action[], actionCount: this.actions.length };
  }

  /** Show a computer seat as thinking (or none); pushes a snapshot when it changes. */
  setThinking(seat: number | null): void {
    if (this.thinkingSeat === seat || !this.state) {
      this.thinkingSeat = seat;
      return;
    }
    this.thinkingSeat = seat;
    this.opts.push?.({ snapshot: this.snapshot()!, events: [], reason: null });
  }

  /** Show a computer seat's decision as stuck (it could not be played; it is tried again) or none; pushes a snapshot when it changes. */
  setStuck(seat: number | null): void {
    if (this.stuckSeat === seat) return;
    this.stuckSeat = seat;
    if (this.state) this.opts.push?.({ snapshot: this.snapshot()!, events: [], reason: null });
  }

  /**
   * Whose private facts a snapshot may carry. With one person at the table: theirs, always
   * (unless the curtain is set to 'always'). With several: the deciding person's, except in the
   * dice game (played openly: its dice are public) — and while the curtain is up (a different
   * person than the last one must confirm first; with 'always', every person at the start of
   * each of their turns), nobody's. Computer seats' private facts are never shown.
   */
  private privacy(): Privacy {
    const state = this.state;
    const people = this.controls.map((c, i) => (c.kind === 'human' ? i : -1)).filter((i) => i >= 0);
    if (!state || people.length === 0) return { viewer: null, curtain: null };
    const mode = this.curtainMode();
    if (people.length === 1 && mode !== 'always') return { viewer: people[0]!, curtain: null };
    if (state.phase === 'finished') return { viewer: null, curtain: null };
    const legal = this.engine.legalActions(state);
    const decider = activeSeatOf(state, legal);
    if (this.controlOf(decider).kind !== 'human' || state.dice !== null) return { viewer: null, curtain: null };
    if (mode !== 'off' && this.revealedTo !== decider) return { viewer: null, curtain: decider };
    return { viewer: decider, curtain: null };
  }

  private curtainMode(): CurtainMode {
    return this.opts.curtain?.() ?? 'auto';
  }

  /** The active seat's reachable destinations, only while a `move` is among its legal actions. */
  private routes(state: GameState, seat: number, legal: readonly EngineAction[]): GameSnapshot['routes'] {
    if (!this.engine.routesFor || !legal.some((a) => a.player === seat && a.type === 'move')) return [];
    return this.engine
      .routesFor(state, seat)
      .filter((r) => r.points > 0)
      .map((r) => ({ to: r.to, points: r.points, thalers: r.thalers, path: [...r.path] }));
  }

  /** The rest of a computer's walk, while that seat still decides and has not arrived. */
  private computerWalk(state: GameState, activeSeat: number): GameSnapshot['computerWalk'] {
    const goal = this.walkGoal;
    if (!goal || goal.seat !== activeSeat || this.controlOf(goal.seat).kind !== 'computer' || !this.engine.routesFor) return null;
    if (state.phase === 'finished' || state.players[goal.seat]?.position === goal.to) return null;
    const route = this.engine.routesFor(state, goal.seat).find((r) => r.to === goal.to);
    return route && route.path.length >= 2 ? { seat: goal.seat, path: [...route.path] } : null;
  }

  snapshot(): GameSnapshot | null {
    const state = this.state;
    if (!state) return null;
    const all = state.phase === 'finished' ? [] : this.engine.legalActions(state);
    const activeSeat = activeSeatOf(state, all);
    const privacy = this.privacy();
    // the deciding seat's view, with its hand only when that seat is the one whose private facts may show
    const seen = this.engine.viewFor(state, activeSeat) as GameView;
    const view: GameView =
      privacy.viewer === activeSeat
        ? seen
        : { ...seen, players: seen.players.map((p, i) => (i === activeSeat || i === privacy.viewer ? { ...p, hand: i === privacy.viewer ? [...state.players[i]!.hand] : [] } : p)) };
    // a person's options, only for a seat a person plays and never behind the curtain
    const forPerson = this.controlOf(activeSeat).kind === 'human' && privacy.curtain === null;
    const legal = forPerson ? all.filter((a) => a.player === activeSeat) : [];
    const routes = forPerson ? this.routes(state, activeSeat, all) : [];
    return {
      activeSeat,
      phase: state.phase,
      year: state.year,
      actionCount: this.actions.length,
      players: summarisePlayers(state),
      seats: this.controls.map((control) => ({ control: { ...control } })),
      legal: legal as GameSnapshot['legal'],
      view,
      routes,
      hash: viewFingerprint(activeSeat, this.actions.length, view),
      winners: [...state.winners],
      viewer: privacy.viewer,
      curtain: privacy.curtain === null ? null : { seat: privacy.curtain },
      // a seat thinks only while it decides: the update of a computer's move after which a person
      // (or another computer) decides does not say it still thinks; one that decides on keeps
      // thinking without a flicker between its moves
      thinking: this.thinkingSeat === activeSeat ? this.thinkingSeat : null,
      stuck: this.stuckSeat,
      computerWalk: this.computerWalk(state, activeSeat),
      undo: this.undoStatus(),
      prompt: promptOf(view, legal as unknown as Action[], routes),
      logLength: this.log.length,
      result: resultOf(state),
      epoch: this.epochValue,
    };
  }
}

/**
 * What the renderer gets instead of the state hash: a fingerprint of exactly what it is shown
 * (the seat, the action count and that seat's view), so it reveals nothing the view does not.
 */
export function viewFingerprint(seat: number, actionCount: number, view: unknown): string {
  return createHash('sha256').update(canonicalJson({ seat, actionCount, view })).digest('hex').slice(0, 32);
}

/** The engine promises never to throw; this turns a broken promise into a typed error. */
function safe<T extends { ok: boolean }>(f: () => T): T | { ok: false; error: { code: string; message: string } } {
  try {
    return f();
  } catch (e) {
    return { ok: false, error: { code: 'engine-threw', message: (e as Error)?.message ?? String(e) } };
  }
}
