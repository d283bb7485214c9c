/**
 * The Electron wiring (startApp) run with fake Electron objects: every item of the security
 * checklist that lives in the wiring has a test here that fails when it is lost: webPreferences,
 * DevTools only in development, session hardening, the app:// protocol, navigation guards on
 * every web contents, the IPC router's sender check, single instance, the bounded quit path.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_NAMES } from '../../shared/ipc/contract';
import { faultFs } from '../../tests/saves/faultFs';
import { engine, SETUP2 } from '../../tests/support/engine';
import { APP_ID, COPYRIGHT, SOFTWARE_WEBGL_SWITCH, startApp, unpackedPath, type ElectronParts, type StartOptions } from './app';
import { APP_ORIGIN, contentSecurityPolicy } from './security';
import type { MenuItemSpec } from './menu';
import { WINDOW_FILE, type Display } from './windowPlace';
import { reportOf } from '../../renderer/src/faultReports';

type Listener = (...args: unknown[]) => unknown;

/** A web contents that records its listeners and lets a test fire them. */
function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: ((d: { url: string }) => { action: string }) | null = null;
  const sent: [string, unknown][] = [];
  return {
    on(ev: string, l: Listener) {
      listeners.set(ev, [...(listeners.get(ev) ?? []), l]);
      return this;
    },
    setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
      openHandler = h;
    },
    send(channel: string, payload: unknown) {
      sent.push([channel, payload]);
    },
    sent,
    /** Fire a navigation event; true when it was prevented. */
    navigate(ev: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url = '') {
      let prevented = false;
      for (const l of listeners.get(ev) ?? []) l({ preventDefault: () => (prevented = true) }, url);
      return { prevented, guarded: (listeners.get(ev) ?? []).length > 0 };
    },
    open(url: string) {
      return openHandler ? openHandler({ url }) : null;
    },
    /** Fire any other event at the listeners. */
    fire(ev: string, ...args: unknown[]) {
      for (const l of listeners.get(ev) ?? []) l(...args);
    },
    /** The page's process is gone (set by a test). */
    crashed: false,
    isCrashed() {
      return this.crashed;
    },
  };
}

/** The fake's display unless a test gives others: 1920 × 1080, a taskbar of 40 below. */
const FULL_HD: Display = { bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };

