import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { promises as fs, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORTED_MARK } from '../../shared/ipc/contract';
import { LOG_FILE, MainLog, OLD_LOG_FILE, PAGE_CONSOLE_MAX_CHARS, pageConsoleLine, perMinute, type LogFs } from './mainLog';

describe('main’s log', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'walz-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const read = (name = LOG_FILE) => readFileSync(path.join(dir, name), 'utf8');
  let t = 0;
  const now = () => new Date(Date.UTC(2026, 10, 26, 20, 0, t++));

  it('appends each line in order with its time and level, a message’s own lines indented', async () => {
    const log = new MainLog({ dir, now });
    log.write('warn', 'window place not kept: ENOSPC');
    log.write('error', 'computer player: out of memory\n    at think (worker.js:1)');
    await log.flush();
    expect(read()).toBe(
      '2026-11-26T20:00:00.000Z WARN window place not kept: ENOSPC\n' +
        '2026-11-26T20:00:01.000Z ERROR computer player: out of memory\n        at think (worker.js:1)\n',
    );
  });

  it('moves a full log aside (one kept) instead of growing without end', async () => {
    const log = new MainLog({ dir, now, maxBytes: 200 });
    for (let i = 0; i < 12; i++) log.write('warn', `line ${i} ${'x'.repeat(30)}`);
    await log.flush();
    const current = read();
    const old = read(OLD_LOG_FILE);
    expect(current.length).toBeLessThanOrEqual(200);
    expect(old.length).toBeLessThanOrEqual(200);
    expect(current).toContain('line 11 ');
    expect((await fs.readdir(dir)).sort()).toEqual([LOG_FILE, OLD_LOG_FILE].sort());
  });

  it('the console’s warnings and errors go to it too, and still to the console; undone, they do not', async () => {
    const seen: unknown[][] = [];
    const fake = { warn: (...a: unknown[]) => void seen.push(['warn', ...a]), error: (...a: unknown[]) => void seen.push(['error', ...a]) };
    const log = new MainLog({ dir, now });
    const undo = log.captureConsole(fake);
    fake.warn('careful', { n: 2 });
    fake.error(new Error('broken'));
    undo();
    fake.error('after');
    await log.flush();
    expect(seen.map((s) => s[0])).toEqual(['warn', 'error', 'error']);
    const text = read();
    expect(text).toContain('WARN careful {"n":2}');
    expect(text).toMatch(/ERROR Error: broken\n +at /);
    expect(text).not.toContain('after');
  });

  it('an uncaught exception or rejection is logged, without changing what the process does', async () => {
    const proc = new EventEmitter();
    const log = new MainLog({ dir, now });
    log.catchUncaught(proc as never);
    proc.emit('uncaughtExceptionMonitor', new Error('bad'), 'uncaughtException');
    proc.emit('uncaughtExceptionMonitor', 'nope', 'unhandledRejection');
    await log.flush();
    expect(read()).toMatch(/ERROR uncaught exception: Error: bad/);
    expect(read()).toContain('ERROR unhandled rejection: nope');
    expect(proc.listenerCount('uncaughtException')).toBe(0);
  });

  it('a full log that cannot be moved aside (locked) is written on', async () => {
    const real = fs as unknown as LogFs;
    const locked: LogFs = { appendFile: (f, d, e) => real.appendFile(f, d, e), stat: (f) => real.stat(f), mkdir: (d, o) => real.mkdir(d, o), rename: () => Promise.reject(new Error('EBUSY')) };
    const log = new MainLog({ dir, now, maxBytes: 100, fs: locked });
    for (let i = 0; i < 5; i++) log.write('warn', `line ${i} ${'x'.repeat(30)}`);
    await log.flush();
    expect(read()).toContain('line 4 ');
    expect(read()).toContain('line 0 ');
  });

  it('a line that cannot be written is dropped; the log never throws and goes on once it can', async () => {
    let failing = true;
    const real = fs as unknown as LogFs;
    const flaky: LogFs = {
      ...real,
      appendFile: (f, d, e) => (failing ? Promise.reject(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' })) : real.appendFile(f, d, e)),
      stat: (f) => real.stat(f),
      rename: (a, b) => real.rename(a, b),
      mkdir: (d, o) => real.mkdir(d, o),
    };
    const log = new MainLog({ dir, now, fs: flaky });
    expect(() => log.write('error', 'lost')).not.toThrow();
    await expect(log.flush()).resolves.toBeUndefined();
    expect(existsSync(path.join(dir, LOG_FILE))).toBe(false);
    failing = false;
    log.write('warn', 'kept');
    await log.flush();
    expect(read()).toContain('WARN kept');
    expect(read()).not.toContain('lost');
  });
});

describe('perMinute', () => {
  it('lets the first ones of a minute pass and the rest wait until a minute after the first', () => {
    let t = 0;
    const passes = perMinute(3, () => t);
    expect([passes(), passes(), passes(), passes()]).toEqual([true, true, true, false]);
    t = 59_999;
    expect(passes()).toBe(false);
    t = 60_000;
    // the three of t = 0 are a minute old: three more pass
    expect([passes(), passes(), passes(), passes()]).toEqual([true, true, true, false]);
  });
});

describe('the page’s console lines', () => {
  it('keeps warnings and errors with their source, leaves out other levels and uncaught errors, cuts long ones', () => {
    expect(pageConsoleLine({ level: 'error', message: 'sound: the file could not be read', sourceId: 'app://walz/assets/index.js', lineNumber: 12 })).toEqual({
      level: 'error',
      text: 'page console: sound: the file could not be read (app://walz/assets/index.js:12)',
    });
    expect(pageConsoleLine({ level: 'warning', message: 'slow frame' })).toEqual({ level: 'warn', text: 'page console: slow frame' });
    expect(pageConsoleLine({ level: 'info', message: 'hello' })).toBeNull();
    expect(pageConsoleLine({ level: 'debug', message: 'hello' })).toBeNull();
    expect(pageConsoleLine({ level: 'error', message: 'Uncaught TypeError: x is undefined' })).toBeNull();
    expect(pageConsoleLine({ level: 'error', message: `${REPORTED_MARK} TypeError: x is undefined` })).toBeNull();
    const long = pageConsoleLine({ level: 'error', message: 'y'.repeat(PAGE_CONSOLE_MAX_CHARS + 500) });
    expect(long!.text).toBe(`page console: ${'y'.repeat(PAGE_CONSOLE_MAX_CHARS)}…`);
  });
});
