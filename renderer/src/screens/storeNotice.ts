/**
 * A notice about the statistics or settings file (StoreNotice, from main) in the player's words:
 * the statistics screen, the settings dialog and the results all say it the same way.
 */
import type { StoreNotice } from '../../../shared/ipc/contract';

type T = (key: string, named?: Record<string, unknown>) => string;

export function storeNoticeText(t: T, n: Pick<StoreNotice, 'code' | 'file'>): string {
  return t(`notices.${n.code}`, { file: n.file ?? '—' });
}
