/**
 * The 3-D board: a plain class (keep it out of Vue reactivity) that owns the three.js scene,
 * camera, controls, picking and animations. Renders on demand only: when the input changes,
 * the camera moves or an animation runs; idle frames are zero.
 */
import * as THREE from 'three';
import { MapControls } from 'three/examples/jsm/controls/MapControls.js';
import type { SpaceId } from '../../../shared/model/board';
import { SymbolAtlas } from './atlas';
import { type LayerMaterials, SPACE_TOP, STACKS_PER_COLUMN, buildBoardLayer, createMaterials, stackSlot } from './boardLayer';
import { type SceneDiff, diffScene } from './diff';
import { OUTPUT_COLOR_SPACE, displayColour } from './colourSpace';
import { disposeObject } from './geometry';
import { HighlightLayer } from './highlightLayer';
import { hexKey, pieceHexes, worldToHex } from './hexMath';
import { applyLod, isFar, pixelsPerUnit } from './lod';
import { TABLE_HEX } from './palette';
import { isSoftwareRenderer } from './renderCaps';
import { RenderResolution } from './renderScale';
import { SpaceIndex, rayGround } from './picking';
import { type BoardSceneInput, EMPTY_SCENE, type GhostPlacement, type LegalDestination } from './sceneModel';
import { TokenLayer, type XZ } from './tokenLayer';

export interface BoardEvents {
  /** A space was clicked; `destination` is set when it is a legal destination. */
  'pick-space': { spaceId: SpaceId; destination: LegalDestination | null };
  'hover-space': { spaceId: SpaceId | null };
  'confirm-placement': GhostPlacement;
  /** The selected ghost placement changed (position or rotation). */
  'ghost-change': GhostPlacement | null;
}

type Listener<K extends keyof BoardEvents> = (payload: BoardEvents[K]) => void;

export interface BoardRendererOptions {
  /** Pixel ratio (default min(devicePixelRatio, 2); 1 under a software renderer). */
  readonly pixelRatio?: number;
  /** Animate input changes (default true; the bench turns it off for stable frames). */
  readonly animate?: boolean;
  /** MSAA (default on, off under a software renderer such as SwiftShader: see renderCaps). */
  readonly antialias?: boolean;
  /** Fixed render scale of still frames (default 1 on hardware GL, the software policy otherwise). */
  readonly renderScale?: number;
}

interface Anim {
  /** Returns false when finished. */
  step(now: number): boolean;
  finish(): void;
}

export interface RenderStats {
  drawCalls: number;
  triangles: number;
  frames: number;
}

export class BoardRenderer {
  readonly renderer: THREE.WebGLRenderer;
  readonly scene = new THREE.Scene();
  readonly camera = new THREE.PerspectiveCamera(38, 1, 0.1, 200);
  readonly controls: MapControls;
  private readonly atlas = new SymbolAtlas();
  private readonly mats: LayerMaterials;
  private readonly tokens = new TokenLayer();
  private readonly highlights: HighlightLayer;
  private board: THREE.Group | null = null;
  private dropGroups: THREE.Group[] = [];
  private input: BoardSceneInput = EMPTY_SCENE;
  private index = new SpaceIndex([]);
  private destinations = new Map<SpaceId, LegalDestination>();
  private hoverId: SpaceId | null = null;
  private selectedGhost: GhostPlacement | null = null;
  private anims: Anim[] = [];
  private frameRequested = 0;
  private frames = 0;
  private lastCalls = 0;
  private lastTriangles = 0;
  private figureOverride = new Map<number, { x: number; z: number; y: number }>();
  private markerScale = new Map<string, number>();
  private readonly listeners = new Map<keyof BoardEvents, Set<Listener<never>>>();
  private readonly raycaster = new THREE.Raycaster();
  private readonly ndc = new THREE.Vector2();
  private boardCentre = new THREE.Vector3();
  private boardRadius = 6;
  private downAt: { x: number; y: number } | null = null;
  private readonly animate: boolean;
  /** Software WebGL (SwiftShader …): every pixel costs CPU time. */
  readonly software: boolean;
  /** Render resolution: full on hardware GL, the software policy otherwise (renderScale.ts). */
  private readonly resolution: RenderResolution;
  private disposed = false;

