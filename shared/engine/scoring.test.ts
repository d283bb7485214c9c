import { describe, expect, it } from 'vitest';
import { finalLines, finalScoring, leisureVp, nextStartPlayer, scoreBreakdown, winnersOf, yearEndScoring } from './scoring';
import { testPlayer, testState } from './testkit';
import { updatePlayer } from './stateOps';
import type { BookCard, GameState } from './types';
import type { CityName } from '../model/components';

const CITY_SPACES: Record<string, CityName> = { 'neustadt/w1': 'Neustadt', 'neustadt/w2': 'Neustadt', 'sellm/w1': 'Sellm' };
const cityOf = (id: string) => CITY_SPACES[id] ?? null;

/** The rulebook's year-end example: Marion scores 12 VP. */
function marionExample(): GameState {
  let s = testState(2);
  s = updatePlayer(s, 0, {
    name: 'Marion',
    tally: {
      ...testPlayer(0).tally,
      segments: { kk: ['orange', 'black', 'black', 'orange', 'white'], red: ['red', 'red', 'red', 'red', 'red'], blue: ['blue', 'blue', 'white'], green: ['green'], yellow: ['yellow', 'yellow'] },
    },
  });
  return {
    ...s,
    board: {
      ...s.board,
      // two landscape work places, Neustadt twice (only one counts), Sellm once
      scheniegelei: { 'tile1/w': [0], 'tile2/w': [0, 1], 'neustadt/w1': [0], 'neustadt/w2': [0], 'sellm/w1': [0] },
    },
  };
}

describe('year-end scoring', () => {
  it('C33 the rulebook example scores 12 VP: 5 locked, 1 for six loose scantlings, 2 landscape work, 4 for two cities', () => {
    const r = yearEndScoring(marionExample(), cityOf);
    const lines = r.state.scorings[0]!.perPlayer[0]!;
    expect(Object.fromEntries(lines.map((l) => [l.category, l.vp]))).toEqual({ lockedKK: 2, lockedRed: 3, looseScantlings: 1, landscapeWork: 2, cityWork: 4 });
    expect(r.state.players[0]!.vp).toBe(12);
  });

  it('C33 the leader takes a Stenz card; the last place takes the hat and starts next', () => {
    const s = { ...marionExample(), hat: 5 };
    const r = yearEndScoring(s, cityOf);
    expect(r.state.players[0]!.book).toEqual([{ kind: 'stenz' }]);
    expect(r.state.stenzLeft).toBe(2);
    expect(r.state.players[1]!.thalers).toBe(15);
    expect(r.state.hat).toBe(0);
    expect(r.state.startPlayer).toBe(1);
  });

  it('C33 tied leaders with equal Thalers: nobody takes the Stenz; tied last places split the hat, the remainder stays', () => {
    const s = { ...testState(3), hat: 5 };
    const r = yearEndScoring(s, () => null);
    expect(r.state.scorings[0]!.stenzTo).toBeNull();
    expect(r.state.players.map((p) => p.thalers)).toEqual([11, 11, 11]);
    expect(r.state.hat).toBe(2);
  });

  it('C33 tied leaders: more Thalers takes the Stenz', () => {
    const s = updatePlayer(testState(2), 1, { thalers: 11 });
    expect(yearEndScoring(s, () => null).state.scorings[0]!.stenzTo).toBe(1);
  });

  it('C33 C34 the events say where the Thalers decided: the Stenz taker and the start player name those level with them on VP', () => {
    // Anna and Bernd level on 3 VP, Bernd richer: Bernd takes the Stenz, level with Anna; Clara last alone starts
    let s = { ...testState(3), hat: 0 };
    s = updatePlayer(s, 0, { vp: 3, thalers: 10 });
    s = updatePlayer(s, 1, { vp: 3, thalers: 11 });
    s = updatePlayer(s, 2, { vp: 1 });
    const top = yearEndScoring(s, () => null).events;
    expect(top.find((e) => e.type === 'stenz')).toMatchObject({ player: 1, tiedOnVp: [0] });
    expect(top.find((e) => e.type === 'startPlayer')).toMatchObject({ player: 2, tiedOnVp: [], stays: false });
    // Anna and Clara level last on 3 VP, Anna poorer: Anna starts, level with Clara
    let b = { ...testState(3), hat: 0 };
    b = updatePlayer(b, 0, { vp: 3, thalers: 10 });
    b = updatePlayer(b, 1, { vp: 5 });
    b = updatePlayer(b, 2, { vp: 3, thalers: 12 });
    const bottom = yearEndScoring(b, () => null).events;
    expect(bottom.find((e) => e.type === 'stenz')).toMatchObject({ player: 1, tiedOnVp: [] });
    expect(bottom.find((e) => e.type === 'startPlayer')).toMatchObject({ player: 0, tiedOnVp: [2], stays: false });
    // one clearly ahead and one clearly last: nobody level, nothing for the Thalers to decide
    let t = { ...testState(3), hat: 0 };
    t = updatePlayer(t, 0, { vp: 5 });
    t = updatePlayer(t, 2, { vp: 2 });
    const plain = yearEndScoring(t, () => null).events;
    expect(plain.find((e) => e.type === 'stenz')).toMatchObject({ player: 0, tiedOnVp: [] });
    expect(plain.find((e) => e.type === 'startPlayer')).toMatchObject({ player: 1, tiedOnVp: [], stays: false });
    // the last level on VP and Thalers: the start player stays, and the event says so
    const level = yearEndScoring({ ...testState(2), hat: 0, startPlayer: 1 }, () => null).events;
    expect(level.find((e) => e.type === 'startPlayer')).toMatchObject({ player: 1, stays: true });
  });

  it('C34 next start player: fewest VP, then fewest Thalers, else the start player stays', () => {
    const ps = [testPlayer(0, { vp: 3, thalers: 4 }), testPlayer(1, { vp: 3, thalers: 2 }), testPlayer(2, { vp: 5 })];
    expect(nextStartPlayer(ps, 2)).toBe(1);
    const tied = [testPlayer(0, { vp: 3, thalers: 4 }), testPlayer(1, { vp: 3, thalers: 4 })];
    expect(nextStartPlayer(tied, 1)).toBe(1);
    expect(nextStartPlayer(tied, 0)).toBe(0);
  });
});

