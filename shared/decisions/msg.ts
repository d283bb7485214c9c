/**
 * Building and rendering messages. The model only builds `Msg` values; `renderMsg` turns one
 * into text with any translate function (vue-i18n's `t` in the renderer, a tiny interpolator
 * in tests). Every key used by the model is under `table.` except card names (`cards.`).
 */
import type { ScantlingColour } from '../model/components';
import type { Msg, MsgParam, Range } from './types';

export const T = 'table';

export function msg(key: string, params?: Record<string, MsgParam>, count?: number): Msg {
  const m: { key: string; params?: Record<string, MsgParam>; count?: number } = { key: `${T}.${key}` };
  if (params && Object.keys(params).length > 0) m.params = params;
  if (count !== undefined) m.count = count;
  return m;
}

/** A message whose key is given in full (card names: `cards.companion.<id>.name`). */
export function rawMsg(key: string, params?: Record<string, MsgParam>): Msg {
  return params ? { key, params } : { key };
}

export function isMsg(v: unknown): v is Msg {
  return !!v && typeof v === 'object' && typeof (v as Msg).key === 'string';
}

/* ---- amounts with plurals */

export const thalers = (n: number): Msg => msg('unit.thalers', { n }, n);
export const points = (n: number): Msg => msg('unit.points', { n }, n);
export const steps = (n: number): Msg => msg('unit.steps', { n }, n);
export const vp = (n: number): Msg => msg('unit.vp', { n }, n);

/** "1–6 Thalers" or "3 Thalers". */
export function thalerAmount(a: number | Range): Msg {
  if (typeof a === 'number') return thalers(a);
  return msg('unit.thalersRange', { min: a.min, max: a.max }, a.max);
}

/** "a green scantling" (nominative = accusative in both languages). */
export const scantling = (c: ScantlingColour): Msg => msg(`scantling.${c}`);

/** "two green scantlings" style counts: one message per colour, grouped. */
export function scantlingList(colours: readonly ScantlingColour[]): Msg[] {
  const counts = new Map<ScantlingColour, number>();
  for (const c of colours) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n === 1 ? scantling(c) : msg(`scantlings.${c}`, { n }, n)));
}

/** Joins messages: "a", "a and b", "a, b and c" (the last joint is translated). */
export function listMsg(items: readonly Msg[]): Msg {
  if (items.length === 0) return msg('list.none');
  if (items.length === 1) return items[0] as Msg;
  let acc: Msg = msg('list.and', { a: items[items.length - 2] as Msg, b: items[items.length - 1] as Msg });
  for (let i = items.length - 3; i >= 0; i--) acc = msg('list.comma', { a: items[i] as Msg, b: acc });
  return acc;
}

/** "a or b" for either/or choices. */
export function orMsg(items: readonly Msg[]): Msg {
  if (items.length === 0) return msg('list.none');
  if (items.length === 1) return items[0] as Msg;
  let acc: Msg = msg('list.or', { a: items[items.length - 2] as Msg, b: items[items.length - 1] as Msg });
  for (let i = items.length - 3; i >= 0; i--) acc = msg('list.comma', { a: items[i] as Msg, b: acc });
  return acc;
}

/** A translate function: key, the already rendered params, and the plural count if any. */
export type Translate = (key: string, params: Record<string, string | number>, count?: number) => string;

/** Renders a message and its message params (depth first). */
export function renderMsg(m: Msg, t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.params ?? {})) params[k] = isMsg(v) ? renderMsg(v, t) : v;
  return t(m.key, params, m.count);
}

/** Every key a message uses, its params' keys included. */
export function keysOf(m: Msg, out: Set<string> = new Set()): Set<string> {
  out.add(m.key);
  for (const v of Object.values(m.params ?? {})) if (isMsg(v)) keysOf(v, out);
  return out;
}

/** Deep equality of two messages (for telling options apart). */
export function sameMsg(a: Msg, b: Msg): boolean {
  if (a.key !== b.key || a.count !== b.count) return false;
  const pa = a.params ?? {};
  const pb = b.params ?? {};
  const ka = Object.keys(pa);
  if (ka.length !== Object.keys(pb).length) return false;
  for (const k of ka) {
    const x = pa[k];
    const y = pb[k];
    if (isMsg(x) && isMsg(y)) {
      if (!sameMsg(x, y)) return false;
    } else if (x !== y) return false;
  }
  return true;
}
