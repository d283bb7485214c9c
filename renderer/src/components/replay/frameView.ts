/**
 * Reading a replay frame: the snapshot shape the board's buildSceneInput expects, and the
 * public facts of each journeyman for the panels. Structural reads of main's public view
 * (the contract keeps the view opaque); no rules are computed here.
 */
import type { GameSnapshot, ReplayFrame, ScoringPayload } from '../../../../shared/ipc/contract';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** A frame as the snapshot the 3-D board is built from: nobody may act, no routes. */
export function snapshotOfFrame(frame: ReplayFrame): GameSnapshot {
  return {
    activeSeat: turnSeat(frame) ?? 0,
    phase: frame.phase,
    year: frame.year,
    actionCount: frame.index,
    players: [],
    legal: [],
    view: frame.view,
    routes: [],
    hash: '',
    winners: frame.result?.winners ?? [],
    seats: [],
    viewer: null,
    curtain: null,
    thinking: null,
    stuck: null,
    computerWalk: null,
    undo: { available: false, reason: 'nothing' },
    prompt: null,
    logLength: 0,
  };
}

export const SEGMENT_KEYS = ['kk', 'red', 'blue', 'green', 'yellow'] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number];

export interface PublicPlayer {
  readonly name: string;
  readonly colour: string;
  readonly vp: number;
  readonly thalers: number;
  readonly handCount: number;
  /** Scantling colours per segment, bottom to top. */
  readonly segments: Readonly<Record<SegmentKey, readonly string[]>>;
  readonly surplus: number;
  readonly bookCount: number;
  readonly companionId: string | null;
  readonly earring: boolean;
}

function playerOf(p: Obj): PublicPlayer {
  const tally = isObj(p.tally) ? p.tally : {};
  const segs = isObj(tally.segments) ? tally.segments : {};
  const segments = Object.fromEntries(
    SEGMENT_KEYS.map((k) => [k, Array.isArray(segs[k]) ? (segs[k] as unknown[]).filter((c): c is string => typeof c === 'string') : []]),
  ) as Record<SegmentKey, string[]>;
  const surplus = isObj(tally.surplus) ? Object.values(tally.surplus).reduce<number>((n, v) => n + num(v), 0) : 0;
  const companion = isObj(p.companion) && typeof p.companion.id === 'string' ? p.companion.id : null;
  return {
    name: typeof p.name === 'string' ? p.name : '?',
    colour: typeof p.colour === 'string' ? p.colour : 'red',
    vp: num(p.vp),
    thalers: num(p.thalers),
    handCount: num(p.handCount),
    segments,
    surplus,
    bookCount: Array.isArray(p.book) ? p.book.length : 0,
    companionId: companion,
    earring: p.earring === true,
  };
}

export function publicPlayers(frame: ReplayFrame | null): PublicPlayer[] {
  const v = frame?.view;
  return isObj(v) && Array.isArray(v.players) ? (v.players as unknown[]).filter(isObj).map(playerOf) : [];
}

/** The seat whose turn it is, or null once the game is over. */
/** Who decides next at this frame, as main says (the table's mark: in a dice game, who rolls or places). */
export function turnSeat(frame: ReplayFrame | null): number | null {
  return frame && frame.phase !== 'finished' ? frame.toMove : null;
}

export function startSeat(frame: ReplayFrame | null): number | null {
  const v = frame?.view;
  return isObj(v) && typeof v.startPlayer === 'number' ? v.startPlayer : null;
}

/** The engine's scorings so far (as the view carries them). */
export function scoringsOf(frame: ReplayFrame | null): ScoringPayload[] {
  const v = frame?.view;
  if (!isObj(v) || !Array.isArray(v.scorings)) return [];
  return (v.scorings as unknown[]).filter(isObj).map((s) => ({
    kind: s.kind === 'final' ? 'final' : 'year',
    year: num(s.year),
    perPlayer: Array.isArray(s.perPlayer)
      ? (s.perPlayer as unknown[]).map((lines) =>
          Array.isArray(lines) ? (lines as unknown[]).filter(isObj).map((l) => ({ category: String(l.category), vp: num(l.vp) })) : [],
        )
      : [],
    stenzTo: typeof s.stenzTo === 'number' ? s.stenzTo : null,
    hatTo: Array.isArray(s.hatTo) ? (s.hatTo as unknown[]).filter((x): x is number => typeof x === 'number') : [],
  }));
}
