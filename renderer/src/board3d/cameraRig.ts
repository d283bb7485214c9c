/**
 * Camera framing for the 3-D board: the map controls (drag pans, right-drag orbits, the wheel
 * zooms) and their limits, the landscape's centre and radius, the reset view (the landscape
 * framed tightly, see framing.ts, with the stacks' legend in a corner it leaves free), and the
 * zoom / orbit / pan steps of the keyboard and the public API. Keeps the orbit target on the
 * ground over the board.
 */
import * as THREE from 'three';
import { MapControls } from 'three/examples/jsm/controls/MapControls.js';
import { type LegendSize, type NdcRect, PLACEMENTS, type PxRect, type StackPlacement, clipToCanvas, extent, fitCamera, framePoints, frameShapes, legendRect, polygonArea, polygonHitsRect, screenHulls } from './framing';
import { type CityLabel, SPACE_TOP, cityLabels } from './boardLayer';
import type { BoardSceneInput } from './sceneModel';

/** The reset view's tilt (radians from straight down). */
export const RESET_POLAR = 0.55;
/** Room (CSS pixels) left between the framed landscape and the canvas edge. */
const FRAME_MARGIN_PX = 8;
/** Room (CSS pixels) kept between the stacks' legend and the landscape. */
const LEGEND_PAD_PX = 4;

export class CameraRig {
  readonly controls: MapControls;
  private readonly centre = new THREE.Vector3();
  private boardRadius = 6;
  /** What the reset view frames (framing.ts), from the last fitBoard. */
  private points: THREE.Vector3[] = [];
  private shapes: THREE.Vector3[][] = [];
  private boundsKey = '';
  /** Canvas size in CSS pixels. */
  private width = 1;
  private height = 1;
  private legend: LegendSize | null = null;
  /** The cities' name labels (HTML over the canvas) and their sizes in CSS pixels, where measured. */
  private labels: CityLabel[] = [];
  private labelSizes: Readonly<Record<string, { w: number; h: number }>> = {};
  private placement: StackPlacement | null = null;
  /** True while resetView moves the camera (its changes are not the player's). */
  private resetting = false;
  /** The player moved the camera since the last reset view. */
  moved = false;
  /** True when the last fitBoard found other bounds than the one before (the board grew). */
  grew = false;

  constructor(
    private readonly camera: THREE.PerspectiveCamera,
    canvas: HTMLCanvasElement,
    /** Called on every camera change (by the controls or the methods below), the target kept over the board. */
    private readonly changed: () => void,
  ) {
    this.controls = new MapControls(camera, canvas);
    this.controls.enableDamping = false;
    this.controls.screenSpacePanning = false;
    this.controls.minDistance = 2.5;
    this.controls.maxDistance = 40;
    this.controls.minPolarAngle = 0.05;
    this.controls.maxPolarAngle = 1.2;
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('change', this.onControlsChange);
  }

  /** Half the board's extent (world units): the target stays within it of the centre. */
  get radius(): number {
    return this.boardRadius;
  }

  /** Where the reset view left room for the stacks' legend (null: no legend). */
  stackPlacement(): StackPlacement | null {
    return this.placement;
  }

  /** The canvas size in CSS pixels (the reset view keeps margins and the legend in pixels). */
  setViewport(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
  }

  /** The stacks' legend size in CSS pixels in each layout (null: none). Returns true when it changed. */
  setLegend(size: LegendSize | null, labelSizes: Readonly<Record<string, { w: number; h: number }>> = this.labelSizes): boolean {
    const key = (l: LegendSize | null, ls: Readonly<Record<string, { w: number; h: number }>>) =>
      (l ? [l.column.w, l.column.h, l.row.w, l.row.h].map(Math.round).join(',') : '') +
      Object.entries(ls)
        .map(([id, z]) => `|${id}:${Math.round(z.w)}x${Math.round(z.h)}`)
        .sort()
        .join('');
    if (key(size, labelSizes) === key(this.legend, this.labelSizes)) return false;
    this.legend = size;
    this.labelSizes = labelSizes;
    return true;
  }

  /** The cities' name labels as the canvas shows them now (CSS pixels; unmeasured ones estimated). */
  private labelRects(): PxRect[] {
    const out: PxRect[] = [];
    const v = new THREE.Vector3();
    for (const l of this.labels) {
      v.set(l.x, SPACE_TOP, l.z).project(this.camera);
      if (v.z >= 1) continue;
      const size = this.labelSizes[l.id] ?? { w: 14 + 8 * l.name.length, h: 18 };
      const x = ((v.x + 1) / 2) * this.width;
      const y = ((1 - v.y) / 2) * this.height;
      out.push({ x: x - size.w / 2, y: y - size.h / 2, w: size.w, h: size.h });
    }
    return out;
  }

