/**
 * The board graph derived from the placed pieces, memoised by array identity (the engine
 * replaces `placed` when a piece is added, so the same array always means the same board).
 *
 * Global space ids:
 * - interior spaces: `${pieceId}/${localId}`;
 * - connection spaces: `edge:${edgeKey}` — the two connection spaces that touching pieces
 *   print on a shared edge are one space (components.md, "Board model").
 */
import { hexToWorld, rotatePoint } from '../hex/hex';
import { edgeKey, type EdgeKey, type HexKey } from '../hex/keys';
import { HOMELAND_ID, HOMELAND_LOCAL_SPACE, START_AREA } from '../data/pieces';
import type { Axial, PieceDef, PlacedPiece, SpaceId, SpaceKind, Wage } from '../model/board';
import type { CityName, LeisureType } from '../model/components';
import { boardIndex, globalHex, packHex, pieceDef, type HexOccupant } from './pieces';
import { VersionedMapView, type MapWriter } from './versionedMap';
import { RecentMemo } from '../util/recentMemo';

/** The homeland's wind-rose space, where every journeyman starts (C07). */
export const HOMELAND_SPACE: SpaceId = `${HOMELAND_ID}/${HOMELAND_LOCAL_SPACE}`;

export function interiorSpaceId(pieceId: string, localId: string): SpaceId {
  return `${pieceId}/${localId}`;
}

export function connectionSpaceId(edge: EdgeKey): SpaceId {
  return `edge:${edge}`;
}

/**
 * Edge key and space id of a connection, cached by a packed number so that rebuilding a
 * graph does not build and hash new strings (hexes within packHex's bound).
 */
const CONNECTION_IDS = new Map<number, { readonly edge: EdgeKey; readonly id: SpaceId }>();

function connectionIds(q: number, r: number, dir: number): { readonly edge: EdgeKey; readonly id: SpaceId } {
  const packed = packHex(q, r) * 6 + dir;
  let c = CONNECTION_IDS.get(packed);
  if (!c) {
    const edge = edgeKey({ q, r }, dir);
    c = { edge, id: connectionSpaceId(edge) };
    CONNECTION_IDS.set(packed, c);
  }
  return c;
}

export interface BoardSpace {
  readonly id: SpaceId;
  readonly kind: SpaceKind;
  /** The piece that defines the space (for a shared connection: the one placed first). */
  readonly pieceId: string;
  /** Local id in that piece. */
  readonly localId: string;
  /** Every piece whose printed space this is (two for a connection on a shared edge). */
  readonly pieceIds: readonly string[];
  /** Set when the defining piece is a city board. */
  readonly city?: CityName;
  /** Global hex the space lies on (a connection: the hex of the defining piece). */
  readonly hex: Axial;
  /** World position in hex-size units (hexToWorld with size 1), for drawing. */
  readonly pos: readonly [number, number];
  readonly fee: number;
  readonly toll: number;
  readonly wage: Wage | null;
  readonly fateSlot: number | null;
  readonly leisure: readonly LeisureType[];
  readonly isConnection: boolean;
  /** Edge key of a connection space, else null. */
  readonly edge: EdgeKey | null;
  /** Neighbouring space ids (deterministic order: pieces in placement order, links in data order). */
  readonly adjacent: readonly SpaceId[];
}

export interface BoardGraph {
  readonly placed: readonly PlacedPiece[];
  readonly spaces: ReadonlyMap<SpaceId, BoardSpace>;
  readonly occupancy: ReadonlyMap<HexKey, HexOccupant>;
  /** Placed piece by piece id (made when first asked for). */
  readonly pieces: ReadonlyMap<string, PlacedPiece>;
  /** Carriage space of each placed city. */
  readonly carriage: Readonly<Partial<Record<CityName, SpaceId>>>;
  /** Central hexagonal space of each placed city. */
  readonly cityCentre: Readonly<Partial<Record<CityName, SpaceId>>>;
}

/**
 * Graphs of the boards asked about lately (see RecentMemo: cheaper than a WeakMap), the start
 * area's kept for good: every game begins on that very array and extends its graph.
 */
const GRAPHS = new RecentMemo<readonly PlacedPiece[], BoardGraph>(16, START_AREA);


