/**
 * Synthetic but plausible piece definitions and boards for the bench, tests and the dev page,
 * used until shared/data/pieces lands (then the bench builds from PIECES instead).
 * Deterministic (seeded) so screenshots are comparable.
 */
import type { Axial, PieceDef, PlacedPiece, SpaceDef, SpaceId, Wage } from '../../../shared/model/board';
import type { CityName, LeisureType, PlayerColour, ScantlingColour, Terrain } from '../../../shared/model/components';
import { CITY_NAMES, LEISURE_TYPES, PLAYER_COLOURS } from '../../../shared/model/components';
import { deriveSpaces } from './deriveSpaces';
import { mulberry32 } from './rng';
import { AXIAL_DIRECTIONS, addAxial, edgeMidpoint, hexKey, hexToWorld, pieceHexes } from './hexMath';
import type { BoardSceneInput, GhostPlacement, LegalDestination, SceneMarker, ScenePiece, SceneSpace } from './sceneModel';

export { mulberry32 };

const WORK_COLOURS: ScantlingColour[] = ['orange', 'black', 'blue', 'green', 'yellow'];

function randomWage(rnd: () => number, rich = false): Wage {
  if (rnd() < 0.35) {
    const table = Array.from({ length: 6 }, () => (rnd() < 0.3 ? null : WORK_COLOURS[Math.floor(rnd() * 5)]!));
    return { kind: 'rolled', table };
  }
  return {
    kind: 'fixed',
    thalers: 1 + Math.floor(rnd() * (rich ? 4 : 3)) + (rich ? 1 : 0),
    scantling: rnd() < 0.15 ? null : WORK_COLOURS[Math.floor(rnd() * 5)]!,
  };
}

function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}

/** A landscape (or start) tile: centre, a path to each connection edge, a few spurs. */
export function syntheticTile(id: string, terrain: Terrain, connections: number, rnd: () => number, kind: 'landscape' | 'start' = 'landscape'): PieceDef {
  const edges = [0, 1, 2, 3, 4, 5].sort(() => rnd() - 0.5).slice(0, connections).sort();
  const spaces: SpaceDef[] = [{ id: 'c', kind: 'centre', hex: 0, pos: [0, 0] }];
  const links: [string, string][] = [];
  const spurKinds: SpaceDef['kind'][] =
    terrain === 'meadow' ? ['inn', 'hostel', 'work'] : terrain === 'forest' ? ['work', 'leisure', 'hostel'] : ['work', 'leisure'];
  let spurs = 0;
  for (const d of edges) {
    const m = edgeMidpoint(d);
    const p: [number, number] = [m[0] * 0.5, m[1] * 0.5];
    const pid = `p${d}`;
    let pathKind: SpaceDef['kind'] = 'path';
    let fee: number | undefined;
    if (spurs < 3 && rnd() < 0.3 && (terrain === 'meadow' || kind === 'start')) {
      pathKind = rnd() < 0.5 ? 'inn' : 'hostel';
      fee = 1 + Math.floor(rnd() * 2);
      spurs++;
    }
    spaces.push({ id: pid, kind: pathKind, hex: 0, pos: p, ...(fee ? { fee } : {}) });
    spaces.push({ id: `e${d}`, kind: 'path', hex: 0, edge: d as 0, pos: m });
    links.push(['c', pid], [pid, `e${d}`]);
    if (spurs < 3 && rnd() < 0.55) {
      // A dead-end spur to the side of the path.
      const side = rnd() < 0.5 ? 1 : -1;
      const len = Math.hypot(m[0], m[1]);
      const nx = (-m[1] / len) * 0.34 * side;
      const nz = (m[0] / len) * 0.34 * side;
      const sk = pick(rnd, spurKinds);
      const sid = `s${d}`;
      const sp: SpaceDef = {
        id: sid,
        kind: sk,
        hex: 0,
        pos: [p[0] + nx, p[1] + nz],
        ...(sk === 'work' ? { wage: randomWage(rnd) } : {}),
        ...(sk === 'leisure' ? { leisure: [pick(rnd, LEISURE_TYPES), ...(rnd() < 0.4 ? [pick(rnd, LEISURE_TYPES)] : [])].filter((v, i, a) => a.indexOf(v) === i) as LeisureType[] } : {}),
        ...(sk === 'inn' || sk === 'hostel' ? { fee: 1 + Math.floor(rnd() * 2) } : {}),
      };
      spaces.push(sp);
      links.push([pid, sid]);
      spurs++;
    }
  }
  return { id, kind, terrain, hexes: [{ q: 0, r: 0 }], spaces, links };
}

const CITY_HEXES: Axial[] = [
  { q: 0, r: 0 },
  { q: 1, r: 0 },
  { q: 1, r: -1 },
];
/** Outer edges per city hex (the other two face the city's own hexes). */
const CITY_OUTER: number[][] = [
  [2, 3, 4, 5],
  [0, 1, 4, 5],
  [0, 1, 2, 3],
];

