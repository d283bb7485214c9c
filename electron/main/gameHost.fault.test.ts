/**
 * A fault after the engine (telling the move, making the snapshot) must not leave an action half
 * taken on: applied in the host but never pushed, logged or autosaved. The move is refused whole.
 */
import { describe, expect, it, vi } from 'vitest';
import { engine, SETUP2 } from '../../tests/support/engine';

const fault = vi.hoisted(() => ({ next: false }));
vi.mock('./presenter', async (original) => {
  const real = await original<typeof import('./presenter')>();
  return {
    ...real,
    logLines: (...args: Parameters<typeof real.logLines>) => {
      if (fault.next) {
        fault.next = false;
        throw new Error('a sentence could not be made');
      }
      return real.logLines(...args);
    },
  };
});

const { GameHost } = await import('./GameHost');

describe('GameHost: a fault after the engine', () => {
  it('refuses the move whole: state, actions, log, undo and pushes as before; the same move then goes through', () => {
    const pushes: unknown[] = [];
    let changes = 0;
    const host = new GameHost(engine, { curtain: () => 'off', push: (u) => pushes.push(u), onChange: () => changes++ });
    expect(host.newGame(SETUP2).ok).toBe(true);
    // a card, then a step: the step is one undo may take back
    expect(host.apply(host.snapshot()!.legal.find((a) => a.type === 'playCard')!).ok).toBe(true);
    const step = host.snapshot()!.legal.find((a) => a.type === 'move')!;
    const before = structuredClone({ hash: host.hash(), snapshot: host.snapshot(), record: host.record(), log: host.logFrom(0), pushes: pushes.length, changes });
    fault.next = true;
    const r = host.apply(step);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('internal-error');
    expect(host.hash()).toBe(before.hash);
    expect(host.snapshot()).toEqual(before.snapshot);
    expect(host.record()).toEqual(before.record);
    expect(host.logFrom(0)).toEqual(before.log);
    expect([pushes.length, changes]).toEqual([before.pushes, before.changes]);
    // nothing is left over: the same step applies and is told once
    const again = host.apply(step);
    expect(again.ok).toBe(true);
    expect(host.record()!.actions).toHaveLength(before.record!.actions.length + 1);
    expect(host.logFrom(0).total).toBeGreaterThan(before.log.total);
    // and the host is as one that never met the fault: the same snapshot (undo included) and log
    const clean = new GameHost(engine, { curtain: () => 'off' });
    clean.newGame(SETUP2);
    for (const a of host.record()!.actions) expect(clean.apply(a).ok).toBe(true);
    expect(host.snapshot()).toEqual(clean.snapshot());
    expect(host.logFrom(0)).toEqual(clean.logFrom(0));
  });
});
