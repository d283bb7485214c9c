/// <reference types="vite/client" />
import type { WalzApi } from '../../shared/ipc/contract';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

declare global {
  interface Window {
    /** The only bridge to the main process (built from shared/ipc/contract.ts by the preload). */
    readonly walz: WalzApi;
  }
}
