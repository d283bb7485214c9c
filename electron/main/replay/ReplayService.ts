/**
 * Read-only replays: any saved or finished game watched from the start.
 *
 * `open` reads a save through a ReplaySource (the SaveStore's read-only path), replays its
 * record once with the engine and keeps a checkpoint every `checkpointEvery` actions plus the
 * events of every action. A frame is then the checkpoint's state advanced by at most
 * `checkpointEvery - 1` actions (or one step from the last frame served), shown as a PUBLIC
 * view. Nothing here writes a file, adopts the game into the GameHost or schedules an autosave.
 *
 * Every method answers a result object and never throws.
 */
import { randomBytes } from 'node:crypto';
import type { FinalResult, MsgPayload, ReasonPayload, ReplayFrame, ReplayInfo } from '../../../shared/ipc/contract';
import { logLines } from '../presenter';
import { activeSeatOf } from '../GameHost';
import type { EngineAction, EngineApi, GameEvent, GameState } from '../engine';
import { scoreBreakdown as defaultBreakdown } from './engineParts';
import { finalResult } from './finalResult';
import { publicView } from './publicView';
import type { ReplayRecord, ReplaySource } from './saveSource';

export type ReplayErrorCode = 'replay-not-found' | 'replay-index-out-of-range' | 'replay-failed' | 'replay-internal';
export type ReplayResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface ReplayServiceOptions {
  readonly engine: EngineApi;
  readonly source: ReplaySource;
  /** A checkpoint every N actions (default 50). */
  readonly checkpointEvery?: number;
  /** Replays kept open at once; opening one more closes the least recently used (default 4). */
  readonly maxOpen?: number;
  /** Actions of history a frame carries for the log (default 40, at most 64). */
  readonly logWindow?: number;
  readonly breakdown?: (state: GameState) => ReplayFrame['breakdown'];
}

interface OpenReplay {
  readonly info: ReplayInfo;
  readonly actions: readonly EngineAction[];
  /** checkpoints[k] = state after k * every actions. */
  readonly checkpoints: readonly GameState[];
  /** events[i] = events of action i (leading to frame i + 1). */
  readonly events: readonly (readonly GameEvent[])[];
  /** lines[i] = action i in the table's sentences, told against the position right after it. */
  readonly lines: readonly (readonly MsgPayload[])[];
  /** seats[i][k] = the journeyman line k of action i is about (null: the game's own line), as the table's log marks it. */
  readonly seats: readonly (readonly (number | null)[])[];
  /** The computers' reasons by action index (0-based). */
  readonly reasons: ReadonlyMap<number, ReasonPayload>;
  /** The last frame's state, for cheap stepping forward. */
  cursor: { index: number; state: GameState };
  used: number;
}

function fail(code: ReplayErrorCode, message: string): { ok: false; error: { code: string; message: string } } {
  return { ok: false, error: { code, message } };
}

function plainEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) => JSON.parse(JSON.stringify(e)) as GameEvent);
}

export class ReplayService {
  private readonly engine: EngineApi;
  private readonly source: ReplaySource;
  private readonly every: number;
  private readonly maxOpen: number;
  private readonly logWindow: number;
  private readonly breakdown: (state: GameState) => ReplayFrame['breakdown'];
  private readonly open_ = new Map<string, OpenReplay>();
  private clock = 0;

  constructor(opts: ReplayServiceOptions) {
    this.engine = opts.engine;
    this.source = opts.source;
    this.every = Math.max(1, Math.floor(opts.checkpointEvery ?? 50));
    this.maxOpen = Math.max(1, Math.floor(opts.maxOpen ?? 4));
    this.logWindow = Math.min(64, Math.max(1, Math.floor(opts.logWindow ?? 40)));
    this.breakdown = opts.breakdown ?? defaultBreakdown;
  }

  /** Number of replays currently held open. */
  get openCount(): number {
    return this.open_.size;
  }

  async open(saveId: string): Promise<ReplayResult<ReplayInfo>> {
    try {
      const loaded = await this.source(saveId);
      if (!loaded.ok) return loaded;
      return this.openRecord(loaded.value);
    } catch (e) {
      return fail('replay-internal', e instanceof Error ? e.message : 'unexpected failure');
    }
  }

