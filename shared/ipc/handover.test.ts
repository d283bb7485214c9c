import { describe, expect, it } from 'vitest';
import { handedToPerson, personWanted } from './handover';

const seats = [{ control: { kind: 'human' } }, { control: { kind: 'computer' } }, { control: { kind: 'human' } }];
const at = (activeSeat: number, phase = 'playing') => ({ activeSeat, phase, seats });

describe('calling a person back to the table', () => {
  it('only when a computer hands the decision to a person', () => {
    expect(handedToPerson(at(1), at(0))).toBe(true);
    expect(handedToPerson(at(1), at(2))).toBe(true);
    // a person to a person (the hot seat's curtain says so), a person to a computer, the same seat: no call
    expect(handedToPerson(at(0), at(2))).toBe(false);
    expect(handedToPerson(at(0), at(1))).toBe(false);
    expect(handedToPerson(at(1), at(1))).toBe(false);
    expect(handedToPerson(null, at(0))).toBe(false);
  });

  it('a person is wanted when the computers hand them a decision or the game has just ended with a person at the table', () => {
    expect(personWanted(at(1), at(0))).toBe(true);
    expect(personWanted(at(0), at(2))).toBe(false);
    expect(personWanted(null, at(0))).toBe(false);
    // the end of the game: once, and only with a person at the table
    expect(personWanted(at(1), at(1, 'finished'))).toBe(true);
    expect(personWanted(at(0), at(0, 'finished'))).toBe(true);
    expect(personWanted(at(1, 'finished'), at(1, 'finished'))).toBe(false);
    const computers = [{ control: { kind: 'computer' } }, { control: { kind: 'computer' } }];
    expect(personWanted({ activeSeat: 0, phase: 'playing', seats: computers }, { activeSeat: 1, phase: 'finished', seats: computers })).toBe(false);
  });
});