/** A piece's spaces in one rotation, with everything that does not depend on `at`. */
interface SpaceTemplate {
  readonly localId: string;
  readonly interiorId: SpaceId;
  readonly kind: SpaceKind;
  readonly hex: number;
  /** Global direction of a connection space's edge, -1 for interior spaces. */
  readonly edgeDir: number;
  readonly off: readonly [number, number];
  readonly fee: number;
  readonly toll: number;
  readonly wage: Wage | null;
  readonly fateSlot: number | null;
  readonly leisure: readonly LeisureType[];
  /** Neighbours as indices into the piece's spaces, in link order (as pushed link by link). */
  readonly adjacent: readonly number[];
}

interface PieceTemplate {
  readonly def: PieceDef;
  readonly hexOffsets: readonly Axial[];
  readonly spaces: readonly SpaceTemplate[];
}

/** Templates by piece id, then rotation (made when first asked for). */
const TEMPLATES = new Map<string, (PieceTemplate | undefined)[]>();

function pieceTemplate(pieceId: string, rotation: number): PieceTemplate {
  let byRotation = TEMPLATES.get(pieceId);
  if (!byRotation) TEMPLATES.set(pieceId, (byRotation = []));
  let t = byRotation[rotation];
  if (t) return t;
  const def = pieceDef(pieceId);
  const index = new Map(def.spaces.map((sp, i) => [sp.id, i]));
  const adjacent: number[][] = def.spaces.map(() => []);
  for (const [a, b] of def.links) {
    const x = index.get(a) as number;
    const y = index.get(b) as number;
    adjacent[x]!.push(y);
    adjacent[y]!.push(x);
  }
  t = {
    def,
    hexOffsets: def.hexes.map((_, i) => globalHex(def, { q: 0, r: 0 }, rotation, i)),
    spaces: def.spaces.map((sp, i) => ({
      localId: sp.id,
      interiorId: interiorSpaceId(pieceId, sp.id),
      kind: sp.kind,
      hex: sp.hex,
      edgeDir: sp.edge === undefined ? -1 : (sp.edge + rotation) % 6,
      off: rotatePoint(sp.pos, rotation),
      fee: sp.fee ?? 0,
      toll: sp.toll ?? 0,
      wage: sp.wage ?? null,
      fateSlot: sp.fateSlot ?? null,
      leisure: sp.leisure ?? [],
      adjacent: adjacent[i] as number[],
    })),
  };
  byRotation[rotation] = t;
  return t;
}

interface Building {
  spaces: MapWriter<SpaceId, BoardSpace>;
  carriage: Partial<Record<CityName, SpaceId>>;
  cityCentre: Partial<Record<CityName, SpaceId>>;
}

/**
 * Appends the ids of the local spaces `local` to `out`. (A loop of pushes: arrays made by
 * `map` are "holey" in V8, and the engine's loops over neighbour lists ran measurably slower
 * on them.)
 */
function pushIds(out: SpaceId[], local: readonly number[], ids: readonly SpaceId[]): SpaceId[] {
  for (let k = 0; k < local.length; k++) out.push(ids[local[k] as number] as SpaceId);
  return out;
}

/** Adds one piece's spaces and links (a connection space already present is copied, then extended). */
function addPiece(b: Building, p: PlacedPiece): void {
  const rotation = ((p.rotation % 6) + 6) % 6;
  const t = pieceTemplate(p.pieceId, rotation);
  const city = t.def.city;
  const n = t.spaces.length;
  // the global ids first: each space's neighbour list is then made at its final length
  const ids: SpaceId[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const sp = t.spaces[i] as SpaceTemplate;
    const o = t.hexOffsets[sp.hex] as Axial;
    ids[i] = sp.edgeDir < 0 ? sp.interiorId : connectionIds(p.at.q + o.q, p.at.r + o.r, sp.edgeDir).id;
  }
  // one list for every space only this piece prints (never changed: a copy is made to add to it)
  const onlyThis = [p.pieceId];
  for (let i = 0; i < n; i++) {
    const sp = t.spaces[i] as SpaceTemplate;
    const id = ids[i] as SpaceId;
    const existing = b.spaces.get(id);
    if (existing) {
      // copy on write: the space belongs to earlier boards too, which must not change
      b.spaces.set(id, { ...existing, pieceIds: [...existing.pieceIds, p.pieceId], adjacent: pushIds(existing.adjacent.slice(), sp.adjacent, ids) });
      continue;
    }
    const o = t.hexOffsets[sp.hex] as Axial;
    const hex = { q: p.at.q + o.q, r: p.at.r + o.r };
    const c = hexToWorld(hex);
    const isConnection = sp.edgeDir >= 0;
    b.spaces.set(id, {
      id,
      kind: sp.kind,
      pieceId: p.pieceId,
      localId: sp.localId,
      pieceIds: onlyThis,
      city,
      hex,
      pos: [c.x + sp.off[0], c.y + sp.off[1]],
      fee: sp.fee,
      toll: sp.toll,
      wage: sp.wage,
      fateSlot: sp.fateSlot,
      leisure: sp.leisure,
      isConnection,
      edge: isConnection ? connectionIds(hex.q, hex.r, sp.edgeDir).edge : null,
      adjacent: pushIds([], sp.adjacent, ids),
    });
    if (city && sp.kind === 'carriage') b.carriage[city] = id;
    if (city && sp.kind === 'centre') b.cityCentre[city] = id;
  }
}

