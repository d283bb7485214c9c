import { describe, expect, it } from 'vitest';
import type { AutosaveStatus } from '../../shared/ipc/contract';
import { MENU_LABELS } from './menu';
import { UnsavedQuestion, type MessageBoxOptions } from './unsavedQuestion';

function setup(status: Partial<AutosaveStatus> | null, answer: () => Promise<{ response: number }>) {
  const boxes: { parent: object | null; box: MessageBoxOptions }[] = [];
  const lines: string[] = [];
  const parent = { id: 'window' };
  const q = new UnsavedQuestion({
    title: 'Auf der Walz',
    words: () => MENU_LABELS.de,
    status: () => status as AutosaveStatus | null,
    window: () => parent,
    show: (p, box) => {
      boxes.push({ parent: p, box });
      return answer();
    },
    log: (line) => lines.push(line),
  });
  return { q, boxes, lines, parent };
}

const failing = { state: 'failing', currentActions: 12, savedActions: 9 } as Partial<AutosaveStatus>;

describe('the question before unsaved actions are lost', () => {
  it('counts the actions not on disk while the autosave fails, and none while it works', () => {
    expect(setup(failing, async () => ({ response: 0 })).q.unsaved(true)).toBe(3);
    expect(setup({ state: 'saved', currentActions: 12, savedActions: 12 } as Partial<AutosaveStatus>, async () => ({ response: 0 })).q.unsaved(true)).toBe(0);
    // a last write that did not finish: what it held is not known to be on disk
    expect(setup({ state: 'saved', currentActions: 12, savedActions: 10 } as Partial<AutosaveStatus>, async () => ({ response: 0 })).q.unsaved(false)).toBe(2);
    expect(setup(null, async () => ({ response: 0 })).q.unsaved(false)).toBe(0);
  });

  it('asks in the settings language, modal to the window, Back first; Back keeps the question for next time', async () => {
    const { q, boxes, lines, parent } = setup(failing, async () => ({ response: 0 }));
    expect(await q.ask(3, (n) => `quit with ${n}`)).toBe(false);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.parent).toBe(parent);
    expect(boxes[0]!.box.buttons).toEqual([MENU_LABELS.de.backToGame, MENU_LABELS.de.quitAnyway]);
    expect(boxes[0]!.box.defaultId).toBe(0);
    expect(boxes[0]!.box.cancelId).toBe(0);
    expect(boxes[0]!.box.detail).toBe(MENU_LABELS.de.unsavedDetail.replace('{n}', '3'));
    expect(lines).toEqual([]);
    expect(q.unsaved(true)).toBe(3);
  });

  it('one action is said as one; going anyway is logged and not asked again', async () => {
    const { q, boxes, lines } = setup(failing, async () => ({ response: 1 }));
    expect(await q.ask(1, (n) => `closed with ${n}`)).toBe(true);
    expect(boxes[0]!.box.detail).toBe(MENU_LABELS.de.unsavedDetailOne.replace('{n}', '1'));
    expect(lines).toEqual(['closed with 1']);
    expect(q.unsaved(true)).toBe(0);
  });

  it('is open while it waits for the answer, and a box that cannot be shown lets the person go', async () => {
    let fail!: (e: Error) => void;
    const { q, lines } = setup(failing, () => new Promise((_ok, no) => (fail = no)));
    const asked = q.ask(3, (n) => `quit with ${n}`);
    expect(q.asking).toBe(true);
    // (the box is shown a moment later)
    await new Promise((r) => setTimeout(r, 0));
    fail(new Error('no dialog'));
    expect(await asked).toBe(true);
    expect(q.asking).toBe(false);
    expect(lines).toEqual(['quit with 3']);
    // one that throws at once, too
    const now = setup(failing, () => {
      throw new Error('no dialog at all');
    });
    expect(await now.q.ask(2, (n) => `closed with ${n}`)).toBe(true);
    expect(now.q.asking).toBe(false);
  });
});