export function syntheticCity(city: CityName, rnd: () => number): PieceDef {
  const hubs = CITY_HEXES.map((h) => hexToWorld(h));
  const centroid = { x: (hubs[0]!.x + hubs[1]!.x + hubs[2]!.x) / 3, z: (hubs[0]!.z + hubs[1]!.z + hubs[2]!.z) / 3 };
  const rel = (hex: number, x: number, z: number): [number, number] => [x - hubs[hex]!.x, z - hubs[hex]!.z];
  const spaces: SpaceDef[] = [
    { id: 'c', kind: 'centre', hex: 0, pos: rel(0, centroid.x, centroid.z), toll: 1 + Math.floor(rnd() * 2) },
  ];
  const links: [string, string][] = [];
  const buildings: SpaceDef['kind'][][] = [
    ['inn', 'work'],
    ['townhall', 'hostel', 'work'],
    ['carriage', 'work'],
  ];
  let fateSlots = city === 'Sellm' ? 2 : 1;
  CITY_HEXES.forEach((_, i) => {
    const hub = `h${i}`;
    const hc = hubs[i]!;
    // Hub a bit towards the centroid.
    const hx = hc.x + (centroid.x - hc.x) * 0.25;
    const hz = hc.z + (centroid.z - hc.z) * 0.25;
    spaces.push({ id: hub, kind: 'path', hex: i, pos: rel(i, hx, hz) });
    links.push(['c', hub]);
    const outer = CITY_OUTER[i]!;
    const entrances = outer.filter(() => rnd() < 0.5).slice(0, 2);
    if (entrances.length === 0) entrances.push(outer[1]!);
    for (const d of entrances) {
      const m = edgeMidpoint(d);
      spaces.push({ id: `t${i}${d}`, kind: 'path', hex: i, pos: [m[0] * 0.55, m[1] * 0.55], toll: 1 });
      spaces.push({ id: `e${i}${d}`, kind: 'path', hex: i, edge: d as 0, pos: m });
      links.push([hub, `t${i}${d}`], [`t${i}${d}`, `e${i}${d}`]);
    }
    // Buildings on the free outer edges' directions, as spurs off the hub.
    const free = outer.filter((d) => !entrances.includes(d));
    const kinds = [...buildings[i]!];
    if (fateSlots > 0 && i === 2) kinds.push('work');
    kinds.forEach((k, j) => {
      const d = free[j % free.length] ?? outer[0]!;
      const m = edgeMidpoint(d);
      const ang = (j >= free.length ? 0.5 : 0) + (j % 2 ? 0.25 : -0.25);
      const c = Math.cos(ang);
      const s = Math.sin(ang);
      const v: [number, number] = [(m[0] * c - m[1] * s) * 0.62, (m[0] * s + m[1] * c) * 0.62];
      const id = `b${i}${j}`;
      const isFate = k === 'work' && fateSlots > 0 && (i === 2 || (city === 'Sellm' && i === 1));
      const sp: SpaceDef = {
        id,
        kind: k,
        hex: i,
        pos: v,
        ...(k === 'inn' || k === 'hostel' ? { fee: 2 + Math.floor(rnd() * 2) } : {}),
        ...(k === 'work' && !isFate ? { wage: randomWage(rnd, true) } : {}),
        ...(isFate ? { fateSlot: (city === 'Sellm' ? 2 : 1) - fateSlots } : {}),
      };
      if (isFate) fateSlots--;
      spaces.push(sp);
      links.push([hub, id]);
    });
  });
  return { id: `city-${city}`, kind: 'city', city, hexes: CITY_HEXES, spaces, links };
}

export function syntheticHomeland(): PieceDef {
  const spaces: SpaceDef[] = [{ id: 'home', kind: 'homeland', hex: 0, pos: [0, 0] }];
  const links: [string, string][] = [];
  for (let d = 0; d < 6; d++) {
    spaces.push({ id: `e${d}`, kind: 'path', hex: 0, edge: d as 0, pos: edgeMidpoint(d) });
    links.push(['home', `e${d}`]);
  }
  return { id: 'homeland', kind: 'homeland', hexes: [{ q: 0, r: 0 }], spaces, links };
}

export interface SyntheticSet {
  readonly homeland: PieceDef;
  readonly start: PieceDef[];
  readonly tiles: PieceDef[];
  readonly cities: PieceDef[];
}

