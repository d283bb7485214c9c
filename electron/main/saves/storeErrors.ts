/**
 * Typed failures: the result every store operation returns instead of throwing, and how a Node
 * file-system error becomes a typed error with a reason the player can act on (`fsReason`).
 */
import type { FsReason, IpcError } from '../../../shared/ipc/contract';

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export type Params = NonNullable<IpcError['params']>;

export function fail(code: string, message: string, params?: Params): { ok: false; error: IpcError } {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

export function errnoOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code.slice(0, 32) : 'unknown';
}

/** What an I/O error means for the player. */
export function fsReason(e: unknown): FsReason {
  switch (errnoOf(e)) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return 'disk-full';
    case 'EROFS':
      return 'read-only';
    case 'EACCES':
    case 'EPERM':
      return 'no-permission';
    case 'EBUSY':
    case 'EAGAIN':
    case 'EMFILE':
    case 'ENFILE':
      return 'busy';
    case 'EIO':
      return 'io';
    case 'ENOTDIR':
    case 'EISDIR':
      return 'not-a-folder';
    default:
      return 'other';
  }
}

export function fsFail(code: string, what: string, e: unknown, extra: Params = {}): { ok: false; error: IpcError } {
  const message = `${what}: ${e instanceof Error ? e.message : String(e)}`.slice(0, 1000);
  return fail(code, message, { reason: fsReason(e), errno: errnoOf(e), ...extra });
}
