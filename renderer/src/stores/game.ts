import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ActionPayload, GameSnapshot, GameUpdate, LogEntryPayload, NewGameRequest, ReasonPayload, ScoringPayload } from '../../../shared/ipc/contract';
import type { Prompt } from '../../../shared/decisions/types';
import { walz } from '../walz';

/** A scoring to show as an overlay (a year end or the final one), with the events around it. */
export interface ScoringToShow {
  readonly scoring: ScoringPayload;
  readonly events: readonly { readonly type: string; readonly [k: string]: unknown }[];
  /** Each seat's VP track right after the scoring. */
  readonly vpAfter: readonly number[];
}

/** "What would the computer do?": the action the hard level would choose and its why. */
export interface Hint {
  readonly action: ActionPayload;
  readonly reason: ReasonPayload;
  /** When the suggestion is a step of a walk: the space the walk heads for (its route is shown). */
  readonly toward?: string;
  /** The position it was asked for (a hint is dropped as soon as the game moves on). */
  readonly actionCount: number;
}

type AnyEvent = GameUpdate['events'][number];

function scoringsOf(s: GameSnapshot | null): readonly ScoringPayload[] {
  const v = s?.view as { scorings?: readonly ScoringPayload[] } | undefined;
  return Array.isArray(v?.scorings) ? v.scorings : [];
}

/**
 * The game as main reports it. The renderer never computes rules: it shows the snapshot (the
 * deciding seat's view, its options as main's prompt, the log in sentences) and sends the
 * options' actions back unchanged.
 */