export function syntheticPieces(seed = 7): SyntheticSet {
  const rnd = mulberry32(seed);
  const terr: [Terrain, number, number, number][] = [
    ['meadow', 18, 5, 6],
    ['forest', 11, 4, 5],
    ['field', 7, 2, 3],
  ];
  const tiles: PieceDef[] = [];
  for (const [t, n, lo, hi] of terr) {
    for (let i = 0; i < n; i++) tiles.push(syntheticTile(`${t}-${i + 1}`, t, lo + Math.floor(rnd() * (hi - lo + 1)), rnd));
  }
  const startTerrains: Terrain[] = ['meadow', 'forest', 'meadow', 'field', 'meadow', 'forest'];
  // Start tiles: connected towards the homeland and outwards.
  const startWithEdges = startTerrains.map((t, i) => syntheticTile(`start-${i + 1}`, t, 4, mulberry32(seed * 31 + i), 'start'));
  const cities = CITY_NAMES.map((c) => syntheticCity(c, rnd));
  return { homeland: syntheticHomeland(), start: startWithEdges, tiles, cities };
}

function ring(radius: number): Axial[] {
  const out: Axial[] = [];
  let h: Axial = { q: -radius, r: radius }; // direction 4 * radius
  for (let side = 0; side < 6; side++) {
    for (let i = 0; i < radius; i++) {
      out.push(h);
      h = addAxial(h, AXIAL_DIRECTIONS[side]!);
    }
  }
  return out;
}

export interface SyntheticBoardOptions {
  readonly tiles: number;
  readonly cities: number;
  readonly markers: number;
  readonly highlights?: boolean;
  readonly seed?: number;
}

export const LATE_GAME: SyntheticBoardOptions = { tiles: 36, cities: 7, markers: 150 };
export const MID_GAME: SyntheticBoardOptions = { tiles: 14, cities: 3, markers: 30, highlights: true };

/** Lays pieces out in rings around the homeland: the start tiles, then cities and tiles. */
export function syntheticLayout(set: SyntheticSet, opts: SyntheticBoardOptions): ScenePiece[] {
  const rnd = mulberry32((opts.seed ?? 11) * 7919);
  const taken = new Set<string>();
  const pieces: ScenePiece[] = [];
  const put = (def: PieceDef, placed: PlacedPiece) => {
    for (const h of pieceHexes(placed, def)) taken.add(hexKey(h));
    pieces.push({ def, placed });
  };
  put(set.homeland, { pieceId: set.homeland.id, at: { q: 0, r: 0 }, rotation: 0 });
  set.start.forEach((def, i) => put(def, { pieceId: def.id, at: AXIAL_DIRECTIONS[i]!, rotation: Math.floor(rnd() * 6) }));
  const nCities = Math.min(opts.cities, set.cities.length);
  const cityRing = nCities > 3 ? 4 : 3;
  const anchors = ring(cityRing);
  for (let i = 0; i < nCities; i++) {
    const def = set.cities[i]!;
    let placedOk = false;
    for (let tryI = 0; tryI < anchors.length && !placedOk; tryI++) {
      const a = anchors[(Math.floor((i * anchors.length) / nCities) + tryI) % anchors.length]!;
      for (let rot = 0; rot < 6 && !placedOk; rot++) {
        const placed = { pieceId: def.id, at: a, rotation: rot };
        if (pieceHexes(placed, def).every((h) => !taken.has(hexKey(h)))) {
          put(def, placed);
          placedOk = true;
        }
      }
    }
  }
  const free: Axial[] = [];
  for (let rad = 2; rad <= 6; rad++) for (const h of ring(rad)) if (!taken.has(hexKey(h))) free.push(h);
  // Prefer hexes next to taken ones so the board grows like a real game.
  const tiles = set.tiles.slice(0, opts.tiles);
  for (const def of tiles) {
    const idx = free.findIndex((h) => AXIAL_DIRECTIONS.some((d) => taken.has(hexKey(addAxial(h, d)))));
    const h = free.splice(idx < 0 ? 0 : idx, 1)[0];
    if (!h) break;
    put(def, { pieceId: def.id, at: h, rotation: Math.floor(rnd() * 6) });
  }
  return pieces;
}

const PERSONALITY_NAMES = ['Master Carpenter Bohm', 'Widow Kranz', 'Mayor Vogt', 'Abbess Irmgard', 'Merchant Falk'];

export function syntheticBoard(opts: SyntheticBoardOptions, set: SyntheticSet = syntheticPieces(opts.seed ?? 7)): BoardSceneInput {
  const pieces = syntheticLayout(set, opts);
  const { spaces, links } = deriveSpaces(pieces);
  let ghost: GhostSpec | undefined;
  if (opts.highlights) {
    const piece = set.tiles[opts.tiles] ?? set.tiles[0]!;
    const taken = new Set(pieces.flatMap((p) => pieceHexes(p.placed, p.def).map(hexKey)));
    const ghosts: GhostPlacement[] = [];
    const seen = new Set<string>();
    for (const p of pieces) {
      for (const h of pieceHexes(p.placed, p.def)) {
        for (const d of AXIAL_DIRECTIONS) {
          const n = addAxial(h, d);
          const k = hexKey(n);
          if (taken.has(k) || seen.has(k) || ghosts.length >= 4) continue;
          seen.add(k);
          ghosts.push({ pieceId: piece.id, at: n, rotation: ghosts.length % 6 });
        }
      }
    }
    ghost = { piece, ghosts };
  }
  return populateScene(pieces, spaces, links, opts, ghost);
}

