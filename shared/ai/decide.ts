/**
 * The app's AI entry point: `decide(view, legal, options)` picks one of `legal` for the seat
 * whose view this is, from that view alone, and says why in one structured line.
 *
 * Levels (see README.md): hard = ISMCTS over the engine (search.ts), medium = the same search
 * with a small budget and no look past its own turn, easy = the greedy bot with beginner's
 * mistakes. Pure: no I/O, no Node or Electron imports, deterministic for an iteration budget.
 */
import { applyAction, type Action, type GameState } from '../engine';
import { sameAction } from '../engine/apply';
import { nextU32, seedRng } from '../engine/rng';
import type { RngState } from '../engine/types';
import type { GameView } from '../engine/view';
import { pickRandom } from './bot';
import { determinize } from './determinize';
import { greedyBot } from './greedy';
import { applyArm, armsFor, type Arm } from './macro';
import { ruleAction } from './policy';
import { describeEasy, explainEasy } from './easyReasons';
import { describeContinue, describeForced, describeRule, describeSearch, goToKey, onwardOf, placeOf, type Reason } from './reasons';
import { search, type ArmStats } from './search';
import { estimateAll, type UtilityKind, type ValueWeights } from './value';

export type AiLevel = 'easy' | 'medium' | 'hard';

/** What the AI keeps between the decisions of one seat (a walk in progress). Owned by the caller. */
export interface AiMemory {
  plan?: {
    /** Fingerprint of the view in which the next step is due. */
    readonly expect: string;
    readonly steps: readonly Action[];
    /** The space the walk heads for (the hint and the board show its route). */
    readonly dest: string;
    /** The line of each further step (reasons.ts, onwardOf: the place, or the aim the first line named). */
    readonly onward: Reason;
  };
  /**
   * The easy level's walk by the greedy rule (re-decided at every step): the place its last step
   * headed for and the fingerprint of the view its next step is due in. A next step heading for
   * the same place reads as going on with the walk ("Keeps walking to the inn, as planned.")
   * instead of naming the place again with one foot-it point less.
   */
  easyWalk?: { readonly expect: string; readonly dest: string };
}

export interface DecideOptions {
  readonly level: AiLevel;
  /** The AI's own seed (never the game's). */
  readonly seed: number;
  /** Time budget per decision in ms (hard: 1000 by default; medium: 150). */
  readonly thinkMs?: number;
  /** Iteration budget (reproducible); with thinkMs both limits apply. */
  readonly iterations?: number;
  /** Checked between iterations: when aborted, the decision comes back with `cancelled: true`. */
  readonly signal?: { readonly aborted: boolean };
  /** Keeps a walk in progress between decisions (optional). */
  readonly memory?: AiMemory;
  /** Tuning hooks (tournament experiments); defaults are the levels' settings. */
  readonly tuning?: { readonly horizon?: number; readonly exploration?: number; readonly widenBase?: number; readonly weights?: ValueWeights; readonly utility?: UtilityKind };
  readonly now?: () => number;
}

export interface DecisionStats {
  readonly level: AiLevel;
  readonly ms: number;
  readonly iterations: number;
  readonly stoppedEarly: boolean;
  /** The root arms searched, best first (key, visits, mean win chance, mean estimated final VP). */
  readonly arms: readonly { readonly key: string; readonly visits: number; readonly win: number; readonly vp: number }[];
}

export interface Decision {
  readonly action: Action;
  readonly reason: Reason;
  readonly stats: DecisionStats;
  /** True when the signal aborted the search: the caller must not apply the action. */
  readonly cancelled: boolean;
  /**
   * When the action is a step of a walk (one chosen by this search, or one chosen earlier and
   * continued): the space the walk is heading for. The table shows that route for a hint; it is
   * a space id, never shown as text.
   */
  readonly toward?: string;
}

export const LEVEL_DEFAULTS = {
  hard: { thinkMs: 1000, horizon: 0, exploration: 0.1, widenBase: 2, utility: 'lead' as UtilityKind },
  medium: { thinkMs: 150, iterations: 30, horizon: 0, exploration: 0.35, widenBase: 1, utility: 'lead' as UtilityKind },
} as const;

/** A cheap fingerprint of the public position (a view or a state), for plan continuation. */
function fingerprint(x: Pick<GameState, 'actionCount' | 'turn' | 'pending' | 'players'>): string {
  const top = x.pending[x.pending.length - 1];
  return `${x.actionCount}|${x.turn.player}|${x.turn.pointsLeft}|${x.players.map((p) => `${p.position}:${p.thalers}`).join(',')}|${top?.kind ?? ''}`;
}

function findLegal(legal: readonly Action[], a: Action): Action | undefined {
  return legal.find((x) => x === a) ?? legal.find((x) => sameAction(x, a));
}