  /**
   * A game's record watched from the start: a save's (`open`) or the running game's once it is
   * over (main's `replay:open-current`; the record is replayed from its setup, the game itself is
   * not touched).
   */
  openRecord(record: ReplayRecord): ReplayResult<ReplayInfo> {
    try {
      const { name, setup, actions } = record;
      const reasons = new Map((record.reasons ?? []).map((r) => [r.at, { key: r.key, params: { ...r.params } }] as const));
      // under the rules the game was played with (an older save keeps its older rules)
      const version = record.engineVersion;
      const created = this.engine.createGame(setup, version === undefined ? undefined : { engineVersion: version });
      if (!created.ok) return fail('replay-failed', created.error.message);
      let state = created.state;
      const checkpoints: GameState[] = [state];
      const events: GameEvent[][] = [];
      const lines: MsgPayload[][] = [];
      const seats: (number | null)[][] = [];
      const years: { year: number; index: number }[] = [{ year: state.year, index: 0 }];
      const scorings: ReplayInfo['scorings'] = [];
      for (let i = 0; i < actions.length; i++) {
        const r = this.engine.applyAction(state, actions[i] as EngineAction);
        if (!r.ok) return fail('replay-failed', `Action ${i + 1} no longer applies: ${r.error.message}`);
        state = r.state;
        const ev = plainEvents(r.events);
        events.push(ev);
        // as the table's log tells it: against the position right after the action, not a later
        // frame's view (the places and names as they were then)
        const told = logLines(r.events, null, state, actions[i]!.player, null);
        lines.push(told.map((l) => l.msg as MsgPayload));
        seats.push(told.map((l) => l.seat ?? null));
        if (state.year !== years[years.length - 1]!.year) years.push({ year: state.year, index: i + 1 });
        const scored = ev.find((e) => e.type === 'scored');
        if (scored) {
          const kind = scored.kind === 'final' ? 'final' : 'year';
          scorings.push({ kind, year: typeof scored.year === 'number' ? scored.year : state.year, index: i + 1 });
        }
        if ((i + 1) % this.every === 0) checkpoints.push(state);
      }
      const finished = state.phase === 'finished';
      const replayId = this.newId();
      const info: ReplayInfo = {
        replayId,
        name,
        total: actions.length,
        years,
        scorings,
        players: setup.seats.map((s, i) => {
          const control = record.controls?.[i];
          return control?.kind === 'computer' ? { name: s.name, colour: s.colour, control } : { name: s.name, colour: s.colour };
        }),
        finished,
        seed: finished ? setup.seed : null,
      };
      this.evictFor();
      this.open_.set(replayId, { info, actions, checkpoints, events, lines, seats, reasons, cursor: { index: actions.length, state }, used: ++this.clock });
      return { ok: true, value: info };
    } catch (e) {
      return fail('replay-internal', e instanceof Error ? e.message : 'unexpected failure');
    }
  }

  frame(replayId: string, index: number): ReplayResult<ReplayFrame> {
    try {
      const rp = this.open_.get(replayId);
      if (!rp) return fail('replay-not-found', `No open replay "${String(replayId).slice(0, 40)}".`);
      if (!Number.isInteger(index) || index < 0 || index > rp.info.total) {
        return fail('replay-index-out-of-range', `Frame ${String(index)} is outside 0..${rp.info.total}.`);
      }
      rp.used = ++this.clock;
      const at = this.seek(rp, index);
      if (!at.ok) return at;
      const state = at.value;
      const from = Math.max(1, index - this.logWindow + 1);
      const log: ReplayFrame['log'] = [];
      for (let i = from; i <= index; i++) {
        const reason = rp.reasons.get(i - 1);
        const entry = { index: i, lines: rp.lines[i - 1] as MsgPayload[], seats: rp.seats[i - 1] as (number | null)[] };
        log.push(reason ? { ...entry, reason } : entry);
      }
      const result: FinalResult | null = state.phase === 'finished' ? finalResult(state.players, state.winners) : null;
      return {
        ok: true,
        value: {
          index,
          total: rp.info.total,
          year: state.year,
          phase: state.phase,
          view: publicView(this.engine, state),
          events: index > 0 ? (rp.events[index - 1] as GameEvent[]) : [],
          log,
          breakdown: this.breakdown(state),
          result,
          toMove: state.phase === 'finished' ? null : activeSeatOf(state, this.engine.legalActions(state)),
        },
      };
    } catch (e) {
      return fail('replay-internal', e instanceof Error ? e.message : 'unexpected failure');
    }
  }

  close(replayId: string): ReplayResult<null> {
    if (!this.open_.delete(replayId)) return fail('replay-not-found', `No open replay "${String(replayId).slice(0, 40)}".`);
    return { ok: true, value: null };
  }

  /** The full (private) state after `index` actions: for tests and main-side tools, never sent. */
  stateAt(replayId: string, index: number): ReplayResult<GameState> {
    const rp = this.open_.get(replayId);
    if (!rp) return fail('replay-not-found', `No open replay "${String(replayId).slice(0, 40)}".`);
    if (!Number.isInteger(index) || index < 0 || index > rp.info.total) return fail('replay-index-out-of-range', `Frame ${String(index)} is outside 0..${rp.info.total}.`);
    return this.seek(rp, index);
  }

  /** Nearest start (the cursor when it lies just before, else a checkpoint), then step. */
  private seek(rp: OpenReplay, index: number): ReplayResult<GameState> {
    const k = Math.floor(index / this.every);
    let at = k * this.every;
    let state = rp.checkpoints[k] as GameState;
    if (rp.cursor.index <= index && rp.cursor.index > at) {
      at = rp.cursor.index;
      state = rp.cursor.state;
    }
    for (let i = at; i < index; i++) {
      const r = this.engine.applyAction(state, rp.actions[i] as EngineAction);
      if (!r.ok) return fail('replay-failed', r.error.message);
      state = r.state;
    }
    rp.cursor = { index, state };
    return { ok: true, value: state };
  }

  private evictFor(): void {
    while (this.open_.size >= this.maxOpen) {
      let oldest: string | null = null;
      let used = Infinity;
      for (const [id, rp] of this.open_) {
        if (rp.used < used) {
          used = rp.used;
          oldest = id;
        }
      }
      if (oldest === null) return;
      this.open_.delete(oldest);
    }
  }

  private newId(): string {
    return `rp-${(++this.clock).toString(36)}${randomBytes(5).toString('hex')}`;
  }
}
