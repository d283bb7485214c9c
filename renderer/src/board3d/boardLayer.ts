/**
 * The static board: tiles with procedural terrain, city buildings, paths, spaces with symbols,
 * fate tiles and waiting personalities (the stacks are an HTML legend: BoardCanvas.vue). Everything is batched:
 * every primitive is baked (bake.ts) into one vertex-coloured mesh, and all symbols and names
 * go into one quad batch: two draw calls.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SpaceKind } from '../../../shared/model/board';
import {
  type SymbolAtlas,
  coin,
  drawCarriage,
  drawFeeBadge,
  drawHostel,
  drawInn,
  drawLeisure,
  drawRibbon,
  drawScout,
  drawTownhall,
  drawWage,
  drawWindRose,
  text,
  wageKey,
} from './atlas';
import { type BakedPart, FAR_NO_WALLS, FAR_TOPS_ONLY, InstanceList, bakeGeometry, concatBaked, keepFaces, stripLidPrism, topFaces } from './bake';
import { QuadBatch, RibbonBatch } from './geometry';
import { hexKey, hexToWorld, pieceHexes, spaceWorld, worldToHex } from './hexMath';
import { mulberry32 } from './rng';
import { CITY_GROUND, CITY_PATH_HEX, HOMELAND_GROUND, PATH_HEX, SPACE_HEX, TERRAIN_HEX } from './palette';
import type { TerrainLod } from './lod';
import type { BoardSceneInput, SceneSpace } from './sceneModel';

export const TILE_TOP = 0;
export const SPACE_TOP = 0.035;
/** Height of a tile (its top at TILE_TOP). */
export const TILE_H = 0.14;
/** A space's dark outline prism: from just below the tile top to just under the space's lid. */
const OUTLINE_BOTTOM = -0.0026;
const OUTLINE_H = SPACE_TOP - 0.002 - OUTLINE_BOTTOM;
const OUTLINE_Y = OUTLINE_BOTTOM + OUTLINE_H / 2;

export interface LayerMaterials {
  /** Unlit, vertex-coloured: the static board carries its lighting baked into the colours. */
  readonly vertexBaked: THREE.MeshBasicMaterial;
  readonly symbols: THREE.MeshBasicMaterial;
}

export function createMaterials(atlas: SymbolAtlas): LayerMaterials {
  const vertexBaked = new THREE.MeshBasicMaterial({ color: 0xffffff, vertexColors: true });
  const symbols = new THREE.MeshBasicMaterial({ map: atlas.texture, transparent: true, alphaTest: 0.05, depthWrite: false });
  for (const m of [vertexBaked, symbols]) m.userData.shared = true;
  return { vertexBaked, symbols };
}

function treeGeometry(): THREE.BufferGeometry {
  // Open-ended trunk: its top is inside the crown, its bottom on the tile.
  const trunk = new THREE.CylinderGeometry(0.018, 0.024, 0.08, 5, 1, true).toNonIndexed();
  trunk.translate(0, 0.04, 0);
  const crown = new THREE.ConeGeometry(0.075, 0.2, 6).toNonIndexed();
  crown.translate(0, 0.17, 0);
  const colour = (g: THREE.BufferGeometry, c: THREE.Color) => {
    const n = g.getAttribute('position').count;
    g.setAttribute('color', new THREE.Float32BufferAttribute(Array.from({ length: n * 3 }, (_, i) => [c.r, c.g, c.b][i % 3]!), 3));
    g.deleteAttribute('uv');
    return g;
  };
  return mergeGeometries([colour(trunk, new THREE.Color(0x6b4a2b)), colour(crown, new THREE.Color(0xffffff))], false)!;
}

function houseGeometry(): THREE.BufferGeometry {
  // The walls' top is hidden under the roof, and the roof is an open pyramid (4 faces).
  const walls = keepFaces(new THREE.BoxGeometry(0.12, 0.09, 0.09), (ny) => ny < 0.9).toNonIndexed();
  walls.translate(0, 0.045, 0);
  const roof = new THREE.CylinderGeometry(0, 0.075, 0.06, 4, 1, true).toNonIndexed();
  roof.rotateY(Math.PI / 4);
  roof.scale(1.15, 1, 0.9);
  roof.translate(0, 0.12, 0);
  const colour = (g: THREE.BufferGeometry, c: THREE.Color) => {
    const n = g.getAttribute('position').count;
    g.setAttribute('color', new THREE.Float32BufferAttribute(Array.from({ length: n * 3 }, (_, i) => [c.r, c.g, c.b][i % 3]!), 3));
    g.deleteAttribute('uv');
    return g;
  };
  return mergeGeometries([colour(walls, new THREE.Color(0xffffff)), colour(roof, new THREE.Color(0xa8432f))], false)!;
}

