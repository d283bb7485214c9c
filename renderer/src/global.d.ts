import type { WalzApi } from '../../shared/ipc/contract';

declare global {
  interface Window {
    /** The only bridge to the main process (built from shared/ipc/contract.ts by the preload). */
    readonly walz: WalzApi;
  }
}