export interface GhostSpec {
  readonly piece: PieceDef;
  readonly ghosts: GhostPlacement[];
}

/** Adds figures, markers, fate tiles, personalities, stacks and (optionally) highlights. */
export function populateScene(
  pieces: ScenePiece[],
  spaces: SceneSpace[],
  links: [SpaceId, SpaceId][],
  opts: SyntheticBoardOptions,
  ghost?: GhostSpec,
): BoardSceneInput {
  const rnd = mulberry32((opts.seed ?? 11) * 104729);
  const ofKind = (k: string) => spaces.filter((s) => s.kind === k);
  const players = 4;
  const figures = Array.from({ length: players }, (_, p) => {
    const s = pick(rnd, spaces.filter((x) => x.kind === 'path'));
    return { player: p, colour: PLAYER_COLOURS[p] as PlayerColour, spaceId: s.id };
  });
  const markers: SceneMarker[] = [];
  const work = ofKind('work');
  const townhalls = ofKind('townhall');
  const leisure = ofKind('leisure');
  for (let i = 0; i < opts.markers; i++) {
    const p = i % players;
    const t = i % 3;
    const kind = t === 0 ? 'scheniegelei' : t === 1 && townhalls.length ? 'townSeal' : 'markerPiece';
    const pool = kind === 'scheniegelei' ? work : kind === 'townSeal' ? townhalls : leisure.length ? leisure : work;
    const s = pool[Math.floor(i / 3 / players + p * 3) % pool.length]!;
    markers.push({ id: `${kind}:${p}:${i}`, kind, player: p, colour: PLAYER_COLOURS[p] as PlayerColour, spaceId: s.id });
  }
  const fateTiles = spaces.filter((s) => s.fateSlot !== undefined).map((s) => ({ spaceId: s.id, wage: randomWage(rnd, true) }));
  const cityIds = pieces.filter((p) => p.def.kind === 'city').map((p) => p.def.id);
  const inns = ofKind('inn').filter((s) => cityIds.some((c) => s.id.startsWith(c)));
  const personalities = inns.slice(0, 3).map((s, i) => ({ id: `pers-${i}`, spaceId: s.id, name: PERSONALITY_NAMES[i % PERSONALITY_NAMES.length]! }));
  const placedCount = pieces.filter((p) => p.def.kind === 'landscape').length;
  const cityCount = pieces.filter((p) => p.def.kind === 'city').length;
  const stacks = [
    { id: 'tiles', label: 'Tiles', count: 36 - placedCount, kind: 'tile' as const },
    { id: 'cities', label: 'Cities', count: 7 - cityCount, kind: 'city' as const },
    { id: 'news', label: 'News', count: 9, kind: 'card' as const },
    { id: 'leisure', label: 'Leisure', count: 7, kind: 'card' as const },
  ];
  let highlights: BoardSceneInput['highlights'];
  if (opts.highlights) {
    const byId = new Map(spaces.map((s) => [s.id, s]));
    const adj = new Map<string, string[]>();
    for (const [a, b] of links) {
      adj.set(a, [...(adj.get(a) ?? []), b]);
      adj.set(b, [...(adj.get(b) ?? []), a]);
    }
    const from = figures[0]!.spaceId;
    const prev = new Map<string, string | null>([[from, null]]);
    const dist = new Map<string, number>([[from, 0]]);
    const queue = [from];
    while (queue.length) {
      const cur = queue.shift()!;
      const d = dist.get(cur)!;
      if (d >= 4) continue;
      for (const n of adj.get(cur) ?? []) {
        if (dist.has(n)) continue;
        dist.set(n, d + 1);
        prev.set(n, cur);
        queue.push(n);
      }
    }
    const destinations: LegalDestination[] = [];
    for (const [id, d] of dist) {
      if (d === 0) continue;
      const path: string[] = [];
      for (let c: string | null | undefined = id; c; c = prev.get(c)) path.unshift(c);
      const thalers = path.reduce((sum, sid) => sum + (byId.get(sid)?.toll ?? 0), 0);
      destinations.push({ spaceId: id, points: d, thalers, path });
    }
    highlights = { destinations, ...(ghost ? { ghosts: ghost.ghosts, ghostPiece: ghost.piece } : {}) };
  }
  return { pieces, spaces, links, figures, markers, fateTiles, personalities, stacks, ...(highlights ? { highlights } : {}) };
}
