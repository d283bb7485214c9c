/**
 * Ghost-tile selection: which of the legal placements of a revealed tile (`highlights.ghosts`)
 * is selected and previewed. Tab cycles through the positions, R turns through the legal
 * rotations at one position, a click on a ghost selects it and a click on the selected one (or
 * Enter) confirms it. The selection survives input changes while it stays legal.
 */
import type { Axial } from '../../../shared/model/board';
import { hexKey, pieceHexes, worldToHex } from './hexMath';
import type { HighlightLayer } from './highlightLayer';
import type { BoardSceneInput, GhostPlacement } from './sceneModel';
import type { XZ } from './tokenLayer';

export interface GhostEvents {
  /** The selected placement changed (position or rotation) by a command or a click. */
  changed(g: GhostPlacement): void;
  /** The selected placement was confirmed. */
  confirmed(g: GhostPlacement): void;
}

export class GhostSelection {
  private selected: GhostPlacement | null = null;

  constructor(
    /** Draws the ghosts (a board without WebGL passes one that draws nothing). */
    private readonly highlights: Pick<HighlightLayer, 'setGhosts'>,
    /** The current input (its highlights offer the ghosts). */
    private readonly input: () => BoardSceneInput,
    private readonly events: GhostEvents,
  ) {}

  current(): GhostPlacement | null {
    return this.selected;
  }

  /** True while the input offers ghost placements. */
  offered(): boolean {
    return !!this.input().highlights?.ghosts?.length;
  }

  /** After an input change: keeps the selection while it is still legal, else selects the first ghost; redraws the ghosts. */
  sync(): void {
    const h = this.input().highlights;
    const ghosts = h?.ghosts ?? [];
    const before = this.selected;
    if (this.selected && !ghosts.some((g) => sameGhost(g, this.selected!))) this.selected = null;
    if (!this.selected && ghosts.length) this.selected = ghosts[0]!;
    if (!ghosts.length) this.selected = null;
    this.highlights.setGhosts(ghosts, h?.ghostPiece, this.selected);
    if (this.selected && this.selected !== before) this.events.changed(this.selected);
  }

  /** Selects exactly this placement when it is offered (the table's position buttons). */
  choose(g: GhostPlacement): void {
    const hit = this.ghosts().find((o) => sameGhost(o, g));
    if (hit) this.select(hit);
  }

  /** Selects the next legal ghost position (step ±1; 0 selects the current or first one). */
  cycle(step: number): void {
    const positions = this.positions();
    if (positions.length === 0) return;
    const sel = this.selected;
    const cur = sel ? positions.findIndex((p) => p.q === sel.at.q && p.r === sel.at.r) : -1;
    this.selectAt(positions[wrap(cur + step, positions.length)]!);
  }

  /** Turns the selected ghost to its next legal rotation at the same position. */
  rotate(step: number): void {
    const g = this.selected;
    if (!g) return this.cycle(0);
    const options = this.optionsAt(g.at);
    if (options.length === 0) return;
    const rots = options.map((o) => o.rotation).sort((a, b) => a - b);
    const rot = rots[wrap(rots.indexOf(g.rotation) + step, rots.length)]!;
    this.select(options.find((o) => o.rotation === rot)!);
  }

  confirm(): void {
    if (this.selected) this.events.confirmed(this.selected);
  }

  /**
   * A click while ghosts are offered, at the ground point `ground()` (asked only then): a ghost
   * covering it is selected, or confirmed when it is the selected one. False when no ghost took
   * the click.
   */
  clickAt(ground: () => XZ | null): boolean {
    const ghosts = this.ghosts();
    const piece = this.input().highlights?.ghostPiece;
    if (!ghosts.length || !piece) return false;
    const p = ground();
    if (!p) return false;
    const clicked = hexKey(worldToHex(p.x, p.z));
    const covers = (g: GhostPlacement) => pieceHexes(g, piece).some((h) => hexKey(h) === clicked);
    const hit = ghosts.find(covers);
    if (!hit) return false;
    if (this.selected && covers(this.selected)) this.confirm();
    else this.selectAt(hit.at);
    return true;
  }

  private ghosts(): readonly GhostPlacement[] {
    return this.input().highlights?.ghosts ?? [];
  }

  private optionsAt(at: Axial): GhostPlacement[] {
    return this.ghosts().filter((o) => o.at.q === at.q && o.at.r === at.r);
  }

  /** The distinct positions of the ghosts, in input order. */
  private positions(): Axial[] {
    const seen = new Set<string>();
    const out: Axial[] = [];
    for (const g of this.ghosts()) {
      const k = hexKey(g.at);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(g.at);
      }
    }
    return out;
  }

  /** Selects a ghost at `at`, keeping the current rotation where it is legal there. */
  private selectAt(at: Axial): void {
    const options = this.optionsAt(at);
    const g = options.find((o) => o.rotation === this.selected?.rotation) ?? options[0];
    if (g) this.select(g);
  }

  private select(g: GhostPlacement): void {
    this.selected = g;
    this.highlights.setGhosts(this.ghosts(), this.input().highlights?.ghostPiece, g);
    this.events.changed(g);
  }
}

function sameGhost(a: GhostPlacement, b: GhostPlacement): boolean {
  return a.pieceId === b.pieceId && a.at.q === b.at.q && a.at.r === b.at.r && a.rotation === b.rotation;
}

/** i modulo n, never negative. */
function wrap(i: number, n: number): number {
  return ((i % n) + n) % n;
}
