/** Hostels and travel companions (C19). */
import { COMPANION_BY_ID } from '../data/cards';
import type { ScantlingColour } from '../model/components';
import { Chain, push } from './pending';
import { applyReward, gainScantling, payRequirement, requirementOptions } from './rewards';
import { player, updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';

export function useHostel(state: GameState, seat: number): Step {
  const c = new Chain(state);
  c.emit({ type: 'hostel', player: seat });
  if (c.state.companionStack.length > 0) c.set(push(c.state, { kind: 'companionReveal' }));
  c.run(gainScantling(c.state, seat, 'blue'));
  return c.done();
}

/** Automatic step: reveal the top companion. */
export function revealCompanion(state: GameState, seat: number): Step {
  const [id, ...rest] = state.companionStack;
  if (!id) return { state, events: [] };
  const s = push({ ...state, companionStack: rest }, { kind: 'companionOffer', id });
  return { state: s, events: [{ type: 'companionRevealed', player: seat, id }] };
}

export function companionPayOptions(state: GameState, seat: number, id: string): (ScantlingColour | undefined)[] {
  const comp = COMPANION_BY_ID[id];
  return comp ? requirementOptions(state, seat, comp.requirement) : [];
}

/** Pay the requirement; an old companion leaves first (oldCompanion decision). */
export function takeCompanion(state: GameState, seat: number, id: string, colour: ScantlingColour | undefined): Step {
  const c = new Chain(state);
  const comp = COMPANION_BY_ID[id];
  if (!comp) return c.done();
  c.run(payRequirement(c.state, seat, comp.requirement, colour, 'companion'));
  const old = player(c.state, seat).companion;
  if (old) {
    // the new one joins once the old one is parted with (the oldCompanion decision)
    c.set(push(c.state, { kind: 'oldCompanion', newId: id })).emit({ type: 'companionChosen', player: seat, id, old: old.id });
    return c.done();
  }
  c.set(updatePlayer(c.state, seat, { companion: { id, fresh: true } }));
  c.emit({ type: 'companionJoined', player: seat, id });
  return c.done();
}

export function dismissOld(state: GameState, seat: number, newId: string, take: 'insight' | 'book'): Step {
  const c = new Chain(state);
  const old = player(c.state, seat).companion;
  c.set(updatePlayer(c.state, seat, { companion: { id: newId, fresh: true } }));
  // told in the order of C19: the old companion leaves (with its Insight or card), then the new one joins
  if (old) {
    c.emit({ type: 'companionLeft', player: seat, id: old.id, take });
    if (take === 'book') c.set(updatePlayer(c.state, seat, (p) => ({ book: [...p.book, { kind: 'companion', id: old.id }] })));
    else {
      const comp = COMPANION_BY_ID[old.id];
      if (comp) c.run(applyReward(c.state, seat, comp.insight, 'companionInsight'));
    }
  }
  c.emit({ type: 'companionJoined', player: seat, id: newId });
  return c.done();
}
