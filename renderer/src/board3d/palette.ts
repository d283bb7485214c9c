/**
 * Colours, shapes and patterns. Player colours are always paired with a figure/marker shape and
 * scantling colours with a fill pattern, so nothing depends on hue alone (colour-blind players).
 */
import type { PlayerColour, ScantlingColour, Terrain } from '../../../shared/model/components';
import type { SpaceKind } from '../../../shared/model/board';

export const PLAYER_HEX: Record<PlayerColour, number> = {
  red: 0xd0342c,
  blue: 0x2f6fe0,
  green: 0x2f9e55,
  yellow: 0xf4c430,
};

/** Shape per player colour: red circle, blue square, green triangle, yellow star. */
export type PlayerShape = 'circle' | 'square' | 'triangle' | 'star';
export const PLAYER_SHAPE: Record<PlayerColour, PlayerShape> = {
  red: 'circle',
  blue: 'square',
  green: 'triangle',
  yellow: 'star',
};

export const SCANTLING_CSS: Record<ScantlingColour, string> = {
  orange: '#f08a24',
  black: '#222222',
  red: '#d23b2f',
  blue: '#2f6fe0',
  green: '#2f9e55',
  yellow: '#f4d03a',
  white: '#f6f3ea',
};

/** Fill pattern per scantling colour (drawn over the hue in every symbol). */
export type ScantlingPattern = 'dots' | 'cross' | 'hstripes' | 'vstripes' | 'diagonal' | 'checks' | 'ring';
export const SCANTLING_PATTERN: Record<ScantlingColour, ScantlingPattern> = {
  orange: 'dots',
  black: 'cross',
  red: 'hstripes',
  blue: 'vstripes',
  green: 'diagonal',
  yellow: 'checks',
  white: 'ring',
};

export const TERRAIN_HEX: Record<Terrain, number> = {
  meadow: 0x8cc46a,
  forest: 0x4f8a43,
  field: 0xd9b85c,
};
export const CITY_GROUND = 0xb9b0a2;
export const HOMELAND_GROUND = 0xc9d89a;
export const TABLE_HEX = 0x6e4f33;
export const PATH_HEX = 0xe8d6a8;
export const CITY_PATH_HEX = 0x8d8478;

export const SPACE_HEX: Record<SpaceKind, number> = {
  homeland: 0xf3ead2,
  centre: 0xfdf7e3,
  path: 0xf1e3bd,
  inn: 0xe39b4a,
  hostel: 0x7fb0dd,
  townhall: 0xb48ad6,
  work: 0xf6efdc,
  leisure: 0xef9fb8,
  carriage: 0x5fb7a8,
};
