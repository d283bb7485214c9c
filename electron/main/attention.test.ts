import { describe, expect, it } from 'vitest';
import { AttentionCaller, type AttentionWindow } from './attention';

class Win implements AttentionWindow {
  focused = false;
  destroyed = false;
  readonly flashes: boolean[] = [];
  private focusListeners: (() => void)[] = [];
  isDestroyed() {
    return this.destroyed;
  }
  isFocused() {
    return this.focused;
  }
  flashFrame(flag: boolean) {
    this.flashes.push(flag);
  }
  once(_event: 'focus', listener: () => void) {
    this.focusListeners.push(listener);
    return this;
  }
  focus() {
    this.focused = true;
    const ls = this.focusListeners;
    this.focusListeners = [];
    for (const l of ls) l();
  }
}

const seats = [{ control: { kind: 'human' as const } }, { control: { kind: 'computer' as const, level: 'medium' as const } }];
const at = (activeSeat: number, phase = 'playing') => ({ activeSeat, phase, seats });

describe('the window asks for the person when the computers hand them the game', () => {
  it('flashes while the window is behind others, once, and stops when it is focused', () => {
    const w = new Win();
    const caller = new AttentionCaller(() => w);
    caller.update(at(1));
    expect(w.flashes).toEqual([]);
    caller.update(at(0));
    expect(w.flashes).toEqual([true]);
    // the next hand-over while still asking: no second request
    caller.update(at(1));
    caller.update(at(0));
    expect(w.flashes).toEqual([true]);
    w.focus();
    expect(w.flashes).toEqual([true, false]);
    // focused: the person is there, nothing is asked
    caller.update(at(1));
    caller.update(at(0));
    expect(w.flashes).toEqual([true, false]);
  });

  it('asks again after the window was focused and left; the end of the game asks too; a closed window is left alone', () => {
    const w = new Win();
    const caller = new AttentionCaller(() => w);
    caller.update(at(1));
    caller.update(at(0));
    w.focus();
    w.focused = false;
    caller.update(at(1));
    caller.update(at(0));
    expect(w.flashes).toEqual([true, false, true]);
    w.focus();
    w.focused = false;
    caller.update(at(1));
    caller.update(at(1, 'finished'));
    expect(w.flashes).toEqual([true, false, true, false, true]);
    w.focus();
    w.focused = false;
    w.destroyed = true;
    caller.update(at(1));
    caller.update(at(0));
    expect(w.flashes).toEqual([true, false, true, false, true, false]);
    const none = new AttentionCaller(() => null);
    none.update(at(1));
    expect(() => none.update(at(0))).not.toThrow();
  });

  it('a new game or a load is no hand-over', () => {
    const w = new Win();
    const caller = new AttentionCaller(() => w);
    caller.update({ ...at(1), epoch: 1 });
    caller.update({ ...at(0), epoch: 2 });
    expect(w.flashes).toEqual([]);
    caller.update({ ...at(1), epoch: 2 });
    caller.update({ ...at(0), epoch: 2 });
    expect(w.flashes).toEqual([true]);
  });

  it('a person handing to a person, or to a computer, asks nothing', () => {
    const w = new Win();
    const people = [{ control: { kind: 'human' as const } }, { control: { kind: 'human' as const } }];
    const caller = new AttentionCaller(() => w);
    caller.update({ activeSeat: 0, phase: 'playing', seats: people });
    caller.update({ activeSeat: 1, phase: 'playing', seats: people });
    caller.update(at(0));
    caller.update(at(1));
    expect(w.flashes).toEqual([]);
  });
});
