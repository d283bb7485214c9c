/**
 * The size of type and controls the game table can show in a window. The table is laid out for
 * at least 1180 × 720 CSS pixels at 100 % (narrower windows get its compact layout, down to the
 * window's smallest, 960 × 640); larger type needs a proportionally larger window. A chosen size
 * above 100 % is therefore lowered, while the table is shown, to what the window has room for
 * (never below 100 %); other screens scroll and keep the chosen size.
 */
export const TABLE_ROOM = { width: 1180, height: 720 } as const;

/** The UI scale (percent) the table uses in a `width` × `height` window for the `chosen` one. */
export function tableScale(chosen: number, width: number, height: number): number {
  if (chosen <= 100) return chosen;
  const room = Math.floor(100 * Math.min(width / TABLE_ROOM.width, height / TABLE_ROOM.height));
  return Math.min(chosen, Math.max(100, room));
}