function fakeElectron(opts: { packaged: boolean; lock?: boolean; userData: string; displays?: Display[] }) {
  const appListeners = new Map<string, Listener[]>();
  const windows: { options: Record<string, unknown>; url?: string; contents: ReturnType<typeof fakeContents>; window: FakeWindow }[] = [];
  const handlers = new Map<string, (event: unknown, request: unknown) => unknown>();
  let protocolHandler: ((r: Request) => Promise<Response>) | null = null;
  const privileged: unknown[] = [];
  let menu: MenuItemSpec[] | null = null;
  let quits = 0;
  const sessionHandlers: { request?: Listener; check?: Listener; headers?: Listener } = {};
  let resolveReady!: () => void;
  let isReady = false;
  const switches: { name: string; value?: string; beforeReady: boolean }[] = [];
  /** The options of every dialog shown. */
  const dialogs: unknown[] = [];
  /** The buttons a message box is answered with, in turn (then the last: cancel). */
  const answers: number[] = [];
  /** The window each message box was modal to (null: none). */
  const parents: unknown[] = [];
  /** While set, message boxes wait for it before they answer (a question left open). */
  let answerGate: Promise<void> | null = null;
  /** The about panel's options, as set. */
  const about: unknown[] = [];
  const appUserModelIds: string[] = [];
  /** Folders shown by shell.openPath. */
  const opened: string[] = [];
  const readyPromise = new Promise<void>((r) => (resolveReady = r)).then(() => void (isReady = true));
  const fetched: string[] = [];
  class FakeWindow {
    readonly webContents: ReturnType<typeof fakeContents>;
    focused = false;
    readonly flashes: boolean[] = [];
    private onFocus: (() => void)[] = [];
    constructor(options: Record<string, unknown>) {
      this.webContents = fakeContents();
      windows.push({ options, contents: this.webContents, window: this });
    }
    once(ev: string, l: () => void) {
      if (ev === 'focus') this.onFocus.push(l);
      if (ev === 'ready-to-show') this.onReady.push(l);
      return this;
    }
    private onReady: (() => void)[] = [];
    private listeners = new Map<string, (() => void)[]>();
    bounds = { x: 0, y: 0, width: 1280, height: 820 };
    maximized = false;
    fullScreen = false;
    getNormalBounds() {
      return { ...this.bounds };
    }
    isMaximized() {
      return this.maximized;
    }
    isFullScreen() {
      return this.fullScreen;
    }
    maximize() {
      this.maximized = true;
    }
    setFullScreen(flag: boolean) {
      this.fullScreen = flag;
    }
    /** Electron says the window is ready to show. */
    readyToShow() {
      for (const l of this.onReady.splice(0)) l();
    }
    emit(ev: string, ...args: unknown[]) {
      for (const l of this.listeners.get(ev) ?? []) (l as (...a: unknown[]) => void)(...args);
    }
    /** Times the app asked the window to close. */
    closes = 0;
    close() {
      this.closes++;
    }
    isFocused() {
      return this.focused;
    }
    flashFrame(flag: boolean) {
      this.flashes.push(flag);
    }
    /** The person comes back to the window. */
    bringToFront() {
      this.focused = true;
      const ls = this.onFocus;
      this.onFocus = [];
      for (const l of ls) l();
    }
    on(ev: string, l: () => void) {
      this.listeners.set(ev, [...(this.listeners.get(ev) ?? []), l]);
      return this;
    }
    readonly urls: string[] = [];
    async loadURL(url: string) {
      windows.at(-1)!.url = url;
      this.urls.push(url);
    }
    show() {}
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
    static getAllWindows() {
      return windows;
    }
  }
  const parts = {
    app: {
      isPackaged: opts.packaged,
      name: 'Auf der Walz',
      getPath: () => opts.userData,
      getVersion: () => '9.9.9-test',
      requestSingleInstanceLock: () => opts.lock ?? true,
      setAppUserModelId: (id: string) => void appUserModelIds.push(id),
      setAboutPanelOptions: (o: unknown) => void about.push(o),
      commandLine: { appendSwitch: (name: string, value?: string) => void switches.push({ name, value, beforeReady: !isReady }) },
      quit: () => void quits++,
      whenReady: () => readyPromise,
      on(ev: string, l: Listener) {
        appListeners.set(ev, [...(appListeners.get(ev) ?? []), l]);
        return this;
      },
    },
    BrowserWindow: FakeWindow,
    Menu: { buildFromTemplate: (t: MenuItemSpec[]) => t, setApplicationMenu: (m: unknown) => void (menu = m as MenuItemSpec[]) },
    dialog: {
      showSaveDialog: async (o: unknown) => (dialogs.push(o), { canceled: true }),
      showOpenDialog: async (o: unknown) => (dialogs.push(o), { canceled: true, filePaths: [] }),
      showMessageBox: async (a: unknown, b?: unknown) => {
        // (window, options) or (options)
        dialogs.push(b ?? a);
        parents.push(b ? a : null);
        if (answerGate) await answerGate;
        return { response: answers.shift() ?? 1 };
      },
    },
    ipcMain: { handle: (c: string, l: (event: unknown, request: unknown) => unknown) => void handlers.set(c, l) },
    net: {
      fetch: async (url: string) => {
        fetched.push(url);
        return new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'unsafe-inline'" } });
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => void privileged.push(...s),
      handle: (_scheme: string, h: (r: Request) => Promise<Response>) => void (protocolHandler = h),
    },
    screen: {
      getAllDisplays: () => opts.displays ?? [FULL_HD],
      getPrimaryDisplay: () => opts.displays?.[0] ?? FULL_HD,
    },
    shell: { openPath: async (p: string) => (opened.push(p), existsSync(p) ? '' : 'Failed to open path') },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Listener) => void (sessionHandlers.request = h),
        setPermissionCheckHandler: (h: Listener) => void (sessionHandlers.check = h),
        webRequest: { onHeadersReceived: (h: Listener) => void (sessionHandlers.headers = h) },
      },
    },
  };
  return {
    parts: parts as unknown as ElectronParts,
    windows,
    handlers,
    privileged,
    fetched,
    sessionHandlers,
    switches,
    dialogs,
    answers,
    parents,
    /** Holds every message box open until the returned function is called. */
    holdAnswers() {
      let release!: () => void;
      answerGate = new Promise<void>((r) => (release = r));
      return () => {
        answerGate = null;
        release();
      };
    },
    about,
    appUserModelIds,
    opened,
    get protocolHandler() {
      return protocolHandler;
    },
    get menu() {
      return menu;
    },
    get quits() {
      return quits;
    },
    emit(ev: string, ...args: unknown[]) {
      for (const l of appListeners.get(ev) ?? []) l(...args);
    },
    listeners: (ev: string) => appListeners.get(ev) ?? [],
    ready: resolveReady,
  };
}

let tmp: string;
async function started(packaged: boolean, extra: Partial<StartOptions> = {}, lock = true) {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'walz-app-'));
  const fake = fakeElectron({ packaged, lock, userData: tmp });
  const app = startApp(fake.parts, { platform: 'linux', env: { ELECTRON_RENDERER_URL: 'http://localhost:5173/' }, here: '/opt/walz/out/main', engine, ...extra });
  fake.ready();
  await app.ready;
  return { fake, app };
}
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const evilFrame = { senderFrame: { url: 'https://evil.example/' } };
const appFrame = { senderFrame: { url: `${APP_ORIGIN}/index.html` } };

function allItems(t: MenuItemSpec[]): MenuItemSpec[] {
  return t.flatMap((i) => [i, ...allItems(i.submenu ?? [])]);
}

