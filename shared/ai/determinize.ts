/**
 * Determinization: from what one journeyman sees (`viewFor(state, seat)`), build a complete
 * GameState that is consistent with that view, with everything the seat cannot know drawn at
 * random from the AI's own generator.
 *
 * Unknown to the seat (every field the view blanks, whatever the engine's view version):
 * - the other journeymen's hands, and every journeyman's face-down foot-it deck (the own deck
 *   too: its order is hidden from its owner). Each journeyman holds the same printed foot-it
 *   set; the discard pile is public, so the unseen cards are the set minus the discards
 *   (minus the own hand for the seat itself), split at random between hand and deck;
 * - the order of every stack, and for the news and companion stacks also which cards are in
 *   them (cards taken for their Insight leave the game without a public trace). Contents are
 *   the game data minus what is public (placed pieces, fate tiles on the board, personalities
 *   waiting or kept, companions travelling or kept, cards on the pending stack); when the
 *   engine's view carries `remaining` (sorted stack contents), that is used instead;
 * - the generator state and the seed of the game: a fresh generator from the AI's own.
 *
 * Pure: the same view and AI generator state give the same determinization.
 */
import { COMPANIONS, FOOT_IT_SET, NEWS_CARDS, ONE_DAY_CARD } from '../data/cards';
import { board } from '../engine/boardApi';
import type { GameState, PlayerState, RngState } from '../engine/types';
import type { GameView } from '../engine/view';
import { nextU32, shuffle } from '../engine/rng';

/** Stacks whose contents a view may list (`remaining`, sorted) and whose order is always hidden. */
export type StackName = 'landscapeStack' | 'cityStack' | 'fateStack' | 'newsStack' | 'companionStack';

/** The parts of a view this module reads; optional where an engine version may leave them out. */
type ViewLike = GameView;

/** The view's `remaining` lists (C49) by the stack they describe. */
const REMAINING_KEY: Readonly<Record<StackName, keyof GameView['remaining']>> = {
  landscapeStack: 'landscape',
  cityStack: 'city',
  fateStack: 'fate',
  newsStack: 'news',
  companionStack: 'companion',
};

interface Counts {
  landscapeStack: number;
  cityStack: number;
  fateStack: number;
  newsStack: number;
  companionStack: number;
}

function countsOf(view: ViewLike): Counts {
  const c = (view as { counts?: Partial<Counts> }).counts ?? {};
  return {
    landscapeStack: c.landscapeStack ?? 0,
    cityStack: c.cityStack ?? 0,
    fateStack: c.fateStack ?? 0,
    newsStack: c.newsStack ?? 0,
    companionStack: c.companionStack ?? 0,
  };
}