export const useGameStore = defineStore('game', () => {
  const snapshot = shallowRef<GameSnapshot | null>(null);
  /** The whole log in sentences (a loaded game's log back to its start). */
  const log = shallowRef<readonly LogEntryPayload[]>([]);
  /** The events of the last update (what just happened: a card drawn, a die rolled). */
  const lastEvents = shallowRef<readonly AnyEvent[]>([]);
  const scoringQueue = shallowRef<readonly ScoringToShow[]>([]);
  const hint = shallowRef<Hint | null>(null);
  /** The last failure's code (shown in the player's words, see tableUi.errors); null when the last call worked. */
  const error = ref<string | null>(null);
  const busy = ref(false);
  /**
   * The log is being filled anew (another game loaded or started, the app started): the list is a
   * live region, so it says it is busy meanwhile, or a screen reader reads the whole history out.
   */
  const logFilling = ref(false);
  /** Bumped whenever a new decision is shown (the table moves the keyboard focus to it). */
  const decisionTick = ref(0);

  const prompt = computed(() => (snapshot.value?.prompt ?? null) as Prompt | null);

  /** Fetches the lines the table lacks (a loaded game's whole log); one fetch at a time, again if asked meanwhile. */
  let fetching = false;
  let fetchAgain = false;
  async function fetchLog(): Promise<void> {
    if (fetching) {
      fetchAgain = true;
      return;
    }
    fetching = true;
    try {
      do {
        fetchAgain = false;
        for (let guard = 0; guard < 50; guard++) {
          const want = snapshot.value?.logLength ?? 0;
          const from = Math.min(log.value.length, want);
          if (from >= want && log.value.length === want) break;
          const r = await walz().invoke('game:log', { from });
          if (!r.ok) break;
          log.value = [...log.value.slice(0, from), ...r.value.entries];
          if (r.value.entries.length === 0) break;
        }
      } while (fetchAgain);
    } finally {
      fetching = false;
      logFilling.value = false;
    }
  }

  /** Keep the log in step with the snapshot's length: append an update's lines, cut after an undo. */
  function syncLog(s: GameSnapshot, lines: readonly LogEntryPayload[] | undefined, epochBefore: number | undefined, undone = false): void {
    // an undo takes lines off the end only: the log is cut, not rebuilt (a rebuilt log is read out
    // again from its first line by a screen reader, the list being a live region)
    if (undone && s.logLength <= log.value.length) {
      log.value = log.value.slice(0, s.logLength);
      return;
    }
    if (s.epoch !== undefined && epochBefore !== undefined && s.epoch !== epochBefore) {
      // another game (loaded, new) or an undo: the log is rebuilt from main's
      log.value = [];
      logFilling.value = s.logLength > 0;
      void fetchLog();
      return;
    }
    const have = log.value.length;
    const want = s.logLength;
    // (a first snapshot of a game with a history: its whole log comes at once)
    if (have === 0 && want > 0 && !lines?.length) logFilling.value = true;
    if (want < have) log.value = log.value.slice(0, want);
    else if (lines && lines.length > 0 && have + lines.length === want) log.value = [...log.value, ...lines];
    else if (want > have) void fetchLog();
  }

  function show(s: GameSnapshot): void {
    const before = snapshot.value;
    const changed = !before || before.actionCount !== s.actionCount || before.activeSeat !== s.activeSeat || before.curtain?.seat !== s.curtain?.seat || before.viewer !== s.viewer;
    snapshot.value = s;
    if (changed) {
      if (hint.value && hint.value.actionCount !== s.actionCount) hint.value = null;
      decisionTick.value++;
    }
  }

  function accept(update: GameUpdate): void {
    const before = snapshot.value;
    const fresh = !before || update.snapshot.actionCount !== before.actionCount;
    if (fresh && update.events.length > 0) lastEvents.value = update.events;
    // a year end or the final scoring came with this update: show it (once)
    const had = scoringsOf(before).length;
    const now = scoringsOf(update.snapshot);
    const sameGame = !before || before.epoch === update.snapshot.epoch || update.snapshot.actionCount === before.actionCount + 1;
    if (before && sameGame && now.length > had) {
      const vpAfter = update.snapshot.players.map((p) => p.vp);
      scoringQueue.value = [...scoringQueue.value, ...now.slice(had).map((scoring) => ({ scoring, events: update.events, vpAfter }))];
    }
    show(update.snapshot);
    syncLog(update.snapshot, update.log, before?.epoch, update.events.some((e) => e.type === 'undone'));
  }

  let unsubscribe: (() => void) | null = null;
  function listen(): void {
    unsubscribe ??= walz().on('game:update', accept);
  }

  async function run<T>(f: () => Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T | null> {
    busy.value = true;
    try {
      const r = await f();
      if (!r.ok) {
        error.value = r.error.code;
        return null;
      }
      error.value = null;
      return r.value;
    } finally {
      busy.value = false;
    }
  }

  function reset(s: GameSnapshot): void {
    snapshot.value = null;
    error.value = null;
    log.value = [];
    lastEvents.value = [];
    scoringQueue.value = [];
    hint.value = null;
    show(s);
    logFilling.value = s.logLength > 0;
    void fetchLog();
  }

  async function newGame(req: NewGameRequest): Promise<boolean> {
    const s = await run(() => walz().invoke('game:new', req));
    if (s) reset(s);
    return !!s;
  }

  async function act(action: ActionPayload): Promise<boolean> {
    const u = await run(() => walz().invoke('game:apply', { action }));
    if (u) accept(u);
    return !!u;
  }

  /**
   * Walk a route one engine `move` at a time. Stops as soon as the next step is not a legal
   * move (an inn/hostel prompt, a meeting or the end of the turn came up) or a step failed.
   * `onStep` sees the path walked so far before each step is sent (for the figure animation).
   */
  async function walk(path: readonly string[], onStep?: (walked: readonly string[]) => void): Promise<number> {
    let steps = 0;
    for (let i = 1; i < path.length; i++) {
      const s = snapshot.value;
      if (!s) break;
      const moves = s.legal.filter((a) => a.type === 'move' && a.to === path[i]);
      const move = moves.find((a) => !a.belittle) ?? moves[0];
      if (!move) break;
      onStep?.(path.slice(0, i + 1));
      const before = s.actionCount;
      await act(move);
      if (snapshot.value?.actionCount === before) break;
      steps++;
    }
    return steps;
  }

  async function undo(): Promise<void> {
    const u = await run(() => walz().invoke('game:undo', {}));
    if (u) accept(u);
  }

  async function reveal(): Promise<void> {
    const s = await run(() => walz().invoke('game:reveal', {}));
    if (s) show(s);
  }

  /**
   * What the computer would do here. Not a move: the table stays open while it thinks (the
   * person may decide meanwhile; an answer for a position already left is dropped unsaid).
   */
  async function askHint(): Promise<Hint | null> {
    const at = snapshot.value?.actionCount ?? -1;
    const epoch = snapshot.value?.epoch;
    const r = await walz().invoke('game:hint', {});
    // the position changed meanwhile (a move, an undo, another game at the same count): the
    // answer is for a position no longer on the table, and dropped without a word
    if (snapshot.value?.actionCount !== at || snapshot.value?.epoch !== epoch) return null;
    if (!r.ok && r.error.code === 'hint-cancelled') return null;
    if (!r.ok) {
      error.value = r.error.code;
      return null;
    }
    error.value = null;
    hint.value = { ...r.value, actionCount: at };
    return hint.value;
  }

  /**
   * Holds the computer players back while the table is covered or not shown (see GameScreen).
   * Not a move: it neither makes the table busy nor shows an error (a failure only leaves the
   * computers as they were).
   */
  async function holdComputers(held: boolean): Promise<void> {
    await walz()
      .invoke('game:hold-computers', { held })
      .catch(() => undefined);
  }

  /** While the person has paused the computers: let exactly one computer decision be played. */
  async function stepComputer(): Promise<void> {
    await walz()
      .invoke('game:computer-step', {})
      .catch(() => undefined);
  }

  /** Forget the last failure (a dialog that shows failures shows only its own). */
  function clearError(): void {
    error.value = null;
  }

  function dismissScoring(): void {
    scoringQueue.value = scoringQueue.value.slice(1);
  }

  function adopt(s: GameSnapshot): void {
    reset(s);
  }

  const activePlayer = computed(() => (snapshot.value ? (snapshot.value.players[snapshot.value.activeSeat] ?? null) : null));

  return {
    snapshot,
    prompt,
    log,
    logFilling,
    lastEvents,
    scoringQueue,
    hint,
    error,
    busy,
    decisionTick,
    listen,
    newGame,
    act,
    walk,
    undo,
    reveal,
    askHint,
    holdComputers,
    stepComputer,
    dismissScoring,
    clearError,
    adopt,
    fetchLog,
    activePlayer,
  };
});
