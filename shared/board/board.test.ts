import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CITY_PIECE_IDS, HOMELAND_ID, START_AREA } from '../data/pieces';
import { hexDistance, hexNeighbor, hexRing } from '../hex/hex';
import { edgeKey, hexKey } from '../hex/keys';
import type { Axial, PlacedPiece } from '../model/board';
import { boardGraph, connectionSpaceId, HOMELAND_SPACE, interiorSpaceId } from './graph';
import { boardIndex, PACK_LIMIT, packHex, pieceAtHex, pieceDef, pieceShape, placedHexes, rotateMask, unpackHex } from './pieces';
import { CITY_MIN_DISTANCE, legalPlacements, placePiece, type Placement } from './placement';

const start = START_AREA as PlacedPiece[];

/** Independent brute force of C13/C14 over a window of hexes, for cross-checking. */
function bruteForce(placed: readonly PlacedPiece[], pieceId: string, from: readonly Axial[]): Placement[] {
  const def = pieceDef(pieceId);
  const occ = boardIndex(placed).occupancy;
  const out: Placement[] = [];
  for (let q = -8; q <= 8; q++) {
    for (let r = -8; r <= 8; r++) {
      for (let rotation = 0; rotation < 6; rotation++) {
        const cand: PlacedPiece = { pieceId, at: { q, r }, rotation };
        const hexes = placedHexes(cand);
        const keys = new Set(hexes.map(hexKey));
        if (hexes.some((h) => occ.has(hexKey(h)))) continue;
        if (!hexes.some((h) => from.some((f) => hexDistance(f, h) === 1))) continue;
        let ok = true;
        hexes.forEach((h, i) => {
          const mask = rotateMask(pieceShape(def).connMasks[i]!, rotation);
          for (let d = 0; d < 6; d++) {
            const n = hexNeighbor(h, d);
            const o = occ.get(hexKey(n));
            if (!o || keys.has(hexKey(n))) continue;
            if (((mask >> d) & 1) !== ((o.connMask >> ((d + 3) % 6)) & 1)) ok = false;
          }
          if (def.kind === 'city') {
            if (hexDistance(h, { q: 0, r: 0 }) < 3) ok = false;
            for (const c of boardIndex(placed).cityHexes) if (hexDistance(h, c) < 3) ok = false;
          }
        });
        if (ok) out.push({ at: { q, r }, rotation });
      }
    }
  }
  return out.sort((a, b) => a.at.q - b.at.q || a.at.r - b.at.r || a.rotation - b.rotation);
}

describe('placed pieces', () => {
  it('placedHexes rotates a city triangle around its first hex; pieceAtHex finds it', () => {
    const city: PlacedPiece = { pieceId: CITY_PIECE_IDS.Krinn, at: { q: 3, r: 0 }, rotation: 1 };
    // local (1,0) -> (1,-1), local (0,1) -> (1,0) after one 60° step
    expect(placedHexes(city)).toEqual([{ q: 3, r: 0 }, { q: 4, r: -1 }, { q: 4, r: 0 }]);
    const placed = [...start, city];
    expect(pieceAtHex(placed, { q: 4, r: -1 })).toBe(city);
    expect(pieceAtHex(placed, { q: 0, r: 0 })!.pieceId).toBe(HOMELAND_ID);
    expect(pieceAtHex(placed, { q: 9, r: 9 })).toBeNull();
  });

  it('start area covers the homeland and ring 1', () => {
    const keys = new Set(start.flatMap(placedHexes).map(hexKey));
    expect(keys).toEqual(new Set([{ q: 0, r: 0 }, ...hexRing({ q: 0, r: 0 }, 1)].map(hexKey)));
  });
});