  /**
   * Fits the centre, the radius and the zoom-out limit to the input's landscape (and the places
   * a revealed piece may go). Returns false (nothing changed) when there are no spaces.
   */
  fitBoard(input: BoardSceneInput): boolean {
    if (input.spaces.length === 0) return false;
    const pts = framePoints(input);
    const [minX, maxX, minZ, maxZ] = extent(pts, (p) => p.x, (p) => p.z);
    const key = [minX, maxX, minZ, maxZ].map((v) => v.toFixed(2)).join(',') + `/${pts.length}`;
    this.grew = this.boundsKey !== '' && key !== this.boundsKey;
    this.boundsKey = key;
    this.points = pts;
    this.shapes = frameShapes(input);
    this.labels = cityLabels(input);
    this.centre.set((minX + maxX) / 2, 0, (minZ + maxZ) / 2);
    this.boardRadius = Math.max(3, Math.hypot(maxX - minX, maxZ - minZ) / 2);
    this.controls.maxDistance = Math.max(12, this.boardRadius * 4);
    return true;
  }

  /**
   * Frames the whole landscape from the south at a comfortable tilt, as close as it fits, and
   * puts the stacks' legend in a corner of the canvas the landscape leaves free; when no corner
   * is free, the landscape is framed beside the legend (whichever side costs it least).
   */
  resetView(): void {
    this.resetting = true;
    const c = this.centre;
    this.camera.position.set(c.x, Math.cos(RESET_POLAR) * 10, c.z + Math.sin(RESET_POLAR) * 10);
    this.camera.lookAt(c);
    const pts = this.points.length ? this.points : [new THREE.Vector3(-3, 0, -3), new THREE.Vector3(3, 0, 3)];
    const mx = (2 * FRAME_MARGIN_PX) / this.width;
    const my = (2 * FRAME_MARGIN_PX) / this.height;
    const full: NdcRect = { x0: -1 + mx, x1: 1 - mx, y0: -1 + my, y1: 1 - my };
    let target = fitCamera(this.camera, pts, full);
    const legend = this.legend;
    if (legend && this.points.length) {
      const { placement, rect } = this.placeLegend(legend, full);
      this.placement = placement;
      if (rect) target = fitCamera(this.camera, pts, rect);
    } else this.placement = null;
    const dist = this.camera.position.distanceTo(target);
    this.controls.maxDistance = Math.max(this.controls.maxDistance, dist * 1.5);
    this.controls.target.copy(target);
    this.controls.update();
    this.moved = false;
    this.resetting = false;
  }

