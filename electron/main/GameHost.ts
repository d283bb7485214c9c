/**
 * The authoritative game in the main process. Holds the engine state, validates every action
 * through the engine, keeps the action record (what saves store) and pushes the updated
 * per-player view plus events after every change. No Electron imports: runs under vitest.
 */
import type { GameSnapshot, GameUpdate, PlayerSummary } from '../../shared/ipc/contract';
import type { EngineAction, EngineApi, GameEvent, GameSetup, GameState } from './engine';

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

  constructor(
    readonly engine: EngineApi,
    private readonly opts: GameHostOptions = {},
  ) {}

  get running(): boolean {
    return this.state !== null;
  }

  /** The game record saves store: setup plus every applied action in order. */
  record(): { setup: GameSetup; actions: readonly EngineAction[] } | null {
    return this.setupValue ? { setup: this.setupValue, actions: this.actions } : null;
  }

  hash(): string | null {
    return this.state ? this.engine.hashState(this.state) : null;
  }

  getState(): GameState | null {
    return this.state;
  }

  newGame(setup: GameSetup): HostResult<GameSnapshot> {
    const created = safe(() => this.engine.createGame(setup));
    if (!created.ok) return { ok: false, error: created.error };
    this.adopt(setup, [], created.state);
    return { ok: true, value: this.snapshot()! };
  }

  /** Adopt a verified game (a loaded save). */
  adopt(setup: GameSetup, actions: readonly EngineAction[], state: GameState): void {
    this.setupValue = setup;
    this.actions = [...actions];
    this.state = state;
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
    return {
      activeSeat,
      phase: state.phase,
      year: state.year,
      actionCount: this.actions.length,
      players: summarisePlayers(state),
      legal: legal.filter((a) => a.player === activeSeat) as GameSnapshot['legal'],
      view: this.engine.viewFor(state, activeSeat),
      routes: this.routes(state, activeSeat, legal),
      hash: this.engine.hashState(state),
      winners: [...state.winners],
    };
  }
}

/** The engine promises never to throw; this turns a broken promise into a typed error. */
function safe<T extends { ok: boolean }>(f: () => T): T | { ok: false; error: { code: string; message: string } } {
  try {
    return f();
  } catch (e) {
    return { ok: false, error: { code: 'engine-threw', message: (e as Error)?.message ?? String(e) } };
  }
}