function distToSegment(px: number, pz: number, ax: number, az: number, bx: number, bz: number): number {
  const dx = bx - ax;
  const dz = bz - az;
  const l2 = dx * dx + dz * dz || 1;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / l2));
  return Math.hypot(px - (ax + t * dx), pz - (az + t * dz));
}

/** Symbol cell for a space (null: plain path space without toll). */
function spaceSymbol(atlas: SymbolAtlas, s: SceneSpace, hasFate: boolean) {
  switch (s.kind) {
    case 'centre':
      return atlas.get(`centre:${s.toll ?? 0}`, 1, (c, w, h) => drawScout(c, w, h, s.toll));
    case 'inn':
      return atlas.get(`inn:${s.fee ?? 0}`, 1, (c, w, h) => {
        drawInn(c, w, h);
        if (s.fee) drawFeeBadge(c, s.fee, w, h);
      });
    case 'hostel':
      return atlas.get(`hostel:${s.fee ?? 0}`, 1, (c, w, h) => {
        drawHostel(c, w, h);
        if (s.fee) drawFeeBadge(c, s.fee, w, h);
      });
    case 'townhall':
      return atlas.get('townhall', 1, drawTownhall);
    case 'carriage':
      return atlas.get('carriage', 1, drawCarriage);
    case 'leisure':
      return atlas.get(`leisure:${(s.leisure ?? []).join('+')}`, 1, (c, w, h) => drawLeisure(c, s.leisure ?? [], w, h));
    case 'work':
      if (s.wage) {
        const wage = s.wage;
        return atlas.get(`wage:${wageKey(wage)}`, 1, (c, w, h) => drawWage(c, wage, w, h));
      }
      if (s.fateSlot !== undefined && !hasFate) return atlas.get('fate-slot', 1, (c, w, h) => text(c, '?', w / 2, h / 2, h * 0.5, '#8a7a5a'));
      return null;
    case 'path':
      if (s.toll) {
        const toll = s.toll;
        return atlas.get(`toll:${toll}`, 1, (c, w, h) => coin(c, toll, w / 2, h / 2, h * 0.3));
      }
      return null;
    default:
      return null;
  }
}

const SQUARE: SpaceKind[] = ['path', 'inn', 'hostel', 'townhall'];
const ROUND: SpaceKind[] = ['work', 'leisure', 'carriage'];
const PATH_WIDTH = 0.075;
/** Half-width of the square, inradius of the hexagonal and radius of the round space prisms. */
const SQUARE_HALF = 0.1;
const HEX_INRADIUS = 0.15 * Math.cos(Math.PI / 6);
const ROUND_RADIUS = 0.12;
const OUTLINE_SCALE = 1.18;

function spaceSize(s: SceneSpace): number {
  return s.kind === 'centre' ? 1.25 : s.kind === 'path' && !s.toll ? 0.8 : 1;
}

/**
 * How far from a space's centre a path ribbon of `width` may end and still be hidden under the
 * space's outline: its end corners stay inside the outline's inscribed circle.
 */
export function coveredEnd(s: SceneSpace, width: number): number {
  if (s.kind === 'homeland') return 0;
  const r = (SQUARE.includes(s.kind) ? SQUARE_HALF : ROUND.includes(s.kind) ? ROUND_RADIUS : HEX_INRADIUS) * spaceSize(s) * OUTLINE_SCALE;
  return Math.max(0, Math.sqrt(Math.max(0, r * r - (width / 2) ** 2)) - 0.005);
}

export interface BoardLayerOptions {
  /** Hex keys whose pieces, spaces and links are left out (a tile that is still dropping in). */
  readonly skipHexes?: ReadonlySet<string>;
  /** Only these pieces (for the drop-in animation group). */
  readonly onlyPieces?: ReadonlySet<string>;
}

