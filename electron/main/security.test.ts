import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { devStylePolicy } from '../../renderer/vite.config';
import path from 'node:path';
import {
  APP_ORIGIN,
  WEB_PREFERENCES,
  contentSecurityPolicy,
  hardenSession,
  hardenWebContents,
  isTrustedSender,
  isTrustedUrl,
  resolveAppFile,
  type HardenableContents,
  type HardenableSession,
} from './security';

const ORIGINS = [APP_ORIGIN];

describe('security policy', () => {
  it('webPreferences isolate and sandbox the renderer: every checklist setting, nothing else', () => {
    expect(WEB_PREFERENCES).toEqual({
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
    expect(Object.isFrozen(WEB_PREFERENCES)).toBe(true);
  });

  /** The CSP as directive -> sources. */
  function directives(csp: string): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const part of csp.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      expect(out.has(name)).toBe(false); // a repeated directive is ignored by browsers
      out.set(name, sources);
    }
    return out;
  }

  for (const [label, csp] of [
    ['packaged', contentSecurityPolicy()],
    ['development', contentSecurityPolicy('http://localhost:5173')],
  ] as const) {
    it(`CSP (${label}): scripts only from self, never inline or eval; no plugins, no base, no forms, no framing`, () => {
      const d = directives(csp);
      expect(d.get('default-src')).toEqual([`'none'`]);
      expect(d.get('script-src')).toEqual([`'self'`]);
      for (const [name, sources] of d) {
        if (name === 'script-src' || name === 'default-src' || name === 'worker-src' || name === 'style-src') {
          // (the development server's client injects <style> elements: inline styles there only)
          const allowed = label === 'development' && name === 'style-src' ? [`'unsafe-inline'`] : [];
          for (const bad of [`'unsafe-inline'`, `'unsafe-eval'`, `'unsafe-hashes'`, `'wasm-unsafe-eval'`, 'data:', 'blob:', '*', 'http:', 'https:']) if (!allowed.includes(bad)) expect(sources).not.toContain(bad);
        }
      }
      // styles and workers only from the app's own files (no inline style, no worker made from a string)
      expect(d.get('style-src')).toEqual(label === 'packaged' ? [`'self'`] : [`'self'`, `'unsafe-inline'`]);
      expect(d.get('worker-src')).toEqual([`'self'`]);
      expect(d.get('base-uri')).toEqual([`'none'`]);
      expect(d.get('object-src')).toEqual([`'none'`]);
      expect(d.get('form-action')).toEqual([`'none'`]);
      expect(d.get('frame-ancestors')).toEqual([`'none'`]);
      if (label === 'packaged') expect(csp).not.toMatch(/https?:|wss?:/);
    });
  }

  it("the page's own meta CSP (what a page opened outside the app:// handler keeps) is the same policy, less frame-ancestors (not allowed in a meta tag)", () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    const main = directives(contentSecurityPolicy());
    main.delete('frame-ancestors');
    expect(directives(meta!)).toEqual(main);
  });

  it("the development server alone lets the page's own policy take inline styles (Vite's client injects them); the build keeps it strict", () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const served = (devStylePolicy.transformIndexHtml as (h: string) => string)(html);
    const policy = (page: string) => directives(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(page)![1]!);
    expect(policy(served).get('style-src')).toEqual([`'self'`, `'unsafe-inline'`]);
    const rest = policy(served);
    rest.delete('style-src');
    const strict = policy(html);
    strict.delete('style-src');
    expect(rest).toEqual(strict);
    expect(devStylePolicy.apply).toBe('serve');
  });

  it('the CSP check itself fails when unsafe-inline or unsafe-eval enters script-src or base-uri goes missing', () => {
    const good = contentSecurityPolicy();
    const scriptSrc = (csp: string) => directives(csp).get('script-src');
    expect(scriptSrc(good.replace(`script-src 'self'`, `script-src 'self' 'unsafe-inline'`))).not.toEqual([`'self'`]);
    expect(scriptSrc(good.replace(`script-src 'self'`, `script-src 'self' 'unsafe-eval'`))).not.toEqual([`'self'`]);
    expect(directives(good.replace(`base-uri 'none'; `, '')).get('base-uri')).toBeUndefined();
  });

  it('only the app origin is trusted', () => {
    expect(isTrustedUrl('app://walz/index.html', ORIGINS)).toBe(true);
    for (const bad of ['https://evil.example/', 'app://evil/index.html', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', '', 42, null]) {
      expect(isTrustedUrl(bad, ORIGINS)).toBe(false);
    }
    expect(isTrustedUrl('http://localhost:5173/', ['http://localhost:5173'])).toBe(true);
  });

  it('IPC sender check looks at the senderFrame URL', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://walz/index.html#/game' } }, ORIGINS)).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'https://evil.example/' } }, ORIGINS)).toBe(false);
    expect(isTrustedSender({ senderFrame: null }, ORIGINS)).toBe(false);
    expect(isTrustedSender({}, ORIGINS)).toBe(false);
    expect(isTrustedSender(undefined, ORIGINS)).toBe(false);
  });

  it('navigation away, new windows and webviews are denied', () => {
    const listeners: Record<string, (e: { preventDefault(): void }, url: string) => void> = {};
    let openHandler: ((d: { url: string }) => { action: string }) | null = null;
    const contents = {
      on: (ev: string, l: (e: { preventDefault(): void }, url: string) => void) => {
        listeners[ev] = l;
      },
      setWindowOpenHandler: (h: (d: { url: string }) => { action: 'deny' }) => {
        openHandler = h;
      },
    } as unknown as HardenableContents;
    hardenWebContents(contents, ORIGINS);
    const nav = (ev: string, url: string) => {
      let prevented = false;
      listeners[ev]!({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(nav('will-navigate', 'https://evil.example/')).toBe(true);
    expect(nav('will-navigate', 'app://walz/index.html')).toBe(false);
    expect(nav('will-redirect', 'http://127.0.0.1:1/')).toBe(true);
    expect(nav('will-attach-webview', '')).toBe(true);
    expect(openHandler!({ url: 'app://walz/index.html' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it('permissions are denied and the CSP header replaces any served one', () => {
    let req: ((wc: unknown, p: string, cb: (g: boolean) => void) => void) | null = null;
    let check: ((...a: unknown[]) => boolean) | null = null;
    let onHeaders: ((d: { responseHeaders?: Record<string, string | string[]> }, cb: (r: { responseHeaders: Record<string, string | string[]> }) => void) => void) | null = null;
    const session: HardenableSession = {
      setPermissionRequestHandler: (h) => (req = h),
      setPermissionCheckHandler: (h) => (check = h),
      webRequest: { onHeadersReceived: (l) => (onHeaders = l) },
    };
    hardenSession(session, 'default-src self-test');
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) {
      let granted: boolean | null = null;
      req!(null, p, (g) => (granted = g));
      expect(granted).toBe(false);
    }
    expect(check!(null, 'media')).toBe(false);
    let out: Record<string, string | string[]> = {};
    onHeaders!({ responseHeaders: { 'content-security-policy': ['*'], 'X-Other': ['1'] } }, (r) => (out = r.responseHeaders));
    expect(out).toEqual({ 'X-Other': ['1'], 'Content-Security-Policy': ['default-src self-test'] });
  });

  it('app:// requests resolve only inside the renderer folder', () => {
    const root = path.resolve('/srv/renderer');
    expect(resolveAppFile(root, 'app://walz/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://walz/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveAppFile(root, 'app://walz/../../etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveAppFile(root, 'app://walz/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveAppFile(root, 'app://walz/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveAppFile(root, 'app://walz/..%5c..%5cwin.ini')).toBe(process.platform === 'win32' ? null : path.join(root, '..\\..\\win.ini'));
    expect(resolveAppFile(root, 'app://evil/index.html')).toBeNull();
    expect(resolveAppFile(root, 'app://walz/a%00b')).toBeNull();
  });
});
