/** Sample data for the component gallery: plain engine-shaped values, as the game screen would pass them. */
import type { BookCard, DiceGame, TallyStick } from '../../shared/engine/types';
import type { PlayerColour, ScantlingColour } from '../../shared/model/components';

const NO_SURPLUS: Record<ScantlingColour, number> = { orange: 0, black: 0, red: 0, blue: 0, green: 0, yellow: 0, white: 0 };

export const TALLY: TallyStick = {
  segments: {
    kk: ['orange', 'black', 'orange', 'black', 'white'],
    red: ['red', 'red', 'red', 'red', 'red'],
    blue: ['blue', 'white', 'blue'],
    green: ['green'],
    yellow: [],
  },
  surplus: { ...NO_SURPLUS, orange: 2, black: 1, red: 1 },
};

export const TALLY_START: TallyStick = {
  segments: { kk: ['orange', 'black'], red: [], blue: [], green: [], yellow: [] },
  surplus: NO_SURPLUS,
};

export const TALLY_LATE: TallyStick = {
  segments: {
    kk: ['black', 'orange', 'orange', 'black', 'black'],
    red: ['red', 'white', 'red', 'red', 'red'],
    blue: ['blue', 'blue', 'blue', 'blue', 'white'],
    green: ['green', 'green', 'white', 'green'],
    yellow: ['yellow', 'yellow'],
  },
  surplus: { ...NO_SURPLUS, orange: 3, black: 2, red: 4, blue: 1 },
};

export const HAND = [3, 1, 4, 4, 2, 5];

export const BOOK: BookCard[] = [
  { kind: 'personality', id: 'siemens' },
  { kind: 'townSeal', city: 'Neustadt' },
  { kind: 'leisure', leisure: 'drawing' },
  { kind: 'companion', id: 'kurt' },
  { kind: 'personality', id: 'fein' },
  { kind: 'stenz' },
  { kind: 'townSeal', city: 'Krinn' },
  { kind: 'leisure', leisure: 'music' },
  { kind: 'leisure', leisure: 'drawing' },
];

export const PLAYERS: { name: string; colour: PlayerColour }[] = [
  { name: 'Anna', colour: 'red' },
  { name: 'Bernd', colour: 'blue' },
  { name: 'Clara', colour: 'green' },
  { name: 'Dieter', colour: 'yellow' },
];

export const DICE: DiceGame = {
  host: 0,
  mode: 'high',
  bet: 2,
  pot: 8,
  order: [0, 1, 2, 3],
  boards: { 0: [5, 3, null], 1: [null, 4, null], 2: [2, null, null], 3: [6, null, null] },
  turn: 1,
  rolled: 6,
  tied: [],
};

export const DICE_TIE: DiceGame = {
  host: 2,
  mode: 'low',
  bet: 3,
  pot: 9,
  order: [2, 0, 1],
  boards: { 0: [1, 3, 5], 1: [2, 4, 4], 2: [1, 3, null] },
  turn: 0,
  rolled: 5,
  tied: [0, 2],
};
