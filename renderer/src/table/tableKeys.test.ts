import { describe, expect, it } from 'vitest';
import type { Option } from '../../../shared/decisions/types';
import { ariaKeys, keyCap, tableKeyCommand, type TableKeyState } from './tableKeys';

const opt = (id: string, hotkey?: string) => ({ id, hotkey }) as unknown as Option;
const END = opt('end', 'E');
const ONE = opt('one', '1');
const state = (over: Partial<TableKeyState> = {}): TableKeyState => ({
  prompt: { kind: 'turn', options: [ONE, END] },
  busy: false,
  previewing: false,
  destinations: 0,
  ...over,
});
const press = (key: string, shiftKey = false) => ({ key, shiftKey });

describe('table keys', () => {
  it("an option's own key chooses it, in either case", () => {
    expect(tableKeyCommand(press('e'), state())).toEqual({ kind: 'choose', option: END });
    expect(tableKeyCommand(press('E', true), state())).toEqual({ kind: 'choose', option: END });
    expect(tableKeyCommand(press('1'), state())).toEqual({ kind: 'choose', option: ONE });
    expect(tableKeyCommand(press('x'), state())).toBeNull();
  });

  it('Shift with a digit chooses the option keyed shift+digit, whatever sign the layout gives the key; the digit alone its own option', () => {
    const HIGH = opt('high-2', '2');
    const LOW = opt('low-2', 'shift+2');
    const s = state({ prompt: { kind: 'diceSetup', options: [HIGH, LOW] } });
    // US layout: Shift+2 is "@"; German layout: '"'; the physical key is Digit2 either way
    expect(tableKeyCommand({ key: '@', code: 'Digit2', shiftKey: true }, s)).toEqual({ kind: 'choose', option: LOW });
    expect(tableKeyCommand({ key: '"', code: 'Digit2', shiftKey: true }, s)).toEqual({ kind: 'choose', option: LOW });
    expect(tableKeyCommand({ key: '2', code: 'Digit2', shiftKey: false }, s)).toEqual({ kind: 'choose', option: HIGH });
    expect(tableKeyCommand({ key: '#', code: 'Digit3', shiftKey: true }, s)).toBeNull();
    // a French (AZERTY) keyboard types digits with Shift and signs without: the unshifted key is
    // the high bet, Shift the low one, as on every layout
    expect(tableKeyCommand({ key: 'é', code: 'Digit2', shiftKey: false }, s)).toEqual({ kind: 'choose', option: HIGH });
    expect(tableKeyCommand({ key: '2', code: 'Digit2', shiftKey: true }, s)).toEqual({ kind: 'choose', option: LOW });
    // elsewhere (cards, die places) the digit works on AZERTY with Shift and without, and Shift on
    // a US keyboard ("!") still chooses nothing
    const cards = state({ prompt: { kind: 'playCard', options: [ONE] } });
    expect(tableKeyCommand({ key: '1', code: 'Digit1', shiftKey: true }, cards)).toEqual({ kind: 'choose', option: ONE });
    expect(tableKeyCommand({ key: '&', code: 'Digit1', shiftKey: false }, cards)).toEqual({ kind: 'choose', option: ONE });
    expect(tableKeyCommand({ key: '!', code: 'Digit1', shiftKey: true }, cards)).toBeNull();
    // Shift+R still turns a tile being placed (not a digit)
    expect(tableKeyCommand({ key: 'R', code: 'KeyR', shiftKey: true }, state({ prompt: { kind: 'scoutPlace', options: [] } }))).toEqual({ kind: 'rotateGhost', step: -1 });
  });

  it('keys are printed as on the keyboard and named for assistive technology', () => {
    expect([keyCap('e'), keyCap('1'), keyCap('shift+4')]).toEqual(['E', '1', '⇧4']);
    expect([ariaKeys('e'), ariaKeys('1'), ariaKeys('shift+4')]).toEqual(['E', '1', 'Shift+4']);
  });

  it('nothing is chosen while the table is busy; Esc still drops a preview', () => {
    expect(tableKeyCommand(press('e'), state({ busy: true }))).toBeNull();
    expect(tableKeyCommand(press('Escape'), state({ busy: true, previewing: true }))).toEqual({ kind: 'dropPreview' });
    expect(tableKeyCommand(press('Escape'), state())).toBeNull();
  });

  it('D, ] and [ go through the walk destinations when there are some', () => {
    const s = state({ destinations: 3 });
    expect(tableKeyCommand(press('d'), s)).toEqual({ kind: 'cycleDestination', step: 1 });
    expect(tableKeyCommand(press(']'), s)).toEqual({ kind: 'cycleDestination', step: 1 });
    expect(tableKeyCommand(press('D', true), s)).toEqual({ kind: 'cycleDestination', step: -1 });
    expect(tableKeyCommand(press('['), s)).toEqual({ kind: 'cycleDestination', step: -1 });
    expect(tableKeyCommand(press('d'), state())).toBeNull();
  });

  it('placing a revealed piece: R turns it (Shift+R back), ] and [ move it, other keys do nothing', () => {
    const s = state({ prompt: { kind: 'scoutPlace', options: [opt('place', 'r'), END] }, destinations: 2 });
    expect(tableKeyCommand(press('r'), s)).toEqual({ kind: 'rotateGhost', step: 1 });
    expect(tableKeyCommand(press('R', true), s)).toEqual({ kind: 'rotateGhost', step: -1 });
    expect(tableKeyCommand(press(']'), s)).toEqual({ kind: 'cycleGhost', step: 1 });
    expect(tableKeyCommand(press('['), s)).toEqual({ kind: 'cycleGhost', step: -1 });
    expect(tableKeyCommand(press('e'), s)).toBeNull();
  });

  it('while a computer is to move: P pauses and plays on, N plays one move while paused; nothing without computers', () => {
    const waiting = { kind: 'waiting' as const, options: [] };
    expect(tableKeyCommand(press('p'), state({ prompt: waiting, computers: 'playing' }))).toEqual({ kind: 'pauseComputers', paused: true });
    expect(tableKeyCommand(press('P', true), state({ prompt: waiting, computers: 'paused' }))).toEqual({ kind: 'pauseComputers', paused: false });
    expect(tableKeyCommand(press('n'), state({ prompt: waiting, computers: 'paused' }))).toEqual({ kind: 'stepComputer' });
    expect(tableKeyCommand(press('n'), state({ prompt: waiting, computers: 'playing' }))).toBeNull();
    expect(tableKeyCommand(press('p'), state({ prompt: waiting, computers: 'none' }))).toBeNull();
    // a person's own decision keeps its keys (no pause there)
    expect(tableKeyCommand(press('p'), state({ computers: 'playing' }))).toBeNull();
    expect(tableKeyCommand(press('e'), state({ computers: 'paused' }))).toEqual({ kind: 'choose', option: END });
  });

  it('H asks for the hint and U takes back a step, only while their buttons would work', () => {
    expect(tableKeyCommand(press('h'), state({ canHint: true }))).toEqual({ kind: 'hint' });
    expect(tableKeyCommand(press('H', true), state({ canHint: true }))).toEqual({ kind: 'hint' });
    expect(tableKeyCommand(press('h'), state())).toBeNull();
    expect(tableKeyCommand(press('h'), state({ canHint: true, busy: true }))).toBeNull();
    expect(tableKeyCommand(press('u'), state({ canUndo: true }))).toEqual({ kind: 'undo' });
    expect(tableKeyCommand(press('u'), state())).toBeNull();
    expect(tableKeyCommand(press('u'), state({ canUndo: true, busy: true }))).toBeNull();
    // also while a revealed piece is being placed (its own keys stay R, ] and [)
    const placing = state({ prompt: { kind: 'scoutPlace', options: [opt('place', 'r')] }, canHint: true, canUndo: true });
    expect(tableKeyCommand(press('h'), placing)).toEqual({ kind: 'hint' });
    expect(tableKeyCommand(press('r'), placing)).toEqual({ kind: 'rotateGhost', step: 1 });
  });

  it('Ctrl+Z and ⌘Z undo; every other key with Ctrl or ⌘ is left to the app and the system', () => {
    const s = state({ canUndo: true, canHint: true });
    expect(tableKeyCommand({ key: 'z', shiftKey: false, ctrlKey: true }, s)).toEqual({ kind: 'undo' });
    expect(tableKeyCommand({ key: 'z', shiftKey: false, metaKey: true }, s)).toEqual({ kind: 'undo' });
    expect(tableKeyCommand({ key: 'z', shiftKey: false, ctrlKey: true }, state())).toBeNull();
    expect(tableKeyCommand({ key: 'z', shiftKey: false, ctrlKey: true }, state({ canUndo: true, busy: true }))).toBeNull();
    // Ctrl+Shift+Z (redo elsewhere) is not undo; Ctrl+E, Ctrl+1, Ctrl+H do not choose or ask
    expect(tableKeyCommand({ key: 'Z', shiftKey: true, ctrlKey: true }, s)).toBeNull();
    expect(tableKeyCommand({ key: 'e', shiftKey: false, ctrlKey: true }, s)).toBeNull();
    expect(tableKeyCommand({ key: '1', shiftKey: false, metaKey: true }, s)).toBeNull();
    expect(tableKeyCommand({ key: 'h', shiftKey: false, ctrlKey: true }, s)).toBeNull();
  });

  it('[ and ] typed with AltGr (Windows reports Ctrl+Alt) or ⌥ (macOS), as on a German keyboard, go through places and destinations', () => {
    const placing = state({ prompt: { kind: 'scoutPlace', options: [ONE] } });
    expect(tableKeyCommand({ key: ']', shiftKey: false, ctrlKey: true, altGraph: true }, placing)).toEqual({ kind: 'cycleGhost', step: 1 });
    expect(tableKeyCommand({ key: '[', shiftKey: false, altGraph: true }, state({ destinations: 3 }))).toEqual({ kind: 'cycleDestination', step: -1 });
    // without AltGr, Ctrl+] stays the app's
    expect(tableKeyCommand({ key: ']', shiftKey: false, ctrlKey: true }, placing)).toBeNull();
    // nor is such a sign ever read as its key's digit (⌥5 is [ on a German Mac; AltGr+3 is ³)
    const cards = state({ prompt: { kind: 'playCard', options: [opt('five', '5'), opt('three', '3')] } });
    expect(tableKeyCommand({ key: '[', code: 'Digit5', shiftKey: false, altGraph: true }, cards)).toBeNull();
    expect(tableKeyCommand({ key: '³', code: 'Digit3', shiftKey: false, ctrlKey: true, altGraph: true }, cards)).toBeNull();
  });
});
