/**
 * Electron main entry: one hardened window, the app:// protocol serving the built renderer,
 * the application menu and the IPC router over the services. Everything testable lives in the
 * imported plain modules; this file only wires Electron to them.
 */
import { BrowserWindow, Menu, app, dialog, ipcMain, net, protocol, session, type MenuItemConstructorOptions } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNEL_NAMES, type GameUpdate } from '../../shared/ipc/contract';
import { realEngine } from './engine';
import { menuTemplate } from './menu';
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
} from './security';
import { AppServices } from './services';

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const devOrigin = devUrl ? originOf(devUrl) : null;
const origins = devOrigin ? [devOrigin] : [APP_ORIGIN];
const here = import.meta.dirname;
const rendererDir = path.join(here, '../renderer');

// One instance only: two processes must never write the same save folder.
if (!app.requestSingleInstanceLock()) app.quit();
app.on('second-instance', () => {
  if (win) {
    if (win.isMinimized()) win.restore();
    win.focus();
  }
});

let win: BrowserWindow | null = null;
let services: AppServices | null = null;

function send(channel: string, payload: unknown): void {
  if (win && !win.isDestroyed()) win.webContents.send(channel, payload);
}

function createWindow(): void {
  win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 640,
    title: 'Auf der Walz',
    show: false,
    backgroundColor: '#1f1a14',
    webPreferences: { ...WEB_PREFERENCES, preload: path.join(here, '../preload/index.cjs') },
  });
  hardenWebContents(win.webContents, origins);
  win.once('ready-to-show', () => win?.show());
  void win.loadURL(devUrl ?? `${APP_ORIGIN}/index.html`);
  win.on('closed', () => (win = null));
}

app.on('web-contents-created', (_e, contents) => hardenWebContents(contents, origins));

void app.whenReady().then(() => {
  const csp = contentSecurityPolicy(devOrigin ?? undefined);
  hardenSession(session.defaultSession, csp);
  // app:// serves only files under the built renderer folder, each with the CSP header.
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', csp);
    return new Response(res.body, { status: res.status, headers });
  });

  services = new AppServices({
    engine: realEngine,
    savesDir: path.join(app.getPath('userData'), 'saves'),
    appVersion: app.getVersion(),
    push: (update: GameUpdate) => send('game:update', update),
    trusted: (event) => isTrustedSender(event, origins),
    dialogs: {
      async chooseExportPath(defaultName) {
        const r = await dialog.showSaveDialog({ defaultPath: defaultName, filters: [{ name: 'Auf der Walz save', extensions: ['json'] }] });
        return r.canceled || !r.filePath ? null : r.filePath;
      },
      async chooseImportPath() {
        const r = await dialog.showOpenDialog({ properties: ['openFile'], filters: [{ name: 'Auf der Walz save', extensions: ['json'] }] });
        return r.canceled ? null : (r.filePaths[0] ?? null);
      },
    },
  });
  const router = services.router;
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, request: unknown) => router.handle(channel, request, event));
  }

  const template = menuTemplate({
    isMac: process.platform === 'darwin',
    appName: app.name,
    command: (command) => send('menu:command', { command }),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template as MenuItemConstructorOptions[]));

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

let flushed = false;
app.on('before-quit', (e) => {
  if (flushed || !services) return;
  e.preventDefault();
  void services.autosaver.flush().finally(() => {
    flushed = true;
    app.quit();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
