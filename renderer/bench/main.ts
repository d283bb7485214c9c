/**
 * Standalone bench / screenshot page for the 3-D board. Query: ?stage=late|mid.
 * Mounts BoardCanvas (so the component itself is exercised) and exposes window.__board hooks.
 */
/// <reference types="vite/client" />
import type * as THREE from 'three';
import { type Component, createApp, h, ref } from 'vue';
import type { BoardRenderer } from '../src/board3d/BoardRenderer';
import { benchBoard, boardFor } from './benchBoard';

// Loaded through import.meta.glob so this file needs no '*.vue' module declaration.
const BoardCanvas = Object.values(import.meta.glob<{ default: Component }>('../src/board3d/BoardCanvas.vue', { eager: true }))[0]!.default;

const query = new URLSearchParams(location.search);
const stage = query.get('stage') === 'mid' ? 'mid' : 'late';
// ?aa=1 / ?aa=0 force MSAA on / off; ?aa=auto leaves it to the renderer (off on SwiftShader).
const aaParam = query.get('aa');
const antialias = aaParam === 'auto' ? undefined : aaParam !== '0';
let input = benchBoard(stage);
const animateParam = query.get('animate') === '1';

const comp = ref<{ renderer: () => BoardRenderer | null } | null>(null);
const picks: unknown[] = [];
const confirms: unknown[] = [];

createApp({
  render: () =>
    h(BoardCanvas, {
      ref: comp,
      input,
      animate: animateParam,
      antialias,
      onPickSpace: (p: unknown) => picks.push(p),
      onConfirmPlacement: (p: unknown) => confirms.push(p),
    }),
}).mount('#app');

function board(): BoardRenderer {
  const b = comp.value?.renderer();
  if (!b) throw new Error('board not mounted');
  return b;
}

function finishGl(b: BoardRenderer): void {
  const gl = b.renderer.getContext();
  const px = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
}