export function buildBoardLayer(input: BoardSceneInput, atlas: SymbolAtlas, mats: LayerMaterials, opts: BoardLayerOptions = {}): THREE.Group {
  const group = new THREE.Group();
  group.name = 'board';
  const skip = opts.skipHexes;
  const only = opts.onlyPieces;
  const inSkip = (x: number, z: number) => (skip ? skip.has(hexKey(worldHex(x, z))) : false);

  const bases = new InstanceList();
  const trees = new InstanceList();
  const furrows = new InstanceList();
  const tufts = new InstanceList();
  const houses = new InstanceList();
  const quads = new QuadBatch();
  const ribbons = new RibbonBatch();

  for (const { placed, def } of input.pieces) {
    if (only && !only.has(def.id)) continue;
    if (!only && skip && pieceHexes(placed, def).some((h) => skip.has(hexKey(h)))) continue;
    const rnd = mulberry32(hashString(def.id));
    const hexes = pieceHexes(placed, def);
    const pts = def.spaces.map((s) => spaceWorld(placed, def, s));
    const byId = new Map(def.spaces.map((s, i) => [s.id, pts[i]!]));
    const segs = def.links.map(([a, b]) => [byId.get(a), byId.get(b)] as const).filter((x) => x[0] && x[1]);
    const clear = (x: number, z: number, sd: number, pd: number) =>
      pts.every((p) => Math.hypot(p.x - x, p.z - z) > sd) && segs.every(([a, b]) => distToSegment(x, z, a!.x, a!.z, b!.x, b!.z) > pd);
    const ground = def.kind === 'city' ? CITY_GROUND : def.kind === 'homeland' ? HOMELAND_GROUND : TERRAIN_HEX[def.terrain ?? 'meadow'];
    for (const h of hexes) {
      const c = hexToWorld(h);
      const tint = new THREE.Color(ground).offsetHSL(0, 0, (rnd() - 0.5) * 0.04);
      bases.add(c.x, TILE_TOP - TILE_H / 2, c.z, 1, 1, 1, tint);
      const sample = (n: number, fn: (x: number, z: number, i: number) => void) => {
        for (let i = 0, tries = 0; i < n && tries < n * 6; tries++) {
          const a = rnd() * Math.PI * 2;
          const r = Math.sqrt(rnd()) * 0.8;
          const x = c.x + Math.cos(a) * r;
          const z = c.z + Math.sin(a) * r;
          if (fn.length >= 0 && clear(x, z, 0.19, 0.09)) {
            fn(x, z, i);
            i++;
          }
        }
      };
      if (def.kind === 'city') {
        sample(7, (x, z) => houses.add(x, TILE_TOP, z, 1.3 + rnd() * 0.5, 1.2 + rnd() * 0.9, 1.3 + rnd() * 0.4, new THREE.Color().setHSL(0.1, 0.25, 0.75 + rnd() * 0.2), rnd() * Math.PI));
      } else if (def.terrain === 'forest') {
        sample(20, (x, z) => {
          const s = 1.1 + rnd() * 0.6;
          trees.add(x, TILE_TOP, z, s, s, s, new THREE.Color().setHSL(0.3 + rnd() * 0.06, 0.45, 0.22 + rnd() * 0.1), rnd() * 6);
        });
      } else if (def.terrain === 'field') {
        // Parallel furrows across the hex, clipped to its inner circle, in a per-tile direction.
        const yaw = rnd() * Math.PI;
        const dx = Math.cos(yaw);
        const dz = -Math.sin(yaw);
        for (let k = -6; k <= 6; k++) {
          const off = k * 0.12;
          const half = Math.sqrt(Math.max(0, 0.8 * 0.8 - off * off));
          if (half < 0.1) continue;
          const px = c.x - dz * off;
          const pz = c.z + dx * off;
          const col = new THREE.Color(k % 2 ? 0xb8923c : 0xc9a447);
          furrows.add(px, TILE_TOP + 0.004, pz, half * 2, 1, 1, col, yaw);
        }
        sample(3, (x, z) => tufts.add(x, TILE_TOP, z, 1.4, 0.7, 1.4, 0xd8c070, rnd()));
      } else if (def.kind === 'homeland') {
        quads.add(atlas.get('windrose', 1, drawWindRose), c.x, TILE_TOP + 0.003, c.z, 1.35);
      } else {
        sample(10, (x, z) => {
          const flower = rnd() < 0.4;
          tufts.add(x, TILE_TOP, z, 1, flower ? 0.6 : 1, 1, flower ? new THREE.Color().setHSL(rnd(), 0.7, 0.75) : new THREE.Color().setHSL(0.27, 0.5, 0.35 + rnd() * 0.1), rnd() * 6);
        });
        if (rnd() < 0.6) sample(2, (x, z) => trees.add(x, TILE_TOP, z, 0.7, 0.7, 0.7, new THREE.Color().setHSL(0.28, 0.45, 0.3), 0));
      }
    }
    // (A city's name is an HTML label over the canvas, always upright and readable: cityLabels.)
  }

  if (only) return finish();

  // Paths between spaces.
  const sp = new Map(input.spaces.map((s) => [s.id, s]));
  const pathCol = new THREE.Color(PATH_HEX);
  const cityCol = new THREE.Color(CITY_PATH_HEX);
  const cityHexes = new Set(input.pieces.filter((p) => p.def.kind === 'city').flatMap((p) => pieceHexes(p.placed, p.def).map(hexKey)));
  for (const [a, b] of input.links) {
    const sa = sp.get(a);
    const sb = sp.get(b);
    if (!sa || !sb || inSkip(sa.x, sa.z) || inSkip(sb.x, sb.z)) continue;
    const city = cityHexes.has(hexKey(worldHex((sa.x + sb.x) / 2, (sa.z + sb.z) / 2)));
    // The ribbon ends under the spaces' outlines: no hidden pixels to rasterise beneath them.
    const len = Math.hypot(sb.x - sa.x, sb.z - sa.z);
    const ca = coveredEnd(sa, PATH_WIDTH);
    const cb = coveredEnd(sb, PATH_WIDTH);
    if (len <= ca + cb) continue;
    const ux = (sb.x - sa.x) / len;
    const uz = (sb.z - sa.z) / len;
    ribbons.add(sa.x + ux * ca, sa.z + uz * ca, sb.x - ux * cb, sb.z - uz * cb, TILE_TOP + 0.008, PATH_WIDTH, city ? cityCol : pathCol);
  }

  // Spaces: a dark outline prism per shape with a flat lid of the space colour just above its
  // top (the lid is all that shows of a fill prism), then symbols.
  const square = new InstanceList();
  const hexag = new InstanceList();
  const round = new InstanceList();
  const squareLid = new InstanceList();
  const hexLid = new InstanceList();
  const roundLid = new InstanceList();
  const fateAt = new Map(input.fateTiles.map((f) => [f.spaceId, f]));
  const outline = new THREE.Color(0x3b2c1c);
  for (const s of input.spaces) {
    if (inSkip(s.x, s.z)) continue;
    if (s.kind === 'homeland') continue;
    const sq = SQUARE.includes(s.kind);
    const rd = ROUND.includes(s.kind);
    const size = spaceSize(s);
    const fill = new THREE.Color(SPACE_HEX[s.kind]);
    (sq ? square : rd ? round : hexag).add(s.x, OUTLINE_Y, s.z, size * OUTLINE_SCALE, OUTLINE_H / SPACE_TOP, size * OUTLINE_SCALE, outline);
    (sq ? squareLid : rd ? roundLid : hexLid).add(s.x, SPACE_TOP / 2, s.z, size, 1, size, fill);
    // (No ribbon joint disc at path spaces: the space's square covers the corner.)
    const uv = spaceSymbol(atlas, s, fateAt.has(s.id));
    if (uv) quads.add(uv, s.x, SPACE_TOP + 0.002, s.z, s.kind === 'centre' ? 0.3 : 0.24);
  }

  // Fate tiles: a wooden tile on the work place, its wage printed on top.
  const fate = new InstanceList();
  for (const f of input.fateTiles) {
    const s = sp.get(f.spaceId);
    if (!s || inSkip(s.x, s.z)) continue;
    fate.add(s.x, SPACE_TOP + 0.015, s.z, 1, 1, 1, 0xe9d9a8, Math.PI / 4);
    const wage = f.wage;
    quads.add(atlas.get(`wage:${wageKey(wage)}`, 1, (c, w, h) => drawWage(c, wage, w, h)), s.x, SPACE_TOP + 0.032, s.z, 0.24);
  }

  // Waiting personalities: a standing card beside the inn with the name on a ribbon.
  const cards = new InstanceList();
  for (const p of input.personalities) {
    const s = sp.get(p.spaceId);
    if (!s) continue;
    cards.add(s.x + 0.2, SPACE_TOP + 0.1, s.z - 0.05, 1, 1, 1, 0xf0d7a0, 0.3);
    const name = p.name;
    quads.add(atlas.get(`pers:${name}`, 4, (c, w, h) => drawRibbon(c, name, w, h, '#ffe9b0', '#402000')), s.x + 0.2, SPACE_TOP + 0.22, s.z + 0.14, 0.1);
  }

  return finish();

  function finish(): THREE.Group {
    // All lit static geometry is baked into one vertex-coloured mesh: one draw call.
    const ribbonGeo = only ? null : ribbons.build();
    // Front-most first, the tile bases last: the bases' hidden pixels (under spaces, paths,
    // trees) then fail the depth test before shading (early-z) instead of being overdrawn.
    // Far level of detail (see lod.ts): the walls of spaces and furrows, under a pixel tall from
    // afar, and the tree trunks, hidden under their crowns from above, are left out.
    const parts: BakedPart[] = [
      ['trees', trees.bake(treeGeometry()), FAR_NO_WALLS],
      ['houses', houses.bake(houseGeometry())],
    ];
    if (!only) {
      const squareGeo = () => new THREE.BoxGeometry(SQUARE_HALF * 2, SPACE_TOP, SQUARE_HALF * 2);
      const hexGeo = () => stripLidPrism(HEX_INRADIUS / Math.cos(Math.PI / 6), SPACE_TOP, 6);
      const roundGeo = () => stripLidPrism(ROUND_RADIUS, SPACE_TOP, 10);
      parts.push(
        ['fate', fate.bake(new THREE.BoxGeometry(0.22, 0.03, 0.22))],
        ['cards', cards.bake(new THREE.BoxGeometry(0.14, 0.2, 0.015))],
        // Lids before outlines: the outlines' tops under the lids then fail the depth test.
        ['squareLids', squareLid.bake(topFaces(squareGeo()))],
        ['hexLids', hexLid.bake(topFaces(hexGeo()))],
        ['roundLids', roundLid.bake(topFaces(roundGeo()))],
        ['squareOutlines', square.bake(squareGeo()), FAR_TOPS_ONLY],
        ['hexOutlines', hexag.bake(hexGeo()), FAR_TOPS_ONLY],
        ['roundOutlines', round.bake(roundGeo()), FAR_TOPS_ONLY],
        ['paths', ribbonGeo && ribbonGeo.index ? bakeGeometry(ribbonGeo) : null],
      );
    }
    parts.push(
      ['furrows', furrows.bake(new THREE.BoxGeometry(1, 0.012, 0.05)), FAR_TOPS_ONLY],
      ['tufts', tufts.bake(new THREE.ConeGeometry(0.03, 0.05, 4).translate(0, 0.025, 0))],
      ['bases', bases.bake(stripLidPrism(0.975, TILE_H, 6))],
    );
    ribbonGeo?.dispose();
    const lods = concatBaked(parts);
    if (lods) {
      const near = new THREE.Mesh(lods.near, mats.vertexBaked);
      near.name = 'terrain';
      const far = new THREE.Mesh(lods.far, mats.vertexBaked);
      far.name = 'terrain-far';
      far.visible = false;
      group.add(near, far);
      group.userData.lod = { near, far } satisfies TerrainLod;
    }
    if (quads.size > 0) {
      const m = new THREE.Mesh(quads.build(), mats.symbols);
      m.name = 'symbols';
      m.renderOrder = 2;
      group.add(m);
    }
    atlas.flush();
    return group;
  }
}

/** A city's name and where it is shown: over the north of its northern-most hex, towards the city's middle. */
export interface CityLabel {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly z: number;
}

/** The names of the cities on the board and their anchors (BoardCanvas.vue draws them as HTML over the canvas). */
export function cityLabels(input: BoardSceneInput): CityLabel[] {
  const out: CityLabel[] = [];
  for (const { placed, def } of input.pieces) {
    if (def.kind !== 'city' || !def.city) continue;
    const hexes = pieceHexes(placed, def);
    const cx = hexes.reduce((s, h) => s + hexToWorld(h).x, 0) / hexes.length;
    const top = hexes.reduce((a, h) => (hexToWorld(h).z < hexToWorld(a).z ? h : a));
    const tw = hexToWorld(top);
    out.push({ id: def.id, name: def.city, x: (tw.x + cx) / 2, z: tw.z - 0.55 });
  }
  return out;
}

function worldHex(x: number, z: number) {
  return worldToHex(x, z);
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
