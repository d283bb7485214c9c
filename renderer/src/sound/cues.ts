/**
 * What the table sounds like: the game's events of one update turned into the sounds to play
 * (a card laid down, a step, coins, dice, a tile, a scantling, a scoring, the end of the game),
 * and a person's call when the computer players hand the decision back to them; the scoring
 * overlay ticks (`tally`) as each category is counted.
 * Pure: the sounds themselves are made by synth.ts, played by player.ts.
 */

export type Cue = 'card' | 'step' | 'coins' | 'dice' | 'diePlace' | 'tile' | 'scantling' | 'chime' | 'fanfare' | 'yourTurn' | 'tally';

export const CUES: readonly Cue[] = ['card', 'step', 'coins', 'dice', 'diePlace', 'tile', 'scantling', 'chime', 'fanfare', 'yourTurn', 'tally'];

/** A sound and how long after the update it starts. */
export interface TimedCue {
  readonly cue: Cue;
  readonly delay: number;
}

/** An event as the sounds read it (its type and its fields). */
export interface EventLike {
  readonly type: string;
  readonly [k: string]: unknown;
}

/** The sound of one event, if it has one. */
export function cueOf(e: EventLike): Cue | null {
  switch (e.type) {
    case 'playedCard':
    case 'extended':
    case 'news':
    case 'companionRevealed':
      return 'card';
    case 'moved':
      return 'step';
    case 'rolled':
    case 'diceTieRoll':
      return 'dice';
    case 'dicePlaced':
      return 'diePlace';
    case 'placed':
    case 'fateTile':
      return 'tile';
    case 'gained':
    case 'movedScantling':
      return 'scantling';
    case 'paid':
      return typeof e.amount === 'number' && e.amount > 0 ? 'coins' : null;
    case 'gainedThalers':
    case 'wage':
    case 'hat':
    case 'diceWon':
    case 'soldEarring':
      return 'coins';
    case 'scored':
      return e.kind === 'year' ? 'chime' : null;
    case 'gameOver':
      return 'fanfare';
    default:
      return null;
  }
}

/** Sounds of one update at most (a year end brings dozens of events). */
export const MAX_CUES = 3;
/** Seconds between two sounds of one update. */
export const CUE_GAP = 0.11;

/**
 * The sounds of one update's events: each kind once, in the order the events came, at most
 * MAX_CUES of them; a scoring's chime and the end of the game are never left out.
 */
export function cuesFor(events: readonly EventLike[]): TimedCue[] {
  const seen: Cue[] = [];
  for (const e of events) {
    const c = cueOf(e);
    if (c && !seen.includes(c)) seen.push(c);
  }
  const always = (c: Cue) => c === 'chime' || c === 'fanfare';
  const room = MAX_CUES - seen.filter(always).length;
  const rest: Cue[] = seen.filter((c) => !always(c)).slice(0, Math.max(0, room));
  const chosen = seen.filter((c) => always(c) || rest.includes(c));
  return chosen.map((cue, i) => ({ cue, delay: i * CUE_GAP }));
}

/** Seconds between two sounds of one kind: a quick walk's steps come like footsteps. */
export const SAME_CUE_GAP = 0.09;
/** A sound that would wait longer than this behind others of its kind is left out (computers at the instant pace). */
export const MAX_WAIT = 0.3;

const ALWAYS: ReadonlySet<Cue> = new Set<Cue>(['chime', 'fanfare', 'yourTurn']);

/**
 * `cues` of an update arriving at `now` (seconds), spaced behind the sounds of their kind still
 * to come: `free` holds when each kind may sound again, and is updated. A sound that would
 * wait more than MAX_WAIT is left out, except a scoring's, the game's end and the call to a
 * person. The delays returned count from `now`.
 */
export function paced(cues: readonly TimedCue[], now: number, free: Map<Cue, number>): TimedCue[] {
  const out: TimedCue[] = [];
  for (const c of cues) {
    const wanted = now + c.delay;
    const at = Math.max(wanted, free.get(c.cue) ?? wanted);
    if (at - wanted > MAX_WAIT && !ALWAYS.has(c.cue)) continue;
    free.set(c.cue, at + SAME_CUE_GAP);
    out.push({ cue: c.cue, delay: at - now });
  }
  return out;
}

/** `cues` with the person's call after them. */
export function withYourTurn(cues: readonly TimedCue[]): TimedCue[] {
  return [...cues, { cue: 'yourTurn', delay: cues.length * CUE_GAP + (cues.length > 0 ? 0.15 : 0) }];
}

/**
 * The sounds of one update that moves the game on: its events' sounds, with the call after them
 * when the decision was `handed` to a person. Out of sight (`hidden`: minimised, or covered by
 * other windows) only the call sounds: the person who looked away is called back, and the
 * computers' moves are not heard.
 */
export function updateCues(events: readonly EventLike[], handed: boolean, hidden: boolean): TimedCue[] {
  if (hidden) return handed ? withYourTurn([]) : [];
  return handed ? withYourTurn(cuesFor(events)) : cuesFor(events);
}
