import { describe, expect, it } from 'vitest';
import { ROUND_SPACE_KINDS, type PieceDef, type Wage } from '../../model/board';
import { CITY_NAMES, LEISURE_TYPES, type ScantlingColour } from '../../model/components';
import { hexDistance } from '../../hex/hex';
import {
  CITIES,
  CITY_OUTER_EDGES,
  CITY_PIECE_IDS,
  FATE_TILES,
  FIELDS,
  FORESTS,
  HOMELAND,
  HOMELAND_ID,
  LANDSCAPE_TILE_IDS,
  LANDSCAPE_TILES,
  MEADOWS,
  PIECES,
  START_AREA,
  START_TILES,
} from './index';

const ALL = Object.values(PIECES);
const conns = (p: PieceDef) => p.spaces.filter((s) => s.edge !== undefined).length;
const isRound = (k: string) => (ROUND_SPACE_KINDS as readonly string[]).includes(k);

function degree(p: PieceDef, id: string): number {
  return p.links.filter(([a, b]) => a === id || b === id).length;
}

function connected(p: PieceDef): boolean {
  const adj = new Map<string, string[]>(p.spaces.map((s) => [s.id, []]));
  for (const [a, b] of p.links) {
    adj.get(a)!.push(b);
    adj.get(b)!.push(a);
  }
  const seen = new Set([p.spaces[0]!.id]);
  const stack = [p.spaces[0]!.id];
  while (stack.length) {
    for (const n of adj.get(stack.pop()!)!) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === p.spaces.length;
}

/** Expected Thalers of a wage (rolled: the die's mean 3.5) plus 1 per expected scantling. */
function wageValue(w: Wage): number {
  if (w.kind === 'fixed') return w.thalers + (w.scantling ? 1 : 0);
  return 3.5 + w.table.filter((c) => c !== null).length / 6;
}

function allWages(): Wage[] {
  return ALL.flatMap((p) => p.spaces.flatMap((s) => (s.wage ? [s.wage] : [])));
}

describe('board pieces: known counts', () => {
  it('36 landscape tiles: 18 meadows (5–6 connections), 11 forests (4–5), 7 fields (2–3)', () => {
    expect(LANDSCAPE_TILES).toHaveLength(36);
    expect(LANDSCAPE_TILE_IDS).toHaveLength(36);
    expect(MEADOWS).toHaveLength(18);
    expect(FORESTS).toHaveLength(11);
    expect(FIELDS).toHaveLength(7);
    for (const m of MEADOWS) expect([5, 6]).toContain(conns(m));
    for (const f of FORESTS) expect([4, 5]).toContain(conns(f));
    for (const f of FIELDS) expect([2, 3]).toContain(conns(f));
    expect(MEADOWS.every((t) => t.terrain === 'meadow' && t.kind === 'landscape')).toBe(true);
    expect(FORESTS.every((t) => t.terrain === 'forest')).toBe(true);
    expect(FIELDS.every((t) => t.terrain === 'field')).toBe(true);
  });

  it('7 cities of three mutually adjacent hexes, one per name', () => {
    expect(CITIES).toHaveLength(7);
    expect(CITIES.map((c) => c.city).sort()).toEqual([...CITY_NAMES].sort());
    for (const name of CITY_NAMES) expect(PIECES[CITY_PIECE_IDS[name]]!.city).toBe(name);
    for (const c of CITIES) {
      expect(c.kind).toBe('city');
      expect(c.hexes).toHaveLength(3);
      const [a, b, d] = c.hexes;
      expect([hexDistance(a!, b!), hexDistance(a!, d!), hexDistance(b!, d!)]).toEqual([1, 1, 1]);
    }
  });

  it('tuned connection mix: 4 six-connection meadows, two-gap forests and two-connection fields use adjacent edges', () => {
    expect(MEADOWS.filter((m) => conns(m) === 6)).toHaveLength(4);
    const edges = (p: PieceDef) => p.spaces.flatMap((s) => (s.edge !== undefined ? [s.edge] : []));
    const adjacentPair = (a: number, b: number) => (a - b + 6) % 6 === 1 || (b - a + 6) % 6 === 1;
    for (const f of FORESTS.filter((x) => conns(x) === 4)) {
      const gaps = [0, 1, 2, 3, 4, 5].filter((d) => !edges(f).includes(d as never));
      expect(adjacentPair(gaps[0]!, gaps[1]!), f.id).toBe(true);
    }
    for (const f of FIELDS.filter((x) => conns(x) === 2)) expect(adjacentPair(edges(f)[0]!, edges(f)[1]!), f.id).toBe(true);
    // every city hex has an entrance
    for (const c of CITIES) for (const h of [0, 1, 2]) expect(c.spaces.some((s) => s.hex === h && s.edge !== undefined), `${c.id} hex ${h}`).toBe(true);
  });

  it('12 fate tiles', () => {
    expect(FATE_TILES).toHaveLength(12);
  });

  it('start area: homeland at the origin and six start tiles filling ring 1', () => {
    expect(START_AREA).toHaveLength(7);
    expect(START_AREA[0]).toEqual({ pieceId: HOMELAND_ID, at: { q: 0, r: 0 }, rotation: 0 });
    expect(START_TILES).toHaveLength(6);
    for (const p of START_AREA.slice(1)) {
      expect(PIECES[p.pieceId]!.kind).toBe('start');
      expect(hexDistance(p.at, { q: 0, r: 0 })).toBe(1);
    }
    expect(new Set(START_AREA.map((p) => `${p.at.q},${p.at.r}`)).size).toBe(7);
    expect(HOMELAND.spaces.filter((s) => s.kind === 'homeland')).toHaveLength(1);
    expect(conns(HOMELAND)).toBe(6);
    // every start tile has a connection on the edge facing the homeland (local edge 3)
    for (const t of START_TILES) expect(t.spaces.some((s) => s.edge === 3)).toBe(true);
  });
});

describe('board pieces: invariants', () => {
  it('piece ids are unique and PIECES holds homeland + 6 start + 36 landscape + 7 cities', () => {
    expect(ALL).toHaveLength(50);
    for (const p of ALL) expect(new Set(p.spaces.map((s) => s.id)).size).toBe(p.spaces.length);
  });

  it('links reference existing spaces, no self links or duplicates, every piece graph connected', () => {
    for (const p of ALL) {
      const ids = new Set(p.spaces.map((s) => s.id));
      const seen = new Set<string>();
      for (const [a, b] of p.links) {
        expect(ids.has(a) && ids.has(b), `${p.id}: ${a}-${b}`).toBe(true);
        expect(a).not.toBe(b);
        const k = [a, b].sort().join('|');
        expect(seen.has(k), `${p.id} duplicate ${k}`).toBe(false);
        seen.add(k);
      }
      expect(connected(p), p.id).toBe(true);
    }
  });

  it('exactly one centre per landscape/start hex; cities one centre with toll 1–2', () => {
    for (const p of [...START_TILES, ...LANDSCAPE_TILES]) expect(p.spaces.filter((s) => s.kind === 'centre')).toHaveLength(1);
    for (const c of CITIES) {
      const centres = c.spaces.filter((s) => s.kind === 'centre');
      expect(centres).toHaveLength(1);
      expect(centres[0]!.toll).toBeGreaterThanOrEqual(1);
      expect(centres[0]!.toll).toBeLessThanOrEqual(2);
    }
  });

  it('round spaces are dead ends (exactly one link); connection spaces are path spaces with one link', () => {
    for (const p of ALL) {
      for (const s of p.spaces) {
        if (isRound(s.kind)) expect(degree(p, s.id), `${p.id}/${s.id}`).toBe(1);
        if (s.edge !== undefined) {
          expect(s.kind).toBe('path');
          expect(degree(p, s.id)).toBe(1);
        }
      }
    }
  });

  it('at most one connection per edge of a hex; city connections only on outer edges', () => {
    for (const p of ALL) {
      const keys = p.spaces.filter((s) => s.edge !== undefined).map((s) => `${s.hex}:${s.edge}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const c of CITIES) {
      for (const s of c.spaces) if (s.edge !== undefined) expect(CITY_OUTER_EDGES[s.hex]).toContain(s.edge);
    }
  });

  it('drawing positions: inside their hex, connections on the edge midpoint, no two spaces crowded', () => {
    for (const p of ALL) {
      for (const s of p.spaces) {
        const r = Math.hypot(s.pos[0], s.pos[1]);
        if (s.edge !== undefined) {
          expect(r).toBeCloseTo(Math.sqrt(3) / 2, 2);
          const a = (-s.edge * Math.PI) / 3;
          expect(s.pos[0]).toBeCloseTo((Math.cos(a) * Math.sqrt(3)) / 2, 2);
          expect(s.pos[1]).toBeCloseTo((Math.sin(a) * Math.sqrt(3)) / 2, 2);
        } else expect(r, `${p.id}/${s.id}`).toBeLessThanOrEqual(1.0001);
      }
      for (let i = 0; i < p.spaces.length; i++) {
        for (let j = i + 1; j < p.spaces.length; j++) {
          const a = p.spaces[i]!;
          const b = p.spaces[j]!;
          if (a.hex !== b.hex) continue;
          expect(Math.hypot(a.pos[0] - b.pos[0], a.pos[1] - b.pos[1]), `${p.id}: ${a.id} ${b.id}`).toBeGreaterThan(0.2);
        }
      }
    }
  });

  it('landscape fees 1–2; city inn and hostel fees 2–3, entrance tolls 1', () => {
    for (const p of [...START_TILES, ...LANDSCAPE_TILES]) {
      for (const s of p.spaces) {
        if (s.kind === 'inn' || s.kind === 'hostel') expect([1, 2]).toContain(s.fee);
        expect(s.toll).toBeUndefined();
      }
    }
    for (const c of CITIES) {
      for (const s of c.spaces) if (s.kind === 'inn' || s.kind === 'hostel') expect([2, 3]).toContain(s.fee);
      const entrances = c.spaces.filter((s) => s.kind === 'path' && s.edge === undefined);
      expect(entrances.length).toBe(conns(c));
      for (const e of entrances) expect(e.toll).toBe(1);
      // the first space inside from every connection is a toll-1 entrance
      for (const s of c.spaces.filter((x) => x.edge !== undefined)) {
        const inner = c.links.find(([a, b]) => a === s.id || b === s.id)!.find((x) => x !== s.id)!;
        expect(c.spaces.find((x) => x.id === inner)!.toll).toBe(1);
      }
    }
  });

  it('cities: inn, hostel, town hall, carriage, 1–2 printed work spaces, fate slots (Sellm two), 5–7 connections', () => {
    for (const c of CITIES) {
      const kinds = (k: string) => c.spaces.filter((s) => s.kind === k);
      expect(kinds('inn')).toHaveLength(1);
      expect(kinds('hostel')).toHaveLength(1);
      expect(kinds('townhall')).toHaveLength(1);
      expect(kinds('carriage')).toHaveLength(1);
      const printed = kinds('work').filter((s) => s.wage);
      const fate = kinds('work').filter((s) => s.fateSlot !== undefined);
      expect(printed.length).toBeGreaterThanOrEqual(1);
      expect(printed.length).toBeLessThanOrEqual(2);
      expect(fate.map((s) => s.fateSlot).sort()).toEqual(c.city === 'Sellm' ? [0, 1] : [0]);
      for (const s of kinds('work')) expect(Boolean(s.wage) !== (s.fateSlot !== undefined)).toBe(true);
      expect(conns(c)).toBeGreaterThanOrEqual(5);
      expect(conns(c)).toBeLessThanOrEqual(7);
    }
    // each city its own connection pattern
    const patterns = CITIES.map((c) => c.spaces.filter((s) => s.edge !== undefined).map((s) => `${s.hex}${s.edge}`).sort().join());
    expect(new Set(patterns).size).toBe(7);
  });

  it('landscape and start work spaces have a wage; leisure spaces offer 1–3 distinct types', () => {
    for (const p of ALL) {
      for (const s of p.spaces) {
        if (s.kind === 'work' && p.kind !== 'city') expect(s.wage).toBeDefined();
        if (s.kind === 'leisure') {
          expect(s.leisure!.length).toBeGreaterThanOrEqual(1);
          expect(s.leisure!.length).toBeLessThanOrEqual(3);
          expect(new Set(s.leisure).size).toBe(s.leisure!.length);
          for (const t of s.leisure!) expect(LEISURE_TYPES).toContain(t);
        } else expect(s.leisure).toBeUndefined();
      }
    }
  });

  it('wages: fixed 1–4 Thalers in the landscape, rolled tables of 6 faces, some die-only; every work colour earnable', () => {
    for (const p of [...START_TILES, ...LANDSCAPE_TILES]) {
      for (const s of p.spaces) {
        if (s.wage?.kind === 'fixed') {
          expect(s.wage.thalers).toBeGreaterThanOrEqual(1);
          expect(s.wage.thalers).toBeLessThanOrEqual(4);
        }
      }
    }
    const wages = allWages();
    for (const w of [...wages, ...FATE_TILES]) if (w.kind === 'rolled') expect(w.table).toHaveLength(6);
    expect(wages.some((w) => w.kind === 'rolled' && w.table.every((c) => c === null))).toBe(true);
    const earnable = new Set<ScantlingColour>();
    for (const p of [...START_TILES, ...LANDSCAPE_TILES]) {
      for (const s of p.spaces) {
        if (!s.wage) continue;
        if (s.wage.kind === 'fixed' && s.wage.scantling) earnable.add(s.wage.scantling);
        if (s.wage.kind === 'rolled') for (const c of s.wage.table) if (c) earnable.add(c);
      }
    }
    expect([...earnable].sort()).toEqual(['black', 'blue', 'green', 'orange', 'yellow']);
    const all = [...wages, ...FATE_TILES];
    expect(all.some((w) => (w.kind === 'fixed' ? w.scantling === 'red' || w.scantling === 'white' : w.table.some((c) => c === 'red' || c === 'white')))).toBe(false);
  });

  it('fate tiles and city work pay more on average than landscape work', () => {
    const landscape = [...START_TILES, ...LANDSCAPE_TILES].flatMap((p) => p.spaces.flatMap((s) => (s.wage ? [wageValue(s.wage)] : [])));
    const city = CITIES.flatMap((p) => p.spaces.flatMap((s) => (s.wage ? [wageValue(s.wage)] : [])));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(FATE_TILES.map(wageValue))).toBeGreaterThan(mean(landscape) + 1);
    expect(mean(city)).toBeGreaterThan(mean(landscape) + 1);
  });

  it('actions are spread: most landscape tiles have an action within 2 steps of the centre', () => {
    const withAction = LANDSCAPE_TILES.filter((t) => t.spaces.some((s) => ['inn', 'hostel', 'work', 'leisure'].includes(s.kind)));
    expect(withAction.length).toBeGreaterThanOrEqual(32);
    for (const f of FIELDS) expect(f.spaces.filter((s) => s.kind === 'work' || s.kind === 'leisure').length).toBeGreaterThanOrEqual(2);
  });
});