describe('startApp: the window', () => {
  it('every webPreferences checklist setting, the preload, DevTools off when packaged', async () => {
    const { fake } = await started(true);
    expect(fake.windows).toHaveLength(1);
    const wp = fake.windows[0]!.options.webPreferences as Record<string, unknown>;
    const expected = {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
      devTools: false,
      preload: path.join('/opt/walz/out/main', '../preload/index.cjs'),
    };
    for (const [k, v] of Object.entries(expected)) expect({ [k]: wp[k] }).toEqual({ [k]: v });
    expect(wp).toEqual(expected);
    expect(fake.windows[0]!.url).toBe(`${APP_ORIGIN}/index.html`); // packaged: never the dev server
  });

  it('wears the app’s icon: the window’s on Linux, the about panel’s on Linux and Windows; macOS takes the bundle’s', async () => {
    const icons = { window: '/opt/walz/out/main/chunks/256x256.png', about: '/opt/walz/out/main/chunks/64x64.png' };
    const linux = await started(true, { icons });
    expect(linux.fake.windows[0]!.options.icon).toBe(icons.window);
    expect(linux.fake.about.at(-1)).toMatchObject({ iconPath: icons.about });
    await linux.app.services()!.close();
    rmSync(tmp, { recursive: true, force: true });
    const windows = await started(true, { icons, platform: 'win32' });
    expect(windows.fake.windows[0]!.options).not.toHaveProperty('icon');
    expect(windows.fake.about.at(-1)).toMatchObject({ iconPath: icons.about });
    await windows.app.services()!.close();
    rmSync(tmp, { recursive: true, force: true });
    const mac = await started(true, { icons, platform: 'darwin' });
    expect(mac.fake.windows[0]!.options).not.toHaveProperty('icon');
    expect(mac.fake.about.at(-1)).not.toHaveProperty('iconPath');
    await mac.app.services()!.close();
    // installed: the icons are read from their copies outside the archive
    rmSync(tmp, { recursive: true, force: true });
    const installed = await started(true, { icons: { window: '/opt/Auf der Walz/resources/app.asar/out/main/chunks/256x256.png', about: 'C:\\Program Files\\Auf der Walz\\resources\\app.asar\\out\\main\\chunks\\48x48.png' } });
    expect(installed.fake.windows[0]!.options.icon).toBe('/opt/Auf der Walz/resources/app.asar.unpacked/out/main/chunks/256x256.png');
    expect(installed.fake.about.at(-1)).toMatchObject({ iconPath: 'C:\\Program Files\\Auf der Walz\\resources\\app.asar.unpacked\\out\\main\\chunks\\48x48.png' });
    await installed.app.services()!.close();
    expect(unpackedPath('/home/me/walz/out/main/chunks/64x64.png')).toBe('/home/me/walz/out/main/chunks/64x64.png');
    expect(unpackedPath('/opt/app.asarx/out/a.png')).toBe('/opt/app.asarx/out/a.png');
  });

  it('on Windows the process carries the installer’s AppUserModelID (electron-builder’s appId), so a pinned icon and the window are one taskbar button', async () => {
    const appId = /^appId: (.+)$/m.exec(readFileSync('electron-builder.yml', 'utf8'))?.[1];
    expect(APP_ID).toBe(appId);
    const windows = await started(true, { platform: 'win32' });
    expect(windows.fake.appUserModelIds).toEqual([APP_ID]);
    await windows.app.services()!.close();
    rmSync(tmp, { recursive: true, force: true });
    const linux = await started(true, { platform: 'linux' });
    expect(linux.fake.appUserModelIds).toEqual([]);
    await linux.app.services()!.close();
  });

  it('WebGL may fall back to software rendering (the switch is set before the app is ready), and nothing else is switched', async () => {
    const { fake } = await started(true);
    expect(fake.switches).toEqual([{ name: SOFTWARE_WEBGL_SWITCH, value: undefined, beforeReady: true }]);
    expect(SOFTWARE_WEBGL_SWITCH).toBe('enable-unsafe-swiftshader');
  });

  it('in development DevTools stay on and the dev server is the only trusted origin', async () => {
    const { fake, app } = await started(false);
    expect((fake.windows[0]!.options.webPreferences as Record<string, unknown>).devTools).toBe(true);
    expect(fake.windows[0]!.url).toBe('http://localhost:5173/');
    expect(app.origins).toEqual(['http://localhost:5173']);
  });

  it('in development without a dev server (empty ELECTRON_RENDERER_URL) the built app is served from app://', async () => {
    const { fake, app } = await started(false, { env: { ELECTRON_RENDERER_URL: '' } });
    expect(fake.windows[0]!.url).toBe(`${APP_ORIGIN}/index.html`);
    expect(app.origins).toEqual([APP_ORIGIN]);
  });

  it('the window and every other web contents refuse navigation away, new windows and webviews', async () => {
    const { fake } = await started(true);
    const created = fakeContents();
    fake.emit('web-contents-created', {}, created);
    for (const contents of [fake.windows[0]!.contents, created]) {
      expect(contents.navigate('will-navigate', 'https://evil.example/')).toEqual({ prevented: true, guarded: true });
      expect(contents.navigate('will-redirect', 'file:///etc/passwd')).toEqual({ prevented: true, guarded: true });
      expect(contents.navigate('will-navigate', `${APP_ORIGIN}/index.html#x`)).toEqual({ prevented: false, guarded: true });
      expect(contents.navigate('will-attach-webview')).toEqual({ prevented: true, guarded: true });
      expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
      expect(contents.open(`${APP_ORIGIN}/index.html`)).toEqual({ action: 'deny' });
    }
  });
});

