/**
 * The seven city boards (ours, reconstructed; names and the three-hexagon shape are known).
 *
 * Shape: local hexes 0 = (0,0), 1 = (1,0) east of it, 2 = (0,1) south-east of it — three
 * mutually adjacent hexes. Their 12 outer edges: hex 0 edges 1–4, hex 1 edges 0, 1, 2, 5,
 * hex 2 edges 0, 3, 4, 5 (the others are the city's inner seams).
 *
 * Layout shared by all cities (each city varies the pattern):
 * - the central hexagonal space 'c' (scouting, toll 1–2) sits on the corner where the three
 *   hexes meet (drawn on hex 0 at that corner, (√3/2, 1/2));
 * - each hex has a hub 'h{i}' at its centre, linked to 'c'; the three hubs are the inn, the
 *   hostel and the town hall (square spaces, optional stops, C05), in a different order per
 *   city; some cities add a lane between two hubs that avoids the central toll;
 * - each connection 'e{i}{d}' on outer edge d of hex i is reached through an entrance path
 *   space 't{i}{d}' with toll 1 (the first space inside the city), linked to the hub;
 * - round spaces 'r{i}{d}' (carriage, printed work, fate work) hang off the hub of hex i
 *   towards its edge d (an edge without a connection) as dead ends.
 *
 * Fees (component facts marked ours): inn 2–3, hostel 2–3, entrance tolls 1, central toll
 * 1–2. Printed city wages are richer than the landscape (3–4 Thalers plus a scantling, or
 * rolled tables with six coloured faces).
 *
 * Connection patterns: 5–7 connections per city spread over all three hexes. Tuning note
 * (shared/board/growth.test.ts): the number of city connections hardly matters for whether a
 * city fits — a test variant with a connection on every free outer edge changed the failed
 * city draws by less than the seed noise (~31% vs ~32%). What decides is the distance rule
 * (C14) and the empty space next to the scouting tile, so the patterns are chosen for
 * variety (each city different) and for roads: every hex has at least one entrance.
 */
import { edgeMidpoint, polarSlot } from '../../hex/hex';
import type { Direction, PieceDef, SpaceDef, SpaceKind, Wage } from '../../model/board';
import { CITY_NAMES, type CityName } from '../../model/components';
import { fixed, rolled } from './build';

type HubKind = Extract<SpaceKind, 'inn' | 'hostel' | 'townhall'>;

interface RoundSpec {
  readonly hex: 0 | 1 | 2;
  readonly dir: Direction;
  readonly kind: 'carriage' | 'work';
  readonly wage?: Wage;
  readonly fateSlot?: number;
}

interface CitySpec {
  readonly name: CityName;
  /** Hub kind of hex 0, 1, 2. */
  readonly hubs: readonly [HubKind, HubKind, HubKind];
  readonly innFee: number;
  readonly hostelFee: number;
  readonly centreToll: number;
  /** Connection edges per hex. */
  readonly conns: readonly [readonly Direction[], readonly Direction[], readonly Direction[]];
  readonly rounds: readonly RoundSpec[];
  /** Extra lanes between hubs (by hex index). */
  readonly lanes?: readonly (readonly [0 | 1 | 2, 0 | 1 | 2])[];
}

