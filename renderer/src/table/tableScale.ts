/**
 * The size of type and controls in a window (the root font size, percent).
 *
 * Growing: the interface is drawn for windows up to 1920 × 1080 CSS pixels. A larger window
 * (a 2560 × 1440 screen at 100 %, an ultra-wide one) would otherwise show the same small type
 * and components beside a much larger board; with the setting `growWithWindow` (on by default)
 * everything grows with the window instead, by the smaller of its two ratios to 1920 × 1080, so
 * such a window looks like a 1920 × 1080 one, only larger.
 *
 * At the table: it is laid out for at least 1180 × 720 CSS pixels at 100 % (narrower windows get
 * its compact layout, down to the window's smallest, 960 × 640); larger type needs a
 * proportionally larger window. A size above 100 % is therefore lowered, while the table is
 * shown, to what the window has room for (never below 100 %); other screens scroll and keep it.
 */
export const TABLE_ROOM = { width: 1180, height: 720 } as const;
/** The largest window drawn at the chosen size; larger ones grow (with `growWithWindow`). */
export const GROW_FROM = { width: 1920, height: 1080 } as const;

/** The UI scale (percent) the table uses in a `width` × `height` window for the `chosen` one. */
export function tableScale(chosen: number, width: number, height: number): number {
  if (chosen <= 100) return chosen;
  const room = Math.floor(100 * Math.min(width / TABLE_ROOM.width, height / TABLE_ROOM.height));
  return Math.min(chosen, Math.max(100, room));
}

/** How much larger than the chosen size a `width` × `height` window shows everything: 1 up to 1920 × 1080. */
export function windowGrowth(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 1;
  return Math.max(1, Math.min(width / GROW_FROM.width, height / GROW_FROM.height));
}

export interface ScaleInputs {
  /** The size chosen in the settings (percent). */
  readonly chosen: number;
  /** The setting `growWithWindow`. */
  readonly grow: boolean;
  readonly width: number;
  readonly height: number;
  /** The game table is shown (its room may lower the size). */
  readonly atTable: boolean;
}

/** The UI scale (percent, a whole number) in use for these settings, window and screen. */
export function appliedScale({ chosen, grow, width, height, atTable }: ScaleInputs): number {
  const wanted = grow ? Math.round(chosen * windowGrowth(width, height)) : chosen;
  return atTable ? tableScale(wanted, width, height) : wanted;
}
