/**
 * One finished game -> the record the statistics keep (pure). The scores come from the
 * engine's own scoring breakdowns (`state.scorings`: every year-end scoring and the final one),
 * never recomputed here.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../shared/engine/hash';
import { COMPUTER_LEVELS, type ComputerLevel, type GameStatsRecord, type SeatKind } from '../../../shared/ipc/contract';
import type { GameSetup, GameState } from '../engine';

export interface SeatControl {
  readonly kind: SeatKind;
  readonly level: ComputerLevel | null;
}

const HUMAN: SeatControl = { kind: 'human', level: null };
const isLevel = (v: unknown): v is ComputerLevel => typeof v === 'string' && (COMPUTER_LEVELS as readonly string[]).includes(v);
const COMPUTER_WORDS = new Set(['computer', 'ai', 'bot', 'cpu']);

/**
 * Who plays a seat, read from the seat's `control` (the setup's or the snapshot's seat).
 * Understood: 'human'; 'computer' (with `level` beside it); a level alone ('easy', 'medium',
 * 'hard'); or an object `{ kind | type: 'human' | 'computer', level | difficulty }`. Anything
 * else, or no `control` at all, is a person. A computer without a known level counts as medium.
 */
export function seatControlOf(seat: unknown): SeatControl {
  if (!seat || typeof seat !== 'object') return HUMAN;
  const s = seat as Record<string, unknown>;
  const c = s.control;
  if (isLevel(c)) return { kind: 'computer', level: c };
  if (typeof c === 'string') return COMPUTER_WORDS.has(c) ? { kind: 'computer', level: isLevel(s.level) ? s.level : 'medium' } : HUMAN;
  if (c && typeof c === 'object') {
    const o = c as Record<string, unknown>;
    const kind = o.kind ?? o.type;
    const level = o.level ?? o.difficulty;
    if (typeof kind === 'string' && COMPUTER_WORDS.has(kind)) return { kind: 'computer', level: isLevel(level) ? level : 'medium' };
    if (kind === undefined && isLevel(level)) return { kind: 'computer', level };
  }
  return HUMAN;
}

/** The part of a setup that names a game: seats (name, colour), seed, start player. */
export function setupKey(setup: GameSetup): string {
  const body = { seats: setup.seats.map((s) => ({ name: s.name, colour: s.colour })), seed: setup.seed, startPlayer: setup.startPlayer };
  return createHash('sha256').update(canonicalJson(body)).digest('hex').slice(0, 32);
}

/**
 * The id of a finished game: its setup, its length and its final state. The same game loaded
 * again has the same id; a replay with other moves does not.
 */
export function gameId(setup: GameSetup, actions: number, stateHash: string): string {
  return createHash('sha256').update(`${setupKey(setup)}|${actions}|${stateHash}`).digest('hex').slice(0, 32);
}

export interface FinishedGame {
  readonly setup: GameSetup;
  readonly state: GameState;
  readonly actions: number;
  readonly stateHash: string;
  /** Seats with their `control` (snapshot seats when it has them, else the setup's). */
  readonly seats?: readonly unknown[];
}

export interface GameTiming {
  readonly finishedAt: Date;
  readonly startedAt: Date | null;
  readonly minutes: number;
}

function add(into: Record<string, number>, category: string, vp: number): void {
  into[category] = (into[category] ?? 0) + vp;
}

export function buildRecord(game: FinishedGame, timing: GameTiming): GameStatsRecord {
  const { setup, state } = game;
  const players = state.players.map((p, seat) => {
    const byCategory: Record<string, number> = {};
    const final: Record<string, number> = {};
    const years: { year: number; vp: Record<string, number> }[] = [];
    for (const scoring of state.scorings) {
      const lines = scoring.perPlayer[seat] ?? [];
      const vp: Record<string, number> = {};
      for (const line of lines) {
        add(byCategory, line.category, line.vp);
        add(scoring.kind === 'final' ? final : vp, line.category, line.vp);
      }
      if (scoring.kind === 'year') years.push({ year: scoring.year, vp });
    }
    const control = seatControlOf(game.seats?.[seat] ?? setup.seats[seat]);
    return { name: p.name.slice(0, 64), colour: p.colour, kind: control.kind, level: control.level, score: p.vp, thalers: p.thalers, byCategory, final, years };
  });
  return {
    id: gameId(setup, game.actions, game.stateHash),
    finishedAt: timing.finishedAt.toISOString(),
    startedAt: timing.startedAt ? timing.startedAt.toISOString() : null,
    minutes: Math.round(timing.minutes * 10) / 10,
    actions: game.actions,
    years: state.year,
    seed: setup.seed,
    players,
    winners: [...state.winners],
  };
}
