/**
 * Test preload for the Chromium harness (bundled to an IIFE and injected with addInitScript):
 * builds the same `window.walz` as electron/preload/index.ts, from the same contract, over the
 * page bindings the harness exposes instead of ipcRenderer.
 */
import { buildWalzApi } from '../../shared/ipc/contract';

type Bindings = {
  __walzInvoke(channel: string, request: unknown): Promise<unknown>;
  __walzListeners?: Map<string, Set<(payload: unknown) => void>>;
  __walzPush?: (push: string, payload: unknown) => void;
};
const w = window as unknown as Bindings & { walz?: unknown };
const listeners = new Map<string, Set<(payload: unknown) => void>>();
w.__walzPush = (push, payload) => listeners.get(push)?.forEach((l) => l(payload));

Object.defineProperty(window, 'walz', {
  value: buildWalzApi({
    invoke: (channel, request) => w.__walzInvoke(channel, request),
    subscribe(push, listener) {
      if (!listeners.has(push)) listeners.set(push, new Set());
      listeners.get(push)!.add(listener);
      return () => listeners.get(push)?.delete(listener);
    },
  }),
  writable: false,
  configurable: false,
});
