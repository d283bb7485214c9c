import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { faultFs } from '../../tests/saves/faultFs';
import type { DurableFs } from './durableFile';
import { parsePlace, placeOn, WINDOW_FILE, WRITE_AFTER_MS, WindowPlaceKeeper, type Display, type PlacedWindow, type Rect } from './windowPlace';

const main: Display = { bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 25, width: 1920, height: 1015 } };
const left: Display = { bounds: { x: -1280, y: 0, width: 1280, height: 1024 }, workArea: { x: -1280, y: 0, width: 1280, height: 984 } };

describe('where the window opens', () => {
  it('as it was when it lies on a display, on either of two', () => {
    const r: Rect = { x: 100, y: 80, width: 1400, height: 900 };
    expect(placeOn(r, [main])).toEqual(r);
    const l: Rect = { x: -1200, y: 40, width: 1100, height: 800 };
    expect(placeOn(l, [main, left])).toEqual(l);
  });

  it('moved onto the display it overlaps most, shrunk to its work area if need be; dropped when it overlaps none', () => {
    // the left monitor is gone: the window that straddled both goes to the main display
    expect(placeOn({ x: -300, y: 40, width: 1100, height: 800 }, [main])).toEqual({ x: 0, y: 40, width: 1100, height: 800 });
    // larger than the display it is on now (a laptop after a large monitor)
    expect(placeOn({ x: 0, y: 0, width: 2560, height: 1440 }, [main])).toEqual({ x: 0, y: 25, width: 1920, height: 1015 });
    // wholly on the left monitor, which is gone
    expect(placeOn({ x: -1200, y: 40, width: 1100, height: 800 }, [main])).toBeNull();
    expect(placeOn({ x: 0, y: 0, width: 1000, height: 700 }, [])).toBeNull();
  });

  it('reads only a well-formed file', () => {
    const good = { format: 'auf-der-walz-window', bounds: { x: -5, y: 10, width: 1200, height: 800 }, maximized: true, fullScreen: false };
    expect(parsePlace(JSON.stringify(good))).toEqual({ bounds: good.bounds, maximized: true, fullScreen: false });
    expect(() => parsePlace('{"format":')).toThrow(/not JSON/);
    expect(() => parsePlace(JSON.stringify({ ...good, format: 'other' }))).toThrow(/malformed/);
    expect(() => parsePlace(JSON.stringify({ ...good, bounds: { ...good.bounds, width: 1e9 } }))).toThrow(/malformed/);
    expect(() => parsePlace(JSON.stringify({ ...good, bounds: { ...good.bounds, x: 1.5 } }))).toThrow(/malformed/);
    expect(() => parsePlace(JSON.stringify({ ...good, maximized: 'yes' }))).toThrow(/malformed/);
  });
});

class Win implements PlacedWindow {
  bounds: Rect = { x: 10, y: 20, width: 1280, height: 820 };
  maximized = false;
  destroyed = false;
  private ls = new Map<string, (() => void)[]>();
  getNormalBounds() {
    return { ...this.bounds };
  }
  isMaximized() {
    return this.maximized;
  }
  isFullScreen() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  on(ev: string, l: () => void) {
    this.ls.set(ev, [...(this.ls.get(ev) ?? []), l]);
    return this;
  }
  emit(ev: string) {
    for (const l of this.ls.get(ev) ?? []) l();
  }
}

describe('keeping the window’s place', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'walz-place-'));
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = () => path.join(dir, WINDOW_FILE);
  const saved = () => JSON.parse(readFileSync(file(), 'utf8')) as { bounds: Rect; maximized: boolean };

  it('writes once moving rests, not at every step of a drag, and again when the window closes', async () => {
    vi.useFakeTimers();
    const f = faultFs();
    const keeper = new WindowPlaceKeeper({ file: file(), fs: f.fs as unknown as DurableFs, durable: false });
    const writes = () => f.calls.filter((c) => c.op === 'rename' && c.file.startsWith(`${WINDOW_FILE}.tmp-`)).length;
    const w = new Win();
    keeper.track(w);
    for (let i = 0; i < 20; i++) {
      w.bounds = { ...w.bounds, x: 10 + i * 5 };
      w.emit('move');
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(writes()).toBe(0);
    await vi.advanceTimersByTimeAsync(WRITE_AFTER_MS);
    await vi.waitFor(() => expect(writes()).toBe(1));
    expect(saved().bounds.x).toBe(105);
    // nothing new: closing writes nothing more; maximised, then closed: written at once
    w.emit('close');
    await keeper.flush();
    expect(writes()).toBe(1);
    w.maximized = true;
    w.emit('close');
    await keeper.flush();
    expect(writes()).toBe(2);
    expect(saved().maximized).toBe(true);
  });

  it('what was kept is what the next start reads; a damaged file is moved aside and logged', async () => {
    const keeper = new WindowPlaceKeeper({ file: file(), durable: false });
    const w = new Win();
    w.bounds = { x: 33.4, y: 44.6, width: 1500, height: 950 };
    keeper.remember(w);
    await keeper.flush();
    expect(saved().bounds).toEqual({ x: 33, y: 45, width: 1500, height: 950 });
    const next = new WindowPlaceKeeper({ file: file(), durable: false });
    await next.load();
    expect(next.openAt([main])).toEqual({ bounds: { x: 33, y: 45, width: 1500, height: 950 }, maximized: false, fullScreen: false });

    writeFileSync(file(), 'garbage');
    const logs: string[] = [];
    const third = new WindowPlaceKeeper({ file: file(), durable: false, log: (m) => logs.push(m) });
    expect(await third.load()).toBeNull();
    expect(third.openAt([main])).toEqual({ bounds: null, maximized: false, fullScreen: false });
    expect(logs.join()).toMatch(/not restored/);
    expect(readdirSync(dir).some((n) => n.startsWith(`${WINDOW_FILE}.quarantined-`))).toBe(true);
  });

  it('a failed write is logged, never thrown, and made at the next write', async () => {
    const f = faultFs();
    const logs: string[] = [];
    const keeper = new WindowPlaceKeeper({ file: file(), fs: f.fs as unknown as DurableFs, durable: false, log: (m) => logs.push(m) });
    const w = new Win();
    f.fail({ op: 'open', errno: 'ENOSPC' });
    keeper.remember(w);
    await expect(keeper.flush()).resolves.toBeUndefined();
    expect(logs.join()).toMatch(/not kept: ENOSPC/);
    f.clear();
    await keeper.flush();
    expect(saved().bounds).toEqual(w.bounds);
  });
});
