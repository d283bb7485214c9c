/**
 * Meetings (C08, refined by C41). Entering a space with other journeymen: from each one whose
 * marker piece the active journeyman does not hold yet, take one (from their Charly, else from
 * the general supply, else nothing); for each journeyman met for the first time, move one own
 * marker piece from the supply to the Charly.
 *
 * "For the first time":
 * - version 2 (C41): a fact about the two journeymen, remembered in `PlayerState.met` (the seats
 *   this journeyman has met by walking onto them). A second meeting never brings another own
 *   marker piece, even when no marker piece could be taken the first time.
 * - version 1: the active journeyman does not hold the other's marker piece yet.
 */
import type { Chain } from './pending';
import { updatePlayer } from './stateOps';
import type { PlayerState } from './types';
import { rulesSince } from './version';

export function meet(c: Chain, seat: number, others: readonly number[]): void {
  const v2 = rulesSince(c.state, 2);
  for (const o of others) {
    const me = c.state.players[seat] as PlayerState;
    const them = c.state.players[o] as PlayerState;
    c.emit({ type: 'met', player: seat, other: o });
    const holds = me.otherMarkers.includes(them.colour);
    let first: boolean;
    if (v2) {
      first = !(me.met ?? []).includes(o);
      if (first) c.set(updatePlayer(c.state, seat, (p) => ({ met: [...(p.met ?? []), o] })));
    } else {
      if (holds) continue;
      first = true;
    }
    if (!holds) takeMarker(c, seat, o);
    const now = c.state.players[seat] as PlayerState;
    if (first && now.ownMarkersInSupply > 0) {
      c.set(updatePlayer(c.state, seat, { ownMarkersInSupply: now.ownMarkersInSupply - 1, ownMarkersOnCharly: now.ownMarkersOnCharly + 1 }));
      c.emit({ type: 'ownMarker', player: seat });
    }
  }
}

/** One marker piece of seat `o` for `seat`: from o's Charly, else from the supply, else none. */
function takeMarker(c: Chain, seat: number, o: number): void {
  const them = c.state.players[o] as PlayerState;
  const from = them.ownMarkersOnCharly > 0 ? 'charly' : 'supply';
  if (from === 'charly') c.set(updatePlayer(c.state, o, { ownMarkersOnCharly: them.ownMarkersOnCharly - 1 }));
  else if (them.ownMarkersInSupply > 0) c.set(updatePlayer(c.state, o, { ownMarkersInSupply: them.ownMarkersInSupply - 1 }));
  else return;
  c.set(updatePlayer(c.state, seat, (p) => ({ otherMarkers: [...p.otherMarkers, them.colour] })));
  c.emit({ type: 'tookMarker', player: seat, colour: them.colour, from });
}
