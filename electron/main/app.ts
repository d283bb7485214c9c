/**
 * The whole Electron wiring of the app as one function over the Electron objects it is given:
 * the app:// scheme, single instance, session hardening (permissions, CSP header), the app://
 * protocol serving the built renderer, the services and their IPC handlers behind the router's
 * sender check, the menu (no DevTools when packaged), the hardened window, navigation guards on
 * every web contents, and a quit path that waits a bounded time for the autosave.
 *
 * index.ts passes the real Electron modules; tests pass fakes and assert on every checklist
 * item (electron/main/app.test.ts). Nothing here imports Electron at runtime.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNEL_NAMES, RESTARTED_HASH, pushProblem, type Push, type PushPayload, type Settings } from '../../shared/ipc/contract';
import { AttentionCaller } from './attention';
import { LOG_DIR, MainLog, PAGE_LINES_PER_MINUTE, pageConsoleLine, perMinute, type PageConsoleMessage } from './mainLog';
import { MIN_SIZE, WINDOW_FILE, WindowPlaceKeeper, type Display, type PlacedWindow } from './windowPlace';
import { realEngine, type EngineApi } from './engine';
import { MENU_LABELS, menuTemplate, type MenuItemSpec } from './menu';
import {
  APP_ORIGIN,
  APP_SCHEME,
  WEB_PREFERENCES,
  contentSecurityPolicy,
  hardenSession,
  hardenWebContents,
  isTrustedSender,
  originOf,
  resolveAppFile,
  type HardenableContents,
  type HardenableSession,
} from './security';
import { AppServices, type ServicesOptions } from './services';
import { UnsavedQuestion, type MessageBoxOptions } from './unsavedQuestion';

/** As the installers say it (electron-builder.yml). */
export const COPYRIGHT = 'Copyright © 2026 Auf der Walz team';

/** Lets WebGL fall back to software rendering where no GPU can be used (see startApp). */
export const SOFTWARE_WEBGL_SWITCH = 'enable-unsafe-swiftshader';

/** The window's page is started again after a crash at most this often within RESTART_WINDOW_MS (then left: a crash loop). */
export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 60_000;
/** Why a page may be gone that starting it again cannot mend. */
const HOPELESS: ReadonlySet<string> = new Set(['launch-failed', 'integrity-failure']);

/**
 * A file of the installed app's asar archive as its unpacked copy (electron-builder.yml's
 * asarUnpack): for what the system reads itself, outside Electron's file system (the about
 * panel's icon on Linux is read by GTK). Any other path is returned as it is.
 */
export function unpackedPath(file: string): string {
  return file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}

/** How long quitting waits for the last autosave before it quits anyway. */
export const QUIT_FLUSH_MS = 3_000;

interface Preventable {
  preventDefault(): void;
}

