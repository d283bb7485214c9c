/**
 * The software-GL rendering choices in isolation (no browser): render scale policy, level of
 * detail, colour encoding, path ribbons under the spaces, and the single token batch.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '../../shared/model/components';
import { FAR_TOPS_ONLY, InstanceList, concatBaked } from '../../renderer/src/board3d/bake';
import { coveredEnd } from '../../renderer/src/board3d/boardLayer';
import { displayColour, encodeSRGB, linearToSRGB } from '../../renderer/src/board3d/colourSpace';
import { isFar, pixelsPerUnit } from '../../renderer/src/board3d/lod';
import { BUFFER_WEIGHT, SOFTWARE_MIN_SCALE, SOFTWARE_WORK_BUDGET, SOFTWARE_PIXEL_BUDGET, softwareRenderScale } from '../../renderer/src/board3d/renderCaps';
import type { SceneMarker, SceneSpace } from '../../renderer/src/board3d/sceneModel';
import { TokenLayer } from '../../renderer/src/board3d/tokenLayer';

describe('software render scale', () => {
  it('keeps the drawing buffer within the pixel budget, in steps of 0.025', () => {
    for (const [w, h] of [
      [1280, 800],
      [1024, 700],
      [1440, 900],
    ] as const) {
      const s = softwareRenderScale(w, h);
      expect(w * s * (h * s)).toBeLessThanOrEqual(SOFTWARE_PIXEL_BUDGET);
      expect(Math.round(s * 40) / 40).toBeCloseTo(s, 9);
    }
    expect(softwareRenderScale(1280, 800)).toBe(0.8);
  });
  it('is full resolution for small canvases and never below the legibility floor', () => {
    expect(softwareRenderScale(800, 600)).toBe(1);
    expect(softwareRenderScale(3840, 2160)).toBe(SOFTWARE_MIN_SCALE);
  });
  it('keeps the landscape’s pixel work within its budget: larger views of it draw at a lower scale', () => {
    // The table's board at 1280×800 (720×452), the landscape framed whole late in a game: full resolution.
    expect(softwareRenderScale(720, 452, 225_000)).toBe(1);
    // The bench's full-window whole-board view (1280×800, ~600k landscape pixels).
    const s = softwareRenderScale(1280, 800, 600_000);
    expect(s).toBe(0.575);
    expect((600_000 + BUFFER_WEIGHT * 1280 * 800) * s * s).toBeLessThanOrEqual(SOFTWARE_WORK_BUDGET);
    // A close-up covers the whole canvas: never below the floor.
    expect(softwareRenderScale(1280, 800, 1280 * 800)).toBe(SOFTWARE_MIN_SCALE);
    expect(softwareRenderScale(1280, 800, 100_000)).toBe(0.8);
  });
});

describe('level of detail', () => {
  it('drops walls only when a space wall would be under a pixel tall', () => {
    const cam = new THREE.PerspectiveCamera(38, 1.6, 0.1, 200);
    const whole = pixelsPerUnit(cam, 29.7, 800); // the bench's whole-board view
    expect(isFar(whole, 0.55)).toBe(true);
    expect(isFar(whole, 1.2)).toBe(false); // low views show the walls
    expect(isFar(pixelsPerUnit(cam, 6, 800), 0.55)).toBe(false); // close-up
  });
  it('near and far share one vertex buffer; far keeps only the tops of wall parts', () => {
    const list = new InstanceList();
    list.add(0, 0, 0, 1, 1, 1, 0xffffff);
    list.add(2, 0, 0, 1, 1, 1, 0x808080);
    const lods = concatBaked([['boxes', list.bake(new THREE.BoxGeometry(1, 1, 1)), FAR_TOPS_ONLY]])!;
    expect(lods.near.getAttribute('position')).toBe(lods.far.getAttribute('position'));
    // Box: 12 triangles, the 2 downward ones dropped; far: the 2 upward ones per box.
    expect(lods.near.index!.count / 3).toBe(2 * 10);
    expect(lods.far.index!.count / 3).toBe(2 * 2);
    expect(lods.far.userData.parts).toEqual([{ name: 'boxes', start: 0, count: 12 }]);
  });
});

describe('colours without a per-fragment encode', () => {
  it('display colours are the sRGB bytes as they are', () => {
    const c = displayColour(0x6e4f33);
    expect([c.r, c.g, c.b].map((x) => Math.round(x * 255))).toEqual([0x6e, 0x4f, 0x33]);
  });
  it('baked colours are encoded with the same curve three.js uses in the shader', () => {
    const lin = new THREE.Color(0xd9b85c); // linear working-space value of an sRGB hex
    const enc = encodeSRGB(Float32Array.of(lin.r, lin.g, lin.b));
    expect(Array.from(enc, (x) => Math.round(x * 255))).toEqual([0xd9, 0xb8, 0x5c]);
    expect(linearToSRGB(1)).toBeCloseTo(1, 3);
  });
});

describe('path ribbons end under the space outlines', () => {
  const space = (kind: SceneSpace['kind'], toll?: number): SceneSpace => ({ id: 's', kind, x: 0, z: 0, ...(toll ? { toll } : {}) }) as SceneSpace;
  it('the ribbon end corners stay inside each outline', () => {
    const half = 0.075 / 2;
    for (const [s, inner] of [
      [space('path'), 0.1 * 0.8 * 1.18],
      [space('path', 1), 0.1 * 1.18],
      [space('work'), 0.12 * 1.18],
      [space('centre'), 0.15 * Math.cos(Math.PI / 6) * 1.25 * 1.18],
    ] as const) {
      const c = coveredEnd(s, 0.075);
      expect(c).toBeGreaterThan(0.05);
      expect(Math.hypot(c, half)).toBeLessThan(inner);
    }
    expect(coveredEnd(space('homeland'), 0.075)).toBe(0);
  });
});

describe('token batch', () => {
  it('draws any number of figures and markers as one mesh', () => {
    const layer = new TokenLayer();
    const at = (id: string) => ({ x: Number(id), z: 0 });
    const markers: SceneMarker[] = Array.from({ length: 150 }, (_, i) => ({
      id: `m${i}`,
      kind: (['scheniegelei', 'townSeal', 'markerPiece'] as const)[i % 3]!,
      player: i % 4,
      colour: PLAYER_COLOURS[i % 4]!,
      spaceId: String(i % 40),
    }));
    layer.setMarkers(markers, at);
    layer.setFigures(
      PLAYER_COLOURS.map((colour, player) => ({ player, colour, spaceId: String(player) })),
      at,
    );
    const meshes: THREE.Mesh[] = [];
    layer.group.traverse((o) => {
      if ((o as THREE.Mesh).isMesh) meshes.push(o as THREE.Mesh);
    });
    expect(meshes).toHaveLength(1);
    const g = meshes[0]!.geometry;
    expect(meshes[0]!.visible).toBe(true);
    expect(g.drawRange.count).toBeGreaterThan(150 * 12);
    // Every drawn index points at a written vertex; colours are encoded (0..1).
    const idx = g.index!.array;
    let max = 0;
    for (let i = 0; i < g.drawRange.count; i++) max = Math.max(max, idx[i]!);
    const col = g.getAttribute('color').array;
    for (let i = 0; i <= max * 3 + 2; i++) expect(col[i]!).toBeGreaterThanOrEqual(0);
    expect(Math.max(...Array.from(col.slice(0, max * 3 + 3)))).toBeLessThanOrEqual(1);
    // Removing every token hides the mesh (no empty draw).
    layer.setMarkers([], at);
    layer.setFigures([], at);
    expect(meshes[0]!.visible).toBe(false);
    layer.dispose();
  });
});
