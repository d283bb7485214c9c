/**
 * Preload (sandboxed, context-isolated): exposes exactly one object, `window.walz`, built from
 * the IPC contract. ipcRenderer itself never reaches the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildWalzApi } from '../../shared/ipc/contract';

const api = buildWalzApi({
  invoke: (channel, request) => ipcRenderer.invoke(channel, request),
  subscribe(push, listener) {
    const handler = (_e: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(push, handler);
    return () => {
      ipcRenderer.removeListener(push, handler);
    };
  },
});

contextBridge.exposeInMainWorld('walz', api);