function stats(level: AiLevel, ms: number, iterations = 0, arms: readonly ArmStats[] = [], stoppedEarly = false): DecisionStats {
  return {
    level,
    ms,
    iterations,
    stoppedEarly,
    arms: arms.map((a) => ({ key: a.key, visits: a.visits, win: a.visits ? a.winTotal / a.visits : 0, vp: a.visits ? a.vpTotal / a.visits : 0 })),
  };
}

function aiRng(opts: DecideOptions, view: GameView): RngState {
  // the AI's own generator: its seed and the position's public clock (never the game's seed)
  return seedRng((Math.imul(opts.seed >>> 0, 0x9e3779b1) ^ Math.imul(view.actionCount + 1, 0x85ebca6b)) >>> 0);
}

export function decide(view: GameView, legal: readonly Action[], opts: DecideOptions): Decision {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const first = legal[0];
  if (!first) throw new Error('decide: no legal action');
  const seat = first.player;
  const done = (action: Action, reason: Reason, s: DecisionStats, cancelled = false, toward?: string): Decision => ({ action, reason, stats: s, cancelled, toward });

  if (legal.length === 1) return done(first, describeForced(first), stats(opts.level, now() - t0));
  if (opts.signal?.aborted) return done(first, describeForced(first), stats(opts.level, now() - t0), true);

  let rng = aiRng(opts, view);
  const det = determinize(view, rng, seat);
  rng = det.rng;
  const state: GameState = det.state;

  // a walk already chosen continues without a new search: nothing hidden can change on the way
  const mem = opts.memory;
  if (mem?.plan && mem.plan.expect === fingerprint(view)) {
    const next = mem.plan.steps[0];
    const legalA = next ? findLegal(legal, next) : undefined;
    if (legalA && next) {
      const plan = mem.plan;
      const rest = plan.steps.slice(1);
      mem.plan = rest.length > 0 ? { ...plan, steps: rest, expect: expectAfter(legalA, state) } : undefined;
      // a white scantling placed on the way is placed by its rule (macro.ts): its line is the rule's;
      // the steps and the spaces passed keep walking, as planned
      const line = legalA.type === 'placeWhite' ? describeRule(state, legalA, () => false) : plan.onward;
      return done(legalA, line, stats(opts.level, now() - t0), false, plan.dest);
    }
  }
  if (mem) mem.plan = undefined;

  if (opts.level === 'easy') {
    const e = easyChoice(state, legal, rng, mem, fingerprint(view));
    return done(e.action, e.reason, stats('easy', now() - t0), false, e.toward);
  }

  // decisions taken by rule at every searching level (dice, a white scantling)
  // ahead of every rival by the estimates (worked out once, and only if a rule asks)
  let ahead: boolean | undefined;
  const leading = () => {
    if (ahead === undefined) {
      const est = estimateAll(handsAsExpected(state, seat));
      ahead = est.every((v, i) => i === seat || v <= (est[seat] ?? 0));
    }
    return ahead;
  };
  const ruled = ruleAction(state, legal, leading);
  if (ruled) {
    const legalA = findLegal(legal, ruled) ?? first;
    return done(legalA, describeRule(state, legalA, leading), stats(opts.level, now() - t0));
  }


  const d = opts.level === 'hard' ? LEVEL_DEFAULTS.hard : LEVEL_DEFAULTS.medium;
  const thinkMs = opts.thinkMs ?? (opts.iterations !== undefined ? undefined : d.thinkMs);
  const iterations = opts.iterations ?? (opts.level === 'medium' ? LEVEL_DEFAULTS.medium.iterations : undefined);
  const [seedWord] = nextU32(rng);
  const res = search(view, {
    seat,
    iterations,
    // leave room for what follows the search (reason, walk memory) inside the budget
    deadline: thinkMs !== undefined ? t0 + thinkMs - Math.min(60, 0.08 * thinkMs) : undefined,
    horizon: opts.tuning?.horizon ?? d.horizon,
    exploration: opts.tuning?.exploration ?? d.exploration,
    widenBase: opts.tuning?.widenBase ?? d.widenBase,
    weights: opts.tuning?.weights,
    utility: opts.tuning?.utility ?? d.utility,
    seed: seedWord,
    signal: opts.signal,
    now,
  });
  const best = res.rootArms[0];
  if (!best) {
    // nothing searched (cancelled at once): the first legal action, never applied by the host
    return done(first, describeForced(first), stats(opts.level, now() - t0, res.iterations), res.cancelled);
  }
  const action = findLegal(legal, best.arm.first) ?? first;
  const reason = describeSearch(state, best, res.rootArms[1], res.iterations);
  if (!res.cancelled) rememberWalk(mem, state, best.arm, action, reason);
  return done(action, reason, stats(opts.level, now() - t0, res.iterations, res.rootArms, res.stoppedEarly), res.cancelled, best.arm.dest);
}

/**
 * `state` with each rival's hand valued as the view lets `seat` expect it: as many cards as the
 * rival holds, each worth the mean of its unseen foot-it cards (its hand and deck together, the
 * same in every determinization). The lead test of a rule (the dice stake) so does not turn on
 * one determinization's guess of which cards a rival holds where the estimates are close.
 */
