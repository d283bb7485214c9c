/** Access to window.walz (the only way the renderer reaches the main process). */
import type { WalzApi } from '../../shared/ipc/contract';

export function walz(): WalzApi {
  const api = (window as unknown as { walz?: WalzApi }).walz;
  if (!api) throw new Error('window.walz is missing: the preload did not run.');
  return api;
}