describe('startApp: session and protocol', () => {
  it('the default session denies every permission and sets the CSP header on every response', async () => {
    const { fake } = await started(true);
    const h = fake.sessionHandlers;
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen']) {
      let granted: boolean | null = null;
      h.request!(null, p, (g: boolean) => (granted = g));
      expect({ [p]: granted }).toEqual({ [p]: false });
    }
    expect(h.check!(null, 'media')).toBe(false);
    let headers: Record<string, string[]> = {};
    h.headers!({ responseHeaders: { 'content-security-policy': ["script-src 'unsafe-eval'"] } }, (r: { responseHeaders: Record<string, string[]> }) => (headers = r.responseHeaders));
    expect(headers).toEqual({ 'Content-Security-Policy': [contentSecurityPolicy()] });
  });

  it('app:// is a standard, secure scheme; it serves only files under the renderer folder, each with the CSP', async () => {
    const { fake } = await started(true);
    expect(fake.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const res = await fake.protocolHandler!(new Request(`${APP_ORIGIN}/index.html`));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    expect(fake.fetched).toEqual([`file://${path.join('/opt/walz/out/renderer', 'index.html')}`]);
    expect((await fake.protocolHandler!(new Request('app://evil/index.html'))).status).toBe(404);
    expect((await fake.protocolHandler!(new Request(`${APP_ORIGIN}/..%2f..%2fetc%2fpasswd`))).status).toBe(404);
    expect(fake.fetched).toHaveLength(1);
  });
});

