/**
 * A seat in the new-game dialog, as the dialog keeps it until Start: the journeyman's name,
 * colour and who plays the seat. Shared by the dialog and the seat's card.
 */
import type { SeatControl } from '../../../../shared/ipc/contract';
import { MAX_PLAYERS, MIN_PLAYERS, type PlayerColour } from '../../../../shared/model/components';

/** Who plays a seat: a person at this screen, or a computer player of a level. */
export type Kind = 'human' | 'easy' | 'medium' | 'hard';
export const KINDS: readonly Kind[] = ['human', 'easy', 'medium', 'hard'];

/** The kind of a seat's control (a person when none is recorded). */
export function kindOf(c: SeatControl | undefined): Kind {
  return c?.kind === 'computer' ? c.level : 'human';
}

/** The control a kind stands for (what a new game is sent). */
export function controlOf(kind: Kind): SeatControl {
  return kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: kind };
}

type Translate = (key: string, named?: Record<string, unknown>) => string;

/** "computer, medium" for a seat a computer plays, else null (the table, the results, replays). */
export function computerLabel(t: Translate, c: SeatControl | undefined): string | null {
  return c?.kind === 'computer' ? t('tableUi.control.computer', { level: t(`tableUi.level.${c.level}`) }) : null;
}

/** How a computer seat's level plays (the new-game dialog's words), else null. */
export function computerNote(t: Translate, c: SeatControl | undefined): string | null {
  return c?.kind === 'computer' ? t(`newGame.kindNotes.${c.level}`) : null;
}
export interface Seat {
  name: string;
  colour: PlayerColour;
  kind: Kind;
  /** Stable key for the card (seats can be removed from the middle). */
  key: number;
}

/** A journeyman of an earlier game, as the dialog is filled from it. */
export interface EarlierSeat {
  readonly name: string;
  readonly colour: PlayerColour;
  readonly kind: Kind;
}

/**
 * The journeymen to offer first: those of the game at the table (or else the last finished
 * one), so that playing again with the same company is one click; the two default journeymen
 * when there is none or it cannot be used (a colour twice or an empty name: never from the
 * engine, but the dialog does not rely on it).
 */
export function firstSeats(earlier: readonly EarlierSeat[] | null, defaults: readonly EarlierSeat[]): EarlierSeat[] {
  const usable =
    earlier !== null &&
    earlier.length >= MIN_PLAYERS &&
    earlier.length <= MAX_PLAYERS &&
    earlier.every((s) => s.name.trim() !== '' && KINDS.includes(s.kind)) &&
    new Set(earlier.map((s) => s.colour)).size === earlier.length;
  return (usable ? earlier : defaults).map((s) => ({ name: s.name.trim(), colour: s.colour, kind: s.kind }));
}
