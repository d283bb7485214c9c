import { describe, expect, it } from 'vitest';
import { playSeeded } from '../../../shared/decisions/testGames';
import { CUE_GAP, CUES, MAX_CUES, MAX_WAIT, SAME_CUE_GAP, cueOf, cuesFor, paced, updateCues, withYourTurn, type Cue } from './cues';

/** Every update of a few seeded games to the end: the events of each action and what sounds. */
function updates(): { types: string[]; events: readonly { type: string; [k: string]: unknown }[]; cues: Cue[] }[] {
  const out: { types: string[]; events: readonly { type: string; [k: string]: unknown }[]; cues: Cue[] }[] = [];
  for (const seed of [3, 4, 5]) {
    playSeeded(seed, 'greedy', (v) => {
      if (v.events.length === 0) return;
      out.push({ types: v.events.map((e) => e.type), events: v.events, cues: cuesFor(v.events).map((c) => c.cue) });
    });
  }
  return out;
}

describe('the table’s sounds', () => {
  const all = updates();

  it('a card played, a step, a die rolled and placed, a tile laid, coins: each update of a real game sounds as it plays', () => {
    const sounds = (type: string) => all.filter((u) => u.types[0] === type).map((u) => u.cues[0]);
    for (const [type, cue] of [
      ['playedCard', 'card'],
      ['moved', 'step'],
      ['dicePlaced', 'diePlace'],
      ['placed', 'tile'],
    ] as const) {
      const heard = sounds(type);
      expect(heard.length, `${type} in the games`).toBeGreaterThan(0);
      expect(new Set(heard), type).toEqual(new Set([cue]));
    }
    // a roll in the dice game
    const rolls = all.filter((u) => u.events.some((e) => e.type === 'rolled' && e.reason === 'dice'));
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((u) => u.cues.includes('dice'))).toBe(true);
    // a wage, a fee or a hat share: coins
    const money = all.filter((u) => u.types.some((t) => t === 'wage' || t === 'hat' || t === 'gainedThalers'));
    expect(money.length).toBeGreaterThan(0);
    expect(money.filter((u) => !u.cues.includes('coins')).length, 'money without coins heard (beyond the 3 sounds)').toBeLessThan(money.length / 4);
  });

  it('a year end chimes and the end of the game sounds its chord, however many events come with them', () => {
    const yearEnds = all.filter((u) => u.events.some((e) => e.type === 'scored' && e.kind === 'year'));
    const ends = all.filter((u) => u.types.includes('gameOver'));
    expect(yearEnds.length).toBeGreaterThanOrEqual(3 * 3);
    expect(ends.length).toBe(3);
    expect(yearEnds.every((u) => u.cues.includes('chime'))).toBe(true);
    expect(ends.every((u) => u.cues.includes('fanfare'))).toBe(true);
  });

  it('at most three sounds an update, each kind once, one after the other; nothing for an undo or a turn merely passing', () => {
    for (const u of all) {
      expect(u.cues.length).toBeLessThanOrEqual(MAX_CUES);
      expect(new Set(u.cues).size).toBe(u.cues.length);
    }
    const timed = cuesFor([{ type: 'moved' }, { type: 'paid', amount: 2 }, { type: 'gained' }, { type: 'rolled' }, { type: 'scored', kind: 'year' }]);
    expect(timed).toEqual([
      { cue: 'step', delay: 0 },
      { cue: 'coins', delay: CUE_GAP },
      { cue: 'chime', delay: 2 * CUE_GAP },
    ]);
    expect(cuesFor([{ type: 'undone' }])).toEqual([]);
    expect(cuesFor([{ type: 'turnEnded' }, { type: 'turnStarted' }])).toEqual([]);
    // a payment of nothing (a forgiven fee) makes no sound
    expect(cueOf({ type: 'paid', amount: 0 })).toBeNull();
  });

  it('every sound of an event is heard somewhere in real games', () => {
    const heard = new Set(all.flatMap((u) => u.cues));
    expect(CUES.filter((c) => c !== 'yourTurn' && c !== 'tally' && !heard.has(c))).toEqual([]);
  });

  it('the call that it is your turn comes after the move’s own sounds', () => {
    expect(withYourTurn(cuesFor([{ type: 'moved' }, { type: 'paid', amount: 1 }]))).toEqual([
      { cue: 'step', delay: 0 },
      { cue: 'coins', delay: CUE_GAP },
      { cue: 'yourTurn', delay: 2 * CUE_GAP + 0.15 },
    ]);
    expect(withYourTurn([])).toEqual([{ cue: 'yourTurn', delay: 0 }]);
  });

  it('out of sight only the call to a person sounds', () => {
    const events = [{ type: 'moved' }, { type: 'paid', amount: 1 }];
    expect(updateCues(events, false, false)).toEqual(cuesFor(events));
    expect(updateCues(events, true, false)).toEqual(withYourTurn(cuesFor(events)));
    expect(updateCues(events, false, true)).toEqual([]);
    expect(updateCues(events, true, true)).toEqual([{ cue: 'yourTurn', delay: 0 }]);
  });

  it('a quick walk’s steps sound one after the other, not on top of each other; a backlog is left out, a scoring never', () => {
    const free = new Map<Cue, number>();
    // five steps 20 ms apart (a person's walk sends each step as soon as the last is done)
    const delays = [0, 0.02, 0.04, 0.06, 0.08].map((t) => paced(cuesFor([{ type: 'moved' }]), 10 + t, free).map((c) => +(10 + t + c.delay).toFixed(3)));
    expect(delays).toEqual([[10], [10.09], [10.18], [10.27], [10.36]]);
    // the sixth would wait more than MAX_WAIT: left out
    expect(paced(cuesFor([{ type: 'moved' }]), 10.1, free)).toEqual([]);
    expect(10.36 + SAME_CUE_GAP - 10.1).toBeGreaterThan(MAX_WAIT);
    // other kinds are not held up by the steps; a year end's chime waits as long as it must
    expect(paced(cuesFor([{ type: 'paid', amount: 1 }]), 10.1, free)).toEqual([{ cue: 'coins', delay: 0 }]);
    const chimes = new Map<Cue, number>([['chime', 20]]);
    expect(paced(cuesFor([{ type: 'scored', kind: 'year' }]), 10, chimes)).toEqual([{ cue: 'chime', delay: 10 }]);
  });
});