describe('startApp: IPC', () => {
  it('every contract channel is handled, and only through the sender check', async () => {
    const { fake } = await started(true);
    expect([...fake.handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
    for (const c of CHANNEL_NAMES) {
      for (const sender of [evilFrame, { senderFrame: null }, {}, { senderFrame: { url: 'http://localhost:5173/' } }]) {
        expect(await fake.handlers.get(c)!(sender, c === 'game:new' ? SETUP2 : {})).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
      }
    }
    expect(await fake.handlers.get('game:current')!(appFrame, {})).toEqual({ ok: true, value: null });
    expect(await fake.handlers.get('game:new')!(appFrame, SETUP2)).toMatchObject({ ok: true });
  });

  it('pushes reach the window: game updates and the autosave status', async () => {
    const { fake, app } = await started(true);
    await fake.handlers.get('game:new')!(appFrame, SETUP2);
    await app.services()!.autosaver.flush();
    const channels = fake.windows[0]!.contents.sent.map(([c]) => c);
    expect(channels).toContain('game:update');
    expect(channels).toContain('saves:autosave');
  });

  it('when the computers hand a decision to the person while the window is behind others, the window asks for attention until it is focused', async () => {
    const { fake, app } = await started(true);
    const win = fake.windows[0]!.window;
    expect((await fake.handlers.get('game:hold-computers')!(appFrame, { held: true })) as { ok: boolean }).toMatchObject({ ok: true });
    const seats = [
      { name: 'Anna', colour: 'red' },
      { name: 'Bernd', colour: 'blue', control: { kind: 'computer', level: 'easy' } },
    ];
    expect(await fake.handlers.get('game:new')!(appFrame, { seats, seed: 9, startPlayer: 1 })).toMatchObject({ ok: true });
    const host = app.services()!.host;
    // Bernd's turn, played here as the computer would: no call while he plays
    while (engine.legalActions(host.getState()!)[0]!.player === 1) {
      expect(win.flashes).toEqual([]);
      expect(host.apply(engine.legalActions(host.getState()!).at(-1)! as never).ok).toBe(true);
    }
    // Anna's turn now, and she is not at the window
    expect(win.flashes).toEqual([true]);
    win.bringToFront();
    expect(win.flashes).toEqual([true, false]);
  });
});

describe('startApp: main’s log', () => {
  it('takes the warnings and errors of the console it is given, and Help shows its folder, also before anything was logged', async () => {
    const printed: unknown[] = [];
    const con = { warn: (...a: unknown[]) => void printed.push(a), error: (...a: unknown[]) => void printed.push(a) };
    const proc = { on: () => proc };
    const { fake, app } = await started(true, { capture: { console: con, process: proc } });
    const showLogs = () => fake.menu!.find((i) => i.label === 'Help')!.submenu!.find((i) => i.label === 'Show the log for a bug report')!.click!();
    // a fresh install: nothing logged yet, the folder is made and shown (no warning about it)
    showLogs();
    await expect.poll(() => fake.opened).toEqual([path.join(tmp, 'logs')]);
    expect(existsSync(path.join(tmp, 'logs'))).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(printed).toEqual([]);
    con.error('computer player: the worker stopped');
    expect(printed).toHaveLength(1);
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('ERROR computer player: the worker stopped');
    showLogs();
    await expect.poll(() => fake.opened).toHaveLength(2);
    await app.services()!.close();
  });
});

describe('startApp: faults of the page', () => {
  it('go to main’s log, at most twenty a minute; a report the contract refuses is refused', async () => {
    const { fake, app } = await started(true);
    for (let i = 0; i < 25; i++) expect(await fake.handlers.get('app:report')!(appFrame, { kind: 'error', message: `fault ${i}`, where: 'app.js:1:1' })).toMatchObject({ ok: true });
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('fault 19');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('ERROR page error: fault 0\n    app.js:1:1');
    expect(text).not.toContain('fault 20');
    expect(await fake.handlers.get('app:report')!(appFrame, { kind: 'error', message: 'm'.repeat(2001) })).toMatchObject({ ok: false });
    expect(await fake.handlers.get('app:report')!(appFrame, { kind: 'crash', message: 'x' })).toMatchObject({ ok: false });
    await app.services()!.close();
  });
});

describe('startApp: faults of the page, as the page reports them', () => {
  it('a report at the largest the page makes (a long stack in where) reaches the log; one past the contract is refused', async () => {
    const { fake, app } = await started(true);
    const fault = new Error(`the board could not draw ${'x'.repeat(3000)}`);
    fault.stack = Array.from({ length: 200 }, (_, i) => `    at frame${i} (app://walz/assets/index-abc.js:1:${i})`).join('\n');
    const report = reportOf('error', fault, 'app://walz/assets/index-abc.js:1:23456');
    expect([report.message.length, report.where!.length]).toEqual([2000, 4000]);
    expect(await fake.handlers.get('app:report')!(appFrame, report)).toMatchObject({ ok: true });
    // an ordinary one: a three-frame stack, some 500 characters
    const small = new TypeError('x is undefined');
    small.stack = 'TypeError: x is undefined\n    at draw (app://walz/assets/board-1a2b3c.js:1:20911)\n    at render (app://walz/assets/index-abc.js:1:4410)\n    at tick (app://walz/assets/index-abc.js:1:990)';
    expect(await fake.handlers.get('app:report')!(appFrame, reportOf('vue', small, 'Vue: render function'))).toMatchObject({ ok: true });
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('at frame40 (app://walz/assets/index-abc.js:1:40)');
    expect(readFileSync(file, 'utf8')).toContain('ERROR page vue: TypeError: x is undefined\n    Vue: render function');
    expect(await fake.handlers.get('app:report')!(appFrame, { kind: 'error', message: 'm', where: 'w'.repeat(4001) })).toMatchObject({ ok: false });
    await app.services()!.close();
  });
});

describe('startApp: what the page prints', () => {
  it('its warnings and errors go to main’s log, at most twenty a minute; other lines and uncaught errors do not', async () => {
    const { fake, app } = await started(true);
    const w = fake.windows[0]!;
    w.contents.fire('console-message', { level: 'info', message: 'board ready', sourceId: 'app://walz/index.js', lineNumber: 3 });
    w.contents.fire('console-message', { level: 'error', message: 'Uncaught Error: boom', sourceId: 'app://walz/index.js', lineNumber: 4 });
    w.contents.fire('console-message', { level: 'warning', message: 'a sound could not be decoded', sourceId: 'app://walz/index.js', lineNumber: 5 });
    for (let i = 0; i < 25; i++) w.contents.fire('console-message', { level: 'error', message: `printed ${i}`, sourceId: 'app://walz/index.js', lineNumber: 9 });
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('printed 18');
    await app.services()!.close();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('WARN page console: a sound could not be decoded (app://walz/index.js:5)');
    expect(text).toContain('ERROR page console: printed 0 (app://walz/index.js:9)');
    expect(text).not.toContain('printed 19');
    expect(text).not.toContain('board ready');
    expect(text).not.toContain('boom');
  });
});

describe('startApp: the page crashed', () => {
  it('is started again, saying so, with the computers held; a clean exit is left alone; then the person decides', async () => {
    const { fake, app } = await started(true);
    const w = fake.windows[0]!;
    const gone = async (reason: string) => {
      w.contents.fire('render-process-gone', {}, { reason, exitCode: 1 });
      await new Promise((r) => setTimeout(r, 5));
    };
    expect(w.window.urls).toEqual([`${APP_ORIGIN}/index.html`]);
    await gone('clean-exit');
    expect(w.window.urls).toHaveLength(1);
    expect(app.services()!.computers.isHeld).toBe(false);
    await gone('crashed');
    expect(w.window.urls).toEqual([`${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/index.html#restarted`]);
    expect(app.services()!.computers.isHeld).toBe(true);
    await gone('oom');
    await gone('crashed');
    expect(w.window.urls).toHaveLength(4);
    expect(fake.dialogs).toEqual([]);
    // a fourth within the minute: the person is asked; "Try again" starts the page once more
    fake.answers.push(0);
    await gone('crashed');
    expect(fake.dialogs).toHaveLength(1);
    expect(fake.dialogs[0]).toMatchObject({ type: 'error', message: 'The window has failed.', buttons: ['Try again', 'Quit'] });
    expect(w.window.urls).toHaveLength(5);
    expect(fake.quits).toBe(0);
    // a page that cannot even start: asked at once; "Quit" quits
    await gone('launch-failed');
    expect(fake.dialogs).toHaveLength(2);
    expect(w.window.urls).toHaveLength(5);
    expect(fake.quits).toBe(1);
    await app.services()!.close();
  });

  it('while quitting a page that goes is not started again', async () => {
    const { fake, app } = await started(true);
    const w = fake.windows[0]!;
    fake.emit('before-quit', { preventDefault: () => undefined });
    w.contents.fire('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    await new Promise((r) => setTimeout(r, 5));
    expect(w.window.urls).toHaveLength(1);
    expect(fake.dialogs).toEqual([]);
    await app.services()!.close();
  });
});

describe('startApp: the window where it was left', () => {
  const startIn = async (userData: string, displays?: Display[]) => {
    const fake = fakeElectron({ packaged: true, userData, displays });
    const app = startApp(fake.parts, { platform: 'linux', env: {}, here: '/opt/walz/out/main', engine });
    fake.ready();
    await app.ready;
    return { fake, app };
  };

  it('a first start opens most of the screen, centred; moving, resizing and closing keep the place, which the next start restores, maximised', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-app-place-'));
    try {
      const first = await startIn(userData);
      const opened = first.fake.windows[0]!;
      expect(opened.options).toMatchObject({ x: 144, y: 78, width: 1632, height: 884, minWidth: 960, minHeight: 640 });
      opened.window.readyToShow();
      expect(opened.window.maximized).toBe(false);
      const w = opened.window;
      w.bounds = { x: 300, y: 120, width: 1500, height: 900 };
      w.emit('move');
      w.maximized = true;
      w.emit('maximize');
      w.emit('close');
      await expect.poll(() => { try { return JSON.parse(readFileSync(path.join(userData, WINDOW_FILE), 'utf8')) as unknown; } catch { return null; } }).toMatchObject({ bounds: { x: 300, y: 120, width: 1500, height: 900 }, maximized: true, fullScreen: false });
      await first.app.services()!.close();

      const second = await startIn(userData);
      const again = second.fake.windows[0]!;
      expect(again.options).toMatchObject({ x: 300, y: 120, width: 1500, height: 900 });
      expect(again.window.maximized).toBe(false);
      again.window.readyToShow();
      expect(again.window.maximized).toBe(true);
      await second.app.services()!.close();
    } finally {
      rmSync(userData, { recursive: true, force: true });
    }
  });

  it('a first start on a small laptop screen opens maximised, and its window never reaches below the taskbar', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-app-place-'));
    try {
      // 1920 × 1080 at 150 %: a work area of 1280 × 680, less than the old default of 1280 × 820
      const laptop: Display = { bounds: { x: 0, y: 0, width: 1280, height: 720 }, workArea: { x: 0, y: 0, width: 1280, height: 680 } };
      const { fake, app } = await startIn(userData, [laptop]);
      const opened = fake.windows[0]!;
      expect(opened.options).toMatchObject({ x: 64, y: 20, width: 1152, height: 640 });
      expect((opened.options.y as number) + (opened.options.height as number)).toBeLessThanOrEqual(680);
      opened.window.readyToShow();
      expect(opened.window.maximized).toBe(true);
      await app.services()!.close();
    } finally {
      rmSync(userData, { recursive: true, force: true });
    }
  });

  it('a place on a display that is gone is moved onto one that is there; a damaged file gives the default place', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-app-place-'));
    try {
      // left on a second monitor to the right, which is unplugged now
      writeFileSync(path.join(userData, WINDOW_FILE), JSON.stringify({ format: 'auf-der-walz-window', bounds: { x: 2200, y: 100, width: 1200, height: 800 }, maximized: false, fullScreen: false }));
      const one = await startIn(userData);
      expect(one.fake.windows[0]!.options).toMatchObject({ x: 144, y: 78, width: 1632, height: 884 });
      await one.app.services()!.close();
      // half on the display that is left: moved into its work area
      writeFileSync(path.join(userData, WINDOW_FILE), JSON.stringify({ format: 'auf-der-walz-window', bounds: { x: 1400, y: 600, width: 1200, height: 800 }, maximized: false, fullScreen: true }));
      const two = await startIn(userData);
      expect(two.fake.windows[0]!.options).toMatchObject({ x: 720, y: 240, width: 1200, height: 800 });
      two.fake.windows[0]!.window.readyToShow();
      expect(two.fake.windows[0]!.window.fullScreen).toBe(true);
      await two.app.services()!.close();
      writeFileSync(path.join(userData, WINDOW_FILE), '{"format": "auf-der-walz-window", "bounds": ');
      const three = await startIn(userData);
      expect(three.fake.windows[0]!.options).toMatchObject({ x: 144, y: 78, width: 1632, height: 884 });
      await three.app.services()!.close();
    } finally {
      rmSync(userData, { recursive: true, force: true });
    }
  });
});

