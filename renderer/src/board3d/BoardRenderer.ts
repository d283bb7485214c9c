/**
 * The 3-D board: a plain class (keep it out of Vue reactivity) that owns the three.js scene,
 * camera, layers and render loop, and ties together camera framing (cameraRig.ts), input
 * (boardInput.ts), ghost selection (ghostSelection.ts) and animations (animator.ts). Renders on
 * demand only: when the input changes, the camera moves or an animation runs; idle frames are zero.
 */
import * as THREE from 'three';
import type { MapControls } from 'three/examples/jsm/controls/MapControls.js';
import type { SpaceId } from '../../../shared/model/board';
import { Animator } from './animator';
import { SymbolAtlas } from './atlas';
import { BoardInput } from './boardInput';
import { type LayerMaterials, SPACE_TOP, buildBoardLayer, createMaterials } from './boardLayer';
import { CameraRig } from './cameraRig';
import { deriveSpaces } from './deriveSpaces';
import { diffScene } from './diff';
import { OUTPUT_COLOR_SPACE, displayColour } from './colourSpace';
import type { LegendSize, StackPlacement } from './framing';
import { disposeObject } from './geometry';
import { GhostSelection } from './ghostSelection';
import { HighlightLayer } from './highlightLayer';
import { hexKey, pieceHexes } from './hexMath';
import { applyLod, isFar, pixelsPerUnit } from './lod';
import { TABLE_HEX } from './palette';
import { isSoftwareRenderer } from './renderCaps';
import { RenderResolution } from './renderScale';
import { SpaceIndex } from './picking';
import { type BoardSceneInput, EMPTY_SCENE, type GhostPlacement, type LegalDestination } from './sceneModel';
import { TokenLayer, type XZ } from './tokenLayer';

export interface BoardEvents {
  /** A space was clicked; `destination` is set when it is a legal destination. */
  'pick-space': { spaceId: SpaceId; destination: LegalDestination | null };
  'hover-space': { spaceId: SpaceId | null };
  'confirm-placement': GhostPlacement;
  /** The selected ghost placement changed (position or rotation). */
  'ghost-change': GhostPlacement | null;
  /** The reset view put the stacks' legend in another corner or layout (null: no legend). */
  'stacks-placement': StackPlacement | null;
  /** A frame was drawn from another camera or canvas size (HTML overlays follow the board). */
  'view-change': null;
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

export interface RenderStats {
  drawCalls: number;
  triangles: number;
  frames: number;
  /** Spaces on the route drawn now (a walk previewed or a computer's walk; 0: none). */
  route: number;
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
  private readonly view: CameraRig;
  private readonly ghosts: GhostSelection;
  private readonly userInput: BoardInput;
  private board: THREE.Group | null = null;
  /** Newly placed tiles while they drop in, drawn apart from the static board. */
  private dropGroups: THREE.Group[] = [];
  private input: BoardSceneInput = EMPTY_SCENE;
  private index = new SpaceIndex([]);
  private readonly at = (id: SpaceId): XZ | undefined => this.index.get(id);
  private readonly animator = new Animator(this.at, () => this.rebuildBoard([]));
  private destinations = new Map<SpaceId, LegalDestination>();
  private frameRequested = 0;
  private frames = 0;
  private lastCalls = 0;
  private lastTriangles = 0;
  private readonly listeners = new Map<keyof BoardEvents, Set<Listener<never>>>();
  private readonly animate: boolean;
  /** The animation-speed setting (0: changes jump to their end). */
  private animationScale = 1;
  /** A route shown without hovering (the table previews a destination from its list or keys). */
  private previewPath: readonly SpaceId[] | null = null;
  /** A computer player's walk in progress (shown while nothing here is hovered or previewed). */
  private walkPath: readonly SpaceId[] | null = null;
  /** Spaces on the route drawn now (0: none), for the stats. */
  private routeShown = 0;
  /** Software WebGL (SwiftShader …): every pixel costs CPU time. */
  readonly software: boolean;
  /** Render resolution: full on hardware GL, the software policy otherwise (renderScale.ts). */
  private readonly resolution: RenderResolution;
  private disposed = false;
  /** The camera and canvas of the last frame drawn (for 'view-change'). */
  private readonly lastView = new THREE.Matrix4();
  private lastViewSize = '';
  /** The canvas size in CSS pixels, as of the last resize. */
  private cssSize = '';
  private readonly projected = new THREE.Vector3();

