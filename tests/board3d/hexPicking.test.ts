import { describe, expect, it } from 'vitest';
import { deriveSpaces } from '../../renderer/src/board3d/deriveSpaces';
import {
  AXIAL_DIRECTIONS,
  hexToWorld,
  rotateAxial,
  rotateLocal,
  spaceWorld,
  worldToHex,
} from '../../renderer/src/board3d/hexMath';
import { SpaceIndex, rayGround } from '../../renderer/src/board3d/picking';
import { LATE_GAME, MID_GAME, syntheticBoard } from '../../renderer/src/board3d/synthetic';

describe('hex <-> world', () => {
  it('round-trips every hex within radius 8 and points inside it', () => {
    for (let q = -8; q <= 8; q++) {
      for (let r = -8; r <= 8; r++) {
        const w = hexToWorld({ q, r });
        expect(worldToHex(w.x, w.z)).toEqual({ q, r });
        // Points well inside the hex (inner radius √3/2 ≈ 0.866) stay in it.
        for (let a = 0; a < 12; a++) {
          const ang = (a / 12) * Math.PI * 2;
          expect(worldToHex(w.x + Math.cos(ang) * 0.8, w.z + Math.sin(ang) * 0.8)).toEqual({ q, r });
        }
      }
    }
  });

  it('rotating an axial offset and rotating its world position agree', () => {
    for (const h of [{ q: 1, r: 0 }, { q: 2, r: -1 }, { q: -1, r: 3 }]) {
      for (let k = 0; k < 6; k++) {
        const a = hexToWorld(rotateAxial(h, k));
        const w = hexToWorld(h);
        const b = rotateLocal([w.x, w.z], k);
        expect(a.x).toBeCloseTo(b[0], 9);
        expect(a.z).toBeCloseTo(b[1], 9);
      }
    }
  });

  it('rotation maps direction d to d + k', () => {
    for (let d = 0; d < 6; d++) for (let k = 0; k < 6; k++) expect(rotateAxial(AXIAL_DIRECTIONS[d]!, k)).toEqual(AXIAL_DIRECTIONS[(d + k) % 6]);
  });
});

describe('picking', () => {
  for (const [name, opts] of [['late', LATE_GAME], ['mid', MID_GAME]] as const) {
    it(`every space of the ${name}-game board picks back to itself`, () => {
      const board = syntheticBoard(opts);
      const index = new SpaceIndex(board.spaces);
      expect(board.spaces.length).toBeGreaterThan(100);
      for (const s of board.spaces) expect(index.pick(s.x, s.z)?.id).toBe(s.id);
      // A small offset still picks the same space.
      for (const s of board.spaces) expect(index.pick(s.x + 0.05, s.z - 0.04)?.id).toBe(s.id);
    });
  }

  it('spaces of a placed piece sit in the hex their def names (, on its edge or, for a city centre, at its corner)', () => {
    const board = syntheticBoard(LATE_GAME);
    for (const { placed, def } of board.pieces) {
      for (const s of def.spaces) {
        const w = spaceWorld(placed, def, s);
        const hex = def.hexes[s.hex]!;
        const c = hexToWorld({ q: placed.at.q + rotateAxial(hex, placed.rotation).q, r: placed.at.r + rotateAxial(hex, placed.rotation).r });
        expect(Math.hypot(w.x - c.x, w.z - c.z)).toBeLessThanOrEqual(1 + 1e-9);
      }
    }
  });

  it('merges connection spaces of touching pieces', () => {
    const board = syntheticBoard(LATE_GAME);
    const all = board.pieces.reduce((n, p) => n + p.def.spaces.length, 0);
    expect(deriveSpaces(board.pieces).spaces.length).toBeLessThan(all);
  });

  it('misses empty ground and intersects the ground plane', () => {
    const index = new SpaceIndex([{ id: 'a', x: 0, z: 0 }]);
    expect(index.pick(0.5, 0.5)).toBeNull();
    const hit = rayGround({ x: 0, y: 10, z: 10 }, { x: 0, y: -1, z: -1 });
    expect(hit).toEqual({ x: 0, z: 0 });
    expect(rayGround({ x: 0, y: 10, z: 0 }, { x: 0, y: 1, z: 0 })).toBeNull();
  });
});

describe('picking on boards grown from the real pieces', () => {
  it('every space of the late-game bench board (shared/data/pieces + shared/board) picks back to itself', async () => {
    const { benchBoard } = await import('../../renderer/bench/benchBoard');
    for (const stage of ['late', 'mid'] as const) {
      const board = benchBoard(stage);
      expect(board.pieces.length).toBe(stage === 'late' ? 50 : 24);
      const index = new SpaceIndex(board.spaces);
      for (const s of board.spaces) expect(index.pick(s.x, s.z)?.id).toBe(s.id);
      // Every link joins two known spaces and every figure/marker stands on one.
      const ids = new Set(board.spaces.map((s) => s.id));
      for (const [a, b] of board.links) expect(ids.has(a) && ids.has(b)).toBe(true);
      for (const f of board.figures) expect(ids.has(f.spaceId)).toBe(true);
      for (const m of board.markers) expect(ids.has(m.spaceId)).toBe(true);
    }
  });
});
