/**
 * Builders that turn the compact tile notation of the data files into PieceDefs.
 * Shared by the start area and the landscape tiles; cities have their own builder
 * (cities.ts) because they span three hexes.
 *
 * Single-hex layout (all positions in hex-size units, y down, unrotated; see shared/hex):
 * - the centre space 'c' sits at the hex centre (0,0);
 * - an "arm" runs from the centre towards edge d: an optional middle space 'a{d}' at
 *   radius 0.45 (plain path, inn or hostel) and the connection space 'e{d}' on the edge
 *   midpoint (radius √3/2, so it coincides with the neighbour's connection space);
 * - a "spur" is a round space 's{slot}' (work / leisure), a dead end with one link. It hangs
 *   off an arm's middle space at screen slot 2d±1 (between two arms, radius 0.62), or off
 *   the centre at slot 2d of an edge without an arm (radius 0.5).
 */
import { edgeMidpoint, polarSlot } from '../../hex/hex';
import type { Direction, PieceDef, PieceKind, SpaceDef, Wage } from '../../model/board';
import type { LeisureType, ScantlingColour, Terrain } from '../../model/components';

const COLOUR_LETTERS: Record<string, ScantlingColour | null> = {
  o: 'orange',
  k: 'black',
  b: 'blue',
  g: 'green',
  y: 'yellow',
  '-': null,
};

/** Fixed wage: `thalers` plus one scantling (or none). */
export function fixed(thalers: number, scantling: ScantlingColour | null = null): Wage {
  return { kind: 'fixed', thalers, scantling };
}

/**
 * Rolled wage; `faces` is six letters for die faces 1..6:
 * o orange, k black, b blue, g green, y yellow, - none (die only).
 */
export function rolled(faces: string): Wage {
  const letters = faces.replace(/\s+/g, '').split('');
  if (letters.length !== 6) throw new Error(`rolled(): need 6 faces, got "${faces}"`);
  return {
    kind: 'rolled',
    table: letters.map((l) => {
      if (!(l in COLOUR_LETTERS)) throw new Error(`rolled(): bad face "${l}"`);
      return COLOUR_LETTERS[l] as ScantlingColour | null;
    }),
  };
}

export interface SpurSpec {
  readonly from: Direction | 'c';
  readonly slot: number;
  readonly kind: 'work' | 'leisure';
  readonly wage?: Wage;
  readonly leisure?: readonly LeisureType[];
}

export function work(from: Direction | 'c', slot: number, wage: Wage): SpurSpec {
  return { from, slot, kind: 'work', wage };
}

export function leisure(from: Direction | 'c', slot: number, ...types: LeisureType[]): SpurSpec {
  return { from, slot, kind: 'leisure', leisure: types };
}

/**
 * Arms in the notation "0p 1i1 2- 3h2": edge digit, then the middle space
 * (p plain path, i inn, h hostel, - none: centre linked straight to the connection),
 * then the fee digit for an inn or hostel.
 */
function parseArms(arms: string): { edge: Direction; mid: 'p' | 'i' | 'h' | '-'; fee?: number }[] {
  return arms
    .trim()
    .split(/\s+/)
    .map((tok) => {
      const m = /^([0-5])([pih-])([0-9]?)$/.exec(tok);
      if (!m) throw new Error(`bad arm "${tok}"`);
      const mid = m[2] as 'p' | 'i' | 'h' | '-';
      if ((mid === 'i' || mid === 'h') !== (m[3] !== '')) throw new Error(`arm "${tok}": fee iff inn/hostel`);
      return { edge: Number(m[1]) as Direction, mid, ...(m[3] ? { fee: Number(m[3]) } : {}) };
    });
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const pos = (p: readonly [number, number]): [number, number] => [round3(p[0]) + 0, round3(p[1]) + 0];

export const ARM_MID_RADIUS = 0.45;
export const ARM_SPUR_RADIUS = 0.62;
export const CENTRE_SPUR_RADIUS = 0.5;

/** One landscape-style hex: centre, arms to connection spaces, round spurs. */
export function hexTile(
  id: string,
  kind: Extract<PieceKind, 'start' | 'landscape'>,
  terrain: Terrain,
  arms: string,
  spurs: readonly SpurSpec[] = [],
): PieceDef {
  const spaces: SpaceDef[] = [{ id: 'c', kind: 'centre', hex: 0, pos: [0, 0] }];
  const links: [string, string][] = [];
  const armList = parseArms(arms);
  for (const a of armList) {
    const conn = `e${a.edge}`;
    spaces.push({ id: conn, kind: 'path', hex: 0, edge: a.edge, pos: pos(edgeMidpoint(a.edge)) });
    if (a.mid === '-') {
      links.push(['c', conn]);
      continue;
    }
    const mid = `a${a.edge}`;
    const kindOf = a.mid === 'i' ? 'inn' : a.mid === 'h' ? 'hostel' : 'path';
    spaces.push({ id: mid, kind: kindOf, hex: 0, pos: pos(polarSlot(2 * a.edge, ARM_MID_RADIUS)), ...(a.fee ? { fee: a.fee } : {}) });
    links.push(['c', mid], [mid, conn]);
  }
  for (const s of spurs) {
    const sid = `s${s.slot}`;
    const onArm = s.from !== 'c';
    const radius = onArm ? ARM_SPUR_RADIUS : CENTRE_SPUR_RADIUS;
    spaces.push({
      id: sid,
      kind: s.kind,
      hex: 0,
      pos: pos(polarSlot(s.slot, radius)),
      ...(s.wage ? { wage: s.wage } : {}),
      ...(s.leisure ? { leisure: s.leisure } : {}),
    });
    links.push([onArm ? `a${s.from}` : 'c', sid]);
  }
  return { id, kind, terrain, hexes: [{ q: 0, r: 0 }], spaces, links };
}
