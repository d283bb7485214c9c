/**
 * The main process's log for a bug report: its warnings and errors (a computer player that
 * failed, a window place not kept, a crashed page) and any uncaught exception, each line with
 * its time, appended to logs/main.log in the user-data folder. At MAX_BYTES the file becomes
 * main.old.log (one kept), so the log never grows without end. It is only a log: a line that
 * cannot be written is dropped, and logging never throws or holds anything up.
 *
 * Not electron-log: it imports Electron itself (the app's main-process classes take Electron
 * injected, so that they run under plain Node in the tests) and does much more than this needs.
 */
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';
import { REPORTED_MARK } from '../../shared/ipc/contract';

export const LOG_DIR = 'logs';
export const LOG_FILE = 'main.log';
export const OLD_LOG_FILE = 'main.old.log';
/** Size at which the log is moved aside. */
export const MAX_BYTES = 512 * 1024;

/** The part of node:fs/promises the log uses. */
export interface LogFs {
  appendFile(file: string, data: string, encoding: 'utf8'): Promise<void>;
  stat(file: string): Promise<{ size: number }>;
  rename(from: string, to: string): Promise<void>;
  mkdir(dir: string, opts: { recursive: true }): Promise<unknown>;
}

export type Level = 'warn' | 'error';

interface ConsoleLike {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

interface ProcessLike {
  on(event: 'uncaughtExceptionMonitor', listener: (e: unknown, origin: string) => void): unknown;
}

function text(args: readonly unknown[]): string {
  return args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : safeJson(a))).join(' ');
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Lines the page may send to the log per minute, of each kind (its reported faults, its console's warnings and errors). */
export const PAGE_LINES_PER_MINUTE = 20;

/**
 * At most `limit` in any minute: a page failing in a loop does not fill the log. Returns
 * whether one more may pass now (and counts it).
 */
export function perMinute(limit: number, now: () => number = Date.now): () => boolean {
  let times: number[] = [];
  return () => {
    const t = now();
    times = times.filter((x) => t - x < 60_000);
    if (times.length >= limit) return false;
    times.push(t);
    return true;
  };
}

/** A console message of the window's page, as Electron gives it (webContents 'console-message'). */
export interface PageConsoleMessage {
  readonly level: string;
  readonly message: string;
  readonly lineNumber?: number;
  readonly sourceId?: string;
}

/** Longest message kept of one console line of the page. */
export const PAGE_CONSOLE_MAX_CHARS = 2_000;

/**
 * The log's line for a warning or error the page printed, or null for what the log leaves out:
 * other levels, and the faults the page reports itself with their stack on app:report (an
 * uncaught error, which Chromium prints as "Uncaught …", and a Vue error, printed marked).
 */
export function pageConsoleLine(m: PageConsoleMessage): { level: Level; text: string } | null {
  const level: Level | null = m.level === 'error' ? 'error' : m.level === 'warning' ? 'warn' : null;
  if (!level || typeof m.message !== 'string' || m.message.startsWith('Uncaught') || m.message.startsWith(REPORTED_MARK)) return null;
  const message = m.message.length > PAGE_CONSOLE_MAX_CHARS ? `${m.message.slice(0, PAGE_CONSOLE_MAX_CHARS)}…` : m.message;
  const where = m.sourceId ? ` (${m.sourceId}${m.lineNumber ? `:${m.lineNumber}` : ''})` : '';
  return { level, text: `page console: ${message}${where}` };
}

export class MainLog {
  readonly file: string;
  private readonly fs: LogFs;
  private readonly maxBytes: number;
  private readonly now: () => Date;
  private chain: Promise<void> = Promise.resolve();

  constructor(opts: { dir: string; fs?: LogFs; maxBytes?: number; now?: () => Date }) {
    this.file = path.join(opts.dir, LOG_FILE);
    this.fs = opts.fs ?? (nodeFs as unknown as LogFs);
    this.maxBytes = opts.maxBytes ?? MAX_BYTES;
    this.now = opts.now ?? (() => new Date());
  }

  /** Appends one line (its newlines kept inside it, indented); in order, after the lines before it. */
  write(level: Level, message: string): void {
    const line = `${this.now().toISOString()} ${level.toUpperCase()} ${message.replace(/\n/g, '\n    ')}\n`;
    this.chain = this.chain.then(() => this.append(line)).catch(() => undefined);
  }

  /** The log's folder, made if need be (to be shown before anything was logged). */
  async folder(): Promise<string> {
    const dir = path.dirname(this.file);
    await this.fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Resolves once every line written so far is in the file (or dropped). */
  flush(): Promise<void> {
    return this.chain;
  }

  /** console.warn and console.error go to the log too (the process's own output stays); returns the undo. */
  captureConsole(c: ConsoleLike = console): () => void {
    const { warn, error } = c;
    c.warn = (...args: unknown[]) => {
      warn.apply(c, args);
      this.write('warn', text(args));
    };
    c.error = (...args: unknown[]) => {
      error.apply(c, args);
      this.write('error', text(args));
    };
    return () => {
      c.warn = warn;
      c.error = error;
    };
  }

  /** An uncaught exception (or rejection) is logged; what the process does with it is unchanged. */
  catchUncaught(p: ProcessLike = process): void {
    p.on('uncaughtExceptionMonitor', (e, origin) => this.write('error', `${origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception'}: ${text([e])}`));
  }

  private async append(line: string): Promise<void> {
    await this.fs.mkdir(path.dirname(this.file), { recursive: true });
    const size = await this.fs.stat(this.file).then(
      (s) => s.size,
      () => 0,
    );
    // a log that cannot be moved aside (locked) is written on: a long log rather than none
    if (size + line.length > this.maxBytes && size > 0) await this.fs.rename(this.file, path.join(path.dirname(this.file), OLD_LOG_FILE)).catch(() => undefined);
    await this.fs.appendFile(this.file, line, 'utf8');
  }
}
