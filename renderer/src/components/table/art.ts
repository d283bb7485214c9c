/**
 * The look shared by the table components: the board's palette (so the table and the 3-D board
 * agree on player colours and shapes and on scantling colours and patterns), the SVG art from
 * resources/, and the shared stylesheet.
 */
import { PLAYER_HEX, PLAYER_SHAPE, SCANTLING_CSS, SCANTLING_PATTERN, type PlayerShape } from '../../board3d/palette';
import type { PlayerColour, ScantlingColour, Segment } from '../../../../shared/model/components';
import './table.css';

export { PLAYER_SHAPE, SCANTLING_CSS, SCANTLING_PATTERN, type PlayerShape };

/** Icons (resources/icons/*.svg), inlined so that `currentColor` follows the text colour. */
const RAW = import.meta.glob<string>('../../../../resources/icons/*.svg', { query: '?raw', import: 'default', eager: true });
export const ICONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RAW).map(([path, svg]) => [path.replace(/^.*\/(.+)\.svg$/, '$1'), svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ')]),
);
export type IconName =
  | 'thaler' | 'vp' | 'footit' | 'scout' | 'die' | 'companion' | 'news' | 'book' | 'stenz' | 'seal' | 'hat' | 'earring'
  | 'lock' | 'crown' | 'clover' | 'hammer' | 'nofee' | 'scantling' | 'leisure-drawing' | 'leisure-writing' | 'leisure-music'
  // spaces of the board
  | 'inn' | 'hostel' | 'townhall' | 'carriage' | 'windrose' | 'leisure';

export const PLAYER_CSS: Record<PlayerColour, string> = Object.fromEntries(
  Object.entries(PLAYER_HEX).map(([c, hex]) => [c, `#${hex.toString(16).padStart(6, '0')}`]),
) as Record<PlayerColour, string>;

/** Scantling colours a segment takes (K+K takes orange and black). */
export const SEGMENT_COLOURS: Record<Segment, readonly ScantlingColour[]> = {
  kk: ['orange', 'black'],
  red: ['red'],
  blue: ['blue'],
  green: ['green'],
  yellow: ['yellow'],
};

/** Accent colours of the card kinds (chosen to sit with the parchment and wood of the table). */
export const CARD_ACCENT = {
  news: '#2f4858',
  companion: '#47653a',
  leisure: '#7b3f61',
  footIt: '#7a5c3a',
  oneDay: '#9a6a12',
  stenz: '#5b4636',
  seal: '#8e2b22',
  fate: '#5d5447',
} as const;
export type CardKind = keyof typeof CARD_ACCENT | 'development';

export type CardSize = 'xs' | 'sm' | 'md' | 'lg';
/** Card widths (the same as in table.css); a card is 1.4 times as tall. */
export const CARD_WIDTH: Record<CardSize, string> = { xs: '4.5rem', sm: '6.25rem', md: '8.25rem', lg: '17.5rem' };
