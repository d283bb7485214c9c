/**
 * The tally stick (rulings C28–C31): where a gained scantling goes, locking, special
 * markers, development cards, paying scantlings and Schnatterer Wolf's move.
 *
 * Choice made here (not in the books): a required scantling is paid from surplus first —
 * surplus exists only for locked colours and scores least — then from a segment: its own
 * (version 1), or (version 2, C46: it pays wherever it sits on an unlocked segment) the
 * unlocked segment holding that colour with the fewest scantlings, ties the lower, which
 * keeps the journeyman's stick progress. Paid scantlings go back to the box
 * (`scantlingsSpent`), so the 200-piece count is supply + sticks + surplus + spent.
 */
import {
  DEVELOPMENT_CARDS,
  SCANTLING_COLOURS,
  SCANTLING_SUPPLY,
  SEGMENTS,
  SEGMENT_SIZE,
  type ScantlingColour,
  type Segment,
} from '../model/components';
import { player, updatePlayer, withPlayer, type Step } from './stateOps';
import type { GameEvent, GameState, TallyStick } from './types';
import { rulesSince } from './version';

export type ScantlingTarget = Segment | 'surplus';

/** All colours at 0, built from the supply literal so it is a fast (non-dictionary) object with the same key order. */
const zeroSurplus = (): Record<ScantlingColour, number> => {
  const out: Record<ScantlingColour, number> = { ...SCANTLING_SUPPLY };
  for (const c of SCANTLING_COLOURS) out[c] = 0;
  return out;
};

export function emptyTally(): TallyStick {
  return { segments: { kk: [], red: [], blue: [], green: [], yellow: [] }, surplus: zeroSurplus() };
}

/** Setup step 20: an orange and a black scantling on the bottom segment. */
export function startingTally(): TallyStick {
  const t = emptyTally();
  return { ...t, segments: { ...t.segments, kk: ['orange', 'black'] } };
}

/** The segment a coloured scantling belongs to; null for white (wild). */
export function segmentOf(colour: ScantlingColour): Segment | null {
  if (colour === 'orange' || colour === 'black') return 'kk';
  if (colour === 'white') return null;
  return colour;
}

export function isLocked(tally: TallyStick, segment: Segment): boolean {
  return tally.segments[segment].length >= SEGMENT_SIZE;
}

/** Legal places for a gained scantling (C29). Exactly one unless it is white. */
export function targetsFor(tally: TallyStick, colour: ScantlingColour): ScantlingTarget[] {
  const seg = segmentOf(colour);
  if (seg) return [isLocked(tally, seg) ? 'surplus' : seg];
  const open = SEGMENTS.filter((s) => !isLocked(tally, s));
  return open.length > 0 ? open : ['surplus'];
}

/**
 * Gain one scantling of `colour` for `seat`, placed at `target` (must be one of targetsFor;
 * an illegal target falls back to the first legal one). An exhausted colour is lost (C28).
 */
export function addScantling(state: GameState, seat: number, colour: ScantlingColour, target?: ScantlingTarget): Step {
  if (state.scantlingSupply[colour] <= 0) {
    return { state, events: [{ type: 'scantlingLost', player: seat, colour }] };
  }
  const p = player(state, seat);
  const legal = targetsFor(p.tally, colour);
  const where: ScantlingTarget = target !== undefined && legal.includes(target) ? target : (legal[0] as ScantlingTarget);
  const scantlingSupply = { ...state.scantlingSupply, [colour]: state.scantlingSupply[colour] - 1 };
  const events: GameEvent[] = [{ type: 'gained', player: seat, colour, target: where }];
  if (where === 'surplus') {
    const tally = { ...p.tally, surplus: { ...p.tally.surplus, [colour]: p.tally.surplus[colour] + 1 } };
    return { state: { ...state, scantlingSupply, players: withPlayer(state.players, seat, { ...p, tally }) }, events };
  }
  const placed = [...p.tally.segments[where], colour];
  const tally = { ...p.tally, segments: { ...p.tally.segments, [where]: placed } };
  let next: GameState = { ...state, scantlingSupply, players: withPlayer(state.players, seat, { ...p, tally }) };
  if (placed.length === SEGMENT_SIZE) {
    const locked = lockSegment(next, seat, where);
    next = locked.state;
    events.push(...locked.events);
  }
  return { state: next, events };
}

/** C30: the first to lock a colour takes its special marker; red/blue/green/yellow turn up a development card. */
function lockSegment(state: GameState, seat: number, segment: Segment): Step {
  const events: GameEvent[] = [{ type: 'locked', player: seat, segment }];
  let next = state;
  if (next.specialMarkersLeft.includes(segment)) {
    next = { ...next, specialMarkersLeft: next.specialMarkersLeft.filter((s) => s !== segment) };
    next = updatePlayer(next, seat, (p) => ({ specialMarkers: [...p.specialMarkers, segment] }));
    events.push({ type: 'specialMarker', player: seat, segment });
  }
  if (segment !== 'kk') {
    const card = DEVELOPMENT_CARDS[segment];
    next = updatePlayer(next, seat, (p) => ({
      development: { ...p.development, [card]: 'ready' },
      developmentFresh: [...p.developmentFresh, card],
    }));
    events.push({ type: 'developmentActivated', player: seat, card });
  }
  return { state: next, events };
}

