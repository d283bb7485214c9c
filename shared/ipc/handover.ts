/**
 * When the table calls a person back: the decision passes from a computer player to a person
 * (the renderer sounds its call, main asks the window for attention), or the game ends (main
 * asks for attention: the results are waiting). Pure, over the parts of two snapshots in a row.
 */

export interface DeciderFacts {
  readonly activeSeat: number;
  readonly phase: string;
  readonly seats: readonly { readonly control: { readonly kind: string } }[];
}

/** The decision passes from a computer player to a person (who may have looked away meanwhile). */
export function handedToPerson(before: Omit<DeciderFacts, 'phase'> | null, now: Omit<DeciderFacts, 'phase'>): boolean {
  if (!before || before.activeSeat === now.activeSeat) return false;
  return before.seats[before.activeSeat]?.control.kind === 'computer' && now.seats[now.activeSeat]?.control.kind === 'human';
}

/**
 * A person is wanted at the table: the computers hand a decision to a person, or the game has
 * just ended with a person at the table. A person to a person is not a call: they share the screen.
 */
export function personWanted(before: DeciderFacts | null, now: DeciderFacts): boolean {
  if (!before) return false;
  if (now.phase === 'finished') return before.phase !== 'finished' && now.seats.some((s) => s.control.kind === 'human');
  return handedToPerson(before, now);
}