function handsAsExpected(state: GameState, seat: number): GameState {
  const players = state.players.map((p, i) => {
    const unseen = p.hand.length + p.deck.length;
    if (i === seat || p.hand.length === 0 || unseen === 0) return p;
    let sum = 0;
    for (const v of p.hand) sum += v;
    for (const v of p.deck) sum += v;
    const mean = sum / unseen;
    return { ...p, hand: p.hand.map(() => mean) };
  });
  return { ...state, players };
}

/**
 * A walk chosen now (`arm` with a destination, `action` its first step): the rest of its steps
 * are kept in `mem` and played without a new decision (as played out in this determinization:
 * deterministic, since nothing hidden can change on the way).
 */
function rememberWalk(mem: AiMemory | undefined, state: GameState, arm: Arm, action: Action, first: Reason): void {
  if (!mem || !arm.dest) return;
  const walk = applyArm(state, { ...arm, first: action });
  if (walk && walk.actions.length > 1) mem.plan = { expect: expectAfter(action, state), steps: walk.actions.slice(1), dest: arm.dest, onward: onwardOf(state, arm.dest, first) };
}

/** The fingerprint the view will have after `action` (its public effect does not depend on hidden cards). */
function expectAfter(action: Action, state: GameState): string {
  const r = applyAction(state, action);
  return r.ok ? fingerprint(r.state) : '';
}

/**
 * Easy: the greedy choice most of the time; now and then (three times in ten) a beginner's
 * slip: any choice but ending the turn or passing a space, where a walk is one choice (to a place picked on a
 * whim, then followed to its end through `mem`) rather than a step back and forth.
 */
function easyChoice(state: GameState, legal: readonly Action[], rng: RngState, mem: AiMemory | undefined, now: string): { action: Action; reason: Reason; toward?: string } {
  const walking = mem?.easyWalk;
  if (mem) mem.easyWalk = undefined;
  const [roll, r1] = nextU32(rng);
  if (roll % 100 < 30) {
    const all = armsFor(state, legal);
    // a whim still heads for a place with something on it (an inn, work, a scouting spot …), not a
    // bare path; and it does something: it never passes a space it stopped at (a walk there on a
    // hunch said what it was going for)
    const arms = all.filter((a) => a.first.type !== 'endTurn' && a.first.type !== 'passSpace' && (!a.dest || placeOf(state, a.dest).kind !== 'path'));
    const [arm] = pickRandom(arms.length > 0 ? arms : all, r1);
    const action = findLegal(legal, arm.first) ?? (legal[0] as Action);
    if (!arm.dest) return { action, reason: describeEasy(state, action, true) };
    // a whim that heads where the walk was already going is no new plan: it goes on with the walk
    const reason = goesOnWith(walking, now, arm.dest) ? describeContinue(state, arm.dest) : goToKey(state, 'ai.easy.hunchTo', arm.dest, arm.steps ?? 1);
    rememberWalk(mem, state, arm, action, reason);
    return { action, reason, toward: arm.dest };
  }
  const [a] = greedyBot.choose(state, legal, r1);
  const e = explainEasy(state, a);
  if (!e.toward || a.type !== 'move') return { action: a, ...e };
  if (mem) mem.easyWalk = { expect: expectAfter(a, state), dest: e.toward };
  return { action: a, reason: goesOnWith(walking, now, e.toward) ? describeContinue(state, e.toward) : e.reason, toward: e.toward };
}

/** The step before (`walking`, due in the view `now`) headed for `dest` too: this step goes on with that walk. */
function goesOnWith(walking: AiMemory['easyWalk'], now: string, dest: string): boolean {
  return walking !== undefined && walking.expect === now && walking.dest === dest;
}

/** A hint for a human seat: the hard level's decision for that seat's view. */
export function hint(view: GameView, legal: readonly Action[], opts: Omit<DecideOptions, 'level'>): Decision {
  return decide(view, legal, { ...opts, level: 'hard' });
}

/**
 * An instant decision from the view alone (the greedy choice in one determinization), for when
 * the search cannot run: the host uses it if the AI's thread fails, so a computer seat never
 * leaves the game waiting. Fair like every level: it sees only the view.
 */
export function quickDecision(view: GameView, legal: readonly Action[], seed: number): Decision {
  const first = legal[0];
  if (!first) throw new Error('quickDecision: no legal action');
  if (legal.length === 1) return { action: first, reason: describeForced(first), stats: stats('easy', 0), cancelled: false };
  const det = determinize(view, seedRng(seed >>> 0), first.player);
  const [a] = greedyBot.choose(det.state, legal, det.rng);
  return { action: findLegal(legal, a) ?? first, reason: { key: 'ai.fallback', params: {} }, stats: stats('easy', 0), cancelled: false };
}
