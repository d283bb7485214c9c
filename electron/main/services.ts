/**
 * Wires GameHost, SaveStore and the Autosaver into the contract's handlers. Electron APIs
 * (dialogs, the push to the window) are injected, so the very same services run in the app,
 * under vitest and behind the e2e harness's page bindings.
 */
import path from 'node:path';
import type { GameUpdate } from '../../shared/ipc/contract';
import type { EngineApi } from './engine';
import { GameHost } from './GameHost';
import { IpcRouter, type Handlers } from './ipcRouter';
import { Autosaver } from './saves/Autosaver';
import { AUTOSAVE_ID, SaveStore } from './saves/SaveStore';
import type { DurableFs } from './durableFile';
import { SETTINGS_FILE, SettingsStore } from './settings/SettingsStore';
import { CLOCKS_FILE, PlayClock } from './stats/playClock';
import { StatsRecorder } from './stats/StatsRecorder';
import { STATS_FILE, StatsStore } from './stats/StatsStore';
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
  readonly push?: (update: GameUpdate) => void;
  readonly trusted?: (sender: unknown) => boolean;
  readonly backups?: number;
  readonly durable?: boolean;
  /** Folder of statistics.json and settings.json (the app passes userData; default savesDir). */
  readonly dataDir?: string;
  /** File system of the statistics and settings files (tests inject a failing one). */
  readonly dataFs?: DurableFs;
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
  /** Read-only replays of saves (never writes a file, never touches the running game). */
  readonly replays: ReplayService;

  constructor(opts: ServicesOptions) {
    this.store = new SaveStore({ dir: opts.savesDir, engine: opts.engine, appVersion: opts.appVersion, backups: opts.backups, durable: opts.durable });
    this.host = new GameHost(opts.engine, {
      push: opts.push,
      onChange: (h) => {
        this.autosaver.schedule();
        this.statsRecorder.observe(h);
      },
    });
    this.autosaver = new Autosaver(this.store, this.host);
    const dataDir = opts.dataDir ?? opts.savesDir;
    const dataOpts = { fs: opts.dataFs, durable: opts.durable };
    this.stats = new StatsStore({ file: path.join(dataDir, STATS_FILE), appVersion: opts.appVersion, ...dataOpts });
    this.statsRecorder = new StatsRecorder(this.stats, new PlayClock(path.join(dataDir, CLOCKS_FILE), dataOpts));
    this.settings = new SettingsStore({ file: path.join(dataDir, SETTINGS_FILE), ...dataOpts });
    this.replays = new ReplayService({ engine: opts.engine, source: saveStoreSource(this.store) });
    const replays = this.replays;
    const dialogs = opts.dialogs ?? noDialogs;
    const host = this.host;
    const store = this.store;
    const loadInto = async (id: string) => {
      const r = await store.load(id);
      if (!r.ok) return r;
      host.adopt(r.value.file.setup, r.value.file.actions as never, r.value.state);
      return { ok: true as const, value: host.snapshot()! };
    };
    const handlers: Handlers = {
      'game:new': (req) => host.newGame(req),
      'game:apply': (req) => host.apply(req.action),
      'game:current': () => ({ ok: true, value: host.snapshot() }),
      'saves:list': async () => ({ ok: true, value: await store.list() }),
      'saves:save': async (req) => {
        const rec = host.record();
        if (!rec) return { ok: false, error: { code: 'no-game', message: 'No game is running.' } };
        return store.saveAs({ name: req.name, setup: rec.setup, actions: [...rec.actions], state: host.getState() ?? undefined });
      },
      'saves:load': (req) => loadInto(req.id),
      'saves:continue': async () => {
        await this.autosaver.flush();
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
      'stats:get': async () => {
        await this.statsRecorder.flush();
        return { ok: true, value: await this.stats.summary() };
      },
      'settings:get': async () => ({ ok: true, value: await this.settings.get() }),
      'settings:set': (req) => this.settings.set(req),
      // replays (read-only)
      'replay:open': (req) => replays.open(req.saveId),
      'replay:frame': (req) => replays.frame(req.replayId, req.index),
      'replay:close': (req) => replays.close(req.replayId),
    };
    this.router = new IpcRouter(handlers, opts.trusted);
  }
}
