/**
 * Information-set Monte Carlo tree search (single observer) over the real engine.
 *
 * Each iteration draws a fresh determinization of the AI's view (determinize.ts), walks down
 * one shared tree of the AI's own decisions in the current turn (statistics are shared across
 * determinizations, keyed by stable arm keys; an arm's availability is counted, as in ISMCTS),
 * then plays on with the playout policy (policy.ts) for every journeyman until the horizon:
 * the end of the AI's turn plus `horizon` further turns. The position there is scored with
 * value.ts (estimated final VP → a win-chance utility). Other journeymen and chance are part
 * of the environment: they act by the playout policy, never as tree nodes.
 *
 * - Forced decisions (one arm) are not tree nodes. Dice placements, rerolls, the stake and a
 *   white scantling's segment are decided by rule (policy.ts), never searched.
 * - Walks: a turn decision's arms are destinations (macro.ts), not single steps.
 * - Progressive widening: a node opens its arms in order of a cheap prior (the estimate right
 *   after the arm), `widenBase + sqrt(visits)` of them at a time.
 * - Budget: iterations and/or a deadline; it stops early once the most visited arm can no
 *   longer be overtaken in the iterations left.
 */
import { applyAction, legalActions, type Action, type GameState } from '../engine';
import { seedRng, nextU32 } from '../engine/rng';
import type { RngState } from '../engine/types';
import type { GameView } from '../engine/view';
import { determinize } from './determinize';
import { applyArm, armsFor, type Arm } from './macro';
import { playoutAction, ruleAction } from './policy';
import { DEFAULT_WEIGHTS, estimateAll, estimateVp, utility, type UtilityKind, type ValueWeights } from './value';

export interface SearchConfig {
  readonly seat: number;
  /** Stop after this many iterations (reproducible budgets). */
  readonly iterations?: number;
  /** Stop at this time (performance.now() milliseconds). */
  readonly deadline?: number;
  /** Turns played on by the policy after the AI's turn ends (0: score the end of its own turn). */
  readonly horizon: number;
  readonly exploration: number;
  readonly widenBase: number;
  readonly weights?: ValueWeights;
  readonly utility?: UtilityKind;
  readonly seed: number;
  readonly signal?: { readonly aborted: boolean };
  readonly now?: () => number;
}

export interface ArmStats {
  readonly key: string;
  readonly arm: Arm;
  visits: number;
  /** Sum of utilities (win chance). */
  total: number;
  /** Sum of the AI's estimated final VP. */
  vpTotal: number;
  avail: number;
  prior: number;
  child: TreeNode | null;
}

export interface TreeNode {
  visits: number;
  readonly arms: Map<string, ArmStats>;
  /** Arms in prior order (best first), filled on the first visit. */
  order: string[];
}

export interface SearchResult {
  readonly root: TreeNode;
  readonly rootArms: readonly ArmStats[];
  readonly iterations: number;
  readonly ms: number;
  readonly cancelled: boolean;
  readonly stoppedEarly: boolean;
}

function newNode(): TreeNode {
  return { visits: 0, arms: new Map(), order: [] };
}

/** Decisions the tree branches on: the AI's own, not forced, not taken by rule. */
function isRuleDecision(legal: readonly Action[]): boolean {
  const t = (legal[0] as Action).type;
  return t === 'dicePlace' || t === 'diceReroll' || t === 'keepRoll' || t === 'diceRoll' || t === 'placeWhite' || t === 'diceMode';
}

function countTurnEnds(events: readonly { type: string }[]): number {
  let n = 0;
  for (const e of events) if (e.type === 'turnEnded') n++;
  return n;
}

function leadingIn(state: GameState, seat: number, w: ValueWeights): boolean {
  const est = estimateAll(state, w);
  const mine = est[seat] ?? 0;
  return est.every((v, i) => i === seat || v <= mine);
}

