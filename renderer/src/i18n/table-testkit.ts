/**
 * Test helpers for the table messages: a tiny interpolator (vue-i18n's `{name}` and `a | b`
 * plural forms with its default plural rule), message lookup in the table and card messages,
 * and the engine's own lists of action, event and pending types read from its source, so a
 * type added to the engine shows up here without anyone updating a list.
 */
import { COMPANION_BY_ID, NEWS_BY_ID } from '../../../shared/data/cards';
import { renderMsg, scoringSummary, type Msg, type Prompt } from '../../../shared/decisions';
import type { Visit } from '../../../shared/decisions/testGames';
import { viewFor, type GameState } from '../../../shared/engine';
import { narrate, narrateBatch } from '../../../shared/narration';
import table from './table';

export type Locale = 'en' | 'de';

/* ---- card names: cards.ts when present (written elsewhere), else names from shared/data */

const cardModules = import.meta.glob('./cards.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const cardModule = Object.values(cardModules)[0];

/** The card messages per locale, if cards.ts exists (its `cards` subtree). */
function cardsFromModule(locale: Locale): Record<string, unknown> | null {
  if (!cardModule) return null;
  const root = (cardModule.default ?? cardModule.cards ?? cardModule) as Record<string, unknown>;
  const loc = root[locale] as Record<string, unknown> | undefined;
  if (!loc) return null;
  return (loc.cards as Record<string, unknown> | undefined) ?? loc;
}

export const CARDS_PRESENT = cardsFromModule('en') !== null;

const DEV_STUB: Record<Locale, Record<string, string>> = {
  en: { footItKing: 'Foot-It King', belittleKing: 'Belittle King', scheniegelServant: 'Scheniegel Servant', luckyFellow: 'Lucky Fellow' },
  de: { footItKing: 'Tippelkönig', belittleKing: 'Schmalmacherkönig', scheniegelServant: 'Scheniegelknecht', luckyFellow: 'Glückskind' },
};

function cardStub(locale: Locale, key: string): string | undefined {
  const [, kind, id, field] = key.split('.');
  if (field !== 'name' || !id) return undefined;
  if (kind === 'news') return NEWS_BY_ID[id]?.personality;
  if (kind === 'companion') return COMPANION_BY_ID[id]?.name;
  if (kind === 'development') return DEV_STUB[locale][id];
  return undefined;
}

function walk(root: unknown, path: readonly string[]): unknown {
  let o = root;
  for (const p of path) {
    if (!o || typeof o !== 'object') return undefined;
    o = (o as Record<string, unknown>)[p];
  }
  return o;
}

/** The message text of a key, or undefined when the locale lacks it. */
export function lookup(locale: Locale, key: string): string | undefined {
  const parts = key.split('.');
  if (parts[0] === 'table') {
    const v = walk(table[locale], parts.slice(1));
    return typeof v === 'string' ? v : undefined;
  }
  if (parts[0] === 'cards') {
    const c = cardsFromModule(locale);
    if (c) {
      const v = walk(c, parts.slice(1));
      return typeof v === 'string' ? v : undefined;
    }
    return cardStub(locale, key);
  }
  return undefined;
}

/** vue-i18n's default plural choice: two forms one|many (0 → many), three forms zero|one|many. */
export function pluralIndex(count: number, forms: number): number {
  const c = Math.abs(count);
  if (forms === 2) return c ? (c > 1 ? 1 : 0) : 1;
  return c ? Math.min(c, 2) : 0;
}

export function interpolate(template: string, params: Record<string, string | number>, count?: number): string {
  let t = template;
  if (count !== undefined) {
    const forms = t.split('|').map((f) => f.trim());
    if (forms.length > 1) t = forms[Math.min(pluralIndex(count, forms.length), forms.length - 1)] as string;
  }
  return t.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** Renders a message in a locale; a missing key renders as the key itself (the tests look for that). */
export function render(m: Msg, locale: Locale): string {
  return renderMsg(m, (key, params, count) => {
    const tpl = lookup(locale, key);
    return tpl === undefined ? key : interpolate(tpl, params, count);
  });
}

/** Every leaf key of a message tree, dotted. */
export function leafKeys(o: unknown, prefix = ''): string[] {
  if (!o || typeof o !== 'object') return [prefix.replace(/\.$/, '')];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, `${prefix}${k}.`));
}

import { engineActionTypes, engineEventTypes } from '../../../shared/decisions/engineTypes';
export { engineActionTypes, engineEventTypes, enginePendingKinds } from '../../../shared/decisions/engineTypes';

/** What must never be on screen: ids, raw camelCase names, keys, placeholders, empty values, dumps. */
export function problemsOf(text: string, raw: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (/\b[a-z]+-\d+\/[a-z]\d+\b/.test(text)) out.push('space id');
  if (/edge:|homeland\/|city-[a-z]+\//.test(text)) out.push('space id');
  if (/\b(undefined|null|NaN)\b|\[object/.test(text)) out.push('empty value');
  if (/[{}]/.test(text)) out.push('brace');
  if (/\btable\.|\bcards\./.test(text)) out.push('unresolved key');
  if (/\w=\S|\(\s*[a-z][a-zA-Z]*: /.test(text)) out.push('key/value dump');
  for (const w of text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []) out.push(raw.has(w) ? `raw type ${w}` : `camelCase ${w}`);
  if (/\b(meadow|forest|field)-\d+\b/.test(text)) out.push('piece id');
  if (/\bscantling\.[a-z]+\b/.test(text)) out.push('colour key');
  if (/^\s*$/.test(text)) out.push('empty');
  return out;
}

/** Every message a prompt puts on screen: title, status, facts, groups, options and the board's destinations. */
export function promptMsgs(p: Prompt): Msg[] {
  const out: Msg[] = [p.title, p.status.year, ...p.facts, ...p.groups.map((g) => g.label)];
  if (p.detail) out.push(p.detail);
  for (const o of p.options) out.push(o.label, ...o.consequences);
  for (const d of p.board?.destinations ?? []) out.push(d.label, ...d.consequences);
  return out;
}

/** The events that led to a visited state in sentences, one by one and merged as the log merges them. */
export function eventMsgs(v: Visit): Msg[] {
  const out = v.events.map((e) => narrate(e, { view: v.view }));
  out.push(...narrateBatch(v.events, v.before ? viewFor(v.before, v.view.viewer) : null, v.view));
  return out;
}

/** Every scoring of a game as its summary shows it (seen by seat 0). */
export function scoringMsgs(end: GameState): Msg[] {
  const view = viewFor(end, 0);
  return end.scorings.flatMap((s) => {
    const sum = scoringSummary(s, view);
    return [sum.title, ...sum.notes, ...sum.rows.flatMap((r) => [r.name, ...r.lines.map((l) => l.label)])];
  });
}

/** Raw names that must never reach the screen: camelCase engine types and ids. */
export function rawNames(): Set<string> {
  return new Set([...engineActionTypes(), ...engineEventTypes()].filter((t) => /[A-Z]/.test(t)));
}
