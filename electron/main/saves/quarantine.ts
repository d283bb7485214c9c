/**
 * Moving a damaged copy aside: which error codes prove a copy damaged (only such a copy is
 * moved), and the move itself, to a fresh `<file>.quarantined-<time>-<rand>` name.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SAVE_DAMAGE_CODES, type IpcError } from '../../../shared/ipc/contract';
import type { SaveFs } from './fileIo';
import { errnoOf, fsFail } from './storeErrors';

/** The codes that prove damage by reading a copy's bytes (not JSON, wrong checksum, ...). */
export const DAMAGE: ReadonlySet<string> = new Set(SAVE_DAMAGE_CODES);

/**
 * Move `file` aside to a fresh quarantine name; link+unlink never overwrites anything. Never
 * throws: a file that cannot be moved (read-only folder, ...) stays where it is and the reason
 * is returned.
 */
export async function quarantine(fs: SaveFs, now: () => Date, file: string): Promise<{ movedTo: string | null; failed: IpcError | null }> {
  const stamp = now().toISOString().replace(/[:.]/g, '-');
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const target = `${file}.quarantined-${stamp}-${randomBytes(3).toString('hex')}`;
    try {
      await fs.link(file, target);
    } catch (e) {
      const code = errnoOf(e);
      if (code === 'ENOENT') return { movedTo: null, failed: null };
      if (code === 'EEXIST') continue;
      lastError = e;
      // no hard links here (FAT, some network drives): rename, but only while the name is free
      try {
        await fs.access(target);
        continue;
      } catch {
        // free
      }
      try {
        await fs.rename(file, target);
        return { movedTo: path.basename(target), failed: null };
      } catch (e2) {
        lastError = e2;
        break;
      }
    }
    try {
      await fs.unlink(file);
      return { movedTo: path.basename(target), failed: null };
    } catch (e) {
      lastError = e;
      await fs.unlink(target).catch(() => undefined); // keep exactly one copy, in place
      break;
    }
  }
  return { movedTo: null, failed: fsFail('save-move-failed', `${path.basename(file)} could not be moved aside`, lastError ?? new Error('no free name')).error };
}