export interface WindowLike extends PlacedWindow {
  readonly webContents: HardenableContents & {
    send(channel: string, payload: unknown): void;
    on(event: 'render-process-gone', listener: (e: unknown, details: { reason: string; exitCode: number }) => void): unknown;
    on(event: 'console-message', listener: (details: PageConsoleMessage) => void): unknown;
    /** The page's process is gone (crashed, killed) and not started again yet. */
    isCrashed(): boolean;
  };
  once(event: 'ready-to-show' | 'focus', listener: () => void): unknown;
  on(event: 'closed' | Parameters<PlacedWindow['on']>[0], listener: () => void): unknown;
  on(event: 'close', listener: (e: Preventable) => void): unknown;
  close(): void;
  loadURL(url: string): Promise<unknown>;
  show(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  isFocused(): boolean;
  restore(): void;
  focus(): void;
  /** Asks for the person's attention (taskbar flash, Dock bounce, urgency hint) or stops asking. */
  flashFrame(flag: boolean): void;
  maximize(): void;
  setFullScreen(flag: boolean): void;
}

/** The parts of Electron the app uses (the real modules in index.ts, fakes in tests). */
export interface ElectronParts {
  readonly app: {
    readonly isPackaged: boolean;
    readonly name: string;
    getPath(name: 'userData'): string;
    getVersion(): string;
    requestSingleInstanceLock(): boolean;
    setAppUserModelId(id: string): void;
    readonly commandLine: { appendSwitch(name: string, value?: string): void };
    setAboutPanelOptions(options: { applicationName: string; applicationVersion: string; copyright: string; credits: string; authors: string[]; iconPath?: string }): void;
    quit(): void;
    whenReady(): Promise<unknown>;
    on(event: 'second-instance' | 'activate' | 'window-all-closed', listener: () => void): unknown;
    on(event: 'before-quit', listener: (e: Preventable) => void): unknown;
    on(event: 'web-contents-created', listener: (e: unknown, contents: HardenableContents) => void): unknown;
  };
  readonly BrowserWindow: {
    new (options: { webPreferences: Record<string, unknown> } & Record<string, unknown>): WindowLike;
    getAllWindows(): readonly unknown[];
  };
  readonly Menu: {
    buildFromTemplate(template: MenuItemSpec[]): unknown;
    setApplicationMenu(menu: unknown): void;
  };
  readonly dialog: {
    showSaveDialog(options: { defaultPath: string; filters: { name: string; extensions: string[] }[]; properties?: ('showOverwriteConfirmation' | 'createDirectory')[] }): Promise<{ canceled: boolean; filePath?: string }>;
    showOpenDialog(options: { properties: 'openFile'[]; filters: { name: string; extensions: string[] }[] }): Promise<{ canceled: boolean; filePaths: string[] }>;
    showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
    /** Modal to `window` (a BrowserWindow). */
    showMessageBox(window: object, options: MessageBoxOptions): Promise<{ response: number }>;
  };
  readonly ipcMain: {
    handle(channel: string, listener: (event: unknown, request: unknown) => unknown): void;
  };
  readonly net: { fetch(url: string): Promise<Response> };
  readonly protocol: {
    registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]): void;
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
  };
  readonly session: { readonly defaultSession: HardenableSession };
  readonly shell: { openPath(path: string): Promise<string> };
  /** The displays (asked only once the app is ready). */
  readonly screen: { getAllDisplays(): readonly Display[]; getPrimaryDisplay(): Display };
}

export interface StartOptions {
  readonly platform: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder of the built main bundle (out/main). */
  readonly here: string;
  readonly engine?: EngineApi;
  readonly quitFlushMs?: number;
  /** Extra service options (tests inject a file system). */
  readonly services?: Partial<ServicesOptions>;
  /**
   * The app's icon as PNG files in the built app: `window` for the window on Linux (Windows and
   * macOS take the installed program's icon), `about` for the about panel on Linux and Windows.
   */
  readonly icons?: { readonly window: string; readonly about: string };
  /** The process's console and process, whose warnings, errors and uncaught exceptions go to main's log too (the app; tests leave theirs alone). */
  readonly capture?: { readonly console: Parameters<MainLog['captureConsole']>[0]; readonly process: Parameters<MainLog['catchUncaught']>[0] };
}

export interface StartedApp {
  /** Resolves once the app is ready and the window is created. */
  readonly ready: Promise<void>;
  services(): AppServices | null;
  window(): WindowLike | null;
  /** The origins IPC and navigation trust. */
  readonly origins: readonly string[];
}

/** The app's id: electron-builder.yml's appId (the Windows AppUserModelID, the macOS bundle id). */
export const APP_ID = 'de.aufderwalz.app';

