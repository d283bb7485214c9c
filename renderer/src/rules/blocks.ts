/** Small constructors that keep the content files readable. */
import type { Block } from './types';

export const p = (text: string): Block => ({ kind: 'p', text });
export const h = (text: string): Block => ({ kind: 'h', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const steps = (...items: string[]): Block => ({ kind: 'list', items, ordered: true });
export const note = (text: string): Block => ({ kind: 'note', text });
export const example = (title: string, ...blocks: Block[]): Block => ({ kind: 'example', title, blocks });
export function table(head: string[], rows: string[][], extra: { caption?: string; foot?: string[] } = {}): Block {
  return { kind: 'table', head, rows, ...extra };
}