  constructor(
    readonly canvas: HTMLCanvasElement,
    opts: BoardRendererOptions = {},
  ) {
    this.animate = opts.animate ?? true;
    this.software = isSoftwareRenderer();
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: opts.antialias ?? !this.software, preserveDrawingBuffer: false, powerPreference: 'high-performance' });
    this.resolution = new RenderResolution(this.renderer, { software: this.software, pixelRatio: opts.pixelRatio, renderScale: opts.renderScale }, () => this.requestRender());
    // No per-fragment sRGB encode: every colour is fed already encoded (colourSpace.ts).
    this.renderer.outputColorSpace = OUTPUT_COLOR_SPACE;
    this.renderer.setClearColor(displayColour(TABLE_HEX));
    // Anisotropic filtering takes several texture samples per pixel; a software rasteriser pays
    // for each (the symbols lie flat, seen at a moderate tilt: trilinear filtering reads well).
    if (this.software) this.atlas.texture.anisotropy = 1;
    this.mats = createMaterials(this.atlas);
    this.highlights = new HighlightLayer(this.atlas, this.mats.symbols);

    // No scene lights: the hemisphere + sun lighting (LIGHTS) is baked into the vertex colours of
    // the board and the tokens (bakeLighting), so nothing is lit per fragment.
    // The table is the clear colour: no full-screen lit fragments (matters on software GL).
    this.scene.add(this.tokens.group, this.highlights.group);

    this.controls = new MapControls(this.camera, canvas);
    this.controls.enableDamping = false;
    this.controls.screenSpacePanning = false;
    this.controls.minDistance = 2.5;
    this.controls.maxDistance = 40;
    this.controls.minPolarAngle = 0.05;
    this.controls.maxPolarAngle = 1.2;
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('change', this.onControlsChange);
    canvas.tabIndex = canvas.tabIndex >= 0 ? canvas.tabIndex : 0;
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointerup', this.onPointerUp);
    canvas.addEventListener('pointerleave', this.onPointerLeave);
    canvas.addEventListener('keydown', this.onKeyDown);
    this.resize(canvas.clientWidth || canvas.width, canvas.clientHeight || canvas.height);
    this.resetView();
  }

  // ---- public API ------------------------------------------------------------------------

  on<K extends keyof BoardEvents>(event: K, fn: Listener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(fn as Listener<never>);
    return () => set!.delete(fn as Listener<never>);
  }

  /** Feeds a new scene; changes against the previous input are animated. */
  setInput(next: BoardSceneInput): void {
    const prev = this.input;
    const d = diffScene(prev, next);
    this.input = next;
    this.index = new SpaceIndex(next.spaces);
    const first = prev === EMPTY_SCENE || prev.pieces.length === 0;
    const animate = this.animate && !first;
    this.finishAnims();
    // The static layer is rebuilt only when pieces, spaces or static tokens changed.
    if (first || d.addedPieces.length || d.removedPieces.length || d.tokensChanged || !this.board) this.rebuildBoard(animate ? d.addedPieces : []);
    this.updateBounds(first);
    this.applyTokens(animate ? d : null);
    if (d.highlightsChanged || first) this.applyHighlights();
    if (animate) this.startAnims(d);
    this.requestRender();
  }

  getInput(): BoardSceneInput {
    return this.input;
  }

  resize(width: number, height: number): void {
    const w = Math.max(1, Math.floor(width));
    const h = Math.max(1, Math.floor(height));
    this.resolution.resize(w, h);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Frames the whole board from the south at a comfortable tilt. */
  resetView(): void {
    const r = this.boardRadius;
    const fit = r / Math.tan((this.camera.fov * Math.PI) / 360) / Math.min(1, this.camera.aspect * 0.9);
    const dist = Math.min(this.controls.maxDistance, Math.max(4, fit * 0.7));
    this.controls.target.copy(this.boardCentre);
    const polar = 0.55;
    this.camera.position.set(this.boardCentre.x, this.boardCentre.y + Math.cos(polar) * dist, this.boardCentre.z + Math.sin(polar) * dist);
    this.camera.lookAt(this.boardCentre);
    this.controls.update();
    this.requestRender();
  }

  /** Zooms by a factor (< 1 closer). */
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

  /** Selects the next legal ghost position (step ±1). */
  cycleGhost(step = 1): void {
    const positions = this.ghostPositions();
    if (positions.length === 0) return;
    const cur = this.selectedGhost ? positions.findIndex((p) => p.q === this.selectedGhost!.at.q && p.r === this.selectedGhost!.at.r) : -1;
    const next = positions[(((cur + step) % positions.length) + positions.length) % positions.length]!;
    this.selectGhostAt(next);
  }

  /** Turns the selected ghost to its next legal rotation at the same position. */
  rotateGhost(step = 1): void {
    const g = this.selectedGhost;
    if (!g) return this.cycleGhost(0);
    const options = (this.input.highlights?.ghosts ?? []).filter((o) => o.at.q === g.at.q && o.at.r === g.at.r);
    if (options.length === 0) return;
    const rots = options.map((o) => o.rotation).sort((a, b) => a - b);
    const i = rots.indexOf(g.rotation);
    const rot = rots[(((i + step) % rots.length) + rots.length) % rots.length]!;
    this.setSelectedGhost(options.find((o) => o.rotation === rot)!);
  }

  confirmGhost(): void {
    if (this.selectedGhost) this.emit('confirm-placement', this.selectedGhost);
  }

  getSelectedGhost(): GhostPlacement | null {
    return this.selectedGhost;
  }

  /** Renders one frame now (synchronously). */
  renderNow(): void {
    if (this.disposed) return;
    const ppu = pixelsPerUnit(this.camera, this.camera.position.distanceTo(this.controls.target), this.renderer.getContext().drawingBufferHeight);
    applyLod(this.scene, isFar(ppu, this.controls.getPolarAngle()));
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    this.lastCalls = this.renderer.info.render.calls;
    this.lastTriangles = this.renderer.info.render.triangles;
  }

  /** Schedules a single frame (coalesced). */
  requestRender(): void {
    if (this.frameRequested || this.disposed) return;
    this.frameRequested = requestAnimationFrame(this.onFrame);
  }

  /** Render scale of still frames (1: full resolution; below 1 only under software GL). */
  renderScale(): number {
    return this.resolution.scale();
  }

  /** Forces the still-frame render scale (null: back to the policy), e.g. for a full-resolution comparison. */
  setRenderScale(scale: number | null): void {
    this.resolution.setScale(scale);
    this.requestRender();
  }

  /** True while an animation runs (frames keep coming until it ends). */
  isAnimating(): boolean {
    return this.anims.length > 0;
  }

  stats(): RenderStats {
    return { drawCalls: this.lastCalls, triangles: this.lastTriangles, frames: this.frames };
  }

  /** Projects a space to canvas pixel coordinates (for overlays and tests). */
  spaceToScreen(id: SpaceId): { x: number; y: number } | null {
    const s = this.index.get(id);
    if (!s) return null;
    const v = new THREE.Vector3(s.x, SPACE_TOP, s.z).project(this.camera);
    const r = this.canvas.getBoundingClientRect();
    return { x: ((v.x + 1) / 2) * r.width, y: ((1 - v.y) / 2) * r.height };
  }

  /** The space under canvas-relative pixel (x, y), via ray–ground intersection and hex math. */
  pickAt(x: number, y: number): SpaceId | null {
    const g = this.groundAt(x, y, SPACE_TOP);
    return g ? (this.index.pick(g.x, g.z)?.id ?? null) : null;
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.frameRequested);
    this.resolution.dispose();
    this.controls.removeEventListener('change', this.onControlsChange);
    this.controls.dispose();
    this.canvas.removeEventListener('pointermove', this.onPointerMove);
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.canvas.removeEventListener('pointerup', this.onPointerUp);
    this.canvas.removeEventListener('pointerleave', this.onPointerLeave);
    this.canvas.removeEventListener('keydown', this.onKeyDown);
    if (this.board) disposeObject(this.board);
    this.tokens.dispose();
    this.highlights.dispose();
    for (const m of Object.values(this.mats)) (m as THREE.Material).dispose();
    this.atlas.dispose();
    this.renderer.dispose();
    this.listeners.clear();
  }

  // ---- internals -------------------------------------------------------------------------

  private emit<K extends keyof BoardEvents>(event: K, payload: BoardEvents[K]): void {
    for (const fn of this.listeners.get(event) ?? []) (fn as Listener<K>)(payload);
  }

  private at = (id: SpaceId): XZ | undefined => this.index.get(id);

  private rebuildBoard(dropping: readonly string[]): void {
    if (this.board) {
      this.scene.remove(this.board);
      disposeObject(this.board);
    }
    for (const g of this.dropGroups) {
      this.scene.remove(g);
      disposeObject(g);
    }
    this.dropGroups = [];
    const skip = new Set<string>();
    for (const p of this.input.pieces) if (dropping.includes(p.def.id)) for (const h of pieceHexes(p.placed, p.def)) skip.add(hexKey(h));
    this.board = buildBoardLayer(this.input, this.atlas, this.mats, skip.size ? { skipHexes: skip } : {});
    this.scene.add(this.board);
    if (dropping.length) {
      const g = buildBoardLayer(this.input, this.atlas, this.mats, { onlyPieces: new Set(dropping) });
      g.name = 'dropping';
      this.dropGroups.push(g);
      this.scene.add(g);
    }
  }

  private updateBounds(first: boolean): void {
    const pts = this.input.spaces;
    if (pts.length === 0) return;
    let minX = Infinity;
    let maxX = -Infinity;
    let minZ = Infinity;
    let maxZ = -Infinity;
    for (const s of pts) {
      minX = Math.min(minX, s.x);
      maxX = Math.max(maxX, s.x);
      minZ = Math.min(minZ, s.z);
      maxZ = Math.max(maxZ, s.z);
    }
    // Stacks lie to the right of the board: include their columns and rows in the view.
    const n = this.input.stacks.length;
    if (n) {
      const last = stackSlot(Math.min(n, STACKS_PER_COLUMN) - 1, maxX, minZ);
      const far = stackSlot(n - 1, maxX, minZ);
      maxZ = Math.max(maxZ, last.z + 0.9);
      maxX = far.x + 0.6;
    }
    this.boardCentre.set((minX + maxX) / 2, 0, (minZ + maxZ) / 2);
    this.boardRadius = Math.max(3, Math.hypot(maxX - minX, maxZ - minZ) / 2 + 0.8);
    this.controls.maxDistance = Math.max(12, this.boardRadius * 4);
    if (first) this.resetView();
  }

  private applyTokens(d: SceneDiff | null): void {
    this.tokens.setFigures(this.input.figures, this.at, (p) => this.figureOverride.get(p));
    this.tokens.setMarkers(this.input.markers, this.at, this.markerScale.size ? (id) => this.markerScale.get(id) ?? 1 : undefined);
    void d;
  }

  private applyHighlights(): void {
    const h = this.input.highlights;
    this.destinations = new Map((h?.destinations ?? []).map((d) => [d.spaceId, d]));
    this.highlights.setDestinations(h?.destinations ?? [], this.at);
    const ghosts = h?.ghosts ?? [];
    if (this.selectedGhost && !ghosts.some((g) => sameGhost(g, this.selectedGhost!))) this.selectedGhost = null;
    if (!this.selectedGhost && ghosts.length) this.selectedGhost = ghosts[0]!;
    if (!ghosts.length) this.selectedGhost = null;
    this.highlights.setGhosts(ghosts, h?.ghostPiece, this.selectedGhost);
    this.updateRoute();
  }

  private updateRoute(): void {
    const d = this.hoverId ? this.destinations.get(this.hoverId) : undefined;
    this.highlights.setRoute(d ? d.path : null, this.at);
  }

  private startAnims(d: SceneDiff): void {
    const now = performance.now();
    // Tiles drop in.
    for (const g of this.dropGroups) {
      const t0 = now;
      const dur = 550;
      g.position.y = 3;
      this.anims.push({
        step: (t) => {
          const k = Math.min(1, Math.max(0, (t - t0) / dur));
          const e = 1 - Math.pow(1 - k, 3);
          g.position.y = 3 * (1 - e) + Math.sin(k * Math.PI) * 0.05 * (1 - k);
          return k < 1;
        },
        finish: () => {
          this.rebuildBoard([]);
        },
      });
    }
    // Figures walk their routes.
    for (const mv of d.movedFigures) {
      const pts = mv.route.map((id) => this.at(id)).filter((p): p is XZ => !!p);
      if (pts.length < 2) continue;
      const t0 = now;
      const seg = 260;
      const total = seg * (pts.length - 1);
      this.figureOverride.set(mv.player, { x: pts[0]!.x, z: pts[0]!.z, y: 0 });
      this.anims.push({
        step: (t) => {
          const k = Math.min(total, Math.max(0, t - t0));
          const i = Math.min(pts.length - 2, Math.floor(k / seg));
          const f = (k - i * seg) / seg;
          const a = pts[i]!;
          const b = pts[i + 1]!;
          this.figureOverride.set(mv.player, { x: a.x + (b.x - a.x) * f, z: a.z + (b.z - a.z) * f, y: Math.sin(f * Math.PI) * 0.08 });
          if (k >= total) this.figureOverride.delete(mv.player);
          return k < total;
        },
        finish: () => this.figureOverride.delete(mv.player),
      });
    }
    // Markers pop up.
    if (d.addedMarkers.length) {
      const ids = [...d.addedMarkers];
      const t0 = now;
      const dur = 380;
      for (const id of ids) this.markerScale.set(id, 0);
      this.anims.push({
        step: (t) => {
          const k = Math.min(1, Math.max(0, (t - t0) / dur));
          const s = k < 1 ? Math.sin(k * Math.PI * 0.5) * (1 + 0.25 * Math.sin(k * Math.PI)) : 1;
          for (const id of ids) this.markerScale.set(id, s);
          if (k >= 1) for (const id of ids) this.markerScale.delete(id);
          return k < 1;
        },
        finish: () => {
          for (const id of ids) this.markerScale.delete(id);
        },
      });
    }
    if (this.anims.length) this.applyTokens(null);
  }

  private finishAnims(): void {
    const list = this.anims;
    this.anims = [];
    for (const a of list) a.finish();
  }

  private onFrame = (now: number): void => {
    this.frameRequested = 0;
    if (this.anims.length) {
      this.anims = this.anims.filter((a) => {
        let more = false;
        try {
          more = a.step(now);
        } catch (err) {
          console.error('board3d: animation step failed', err);
        }
        if (!more) a.finish();
        return more;
      });
      this.applyTokens(null);
    }
    this.renderNow();
    if (this.anims.length) this.requestRender();
  };

  private onControlsChange = (): void => {
    // Keep the target over the board.
    const t = this.controls.target;
    const r = this.boardRadius;
    const c = this.boardCentre;
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
    if (!this.disposed) this.resolution.motion();
    this.requestRender();
  };

  private groundAt(px: number, py: number, y: number): XZ | null {
    const r = this.canvas.getBoundingClientRect();
    this.ndc.set((px / r.width) * 2 - 1, -(py / r.height) * 2 + 1);
    this.raycaster.setFromCamera(this.ndc, this.camera);
    return rayGround(this.raycaster.ray.origin, this.raycaster.ray.direction, y);
  }

  private onPointerMove = (e: PointerEvent): void => {
    if (e.buttons) return;
    const id = this.pickAt(e.offsetX, e.offsetY);
    if (id === this.hoverId) return;
    this.hoverId = id;
    const s = id ? this.index.get(id) : undefined;
    this.highlights.setHover(s ?? null);
    this.updateRoute();
    this.canvas.style.cursor = id ? 'pointer' : '';
    this.emit('hover-space', { spaceId: id });
    this.requestRender();
  };

  private onPointerLeave = (): void => {
    if (!this.hoverId) return;
    this.hoverId = null;
    this.highlights.setHover(null);
    this.updateRoute();
    this.emit('hover-space', { spaceId: null });
    this.requestRender();
  };

  private onPointerDown = (e: PointerEvent): void => {
    this.downAt = { x: e.offsetX, y: e.offsetY };
  };

  private onPointerUp = (e: PointerEvent): void => {
    const d = this.downAt;
    this.downAt = null;
    if (!d || Math.hypot(e.offsetX - d.x, e.offsetY - d.y) > 5 || e.button !== 0) return;
    this.canvas.focus({ preventScroll: true });
    // Ghost placement first: clicking a ghost hex selects it; clicking the selected one confirms.
    const ghosts = this.input.highlights?.ghosts ?? [];
    const piece = this.input.highlights?.ghostPiece;
    if (ghosts.length && piece) {
      const g = this.groundAt(e.offsetX, e.offsetY, 0);
      if (g) {
        const hit = ghosts.find((gh) => pieceHexes(gh, piece).some((h) => hexKey(h) === hexKey(worldHex(g))));
        if (hit) {
          const sel = this.selectedGhost;
          if (sel && pieceHexes(sel, piece).some((h) => hexKey(h) === hexKey(worldHex(g)))) this.confirmGhost();
          else this.selectGhostAt(hit.at);
          return;
        }
      }
    }
    const id = this.pickAt(e.offsetX, e.offsetY);
    if (id) this.emit('pick-space', { spaceId: id, destination: this.destinations.get(id) ?? null });
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const step = this.boardRadius * 0.08;
    let handled = true;
    switch (e.key) {
      case 'ArrowLeft':
        this.pan(-step, 0);
        break;
      case 'ArrowRight':
        this.pan(step, 0);
        break;
      case 'ArrowUp':
        this.pan(0, step);
        break;
      case 'ArrowDown':
        this.pan(0, -step);
        break;
      case '+':
      case '=':
        this.zoom(0.85);
        break;
      case '-':
      case '_':
        this.zoom(1 / 0.85);
        break;
      case 'q':
      case 'Q':
        this.orbit(-Math.PI / 12);
        break;
      case 'e':
      case 'E':
        this.orbit(Math.PI / 12);
        break;
      case 'Home':
      case '0':
        this.resetView();
        break;
      case 'r':
      case 'R':
        this.rotateGhost(e.shiftKey ? -1 : 1);
        break;
      case 'Tab':
        if (this.input.highlights?.ghosts?.length) this.cycleGhost(e.shiftKey ? -1 : 1);
        else handled = false;
        break;
      case 'Enter':
        this.confirmGhost();
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  private ghostPositions(): { q: number; r: number }[] {
    const seen = new Set<string>();
    const out: { q: number; r: number }[] = [];
    for (const g of this.input.highlights?.ghosts ?? []) {
      const k = hexKey(g.at);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(g.at);
      }
    }
    return out;
  }

  private selectGhostAt(at: { q: number; r: number }): void {
    const options = (this.input.highlights?.ghosts ?? []).filter((o) => o.at.q === at.q && o.at.r === at.r);
    const keep = options.find((o) => o.rotation === this.selectedGhost?.rotation);
    const g = keep ?? options[0];
    if (g) this.setSelectedGhost(g);
  }

  private setSelectedGhost(g: GhostPlacement): void {
    this.selectedGhost = g;
    this.highlights.setGhosts(this.input.highlights?.ghosts ?? [], this.input.highlights?.ghostPiece, g);
    this.emit('ghost-change', g);
    this.requestRender();
  }
}

function sameGhost(a: GhostPlacement, b: GhostPlacement): boolean {
  return a.pieceId === b.pieceId && a.at.q === b.at.q && a.at.r === b.at.r && a.rotation === b.rotation;
}

function worldHex(p: XZ) {
  return worldToHex(p.x, p.z);
}
