/**
 * Pointer and keyboard input on the board canvas: the hovered space, clicks told apart from
 * drags (a drag pans or orbits through the map controls), clicks on ghost tiles and on spaces,
 * and the keys of the focused canvas (arrows pan, Q/E orbit, +/- zoom, 0/Home reset the view;
 * while a piece is being placed, [ and ] choose its place, R/Shift+R turn it, Enter confirms it).
 * Tab always leaves the canvas, and R and Enter are the table's when no piece is being placed. Picking intersects
 * the pointer ray with the ground and looks the hit up in the space index (picking.ts).
 */
import * as THREE from 'three';
import type { SpaceId } from '../../../shared/model/board';
import { SPACE_TOP } from './boardLayer';
import type { CameraRig } from './cameraRig';
import type { GhostSelection } from './ghostSelection';
import { type SpaceIndex, rayGround } from './picking';
import type { XZ } from './tokenLayer';

/** A pointer that moved further than this (pixels) between down and up dragged, not clicked. */
const CLICK_SLOP_PX = 5;

/** What the input reads from and reports to the renderer. */
export interface InputHost {
  /** The spaces of the current input. */
  spaces(): SpaceIndex;
  /** Frames the whole board (BoardRenderer.resetView: it also draws). */
  resetView(): void;
  /** The pointer moved onto another space (null: onto none, or off the canvas). */
  hoverChanged(id: SpaceId | null): void;
  /** A space was clicked (no ghost took the click). */
  picked(id: SpaceId): void;
}

export class BoardInput {
  private readonly raycaster = new THREE.Raycaster();
  private readonly ndc = new THREE.Vector2();
  private downAt: { x: number; y: number } | null = null;
  private hoverId: SpaceId | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly camera: THREE.Camera,
    private readonly view: CameraRig,
    private readonly ghosts: GhostSelection,
    private readonly host: InputHost,
  ) {
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointerup', this.onPointerUp);
    canvas.addEventListener('pointerleave', this.onPointerLeave);
    canvas.addEventListener('keydown', this.onKeyDown);
  }

  /** The space under the pointer (null: none). */
  hovered(): SpaceId | null {
    return this.hoverId;
  }

  /** The space under canvas-relative pixel (x, y), via ray–ground intersection and hex math. */
  pickAt(x: number, y: number): SpaceId | null {
    const g = this.groundAt(x, y, SPACE_TOP);
    return g ? (this.host.spaces().pick(g.x, g.z)?.id ?? null) : null;
  }

  dispose(): void {
    this.canvas.removeEventListener('pointermove', this.onPointerMove);
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.canvas.removeEventListener('pointerup', this.onPointerUp);
    this.canvas.removeEventListener('pointerleave', this.onPointerLeave);
    this.canvas.removeEventListener('keydown', this.onKeyDown);
  }

  /** The point at height `y` under canvas-relative pixel (px, py). */
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
    this.canvas.style.cursor = id ? 'pointer' : '';
    this.host.hoverChanged(id);
  };

  private onPointerLeave = (): void => {
    if (!this.hoverId) return;
    this.hoverId = null;
    this.host.hoverChanged(null);
  };

  private onPointerDown = (e: PointerEvent): void => {
    this.downAt = { x: e.offsetX, y: e.offsetY };
  };

  private onPointerUp = (e: PointerEvent): void => {
    const d = this.downAt;
    this.downAt = null;
    if (!d || Math.hypot(e.offsetX - d.x, e.offsetY - d.y) > CLICK_SLOP_PX || e.button !== 0) return;
    this.canvas.focus({ preventScroll: true });
    // Ghost placement first: clicking a ghost hex selects it; clicking the selected one confirms.
    if (this.ghosts.clickAt(() => this.groundAt(e.offsetX, e.offsetY, 0))) return;
    const id = this.pickAt(e.offsetX, e.offsetY);
    if (id) this.host.picked(id);
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const step = this.view.radius * 0.08;
    let handled = true;
    switch (e.key) {
      case 'ArrowLeft':
        this.view.pan(-step, 0);
        break;
      case 'ArrowRight':
        this.view.pan(step, 0);
        break;
      case 'ArrowUp':
        this.view.pan(0, step);
        break;
      case 'ArrowDown':
        this.view.pan(0, -step);
        break;
      case '+':
      case '=':
        this.view.zoom(0.85);
        break;
      case '-':
      case '_':
        this.view.zoom(1 / 0.85);
        break;
      case 'q':
      case 'Q':
        this.view.orbit(-Math.PI / 12);
        break;
      case 'e':
      case 'E':
        this.view.orbit(Math.PI / 12);
        break;
      case 'Home':
      case '0':
        this.host.resetView();
        break;
      case 'r':
      case 'R':
        if (this.ghosts.offered()) this.ghosts.rotate(e.shiftKey ? -1 : 1);
        else handled = false;
        break;
      case '[':
      case ']':
        if (this.ghosts.offered()) this.ghosts.cycle(e.key === ']' ? 1 : -1);
        else handled = false;
        break;
      case 'Enter':
        if (this.ghosts.offered()) this.ghosts.confirm();
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };
}