export function search(view: GameView, cfg: SearchConfig): SearchResult {
  const now = cfg.now ?? (() => performance.now());
  const started = now();
  const w = cfg.weights ?? DEFAULT_WEIGHTS;
  const me = cfg.seat;
  let rng: RngState = seedRng(cfg.seed >>> 0);
  const root = newNode();
  const maxIter = cfg.iterations ?? Number.POSITIVE_INFINITY;
  let iterations = 0;
  let cancelled = false;
  let stoppedEarly = false;

  const openArms = (node: TreeNode, state: GameState, arms: readonly Arm[]): void => {
    // first visit: priors from the estimate right after each arm (one application each)
    const scored: { key: string; prior: number }[] = [];
    for (const arm of arms) {
      const r = applyArm(state, arm);
      const prior = r ? estimateVp(r.state, me, w) + (arm.dest ? -0.02 * (arm.steps ?? 0) : 0) : -Infinity;
      scored.push({ key: arm.key, prior });
      if (!node.arms.has(arm.key)) node.arms.set(arm.key, { key: arm.key, arm, visits: 0, total: 0, vpTotal: 0, avail: 0, prior, child: null });
    }
    scored.sort((a, b) => b.prior - a.prior);
    node.order = scored.map((s) => s.key);
  };

  const select = (node: TreeNode, state: GameState, arms: readonly Arm[]): { stats: ArmStats; arm: Arm } => {
    if (node.order.length === 0) openArms(node, state, arms);
    const present = new Map<string, Arm>();
    for (const a of arms) present.set(a.key, a);
    // arms seen only in other determinizations join the order at the end
    for (const a of arms) {
      if (!node.arms.has(a.key)) {
        node.arms.set(a.key, { key: a.key, arm: a, visits: 0, total: 0, vpTotal: 0, avail: 0, prior: -Infinity, child: null });
        node.order.push(a.key);
      }
    }
    const width = Math.max(1, Math.floor(cfg.widenBase + Math.sqrt(node.visits)));
    let best: ArmStats | null = null;
    let bestScore = -Infinity;
    let opened = 0;
    for (const key of node.order) {
      if (opened >= width) break;
      const st = node.arms.get(key) as ArmStats;
      if (!present.has(key)) continue;
      opened++;
      st.avail++;
      if (st.visits === 0) {
        // first unvisited arm in prior order
        if (best === null || best.visits > 0) {
          best = st;
          bestScore = Infinity;
        }
        continue;
      }
      const score = st.total / st.visits + cfg.exploration * Math.sqrt(Math.log(st.avail) / st.visits);
      if (score > bestScore) {
        bestScore = score;
        best = st;
      }
    }
    const stats = best ?? (node.arms.get((arms[0] as Arm).key) as ArmStats);
    // the arm object of this determinization (same key, same meaning)
    return { stats, arm: present.get(stats.key) ?? stats.arm };
  };

  for (;;) {
    if (iterations >= maxIter) break;
    if (cfg.signal?.aborted) {
      cancelled = true;
      break;
    }
    if (cfg.deadline !== undefined && iterations > 0 && now() >= cfg.deadline) break;
    if (iterations >= 16 && (iterations & 7) === 0 && cannotChange(root, iterations, maxIter, cfg.deadline, now, started)) {
      stoppedEarly = true;
      break;
    }
    iterations++;
    const [seedWord, r1] = nextU32(rng);
    rng = r1;
    const det = determinize(view, seedRng(seedWord), me);
    let state = det.state;
    let prng = det.rng;
    let node: TreeNode | null = root;
    const path: ArmStats[] = [];
    let turnEnds = 0;
    let guard = 0;
    while (state.phase !== 'finished' && turnEnds <= cfg.horizon && guard++ < 4000) {
      const legal = legalActions(state);
      if (legal.length === 0) break;
      const seat = (legal[0] as Action).player;
      if (seat === me && node !== null && turnEnds === 0 && legal.length > 1 && !isRuleDecision(legal)) {
        const arms = armsFor(state, legal);
        if (arms.length > 1) {
          const { stats, arm } = select(node, state, arms);
          const res = applyArm(state, arm);
          if (!res) break;
          const wasNew = stats.visits === 0;
          path.push(stats);
          node.visits++;
          state = res.state;
          turnEnds += res.turnEnds;
          node = wasNew ? null : (stats.child ??= newNode());
          continue;
        }
      }
      let action: Action;
      if (seat === me && isRuleDecision(legal)) action = ruleAction(state, legal, () => leadingIn(state, me, w)) ?? (legal[0] as Action);
      else [action, prng] = playoutAction(state, legal, prng);
      const r = applyAction(state, action);
      if (!r.ok) break;
      state = r.state;
      turnEnds += countTurnEnds(r.events);
    }
    const est = estimateAll(state, w);
    const u = utility(state, me, est, cfg.utility);
    const vp = est[me] ?? 0;
    for (const st of path) {
      st.visits++;
      st.total += u;
      st.vpTotal += vp;
    }
  }
  const rootArms = [...root.arms.values()].filter((a) => a.visits > 0).sort((a, b) => b.visits - a.visits || b.total / b.visits - a.total / a.visits);
  return { root, rootArms, iterations, ms: now() - started, cancelled, stoppedEarly };
}

/** The most visited root arm can no longer be overtaken in the iterations that are left. */
function cannotChange(root: TreeNode, done: number, maxIter: number, deadline: number | undefined, now: () => number, started: number): boolean {
  let first = 0;
  let second = 0;
  for (const a of root.arms.values()) {
    if (a.visits > first) {
      second = first;
      first = a.visits;
    } else if (a.visits > second) second = a.visits;
  }
  let left = maxIter - done;
  if (deadline !== undefined) {
    const t = now();
    const perIter = (t - started) / done;
    left = Math.min(left, perIter > 0 ? (deadline - t) / perIter : Number.POSITIVE_INFINITY);
  }
  return Number.isFinite(left) && first - second > left;
}
