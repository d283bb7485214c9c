/**
 * The 12 fate tiles (ours, reconstructed; count known). A placed city draws one (Sellm two,
 * C14) for its fate work space. Richer than landscape work on purpose: a city is a journey's
 * goal, so its fate work pays 3–5 Thalers plus a scantling, or rolls with every face
 * coloured. Colours spread so that no colour dominates: yellow 3, green 3, blue 2,
 * orange 2, black 2 (counting a rolled tile by its majority colour).
 */
import type { Wage } from '../../model/board';
import { fixed, rolled } from './build';

export const FATE_TILES: readonly Wage[] = [
  fixed(3, 'yellow'),
  fixed(4, 'green'),
  fixed(3, 'blue'),
  fixed(4, 'orange'),
  fixed(3, 'black'),
  fixed(5, 'yellow'),
  fixed(4, 'blue'),
  rolled('yyyggg'),
  rolled('ggggyy'),
  rolled('ooookk'),
  rolled('kkkkoo'),
  rolled('yybbgg'),
];