/** The graph of `placed` minus its last piece, if one was built lately for the same piece objects. */
function prefixGraph(placed: readonly PlacedPiece[]): BoardGraph | null {
  const n = placed.length;
  if (n < 2) return null;
  const last = placed[n - 2];
  return (
    GRAPHS.find((prev) => {
      if (prev.length !== n - 1 || prev[n - 2] !== last) return false;
      for (let i = 0; i < n - 2; i++) if (prev[i] !== placed[i]) return false;
      return true;
    }) ?? null
  );
}

/**
 * A board's graph. Spaces extend the previous board's (versionedMap.ts); the occupancy and
 * the piece lookup, which the engine does not need, are made when first asked for.
 */
class Graph implements BoardGraph {
  private pieceMap: ReadonlyMap<string, PlacedPiece> | undefined;
  constructor(
    readonly placed: readonly PlacedPiece[],
    readonly spaces: VersionedMapView<SpaceId, BoardSpace>,
    readonly carriage: Readonly<Partial<Record<CityName, SpaceId>>>,
    readonly cityCentre: Readonly<Partial<Record<CityName, SpaceId>>>,
  ) {}

  get occupancy(): ReadonlyMap<HexKey, HexOccupant> {
    return boardIndex(this.placed).occupancy;
  }

  get pieces(): ReadonlyMap<string, PlacedPiece> {
    this.pieceMap ??= new Map(this.placed.map((p) => [p.pieceId, p]));
    return this.pieceMap;
  }
}

/** One more piece on a graph's spaces (see versionedMap.ts: nothing earlier changes). */
function extendSpaces(
  spaces: VersionedMapView<SpaceId, BoardSpace>,
  carriage: Partial<Record<CityName, SpaceId>>,
  cityCentre: Partial<Record<CityName, SpaceId>>,
  p: PlacedPiece,
): VersionedMapView<SpaceId, BoardSpace> {
  return spaces.extend((w) => addPiece({ spaces: w, carriage, cityCentre }, p));
}

/**
 * The graph of `placed`; the same array returns the same object while it is among the
 * boards asked about lately (else an equal graph is rebuilt). When the array is
 * a previously seen array plus one piece (what placePiece makes), the graph is extended
 * from the previous one instead of rebuilt; earlier graphs are never changed.
 */
export function boardGraph(placed: readonly PlacedPiece[]): BoardGraph {
  const cached = GRAPHS.get(placed);
  if (cached) return cached;
  const prev = prefixGraph(placed);
  let spaces: VersionedMapView<SpaceId, BoardSpace>;
  let carriage: Partial<Record<CityName, SpaceId>>;
  let cityCentre: Partial<Record<CityName, SpaceId>>;
  if (prev) {
    carriage = { ...prev.carriage };
    cityCentre = { ...prev.cityCentre };
    spaces = extendSpaces(prev.spaces as VersionedMapView<SpaceId, BoardSpace>, carriage, cityCentre, placed[placed.length - 1] as PlacedPiece);
  } else {
    carriage = {};
    cityCentre = {};
    spaces = VersionedMapView.empty();
    for (const p of placed) spaces = extendSpaces(spaces, carriage, cityCentre, p);
  }
  const graph = new Graph(placed, spaces, carriage, cityCentre);
  GRAPHS.set(placed, graph);
  return graph;
}

/** The space, or throws for an unknown id (a programming error). */
export function boardSpace(graph: BoardGraph, id: SpaceId): BoardSpace {
  const s = graph.spaces.get(id);
  if (!s) throw new Error(`unknown space "${id}"`);
  return s;
}
