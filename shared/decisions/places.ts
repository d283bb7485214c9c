/**
 * Names of places and pieces the way a player says them: "the inn at Krinn", "a work space on
 * a forest (wage: 2 Thalers and a black scantling)", "the homeland" — never a space id.
 * Three grammatical forms: `name` (a noun phrase), `to` (where a step goes: "to the inn at
 * Krinn" / "zum Wirtshaus in Krinn") and `at` (where something happens: "at the inn at Krinn" /
 * "im Wirtshaus in Krinn").
 */
import { placedHexes, type BoardSpace } from '../board';
import type { Axial, SpaceId, Wage } from '../model/board';
import { hexToWorld } from '../hex/hex';
import type { GameView } from '../engine/view';
import { msg, listMsg, scantling, thalers } from './msg';
import { pieceOf, spaceOf, wageOf } from './facts';
import type { Msg } from './types';

export type PlaceForm = 'name' | 'to' | 'at';

/** Where a piece lies, as a phrase: "on a meadow", "in the start area", "in Krinn". */
export function locOfPiece(pieceId: string): Msg {
  const def = pieceOf(pieceId);
  if (!def) return msg('loc.unknown');
  if (def.kind === 'homeland') return msg('loc.homeland');
  if (def.kind === 'start') return msg('loc.start');
  if (def.kind === 'city' && def.city) return msg('loc.city', { city: def.city });
  return msg(`loc.${def.terrain ?? 'unknown'}`);
}

function cityOfConnection(sp: BoardSpace): string | undefined {
  for (const id of sp.pieceIds) {
    const def = pieceOf(id);
    if (def?.kind === 'city' && def.city) return def.city;
  }
  return undefined;
}

/** A wage as words: "2 Thalers and a black scantling", "a die roll". */
export function wageMsg(w: Wage | null): Msg {
  if (!w) return msg('wage.none');
  if (w.kind === 'rolled') return w.table.some((c) => c !== null) ? msg('wage.rolledColours') : msg('wage.rolled');
  return w.scantling ? msg('wage.fixed', { thalers: thalers(w.thalers), scantling: scantling(w.scantling) }) : msg('wage.fixedPlain', { thalers: thalers(w.thalers) });
}

/** The rolled table as "1–2: a yellow scantling" lines (faces without a colour left out). */
export function wageFaces(w: Wage): Msg[] {
  if (w.kind !== 'rolled') return [];
  const out: Msg[] = [];
  let i = 0;
  while (i < 6) {
    const c = w.table[i] ?? null;
    let j = i;
    while (j + 1 < 6 && (w.table[j + 1] ?? null) === c) j++;
    if (c) out.push(msg('wage.faces', { faces: i === j ? `${i + 1}` : `${i + 1}–${j + 1}`, scantling: scantling(c) }));
    i = j + 1;
  }
  return out;
}

function placeKey(view: GameView, sp: BoardSpace, brief: boolean): { kind: string; params: Record<string, string | Msg> } {
  const city = sp.city;
  const loc = locOfPiece(sp.pieceId);
  switch (sp.kind) {
    case 'homeland':
      return { kind: 'homeland', params: {} };
    case 'centre':
      return city ? { kind: 'centreCity', params: { city } } : { kind: 'centre', params: { loc } };
    case 'path': {
      if (sp.isConnection) {
        const c = cityOfConnection(sp);
        return c ? { kind: 'gate', params: { city: c } } : { kind: 'connection', params: { loc } };
      }
      return city ? { kind: 'entrance', params: { city } } : { kind: 'path', params: { loc } };
    }
    case 'inn':
      return city ? { kind: 'innCity', params: { city } } : { kind: 'inn', params: { loc } };
    case 'hostel':
      return city ? { kind: 'hostelCity', params: { city } } : { kind: 'hostel', params: { loc } };
    case 'townhall':
      return city ? { kind: 'townhall', params: { city } } : { kind: 'townhallPlain', params: { loc } };
    case 'work': {
      if (brief) return city ? { kind: 'workCityBrief', params: { city } } : { kind: 'workBrief', params: { loc } };
      const wage = wageMsg(wageOf(view, sp.id));
      return city ? { kind: 'workCity', params: { city, wage } } : { kind: 'work', params: { loc, wage } };
    }
    case 'leisure': {
      if (brief) return { kind: 'leisureBrief', params: { loc } };
      const types = listMsg(sp.leisure.map((t) => msg(`leisure.${t}`)));
      return { kind: 'leisure', params: { loc, types } };
    }
    case 'carriage':
      return city ? { kind: 'carriage', params: { city } } : { kind: 'carriagePlain', params: { loc } };
    default:
      return { kind: 'unknown', params: { loc } };
  }
}

/**
 * Names a space for a player. Unknown ids give "a space" (never the id). `brief` leaves out
 * a work space's wage and a leisure space's card types (for the log, where they follow).
 */
export function describeSpace(view: GameView, spaceId: SpaceId, form: PlaceForm = 'name', opts: { brief?: boolean } = {}): Msg {
  const sp = spaceOf(view, spaceId);
  if (!sp) return msg(`place.${form}.unknown`, { loc: msg('loc.unknown') });
  const { kind, params } = placeKey(view, sp, !!opts.brief);
  return msg(`place.${form}.${kind}`, params);
}

/** A piece: "a forest tile", "the city board of Krinn". */
export function describePiece(pieceId: string): Msg {
  const def = pieceOf(pieceId);
  if (!def) return msg('piece.unknown');
  if (def.kind === 'city' && def.city) return msg('piece.city', { city: def.city });
  return msg(`piece.${def.terrain ?? 'unknown'}`);
}

export type Compass = 'e' | 'ne' | 'n' | 'nw' | 'w' | 'sw' | 's' | 'se';
const COMPASS: readonly Compass[] = ['e', 'ne', 'n', 'nw', 'w', 'sw', 's', 'se'];

/** Compass direction between two world points (y pointing down); null when they coincide. */
export function compass(from: readonly [number, number], to: readonly [number, number]): Compass | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (Math.abs(dx) < 1e-6 && Math.abs(dy) < 1e-6) return null;
  const a = Math.atan2(-dy, dx);
  const sector = ((Math.round(a / (Math.PI / 4)) % 8) + 8) % 8;
  return COMPASS[sector] ?? null;
}

/** Direction of a step between two spaces ("to the north-east"). */
export function stepDirection(view: GameView, from: SpaceId, to: SpaceId): Msg {
  const a = spaceOf(view, from);
  const b = spaceOf(view, to);
  const d = a && b ? compass(a.pos, b.pos) : null;
  return msg(`dir.to.${d ?? 'here'}`);
}

/** Where a placed piece would lie (the centre of its hexes) as seen from the tile of space `from`. */
export function placementCompass(view: GameView, from: SpaceId, pieceId: string, at: Axial, rotation: number): Compass | null {
  const a = spaceOf(view, from);
  if (!a || !pieceOf(pieceId)) return null;
  const hexes = placedHexes({ pieceId, at, rotation });
  let x = 0;
  let y = 0;
  for (const h of hexes) {
    const w = hexToWorld(h);
    x += w.x / hexes.length;
    y += w.y / hexes.length;
  }
  const c = hexToWorld(a.hex);
  return compass([c.x, c.y], [x, y]);
}