  constructor(
    readonly canvas: HTMLCanvasElement,
    opts: BoardRendererOptions = {},
  ) {
    this.animate = opts.animate ?? true;
    this.software = isSoftwareRenderer();
    // the browser's choice of GPU: 'high-performance' would wake a laptop's discrete GPU for the
    // whole game (its battery, its fan) for a board drawn on demand that the integrated one draws easily
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: opts.antialias ?? !this.software, preserveDrawingBuffer: false, powerPreference: 'default' });
    this.resolution = new RenderResolution(
      this.renderer,
      { software: this.software, pixelRatio: opts.pixelRatio, renderScale: opts.renderScale, landscapePixels: () => this.view?.landscapePixels() ?? 0 },
      () => this.requestRender(),
    );
    // No per-fragment sRGB encode: every colour is fed already encoded (colourSpace.ts).
    this.renderer.outputColorSpace = OUTPUT_COLOR_SPACE;
    this.renderer.setClearColor(displayColour(TABLE_HEX));
    // Anisotropic filtering takes several texture samples per pixel; a software rasteriser pays
    // for each (the symbols lie flat, seen at a moderate tilt: trilinear filtering reads well).
    if (this.software) {
      this.atlas.texture.anisotropy = 1;
      this.atlas.texture.minFilter = THREE.LinearMipmapNearestFilter;
    }
    this.mats = createMaterials(this.atlas);
    this.highlights = new HighlightLayer(this.atlas, this.mats.symbols, (placed, def) => {
      const pieces = [{ placed, def }];
      const g = buildBoardLayer({ ...EMPTY_SCENE, pieces, ...deriveSpaces(pieces) }, this.atlas, this.mats);
      this.atlas.flush();
      return g;
    });
    this.ghosts = new GhostSelection(this.highlights, () => this.input, {
      changed: (g) => {
        this.emit('ghost-change', g);
        this.requestRender();
      },
      confirmed: (g) => this.emit('confirm-placement', g),
    });

    // No scene lights: the hemisphere + sun lighting (LIGHTS) is baked into the vertex colours of
    // the board and the tokens (bakeLighting), so nothing is lit per fragment.
    // The table is the clear colour: no full-screen lit fragments (matters on software GL).
    this.scene.add(this.tokens.group, this.highlights.group);

