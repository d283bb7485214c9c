/**
 * Wires GameHost, SaveStore and the Autosaver into the contract's handlers. Electron APIs
 * (dialogs, the push to the window) are injected, so the very same services run in the app,
 * under vitest and behind the e2e harness's page bindings.
 */
import path from 'node:path';
import type { ActionPayload, CurtainMode, GameUpdate, LoadResult, PageReport, Push, PushPayload, Result, Settings } from '../../shared/ipc/contract';
import type { EngineAction, EngineApi } from './engine';
import { GameHost } from './GameHost';
import { IpcRouter, type Handlers } from './ipcRouter';
import { PAGE_LINES_PER_MINUTE, perMinute } from './mainLog';
import { Autosaver } from './saves/Autosaver';
import { AUTOSAVE_ID, SaveStore, type SaveFs } from './saves/SaveStore';
import type { DurableFs } from './durableFile';
import { SETTINGS_FILE, SettingsStore } from './settings/SettingsStore';
import { CLOCKS_FILE, PlayClock } from './stats/playClock';
import { replaysOf } from './stats/replaysOf';
import { StatsRecorder } from './stats/StatsRecorder';
import { STATS_FILE, StatsStore } from './stats/StatsStore';
import { AiWorker } from './ai/AiWorker';
import { quickDecision } from '../../shared/ai/decide';
import { ComputerSeats } from './table/ComputerSeats';
import { ANIMATION_PACE } from '../../shared/ipc/contract';
import { ReplayService } from './replay/ReplayService';
import { saveStoreSource } from './replay/saveSource';

export interface Dialogs {
  /** Ask where to export; null when cancelled. */
  chooseExportPath(defaultName: string): Promise<string | null>;
  /** Ask which file to import; null when cancelled. */
  chooseImportPath(): Promise<string | null>;
}

export interface ServicesOptions {
  readonly engine: EngineApi;
  readonly savesDir: string;
  readonly appVersion: string;
  readonly dialogs?: Dialogs;
  /** game:update pushes (kept for callers that only want those; `send` gets every push). */
  readonly push?: (update: GameUpdate) => void;
  /** Every main -> renderer push (game:update, saves:autosave, ...). */
  readonly send?: <P extends Push>(push: P, payload: PushPayload<P>) => void;
  readonly trusted?: (sender: unknown) => boolean;
  readonly backups?: number;
  readonly durable?: boolean;
  /** Folder of statistics.json and settings.json (the app passes userData; default: a folder inside savesDir). */
  readonly dataDir?: string;
  /** File system of the statistics and settings files (tests inject a failing one). */
  readonly dataFs?: DurableFs;
  /** The file system of the save store (tests inject faults). */
  readonly fs?: SaveFs;
  /** How long saves:continue waits for a pending autosave before loading (default 5 s). */
  readonly flushTimeoutMs?: number;
  /** Overrides the hot-seat curtain setting (tests that play every seat themselves pass 'off'). */
  readonly curtain?: CurtainMode;
  /** The settings after each change a renderer made (the app's menu follows the language). */
  readonly settingsChanged?: (settings: Settings) => void;
  /** A fault the page reported (app:report), at most PAGE_LINES_PER_MINUTE of them a minute. */
  readonly pageReport?: (report: PageReport) => void;
  /**
   * The computer players' own seed (their sampling, and the hint's): random at every start unless
   * given. Tests give one, so that a game with computers goes the same way each run.
   */
  readonly aiSeed?: number;
}

const noDialogs: Dialogs = { chooseExportPath: async () => null, chooseImportPath: async () => null };

export class AppServices {
  readonly store: SaveStore;
  readonly host: GameHost;
  readonly autosaver: Autosaver;
  readonly router: IpcRouter;
  readonly stats: StatsStore;
  readonly statsRecorder: StatsRecorder;
  readonly settings: SettingsStore;
  /** The computer seats: they decide (in a worker thread) whenever one of them must. */
  readonly computers: ComputerSeats;
  private aiWorker: AiWorker | null = null;
  private closed = false;
  /** Read-only replays of saves (never writes a file, never touches the running game). */
  readonly replays: ReplayService;