const hooks = {
  stage,
  ready: () => !!comp.value?.renderer(),
  stats: () => board().stats(),
  /** The context's actual MSAA flag and pixel ratio, and the WebGL renderer string. */
  caps: () => ({
    antialias: !!board().renderer.getContextAttributes()?.antialias,
    pixelRatio: board().renderer.getPixelRatio(),
    software: board().software,
    renderScale: board().renderScale(),
    buffer: `${board().renderer.getContext().drawingBufferWidth}x${board().renderer.getContext().drawingBufferHeight}`,
  }),
  /** Forces the still-frame render scale (null: the renderer's policy). */
  setRenderScale: (s: number | null) => board().setRenderScale(s),
  animating: () => board().isAnimating(),
  spaces: () => input.spaces.length,
  pieces: () => input.pieces.length,
  markers: () => input.markers.length,
  picks,
  confirms,
  ghosts: () => input.highlights?.ghosts ?? [],
  focusCanvas: () => board().canvas.focus(),
  /** Renders n frames synchronously (each waited for with a 1-pixel readback); returns ms each. */
  forceRenders(n: number): number[] {
    const b = board();
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      b.renderNow();
      finishGl(b);
      out.push(performance.now() - t0);
    }
    return out;
  },
  /** Like forceRenders, but the camera orbits a little before each frame (motion resolution). */
  forceMotionRenders(n: number): number[] {
    const b = board();
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      b.orbit(i % 2 ? -0.002 : 0.002);
      const t0 = performance.now();
      b.renderNow();
      finishGl(b);
      out.push(performance.now() - t0);
    }
    return out;
  },
  /** Counts frames rendered during `ms` of idling. */
  async idleFrames(ms: number): Promise<number> {
    const b = board();
    const f0 = b.stats().frames;
    await new Promise((r) => setTimeout(r, ms));
    return b.stats().frames - f0;
  },
  /** Pixel variance of the canvas (blank check). */
  variance(): { mean: number; variance: number; samples: number } {
    const b = board();
    b.renderNow();
    const gl = b.renderer.getContext();
    const w = gl.drawingBufferWidth;
    const hgt = gl.drawingBufferHeight;
    const px = new Uint8Array(w * hgt * 4);
    gl.readPixels(0, 0, w, hgt, gl.RGBA, gl.UNSIGNED_BYTE, px);
    let n = 0;
    let sum = 0;
    let sum2 = 0;
    for (let i = 0; i < px.length; i += 4 * 97) {
      const l = 0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!;
      sum += l;
      sum2 += l * l;
      n++;
    }
    const mean = sum / n;
    return { mean, variance: sum2 / n - mean * mean, samples: n };
  },
  /** Screen position of a space and the space picked back there. */
  pickRoundTrip(count: number): { tried: number; ok: number } {
    const b = board();
    let ok = 0;
    let tried = 0;
    for (const s of input.spaces.slice(0, count)) {
      const p = b.spaceToScreen(s.id);
      if (!p) continue;
      tried++;
      if (b.pickAt(p.x, p.y) === s.id) ok++;
    }
    return { tried, ok };
  },
  /**
   * Median frame ms with each named object hidden in turn, then each part of the visible baked
   * terrain drawn alone (draw range; includes the per-frame cost of any non-empty frame).
   */
  profileLayers(n: number): Record<string, number> {
    const b = board();
    const med = () => {
      const t = hooks.forceRenders(n).sort((x, y) => x - y);
      return Math.round(t[Math.floor(t.length / 2)]! * 10) / 10;
    };
    const out: Record<string, number> = { all: med() };
    const objs: THREE.Object3D[] = [];
    b.scene.traverse((o) => {
      if (o.name && o !== b.scene) objs.push(o);
    });
    for (const o of objs) {
      if (!o.visible) continue;
      // Meshes are hidden through their layer (the level of detail sets `visible` per frame).
      const mesh = (o as THREE.Mesh).isMesh === true;
      if (mesh) o.layers.set(31);
      else o.visible = false;
      out[`-${o.name}`] = med();
      if (mesh) o.layers.set(0);
      else o.visible = true;
    }
    const meshes = objs.filter((o): o is THREE.Mesh => (o as THREE.Mesh).isMesh === true && o.visible);
    const terrain = meshes.find((m) => m.geometry.userData.parts);
    if (terrain) {
      const others = meshes.filter((m) => m !== terrain);
      for (const m of others) m.visible = false;
      const g = terrain.geometry;
      for (const p of g.userData.parts as { name: string; start: number; count: number }[]) {
        g.setDrawRange(p.start, p.count);
        out[`only:${p.name}(${p.count / 3})`] = med();
      }
      g.setDrawRange(0, Infinity);
      for (const m of others) m.visible = true;
    }
    return out;
  },
  /** Page coordinates of the i-th space that is not hidden under a ghost hex (for click tests). */
  screenOfSpace(i: number): { id: string; x: number; y: number } | null {
    const b = board();
    const s = input.spaces[i];
    if (!s) return null;
    const p = b.spaceToScreen(s.id);
    const r = b.canvas.getBoundingClientRect();
    return p ? { id: s.id, x: p.x + r.left, y: p.y + r.top } : null;
  },
  /**
   * Plays one turn on the board (needs ?animate=1 to animate): figure 0 walks its longest legal
   * route, a marker appears, and the revealed tile drops onto its first ghost position.
   * Returns what changed.
   */
  playTurn(): { moved: boolean; marker: string; tile: string | null } {
    const b = board();
    const h = input.highlights;
    const dest = [...(h?.destinations ?? [])].sort((x, y) => y.path.length - x.path.length)[0];
    const fig = input.figures[0]!;
    const figures = dest ? input.figures.map((f) => (f === fig ? { ...f, spaceId: dest.spaceId, route: dest.path } : f)) : input.figures;
    const target = input.spaces.find((s) => s.kind === 'work') ?? input.spaces[0]!;
    const marker = { id: `scheniegelei:${fig.player}:bench`, kind: 'scheniegelei' as const, player: fig.player, colour: fig.colour, spaceId: target.id };
    const ghost = h?.ghosts?.[0];
    const placed = [...input.pieces.map((p) => p.placed), ...(ghost ? [{ pieceId: ghost.pieceId, at: ghost.at, rotation: ghost.rotation }] : [])];
    const board3 = boardFor(placed);
    input = { ...input, ...board3, figures, markers: [...input.markers, marker], highlights: {} };
    b.setInput(input);
    return { moved: !!dest, marker: marker.id, tile: ghost ? ghost.pieceId : null };
  },
  /** Page position of the legal destination with the longest route, and its route length. */
  destinationScreen(): { x: number; y: number; pathLength: number } | null {
    const b = board();
    const d = [...(input.highlights?.destinations ?? [])].sort((x, y) => y.path.length - x.path.length)[0];
    const p = d ? b.spaceToScreen(d.spaceId) : null;
    const r = b.canvas.getBoundingClientRect();
    return d && p ? { x: p.x + r.left, y: p.y + r.top, pathLength: d.path.length } : null;
  },
  /** Segments of the route currently drawn (0: none). */
  routeSegments(): number {
    const m = board().scene.getObjectByName('route') as { geometry?: { index?: { count: number } | null } } | undefined;
    // Each segment is a ribbon (6 indices) plus a joint disc (10 triangles = 30 indices).
    return m?.geometry?.index ? m.geometry.index.count / 36 : 0;
  },
  /** The BoardRenderer itself (for ad-hoc experiments from the console or a script). */
  raw: () => board(),
  resetView: () => board().resetView(),
  zoom: (f: number) => board().zoom(f),
};

(window as unknown as { __board: typeof hooks }).__board = hooks;