    this.view = new CameraRig(this.camera, canvas, () => {
      if (!this.disposed) this.resolution.motion();
      this.requestRender();
    });
    this.controls = this.view.controls;
    canvas.tabIndex = canvas.tabIndex >= 0 ? canvas.tabIndex : 0;
    // After the controls: their pointer listeners run before the input's.
    this.userInput = new BoardInput(canvas, this.camera, this.view, this.ghosts, {
      spaces: () => this.index,
      resetView: () => this.resetView(),
      hoverChanged: (id) => this.showHover(id),
      picked: (id) => this.emit('pick-space', { spaceId: id, destination: this.destinations.get(id) ?? null }),
    });
    // a lost GPU context (a laptop's sleep, a driver reset): three.js takes the context back and
    // uploads everything again at the next frame, which an on-demand renderer must ask for; its
    // clear colour must be set again
    canvas.addEventListener('webglcontextrestored', this.onRestored);
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
    const animate = this.animate && this.animationScale > 0 && !first;
    this.animator.finish();
    // The static layer is rebuilt only when pieces, spaces or static tokens changed.
    if (first || d.addedPieces.length || d.removedPieces.length || d.tokensChanged || !this.board) this.rebuildBoard(animate ? d.addedPieces : []);
    // Refit when the board grew (a new tile or city): nothing is cut off at its edges.
    if (this.view.fitBoard(next) && (first || this.view.grew)) this.resetView();
    this.applyTokens();
    if (d.highlightsChanged || first) this.applyHighlights();
    if (animate) {
      this.animator.start(d, this.dropGroups);
      if (this.animator.running()) this.applyTokens();
    }
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
    // The frame changed: fit the whole board into it again.
    this.view.setViewport(w, h);
    this.cssSize = `${w}x${h}`;
    if (this.input.spaces.length) this.resetView();
    this.requestRender();
  }

  /**
   * The size of the stacks' legend (CSS pixels, in its column and its row layout; null: none)
   * and of the cities' name labels (by piece id): the reset view keeps a corner of the canvas
   * free for the legend, clear of tiles and names. Reframes when it changed and the
   * player has not moved the camera since the last reset.
   */
  setLegendSize(size: LegendSize | null, cityLabelSizes?: Readonly<Record<string, { w: number; h: number }>>): void {
    if (this.view.setLegend(size, cityLabelSizes) && !this.view.moved && this.input.spaces.length) this.resetView();
  }

  /** How the view frames the landscape now: canvas size, the landscape's picture's bounding box and the legend (CSS pixels). */
  framing(): ReturnType<CameraRig['framing']> {
    return this.view.framing();
  }

  /** Where the reset view put the stacks' legend (null: no legend). */
  stackPlacement(): StackPlacement | null {
    return this.view.stackPlacement();
  }

  /** The animation-speed setting: multiplies durations; 0 makes every change jump to its end. */
  setAnimationScale(scale: number): void {
    this.animationScale = Math.max(0, scale);
    this.animator.scale = Math.max(0.05, this.animationScale);
    if (this.animationScale === 0) this.animator.finish();
  }

  /** Shows the route of a walk (space ids from the figure's space) without hovering; null clears it. */
  previewRoute(path: readonly SpaceId[] | null): void {
    this.previewPath = path && path.length > 1 ? path : null;
    this.updateRoute();
    this.requestRender();
  }

  /** Shows the rest of a computer player's walk (space ids from its figure's space); null clears it. */
  showWalk(path: readonly SpaceId[] | null): void {
    this.walkPath = path && path.length > 1 ? path : null;
    this.updateRoute();
    this.requestRender();
  }

  /** Selects this ghost placement when it is offered. */
  selectGhost(g: GhostPlacement): void {
    this.ghosts.choose(g);
  }

  /** Frames the whole landscape from the south at a comfortable tilt (the stacks' legend in a free corner). */
  resetView(): void {
    const before = this.view.stackPlacement();
    this.view.resetView();
    this.resolution.refresh();
    const after = this.view.stackPlacement();
    if (before?.corner !== after?.corner || before?.layout !== after?.layout) this.emit('stacks-placement', after);
    this.requestRender();
  }

  /** Zooms by a factor (< 1 closer). */
  zoom(factor: number): void {
    this.view.zoom(factor);
  }

  /** Orbits around the target by `radians` (azimuth). */
  orbit(radians: number): void {
    this.view.orbit(radians);
  }

  /** Pans the view by (dx, dz) world units in the camera's ground frame. */
  pan(dx: number, dz: number): void {
    this.view.pan(dx, dz);
  }

  /** Selects the next legal ghost position (step ±1). */
  cycleGhost(step = 1): void {
    this.ghosts.cycle(step);
  }

  /** Turns the selected ghost to its next legal rotation at the same position. */
  rotateGhost(step = 1): void {
    this.ghosts.rotate(step);
  }

  confirmGhost(): void {
    this.ghosts.confirm();
  }

  getSelectedGhost(): GhostPlacement | null {
    return this.ghosts.current();
  }

  /** Renders one frame now (synchronously). */
  renderNow(): void {
    if (this.disposed) return;
    const ppu = pixelsPerUnit(this.camera, this.camera.position.distanceTo(this.controls.target), this.renderer.getContext().drawingBufferHeight);
    applyLod(this.scene, isFar(ppu, this.controls.getPolarAngle()));
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    const size = this.cssSize;
    if (!this.lastView.equals(this.camera.matrixWorld) || size !== this.lastViewSize) {
      this.lastView.copy(this.camera.matrixWorld);
      this.lastViewSize = size;
      this.emit('view-change', null);
    }
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
    return this.animator.running();
  }

  stats(): RenderStats {
    return { drawCalls: this.lastCalls, triangles: this.lastTriangles, frames: this.frames, route: this.routeShown };
  }

  /**
   * Projects a world point to canvas CSS pixels of a `width` × `height` canvas (null: behind the
   * camera). Reads no layout: overlays pass the canvas size they read once.
   */
  project(x: number, y: number, z: number, width: number, height: number): { x: number; y: number } | null {
    const v = this.projected.set(x, y, z).applyMatrix4(this.camera.matrixWorldInverse);
    if (v.z >= -this.camera.near) return null;
    v.applyMatrix4(this.camera.projectionMatrix);
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
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
    return this.userInput.pickAt(x, y);
  }

  dispose(): void {
    this.disposed = true;
    this.canvas.removeEventListener('webglcontextrestored', this.onRestored);
    cancelAnimationFrame(this.frameRequested);
    this.resolution.dispose();
    this.view.dispose();
    this.userInput.dispose();
    if (this.board) disposeObject(this.board);
    this.tokens.dispose();
    this.highlights.dispose();
    for (const m of Object.values(this.mats)) (m as THREE.Material).dispose();
    this.atlas.dispose();
    this.renderer.dispose();
    // Give the WebGL context back now, not when the canvas is collected: Chromium keeps at most
    // 16 contexts alive, and a player going back and forth between menu and table outruns the
    // collector (the oldest context would be lost, with a warning).
    this.renderer.forceContextLoss();
    this.listeners.clear();
  }

  // ---- internals -------------------------------------------------------------------------

  private emit<K extends keyof BoardEvents>(event: K, payload: BoardEvents[K]): void {
    for (const fn of this.listeners.get(event) ?? []) (fn as Listener<K>)(payload);
  }

  /** Rebuilds the static layer; the pieces in `dropping` are built apart (dropGroups) to drop in. */
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

  private applyTokens(): void {
    this.tokens.setFigures(this.input.figures, this.at, this.animator.figurePose);
    this.tokens.setMarkers(this.input.markers, this.at, this.animator.markerScale());
  }

  private applyHighlights(): void {
    const h = this.input.highlights;
    this.destinations = new Map((h?.destinations ?? []).map((d) => [d.spaceId, d]));
    this.highlights.setDestinations(h?.destinations ?? [], this.at);
    this.ghosts.sync();
    this.updateRoute();
  }

  /** The route to the hovered space when it is a legal destination. */
  private updateRoute(): void {
    const hover = this.userInput.hovered();
    const d = hover ? this.destinations.get(hover) : undefined;
    const preview = this.previewPath && this.destinations.has(this.previewPath[this.previewPath.length - 1]!) ? this.previewPath : null;
    const path = d ? d.path : (preview ?? this.walkPath);
    this.routeShown = path ? path.length : 0;
    this.highlights.setRoute(path, this.at);
  }

  private showHover(id: SpaceId | null): void {
    this.highlights.setHover(id ? (this.index.get(id) ?? null) : null);
    this.updateRoute();
    this.emit('hover-space', { spaceId: id });
    this.requestRender();
  }

  /** three.js has made its GL state anew (after its own listener): the clear colour is the default black again. */
  private onRestored = (): void => {
    this.renderer.setClearColor(displayColour(TABLE_HEX));
    this.requestRender();
  };

  private onFrame = (now: number): void => {
    this.frameRequested = 0;
    if (this.animator.running()) {
      this.animator.step(now);
      this.applyTokens();
    }
    this.renderNow();
    if (this.animator.running()) this.requestRender();
  };
}
