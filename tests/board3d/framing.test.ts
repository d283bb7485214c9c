/**
 * The whole-board view frames the landscape tightly (no browser: the camera maths alone): its
 * picture fills at least 80 % of the board canvas's width or height, early and late in a game
 * and with the places a revealed piece may go, at the table's board sizes; nothing of it is cut
 * off; and the stacks' legend sits in a corner where it covers no tile and no ghost position.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { legalPlacements, placedHexes } from '../../shared/board';
import { PIECES } from '../../shared/data/pieces';
import { benchBoard, boardFor, growBoard } from '../../renderer/bench/benchBoard';
import { CameraRig } from '../../renderer/src/board3d/cameraRig';
import type { LegendSize } from '../../renderer/src/board3d/framing';
import { fitCamera } from '../../renderer/src/board3d/framing';
import { populateScene } from '../../renderer/src/board3d/synthetic';
import type { BoardSceneInput } from '../../renderer/src/board3d/sceneModel';

/** Enough of a canvas for the map controls. */
const fakeCanvas = () => {
  const noop = () => undefined;
  return { addEventListener: noop, removeEventListener: noop, style: {}, ownerDocument: { addEventListener: noop, removeEventListener: noop } } as unknown as HTMLCanvasElement;
};

/** The legend as BoardCanvas.vue draws it (English labels, 12.8 px text), in CSS pixels. */
const LEGEND: LegendSize = { column: { w: 124, h: 106 }, row: { w: 470, h: 27 } };

function rigFor(input: BoardSceneInput, width: number, height: number, legend: LegendSize | null = LEGEND) {
  const camera = new THREE.PerspectiveCamera(38, width / height, 0.1, 200);
  const rig = new CameraRig(camera, fakeCanvas(), () => undefined);
  rig.setViewport(width, height);
  rig.setLegend(legend);
  rig.fitBoard(input);
  rig.resetView();
  return { rig, camera };
}

/** A board of `tiles` tiles and `cities` cities, with the next tile revealed when `ghosts`. */
function board(tiles: number, cities: number, ghosts: boolean): BoardSceneInput {
  const { placed, next } = growBoard(tiles, cities, 5);
  const b = boardFor(placed);
  const ghost =
    ghosts && next
      ? { piece: PIECES[next]!, ghosts: legalPlacements(placed, next, placed.flatMap((p) => placedHexes(p))).map((o) => ({ pieceId: next, at: o.at, rotation: o.rotation })) }
      : undefined;
  return populateScene(b.pieces, b.spaces, b.links, { tiles, cities, markers: 20, highlights: !!ghost }, ghost);
}

const BOARDS: [string, BoardSceneInput][] = [
  ['start area', board(0, 0, false)],
  ['start area, a tile revealed', board(0, 0, true)],
  ['early game', board(3, 1, false)],
  ['mid game, a tile revealed', benchBoard('mid')],
  ['late game', benchBoard('late')],
];

/** The table's board canvas at 1280×800 and 1920×1080 (CSS pixels), and the bench's whole window. */
const SIZES: [number, number][] = [
  [720, 452],
  [720, 420],
  [1150, 700],
  [1280, 800],
];

describe('the whole-board view frames the landscape tightly', () => {
  for (const [name, input] of BOARDS) {
    for (const [w, h] of SIZES) {
      it(`${name} at ${w}×${h}: fills ≥ 80 % of one dimension, nothing cut off, the legend covers no tile`, () => {
        const { rig } = rigFor(input, w, h);
        const f = rig.framing();
        const fillX = (f.box.x1 - f.box.x0) / w;
        const fillY = (f.box.y1 - f.box.y0) / h;
        expect(Math.max(fillX, fillY), `fill ${fillX.toFixed(2)} × ${fillY.toFixed(2)}`).toBeGreaterThanOrEqual(0.8);
        expect(f.box.x0).toBeGreaterThanOrEqual(0);
        expect(f.box.y0).toBeGreaterThanOrEqual(0);
        expect(f.box.x1).toBeLessThanOrEqual(w);
        expect(f.box.y1).toBeLessThanOrEqual(h);
        expect(f.legend).not.toBeNull();
        expect(f.legendCovers).toBe(0);
        rig.dispose();
      });
    }
  }

  it('keeps the legend where it was while that corner stays free, and frames the same after a reset', () => {
    const input = benchBoard('late');
    const { rig, camera } = rigFor(input, 720, 452);
    const first = rig.stackPlacement();
    const pos = camera.position.clone();
    rig.zoom(0.7);
    rig.resetView();
    expect(rig.stackPlacement()).toEqual(first);
    expect(camera.position.distanceTo(pos)).toBeLessThan(1e-6);
    rig.dispose();
  });

  it('without a legend the landscape alone is framed', () => {
    const { rig } = rigFor(benchBoard('late'), 720, 452, null);
    expect(rig.stackPlacement()).toBeNull();
    expect(rig.framing().legend).toBeNull();
    rig.dispose();
  });

  it('fitCamera: the points touch the rectangle in the binding dimension and are centred in the other', () => {
    const camera = new THREE.PerspectiveCamera(38, 1.6, 0.1, 200);
    camera.position.set(0, 8, 5);
    camera.lookAt(0, 0, 0);
    const pts = [new THREE.Vector3(-2, 0, -1), new THREE.Vector3(2, 0, -1), new THREE.Vector3(-2, 0, 1), new THREE.Vector3(2, 0, 1)];
    fitCamera(camera, pts, { x0: -0.9, x1: 0.9, y0: -0.9, y1: 0.9 });
    const ndc = pts.map((p) => p.clone().project(camera));
    const xs = ndc.map((p) => p.x);
    const ys = ndc.map((p) => p.y);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    expect(Math.max(spanX, spanY)).toBeCloseTo(1.8, 5);
    expect(Math.max(...xs) + Math.min(...xs)).toBeCloseTo(0, 5);
    expect(Math.max(...ys) + Math.min(...ys)).toBeCloseTo(0, 5);
  });
});
