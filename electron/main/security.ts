/**
 * Security policy for the window, its session and IPC. The helpers take structural types
 * instead of importing Electron, so every rule has a unit test that runs under vitest.
 */
import path from 'node:path';

/** The custom scheme the packaged renderer is served from (registered as standard + secure). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://walz`;

export const WEB_PREFERENCES = Object.freeze({
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
});

/** Strict CSP: only the app's own origin; no eval, no remote code, no plugins, no framing. */
export function contentSecurityPolicy(devServer?: string): string {
  const connect = devServer ? `'self' ${devServer} ${devServer.replace(/^http/, 'ws')}` : `'self'`;
  return [
    `default-src 'none'`,
    `script-src 'self'`,
    // Vite's development client injects each stylesheet as a <style> element; the built app has none
    devServer ? `style-src 'self' 'unsafe-inline'` : `style-src 'self'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src ${connect}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol === `${APP_SCHEME}:`) return `${u.protocol}//${u.host}`;
    return u.origin === 'null' ? null : u.origin;
  } catch {
    return null;
  }
}

/** True only for URLs on one of the app's own origins. */
export function isTrustedUrl(url: unknown, origins: readonly string[]): boolean {
  if (typeof url !== 'string') return false;
  const o = originOf(url);
  return o !== null && origins.includes(o);
}

/** IPC sender check: the event's senderFrame must be a frame of the app's own origin. */
export function isTrustedSender(event: unknown, origins: readonly string[]): boolean {
  const frame = (event as { senderFrame?: { url?: unknown } | null } | null)?.senderFrame;
  return !!frame && isTrustedUrl(frame.url, origins);
}

interface NavEvent {
  preventDefault(): void;
}
export interface HardenableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (e: NavEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (e: NavEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Deny navigation away from the app, every new window and every <webview>. */
export function hardenWebContents(contents: HardenableContents, origins: readonly string[]): void {
  const guard = (e: NavEvent, url: string) => {
    if (!isTrustedUrl(url, origins)) e.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (e: NavEvent) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

type HeadersDetails = { responseHeaders?: Record<string, string | string[]> };
export interface HardenableSession {
  setPermissionRequestHandler(h: (wc: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(h: (...args: unknown[]) => boolean): void;
  webRequest: {
    onHeadersReceived(listener: (details: HeadersDetails, callback: (r: { responseHeaders: Record<string, string | string[]> }) => void) => void): void;
  };
}

/** Deny every permission; add the CSP header to every response. */
export function hardenSession(session: HardenableSession, csp: string): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-security-policy') delete headers[k];
    headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
}

/** Map an app:// request URL to a file under `root`; null for anything outside it. */
export function resolveAppFile(root: string, requestUrl: string): string | null {
  let u: URL;
  try {
    u = new URL(requestUrl);
  } catch {
    return null;
  }
  if (`${u.protocol}//${u.host}` !== APP_ORIGIN) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  if (rel === '/' || rel === '') rel = '/index.html';
  const full = path.resolve(root, '.' + rel);
  const base = path.resolve(root);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}
