/**
 * A file system for SaveStore that fails on demand: node:fs/promises underneath, with rules
 * that make chosen operations on chosen paths fail with a chosen errno (ENOSPC, EACCES, EIO,
 * EROFS, ...), a number of times or until cleared. A failing `write` writes half of the data
 * first, as a full disk does. Every call is recorded (operation, file name, bytes read).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SaveFs } from '../../electron/main/saves/SaveStore';

export type FsOp = 'readFile' | 'open' | 'stat' | 'rename' | 'link' | 'unlink' | 'rm' | 'mkdir' | 'readdir' | 'access' | 'copyFile' | 'write' | 'sync' | 'read';
export interface FaultRule {
  readonly op: FsOp | '*';
  /** Tested against the file name (basename); every path when absent. */
  readonly match?: RegExp;
  readonly errno: string;
  /** Fail this many times, then pass (default: until removed). */
  times?: number;
  /** Instead of failing, never settle (a hung disk). */
  readonly hang?: boolean;
}
export interface FsCall {
  readonly op: FsOp;
  readonly file: string;
  readonly bytes?: number;
}

export function fsError(errno: string, op: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${errno}: injected failure, ${op} '${file}'`), { code: errno, syscall: op, path: file });
}

export function faultFs() {
  const rules: FaultRule[] = [];
  const calls: FsCall[] = [];
  const check = async (op: FsOp, p: unknown) => {
    const file = typeof p === 'string' ? path.basename(p) : String(p);
    calls.push({ op, file });
    const rule = rules.find((r) => (r.op === '*' || r.op === op) && (!r.match || r.match.test(file)) && (r.times === undefined || r.times > 0));
    if (!rule) return;
    if (rule.times !== undefined) rule.times--;
    if (rule.hang) await new Promise(() => undefined);
    throw fsError(rule.errno, op, file);
  };
  const wrapHandle = (fh: Awaited<ReturnType<typeof fs.open>>, p: string) =>
    new Proxy(fh, {
      get(target, prop, receiver) {
        if (prop === 'writeFile') {
          return async (data: string, enc?: BufferEncoding) => {
            try {
              await check('write', p);
            } catch (e) {
              await target.writeFile(data.slice(0, Math.floor(data.length / 2)), enc); // a full disk takes half
              throw e;
            }
            return target.writeFile(data, enc);
          };
        }
        if (prop === 'sync') return async () => (await check('sync', p), target.sync());
        if (prop === 'read') {
          return async (buf: Buffer, off: number, len: number, pos: number) => {
            await check('read', p);
            const r = await target.read(buf, off, len, pos);
            calls.push({ op: 'read', file: path.basename(p), bytes: r.bytesRead });
            return r;
          };
        }
        const v = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  const api = {
    readFile: async (p: string, ...rest: unknown[]) => {
      await check('readFile', p);
      const data = await (fs.readFile as (...a: unknown[]) => Promise<Buffer>)(p, ...rest);
      calls.push({ op: 'readFile', file: path.basename(p), bytes: data.length });
      return data;
    },
    open: async (p: string, flags?: string) => {
      await check('open', p);
      return wrapHandle(await fs.open(p, flags), p);
    },
    stat: async (p: string) => (await check('stat', p), fs.stat(p)),
    rename: async (a: string, b: string) => (await check('rename', a), fs.rename(a, b)),
    link: async (a: string, b: string) => (await check('link', a), fs.link(a, b)),
    unlink: async (p: string) => (await check('unlink', p), fs.unlink(p)),
    rm: async (p: string, o?: Parameters<typeof fs.rm>[1]) => (await check('rm', p), fs.rm(p, o)),
    mkdir: async (p: string, o?: Parameters<typeof fs.mkdir>[1]) => (await check('mkdir', p), fs.mkdir(p, o)),
    readdir: async (p: string) => (await check('readdir', p), fs.readdir(p)),
    access: async (p: string, m?: number) => (await check('access', p), fs.access(p, m)),
    copyFile: async (a: string, b: string) => (await check('copyFile', a), fs.copyFile(a, b)),
  };
  return {
    fs: api as unknown as SaveFs,
    rules,
    calls,
    fail(rule: FaultRule): FaultRule {
      rules.push(rule);
      return rule;
    },
    clear(): void {
      rules.length = 0;
    },
  };
}
