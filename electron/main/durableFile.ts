/**
 * One small file in the user-data folder, written as durably as the saves and read back with
 * the saves' recovery rules. Used by the statistics and the settings; SaveStore's writer
 * (saves/fileIo.ts) shares its write steps (tempNameFor, writeSynced, replaceKeepingBackups, syncFolder).
 *
 * Write: temp file -> fsync(temp) -> hold the current file (hard link) -> rename(temp, current)
 * -> backups move up (.bakN-1 -> .bakN, the held one -> .bak1) -> fsync(folder). At every
 * instant the current file is the complete old version or the complete new one; a crash leaves
 * at worst a stray temp file, or the held copy under a name of its own (kept).
 * On Windows a rename is tried again for up to two seconds while another program (a virus
 * scanner, the search indexer) holds the file (renameHeld).
 *
 * Read: the current file, then .bak1 … .bakN. A file that is damaged (the parser says so) is
 * quarantined — renamed aside under a fresh name, never overwritten — and the next one is
 * tried. A file that cannot be READ (permissions, I/O) is not damaged: it is left alone and
 * the caller is told, so that it does not overwrite data it could not see.
 *
 * Writes and reads of one DurableFile are serialised. The file system is injectable (tests
 * use a failing one).
 */
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The part of node:fs/promises a DurableFile uses. */
export interface DurableFs {
  readFile(file: string): Promise<Buffer>;
  open(file: string, flags: 'w' | 'r'): Promise<{ writeFile(data: string, encoding: 'utf8'): Promise<void>; sync(): Promise<void>; close(): Promise<void> }>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, opts: { force: true }): Promise<void>;
  link(existing: string, alias: string): Promise<void>;
  unlink(file: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  access(file: string): Promise<void>;
  mkdir(dir: string, opts: { recursive: true }): Promise<unknown>;
  readdir(dir: string): Promise<string[]>;
}

export const realFs: DurableFs = nodeFs as unknown as DurableFs;

