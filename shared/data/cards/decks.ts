/**
 * Reconstructed card decks whose printed values are lost (components.md, "ours").
 */
import type { LeisureType } from '../../model/components';

/**
 * The identical 18-card foot-it set every journeyman shuffles (6 per year), values 1–5.
 * Reconstruction: the suggested 2×1, 4×2, 5×3, 4×4, 3×5 (sum 56, mean 3.1 points a card).
 * With about six cards a year this gives ~19 points a year: enough to reach a city or two and
 * to work several times, but not to visit every action — the tension the book describes
 * ("cannot save points", extension for 2 Thalers). Full-game simulation (npm run simulate)
 * confirmed the games neither stall nor run out of board; see scripts/simulate.ts.
 */
export const FOOT_IT_SET: readonly number[] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5];

/** The One-Day card (known: worth 5). */
export const ONE_DAY_CARD = 5;

/** 12 leisure cards in three types, 4 of each (ours: the book gives only the total). */
export const LEISURE_CARDS: Readonly<Record<LeisureType, number>> = { drawing: 4, writing: 4, music: 4 };
