import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { faultFs } from '../../tests/saves/faultFs';
import type { DurableFs } from './durableFile';
import { firstPlace, MIN_SIZE, parsePlace, placeOn, WINDOW_FILE, WRITE_AFTER_MS, WindowPlaceKeeper, type Display, type PlacedWindow, type Rect } from './windowPlace';

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

  it('the first time: most of a large screen, centred; a small screen maximised; never beyond the work area', () => {
    const screen = (width: number, height: number, taskbar = 40, x = 0): Display => ({ bounds: { x, y: 0, width, height }, workArea: { x, y: 0, width, height: height - taskbar } });
    // 1920 × 1080: 85 % each way, centred in the work area above the taskbar
    expect(firstPlace(screen(1920, 1080))).toEqual({ bounds: { x: 144, y: 78, width: 1632, height: 884 }, maximized: false });
    expect(firstPlace(screen(2560, 1440))).toEqual({ bounds: { x: 192, y: 105, width: 2176, height: 1190 }, maximized: false });
    // a work area with its own origin (a menu bar above it, a display to the left)
    expect(firstPlace(main)).toEqual({ bounds: { x: 144, y: 101, width: 1632, height: 863 }, maximized: false });
    expect(firstPlace(left).bounds.x).toBeGreaterThanOrEqual(-1280);
    // small screens: a laptop's 1366 × 768, and 1920 × 1080 at 125 % and at 150 % (the old default of 1280 × 820 hung below these)
    expect(firstPlace(screen(1366, 768))).toEqual({ bounds: { x: 69, y: 37, width: 1229, height: 655 }, maximized: true });
    expect(firstPlace(screen(1536, 864))).toMatchObject({ maximized: true });
    expect(firstPlace(screen(1280, 720))).toEqual({ bounds: { x: 64, y: 20, width: 1152, height: 640 }, maximized: true });
    // smaller than the window's smallest size: the whole work area
    expect(firstPlace(screen(1024, 640))).toEqual({ bounds: { x: 32, y: 0, width: 960, height: 600 }, maximized: true });
    for (const d of [screen(1920, 1080), screen(2560, 1440), screen(3440, 1440), screen(1366, 768), screen(1280, 720), screen(1024, 640), screen(1920, 1200, 0, 1920), main, left]) {
      const { bounds: b } = firstPlace(d);
      const wa = d.workArea;
      expect(b.x >= wa.x && b.y >= wa.y && b.x + b.width <= wa.x + wa.width && b.y + b.height <= wa.y + wa.height, JSON.stringify(d)).toBe(true);
      expect(b.width).toBe(Math.min(wa.width, Math.max(MIN_SIZE.width, b.width)));
      expect(b.height).toBe(Math.min(wa.height, Math.max(MIN_SIZE.height, b.height)));
    }
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
    expect(next.openAt([main], main)).toEqual({ bounds: { x: 33, y: 45, width: 1500, height: 950 }, maximized: false, fullScreen: false });

    writeFileSync(file(), 'garbage');
    const logs: string[] = [];
    const third = new WindowPlaceKeeper({ file: file(), durable: false, log: (m) => logs.push(m) });
    expect(await third.load()).toBeNull();
    expect(third.openAt([main], main)).toEqual({ ...firstPlace(main), fullScreen: false });
    // kept maximised on a monitor that is gone: maximised on the main display
    writeFileSync(file(), JSON.stringify({ format: 'auf-der-walz-window', bounds: { x: -1200, y: 40, width: 1100, height: 800 }, maximized: true, fullScreen: false }));
    const fourth = new WindowPlaceKeeper({ file: file(), durable: false });
    await fourth.load();
    expect(fourth.openAt([main], main)).toEqual({ bounds: firstPlace(main).bounds, maximized: true, fullScreen: false });
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
