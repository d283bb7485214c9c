/**
 * Builds the 3-D board's BoardSceneInput from a game snapshot (main's per-seat view, its legal
 * actions and routes). Plain functions over plain data: board geometry comes from shared/board
 * and the piece/card data modules; no rules logic (shared/engine) is imported here.
 */
import { boardGraph, type BoardGraph } from '../../../shared/board';
import type { ActionPayload, GameSnapshot } from '../../../shared/ipc/contract';
import type { Axial, PlacedPiece, SpaceId } from '../../../shared/model/board';
import type { CityName, PlayerColour } from '../../../shared/model/components';
import { NEWS_BY_ID } from '../../../shared/data/cards/news';
import { FATE_TILES } from '../../../shared/data/pieces/fateTiles';
import { PIECES } from '../../../shared/data/pieces';
import { sceneBoardFromGraph } from '../board3d/fromBoardGraph';
import en from '../i18n/en';
import type {
  BoardSceneInput,
  GhostPlacement,
  LegalDestination,
  SceneFateTile,
  SceneFigure,
  SceneMarker,
  SceneStack,
  SceneWaitingPersonality,
} from '../board3d/sceneModel';

type SeatMap = Readonly<Record<SpaceId, readonly number[]>>;

/** The parts of the engine's per-seat view the board reads (structural; the contract keeps it opaque). */
export interface BoardView {
  readonly players: readonly { readonly colour: PlayerColour; readonly position: SpaceId }[];
  readonly pending?: readonly { readonly kind: string; readonly pieceId?: string }[];
  readonly board: {
    readonly placed: readonly PlacedPiece[];
    readonly fate?: Readonly<Record<SpaceId, number>>;
    readonly scheniegelei?: SeatMap;
    readonly leisureMarkers?: SeatMap;
    readonly townSealMarkers?: SeatMap;
  };
  readonly personalities?: Readonly<Partial<Record<CityName, readonly string[]>>>;
  readonly counts?: Readonly<Record<string, number>>;
}

export function viewOf(snapshot: GameSnapshot): BoardView | null {
  const v = snapshot.view as Partial<BoardView> | null | undefined;
  return v && Array.isArray(v.players) && v.board && Array.isArray(v.board.placed) ? (v as BoardView) : null;
}

/** Figures; a figure that moved since `prev` gets `route` (the walked path if given, else the hop). */
export function figuresOf(view: BoardView, prev: readonly SceneFigure[] | null, walked: readonly SpaceId[] | null): SceneFigure[] {
  return view.players.map((p, player) => {
    const before = prev?.find((f) => f.player === player);
    const fig: SceneFigure = { player, colour: p.colour, spaceId: p.position };
    if (!before) return fig;
    if (before.spaceId === p.position) return before.colour === p.colour ? before : fig;
    const from = walked ? walked.indexOf(before.spaceId) : -1;
    const to = walked ? walked.indexOf(p.position) : -1;
    const route = walked && from >= 0 && to > from ? walked.slice(from, to + 1) : [before.spaceId, p.position];
    return { ...fig, route };
  });
}

function markersFrom(map: SeatMap | undefined, kind: SceneMarker['kind'], view: BoardView, out: SceneMarker[]): void {
  for (const [spaceId, seats] of Object.entries(map ?? {})) {
    seats.forEach((player, n) => {
      const colour = view.players[player]?.colour;
      if (colour) out.push({ id: `${kind}:${player}:${spaceId}:${seats.slice(0, n).filter((x) => x === player).length}`, kind, player, colour, spaceId });
    });
  }
}

/** Scheniegelei, town seals and marker pieces on leisure spaces, with ids stable across snapshots. */
export function markersOf(view: BoardView): SceneMarker[] {
  const out: SceneMarker[] = [];
  markersFrom(view.board.scheniegelei, 'scheniegelei', view, out);
  markersFrom(view.board.townSealMarkers, 'townSeal', view, out);
  markersFrom(view.board.leisureMarkers, 'markerPiece', view, out);
  return out;
}

export function fateTilesOf(view: BoardView): SceneFateTile[] {
  const out: SceneFateTile[] = [];
  for (const [spaceId, i] of Object.entries(view.board.fate ?? {})) {
    const wage = FATE_TILES[i];
    if (wage) out.push({ spaceId, wage });
  }
  return out;
}