  /**
   * The legend's place for the camera as it is (fitted to the whole canvas): the previous
   * placement or the first of PLACEMENTS that covers no tile and no city's name, or else the band beside the
   * legend that frames the landscape largest (`rect`: the landscape must be refitted into it).
   */
  private placeLegend(legend: LegendSize, full: NdcRect): { placement: StackPlacement; rect: NdcRect | null } {
    const w = this.width;
    const h = this.height;
    const fitsCanvas = (p: StackPlacement) => legend[p.layout].w + 12 <= w && legend[p.layout].h + 12 <= h;
    const hulls = screenHulls(this.camera, this.shapes, w, h);
    const names = this.labelRects();
    const overlaps = (a: PxRect, b: PxRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    const free = (p: StackPlacement) => {
      if (!fitsCanvas(p)) return false;
      const r = legendRect(p, legend, w, h, LEGEND_PAD_PX);
      return !hulls.some((poly) => polygonHitsRect(poly, r)) && !names.some((n) => overlaps(n, r));
    };
    const prev = this.placement;
    const same = prev ? PLACEMENTS.find((p) => p.corner === prev.corner && p.layout === prev.layout) : undefined;
    const hit = same && free(same) ? same : PLACEMENTS.find(free);
    if (hit) return { placement: hit, rect: null };
    // No free corner: frame the landscape in the canvas less a band for the legend.
    const band = (corner: StackPlacement['corner'], layout: StackPlacement['layout']): { placement: StackPlacement; rect: NdcRect } => {
      const placement = { corner, layout };
      const r = legendRect(placement, legend, w, h, LEGEND_PAD_PX);
      const across = (2 * (r.w + LEGEND_PAD_PX)) / w;
      const down = (2 * (r.h + LEGEND_PAD_PX)) / h;
      if (layout === 'row') return { placement, rect: corner.startsWith('top') ? { ...full, y1: 1 - down } : { ...full, y0: -1 + down } };
      return { placement, rect: corner.endsWith('right') ? { ...full, x1: 1 - across } : { ...full, x0: -1 + across } };
    };
    const bands = [band('top-right', 'column'), band('top-right', 'row'), band('bottom-right', 'row'), band('top-left', 'column')].filter(
      (b) => fitsCanvas(b.placement) && b.rect.x1 - b.rect.x0 > 0.5 && b.rect.y1 - b.rect.y0 > 0.5,
    );
    let best: { placement: StackPlacement; rect: NdcRect } | null = null;
    let bestDist = Infinity;
    const probe = this.camera.clone();
    for (const b of bands) {
      const t = fitCamera(probe, this.points, b.rect);
      const d = probe.position.distanceTo(t);
      if (d < bestDist - 1e-6) {
        bestDist = d;
        best = b;
      }
    }
    return best ?? { placement: PLACEMENTS[0]!, rect: null };
  }

  /**
   * How the view frames the landscape now (for tests and overlays): the canvas size, the
   * bounding box of the landscape's picture (CSS pixels), the stacks' legend rectangle and how
   * many tiles, ghost positions or city names it covers.
   */
  framing(): { width: number; height: number; box: { x0: number; y0: number; x1: number; y1: number }; legend: PxRect | null; legendCovers: number } {
    const w = this.width;
    const h = this.height;
    const v = new THREE.Vector3();
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    this.camera.updateMatrixWorld();
    for (const p of this.points) {
      v.copy(p).project(this.camera);
      const x = ((v.x + 1) / 2) * w;
      const y = ((1 - v.y) / 2) * h;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
    }
    const legend = this.legend && this.placement ? legendRect(this.placement, this.legend, w, h) : null;
    const overlaps = (a: PxRect, b: PxRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    const legendCovers = legend
      ? screenHulls(this.camera, this.shapes, w, h).filter((poly) => polygonHitsRect(poly, legend)).length + this.labelRects().filter((n) => overlaps(n, legend)).length
      : 0;
    return { width: w, height: h, box, legend, legendCovers };
  }

  /**
   * CSS pixels of the canvas that the landscape covers now (its tiles' and ghost positions'
   * pictures, clipped to the canvas): what a software rasteriser's frame costs most with.
   */
  landscapePixels(): number {
    this.camera.updateMatrixWorld();
    let sum = 0;
    for (const poly of screenHulls(this.camera, this.shapes, this.width, this.height)) sum += polygonArea(clipToCanvas(poly, this.width, this.height));
    return Math.min(sum, this.width * this.height);
  }

  /** Zooms by a factor (< 1 closer), within the controls' distance limits. */
  zoom(factor: number): void {
    const off = this.camera.position.clone().sub(this.controls.target);
    const len = THREE.MathUtils.clamp(off.length() * factor, this.controls.minDistance, this.controls.maxDistance);
    this.camera.position.copy(this.controls.target).add(off.setLength(len));
    this.controls.update();
  }

  /** Orbits around the target by `radians` (azimuth). */
  orbit(radians: number): void {
    const off = this.camera.position.clone().sub(this.controls.target);
    off.applyAxisAngle(new THREE.Vector3(0, 1, 0), radians);
    this.camera.position.copy(this.controls.target).add(off);
    this.controls.update();
  }

  /** Pans the view by (dx, dz) world units in the camera's ground frame. */
  pan(dx: number, dz: number): void {
    const fwd = this.controls.target.clone().sub(this.camera.position).setY(0).normalize();
    const right = new THREE.Vector3(-fwd.z, 0, fwd.x);
    const move = right.multiplyScalar(dx).add(fwd.multiplyScalar(-dz));
    this.camera.position.add(move);
    this.controls.target.add(move);
    this.controls.update();
  }

  dispose(): void {
    this.controls.removeEventListener('change', this.onControlsChange);
    this.controls.dispose();
  }

  private onControlsChange = (): void => {
    if (!this.resetting) this.moved = true;
    // Keep the target over the board.
    const t = this.controls.target;
    const r = this.boardRadius;
    const c = this.centre;
    const dx = THREE.MathUtils.clamp(t.x, c.x - r, c.x + r) - t.x;
    const dz = THREE.MathUtils.clamp(t.z, c.z - r, c.z + r) - t.z;
    if (dx || dz || t.y !== 0) {
      t.x += dx;
      t.z += dz;
      this.camera.position.x += dx;
      this.camera.position.z += dz;
      this.camera.position.y -= t.y;
      t.y = 0;
    }
    this.changed();
  };
}
