import { describe, expect, it } from 'vitest';
import { diffScene, isEmptyDiff } from '../../renderer/src/board3d/diff';
import type { BoardSceneInput } from '../../renderer/src/board3d/sceneModel';
import { MID_GAME, syntheticBoard, syntheticLayout, syntheticPieces } from '../../renderer/src/board3d/synthetic';

const set = syntheticPieces(7);
const base = syntheticBoard({ ...MID_GAME, highlights: false }, set);

describe('diffScene', () => {
  it('identical inputs give an empty diff', () => {
    expect(isEmptyDiff(diffScene(base, structuredClone(base) as BoardSceneInput))).toBe(true);
  });

  it('placing a tile adds exactly that tile', () => {
    const more = syntheticLayout(set, { ...MID_GAME, tiles: MID_GAME.tiles + 1 });
    const added = more.find((p) => !base.pieces.some((q) => q.def.id === p.def.id))!;
    const next: BoardSceneInput = { ...base, pieces: [...base.pieces, added] };
    const d = diffScene(base, next);
    expect(d.addedPieces).toEqual([added.def.id]);
    expect(d.removedPieces).toEqual([]);
    expect(d.movedFigures).toEqual([]);
    expect(d.addedMarkers).toEqual([]);
  });

  it('moving a figure changes only that figure and walks its route', () => {
    const f = base.figures[2]!;
    const to = base.spaces.find((s) => s.id !== f.spaceId && s.kind === 'path')!.id;
    const next: BoardSceneInput = {
      ...base,
      figures: base.figures.map((x) => (x.player === 2 ? { ...x, spaceId: to, route: [f.spaceId, 'mid', to] } : x)),
    };
    const d = diffScene(base, next);
    expect(d.movedFigures).toEqual([{ player: 2, from: f.spaceId, to, route: [f.spaceId, 'mid', to] }]);
    expect(d.addedFigures).toEqual([]);
    expect(d.addedPieces).toEqual([]);
    expect(d.addedMarkers).toEqual([]);
    expect(d.tokensChanged).toBe(false);
  });

  it('a move without a route walks straight from old to new space', () => {
    const f = base.figures[0]!;
    const to = base.spaces[3]!.id;
    const next = { ...base, figures: base.figures.map((x) => (x.player === 0 ? { ...x, spaceId: to } : x)) };
    expect(diffScene(base, next).movedFigures).toEqual([{ player: 0, from: f.spaceId, to, route: [f.spaceId, to] }]);
  });

  it('adding a marker adds only that marker', () => {
    const m = { id: 'scheniegelei:1:new', kind: 'scheniegelei' as const, player: 1, colour: 'blue' as const, spaceId: base.spaces[5]!.id };
    const next = { ...base, markers: [...base.markers, m] };
    const d = diffScene(base, next);
    expect(d.addedMarkers).toEqual([m.id]);
    expect(d.removedMarkers).toEqual([]);
    expect(d.movedFigures).toEqual([]);
    expect(d.addedPieces).toEqual([]);
    expect(d.tokensChanged).toBe(false);
    expect(d.highlightsChanged).toBe(false);
  });

  it('removing a marker and changing highlights are reported', () => {
    const next = { ...base, markers: base.markers.slice(1), highlights: { destinations: [] } };
    const d = diffScene(base, next);
    expect(d.removedMarkers).toEqual([base.markers[0]!.id]);
    expect(d.highlightsChanged).toBe(true);
  });
});
