/**
 * Which rules section answers the table's "?" for a decision. The kinds are the engine's
 * pending decisions (shared/engine/pending.ts) and the table's prompt kinds; a space kind
 * (inn, hostel, townhall, work, leisure, carriage) or a section id works as well.
 */
import { isSectionId, type SectionId } from './types';

/** Every decision kind the table may ask about (engine pending kinds and prompt kinds). */
export const DECISION_KINDS = [
  'playCard',
  'turn',
  'move',
  'walk',
  'scout',
  'scoutPlace',
  'scoutRetry',
  'useSpace',
  'choose',
  'chooseReward',
  'placeWhite',
  'encounter',
  'diceSetup',
  'dice',
  'keepRoll',
  'companionOffer',
  'oldCompanion',
  'carriage',
  'work',
  'leisure',
  'development',
  'companionPower',
  'penniless',
  'scoring',
  'final',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

const SECTION_FOR_KIND: Readonly<Record<DecisionKind, SectionId>> = {
  playCard: 'walking',
  turn: 'turn',
  move: 'walking',
  walk: 'walking',
  scout: 'scouting',
  scoutPlace: 'scouting',
  scoutRetry: 'scouting',
  useSpace: 'spaces',
  choose: 'tally',
  chooseReward: 'news',
  placeWhite: 'cities',
  encounter: 'news',
  diceSetup: 'inn',
  dice: 'inn',
  keepRoll: 'development',
  companionOffer: 'hostel',
  oldCompanion: 'hostel',
  carriage: 'carriage',
  work: 'work',
  leisure: 'leisure',
  development: 'development',
  companionPower: 'hostel',
  penniless: 'money',
  scoring: 'yearEnd',
  final: 'final',
};

/** Space kinds a prompt may name as its section (a stop at an inn, hostel, town hall …). */
const SECTION_FOR_SPACE: Readonly<Record<string, SectionId>> = {
  inn: 'inn',
  hostel: 'hostel',
  townhall: 'townhall',
  work: 'work',
  leisure: 'leisure',
  carriage: 'carriage',
  city: 'cities',
  scout: 'scouting',
};

/**
 * The section a decision's "?" opens: `kind` is a decision kind, a space kind or a section id
 * (a prompt's `helpSection` is one of them); unknown kinds open the turn section.
 */
export function helpSectionFor(kind: string): SectionId {
  if (Object.hasOwn(SECTION_FOR_KIND, kind)) return SECTION_FOR_KIND[kind as DecisionKind];
  if (Object.hasOwn(SECTION_FOR_SPACE, kind)) return SECTION_FOR_SPACE[kind]!;
  if (isSectionId(kind)) return kind;
  return 'turn';
}
