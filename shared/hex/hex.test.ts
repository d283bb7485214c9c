import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Axial } from '../model/board';
import {
  directionBetween,
  edgeMidpoint,
  hexAdd,
  hexDirection,
  hexDistance,
  hexNeighbor,
  hexRing,
  hexRotate,
  hexRound,
  hexToWorld,
  rotatePoint,
  worldToHex,
} from './hex';
import { edgeHexes, edgeKey, hexKey, parseEdgeKey, parseHexKey } from './keys';

const coord = fc.integer({ min: -60, max: 60 });
const axial = fc.record({ q: coord, r: coord });
const dir = fc.integer({ min: 0, max: 5 });
const k = fc.integer({ min: -12, max: 12 });

describe('hex math', () => {
  it('directions: six unit steps, opposite directions cancel', () => {
    for (let d = 0; d < 6; d++) {
      expect(hexDistance({ q: 0, r: 0 }, hexDirection(d))).toBe(1);
      expect(hexAdd(hexDirection(d), hexDirection(d + 3))).toEqual({ q: 0, r: 0 });
    }
    expect(hexDirection(0)).toEqual({ q: 1, r: 0 });
    expect(hexDirection(1)).toEqual({ q: 1, r: -1 });
  });

  it('pointy-top layout: east neighbour at x = √3, south-east at y = 1.5', () => {
    expect(hexToWorld({ q: 1, r: 0 }).x).toBeCloseTo(Math.sqrt(3));
    expect(hexToWorld({ q: 0, r: 1 })).toEqual({ x: Math.sqrt(3) / 2, y: 1.5 });
    expect(hexToWorld({ q: 2, r: 0 }, 10).x).toBeCloseTo(20 * Math.sqrt(3));
  });

  it('worldToHex(hexToWorld(h)) = h for any size', () => {
    fc.assert(fc.property(axial, fc.double({ min: 0.1, max: 100, noNaN: true }), (h, size) => {
      expect(worldToHex(hexToWorld(h, size), size)).toEqual(h);
    }));
  });

  it('worldToHex: points inside the inscribed circle round to the hex', () => {
    fc.assert(fc.property(axial, fc.double({ min: 0, max: 0.85, noNaN: true }), fc.double({ min: 0, max: 6.28, noNaN: true }), (h, rad, a) => {
      const c = hexToWorld(h);
      expect(worldToHex({ x: c.x + rad * Math.cos(a), y: c.y + rad * Math.sin(a) })).toEqual(h);
    }));
  });

  it('hexRound picks the nearest hex', () => {
    expect(hexRound({ q: 0.4, r: 0.4 })).toEqual({ q: 0, r: 1 });
    expect(hexRound({ q: -0.1, r: 0.05 })).toEqual({ q: 0, r: 0 });
  });

  it('distance is symmetric, zero only on equal hexes, and obeys the triangle inequality', () => {
    fc.assert(fc.property(axial, axial, axial, (a, b, c) => {
      expect(hexDistance(a, b)).toBe(hexDistance(b, a));
      expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
      expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
    }));
  });

  it('neighbours are at distance 1 and directionBetween inverts hexNeighbor', () => {
    fc.assert(fc.property(axial, dir, (h, d) => {
      const n = hexNeighbor(h, d);
      expect(hexDistance(h, n)).toBe(1);
      expect(directionBetween(h, n)).toBe(d);
      expect(directionBetween(n, h)).toBe((d + 3) % 6);
    }));
    expect(directionBetween({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull();
  });

  it('rotation by 6 is the identity; rotations compose and preserve distance to the origin', () => {
    fc.assert(fc.property(axial, k, k, (h, a, b) => {
      expect(hexRotate(h, 6)).toEqual(h);
      expect(hexRotate(hexRotate(h, a), b)).toEqual(hexRotate(h, a + b));
      expect(hexDistance({ q: 0, r: 0 }, hexRotate(h, a))).toBe(hexDistance({ q: 0, r: 0 }, h));
    }));
  });

  it('rotation preserves adjacency and maps direction d to d + k', () => {
    fc.assert(fc.property(axial, dir, k, (h, d, kk) => {
      const a = hexRotate(h, kk);
      const b = hexRotate(hexNeighbor(h, d), kk);
      expect(directionBetween(a, b)).toBe((((d + kk) % 6) + 6) % 6);
    }));
  });

  it('rotatePoint agrees with hexRotate in world space, and edge midpoints rotate to edge midpoints', () => {
    fc.assert(fc.property(axial, k, (h, kk) => {
      const w = hexToWorld(h);
      const [x, y] = rotatePoint([w.x, w.y], kk);
      const e = hexToWorld(hexRotate(h, kk));
      expect(x).toBeCloseTo(e.x, 6);
      expect(y).toBeCloseTo(e.y, 6);
    }));
    for (let d = 0; d < 6; d++) {
      const m = edgeMidpoint(d);
      const n = hexToWorld(hexDirection(d));
      expect(m[0]).toBeCloseTo(n.x / 2);
      expect(m[1]).toBeCloseTo(n.y / 2);
      const r = rotatePoint(m, 2);
      expect(r[0]).toBeCloseTo(edgeMidpoint(d + 2)[0]);
      expect(r[1]).toBeCloseTo(edgeMidpoint(d + 2)[1]);
    }
  });

  it('hexRing has 6·radius hexes, all at that distance', () => {
    for (let rad = 0; rad < 5; rad++) {
      const ring = hexRing({ q: 2, r: -1 }, rad);
      expect(ring).toHaveLength(rad === 0 ? 1 : 6 * rad);
      expect(new Set(ring.map(hexKey)).size).toBe(ring.length);
      for (const h of ring) expect(hexDistance(h, { q: 2, r: -1 })).toBe(rad);
    }
  });
});

describe('hex and edge keys', () => {
  it('parseHexKey(hexKey(h)) = h', () => {
    fc.assert(fc.property(axial, (h) => {
      expect(parseHexKey(hexKey(h))).toEqual(h);
    }));
  });

  it('parseHexKey returns null on bad input and never throws', () => {
    for (const bad of ['', '1', '1,2,3', 'a,b', '1.5,2', ' 1,2', '01,2', '-,1', '1,', ',', '1e3,2']) {
      expect(parseHexKey(bad)).toBeNull();
    }
    expect(parseHexKey(null as unknown as string)).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => {
      const h = parseHexKey(s);
      if (h !== null) expect(hexKey(h)).toBe(s);
    }));
  });

  it('both sides of an edge give the same key; edge keys round-trip', () => {
    fc.assert(fc.property(axial, dir, (h, d) => {
      const key = edgeKey(h, d);
      expect(edgeKey(hexNeighbor(h, d), d + 3)).toBe(key);
      const parsed = parseEdgeKey(key);
      expect(parsed).not.toBeNull();
      expect(edgeKey(parsed!.hex, parsed!.dir)).toBe(key);
      const [a, b] = edgeHexes(parsed!);
      const sides: Axial[] = [h, hexNeighbor(h, d)];
      expect(sides.map(hexKey).sort()).toEqual([a, b].map(hexKey).sort());
    }));
  });

  it('different edges have different keys', () => {
    const keys = new Set<string>();
    for (const h of hexRing({ q: 0, r: 0 }, 1).concat([{ q: 0, r: 0 }])) for (let d = 0; d < 6; d++) keys.add(edgeKey(h, d));
    // 7 hexes of a flower: 6 inner spokes + 6 ring-to-ring + 6·3 outer edges = 30
    expect(keys.size).toBe(30);
  });

  it('parseEdgeKey returns null on bad input', () => {
    for (const bad of ['', '1,2', '1,2,3', '1,2,-1', 'x,1,0', '1,2,0,0']) expect(parseEdgeKey(bad)).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => {
      const e = parseEdgeKey(s);
      if (e !== null) expect(edgeKey(e.hex, e.dir)).toBe(s);
    }));
  });
});
