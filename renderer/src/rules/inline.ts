/** Splits a content string into plain text, emphasised terms and links to other sections. */
import type { Block, RulesDocument, RulesSection } from './types';

export type InlinePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly section: string };

const MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(#([A-Za-z]+)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of source.matchAll(MARK)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: source.slice(last, at) });
    if (m[1] !== undefined) parts.push({ kind: 'strong', text: m[1] });
    else parts.push({ kind: 'link', text: m[2]!, section: m[3]! });
    last = at + m[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** The reader's text of a content string (marks removed). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((part) => part.text)
    .join('');
}

/** Every content string of a block, in reading order (marks still in). */
export function blockStrings(block: Block): string[] {
  switch (block.kind) {
    case 'p':
    case 'h':
    case 'note':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'table':
      return [...(block.caption ? [block.caption] : []), ...block.head, ...block.rows.flat(), ...(block.foot ?? [])];
    case 'example':
      return [block.title, ...block.blocks.flatMap(blockStrings)];
  }
}

export function sectionStrings(section: RulesSection): string[] {
  return [section.title, section.lead, ...section.blocks.flatMap(blockStrings)];
}

/** Words a reader sees in the whole document (titles, text, lists, tables, examples). */
export function wordCount(doc: RulesDocument): number {
  return doc
    .flatMap(sectionStrings)
    .map(plainText)
    .flatMap((s) => s.split(/\s+/))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
