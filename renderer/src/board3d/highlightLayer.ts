/**
 * Interaction overlays: legal destinations with their cost, the route under the pointer,
 * the hovered space, and ghost placements of a revealed tile/city (the selected one previewed
 * with its paths and spaces at the chosen rotation).
 */
import * as THREE from 'three';
import type { PieceDef, SpaceId } from '../../../shared/model/board';
import { type SymbolAtlas, drawCostBadge } from './atlas';
import { SPACE_TOP } from './boardLayer';
import { displayColour } from './colourSpace';
import { topFaces } from './bake';
import { QuadBatch, RibbonBatch, disposeObject, mergedCopies } from './geometry';
import { hexToWorld, pieceHexes, spaceWorld } from './hexMath';
import type { GhostPlacement, LegalDestination } from './sceneModel';
import type { XZ } from './tokenLayer';

export class HighlightLayer {
  readonly group = new THREE.Group();
  private dest: THREE.Group | null = null;
  private route: THREE.Mesh | null = null;
  private ghosts: THREE.Group | null = null;
  private readonly hover: THREE.Mesh;
  private readonly ringMat = new THREE.MeshBasicMaterial({ color: displayColour(0xfff36b), transparent: true, opacity: 0.9, depthWrite: false });
  private readonly routeMat = new THREE.MeshBasicMaterial({ color: displayColour(0xff9f1c), transparent: true, opacity: 0.92, depthWrite: false });
  private readonly ghostMat = new THREE.MeshBasicMaterial({ color: displayColour(0xfff4c2), transparent: true, opacity: 0.14, depthWrite: false });
  private readonly ghostSelMat = new THREE.MeshBasicMaterial({ color: displayColour(0xfff1a8), transparent: true, opacity: 0.55, depthWrite: false });
  private readonly ghostRimMat = new THREE.MeshBasicMaterial({ color: displayColour(0xfff1a8), transparent: true, opacity: 0.7, depthWrite: false });
  private readonly ghostLineMat = new THREE.MeshBasicMaterial({ color: displayColour(0x5a3b12), depthWrite: false });

  constructor(
    private readonly atlas: SymbolAtlas,
    private readonly labelMat: THREE.Material,
    /**
     * Draws a whole piece as it would lie (terrain, paths, spaces and their symbols) for the
     * selected ghost; without it the ghost shows its paths and spaces as lines and dots.
     */
    private readonly pieceBuilder: ((placed: GhostPlacement, piece: PieceDef) => THREE.Group) | null = null,
  ) {
    this.group.name = 'highlights';
    for (const m of [this.ringMat, this.routeMat, this.ghostMat, this.ghostSelMat, this.ghostRimMat, this.ghostLineMat]) m.userData.shared = true;
    const ring = new THREE.RingGeometry(0.16, 0.21, 24).rotateX(-Math.PI / 2);
    this.hover = new THREE.Mesh(ring, new THREE.MeshBasicMaterial({ color: displayColour(0xffffff), depthWrite: false }));
    this.hover.visible = false;
    this.hover.renderOrder = 3;
    this.group.add(this.hover);
  }

  /** A see-through copy of a board material for the ghost piece (one per material, kept). */
  private readonly ghostMats = new Map<THREE.Material, THREE.Material>();
  private ghostly(m: THREE.Material): THREE.Material {
    let c = this.ghostMats.get(m);
    if (!c) {
      c = m.clone();
      c.transparent = true;
      c.opacity = 0.72;
      c.depthWrite = false;
      c.userData = { shared: true };
      this.ghostMats.set(m, c);
    }
    return c;
  }

  setHover(p: XZ | null): void {
    this.hover.visible = !!p;
    if (p) this.hover.position.set(p.x, SPACE_TOP + 0.006, p.z);
  }

  setDestinations(dests: readonly LegalDestination[], at: (id: SpaceId) => XZ | undefined): void {
    if (this.dest) {
      this.group.remove(this.dest);
      disposeObject(this.dest);
      this.dest = null;
    }
    if (dests.length === 0) return;
    const g = new THREE.Group();
    const quads = new QuadBatch();
    const ringAt: { x: number; y: number; z: number }[] = [];
    for (const d of dests) {
      const p = at(d.spaceId);
      if (!p) continue;
      ringAt.push({ x: p.x, y: SPACE_TOP + 0.004, z: p.z });
      // the points as a figure (and a coin with the toll): readable from the board's usual tilt
      const uv = this.atlas.get(`cost:${d.points}:${d.thalers}`, d.thalers > 0 ? 2 : 1, (c, w, h) => drawCostBadge(c, d.points, d.thalers, w, h));
      quads.add(uv, p.x, SPACE_TOP + 0.05, p.z - 0.23, 0.15);
    }
    const rings = new THREE.Mesh(mergedCopies(new THREE.RingGeometry(0.135, 0.185, 20).rotateX(-Math.PI / 2), ringAt), this.ringMat);
    rings.name = 'destinations';
    rings.renderOrder = 3;
    g.add(rings);
    const labels = new THREE.Mesh(quads.build(), this.labelMat);
    labels.name = 'destination-costs';
    labels.renderOrder = 4;
    g.add(labels);
    this.atlas.flush();
    this.dest = g;
    this.group.add(g);
  }

