/**
 * The store's file operations: the injectable file system (`SaveFs`), reading the first bytes
 * and the first line of a file, and the atomic write with rotating backups.
 *
 * Atomic write: we use node:fs directly rather than write-file-atomic because we need three
 * things it does not give us: an fsync of the containing directory after the rename (so the
 * rename itself survives a power cut on Linux/macOS), hard-linking the previous version into
 * the backup chain in the same critical section, and no extra dependency without typings.
 * Sequence: write temp file -> fsync(temp) -> hold the current file (hard link) -> rename(temp,
 * current) -> backups move up (.bakN-1 -> .bakN, the held one -> .bak1) -> fsync(dir). At every
 * instant the current file is either the complete old version or the complete new one; a failed
 * write removes its temp file, a crash leaves at worst a stray temp (removed at the next load) or
 * the held copy under its own name (kept; see replaceKeepingBackups).
 */
import { constants as fsConstants, type promises as nodeFs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { replaceKeepingBackups, syncFolder, tempNameFor, writeSynced } from '../durableFile';
import type { EngineApi } from '../engine';
import { MAX_HEAD_BYTES, MAX_SAVE_BYTES, SaveFormatError, parseSave, readHead } from './format';

/** The file operations the store uses (node:fs/promises by default; tests inject faults). */
export type SaveFs = Pick<typeof nodeFs, 'readFile' | 'open' | 'stat' | 'rename' | 'link' | 'unlink' | 'rm' | 'mkdir' | 'readdir' | 'access' | 'copyFile'>;

/** Up to `length` bytes from the start of `file` (fewer when the file is shorter). */
export async function readPrefix(fs: SaveFs, file: string, length: number): Promise<Buffer> {
  const fh = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(length);
    let got = 0;
    while (got < length) {
      const { bytesRead } = await fh.read(buf, got, length - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return buf.subarray(0, got);
  } finally {
    await fh.close().catch(() => undefined);
  }
}

/** The first line of a file: 1 KB first (a head is a few hundred bytes), up to MAX_HEAD_BYTES. */
export async function readHeadBytes(fs: SaveFs, file: string, size: number): Promise<Buffer> {
  const first = await readPrefix(fs, file, Math.min(size, 1024));
  if (first.includes(0x0a) || first.length < 1024 || size <= 1024) return first;
  return readPrefix(fs, file, Math.min(size, MAX_HEAD_BYTES));
}

export interface AtomicWriterOptions {
  readonly fs: SaveFs;
  /** Tells whether a file on disk was written by a newer app (its rules version). */
  readonly engine: EngineApi;
  readonly now: () => Date;
  /** fsync files and the folder. */
  readonly durable: boolean;
  /** Previous versions kept per file (0 to 9). */
  readonly backups: number;
}

/** Atomic writes for one store; remembers the temp files it could not remove. */
export class AtomicWriter {
  private readonly fs: SaveFs;
  private readonly engine: EngineApi;
  private readonly now: () => Date;
  private readonly durable: boolean;
  private readonly backups: number;
  /** Temp files of failed writes that could not be removed then; removed at the next write. */
  private readonly leftTemps = new Set<string>();

  constructor(opts: AtomicWriterOptions) {
    this.fs = opts.fs;
    this.engine = opts.engine;
    this.now = opts.now;
    this.durable = opts.durable;
    this.backups = opts.backups;
  }

  async atomicWrite(file: string, data: string, rotate = true): Promise<void> {
    for (const left of [...this.leftTemps]) {
      await this.fs.rm(left, { force: true }).then(() => this.leftTemps.delete(left), () => undefined);
    }
    const tmp = tempNameFor(file);
    try {
      await this.fs.mkdir(path.dirname(file), { recursive: true });
      await writeSynced(this.fs, tmp, data, this.durable);
      if (rotate) await this.keepNewer(file);
      await replaceKeepingBackups(this.fs, tmp, file, rotate ? this.backups : 0);
    } catch (e) {
      await this.fs.rm(tmp, { force: true }).catch(() => this.leftTemps.add(tmp));
      throw e;
    }
    if (this.durable && process.platform !== 'win32') {
      try {
        await syncFolder(this.fs, path.dirname(file));
      } catch {
        // the rename is done; some file systems cannot sync a folder
      }
    }
  }

  /**
   * A file a newer app wrote is never rotated out of the backups: before it is first replaced
   * it gets a name of its own (`<file>.newer-<time>-<rand>`, never overwritten). If that fails,
   * the write fails (and says so) rather than start losing it.
   */
  private async keepNewer(file: string): Promise<void> {
    if (!(await this.isFromNewerApp(file))) return;
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const target = `${file}.newer-${stamp}-${randomBytes(3).toString('hex')}`;
    try {
      await this.fs.link(file, target);
    } catch {
      await this.fs.copyFile(file, target, fsConstants.COPYFILE_EXCL);
    }
  }

  /** Whether `file` was written by a newer app (format or rules version); false when unreadable. */
  private async isFromNewerApp(file: string): Promise<boolean> {
    let prefix: Buffer;
    try {
      prefix = await readPrefix(this.fs, file, MAX_HEAD_BYTES);
    } catch {
      return false;
    }
    const h = readHead(prefix);
    if (h.kind === 'newer') return true;
    if (h.kind === 'head') return h.head.engineVersion > this.engine.engineVersion;
    if (h.kind === 'bad') return false;
    try {
      const st = await this.fs.stat(file);
      if (st.size > MAX_SAVE_BYTES) return false;
      return parseSave(await this.fs.readFile(file)).head.engineVersion > this.engine.engineVersion;
    } catch (e) {
      return e instanceof SaveFormatError && e.code === 'save-newer-version';
    }
  }
}
