/**
 * Inns (C16, C17): news announcement, waiting personalities, encounters, then the dice game.
 * Personalities of a city not yet placed wait "beside the city stack": they are stored by
 * city name and become reachable the moment the city is placed.
 */
import { NEWS_BY_ID } from '../data/cards';
import type { SpaceId } from '../model/board';
import type { CityName, ScantlingColour } from '../model/components';
import { spaceOf } from './boardApi';
import { Chain, push, type EnginePending } from './pending';
import { applyReward, devReady, payRequirement, requirementOptions } from './rewards';
import { rollDie } from './rng';
import { rulesSince } from './version';
import { updatePlayer, type Step } from './stateOps';
import type { GameState } from './types';

/** After the fee: queue news, encounters and the dice game (top first). */
export function useInn(state: GameState, seat: number, space: SpaceId): Step {
  const c = new Chain(state);
  const city = spaceOf(c.state.board.placed, space)?.city;
  // bottom first: the dice game, encounters, then the news on top. Whether the host can raise
  // a bet is decided when the dice game comes up (settle), not now: an encounter paid in
  // Thalers may empty the pouch in between.
  const next: EnginePending[] = [{ kind: 'diceSetup' }];
  if (city) next.push({ kind: 'encounter', city });
  if (c.state.newsStack.length > 0) next.push({ kind: 'news' });
  if (next.length > 0) c.set(push(c.state, ...next));
  c.emit({ type: 'inn', player: seat, space });
  return c.done();
}

/** Automatic step: reveal the top news card, reward, personality to its city (C16). */
export function announceNews(state: GameState, seat: number): Step {
  const c = new Chain(state);
  // indexed read and slice: rest destructuring walks the stack through the iterator protocol
  const id = c.state.newsStack[0];
  if (!id) return c.done();
  const card = NEWS_BY_ID[id];
  if (!card) return c.done();
  const waiting = c.state.personalities[card.city] ?? [];
  c.set({ ...c.state, newsStack: c.state.newsStack.slice(1), personalities: { ...c.state.personalities, [card.city]: [...waiting, id] } });
  c.emit({ type: 'news', player: seat, newsId: id, city: card.city });
  c.run(applyReward(c.state, seat, card.reward, 'news'));
  return c.done();
}

/** Encounter options at this city's inn: (newsId, paying colour) pairs. */
export function encounterOptions(state: GameState, seat: number, city: CityName): { newsId: string; pay: ScantlingColour | undefined }[] {
  const out: { newsId: string; pay: ScantlingColour | undefined }[] = [];
  for (const id of state.personalities[city] ?? []) {
    const card = NEWS_BY_ID[id];
    if (!card) continue;
    for (const pay of requirementOptions(state, seat, card.requirement)) out.push({ newsId: id, pay });
  }
  return out;
}

export function encounter(state: GameState, seat: number, city: CityName, newsId: string, take: 'insight' | 'book', payColour: ScantlingColour | undefined): Step {
  const c = new Chain(state);
  const card = NEWS_BY_ID[newsId];
  if (!card) return c.done();
  if (card.requirement.payRoll && rulesSince(c.state, 2) && devReady(c.state, seat, 'luckyFellow')) {
    // C45: the die that sets the price may be rerolled; the encounter goes on once it is decided
    const [value, rng] = rollDie(c.state.rng);
    c.set({ ...c.state, rng }).emit({ type: 'rolled', player: seat, value, reason: 'encounter' });
    c.set(push(c.state, { kind: 'keepRoll', purpose: 'requirement', value, city, newsId, take }));
    return c.done();
  }
  c.run(payRequirement(c.state, seat, card.requirement, payColour, 'encounter'));
  c.run(completeEncounter(c.state, seat, city, newsId, take));
  return c.done();
}

/** The requirement paid: the personality leaves the inn, to the book or for the Insight. */
export function completeEncounter(state: GameState, seat: number, city: CityName, newsId: string, take: 'insight' | 'book'): Step {
  const c = new Chain(state);
  const card = NEWS_BY_ID[newsId];
  if (!card) return c.done();
  const waiting = (c.state.personalities[city] ?? []).filter((x) => x !== newsId);
  c.set({ ...c.state, personalities: { ...c.state.personalities, [city]: waiting } });
  c.emit({ type: 'encountered', player: seat, newsId, take });
  if (take === 'book') c.set(updatePlayer(c.state, seat, (p) => ({ book: [...p.book, { kind: 'personality', id: newsId }] })));
  else c.run(applyReward(c.state, seat, card.insight, 'insight'));
  return c.done();
}
