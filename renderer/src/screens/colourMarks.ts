/**
 * Colour-blind marks: a shape per player colour, shown beside the colour when the setting
 * "colour-blind marks" is on (shapes, not letters: the colour names differ by language).
 */
import type { PlayerColour } from '../../../shared/model/components';

export const COLOUR_MARKS: Readonly<Record<PlayerColour, string>> = {
  red: '●',
  blue: '■',
  green: '▲',
  yellow: '◆',
};