describe('startApp: menu, single instance, quitting', () => {
  it('packaged: no DevTools, reload or standard View menu anywhere in the menu', async () => {
    const { fake } = await started(true);
    const roles = allItems(fake.menu!).map((i) => i.role);
    for (const bad of ['toggleDevTools', 'viewMenu', 'reload', 'forceReload']) expect(roles).not.toContain(bad);
    expect(roles).toContain('togglefullscreen');
  });

  it('development: the standard View menu (with DevTools) is there', async () => {
    const { fake } = await started(false);
    expect(allItems(fake.menu!).map((i) => i.role)).toContain('viewMenu');
  });

  it('the menu speaks the language of the settings, and follows it when it changes', async () => {
    const { fake } = await started(true);
    await expect.poll(() => fake.menu?.map((i) => i.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(await fake.handlers.get('settings:set')!(appFrame, { locale: 'de' })).toMatchObject({ ok: true });
    expect(fake.menu!.map((i) => i.label)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);
    expect(fake.menu![0]!.submenu!.map((i) => i.label ?? i.type)).toEqual(['Neues Spiel', 'Speichern unter…', 'Laden…', 'separator', 'Beenden']);
    // the about panel speaks it too, with the version and the copyright the installers give
    const credits = 'Ein Brettspiel von Jimmy Maas – die digitale Ausgabe.';
    expect(fake.about.at(-1)).toEqual({ applicationName: 'Auf der Walz', applicationVersion: '9.9.9-test', copyright: COPYRIGHT, credits, authors: [credits] });
    expect(readFileSync('electron-builder.yml', 'utf8')).toContain(`copyright: ${COPYRIGHT}`);
    // a refused change leaves it as it is
    expect(await fake.handlers.get('settings:set')!(appFrame, { locale: 'fr' })).toMatchObject({ ok: false });
    expect(fake.menu![0]!.label).toBe('Datei');
  });

  it('the file dialogs name the kind of file in the language of the settings', async () => {
    const { fake, app } = await started(true);
    await fake.handlers.get('saves:import')!(appFrame, {});
    expect(await fake.handlers.get('settings:set')!(appFrame, { locale: 'de' })).toMatchObject({ ok: true });
    await fake.handlers.get('saves:import')!(appFrame, {});
    expect(fake.dialogs).toEqual([
      { properties: ['openFile'], filters: [{ name: 'Auf der Walz save', extensions: ['json'] }] },
      { properties: ['openFile'], filters: [{ name: 'Spielstand von Auf der Walz', extensions: ['json'] }] },
    ]);
    await app.services()!.close();
  });

  it('the menu starts in the language saved in the settings', async () => {
    const userData = mkdtempSync(path.join(os.tmpdir(), 'walz-app-de-'));
    try {
      const first = fakeElectron({ packaged: true, userData });
      const app1 = startApp(first.parts, { platform: 'linux', env: {}, here: '/opt/walz/out/main', engine });
      first.ready();
      await app1.ready;
      expect(await first.handlers.get('settings:set')!(appFrame, { locale: 'de' })).toMatchObject({ ok: true });
      await app1.services()!.close();
      const second = fakeElectron({ packaged: true, userData });
      const app2 = startApp(second.parts, { platform: 'linux', env: {}, here: '/opt/walz/out/main', engine });
      second.ready();
      await app2.ready;
      await expect.poll(() => second.menu?.[0]?.label).toBe('Datei');
      await app2.services()!.close();
    } finally {
      rmSync(userData, { recursive: true, force: true });
    }
  });

  it('with the window closed (macOS keeps the app running) and at quit, the computers are held: no move is played unseen or after the last autosave', async () => {
    const { fake, app } = await started(true, { platform: 'darwin' });
    const held = vi.spyOn(app.services()!.computers, 'setHeld');
    const cancelled = vi.spyOn(app.services()!.computers, 'cancel');
    fake.windows[0]!.window.emit('closed');
    expect(held).toHaveBeenLastCalledWith(true);
    expect(fake.quits).toBe(0);
    held.mockClear();
    fake.emit('before-quit', { preventDefault: () => undefined });
    expect(held).toHaveBeenCalledWith(true);
    expect(cancelled).toHaveBeenCalled();
  });

  it('closing the window while the autosave fails with actions not on disk: the person is asked; "Back to the game" keeps it, "Quit anyway" closes it and logs it', async () => {
    const f = faultFs();
    const { fake, app } = await started(true, { quitFlushMs: 200, services: { fs: f.fs, curtain: 'off' } });
    const svc = app.services()!;
    const w = fake.windows[0]!.window;
    await fake.handlers.get('game:new')!(appFrame, SETUP2);
    await svc.autosaver.flush();
    const close = () => {
      let prevented = 0;
      w.emit('close', { preventDefault: () => prevented++ });
      return prevented;
    };
    // saved: the window closes without a question
    expect(close()).toBe(0);
    expect(fake.dialogs).toEqual([]);
    f.fail({ op: 'write', errno: 'ENOSPC' });
    for (let i = 0; i < 2; i++) expect(svc.host.apply(svc.host.snapshot()!.legal[0]!).ok).toBe(true);
    await svc.autosaver.flush();
    // asked, modal to the window; while the question is open a second close waits for it
    const release = fake.holdAnswers();
    fake.answers.push(0);
    expect(close()).toBe(1);
    await expect.poll(() => fake.dialogs.length).toBe(1);
    expect(close()).toBe(1);
    expect(fake.dialogs).toHaveLength(1);
    release();
    expect(fake.dialogs[0]).toMatchObject({ type: 'warning', message: 'The last actions of your game are not saved.', buttons: ['Back to the game', 'Quit anyway'], cancelId: 0 });
    expect((fake.dialogs[0] as { detail: string }).detail).toContain('the last 2 actions of your game are not on disk');
    expect(fake.parents[0]).toBe(w);
    // "Back to the game": the window stays
    await new Promise((r) => setTimeout(r, 20));
    expect(w.closes).toBe(0);
    expect(fake.quits).toBe(0);
    // "Quit anyway": closed, and said in the log
    fake.answers.push(1);
    expect(close()).toBe(1);
    await expect.poll(() => w.closes).toBe(1);
    expect(close()).toBe(0); // asked no more
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('closed by the person with 2 action(s) of the game not saved');
    f.clear();
    await svc.close();
  });

  it('quitting while the autosave fails: asked after the last flush; "Back" calls the quit off (computers as before, a failed page started again), a second quit meanwhile waits; "Quit anyway" quits and logs it', async () => {
    const f = faultFs();
    const { fake, app } = await started(true, { quitFlushMs: 200, services: { fs: f.fs, curtain: 'off' } });
    const svc = app.services()!;
    const w = fake.windows[0]!;
    await fake.handlers.get('game:new')!(appFrame, SETUP2);
    await svc.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    expect(svc.host.apply(svc.host.snapshot()!.legal[0]!).ok).toBe(true);
    await svc.autosaver.flush();
    const wasHeld = svc.computers.isHeld;
    w.contents.crashed = true; // the page had failed (the crash dialog's Quit leads here)
    const release = fake.holdAnswers();
    fake.answers.push(0);
    let prevented = 0;
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
    await expect.poll(() => fake.dialogs.length).toBe(1);
    expect(svc.computers.isHeld).toBe(true);
    // a second quit while the question is open: held too, and no second question
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(2);
    release();
    await expect.poll(() => svc.computers.isHeld).toBe(wasHeld);
    expect((fake.dialogs[0] as { detail: string }).detail).toContain('the last action of your game is not on disk');
    expect(fake.dialogs).toHaveLength(1);
    expect(fake.quits).toBe(0);
    expect(w.window.urls.at(-1)).toBe(`${APP_ORIGIN}/index.html#restarted`);
    // a later quit flushes and asks again; "Quit anyway" quits, and the log says so
    fake.answers.push(1);
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(3);
    await expect.poll(() => fake.quits).toBe(1);
    expect(fake.dialogs).toHaveLength(2);
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('quit by the person with 1 action(s) of the game not saved (the autosave was failing)');
    // the quit that follows goes through
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(3);
    f.clear();
    await svc.close();
  });

  it('on macOS a window closed while the autosave fails is not asked about (the game lives on in main); a quit later, with no window, is', async () => {
    const f = faultFs();
    const { fake, app } = await started(true, { platform: 'darwin', quitFlushMs: 200, services: { fs: f.fs, curtain: 'off' } });
    const svc = app.services()!;
    const w = fake.windows[0]!.window;
    await fake.handlers.get('game:new')!(appFrame, SETUP2);
    await svc.autosaver.flush();
    f.fail({ op: 'write', errno: 'ENOSPC' });
    expect(svc.host.apply(svc.host.snapshot()!.legal[0]!).ok).toBe(true);
    await svc.autosaver.flush();
    let prevented = 0;
    w.emit('close', { preventDefault: () => prevented++ });
    expect(prevented).toBe(0);
    w.emit('closed');
    fake.answers.push(1);
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    await expect.poll(() => fake.quits).toBe(1);
    expect(fake.dialogs).toHaveLength(1);
    expect(fake.parents[0]).toBeNull();
    // (written to the log before the test's folder goes)
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('quit by the person with 1 action(s) of the game not saved');
    f.clear();
    await svc.close();
  });

  it('a second instance quits at once and sets up nothing (no services, window, IPC or log)', async () => {
    const { fake, app } = await started(true, {}, false);
    expect(fake.quits).toBe(1);
    expect(app.services()).toBeNull();
    expect(fake.windows).toHaveLength(0);
    expect(fake.handlers.size).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('quitting waits for the autosave, but a write that hangs cannot stop it', async () => {
    const f = faultFs();
    const { fake, app } = await started(true, { quitFlushMs: 100, services: { fs: f.fs, curtain: 'off' } });
    await fake.handlers.get('game:new')!(appFrame, SETUP2);
    await app.services()!.autosaver.flush();
    f.fail({ op: 'write', errno: 'EIO', hang: true });
    const legal = app.services()!.host.snapshot()!.legal[0];
    expect(await fake.handlers.get('game:apply')!(appFrame, { action: legal })).toMatchObject({ ok: true });
    let prevented = 0;
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
    expect(fake.quits).toBe(0);
    const t0 = Date.now();
    while (fake.quits === 0 && Date.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 10));
    expect(fake.quits).toBe(1);
    // a write that hangs is not a write that worked: the person was asked (and quit anyway)
    expect(fake.dialogs).toHaveLength(1);
    expect((fake.dialogs[0] as { detail: string }).detail).toContain('the last action of your game is not on disk');
    const file = path.join(tmp, 'logs', 'main.log');
    await expect.poll(() => { try { return readFileSync(file, 'utf8'); } catch { return ''; } }).toContain('(the autosave did not finish in time)');
    // the second before-quit (from that quit) goes through
    fake.emit('before-quit', { preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
  });
});
