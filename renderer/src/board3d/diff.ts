/**
 * Diffing two BoardSceneInputs into the changes the renderer animates:
 * new tiles drop in, moved figures walk their route, new markers appear.
 */
import type { SpaceId } from '../../../shared/model/board';
import type { BoardSceneInput, SceneFigure } from './sceneModel';

export interface FigureMove {
  readonly player: number;
  readonly from: SpaceId;
  readonly to: SpaceId;
  /** Route to walk (from … to); [from, to] when the input gave none. */
  readonly route: readonly SpaceId[];
}

export interface SceneDiff {
  readonly addedPieces: readonly string[];
  readonly removedPieces: readonly string[];
  readonly addedFigures: readonly number[];
  readonly removedFigures: readonly number[];
  readonly movedFigures: readonly FigureMove[];
  readonly addedMarkers: readonly string[];
  readonly removedMarkers: readonly string[];
  readonly movedMarkers: readonly string[];
  /** Fate tiles, personalities, links or spaces changed (static layers need a rebuild; the stacks are HTML). */
  readonly tokensChanged: boolean;
  readonly highlightsChanged: boolean;
}

function routeFor(f: SceneFigure, from: SpaceId): SpaceId[] {
  const r = f.route;
  if (r && r.length >= 2 && r[r.length - 1] === f.spaceId) {
    return r[0] === from ? [...r] : [from, ...r];
  }
  return [from, f.spaceId];
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export function diffScene(prev: BoardSceneInput, next: BoardSceneInput): SceneDiff {
  const prevPieces = new Set(prev.pieces.map((p) => p.def.id));
  const nextPieces = new Set(next.pieces.map((p) => p.def.id));
  const addedPieces = [...nextPieces].filter((id) => !prevPieces.has(id));
  const removedPieces = [...prevPieces].filter((id) => !nextPieces.has(id));

  const prevFig = new Map(prev.figures.map((f) => [f.player, f]));
  const nextFig = new Map(next.figures.map((f) => [f.player, f]));
  const addedFigures: number[] = [];
  const movedFigures: FigureMove[] = [];
  for (const [player, f] of nextFig) {
    const old = prevFig.get(player);
    if (!old) addedFigures.push(player);
    else if (old.spaceId !== f.spaceId) {
      movedFigures.push({ player, from: old.spaceId, to: f.spaceId, route: routeFor(f, old.spaceId) });
    }
  }
  const removedFigures = [...prevFig.keys()].filter((p) => !nextFig.has(p));

  const prevMk = new Map(prev.markers.map((m) => [m.id, m]));
  const nextMk = new Map(next.markers.map((m) => [m.id, m]));
  const addedMarkers: string[] = [];
  const movedMarkers: string[] = [];
  for (const [id, m] of nextMk) {
    const old = prevMk.get(id);
    if (!old) addedMarkers.push(id);
    else if (old.spaceId !== m.spaceId) movedMarkers.push(id);
  }
  const removedMarkers = [...prevMk.keys()].filter((id) => !nextMk.has(id));

  const tokensChanged =
    prev.spaces !== next.spaces && !sameJson(prev.spaces, next.spaces)
      ? true
      : !sameJson(prev.fateTiles, next.fateTiles) ||
        !sameJson(prev.personalities, next.personalities) ||
        !sameJson(prev.links, next.links);
  const highlightsChanged = !sameJson(prev.highlights ?? null, next.highlights ?? null);

  return {
    addedPieces,
    removedPieces,
    addedFigures,
    removedFigures,
    movedFigures,
    addedMarkers,
    removedMarkers,
    movedMarkers,
    tokensChanged,
    highlightsChanged,
  };
}

export function isEmptyDiff(d: SceneDiff): boolean {
  return (
    d.addedPieces.length === 0 &&
    d.removedPieces.length === 0 &&
    d.addedFigures.length === 0 &&
    d.removedFigures.length === 0 &&
    d.movedFigures.length === 0 &&
    d.addedMarkers.length === 0 &&
    d.removedMarkers.length === 0 &&
    d.movedMarkers.length === 0 &&
    !d.tokensChanged &&
    !d.highlightsChanged
  );
}
