/**
 * A small built-in board provider: a tree of simple pieces, used by the engine's tests and as
 * the fallback until the full hex board module is wired in with setBoardProvider.
 * PlacedPiece encoding here: `at.q` = index (in `placed`) of the piece whose centre the new
 * piece hangs off (-1: the homeland), `at.r` = the piece's own index. Landscape ids ending in
 * 4 or 9 never fit (to exercise the C13 retry rule).
 */
import { CITY_NAMES, type CityName } from '../model/components';
import type { PlacedPiece, SpaceId, Wage } from '../model/board';
import { recordGraph, type BoardProvider, type EngineGraph, type EngineSpace } from './boardApi';

export const MINI_HOME = 'home';
const CITY_PREFIX = 'mini-city-';

const FATE: Wage[] = Array.from({ length: 12 }, (_, i) =>
  i % 2 === 0 ? { kind: 'fixed', thalers: 3 + (i % 3), scantling: (['yellow', 'green', 'blue'] as const)[i % 3] ?? null } : { kind: 'rolled', table: ['orange', 'black', 'blue', 'green', 'yellow', null] },
);

function cityOfPiece(pieceId: string): CityName | null {
  return pieceId.startsWith(CITY_PREFIX) ? (pieceId.slice(CITY_PREFIX.length) as CityName) : null;
}

const cache = new WeakMap<readonly PlacedPiece[], EngineGraph>();

function build(placed: readonly PlacedPiece[]): EngineGraph {
  const spaces: Record<SpaceId, EngineSpace> = {};
  const adjacency: Record<SpaceId, SpaceId[]> = {};
  const add = (s: EngineSpace): void => {
    spaces[s.id] = s;
    adjacency[s.id] = [];
  };
  const link = (a: SpaceId, b: SpaceId): void => {
    adjacency[a]?.push(b);
    adjacency[b]?.push(a);
  };
  placed.forEach((pp, i) => {
    const pieceId = pp.pieceId;
    const id = (local: string): SpaceId => `${i}:${local}`;
    if (pieceId === 'mini-home') {
      add({ id: MINI_HOME, kind: 'homeland', pieceId });
      return;
    }
    const parent = pp.at.q < 0 ? MINI_HOME : `${pp.at.q}:c`;
    const city = cityOfPiece(pieceId);
    if (city) {
      add({ id: id('e'), kind: 'path', pieceId, city, toll: 1 });
      add({ id: id('c'), kind: 'centre', pieceId, city, toll: 1 });
      add({ id: id('inn'), kind: 'inn', pieceId, city, fee: 2 });
      add({ id: id('hostel'), kind: 'hostel', pieceId, city, fee: 2 });
      add({ id: id('th'), kind: 'townhall', pieceId, city });
      add({ id: id('car'), kind: 'carriage', pieceId, city });
      add({ id: id('w'), kind: 'work', pieceId, city, fateSlot: 0 });
      add({ id: id('wp'), kind: 'work', pieceId, city, wage: { kind: 'fixed', thalers: 2, scantling: 'blue' } });
      link(id('e'), id('c'));
      for (const l of ['inn', 'hostel', 'th', 'car', 'w', 'wp']) link(id('c'), id(l));
      if (city === 'Sellm') {
        add({ id: id('w2'), kind: 'work', pieceId, city, fateSlot: 1 });
        link(id('c'), id('w2'));
      }
    } else {
      const n = i;
      add({ id: id('e'), kind: 'path', pieceId });
      add({ id: id('c'), kind: 'centre', pieceId });
      add({ id: id('p'), kind: 'path', pieceId });
      add({ id: id('inn'), kind: 'inn', pieceId, fee: 1 });
      add({ id: id('hostel'), kind: 'hostel', pieceId, fee: 1 + (n % 2) });
      add({ id: id('w'), kind: 'work', pieceId, wage: { kind: 'fixed', thalers: 3, scantling: n % 2 ? 'green' : 'blue' } });
      add({ id: id('q'), kind: 'path', pieceId });
      add({ id: id('l'), kind: 'leisure', pieceId, leisure: n % 2 ? ['drawing', 'writing'] : ['music'] });
      add({ id: id('w2'), kind: 'work', pieceId, wage: { kind: 'rolled', table: ['orange', 'black', 'blue', 'green', 'yellow', null] } });
      link(id('e'), id('c'));
      link(id('c'), id('p'));
      link(id('p'), id('inn'));
      link(id('p'), id('hostel'));
      link(id('p'), id('w'));
      link(id('c'), id('q'));
      link(id('q'), id('l'));
      link(id('q'), id('w2'));
    }
    link(parent, id('e'));
  });
  return recordGraph(spaces, adjacency);
}

function graph(placed: readonly PlacedPiece[]): EngineGraph {
  let g = cache.get(placed);
  if (!g) {
    g = build(placed);
    cache.set(placed, g);
  }
  return g;
}

function pieceIndexOf(space: SpaceId): number {
  return Number(space.split(':')[0]);
}

export function createMiniBoard(): BoardProvider {
  const cityPieceIds = Object.fromEntries(CITY_NAMES.map((c) => [c, CITY_PREFIX + c])) as Record<CityName, string>;
  return {
    homeland: MINI_HOME,
    startArea: [
      { pieceId: 'mini-home', at: { q: 0, r: 0 }, rotation: 0 },
      { pieceId: 'mini-s0', at: { q: -1, r: 1 }, rotation: 0 },
      { pieceId: 'mini-s1', at: { q: -1, r: 2 }, rotation: 0 },
    ],
    landscapeIds: Array.from({ length: 36 }, (_, i) => `mini-L${i}`),
    cityPieceIds,
    fateTiles: FATE,
    graph,
    placements(placed, pieceId, from) {
      const g = graph(placed);
      const s = g.space(from);
      if (!s || s.kind !== 'centre') return [];
      if (/[49]$/.test(pieceId)) return [];
      const parent = pieceIndexOf(from);
      const children = placed.filter((p) => p.at.q === parent).length;
      if (children >= 3) return [];
      return [{ at: { q: parent, r: placed.length }, rotation: 0 }];
    },
    place(placed, pieceId, placement) {
      return [...placed, { pieceId, at: placement.at, rotation: placement.rotation }];
    },
    carriageFares(placed, fromCity) {
      const g = graph(placed);
      const start = [...g.all()].find((s) => s.kind === 'carriage' && s.city === fromCity);
      if (!start) return [];
      const dist: Record<SpaceId, number> = { [start.id]: 0 };
      const queue: SpaceId[] = [start.id];
      const out: { city: CityName; fare: number }[] = [];
      while (queue.length > 0) {
        const cur = queue.shift() as SpaceId;
        for (const nb of g.neighbours(cur)) {
          if (dist[nb] !== undefined) continue;
          dist[nb] = (dist[cur] ?? 0) + 1;
          const sp = g.space(nb);
          if (sp?.kind === 'carriage' && sp.city && sp.city !== fromCity) out.push({ city: sp.city, fare: Math.ceil((dist[nb] ?? 0) / 3) });
          queue.push(nb);
        }
      }
      return out;
    },
  };
}

// Use with setBoardProvider(createMiniBoard()) in tests.