describe('final scoring', () => {
  const leisure = (...kinds: ('drawing' | 'writing' | 'music')[]): BookCard[] => kinds.map((l) => ({ kind: 'leisure', leisure: l }));

  it('C35 leisure: 1 card 1, two types 3, three types 6, +1 per further card', () => {
    expect(leisureVp(leisure())).toBe(0);
    expect(leisureVp(leisure('drawing'))).toBe(1);
    expect(leisureVp(leisure('drawing', 'drawing'))).toBe(2);
    expect(leisureVp(leisure('drawing', 'music'))).toBe(3);
    expect(leisureVp(leisure('drawing', 'music', 'writing'))).toBe(6);
    expect(leisureVp(leisure('drawing', 'music', 'writing', 'music', 'music'))).toBe(8);
  });

  it('C35 every category: locked segments, surplus/4, book cards, special markers, earring, 10 Thalers, other markers', () => {
    const p = testPlayer(0, {
      tally: { segments: { kk: Array(5).fill('black'), red: ['red'], blue: [], green: Array(5).fill('green'), yellow: [] }, surplus: { orange: 2, black: 3, red: 0, blue: 0, green: 4, yellow: 0, white: 0 } },
      book: [{ kind: 'townSeal', city: 'Krinn' }, { kind: 'stenz' }, { kind: 'personality', id: 'fein' }, ...leisure('music')],
      specialMarkers: ['kk', 'green'],
      earring: true,
      thalers: 27,
      otherMarkers: ['blue', 'green'],
    });
    expect(Object.fromEntries(finalLines(p).map((l) => [l.category, l.vp]))).toEqual({
      lockedKK: 2,
      lockedGreen: 5,
      surplus: 2,
      leisure: 1,
      book: 3,
      specialMarkers: 2,
      earring: 1,
      money: 2,
      meetings: 4,
    });
  });

  it('C35 winner: most VP, then most Thalers, else a shared win', () => {
    expect(winnersOf([testPlayer(0, { vp: 30 }), testPlayer(1, { vp: 31 })])).toEqual([1]);
    expect(winnersOf([testPlayer(0, { vp: 30, thalers: 9 }), testPlayer(1, { vp: 30, thalers: 8 })])).toEqual([0]);
    expect(winnersOf([testPlayer(0, { vp: 30 }), testPlayer(1, { vp: 30 })])).toEqual([0, 1]);
  });

  it('the VP track equals the sum of the scoring breakdowns', () => {
    let s = yearEndScoring(marionExample(), cityOf).state;
    s = finalScoring(s).state;
    expect(s.phase).toBe('finished');
    scoreBreakdown(s).forEach((b, i) => expect(b.total).toBe(s.players[i]!.vp));
  });
});
