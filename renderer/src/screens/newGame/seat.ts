/**
 * A seat in the new-game dialog, as the dialog keeps it until Start: the journeyman's name,
 * colour and who plays the seat. Shared by the dialog and the seat's card.
 */
import type { PlayerColour } from '../../../../shared/model/components';

/** Who plays a seat: a person at this screen, or a computer player of a level. */
export type Kind = 'human' | 'easy' | 'medium' | 'hard';
export const KINDS: readonly Kind[] = ['human', 'easy', 'medium', 'hard'];
export interface Seat {
  name: string;
  colour: PlayerColour;
  kind: Kind;
  /** Stable key for the card (seats can be removed from the middle). */
  key: number;
}
