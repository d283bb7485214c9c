/**
 * The 16 travel companions exactly as printed. `advantage` names the permanent advantage
 * the engine implements (null: none). Advantages work from the journeyman's next turn (C19).
 */
import type { Requirement, Reward } from './effects';

export const COMPANION_ADVANTAGES = [
  'swapBlueGreen', // Älbler Jim: once per turn exchange a blue scantling for a green one or back
  'extraBlackOnWork', // Fugen Fritz
  'twoThalersPerTurn', // Ingolf Schlingo: once per turn take 2 Thalers
  'extraOrangeOrBlackOnWork', // Kalle Kraftprotz
  'freeScoutPerTurn', // Plietscher Fiete (C12)
  'extraOrangeOnWork', // Rudi Rollmops
  'moveScantlingUp', // Schnatterer Wolf (C29)
  'skipHexSpace', // Schreiner Reiner (C11)
  'feesMinusOne', // Taps (C27)
] as const;
export type CompanionAdvantage = (typeof COMPANION_ADVANTAGES)[number];

export interface Companion {
  readonly id: string;
  readonly name: string;
  /** Trade printed under the name (English / German), when the card shows one. */
  readonly trade: readonly [string, string] | null;
  readonly requirement: Requirement;
  readonly advantage: CompanionAdvantage | null;
  readonly insight: Reward;
}

const MASON = ['mason', 'Maurer'] as const;
const STONEMASON = ['stonemason', 'Steinmetz'] as const;
const JOINER = ['joiner', 'Schreiner'] as const;
const OB = ['orange', 'black'] as const;

export const COMPANIONS = [
  { id: 'jim', name: 'Älbler Jim', trade: MASON, requirement: { removeOneOf: ['orange'] }, advantage: 'swapBlueGreen', insight: { scantlings: ['blue'] } },
  { id: 'boecki', name: 'Böcki Medicus', trade: null, requirement: { removeOneOf: ['orange'] }, advantage: null, insight: { scantlings: ['green'] } },
  { id: 'fritz', name: 'Fugen Fritz', trade: MASON, requirement: { removeOneOf: ['black'] }, advantage: 'extraBlackOnWork', insight: { scantlings: ['black', 'black'] } },
  { id: 'gunnar', name: 'Gips Gunnar', trade: STONEMASON, requirement: { removeOneOf: OB }, advantage: null, insight: { scantlings: ['blue'] } },
  { id: 'hein', name: 'Hein Spargel', trade: null, requirement: {}, advantage: null, insight: {} },
  { id: 'holle', name: 'Holle Holzwurm', trade: null, requirement: { removeOneOf: OB }, advantage: null, insight: { oneOf: ['green', 'blue'] } },
  { id: 'ingolf', name: 'Ingolf Schlingo', trade: MASON, requirement: { removeOneOf: ['black'] }, advantage: 'twoThalersPerTurn', insight: { scantlings: ['black', 'orange'] } },
  { id: 'kalle', name: 'Kalle Kraftprotz', trade: ['smith', 'Schmied'], requirement: { removeOneOf: OB }, advantage: 'extraOrangeOrBlackOnWork', insight: { scantlings: ['black', 'orange'] } },
  { id: 'kurt', name: 'Kräuter Kurt', trade: STONEMASON, requirement: { removeOneOf: ['orange'] }, advantage: null, insight: { scantlings: ['green'] } },
  { id: 'martin', name: 'Mörtel Martin', trade: MASON, requirement: { removeOneOf: OB }, advantage: null, insight: { scantlings: ['yellow'] } },
  { id: 'otto', name: 'Otto der First', trade: ['carpenter', 'Zimmerer'], requirement: {}, advantage: null, insight: { footIt: 1 } },
  { id: 'fiete', name: 'Plietscher Fiete', trade: STONEMASON, requirement: { removeOneOf: ['black'] }, advantage: 'freeScoutPerTurn', insight: { footIt: 2 } },
  { id: 'rudi', name: 'Rudi Rollmops', trade: null, requirement: { removeOneOf: ['orange'] }, advantage: 'extraOrangeOnWork', insight: { thalers: 4 } },
  { id: 'wolf', name: 'Schnatterer Wolf', trade: null, requirement: { removeOneOf: ['orange'] }, advantage: 'moveScantlingUp', insight: { scantlings: ['yellow'] } },
  { id: 'reiner', name: 'Schreiner Reiner', trade: JOINER, requirement: {}, advantage: 'skipHexSpace', insight: { footIt: 3 } },
  { id: 'taps', name: 'Taps', trade: JOINER, requirement: { removeOneOf: ['black'] }, advantage: 'feesMinusOne', insight: { thalers: 7 } },
] as const satisfies readonly Companion[];

export type CompanionId = (typeof COMPANIONS)[number]['id'];

export const COMPANION_BY_ID: Readonly<Record<string, Companion>> = Object.fromEntries(COMPANIONS.map((c) => [c.id, c]));
