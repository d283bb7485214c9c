/**
 * The board's drawing buffer follows the display's density (RenderResolution): a window moved
 * from a screen of one density to one of another draws at the new one. A fake display stands in
 * for the browser's devicePixelRatio and its resolution media queries.
 */
import * as THREE from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderResolution } from '../../renderer/src/board3d/renderScale';

/** The display: its density, and the `(resolution: Ndppx)` queries asked of it. */
function fakeDisplay(dpr: number) {
  const queries: { media: string; listeners: Set<() => void> }[] = [];
  const g = globalThis as unknown as { devicePixelRatio?: number; matchMedia?: unknown };
  const saved = { devicePixelRatio: g.devicePixelRatio, matchMedia: g.matchMedia };
  g.devicePixelRatio = dpr;
  g.matchMedia = (media: string) => {
    const q = { media, listeners: new Set<() => void>() };
    queries.push(q);
    return {
      addEventListener: (_type: 'change', l: () => void) => q.listeners.add(l),
      removeEventListener: (_type: 'change', l: () => void) => q.listeners.delete(l),
    };
  };
  return {
    /** The window is on a screen of density `to` now: the queries that no longer hold fire. */
    moveTo(to: number) {
      g.devicePixelRatio = to;
      for (const q of queries.splice(0)) {
        if (q.media === `(resolution: ${to}dppx)`) queries.push(q);
        else for (const l of [...q.listeners]) l();
      }
    },
    listening: () => queries.reduce((n, q) => n + q.listeners.size, 0),
    restore() {
      g.devicePixelRatio = saved.devicePixelRatio;
      g.matchMedia = saved.matchMedia;
    },
  };
}

/** The parts of three.js's renderer the resolution sizes. */
function fakeRenderer() {
  let ratio = 1;
  const size = { x: 0, y: 0 };
  return {
    getPixelRatio: () => ratio,
    setPixelRatio: (r: number) => void (ratio = r),
    getSize: (v: THREE.Vector2) => v.set(size.x, size.y),
    setSize: (w: number, h: number) => void Object.assign(size, { x: w, y: h }),
    buffer: () => ({ w: size.x * ratio, h: size.y * ratio }),
  };
}

let display: ReturnType<typeof fakeDisplay> | null = null;
afterEach(() => display?.restore());

describe('the board’s resolution and the display’s density', () => {
  it('follows the window from a screen of density 1 to one of 2 and back, at most 2, drawing anew each time', () => {
    display = fakeDisplay(1);
    const gl = fakeRenderer();
    let draws = 0;
    const res = new RenderResolution(gl as unknown as THREE.WebGLRenderer, { software: false }, () => draws++);
    res.resize(800, 500);
    expect(gl.buffer()).toEqual({ w: 800, h: 500 });
    display.moveTo(2);
    expect(res.baseRatio).toBe(2);
    expect(gl.buffer()).toEqual({ w: 1600, h: 1000 });
    expect(draws).toBe(1);
    display.moveTo(3);
    expect(res.baseRatio).toBe(2); // capped: the same buffer, nothing to draw anew
    expect(draws).toBe(1);
    display.moveTo(1);
    expect(gl.buffer()).toEqual({ w: 800, h: 500 });
    expect(draws).toBe(2);
    // one query listened to at a time, and none once the board is gone
    expect(display.listening()).toBe(1);
    res.dispose();
    expect(display.listening()).toBe(0);
  });

  it('a software renderer and a fixed pixel ratio keep theirs', () => {
    display = fakeDisplay(1);
    const software = new RenderResolution(fakeRenderer() as unknown as THREE.WebGLRenderer, { software: true }, () => undefined);
    const fixed = new RenderResolution(fakeRenderer() as unknown as THREE.WebGLRenderer, { software: false, pixelRatio: 1.5 }, () => undefined);
    expect(display.listening()).toBe(0);
    display.moveTo(2);
    expect(software.baseRatio).toBe(1);
    expect(fixed.baseRatio).toBe(1.5);
  });
});