describe('legalPlacements (C13)', () => {
  it('next to a start tile edge with a connection: a 6-connection meadow fits in every rotation', () => {
    // start-0 sits at (1,0) with rotation 0 and has a connection on edge 0, towards (2,0)
    const ps = legalPlacements(start, 'meadow-01', [{ q: 1, r: 0 }]);
    expect(ps.filter((p) => p.at.q === 2 && p.at.r === 0).map((p) => p.rotation)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('matching edges decide the rotation of a 2-connection field', () => {
    // (2,0) touches only start-0 (connection facing it): field-05 (edges 0 and 1) needs a
    // connection facing west (edge 3): local 1 -> 3 (rotation 2) or local 0 -> 3 (rotation 3).
    const ps = legalPlacements(start, 'field-05', [{ q: 1, r: 0 }]);
    expect(ps.filter((p) => p.at.q === 2 && p.at.r === 0).map((p) => p.rotation)).toEqual([2, 3]);
  });

  it('mismatching edges forbid: no 6-connection tile where neighbours show no connection', () => {
    // (1,-2) touches start-1 and start-2 on edges without connections
    const occ = boardIndex(start).occupancy;
    expect((occ.get('1,-1')!.connMask >> 2) & 1).toBe(0);
    expect((occ.get('0,-1')!.connMask >> 1) & 1).toBe(0);
    const ps = legalPlacements(start, 'meadow-01', [{ q: 1, r: -1 }]);
    expect(ps.some((p) => p.at.q === 1 && p.at.r === -2)).toBe(false);
    // field-05's two connections (local 0, 1) must avoid the edges 4 and 5 facing them
    const field = legalPlacements(start, 'field-05', [{ q: 1, r: -1 }]);
    expect(field.filter((p) => p.at.q === 1 && p.at.r === -2).map((p) => p.rotation)).toEqual([0, 1, 2]);
  });

  it('agrees with a brute-force check for every tile and city from several start tiles', () => {
    const board = placePiece(start, { pieceId: 'meadow-05', at: { q: 2, r: 0 }, rotation: 0 });
    for (const pieceId of ['meadow-01', 'meadow-12', 'forest-07', 'forest-08', 'field-03', 'field-07', CITY_PIECE_IDS.Sellm, CITY_PIECE_IDS.Krinn]) {
      for (const from of [[{ q: 1, r: 0 }], [{ q: 2, r: 0 }], [{ q: 0, r: 1 }]]) {
        expect(legalPlacements(board, pieceId, from), `${pieceId} from ${hexKey(from[0]!)}`).toEqual(bruteForce(board, pieceId, from));
      }
    }
  });

  it('results are deterministic and sorted, with the occupied hexes never used', () => {
    const a = legalPlacements(start, 'meadow-10', [{ q: 0, r: 1 }, { q: 1, r: 0 }]);
    const b = legalPlacements(start, 'meadow-10', [{ q: 1, r: 0 }, { q: 0, r: 1 }]);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(0);
    for (const p of a) expect(hexDistance(p.at, { q: 0, r: 0 })).toBe(2);
  });

  it('placePiece returns a new array and leaves the old one alone', () => {
    const next = placePiece(start, { pieceId: 'field-05', at: { q: 2, r: 0 }, rotation: 9 });
    expect(next).not.toBe(start);
    expect(start).toHaveLength(7);
    expect(next[7]).toEqual({ pieceId: 'field-05', at: { q: 2, r: 0 }, rotation: 3 });
  });
});

describe('city distance rule (C14)', () => {
  it('no city next to the start area: every hex would be within distance 2 of the homeland', () => {
    for (const id of Object.values(CITY_PIECE_IDS)) expect(legalPlacements(start, id, [{ q: 1, r: 0 }])).toEqual([]);
  });

  it('from a ring-2 tile a city may go out to distance ≥ 3 from the homeland and other cities', () => {
    const board = placePiece(start, { pieceId: 'meadow-05', at: { q: 2, r: 0 }, rotation: 0 });
    const ps = legalPlacements(board, CITY_PIECE_IDS.Bilshofen, [{ q: 2, r: 0 }]);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) for (const h of placedHexes({ pieceId: CITY_PIECE_IDS.Bilshofen, ...p })) expect(hexDistance(h, { q: 0, r: 0 })).toBeGreaterThanOrEqual(CITY_MIN_DISTANCE);
    // a second city near the first must keep its distance
    const withCity = placePiece(board, { pieceId: CITY_PIECE_IDS.Bilshofen, ...ps[0]! });
    const cityHexes = placedHexes(withCity[withCity.length - 1]!);
    const from = cityHexes;
    for (const p of legalPlacements(withCity, CITY_PIECE_IDS.Krinn, from)) {
      for (const h of placedHexes({ pieceId: CITY_PIECE_IDS.Krinn, ...p })) for (const c of cityHexes) expect(hexDistance(h, c)).toBeGreaterThanOrEqual(3);
    }
    // a city adjacent to another city is never legal: all its hexes would be at distance 1–2
    expect(legalPlacements(withCity, CITY_PIECE_IDS.Krinn, from)).toEqual([]);
    // but a landscape tile can still go next to the city
    expect(legalPlacements(withCity, 'field-05', from).length).toBeGreaterThan(0);
  });
});

describe('board graph', () => {
  it('homeland joins the six start tiles through shared connection spaces (C07)', () => {
    const g = boardGraph(start);
    const home = g.spaces.get(HOMELAND_SPACE)!;
    expect(home.kind).toBe('homeland');
    expect(home.adjacent).toHaveLength(6);
    for (let d = 0; d < 6; d++) {
      const id = connectionSpaceId(edgeKey({ q: 0, r: 0 }, d));
      expect(home.adjacent).toContain(id);
      const s = g.spaces.get(id)!;
      expect(s.isConnection).toBe(true);
      expect(s.pieceIds).toEqual([HOMELAND_ID, `start-${d}`]);
      expect(s.adjacent).toHaveLength(2);
    }
  });

  it('shared edge spaces merge when a tile is placed, and the new tile is reachable', () => {
    const board = placePiece(start, { pieceId: 'field-05', at: { q: 2, r: 0 }, rotation: 3 });
    const g = boardGraph(board);
    const shared = g.spaces.get(connectionSpaceId(edgeKey({ q: 1, r: 0 }, 0)))!;
    expect(shared.pieceIds).toEqual(['start-0', 'field-05']);
    expect(shared.adjacent).toEqual([interiorSpaceId('start-0', 'a0'), interiorSpaceId('field-05', 'a0')]);
    // one space fewer than the two pieces print
    const before = boardGraph(start).spaces.size;
    expect(g.spaces.size).toBe(before + pieceDef('field-05').spaces.length - 1);
  });

  it('world positions: connection spaces on the edge midpoint between the two hex centres', () => {
    const g = boardGraph(start);
    for (const s of g.spaces.values()) {
      if (!s.isConnection) continue;
      const a = s.pos;
      expect(Math.hypot(a[0], a[1]) > 0).toBe(true);
    }
    const e = g.spaces.get(connectionSpaceId(edgeKey({ q: 0, r: 0 }, 0)))!;
    expect(e.pos[0]).toBeCloseTo(Math.sqrt(3) / 2, 2);
    expect(e.pos[1]).toBeCloseTo(0, 2);
    const c = g.spaces.get(interiorSpaceId('start-1', 'c'))!;
    expect(c.pos[0]).toBeCloseTo(Math.sqrt(3) / 2);
    expect(c.pos[1]).toBeCloseTo(-1.5);
  });

  it('memoised by array identity', () => {
    const g = boardGraph(start);
    expect(boardGraph(start)).toBe(g);
    const copy = [...start];
    const g2 = boardGraph(copy);
    expect(g2).not.toBe(g);
    expect([...g2.spaces.keys()]).toEqual([...g.spaces.keys()]);
  });

  it('a graph extended by one piece equals a fresh build, and the earlier graph is left unchanged', () => {
    const a = placePiece(start, { pieceId: 'meadow-05', at: { q: 2, r: 0 }, rotation: 0 });
    const ga = boardGraph(a);
    const snapshot = JSON.stringify([...ga.spaces.values()]);
    const b = placePiece(a, { pieceId: 'field-05', at: { q: 3, r: 0 }, rotation: 3 });
    const gb = boardGraph(b);
    const fresh = boardGraph(b.map((p) => ({ ...p })));
    const norm = (g: typeof gb) => [...g.spaces.values()].map((x) => JSON.stringify(x)).sort();
    expect(norm(gb)).toEqual(norm(fresh));
    expect(JSON.stringify([...ga.spaces.values()])).toBe(snapshot);
    // the shared edge between the two new tiles is one space in the new graph only
    const e = connectionSpaceId(edgeKey({ q: 2, r: 0 }, 0));
    expect(ga.spaces.get(e)!.pieceIds).toEqual(['meadow-05']);
    expect(gb.spaces.get(e)!.pieceIds).toEqual(['meadow-05', 'field-05']);
    expect([...boardIndex(b).occupancy.keys()].sort()).toEqual([...boardIndex(b.slice()).occupancy.keys()].sort());
    expect(boardIndex(a).occupancy.has('3,0')).toBe(false);
  });

  it('city spaces carry the city, tolls and the carriage / centre lookups', () => {
    const board = placePiece(start, { pieceId: 'meadow-05', at: { q: 2, r: 0 }, rotation: 0 });
    const p = legalPlacements(board, CITY_PIECE_IDS.Sellm, [{ q: 2, r: 0 }])[0]!;
    const g = boardGraph(placePiece(board, { pieceId: CITY_PIECE_IDS.Sellm, ...p }));
    const centre = g.spaces.get(g.cityCentre.Sellm!)!;
    expect(centre.kind).toBe('centre');
    expect(centre.city).toBe('Sellm');
    expect(centre.toll).toBe(2);
    expect(g.spaces.get(g.carriage.Sellm!)!.kind).toBe('carriage');
    const fate = [...g.spaces.values()].filter((s) => s.city === 'Sellm' && s.fateSlot !== null);
    expect(fate.map((s) => s.fateSlot).sort()).toEqual([0, 1]);
  });
});

describe('packed hex keys', () => {
  it('packHex / unpackHex round-trip, keep q-then-r order and refuse hexes off the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: -PACK_LIMIT, max: PACK_LIMIT }), fc.integer({ min: -PACK_LIMIT, max: PACK_LIMIT }), (q, r) => {
        const k = packHex(q, r);
        expect(Number.isInteger(k) && k >= 0 && k < 2 ** 30).toBe(true);
        expect(unpackHex(k)).toEqual({ q, r });
        if (r < PACK_LIMIT) expect(packHex(q, r + 1)).toBeGreaterThan(k);
        if (q < PACK_LIMIT) expect(packHex(q + 1, -PACK_LIMIT)).toBeGreaterThan(k);
      }),
    );
    expect(() => packHex(PACK_LIMIT + 1, 0)).toThrow(RangeError);
    expect(() => packHex(0, -PACK_LIMIT - 1)).toThrow(RangeError);
  });
});
