/**
 * What the table shows, built in main from what the deciding seat may see: the prompt of the
 * decision model (shared/decisions) and the log in sentences (shared/narration). The renderer
 * only draws them; it never computes rules.
 */
import type { Action, GameEvent, GameState } from '../../shared/engine';
import type { GameView } from '../../shared/engine/view';
import { realEngine } from './engine';
import { publicView as publicViewOf } from './replay/publicView';
import { applyAction, createGame } from '../../shared/engine';
import { promptFor, type Msg, type Prompt, type RouteInfo } from '../../shared/decisions';
import { narrateLines } from '../../shared/narration';
import type { GameSetup } from './engine';
import type { FinalResult } from '../../shared/ipc/contract';
import { finalResult } from './replay/finalResult';

/** One line of the log: a sentence, the seat it is about, and a computer's why. */
export interface LogEntry {
  readonly msg: Msg;
  readonly seat?: number;
  readonly reason?: Msg;
}

/** A view that names every place and journeyman and holds nobody's hand (for the log). */
const publicView = (state: GameState): GameView => publicViewOf(realEngine, state) as unknown as GameView;

/** The prompt for the deciding seat's view and options (a waiting prompt without options). */
export function promptOf(view: GameView, legal: readonly Action[], routes: readonly RouteInfo[]): Prompt {
  return promptFor(view, legal, { routes });
}

/**
 * The log lines of one applied action. A computer's reason goes with the first sentence, the
 * one that tells the action itself ("Anna steps to a work space …"), not with what follows
 * from it (the wage, the end of the turn), which would read as if it were the reason's subject.
 */
export function logLines(events: readonly GameEvent[], before: GameState | null, after: GameState, seat: number, reason: Msg | null): LogEntry[] {
  // each line carries the journeyman it tells of (a year's scoring: every one in turn), so its
  // piece beside it is theirs; a line of the game's own (a year begins) carries none
  const told = narrateLines(events, before ? publicView(before) : null, publicView(after));
  const lines: LogEntry[] = told.map((l) => (l.seat === null ? { msg: l.msg } : { msg: l.msg, seat: l.seat }));
  if (reason) {
    if (lines.length === 0) lines.push({ msg: reason, seat });
    else lines[0] = { ...lines[0]!, reason };
  }
  return lines;
}

/**
 * The whole log of a game from its record (a loaded save), replayed under its own rules, with
 * the computers' reasons the record kept (by action index).
 */
export function logOfRecord(setup: GameSetup, actions: readonly Action[], engineVersion: number, reasons: ReadonlyMap<number, Msg> = new Map()): LogEntry[] {
  // the engine plays a record under the rules it was played under (C41–C49 came with version 2)
  const created = createGame(setup, { engineVersion });
  if (!created.ok) return [];
  let state = created.state;
  const log: LogEntry[] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = applyAction(state, a);
    if (!r.ok) break;
    log.push(...logLines(r.events, state, r.state, a.player, reasons.get(i) ?? null));
    state = r.state;
  }
  return log;
}

/** The final screen's headline once the game is over (which rule decided it), else null. */
export function resultOf(state: GameState): FinalResult | null {
  return state.phase === 'finished' ? finalResult(state.players, state.winners) : null;
}