/** Personalities waiting at a city's inn (only cities already on the board have an inn). */
export function personalitiesOf(view: BoardView, graph: BoardGraph): SceneWaitingPersonality[] {
  const inns = new Map<string, SpaceId>();
  for (const s of graph.spaces.values()) if (s.kind === 'inn' && s.city && !inns.has(s.city)) inns.set(s.city, s.id);
  const out: SceneWaitingPersonality[] = [];
  for (const [city, ids] of Object.entries(view.personalities ?? {})) {
    const spaceId = inns.get(city);
    if (!spaceId) continue;
    for (const id of ids ?? []) out.push({ id, spaceId, name: NEWS_BY_ID[id]?.personality ?? id, city: city as CityName });
  }
  return out;
}

/** The stacks beside the board, in drawing order, with their look. */
const STACK_KIND = {
  landscapeStack: 'tile',
  cityStack: 'city',
  fateStack: 'tile',
  newsStack: 'card',
  companionStack: 'card',
} as const satisfies Record<string, SceneStack['kind']>;
export type StackKey = keyof typeof STACK_KIND;
export const STACK_KEYS = Object.keys(STACK_KIND) as StackKey[];
/** The words on the stacks' ribbons, in the player's language (the screen passes its i18n). */
export type StackLabels = (key: StackKey) => string;

export function stacksOf(view: BoardView, label: StackLabels = (k) => en.board.stacks[k]): SceneStack[] {
  return STACK_KEYS.map((key) => ({ id: key, label: label(key), count: view.counts?.[key] ?? 0, kind: STACK_KIND[key] }));
}

export function destinationsOf(snapshot: GameSnapshot): LegalDestination[] {
  return snapshot.routes.map((r) => ({ spaceId: r.to, points: r.points, thalers: r.thalers, path: r.path }));
}

/** The revealed piece waiting to be placed (top pending scoutPlace), if any. */
export function revealedPieceId(view: BoardView): string | null {
  const top = view.pending?.[view.pending.length - 1];
  return top?.kind === 'scoutPlace' && typeof top.pieceId === 'string' ? top.pieceId : null;
}

function isAxial(v: unknown): v is Axial {
  return !!v && typeof v === 'object' && typeof (v as Axial).q === 'number' && typeof (v as Axial).r === 'number';
}

/** Ghosts: one per legal placePiece action of the active seat. */
export function ghostsOf(legal: readonly ActionPayload[], pieceId: string): GhostPlacement[] {
  const out: GhostPlacement[] = [];
  for (const a of legal) {
    if (a.type === 'placePiece' && isAxial(a.at) && typeof a.rotation === 'number') out.push({ pieceId, at: { q: a.at.q, r: a.at.r }, rotation: a.rotation });
  }
  return out;
}

/** The placePiece action a confirmed ghost stands for (null if it is not legal). */
export function placementAction(legal: readonly ActionPayload[], g: GhostPlacement): ActionPayload | null {
  return legal.find((a) => a.type === 'placePiece' && isAxial(a.at) && a.at.q === g.at.q && a.at.r === g.at.r && a.rotation === g.rotation) ?? null;
}

/** The plain (not belittling) move to `to`, if legal now. */
export function moveAction(legal: readonly ActionPayload[], to: SpaceId): ActionPayload | null {
  const moves = legal.filter((a) => a.type === 'move' && a.to === to);
  return moves.find((a) => !a.belittle) ?? moves[0] ?? null;
}

/**
 * A new BoardSceneInput for `snapshot` (always a fresh object: the board's watch is shallow).
 * `prev` keeps unchanged figures identical; `walked` is the path of a walk in progress;
 * `labels` names the stacks in the player's language.
 */
export function buildSceneInput(
  snapshot: GameSnapshot,
  prev: BoardSceneInput | null = null,
  walked: readonly SpaceId[] | null = null,
  labels?: StackLabels,
): BoardSceneInput | null {
  const view = viewOf(snapshot);
  if (!view) return null;
  const graph = boardGraph(view.board.placed);
  const board = sceneBoardFromGraph(graph, (id) => PIECES[id]!);
  const pieceId = revealedPieceId(view);
  const ghostPiece = pieceId ? PIECES[pieceId] : undefined;
  const ghosts = pieceId && ghostPiece ? ghostsOf(snapshot.legal, pieceId) : [];
  return {
    ...board,
    figures: figuresOf(view, prev?.figures ?? null, walked),
    markers: markersOf(view),
    fateTiles: fateTilesOf(view),
    personalities: personalitiesOf(view, graph),
    stacks: stacksOf(view, labels),
    highlights: {
      destinations: destinationsOf(snapshot),
      ...(ghosts.length && ghostPiece ? { ghosts, ghostPiece } : {}),
    },
  };
}
