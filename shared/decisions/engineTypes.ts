/**
 * Test helper: the action types, pending decisions and events the engine knows, read from its
 * source (Vite's import.meta.glob), so a type added to the engine reaches the completeness
 * tests without anyone updating a list.
 */
const engineSources = import.meta.glob('../engine/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

function source(name: string): string {
  const hit = Object.entries(engineSources).find(([p]) => p.endsWith(`/${name}`));
  return hit ? hit[1] : '';
}

const all = (re: RegExp, text: string): string[] => [...text.matchAll(re)].map((m) => m[1] as string);

/** Action types of the engine's Action union (actions.ts). */
export function engineActionTypes(): string[] {
  return [...new Set(all(/type: '(\w+)'/g, source('actions.ts')))].sort();
}

/** Pending decision kinds of the engine (pending.ts, the EnginePending union). */
export function enginePendingKinds(): string[] {
  const text = source('pending.ts');
  const start = text.indexOf('export type EnginePending');
  const end = text.indexOf('export function', start);
  return [...new Set(all(/kind: '(\w+)'/g, text.slice(start, end)))].sort();
}

/** Event types the engine emits: object literals that open with `{ type: '…'` (actions open with `player`). */
export function engineEventTypes(): string[] {
  const out = new Set<string>();
  for (const [path, text] of Object.entries(engineSources)) {
    if (/\.test\.ts$|testkit\.ts$|flowkit\.ts$|legal\.ts$|actions\.ts$/.test(path)) continue;
    for (const t of all(/\{\s*type: '(\w+)'/g, text)) out.add(t);
  }
  return [...out].sort();
}
