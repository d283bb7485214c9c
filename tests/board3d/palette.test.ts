import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS, SCANTLING_COLOURS } from '../../shared/model/components';
import { PLAYER_SHAPE, SCANTLING_PATTERN } from '../../renderer/src/board3d/palette';
import { figureSlot, markerSlot } from '../../renderer/src/board3d/tokenLayer';

describe('colour-blind safe encodings', () => {
  it('every player colour has its own shape', () => {
    expect(new Set(PLAYER_COLOURS.map((c) => PLAYER_SHAPE[c])).size).toBe(PLAYER_COLOURS.length);
  });
  it('every scantling colour has its own pattern', () => {
    expect(new Set(SCANTLING_COLOURS.map((c) => SCANTLING_PATTERN[c])).size).toBe(SCANTLING_COLOURS.length);
  });
});

describe('token slots', () => {
  it('markers sharing a space never overlap (up to 24 on one space)', () => {
    for (let n = 1; n <= 24; n++) {
      const slots = Array.from({ length: n }, (_, i) => markerSlot(i, n));
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const a = slots[i]!;
          const b = slots[j]!;
          const apart = a.layer !== b.layer || Math.hypot(a.dx - b.dx, a.dz - b.dz) > 0.1;
          expect(apart).toBe(true);
        }
      }
    }
  });
  it('figures sharing a space stand apart; a lone figure stands in the middle', () => {
    expect(figureSlot(0, 1)).toEqual({ dx: 0, dz: 0 });
    for (let n = 2; n <= 4; n++) {
      const s = Array.from({ length: n }, (_, i) => figureSlot(i, n));
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(Math.hypot(s[i]!.dx - s[j]!.dx, s[i]!.dz - s[j]!.dz)).toBeGreaterThan(0.1);
    }
  });
});