export function startApp(e: ElectronParts, o: StartOptions): StartedApp {
  const { app } = e;
  e.protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

  const devUrl = (!app.isPackaged && o.env.ELECTRON_RENDERER_URL) || undefined;
  const devOrigin = devUrl ? originOf(devUrl) : null;
  const origins = devOrigin ? [devOrigin] : [APP_ORIGIN];
  const rendererDir = path.join(o.here, '../renderer');
  const startUrl = devUrl ?? `${APP_ORIGIN}/index.html`;
  let win: WindowLike | null = null;
  let services: AppServices | null = null;

  // WebGL without a usable GPU (a virtual machine, remote desktop, a blocklisted driver, the GPU
  // process given up after crashes): Chromium no longer falls back to its software renderer,
  // SwiftShader, on its own (Chromium 139 and later), so the 3-D board would not be drawn at all.
  // The switch opts in. Its risk is for untrusted web content; this window shows only the app's
  // own files (app:// with a strict CSP; navigation, new windows and webviews denied).
  app.commandLine.appendSwitch(SOFTWARE_WEBGL_SWITCH);

  // Windows: the installer's shortcuts carry the app's id (electron-builder's appId) as their
  // AppUserModelID; the process must say the same, or a pinned taskbar icon and the running
  // window are two buttons, and the window's flashing is not tied to the pinned one.
  if (o.platform === 'win32') app.setAppUserModelId(APP_ID);

  // One instance only: two processes must never write the same save folder. A second instance
  // quits without setting up anything (no log, no services, no window, no IPC): app.quit() only
  // asks to quit, and what were set up after it would still start before the process ends.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { ready: Promise.resolve(), services: () => null, window: () => null, origins };
  }
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  // the computers hand a decision to a person, or the game ends, while the window is behind others
  const attention = new AttentionCaller(() => win);

  // warnings, errors and uncaught exceptions of this process, for a bug report (mainLog.ts)
  const log = new MainLog({ dir: path.join(app.getPath('userData'), LOG_DIR) });

  // a push that breaks the contract would be dropped by the page without a word: the log says so
  const send = <P extends Push>(channel: P, payload: PushPayload<P>): void => {
    const problem = pushProblem(channel, payload);
    if (problem) {
      log.write('error', `push ${channel} not sent, it breaks the contract: ${problem}`);
      return;
    }
    if (win && !win.isDestroyed()) win.webContents.send(channel, payload);
    if (channel === 'game:update') attention.update((payload as PushPayload<'game:update'>).snapshot);
  };
  if (o.capture) {
    log.captureConsole(o.capture.console);
    log.catchUncaught(o.capture.process);
  }

  const consolePasses = perMinute(PAGE_LINES_PER_MINUTE);

  // the window opens where it was left (windowPlace.ts)
  const place = new WindowPlaceKeeper({ file: path.join(app.getPath('userData'), WINDOW_FILE) });
  /** A quit is under way (before-quit seen: the last autosave is being flushed). */
  let quitting = false;
  /** Whether the computers were held when the quit began (a quit called off restores it). */
  let heldBeforeQuit = false;
  const createWindow = (): void => {
    const at = place.openAt(e.screen.getAllDisplays(), e.screen.getPrimaryDisplay());
    const w = new e.BrowserWindow({
      x: at.bounds.x,
      y: at.bounds.y,
      width: at.bounds.width,
      height: at.bounds.height,
      minWidth: MIN_SIZE.width,
      minHeight: MIN_SIZE.height,
      title: 'Auf der Walz',
      show: false,
      backgroundColor: '#1f1a14',
      ...(o.icons && o.platform === 'linux' ? { icon: unpackedPath(o.icons.window) } : {}),
      webPreferences: { ...WEB_PREFERENCES, devTools: !app.isPackaged, preload: path.join(o.here, '../preload/index.cjs') },
    });
    win = w;
    hardenWebContents(w.webContents, origins);
    place.track(w);
    // the page crashed (out of memory, a fault in the renderer): the game lives on here, so the
    // page is started again and says so; the computers wait until the person is back at the table
    let restarts: number[] = [];
    const restart = () =>
      // a tick later: not from within the event of the page going
      setTimeout(() => {
        if (!w.isDestroyed()) void w.loadURL(`${startUrl}${RESTARTED_HASH}`).catch(() => undefined);
      }, 0);
    w.webContents.on('render-process-gone', (_e, details) => {
      if (details.reason === 'clean-exit' || w.isDestroyed() || quitting) return;
      console.error(`the window's page is gone (${details.reason}, exit code ${details.exitCode})`);
      services?.computers.setHeld(true);
      const now = Date.now();
      restarts = [...restarts.filter((t) => now - t < RESTART_WINDOW_MS), now];
      // a page that cannot even start, or one that keeps failing: the person decides
      if (HOPELESS.has(details.reason) || restarts.length > MAX_RESTARTS) {
        void askAfterCrashes().then((again) => {
          if (!again) app.quit();
          else {
            restarts = [];
            restart();
          }
        });
      } else restart();
    });
    // what the page prints as a warning or an error goes to main's log too, for a bug report
    // (its uncaught errors come on app:report with their stack)
    w.webContents.on('console-message', (details) => {
      const line = pageConsoleLine(details);
      if (line && consolePasses()) log.write(line.level, line.text);
    });
    w.once('ready-to-show', () => {
      if (at.fullScreen) w.setFullScreen(true);
      else if (at.maximized) w.maximize();
      w.show();
    });
    void w.loadURL(startUrl).catch(() => undefined);
    // closing the window (Windows, Linux: the app quits with it) while the autosave fails and
    // actions are not on disk: the person decides first, with the window still there to go back
    // to. A quit asks in before-quit, after its last flush; on macOS a closed window keeps the
    // game in main, so only the quit asks.
    w.on('close', (ev) => {
      if (unsaved.asking) {
        ev.preventDefault(); // the question is open: one at a time
        return;
      }
      if (quitting || !services || o.platform === 'darwin') return;
      const n = unsaved.unsaved(true);
      if (n === 0) return;
      ev.preventDefault();
      void unsaved.ask(n, (k) => `closed by the person with ${k} action(s) of the game not saved (the autosave was failing)`).then((close) => {
        if (close && !w.isDestroyed()) w.close();
      });
    });
    w.on('closed', () => {
      if (win === w) win = null;
      // no window, nobody watching (macOS keeps the app running): the computers wait; a new
      // window's table lets them play on when it is shown
      services?.computers.setHeld(true);
    });
  };

  app.on('web-contents-created', (_e, contents) => hardenWebContents(contents, origins));

  /** Main's words (the menu's, its dialogs') in the settings' language. */
  const words = () => MENU_LABELS[services?.settings.current().locale ?? 'en'];
  /** The page keeps failing: try once more (true) or quit (false)? */
  const askAfterCrashes = async (): Promise<boolean> => {
    const w = words();
    const r = await e.dialog
      .showMessageBox({ type: 'error', title: app.name, message: w.crashed, detail: w.crashedDetail, buttons: [w.tryAgain, w.quit], defaultId: 0, cancelId: 1, noLink: true })
      .catch(() => ({ response: 1 }));
    return r.response === 0;
  };
  /** The question before actions of the game would be lost (unsavedQuestion.ts). */
  const unsaved = new UnsavedQuestion({
    title: app.name,
    words,
    status: () => services?.autosaver.status(),
    window: () => (win && !win.isDestroyed() ? win : null),
    show: (parent, box) => (parent ? e.dialog.showMessageBox(parent, box) : e.dialog.showMessageBox(box)),
    log: (line) => log.write('warn', line),
  });
  /** The file dialogs' filter. */
  const saveFilters = () => [{ name: words().saveFile, extensions: ['json'] }];
  let menuLocale: Settings['locale'] | null = null;
  const setMenu = (locale: Settings['locale']): void => {
    if (locale === menuLocale) return;
    menuLocale = locale;
    const template = menuTemplate({
      isMac: o.platform === 'darwin',
      appName: app.name,
      devTools: !app.isPackaged,
      locale,
      command: (command) => send('menu:command', { command }),
      showLogs: () =>
        void log
          .folder()
          .then((dir) => e.shell.openPath(dir))
          .then((problem) => problem && console.warn(`the log's folder could not be shown: ${problem}`))
          .catch((err: Error) => console.warn(`the log's folder could not be shown: ${err.message}`)),
    });
    e.Menu.setApplicationMenu(e.Menu.buildFromTemplate(template));
    // credits: macOS and Windows; authors: the line Linux's panel shows instead
    const credits = MENU_LABELS[locale].credits;
    app.setAboutPanelOptions({
      applicationName: app.name,
      applicationVersion: app.getVersion(),
      copyright: COPYRIGHT,
      credits,
      authors: [credits],
      // macOS shows the app bundle's icon; Linux and Windows only one given here
      ...(o.icons && o.platform !== 'darwin' ? { iconPath: unpackedPath(o.icons.about) } : {}),
    });
  };

  const ready = app.whenReady().then(async () => {
    const csp = contentSecurityPolicy(devOrigin ?? undefined);
    hardenSession(e.session.defaultSession, csp);
    // app:// serves only files under the built renderer folder, each with the CSP header.
    e.protocol.handle(APP_SCHEME, async (request) => {
      const file = resolveAppFile(rendererDir, request.url);
      if (!file) return new Response('Not found', { status: 404 });
      const res = await e.net.fetch(pathToFileURL(file).toString());
      const headers = new Headers(res.headers);
      headers.set('Content-Security-Policy', csp);
      return new Response(res.body, { status: res.status, headers });
    });

    services = new AppServices({
      engine: o.engine ?? realEngine,
      savesDir: path.join(app.getPath('userData'), 'saves'),
      dataDir: app.getPath('userData'),
      appVersion: app.getVersion(),
      send,
      trusted: (event) => isTrustedSender(event, origins),
      dialogs: {
        async chooseExportPath(defaultName) {
          // (Linux asks before replacing a file only when told to; Windows and macOS always ask)
          const r = await e.dialog.showSaveDialog({ defaultPath: defaultName, filters: saveFilters(), properties: ['showOverwriteConfirmation', 'createDirectory'] });
          return r.canceled || !r.filePath ? null : r.filePath;
        },
        async chooseImportPath() {
          const r = await e.dialog.showOpenDialog({ properties: ['openFile'], filters: saveFilters() });
          return r.canceled ? null : (r.filePaths[0] ?? null);
        },
      },
      settingsChanged: (s) => setMenu(s.locale),
      pageReport: (r) => log.write('error', `page ${r.kind}: ${r.message}${r.where ? `\n${r.where}` : ''}`),
      ...o.services,
    });
    const router = services.router;
    for (const channel of CHANNEL_NAMES) e.ipcMain.handle(channel, (event, request) => router.handle(channel, request, event));

    // the menu in the settings' language: English until the settings are read, then rebuilt
    // whenever the language changes
    setMenu(services.settings.current().locale);
    void services.settings.get().then((s) => setMenu(s.settings.locale), () => undefined);

    await place.load();
    createWindow();
    app.on('activate', () => {
      if (e.BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  // Quitting waits for the last autosave, but never longer than quitFlushMs, and always quits
  // (unless actions are left unsaved: then the person is asked first, after the flush).
  app.on('before-quit', (ev) => {
    if (!services) return;
    if (unsaved.asking) {
      ev.preventDefault(); // the question about unsaved actions is open: it decides
      return;
    }
    if (quitting) return;
    ev.preventDefault();
    quitting = true;
    const svc = services;
    // no computer move after the last autosave: they stop before it is flushed
    heldBeforeQuit = svc.computers.isHeld;
    svc.computers.setHeld(true);
    svc.computers.cancel();
    const bound = o.quitFlushMs ?? QUIT_FLUSH_MS;
    const within = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, bound))]);
    if (win && !win.isDestroyed()) place.remember(win);
    void Promise.all([svc.autosaver.flushWithin(bound).catch(() => false), within(svc.statsRecorder.flush()), within(place.flush()), within(log.flush())]).then(async ([flushed]) => {
      // actions left unsaved (the autosave fails, or its last write hangs): the person decides,
      // whether or not a window is open (on macOS the game lives on in main without one)
      const n = unsaved.unsaved(flushed);
      if (n > 0) {
        const how = (k: number) => `quit by the person with ${k} action(s) of the game not saved (the autosave ${flushed ? 'was failing' : 'did not finish in time'})`;
        if (!(await unsaved.ask(n, how))) {
          // back to the game: the quit is called off, the computers play on as before, and a
          // page that had failed is started again (a blank window is no game to go back to)
          quitting = false;
          svc.computers.setHeld(heldBeforeQuit);
          if (win && !win.isDestroyed() && win.webContents.isCrashed()) void win.loadURL(`${startUrl}${RESTARTED_HASH}`).catch(() => undefined);
          return;
        }
        await within(log.flush());
      }
      app.quit();
    });
  });

  app.on('window-all-closed', () => {
    if (o.platform !== 'darwin') app.quit();
  });

  return { ready, services: () => services, window: () => win, origins };
}