/**
 * Colours that can pay a requirement now (C31): from unlocked segments or surplus, never white.
 * `anywhere` (version 2, C46): a scantling pays wherever it sits on an unlocked segment (after
 * Schnatterer Wolf moved it up); version 1: only on its own segment.
 */
export function removableColours(tally: TallyStick, anywhere = false): ScantlingColour[] {
  return SCANTLING_COLOURS.filter((c) => c !== 'white' && canRemove(tally, c, anywhere));
}

export function canRemove(tally: TallyStick, colour: ScantlingColour, anywhere = false): boolean {
  if (colour === 'white') return false;
  if (tally.surplus[colour] > 0) return true;
  return paySegment(tally, colour, anywhere) !== null;
}

/**
 * The segment a required scantling is taken from (C31): its own segment (version 1), or
 * (version 2, C46) among the unlocked segments holding that colour the one with the fewest
 * scantlings (ties: the lower), which keeps the fuller segments nearer to locking.
 */
function paySegment(tally: TallyStick, colour: ScantlingColour, anywhere: boolean): Segment | null {
  if (!anywhere) {
    const seg = segmentOf(colour);
    return seg !== null && !isLocked(tally, seg) && tally.segments[seg].includes(colour) ? seg : null;
  }
  let found: Segment | null = null;
  for (const seg of SEGMENTS) {
    const list = tally.segments[seg];
    if (isLocked(tally, seg) || !list.includes(colour)) continue;
    if (found === null || list.length < tally.segments[found].length) found = seg;
  }
  return found;
}

/** Pay one scantling of `colour` (C31; version 2: C46). Returns null when it cannot be paid. */
export function removeScantling(state: GameState, seat: number, colour: ScantlingColour): Step | null {
  const p = player(state, seat);
  const anywhere = rulesSince(state, 2);
  if (!canRemove(p.tally, colour, anywhere)) return null;
  let tally: TallyStick;
  if (p.tally.surplus[colour] > 0) {
    tally = { ...p.tally, surplus: { ...p.tally.surplus, [colour]: p.tally.surplus[colour] - 1 } };
  } else {
    const seg = paySegment(p.tally, colour, anywhere) as Segment;
    const list = p.tally.segments[seg].slice();
    list.splice(list.lastIndexOf(colour), 1);
    tally = { ...p.tally, segments: { ...p.tally.segments, [seg]: list } };
  }
  const next = updatePlayer({ ...state, scantlingsSpent: state.scantlingsSpent + 1 }, seat, { tally });
  return { state: next, events: [{ type: 'spentScantling', player: seat, colour }] };
}

/** Segments from which Schnatterer Wolf can move one scantling one segment up (C29). */
export function moveUpSources(tally: TallyStick): Segment[] {
  return SEGMENTS.filter((s, i) => {
    const above = SEGMENTS[i + 1];
    return above !== undefined && !isLocked(tally, s) && tally.segments[s].length > 0 && !isLocked(tally, above);
  });
}

/** Version 2 (C46): Schnatterer Wolf's choices, a scantling (by segment and colour) on each source segment. */
export function moveUpChoices(tally: TallyStick): { segment: Segment; colour: ScantlingColour }[] {
  const out: { segment: Segment; colour: ScantlingColour }[] = [];
  for (const segment of moveUpSources(tally)) {
    const list = tally.segments[segment];
    list.forEach((colour, i) => {
      if (list.indexOf(colour) === i) out.push({ segment, colour });
    });
  }
  return out;
}

/**
 * Move a scantling of `from` one segment up: one of `colour` (version 2, C46: the journeyman's
 * choice), else the one placed last (version 1). Locking there has its usual effects.
 */
export function moveScantlingUp(state: GameState, seat: number, from: Segment, colour?: ScantlingColour): Step | null {
  const p = player(state, seat);
  if (!moveUpSources(p.tally).includes(from)) return null;
  const to = SEGMENTS[SEGMENTS.indexOf(from) + 1] as Segment;
  const src = p.tally.segments[from].slice();
  const at = colour === undefined ? src.length - 1 : src.lastIndexOf(colour);
  if (at < 0) return null;
  const moved = src.splice(at, 1)[0] as ScantlingColour;
  const dst = [...p.tally.segments[to], moved];
  let next = updatePlayer(state, seat, { tally: { ...p.tally, segments: { ...p.tally.segments, [from]: src, [to]: dst } } });
  const events: GameEvent[] = [{ type: 'movedScantling', player: seat, colour: moved, from, to }];
  if (dst.length === SEGMENT_SIZE) {
    const locked = lockSegment(next, seat, to);
    next = locked.state;
    events.push(...locked.events);
  }
  return { state: next, events };
}

/** Scantlings on the stick and surplus, for conservation checks. */
export function scantlingsHeld(tally: TallyStick): number {
  return SEGMENTS.reduce((n, s) => n + tally.segments[s].length, 0) + SCANTLING_COLOURS.reduce((n, c) => n + tally.surplus[c], 0);
}
