import { describe, expect, it } from 'vitest';
import { computerLabel, computerNote, controlOf, firstSeats, kindOf, KINDS, type EarlierSeat } from './seat';

const DEFAULTS: EarlierSeat[] = [
  { name: 'Anna', colour: 'red', kind: 'human' },
  { name: 'Bernd', colour: 'blue', kind: 'medium' },
];

describe('the journeymen the new-game dialog offers first', () => {
  it('the company of the game before, in its seats, with its names, colours and who played them', () => {
    const earlier: EarlierSeat[] = [
      { name: 'Liese', colour: 'green', kind: 'human' },
      { name: 'Kaspar', colour: 'yellow', kind: 'hard' },
      { name: 'Ottokar', colour: 'red', kind: 'easy' },
    ];
    expect(firstSeats(earlier, DEFAULTS)).toEqual(earlier);
  });

  it('the defaults when there was no game, or when it cannot be offered as it was', () => {
    expect(firstSeats(null, DEFAULTS)).toEqual(DEFAULTS);
    const twice: EarlierSeat[] = [
      { name: 'A', colour: 'red', kind: 'human' },
      { name: 'B', colour: 'red', kind: 'easy' },
    ];
    expect(firstSeats(twice, DEFAULTS)).toEqual(DEFAULTS);
    expect(firstSeats([{ name: ' ', colour: 'red', kind: 'human' }, DEFAULTS[1]!], DEFAULTS)).toEqual(DEFAULTS);
    expect(firstSeats([DEFAULTS[0]!], DEFAULTS)).toEqual(DEFAULTS);
  });

  it('offers copies: changing the dialog never changes the game it came from', () => {
    const earlier: EarlierSeat[] = [
      { name: ' Liese ', colour: 'green', kind: 'human' },
      { name: 'Kaspar', colour: 'yellow', kind: 'hard' },
    ];
    const offered = firstSeats(earlier, DEFAULTS);
    expect(offered[0]).not.toBe(earlier[0]);
    expect(offered[0]!.name).toBe('Liese');
  });
});

describe('who plays a seat', () => {
  it('a kind and its control are one and the same choice; no control is a person', () => {
    for (const k of KINDS) expect(kindOf(controlOf(k))).toBe(k);
    expect(kindOf(undefined)).toBe('human');
    expect(controlOf('hard')).toEqual({ kind: 'computer', level: 'hard' });
  });

  it('a computer seat is labelled with its level and how it plays; a person has no label', () => {
    const t = (key: string, named?: Record<string, unknown>) => (named ? `${key}(${JSON.stringify(named)})` : key);
    expect(computerLabel(t, { kind: 'computer', level: 'easy' })).toBe('tableUi.control.computer({"level":"tableUi.level.easy"})');
    expect(computerNote(t, { kind: 'computer', level: 'easy' })).toBe('newGame.kindNotes.easy');
    expect(computerLabel(t, { kind: 'human' })).toBeNull();
    expect(computerNote(t, undefined)).toBeNull();
  });
});