  setRoute(path: readonly SpaceId[] | null, at: (id: SpaceId) => XZ | undefined): void {
    if (this.route) {
      this.group.remove(this.route);
      this.route.geometry.dispose();
      this.route = null;
    }
    if (!path || path.length < 2) return;
    const rb = new RibbonBatch();
    // wide and warm: the walk must read at a glance over the yellow destination rings
    const c = new THREE.Color(0xff9f1c);
    for (let i = 1; i < path.length; i++) {
      const a = at(path[i - 1]!);
      const b = at(path[i]!);
      if (!a || !b) continue;
      rb.add(a.x, a.z, b.x, b.z, SPACE_TOP + 0.008, 0.11, c);
      rb.disc(b.x, b.z, SPACE_TOP + 0.008, 0.075, c);
    }
    this.route = new THREE.Mesh(rb.build(), this.routeMat);
    this.route.name = 'route';
    this.route.renderOrder = 3;
    this.group.add(this.route);
  }

  /** Ghost hexes at every legal position; the selected placement shows the piece's paths. */
  setGhosts(ghosts: readonly GhostPlacement[], piece: PieceDef | undefined, selected: GhostPlacement | null): void {
    if (this.ghosts) {
      this.group.remove(this.ghosts);
      this.ghosts.traverse((o) => (o as THREE.Mesh).geometry?.dispose());
      this.ghosts = null;
    }
    if (ghosts.length === 0 || !piece) return;
    const g = new THREE.Group();
    g.name = 'ghosts';
    const seen = new Set<string>();
    const cells: XZ[] = [];
    for (const gh of ghosts) {
      for (const h of pieceHexes(gh, piece)) {
        const k = `${h.q},${h.r}`;
        if (seen.has(k)) continue;
        seen.add(k);
        cells.push(hexToWorld(h));
      }
    }
    // Translucent fills are flat hexagons (the lid of the 0.02-thick tile they stand for): no
    // blended side walls. Merged copies, not instances (see mergedCopies).
    const hexLid = () => topFaces(new THREE.CylinderGeometry(0.93, 0.93, 0.02, 6));
    const fill = new THREE.Mesh(mergedCopies(hexLid(), cells.map((c) => ({ x: c.x, y: 0.02, z: c.z }))), this.ghostMat);
    fill.renderOrder = 3;
    g.add(fill);
    // A bright rim on every legal position (reads better than the fill alone).
    const rimGeo = new THREE.RingGeometry(0.84, 0.92, 6, 1, Math.PI / 6).rotateX(-Math.PI / 2);
    const rims = new THREE.Mesh(mergedCopies(rimGeo, cells.map((c) => ({ x: c.x, y: 0.035, z: c.z }))), this.ghostRimMat);
    rims.renderOrder = 3;
    g.add(rims);
    if (selected && this.pieceBuilder) {
      // The piece itself, raised a little: its terrain, paths and spaces with their symbols.
      const built = this.pieceBuilder(selected, piece);
      built.name = 'ghost-piece';
      built.position.y = 0.06;
      built.traverse((o) => {
        o.renderOrder = 4;
        o.frustumCulled = false;
        const mesh = o as THREE.Mesh;
        if (mesh.material && !Array.isArray(mesh.material)) mesh.material = this.ghostly(mesh.material);
      });
      g.add(built);
      // A bright, wide rim: this is a preview, not a placed piece.
      const wide = new THREE.RingGeometry(0.78, 0.97, 6, 1, Math.PI / 6).rotateX(-Math.PI / 2);
      const selRim = new THREE.Mesh(mergedCopies(wide, pieceHexes(selected, piece).map((h) => ({ ...hexToWorld(h), y: 0.11 }))), this.ringMat);
      selRim.renderOrder = 5;
      g.add(selRim);
    } else if (selected) {
      const selAt = pieceHexes(selected, piece).map((h) => ({ ...hexToWorld(h), y: 0.05 }));
      const sel = new THREE.Mesh(mergedCopies(hexLid(), selAt), this.ghostSelMat);
      sel.renderOrder = 4;
      g.add(sel);
      const rb = new RibbonBatch();
      const col = new THREE.Color(0x5a3b12);
      const pos = new Map(piece.spaces.map((s) => [s.id, spaceWorld(selected, piece, s)]));
      for (const [a, b] of piece.links) {
        const pa = pos.get(a);
        const pb = pos.get(b);
        if (pa && pb) rb.add(pa.x, pa.z, pb.x, pb.z, 0.07, 0.05, col);
      }
      for (const s of piece.spaces) {
        const p = pos.get(s.id)!;
        rb.disc(p.x, p.z, 0.071, s.kind === 'path' ? 0.05 : 0.09, s.edge !== undefined ? new THREE.Color(0xc0392b) : col, 12);
      }
      const lines = new THREE.Mesh(rb.build(), this.ghostLineMat);
      lines.renderOrder = 5;
      g.add(lines);
    }
    this.ghosts = g;
    this.group.add(g);
  }

  dispose(): void {
    disposeObject(this.group);
    for (const m of [this.ringMat, this.routeMat, this.ghostMat, this.ghostSelMat, this.ghostRimMat, this.ghostLineMat]) m.dispose();
    for (const m of this.ghostMats.values()) m.dispose();
  }
}
