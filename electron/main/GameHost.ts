/**
 * The authoritative game in the main process. Holds the engine state, validates every action
 * through the engine, keeps the action record (what saves store) and pushes the updated
 * per-player view plus events after every change. No Electron imports: runs under vitest.
 */
import { createHash } from 'node:crypto';
import { HUMAN, type GameSnapshot, type GameUpdate, type PlayerSummary, type SeatControl } from '../../shared/ipc/contract';
import { canonicalJson } from '../../shared/engine/hash';
import type { EngineAction, EngineApi, GameEvent, GameSetup, GameState } from './engine';

/** A new game as game:new asks for it: the engine's setup, each seat optionally with its control. */
export interface HostSetup {
  readonly seats: readonly { readonly name: string; readonly colour: GameSetup['seats'][number]['colour']; readonly control?: SeatControl }[];
  readonly seed: number;
  readonly startPlayer: number;
}

/** What a save records beside the setup: who plays each seat and the rules version. */
export interface RecordExtras {
  readonly controls?: readonly SeatControl[];
  readonly engineVersion?: number;
}

export type HostResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface GameHostOptions {
  /** Push to the renderer (webContents.send in the app, a page binding in the harness). */
  readonly push?: (update: GameUpdate) => void;
  /** Called after every applied action and new/loaded game (the app autosaves here). */
  readonly onChange?: (host: GameHost) => void;
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
  private engineVersion: number;

  constructor(
    readonly engine: EngineApi,
    private readonly opts: GameHostOptions = {},
  ) {
    this.engineVersion = engine.engineVersion;
  }

  get running(): boolean {
    return this.state !== null;
  }

  /**
   * The game record saves store: setup plus every applied action in order, who plays each seat
   * and the rules version the game is played under (older than the engine's for an old save).
   */
  record(): { setup: GameSetup; actions: readonly EngineAction[]; controls: readonly SeatControl[]; engineVersion: number } | null {
    return this.setupValue ? { setup: this.setupValue, actions: this.actions, controls: this.controls, engineVersion: this.engineVersion } : null;
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
    const setup: GameSetup = { seats: request.seats.map((s) => ({ name: s.name, colour: s.colour })), seed: request.seed, startPlayer: request.startPlayer };
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
    this.opts.onChange?.(this);
    this.opts.push?.({ snapshot: this.snapshot()!, events: [] });
  }

  apply(action: EngineAction): HostResult<GameUpdate> {
    if (!this.state) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
    const r = safe(() => this.engine.applyAction(this.state!, action));
    if (!r.ok) return { ok: false, error: r.error };
    this.state = r.state;
    this.actions.push(action);
    const update: GameUpdate = { snapshot: this.snapshot()!, events: r.events.map((e: GameEvent) => ({ ...e })) };
    this.opts.onChange?.(this);
    this.opts.push?.(update);
    return { ok: true, value: update };
  }

  /** The active seat's reachable destinations, only while a `move` is among its legal actions. */
  private routes(state: GameState, seat: number, legal: readonly EngineAction[]): GameSnapshot['routes'] {
    if (!this.engine.routesFor || !legal.some((a) => a.player === seat && a.type === 'move')) return [];
    return this.engine
      .routesFor(state, seat)
      .filter((r) => r.points > 0)
      .map((r) => ({ to: r.to, points: r.points, thalers: r.thalers, path: [...r.path] }));
  }

  snapshot(): GameSnapshot | null {
    const state = this.state;
    if (!state) return null;
    const legal = state.phase === 'finished' ? [] : this.engine.legalActions(state);
    const activeSeat = activeSeatOf(state, legal);
    const view = this.engine.viewFor(state, activeSeat);
    return {
      activeSeat,
      phase: state.phase,
      year: state.year,
      actionCount: this.actions.length,
      players: summarisePlayers(state),
      seats: this.controls.map((control) => ({ control: { ...control } })),
      legal: legal.filter((a) => a.player === activeSeat) as GameSnapshot['legal'],
      view,
      routes: this.routes(state, activeSeat, legal),
      hash: viewFingerprint(activeSeat, this.actions.length, view),
      winners: [...state.winners],
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
