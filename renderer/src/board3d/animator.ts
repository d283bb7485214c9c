/**
 * Animation of scene diffs: newly placed tiles drop onto the board, figures walk their routes
 * space by space, new markers pop up. Holds the transient poses the token layer draws while an
 * animation runs (walking figures, marker scales); the renderer steps it once per frame and keeps
 * requesting frames while it runs. A new input finishes every running animation first.
 */
import type * as THREE from 'three';
import type { SpaceId } from '../../../shared/model/board';
import type { SceneDiff } from './diff';
import type { XZ } from './tokenLayer';

interface Anim {
  /** Returns false when finished. */
  step(now: number): boolean;
  finish(): void;
}

/** A walking figure between two spaces: ground position and hop height. */
export interface FigurePose {
  x: number;
  z: number;
  y: number;
}

/** Tile drop: height it falls from (world units) and duration (ms). */
const DROP_HEIGHT = 3;
const DROP_MS = 550;
/** Figure walk: ms per route segment, hop height. */
const WALK_SEGMENT_MS = 260;
const WALK_HOP = 0.08;
/** Marker pop: duration (ms). */
const POP_MS = 380;

export class Animator {
  private anims: Anim[] = [];
  private readonly figurePoses = new Map<number, FigurePose>();
  private readonly markerScales = new Map<string, number>();
  /** Multiplies every duration (the animation-speed setting; 0 is handled by not animating). */
  scale = 1;

  constructor(
    /** Position of a space in the current input. */
    private readonly at: (id: SpaceId) => XZ | undefined,
    /** A dropping tile landed (or was finished early): bake it into the static board. */
    private readonly landed: () => void,
  ) {}

  /** True while an animation runs. */
  running(): boolean {
    return this.anims.length > 0;
  }

  /** The pose of a player's walking figure (undefined: it stands on its space). */
  readonly figurePose = (player: number): FigurePose | undefined => this.figurePoses.get(player);

  /** Scale of each marker while some pop up (undefined when none does: the token layer skips the lookup). */
  markerScale(): ((id: string) => number) | undefined {
    return this.markerScales.size ? (id) => this.markerScales.get(id) ?? 1 : undefined;
  }

  /** Starts the animations of a diff: `dropGroups` hold the newly placed tiles, drawn apart from the static board. */
  start(d: SceneDiff, dropGroups: readonly THREE.Group[]): void {
    const now = performance.now();
    // Tiles drop in.
    for (const g of dropGroups) {
      const t0 = now;
      g.position.y = DROP_HEIGHT;
      this.anims.push({
        step: (t) => {
          const k = Math.min(1, Math.max(0, (t - t0) / (DROP_MS * this.scale)));
          const e = 1 - Math.pow(1 - k, 3);
          g.position.y = DROP_HEIGHT * (1 - e) + Math.sin(k * Math.PI) * 0.05 * (1 - k);
          return k < 1;
        },
        finish: () => {
          this.landed();
        },
      });
    }
    // Figures walk their routes.
    for (const mv of d.movedFigures) {
      const pts = mv.route.map((id) => this.at(id)).filter((p): p is XZ => !!p);
      if (pts.length < 2) continue;
      const t0 = now;
      const seg = WALK_SEGMENT_MS * this.scale;
      const total = seg * (pts.length - 1);
      this.figurePoses.set(mv.player, { x: pts[0]!.x, z: pts[0]!.z, y: 0 });
      this.anims.push({
        step: (t) => {
          const k = Math.min(total, Math.max(0, t - t0));
          const i = Math.min(pts.length - 2, Math.floor(k / seg));
          const f = Math.min(1, (k - i * seg) / seg);
          const a = pts[i]!;
          const b = pts[i + 1]!;
          this.figurePoses.set(mv.player, { x: a.x + (b.x - a.x) * f, z: a.z + (b.z - a.z) * f, y: Math.sin(f * Math.PI) * WALK_HOP });
          if (k >= total) this.figurePoses.delete(mv.player);
          return k < total;
        },
        finish: () => this.figurePoses.delete(mv.player),
      });
    }
    // Markers pop up.
    if (d.addedMarkers.length) {
      const ids = [...d.addedMarkers];
      const t0 = now;
      for (const id of ids) this.markerScales.set(id, 0);
      this.anims.push({
        step: (t) => {
          const k = Math.min(1, Math.max(0, (t - t0) / (POP_MS * this.scale)));
          const s = k < 1 ? Math.sin(k * Math.PI * 0.5) * (1 + 0.25 * Math.sin(k * Math.PI)) : 1;
          for (const id of ids) this.markerScales.set(id, s);
          if (k >= 1) for (const id of ids) this.markerScales.delete(id);
          return k < 1;
        },
        finish: () => {
          for (const id of ids) this.markerScales.delete(id);
        },
      });
    }
  }

  /** Advances every animation to `now` (a frame's time); finished ones are finished and dropped. */
  step(now: number): void {
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
  }

  /** Jumps every running animation to its end. */
  finish(): void {
    const list = this.anims;
    this.anims = [];
    for (const a of list) a.finish();
  }
}