/** The part of a file system the write steps below use (DurableFs, SaveStore's SaveFs, a test's). */
export interface SyncFs {
  open(file: string, flags: 'w' | 'r'): Promise<{ writeFile(data: string, encoding: 'utf8'): Promise<void>; sync(): Promise<void>; close(): Promise<void> }>;
  access(file: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, opts: { force: true }): Promise<void>;
  link(existing: string, alias: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
}

/** A fresh temp name beside `file`: `<file>.tmp-<pid>-<random>` (stray ones are found by that prefix). */
export function tempNameFor(file: string): string {
  return `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Writes `data` to `file` (created or emptied) and, when `durable`, fsyncs it before closing it. */
export async function writeSynced(fs: SyncFs, file: string, data: string, durable: boolean): Promise<void> {
  const fh = await fs.open(file, 'w');
  try {
    await fh.writeFile(data, 'utf8');
    if (durable) await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * What Windows answers for a while when another program holds a file open that is being
 * replaced or renamed: a virus scanner or the search indexer reading the file just written,
 * a backup or sync tool. It passes within moments (graceful-fs, which npm uses, retries renames
 * for this reason).
 */
const HELD_ON_WINDOWS: ReadonlySet<string> = new Set(['EPERM', 'EACCES', 'EBUSY']);
/** How long a rename is tried again on Windows before the write fails (and says so). */
export const WINDOWS_RENAME_RETRY_MS = 2_000;

export interface RenameOptions {
  readonly platform?: string;
  readonly retryMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * fs.rename, tried again on Windows while the file is held by another program (growing pauses,
 * for at most `retryMs`); any other failure, and one on another system, is thrown at once.
 */
export async function renameHeld(fs: Pick<SyncFs, 'rename'>, from: string, to: string, opts: RenameOptions = {}): Promise<void> {
  const platform = opts.platform ?? process.platform;
  const retryMs = opts.retryMs ?? WINDOWS_RENAME_RETRY_MS;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const start = now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    try {
      await fs.rename(from, to);
      return;
    } catch (e) {
      const held = platform === 'win32' && HELD_ON_WINDOWS.has((e as NodeJS.ErrnoException).code ?? '');
      if (!held || now() - start + pause > retryMs) throw e;
      await sleep(pause);
    }
  }
}

/**
 * Puts the written temp file `tmp` in place of `file`, keeping the version it replaces as `.bak1`
 * (older backups move up one, the oldest of `backups` drops out). The backups move only once the
 * new version is in place: the version being replaced is first held under a name of its own
 * (`<file>.held-…`: a hard link, or a copy where links are not possible), and a write whose last
 * rename fails leaves every backup as it was (a failed write that shifted them would have pushed
 * an older version out for nothing, and three failed writes in a row all of them). Once the new
 * version is in place the write has succeeded: if moving the backups up fails then (or the app
 * dies meanwhile), the held copy stays on disk under its own name, which nothing cleans away.
 */
export async function replaceKeepingBackups(fs: SyncFs, tmp: string, file: string, backups: number): Promise<void> {
  let held: string | null = null;
  if (backups > 0) {
    try {
      await fs.access(file);
      held = `${file}.held-${process.pid}-${randomBytes(4).toString('hex')}`;
    } catch {
      // nothing to keep yet
    }
  }
  if (held) {
    try {
      await fs.link(file, held);
    } catch {
      await fs.copyFile(file, held);
    }
  }
  try {
    await renameHeld(fs, tmp, file);
  } catch (e) {
    if (held) await fs.rm(held, { force: true }).catch(() => undefined);
    throw e;
  }
  if (!held) return;
  try {
    for (let i = backups - 1; i >= 1; i--) {
      try {
        await renameHeld(fs, `${file}.bak${i}`, `${file}.bak${i + 1}`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
    await renameHeld(fs, held, `${file}.bak1`);
  } catch {
    // the new version is written; the one it replaced stays held under its own name
  }
}

/** fsyncs a folder, so that a rename inside it survives a power cut (callers skip Windows, where a folder cannot be opened). */
export async function syncFolder(fs: SyncFs, dir: string): Promise<void> {
  const dh = await fs.open(dir, 'r');
  try {
    await dh.sync();
  } finally {
    await dh.close();
  }
}

/**
 * Thrown by a parser. `damaged: true` (the default) means the bytes are bad and the file may
 * be quarantined; `false` means the file is fine but not for us (e.g. written by a newer
 * version): it is left alone and reading stops.
 */
export class FileProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly damaged = true,
  ) {
    super(message);
  }
}

export type Problem = { readonly code: string; readonly message: string };

export type ReadOutcome<T> =
  /** No file and no backup: a first run. */
  | { readonly kind: 'missing' }
  /** `from` is the basename of the file used; `quarantined` the damaged files moved aside. */
  | { readonly kind: 'ok'; readonly value: T; readonly from: string; readonly quarantined: readonly string[]; readonly damage: Problem | null }
  /** Every existing candidate was damaged (all quarantined). */
  | { readonly kind: 'damaged'; readonly quarantined: readonly string[]; readonly damage: Problem }
  /** A file could not be read, or is not ours to read: nothing was moved; do not overwrite it. */
  | { readonly kind: 'unreadable'; readonly quarantined: readonly string[]; readonly problem: Problem };

export interface DurableFileOptions {
  readonly fs?: DurableFs;
  /** Previous versions kept (default 3). */
  readonly backups?: number;
  /** fsync the file and the folder (default true). */
  readonly durable?: boolean;
  readonly now?: () => Date;
}

export class DurableFile {
  readonly file: string;
  private readonly fs: DurableFs;
  private readonly backups: number;
  private readonly durable: boolean;
  private readonly now: () => Date;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(file: string, opts: DurableFileOptions = {}) {
    this.file = file;
    this.fs = opts.fs ?? realFs;
    this.backups = Math.max(0, opts.backups ?? 3);
    this.durable = opts.durable ?? true;
    this.now = opts.now ?? (() => new Date());
  }

  /** The current file, then its backups, newest first. */
  candidates(): string[] {
    return [this.file, ...Array.from({ length: this.backups }, (_, i) => `${this.file}.bak${i + 1}`)];
  }

  /** Atomically replace the file's content (rotating the backups). Rejects on I/O errors. */
  write(data: string): Promise<void> {
    return this.serial(() => this.atomicWrite(data));
  }

  /** Read the newest good version; see the module comment for the rules. Never rejects. */
  read<T>(parse: (bytes: Buffer) => T): Promise<ReadOutcome<T>> {
    return this.serial(async () => {
      await this.removeStrayTemps();
      const quarantined: string[] = [];
      let damage: Problem | null = null;
      for (const candidate of this.candidates()) {
        let bytes: Buffer;
        try {
          bytes = await this.fs.readFile(candidate);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
          return { kind: 'unreadable' as const, quarantined, problem: { code: 'read-failed', message: `${path.basename(candidate)}: ${(e as Error).message}` } };
        }
        try {
          const value = parse(bytes);
          return { kind: 'ok' as const, value, from: path.basename(candidate), quarantined, damage };
        } catch (e) {
          const problem = e instanceof FileProblem ? e : new FileProblem('corrupt', (e as Error).message);
          if (!problem.damaged) return { kind: 'unreadable' as const, quarantined, problem: { code: problem.code, message: problem.message } };
          damage ??= { code: problem.code, message: problem.message };
          const moved = await this.quarantine(candidate).catch(() => null);
          if (moved) quarantined.push(path.basename(moved));
        }
      }
      return damage ? { kind: 'damaged' as const, quarantined, damage } : { kind: 'missing' as const };
    });
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const next = this.chain.then(job, job);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Rename `file` aside to a fresh quarantine name; link+unlink never overwrites anything. A file
   * that cannot be removed after its link was made (held open on Windows) stays where it is, and
   * the link is taken back: exactly one copy, and null (nothing moved).
   */
  private async quarantine(file: string): Promise<string | null> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    for (let attempt = 0; attempt < 5; attempt++) {
      const target = `${file}.quarantined-${stamp}-${randomBytes(3).toString('hex')}`;
      try {
        await this.fs.link(file, target);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return null;
        if (code === 'EEXIST') continue;
        // file systems without hard links: rename, but only while the name is still free
        try {
          await this.fs.access(target);
          continue;
        } catch {
          // free
        }
        await this.fs.rename(file, target);
        return target;
      }
      try {
        await this.fs.unlink(file);
        return target;
      } catch {
        await this.fs.unlink(target).catch(() => undefined);
        return null;
      }
    }
    return null;
  }

  /** Temp files of a writer that died mid-write (no write of this file is in flight here). */
  private async removeStrayTemps(): Promise<void> {
    let names: string[];
    try {
      names = await this.fs.readdir(path.dirname(this.file));
    } catch {
      return;
    }
    const prefix = `${path.basename(this.file)}.tmp-`;
    await Promise.all(names.filter((n) => n.startsWith(prefix)).map((n) => this.fs.rm(path.join(path.dirname(this.file), n), { force: true }).catch(() => undefined)));
  }

  private async atomicWrite(data: string): Promise<void> {
    await this.fs.mkdir(path.dirname(this.file), { recursive: true });
    const tmp = tempNameFor(this.file);
    try {
      await writeSynced(this.fs, tmp, data, this.durable);
      await replaceKeepingBackups(this.fs, tmp, this.file, this.backups);
    } catch (e) {
      await this.fs.rm(tmp, { force: true }).catch(() => undefined);
      throw e;
    }
    if (this.durable && process.platform !== 'win32') {
      try {
        await syncFolder(this.fs, path.dirname(this.file));
      } catch {
        // the new file is in place: a file system that cannot sync a folder (some network and
        // FUSE mounts answer EINVAL) does not make a write that worked a failed one
      }
    }
  }

}