/** Multiset difference: `all` without one copy of each item of `minus` (missing ones ignored). */
export function without<T>(all: readonly T[], minus: Iterable<T>): T[] {
  const out = all.slice();
  for (const m of minus) {
    const i = out.indexOf(m);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The public facts that take cards and pieces out of the stacks. */
function publicOut(view: ViewLike): { pieces: Set<string>; fate: Set<number>; news: Set<string>; companions: Set<string> } {
  const pieces = new Set<string>(view.board.placed.map((p) => p.pieceId));
  const fate = new Set<number>(Object.values(view.board.fate ?? {}));
  const news = new Set<string>();
  const companions = new Set<string>();
  for (const ids of Object.values(view.personalities ?? {})) for (const id of ids ?? []) news.add(id);
  for (const p of view.players) {
    if (p.companion) companions.add(p.companion.id);
    for (const b of p.book) {
      if (b.kind === 'personality') news.add(b.id);
      else if (b.kind === 'companion') companions.add(b.id);
    }
  }
  for (const t of view.pending ?? []) {
    const e = t as { kind: string; pieceId?: unknown; id?: unknown; newId?: unknown };
    if (e.kind === 'scoutPlace' && typeof e.pieceId === 'string') pieces.add(e.pieceId);
    if (e.kind === 'companionOffer' && typeof e.id === 'string') companions.add(e.id);
    if (e.kind === 'oldCompanion' && typeof e.newId === 'string') companions.add(e.newId);
  }
  return { pieces, fate, news, companions };
}

/** A small wrapper so the draws below read simply; every draw advances `rng`. */
class Draw {
  constructor(public rng: RngState) {}
  shuffled<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(this.rng, items);
    this.rng = next;
    return out;
  }
  u32(): number {
    const [v, next] = nextU32(this.rng);
    this.rng = next;
    return v;
  }
  /** `n` items: a random subset of the candidates in random order, padded from `fallback` if short. */
  pick<T>(candidates: readonly T[], n: number, fallback: readonly T[]): T[] {
    const out = this.shuffled(candidates).slice(0, n);
    while (out.length < n && fallback.length > 0) out.push(fallback[this.u32() % fallback.length] as T);
    return out;
  }
}

/** The stack's unseen contents: the view's `remaining` when given, else data minus public facts. */
function stackContents<T extends string | number>(view: ViewLike, name: StackName, derived: readonly T[]): readonly T[] {
  const listed = (view.remaining as GameView['remaining'] | undefined)?.[REMAINING_KEY[name]];
  return listed ? (listed as readonly T[]) : derived;
}

/** The foot-it cards of one journeyman that this seat has not seen. */
function unseenFootIt(p: PlayerState, own: boolean): number[] {
  const full = p.oneDayCard ? FOOT_IT_SET.slice() : [...FOOT_IT_SET, ONE_DAY_CARD];
  return without(without(full, p.discard), own ? p.hand : []);
}

/**
 * A complete plausible GameState for `view` (seen by `view.viewer`, or `seat` when given).
 * Returns the state and the AI generator advanced past the draws.
 */
export function determinize(view: GameView, rng: RngState, seat: number = (view as { viewer?: number }).viewer ?? 0): { state: GameState; rng: RngState } {
  const v = view as ViewLike;
  const d = new Draw(rng);
  const counts = countsOf(v);
  const out = publicOut(v);
  const provider = board();

  const landscape = stackContents(v, 'landscapeStack', provider.landscapeIds.filter((id) => !out.pieces.has(id)));
  const city = stackContents(
    v,
    'cityStack',
    Object.values(provider.cityPieceIds).filter((id) => !out.pieces.has(id)),
  );
  const fate = stackContents(
    v,
    'fateStack',
    provider.fateTiles.map((_, i) => i).filter((i) => !out.fate.has(i)),
  );
  const news = stackContents(
    v,
    'newsStack',
    NEWS_CARDS.map((n) => n.id as string).filter((id) => !out.news.has(id)),
  );
  const companions = stackContents(
    v,
    'companionStack',
    COMPANIONS.map((c) => c.id as string).filter((id) => !out.companions.has(id)),
  );

  const players: PlayerState[] = v.players.map((pv, i) => {
    const own = i === seat;
    const handCount = (pv as { handCount?: number }).handCount ?? pv.hand.length;
    const deckCount = (pv as { deckCount?: number }).deckCount ?? pv.deck.length;
    const pool = d.shuffled(unseenFootIt(pv, own));
    const hand = own ? pv.hand.slice() : d.pick(pool.splice(0, handCount), handCount, FOOT_IT_SET);
    const deck = d.pick(pool, deckCount, FOOT_IT_SET);
    // keep exactly the PlayerState fields (the view adds counts)
    const { handCount: _h, deckCount: _d, ...rest } = pv as PlayerState & { handCount?: number; deckCount?: number };
    return { ...rest, hand, deck };
  });

  const seed = d.u32();
  const gameRng: RngState = { s: [d.u32() | 1, d.u32(), d.u32(), d.u32()] };
  const { viewer: _viewer, counts: _counts, remaining: _remaining, ...pub } = v as ViewLike & { counts?: unknown };
  const state: GameState = {
    ...(pub as unknown as GameState),
    setup: { ...v.setup, seed },
    rng: gameRng,
    players,
    board: {
      ...v.board,
      landscapeStack: d.pick(landscape, counts.landscapeStack, provider.landscapeIds),
      cityStack: d.pick(city, counts.cityStack, Object.values(provider.cityPieceIds)),
      fateStack: d.pick(fate, counts.fateStack, provider.fateTiles.map((_, i) => i)),
    },
    newsStack: d.pick(news, counts.newsStack, NEWS_CARDS.map((n) => n.id)),
    companionStack: d.pick(companions, counts.companionStack, COMPANIONS.map((c) => c.id)),
  };
  return { state, rng: d.rng };
}
