/**
 * The in-app rules as structured data (no HTML: the renderer builds every element itself).
 *
 * Text fields may carry two inline marks, nothing else:
 * - `**words**` — emphasis for a game term;
 * - `[label](#sectionId)` — a link to another section of the rules.
 * `inline.ts` splits them; the tests check that every link points at an existing section.
 */

/** Stable section ids, in reading order. Both languages have exactly these, in this order. */
export const SECTION_IDS = [
  'aim',
  'setup',
  'turn',
  'walking',
  'scouting',
  'spaces',
  'inn',
  'hostel',
  'townhall',
  'work',
  'leisure',
  'carriage',
  'cities',
  'meetings',
  'news',
  'tally',
  'development',
  'money',
  'yearEnd',
  'final',
  'controls',
  'glossary',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export function isSectionId(id: unknown): id is SectionId {
  return typeof id === 'string' && (SECTION_IDS as readonly string[]).includes(id);
}

export type Block =
  /** A paragraph. */
  | { readonly kind: 'p'; readonly text: string }
  /** A sub-heading inside a section. */
  | { readonly kind: 'h'; readonly text: string }
  /** A bulleted (or numbered) list. */
  | { readonly kind: 'list'; readonly items: readonly string[]; readonly ordered?: boolean }
  /** A table; `foot` is an optional last row set apart (a total). */
  | {
      readonly kind: 'table';
      readonly caption?: string;
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      readonly foot?: readonly string[];
    }
  /** A worked example in a box. */
  | { readonly kind: 'example'; readonly title: string; readonly blocks: readonly Block[] }
  /** A short hint set apart from the text. */
  | { readonly kind: 'note'; readonly text: string };

export interface RulesSection {
  readonly id: SectionId;
  /** Title in the table of contents and above the text. */
  readonly title: string;
  /** One line under the title: what the section is about. */
  readonly lead: string;
  readonly blocks: readonly Block[];
}

export type RulesDocument = readonly RulesSection[];
