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
import { HOMELAND_ID, HOMELAND_LOCAL_SPACE } from '../data/pieces';
import type { Axial, PlacedPiece, SpaceId, SpaceKind, Wage } from '../model/board';
import type { CityName, LeisureType } from '../model/components';
import { boardIndex, globalHex, pieceDef, type HexOccupant } from './pieces';

/** The homeland's wind-rose space, where every journeyman starts (C07). */
export const HOMELAND_SPACE: SpaceId = `${HOMELAND_ID}/${HOMELAND_LOCAL_SPACE}`;

export function interiorSpaceId(pieceId: string, localId: string): SpaceId {
  return `${pieceId}/${localId}`;
}

export function connectionSpaceId(edge: EdgeKey): SpaceId {
  return `edge:${edge}`;
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
  /** Placed piece by piece id. */
  readonly pieces: ReadonlyMap<string, PlacedPiece>;
  /** Carriage space of each placed city. */
  readonly carriage: Readonly<Partial<Record<CityName, SpaceId>>>;
  /** Central hexagonal space of each placed city. */
  readonly cityCentre: Readonly<Partial<Record<CityName, SpaceId>>>;
}

const GRAPHS = new WeakMap<readonly PlacedPiece[], BoardGraph>();

interface MutableSpace extends Omit<BoardSpace, 'adjacent' | 'pieceIds'> {
  adjacent: SpaceId[];
  pieceIds: string[];
}

/** The graph of `placed`; the same array always returns the same object. */
export function boardGraph(placed: readonly PlacedPiece[]): BoardGraph {
  const cached = GRAPHS.get(placed);
  if (cached) return cached;
  const { occupancy } = boardIndex(placed);
  const spaces = new Map<SpaceId, MutableSpace>();
  const pieces = new Map<string, PlacedPiece>();
  const carriage: Partial<Record<CityName, SpaceId>> = {};
  const cityCentre: Partial<Record<CityName, SpaceId>> = {};

  for (const p of placed) {
    const def = pieceDef(p.pieceId);
    pieces.set(p.pieceId, p);
    const hexes = def.hexes.map((_, i) => globalHex(def, p.at, p.rotation, i));
    const local = new Map<string, SpaceId>();
    for (const sp of def.spaces) {
      const hex = hexes[sp.hex] as Axial;
      let id: SpaceId;
      let edge: EdgeKey | null = null;
      if (sp.edge !== undefined) {
        edge = edgeKey(hex, sp.edge + p.rotation);
        id = connectionSpaceId(edge);
      } else {
        id = interiorSpaceId(p.pieceId, sp.id);
      }
      local.set(sp.id, id);
      const existing = spaces.get(id);
      if (existing) {
        existing.pieceIds.push(p.pieceId);
        continue;
      }
      const c = hexToWorld(hex);
      const off = rotatePoint(sp.pos, p.rotation);
      spaces.set(id, {
        id,
        kind: sp.kind,
        pieceId: p.pieceId,
        localId: sp.id,
        pieceIds: [p.pieceId],
        ...(def.city ? { city: def.city } : {}),
        hex,
        pos: [c.x + off[0], c.y + off[1]],
        fee: sp.fee ?? 0,
        toll: sp.toll ?? 0,
        wage: sp.wage ?? null,
        fateSlot: sp.fateSlot ?? null,
        leisure: sp.leisure ?? [],
        isConnection: edge !== null,
        edge,
        adjacent: [],
      });
      if (def.city && sp.kind === 'carriage') carriage[def.city] = id;
      if (def.city && sp.kind === 'centre') cityCentre[def.city] = id;
    }
    for (const [a, b] of def.links) {
      const ga = local.get(a) as SpaceId;
      const gb = local.get(b) as SpaceId;
      const sa = spaces.get(ga) as MutableSpace;
      const sb = spaces.get(gb) as MutableSpace;
      if (!sa.adjacent.includes(gb)) sa.adjacent.push(gb);
      if (!sb.adjacent.includes(ga)) sb.adjacent.push(ga);
    }
  }
  const graph: BoardGraph = { placed, spaces: spaces as Map<SpaceId, BoardSpace>, occupancy, pieces, carriage, cityCentre };
  GRAPHS.set(placed, graph);
  return graph;
}

/** The space, or throws for an unknown id (a programming error). */
export function boardSpace(graph: BoardGraph, id: SpaceId): BoardSpace {
  const s = graph.spaces.get(id);
  if (!s) throw new Error(`unknown space "${id}"`);
  return s;
}
