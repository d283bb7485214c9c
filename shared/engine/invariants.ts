/**
 * Game invariants checked after every action by the property tests and the simulator.
 * Returns human-readable breaches (empty when the state is sound).
 */
import { MARKER_PIECES_IN_SUPPLY, MARKER_PIECES_ON_CHARLY, SCHENIEGELEI_MARKERS, TOTAL_SCANTLINGS } from '../model/components';
import { scoreBreakdown } from './scoring';
import { scantlingsHeld } from './tally';
import type { GameState } from './types';

export function invariantBreaches(state: GameState): string[] {
  const out: string[] = [];
  const supply = Object.values(state.scantlingSupply).reduce((a, b) => a + b, 0);
  const held = state.players.reduce((n, p) => n + scantlingsHeld(p.tally), 0);
  if (supply + held + state.scantlingsSpent !== TOTAL_SCANTLINGS) {
    out.push(`scantlings: supply ${supply} + held ${held} + spent ${state.scantlingsSpent} != ${TOTAL_SCANTLINGS}`);
  }
  for (const [c, n] of Object.entries(state.scantlingSupply)) if (n < 0) out.push(`supply of ${c} is negative`);

  state.players.forEach((p, seat) => {
    if (p.thalers < 0) out.push(`seat ${seat} has ${p.thalers} Thalers`);
    const onLeisure = Object.values(state.board.leisureMarkers).reduce((n, seats) => n + seats.filter((s) => s === seat).length, 0);
    const heldByOthers = state.players.reduce((n, q, j) => n + (j !== seat ? q.otherMarkers.filter((c) => c === p.colour).length : 0), 0);
    const pieces = p.ownMarkersOnCharly + p.ownMarkersInSupply + onLeisure + heldByOthers;
    if (pieces !== MARKER_PIECES_ON_CHARLY + MARKER_PIECES_IN_SUPPLY) out.push(`seat ${seat}: ${pieces} marker pieces, expected 7`);
    if (new Set(p.otherMarkers).size !== p.otherMarkers.length) out.push(`seat ${seat} holds two markers of one colour`);
    const placed = Object.values(state.board.scheniegelei).reduce((n, seats) => n + seats.filter((s) => s === seat).length, 0);
    if (placed + p.scheniegeleiLeft !== SCHENIEGELEI_MARKERS) out.push(`seat ${seat}: Scheniegelei ${placed} placed + ${p.scheniegeleiLeft} left != 7`);
    for (const seg of Object.values(p.tally.segments)) if (seg.length > 5) out.push(`seat ${seat} has an overfull segment`);
  });
  if (state.hat < 0) out.push('the hat is negative');

  const breakdown = scoreBreakdown(state);
  breakdown.forEach((b, seat) => {
    if (b.total !== state.players[seat]?.vp) out.push(`seat ${seat}: VP ${state.players[seat]?.vp} != breakdown ${b.total}`);
  });
  return out;
}
