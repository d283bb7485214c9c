/**
 * The board's render resolution. Hardware GL always draws at the full pixel ratio
 * (min(devicePixelRatio, 2)). A software rasteriser (SwiftShader, llvmpipe: renderCaps.ts) pays
 * CPU time for every pixel and every scanline of every triangle, so there the still frame is
 * drawn at a render scale that keeps the drawing buffer within SOFTWARE_PIXEL_BUDGET and the
 * pixel work (landscape pixels weigh most) within SOFTWARE_WORK_BUDGET (adapts to the canvas
 * size and to how large the view shows the landscape; never below SOFTWARE_MIN_SCALE) and the
 * browser scales it up to the canvas.
 * While the camera moves, frames drop to MOTION_SCALE of that until it has been still for
 * SETTLE_MS, then one frame at the still scale follows.
 * The full pixel ratio follows the display: a window moved between a screen of one density and
 * one of another (a laptop and its external monitor) draws sharp on each.
 */
import * as THREE from 'three';
import { softwareRenderScale } from './renderCaps';

/** Resolution while the camera moves, relative to the still frame's (software GL only). */
export const MOTION_SCALE = 0.7;
export const SETTLE_MS = 160;

export interface ResolutionOptions {
  /** Software GL (reduced scale) or hardware (always full resolution). */
  readonly software: boolean;
  /** Base pixel ratio (default min(devicePixelRatio, 2); 1 under a software renderer). */
  readonly pixelRatio?: number;
  /** Fixed render scale for still frames (default: the software policy; 1 on hardware). */
  readonly renderScale?: number;
  /** CSS pixels of the canvas the landscape covers in the current view (software policy). */
  readonly landscapePixels?: () => number;
}

/** The full pixel ratio on hardware GL for the display's density: at most 2. */
function displayRatio(): number {
  return Math.min(globalThis.devicePixelRatio || 1, 2);
}

export class RenderResolution {
  /** Pixel ratio of a full-resolution frame (follows the display's density). */
  get baseRatio(): number {
    return this.ratio;
  }
  private ratio: number;
  private forced: number | null;
  /** Stops listening for the display's density (set while listening). */
  private unwatch: (() => void) | null = null;
  private still = 1;
  private moving = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private width = 1;
  private height = 1;
  private readonly size = new THREE.Vector2();

  constructor(
    private readonly renderer: THREE.WebGLRenderer,
    private readonly opts: ResolutionOptions,
    /** Called when the camera has settled and a still frame should be drawn. */
    private readonly onSettle: () => void,
  ) {
    this.ratio = opts.pixelRatio ?? (opts.software ? 1 : displayRatio());
    this.forced = opts.renderScale ?? null;
    if (opts.pixelRatio === undefined && !opts.software) this.watchDensity();
  }

  /**
   * Listens for the display's density to change from the one now (a media query on the present
   * resolution fires once it no longer holds), then draws at the new one and listens again.
   */
  private watchDensity(): void {
    if (typeof globalThis.matchMedia !== 'function') return;
    const query = globalThis.matchMedia(`(resolution: ${globalThis.devicePixelRatio || 1}dppx)`);
    const changed = (): void => {
      this.unwatch = null;
      const ratio = displayRatio();
      if (ratio !== this.ratio) {
        this.ratio = ratio;
        this.apply();
        this.onSettle();
      }
      this.watchDensity();
    };
    query.addEventListener('change', changed, { once: true });
    this.unwatch = () => query.removeEventListener('change', changed);
  }

  /** Scale of still frames relative to the base pixel ratio (1: full resolution). */
  scale(): number {
    return this.still;
  }

  /** Forces a still-frame scale (e.g. 1 for a full-resolution comparison); null: the policy. */
  setScale(scale: number | null): void {
    this.forced = scale;
    this.resize(this.width, this.height);
  }

  /** New canvas size in CSS pixels: recomputes the still scale and sizes the drawing buffer. */
  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.still = this.stillScale();
    this.apply();
  }

  /**
   * The view shows the landscape at another size (a reset view, a new tile): recomputes the
   * still scale. Returns true when it changed (the caller draws a new frame).
   */
  refresh(): boolean {
    const s = this.stillScale();
    if (s === this.still) return false;
    this.still = s;
    if (!this.moving) this.apply();
    return true;
  }

  private stillScale(): number {
    if (this.forced !== null) return this.forced;
    if (!this.opts.software) return 1;
    const r = this.ratio;
    const land = this.opts.landscapePixels?.() ?? 0;
    return softwareRenderScale(this.width * r, this.height * r, land * r * r);
  }

  /** The camera moved: lower resolution (software GL only) until it has been still for SETTLE_MS. */
  motion(): void {
    if (!this.opts.software) return;
    this.moving = true;
    this.apply();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.moving = false;
      this.still = this.stillScale();
      this.apply();
      this.onSettle();
    }, SETTLE_MS);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.unwatch?.();
    this.unwatch = null;
  }

  /**
   * Sizes the drawing buffer, only when its size or ratio changed: assigning the canvas size
   * reallocates (and clears) the drawing buffer even when the value is the same.
   */
  private apply(): void {
    const ratio = this.ratio * this.still * (this.moving ? MOTION_SCALE : 1);
    if (this.renderer.getPixelRatio() !== ratio) this.renderer.setPixelRatio(ratio); // resizes at the old size
    const size = this.renderer.getSize(this.size);
    if (size.x !== this.width || size.y !== this.height) this.renderer.setSize(this.width, this.height, false);
  }
}
