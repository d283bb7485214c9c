/**
 * A position evaluation for one journeyman: roughly the victory points the position is
 * worth at the end, counting progress that usually turns into points. Used by the greedy
 * bot; deliberately simple and cheap.
 */
import { SEGMENTS, SEGMENT_VALUE } from '../model/components';
import type { GameState } from '../engine';

export function evaluate(state: GameState, seat: number): number {
  const p = state.players[seat];
  if (!p) return 0;
  let v = p.vp;
  for (const s of SEGMENTS) {
    const n = p.tally.segments[s].length;
    // a locked segment scores at every remaining scoring; partial segments are worth a share
    v += n >= 5 ? SEGMENT_VALUE[s] * 1.5 : (n / 5) * SEGMENT_VALUE[s] * 0.9 + n * 0.15;
  }
  v += Object.values(p.tally.surplus).reduce((a, b) => a + b, 0) * 0.3;
  const leisureKinds = new Set(p.book.filter((c) => c.kind === 'leisure').map((c) => (c.kind === 'leisure' ? c.leisure : ''))).size;
  v += [0, 1, 3, 6][leisureKinds] ?? 6;
  v += p.book.filter((c) => c.kind !== 'leisure').length;
  v += p.specialMarkers.length + (p.earring ? 1 : 0);
  v += Math.min(p.thalers, 25) * 0.2 + Math.max(0, p.thalers - 25) * 0.1;
  v += p.otherMarkers.length * 2;
  v += (7 - p.scheniegeleiLeft) * 1.2;
  v += Object.values(p.development).filter((d) => d !== 'inactive').length * 0.5;
  v += p.companion ? 0.8 : 0;
  v += p.freeScoutTokens * 0.5;
  v += p.hand.length * 0.2;
  return v;
}