export const CITY_HEXES = [
  { q: 0, r: 0 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
] as const;

/** Outer edges of each city hex (the other three face the city's own hexes). */
export const CITY_OUTER_EDGES: readonly (readonly Direction[])[] = [
  [1, 2, 3, 4],
  [0, 1, 2, 5],
  [0, 3, 4, 5],
];

const carriage = (hex: 0 | 1 | 2, dir: Direction): RoundSpec => ({ hex, dir, kind: 'carriage' });
const cityWork = (hex: 0 | 1 | 2, dir: Direction, wage: Wage): RoundSpec => ({ hex, dir, kind: 'work', wage });
const fateWork = (hex: 0 | 1 | 2, dir: Direction, fateSlot: number): RoundSpec => ({ hex, dir, kind: 'work', fateSlot });

const SPECS: readonly CitySpec[] = [
  {
    name: 'Bilshofen', hubs: ['inn', 'hostel', 'townhall'], innFee: 2, hostelFee: 2, centreToll: 1,
    conns: [[2, 4], [0, 1], [4, 5]],
    rounds: [carriage(0, 3), cityWork(1, 2, fixed(3, 'yellow')), fateWork(2, 0, 0)],
    lanes: [[1, 2]],
  },
  {
    name: 'Driestein', hubs: ['hostel', 'townhall', 'inn'], innFee: 2, hostelFee: 3, centreToll: 2,
    conns: [[1, 3], [0, 5], [0, 3, 4]],
    rounds: [carriage(1, 1), cityWork(0, 2, rolled('yyggkk')), cityWork(2, 5, fixed(3, 'black')), fateWork(0, 4, 0)],
  },
  {
    name: 'Hemmburg', hubs: ['townhall', 'inn', 'hostel'], innFee: 3, hostelFee: 2, centreToll: 1,
    conns: [[2, 3], [1, 5], [0, 4]],
    rounds: [carriage(2, 5), cityWork(1, 0, fixed(4, 'green')), fateWork(0, 1, 0)],
    lanes: [[0, 2]],
  },
  {
    name: 'Krinn', hubs: ['inn', 'townhall', 'hostel'], innFee: 2, hostelFee: 3, centreToll: 2,
    conns: [[1, 3, 4], [0, 2], [5]],
    rounds: [carriage(2, 3), cityWork(1, 1, rolled('ooyybb')), cityWork(2, 0, fixed(3, 'orange')), fateWork(0, 2, 0)],
  },
  {
    name: 'Maasberg', hubs: ['hostel', 'inn', 'townhall'], innFee: 2, hostelFee: 2, centreToll: 1,
    conns: [[2, 4], [0, 1, 5], [3, 5]],
    rounds: [carriage(0, 3), cityWork(2, 4, fixed(3, 'green')), fateWork(1, 2, 0)],
    lanes: [[0, 1]],
  },
  {
    name: 'Neustadt', hubs: ['townhall', 'hostel', 'inn'], innFee: 3, hostelFee: 2, centreToll: 2,
    conns: [[1, 2, 3], [1], [0, 4]],
    rounds: [carriage(1, 0), cityWork(2, 3, rolled('kkyygg')), cityWork(1, 2, fixed(3, 'blue')), fateWork(0, 4, 0)],
  },
  {
    name: 'Sellm', hubs: ['inn', 'hostel', 'townhall'], innFee: 3, hostelFee: 3, centreToll: 2,
    conns: [[2, 4], [0, 2], [0, 3, 5]],
    rounds: [carriage(2, 4), cityWork(0, 3, fixed(4, 'yellow')), fateWork(1, 1, 0), fateWork(1, 5, 1)],
    lanes: [[0, 1]],
  },
];

const r3 = (x: number) => Math.round(x * 1000) / 1000 + 0;
const at = (p: readonly [number, number]): [number, number] => [r3(p[0]), r3(p[1])];

function cityId(name: CityName): string {
  return `city-${name.toLowerCase()}`;
}

function buildCity(s: CitySpec): PieceDef {
  const spaces: SpaceDef[] = [{ id: 'c', kind: 'centre', hex: 0, pos: at([Math.sqrt(3) / 2, 0.5]), toll: s.centreToll }];
  const links: [string, string][] = [];
  s.hubs.forEach((kind, i) => {
    const fee = kind === 'inn' ? s.innFee : kind === 'hostel' ? s.hostelFee : undefined;
    spaces.push({ id: `h${i}`, kind, hex: i, pos: [0, 0], ...(fee !== undefined ? { fee } : {}) });
    links.push(['c', `h${i}`]);
  });
  s.conns.forEach((edges, i) => {
    for (const d of edges) {
      spaces.push({ id: `t${i}${d}`, kind: 'path', hex: i, pos: at(polarSlot(2 * d, 0.5)), toll: 1 });
      spaces.push({ id: `e${i}${d}`, kind: 'path', hex: i, edge: d, pos: at(edgeMidpoint(d)) });
      links.push([`h${i}`, `t${i}${d}`], [`t${i}${d}`, `e${i}${d}`]);
    }
  });
  for (const r of s.rounds) {
    spaces.push({
      id: `r${r.hex}${r.dir}`,
      kind: r.kind,
      hex: r.hex,
      pos: at(polarSlot(2 * r.dir, 0.5)),
      ...(r.wage ? { wage: r.wage } : {}),
      ...(r.fateSlot !== undefined ? { fateSlot: r.fateSlot } : {}),
    });
    links.push([`h${r.hex}`, `r${r.hex}${r.dir}`]);
  }
  for (const [a, b] of s.lanes ?? []) links.push([`h${a}`, `h${b}`]);
  return { id: cityId(s.name), kind: 'city', city: s.name, hexes: CITY_HEXES, spaces, links };
}

export const CITIES: readonly PieceDef[] = SPECS.map(buildCity);

export const CITY_PIECE_IDS = Object.fromEntries(CITY_NAMES.map((n) => [n, cityId(n)])) as Record<CityName, string>;
