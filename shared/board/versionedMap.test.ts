import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VersionedMapView } from './versionedMap';
import { boardGraph, placePiece, legalPlacements, placedHexes } from '.';
import { START_AREA } from '../data/pieces';
import type { PlacedPiece } from '../model/board';

type Op = { readonly from: number; readonly writes: readonly (readonly [string, number])[] };

/** Every view must answer exactly like a plain Map built for its version. */
function check(view: VersionedMapView<string, number>, ref: Map<string, number>): void {
  expect(view.size).toBe(ref.size);
  expect([...view.entries()]).toEqual([...ref.entries()]);
  expect([...view.keys()]).toEqual([...ref.keys()]);
  for (const k of ['a', 'b', 'c', 'd', 'e', 'zz']) {
    expect(view.get(k)).toBe(ref.get(k));
    expect(view.has(k)).toBe(ref.has(k));
  }
}

describe('VersionedMapView', () => {
  it('any tree of extensions (in place or forked) matches plain Maps, and older views never change', () => {
    const op = fc.record({
      from: fc.nat(),
      writes: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 99 })), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops: Op[]) => {
        const views: VersionedMapView<string, number>[] = [VersionedMapView.empty()];
        const refs: Map<string, number>[] = [new Map()];
        for (const o of ops) {
          const i = o.from % views.length;
          const next = (views[i] as VersionedMapView<string, number>).extend((w) => {
            for (const [k, v] of o.writes) w.set(k, v);
          });
          const ref = new Map(refs[i]);
          for (const [k, v] of o.writes) ref.set(k, v);
          views.push(next);
          refs.push(ref);
        }
        views.forEach((v, i) => check(v, refs[i] as Map<string, number>));
      }),
      { numRuns: 300 },
    );
  });

  it('the writer reads the version being built', () => {
    const v1 = VersionedMapView.empty<string, number>().extend((w) => w.set('a', 1));
    const v2 = v1.extend((w) => {
      expect(w.get('a')).toBe(1);
      w.set('a', 2);
      expect(w.get('a')).toBe(2);
      w.set('a', 3);
    });
    expect(v1.get('a')).toBe(1);
    expect(v2.get('a')).toBe(3);
    expect(v2.size).toBe(1);
  });
});

describe('board graphs of two lines of play', () => {
  it('two different pieces placed on the same board each give the graph of a fresh build', () => {
    const fromHexes = placedHexes(START_AREA[1]!);
    const [p1, p2] = legalPlacements(START_AREA, 'meadow-05', fromHexes);
    const q = legalPlacements(START_AREA, 'field-05', fromHexes)[0]!;
    const a = placePiece(START_AREA, { pieceId: 'meadow-05', ...p1! });
    const b = placePiece(START_AREA, { pieceId: 'meadow-05', ...p2! });
    const c = placePiece(START_AREA, { pieceId: 'field-05', ...q });
    const norm = (placed: readonly PlacedPiece[]) => JSON.stringify([...boardGraph(placed).spaces.values()]);
    const fresh = (placed: readonly PlacedPiece[]) => JSON.stringify([...boardGraph(placed.map((p) => ({ ...p }))).spaces.values()]);
    const before = norm(START_AREA);
    for (const x of [a, b, c]) expect(norm(x)).toBe(fresh(x));
    expect(norm(START_AREA)).toBe(before);
    expect(boardGraph(a).spaces.size).toBe(boardGraph(a.map((p) => ({ ...p }))).spaces.size);
  });
});