  constructor(opts: ServicesOptions) {
    const send = <P extends Push>(push: P, payload: PushPayload<P>) => {
      try {
        opts.send?.(push, payload);
        if (push === 'game:update') opts.push?.(payload as GameUpdate);
      } catch {
        // a closed window must not break the game
      }
    };
    this.store = new SaveStore({ dir: opts.savesDir, engine: opts.engine, appVersion: opts.appVersion, backups: opts.backups, durable: opts.durable, fs: opts.fs });
    this.host = new GameHost(opts.engine, {
      push: (u) => send('game:update', u),
      onChange: (h) => {
        this.autosaver.schedule();
        this.statsRecorder.observe(h);
        const scorings = h.getState()?.scorings.length ?? 0;
        // a hint being thought out is for the position before this change: dropped (it would
        // otherwise hold up the computers' next decision in the one thread)
        if (hinting > 0) this.aiWorker?.cancel();
        // a new game, a load or an undo drops what a computer was thinking about
        if (h.epoch !== epochSeen) {
          epochSeen = h.epoch;
          scoringsSeen = scorings;
          this.computers.cancel();
        } else if (scorings > scoringsSeen) {
          scoringsSeen = scorings;
          // a scoring came: a table that shows scorings lets the computers go on after its Continue
          // (held here at once: even at the instant pace no move slips past the scoring)
          if (tableHolds) this.computers.setHeld(true);
        }
        this.computers.poke();
      },
      curtain: () => opts.curtain ?? this.settings.current().hotSeatCurtain,
    });
    let epochSeen = this.host.epoch;
    /** Hints being thought out (game:hint). */
    let hinting = 0;
    let scoringsSeen = 0;
    /** A table has said it holds the computers back while it is covered (game:hold-computers). */
    let tableHolds = false;
    /** The page's fault reports (app:report) passed on, at most so many a minute. */
    const reportPasses = perMinute(PAGE_LINES_PER_MINUTE);
    // a thread that failed (crashed, ran out of memory) is replaced by a fresh one on the next ask
    const ai = () => {
      // (closed: no thread is started any more)
      if (this.closed) throw new Error('the computer players are closed');
      if (this.aiWorker?.failed) {
        void this.aiWorker.close().catch(() => {});
        this.aiWorker = null;
      }
      return (this.aiWorker ??= new AiWorker());
    };
    const aiSeed = opts.aiSeed ?? (Math.random() * 0x100000000) >>> 0;
    this.computers = new ComputerSeats({
      host: this.host,
      ai: { decide: (view, legal, o, key) => ai().decide(view, legal, o, key), cancel: () => this.aiWorker?.cancel() },
      paceMs: () => ANIMATION_PACE[this.settings.current().animationSpeed].computerMs,
      seed: aiSeed,
      // the AI failed twice: an instant simple move here, so the table never waits for ever
      fallback: (due, seed) => quickDecision(due.view, due.legal, seed),
      onError: (e) => console.error(`computer player: ${e.message}`),
      // a decision that could not be played is shown on the table while it is tried again
      onStuck: (seat) => this.host.setStuck(seat),
    });
    this.autosaver = new Autosaver(this.store, this.host, { onStatus: (s) => send('saves:autosave', s) });
    const dataDir = opts.dataDir ?? path.join(opts.savesDir, 'app-data');
    const dataOpts = { fs: opts.dataFs, durable: opts.durable };
    this.stats = new StatsStore({ file: path.join(dataDir, STATS_FILE), appVersion: opts.appVersion, ...dataOpts });
    this.statsRecorder = new StatsRecorder(this.stats, new PlayClock(path.join(dataDir, CLOCKS_FILE), dataOpts), undefined, (notice) => send('stats:recorded', { notice }));
    this.settings = new SettingsStore({ file: path.join(dataDir, SETTINGS_FILE), ...dataOpts });
    this.replays = new ReplayService({ engine: opts.engine, source: saveStoreSource(this.store) });
    const replays = this.replays;
    const dialogs = opts.dialogs ?? noDialogs;
    const host = this.host;
    const store = this.store;
    const flushMs = opts.flushTimeoutMs ?? 5_000;
    const loadInto = async (id: string, copy?: number): Promise<Result<LoadResult>> => {
      // the game running now is written to its last action first: a write still in flight, and
      // the actions waiting for the next, would else be lost (the next write takes the new game)
      await this.autosaver.flushWithin(flushMs);
      const r = await store.load(id, { copy });
      if (!r.ok) return r;
      const { file, state, recovered } = r.value;
      host.adopt(file.setup, file.actions as readonly EngineAction[], state, { controls: file.controls, engineVersion: file.head.engineVersion, reasons: file.reasons });
      // (after the host took it: the status told then counts the loaded game's actions)
      this.autosaver.adopted({ at: file.head.savedAt, actions: file.actions.length });
      return running(id, file.head.engineVersion, recovered ?? null);
    };
    /** The game in the host as the answer of a load (`id`: where it came from). */
    const running = (id: string, engineVersion: number, recovery: LoadResult['recovery']): Result<LoadResult> => ({
      ok: true,
      value: { id, snapshot: host.snapshot()!, recovery, engineVersion, olderRules: engineVersion < opts.engine.engineVersion },
    });
    const handlers: Handlers = {
      'game:new': async (req) => {
        // as a load: the game running now is written to its last action before another begins
        await this.autosaver.flushWithin(flushMs);
        const r = host.newGame(req);
        if (r.ok) this.autosaver.adopted(null);
        return r;
      },
      'game:apply': (req) => host.applyFromPerson(req.action as EngineAction),
      'game:undo': () => host.undo(),
      'game:log': (req) => ({ ok: true, value: host.logFrom(req.from) }),
      'game:reveal': () => host.reveal(),
      'game:hold-computers': (req) => {
        tableHolds = true;
        this.computers.setHeld(req.held);
        return { ok: true, value: null };
      },
      'game:computer-step': () => {
        this.computers.stepOnce();
        return { ok: true, value: null };
      },
      'game:hint': async () => {
        const who = host.personToDecide();
        if (!who) return { ok: false, error: { code: 'no-decision', message: 'Nobody at the table is deciding now.' } };
        const epoch = host.epoch;
        const seed = (aiSeed ^ Math.imul(who.actionCount + 1, 0x2c1b3c6d)) >>> 0;
        let out;
        hinting++;
        try {
          out = await ai().decide(who.view, who.legal, { level: 'hard', seed }, `hint:${epoch}:${who.seat}`);
        } catch (e) {
          return { ok: false, error: { code: 'hint-failed', message: `The computer could not think this through: ${e instanceof Error ? e.message : String(e)}` } };
        } finally {
          hinting--;
        }
        // a move made meanwhile (the person did not wait) changes the position as an undo does
        if (out.status !== 'done' || host.epoch !== epoch || host.actionCount !== who.actionCount) return { ok: false, error: { code: 'hint-cancelled', message: 'The game changed while the computer was thinking.' } };
        return { ok: true as const, value: { action: out.action as unknown as ActionPayload, reason: out.reason, toward: out.toward } };
      },
      'game:current': () => ({ ok: true, value: host.snapshot() }),
      'saves:list': () => store.list(),
      'saves:save': async (req) => {
        const rec = host.record();
        if (!rec) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
        return store.saveAs({ name: req.name, setup: rec.setup, actions: [...rec.actions], state: host.getState() ?? undefined, controls: rec.controls, engineVersion: rec.engineVersion, reasons: rec.reasons });
      },
      'saves:load': (req) => loadInto(req.id, req.copy),
      'saves:continue': async () => {
        // a game already running is the autosave's game, and it is as new as or newer than its
        // file (a failing or slow write leaves the file behind): Continue takes it up as it is,
        // never an older copy from disk; only a fresh start loads the autosave
        const rec = host.record();
        if (rec) return running(AUTOSAVE_ID, rec.engineVersion, null);
        await this.autosaver.flushWithin(flushMs);
        return loadInto(AUTOSAVE_ID);
      },
      'saves:delete': (req) => store.delete(req.id),
      'saves:export': async (req) => {
        const target = await dialogs.chooseExportPath(`${req.id}.walz.json`);
        if (!target) return { ok: true, value: null };
        return store.exportTo(req.id, target);
      },
      'saves:import': async () => {
        const source = await dialogs.chooseImportPath();
        if (!source) return { ok: true, value: null };
        return store.importFrom(source);
      },
      'saves:autosave-status': () => ({ ok: true, value: this.autosaver.status() }),
      'saves:autosave-retry': async () => ({ ok: true, value: await this.autosaver.retry(flushMs) }),
      'stats:get': async () => {
        await this.statsRecorder.flush();
        // a game just over is on disk to its end before its save is looked for
        await this.autosaver.flushWithin(flushMs);
        const summary = await this.stats.summary();
        return { ok: true, value: { ...summary, replays: await replaysOf(summary.recent, store) } };
      },
      'app:report': (req) => {
        if (reportPasses()) opts.pageReport?.(req);
        return { ok: true, value: null };
      },
      'settings:get': async () => ({ ok: true, value: await this.settings.get() }),
      'settings:set': async (req) => {
        const r = await this.settings.set(req);
        if (r.ok) {
          opts.settingsChanged?.(r.value.settings);
          // a computer move waiting for its pace waits as long as the new pace says
          this.computers.paceChanged();
        }
        return r;
      },
      // replays (read-only)
      'replay:open': (req) => replays.open(req.saveId),
      'replay:open-current': () => {
        const record = host.record();
        if (!record) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
        if (host.getState()?.phase !== 'finished') return { ok: false, error: { code: 'replay-game-not-over', message: 'The game is not over yet: it can be watched from its saves.' } };
        return replays.openRecord({ name: '', ...record });
      },
      'replay:frame': (req) => replays.frame(req.replayId, req.index),
      'replay:close': (req) => replays.close(req.replayId),
    };
    this.router = new IpcRouter(handlers, opts.trusted);
  }

  /** Stop the computer players and their thread for good (test teardown; the app's quit holds them instead). */
  async close(): Promise<void> {
    this.closed = true;
    this.computers.stop();
    await this.aiWorker?.close();
    this.aiWorker = null;
  }
}
