import { describe, expect, it } from 'vitest';
import type { Action, GameView } from '../../../shared/engine';
import { ComputerSeats, type SeatsAi, type SeatsHost } from './ComputerSeats';

/** A table where seats 1 and 2 are computers and seat 0 a person; each action passes the turn on. */
function fakeTable(turns: number, legalOf: (seat: number) => Action[] = (seat) => [{ player: seat, type: 'endTurn' } as Action]) {
  const log: string[] = [];
  let seat = 1;
  let count = 0;
  /** The host refuses (or, `throws`, fails on) what this says; nothing by default. */
  const fault = { refuse: (_a: Action, _reason: string): boolean => false, throws: false };
  const host: SeatsHost & { epoch: number } = {
    epoch: 0,
    computerToDecide() {
      if (fault.throws) throw new Error('host broken');
      if (count >= turns || seat === 0) return null;
      return { seat, level: 'medium', view: {} as GameView, legal: legalOf(seat), actionCount: count };
    },
    applyComputer(action, reason) {
      if (fault.refuse(action, reason.key)) {
        log.push(`refused ${action.player}:${action.type}:${reason.key}`);
        return { ok: false };
      }
      log.push(`${action.player}:${action.type}:${reason.key}`);
      count++;
      seat = (seat + 1) % 3;
      return { ok: true };
    },
    setThinking(s) {
      log.push(`thinking:${s}`);
    },
  };
  return { host, log, fault, pass: () => ((seat = 1), count) };
}

const instantAi: SeatsAi = {
  decide: async (_view, legal) => ({ status: 'done', action: legal[0]!, reason: { key: 'ai.test', params: {} } }),
  cancel: () => {},
};

/** An AI whose answer (the first legal action, with reason `key`) comes when release() is called. */
function answeringLater(key: string): { ai: SeatsAi; release: () => void } {
  let answer: () => void = () => {};
  const ai: SeatsAi = {
    decide: (_v, legal) => new Promise((r) => (answer = () => r({ status: 'done', action: legal[0]!, reason: { key, params: {} } }))),
    cancel: () => {},
  };
  return { ai, release: () => answer() };
}

describe('computer seats', () => {
  it('play every computer decision in turn, showing who thinks, and stop when a person decides', async () => {
    const t = fakeTable(10);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 0, seed: 7 });
    seats.poke();
    await seats.idle();
    expect(t.log).toEqual(['thinking:1', '1:endTurn:ai.test', 'thinking:2', '2:endTurn:ai.test', 'thinking:null']);
  });

  it('a decision that comes back after the game changed (new game, load, undo) is dropped', async () => {
    const t = fakeTable(10);
    const { ai: slowAi, release } = answeringLater('ai.late');
    const seats = new ComputerSeats({ host: t.host, ai: slowAi, paceMs: () => 0, seed: 7 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 10));
    t.host.epoch++; // e.g. an undo
    release();
    await seats.idle();
    expect(t.log.filter((l) => l.includes('ai.late'))).toEqual([]);
  });

  it('keeps a readable pace: a fast answer waits until the pace has passed', async () => {
    const t = fakeTable(2);
    const waits: number[] = [];
    let clock = 0;
    const seats = new ComputerSeats({
      host: t.host,
      ai: instantAi,
      paceMs: () => 800,
      seed: 1,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    seats.poke();
    await seats.idle();
    expect(waits).toEqual([800, 800]);
  });

  /** Seats at no pace whose fallback plays the first legal action; each failure's message goes to `errors`. */
  const withFallback = (host: SeatsHost, ai: SeatsAi, errors: string[]) =>
    new ComputerSeats({
      host,
      ai,
      paceMs: () => 0,
      seed: 1,
      onError: (e) => errors.push(e.message),
      fallback: (due) => ({ action: due.legal[0]!, reason: { key: 'ai.fallback', params: {} } }),
    });

  it('an AI failure is asked again once; a second failure is answered by the fallback, so the game never waits; each failure is reported', async () => {
    const t = fakeTable(2);
    const errors: string[] = [];
    let asked = 0;
    const broken: SeatsAi = {
      decide: async () => {
        asked++;
        throw new Error('worker gone');
      },
      cancel: () => {},
    };
    const seats = withFallback(t.host, broken, errors);
    seats.poke();
    await seats.idle();
    expect(asked).toBe(4); // two decisions, each asked twice
    expect(errors).toEqual(['worker gone', 'worker gone', 'worker gone', 'worker gone']);
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.fallback', '2:endTurn:ai.fallback']);
    expect(seats.error?.message).toBe('worker gone');
  });

  it('a failure followed by a good answer plays the good answer and clears the error', async () => {
    const t = fakeTable(1);
    let asked = 0;
    const flaky: SeatsAi = {
      decide: async (_v, legal) => {
        if (asked++ === 0) throw new Error('thread restarted');
        return { status: 'done', action: legal[0]!, reason: { key: 'ai.test', params: {} } };
      },
      cancel: () => {},
    };
    const seats = new ComputerSeats({ host: t.host, ai: flaky, paceMs: () => 0, seed: 1, fallback: () => { throw new Error('fallback must not be used'); } });
    seats.poke();
    await seats.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.test']);
    expect(seats.error).toBeNull();
  });

  it('an AI that gave no answer in time is not asked again: the fallback plays that decision at once, and the failure is reported', async () => {
    const t = fakeTable(2);
    const errors: string[] = [];
    let asked = 0;
    const late: SeatsAi = {
      decide: async (_v, legal) => {
        // the first decision: the thread was stopped by its watchdog; the next one answers
        if (asked++ === 0) throw Object.assign(new Error('no answer within 6000 ms'), { timedOut: true });
        return { status: 'done', action: legal[0]!, reason: { key: 'ai.test', params: {} } };
      },
      cancel: () => {},
    };
    const seats = withFallback(t.host, late, errors);
    seats.poke();
    await seats.idle();
    expect(asked).toBe(2); // one ask for each decision
    expect(errors).toEqual(['no answer within 6000 ms']);
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.fallback', '2:endTurn:ai.test']);
    expect(seats.error).toBeNull();
  });

  it('without a fallback, a seat whose AI fails twice plays its first legal action (the table never waits)', async () => {
    const t = fakeTable(2);
    const broken: SeatsAi = { decide: async () => Promise.reject(new Error('worker gone')), cancel: () => {} };
    const seats = new ComputerSeats({ host: t.host, ai: broken, paceMs: () => 0, seed: 1 });
    seats.poke();
    await seats.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.fallback', '2:endTurn:ai.fallback']);
    expect(seats.error?.message).toBe('worker gone');
  });

  it('a move the host refuses is reported and replaced by the fallback’s; a fallback that fails gives the first legal action', async () => {
    const two = (seat: number) => [{ player: seat, type: 'endTurn' } as Action, { player: seat, type: 'diceRoll' } as Action];
    const t = fakeTable(2, two);
    t.fault.refuse = (_a, key) => key === 'ai.test';
    const errors: string[] = [];
    const pickSecond: SeatsAi = { decide: async (_v, legal) => ({ status: 'done', action: legal[1]!, reason: { key: 'ai.test', params: {} } }), cancel: () => {} };
    let calls = 0;
    const seats = new ComputerSeats({
      host: t.host,
      ai: pickSecond,
      paceMs: () => 0,
      seed: 1,
      onError: (e) => errors.push(e.message),
      // the first time it answers, the second time it fails
      fallback: (due) => {
        if (calls++ > 0) throw new Error('fallback broken');
        return { action: due.legal[0]!, reason: { key: 'ai.quick', params: {} } };
      },
    });
    seats.poke();
    await seats.idle();
    expect(t.log.filter((l) => !l.startsWith('thinking'))).toEqual([
      'refused 1:diceRoll:ai.test',
      '1:endTurn:ai.quick',
      'refused 2:diceRoll:ai.test',
      '2:endTurn:ai.fallback',
    ]);
    expect(errors).toEqual(["the host refused the computer's move (diceRoll)", "the host refused the computer's move (diceRoll)", 'fallback broken']);
  });

  it('a decision no move of which can be played is shown as stuck and tried again after a growing pause, until it is played', async () => {
    const t = fakeTable(1);
    t.fault.refuse = () => true;
    const stuck: (number | null)[] = [];
    const scheduled: { f: () => void; ms: number }[] = [];
    const seats = new ComputerSeats({
      host: t.host,
      ai: instantAi,
      paceMs: () => 0,
      seed: 1,
      fallback: (due) => ({ action: due.legal[0]!, reason: { key: 'ai.fallback', params: {} } }),
      onStuck: (s) => stuck.push(s),
      later: (f, ms) => {
        scheduled.push({ f, ms });
        return () => undefined;
      },
    });
    seats.poke();
    await seats.idle();
    expect(stuck).toEqual([1]);
    expect(scheduled.map((x) => x.ms)).toEqual([1_000]);
    scheduled.shift()!.f();
    await seats.idle();
    expect(scheduled.map((x) => x.ms)).toEqual([2_000]);
    // the fault passes: the next try plays the move, and the seat is no longer stuck
    t.fault.refuse = () => false;
    scheduled.shift()!.f();
    await seats.idle();
    expect(t.log.filter((l) => l.startsWith('1:'))).toEqual(['1:endTurn:ai.test']);
    expect(stuck).toEqual([1, 1, null]);
    expect(scheduled).toEqual([]);
  });

  it('a host that fails while the computers play is reported, the seat last due shown as stuck, and tried again later, not left waiting', async () => {
    const t = fakeTable(3);
    // the host fails once seat 1 has moved: asked who decides next, it throws
    const apply = t.host.applyComputer.bind(t.host);
    t.host.applyComputer = (a, r, w) => {
      const out = apply(a, r, w);
      t.fault.throws = true;
      return out;
    };
    const errors: string[] = [];
    const stuck: (number | null)[] = [];
    const scheduled: (() => void)[] = [];
    const seats = new ComputerSeats({
      host: t.host,
      ai: instantAi,
      paceMs: () => 0,
      seed: 1,
      onError: (e) => errors.push(e.message),
      onStuck: (s) => stuck.push(s),
      later: (f) => {
        scheduled.push(f);
        return () => undefined;
      },
    });
    seats.poke();
    await seats.idle();
    expect(errors).toEqual(['host broken']);
    expect(stuck).toEqual([1]);
    expect(scheduled).toHaveLength(1);
    t.fault.throws = false;
    t.host.applyComputer = apply;
    scheduled[0]!();
    await seats.idle();
    expect(t.log).toContain('2:endTurn:ai.test');
  });

  it('stopped, a try of a stuck decision still to come is called off', async () => {
    const t = fakeTable(1);
    t.fault.refuse = () => true;
    let calledOff = 0;
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 0, seed: 1, later: () => () => calledOff++ });
    seats.poke();
    await seats.idle();
    seats.stop();
    expect(calledOff).toBe(1);
  });

  it('held during the pace and then stopped: the loop ends (it does not wait for a table that will never let it go)', async () => {
    const t = fakeTable(1);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 60_000, seed: 1 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 20));
    seats.setHeld(true);
    seats.stop();
    await Promise.race([seats.idle(), new Promise((_, no) => setTimeout(() => no(new Error('the loop still runs')), 2_000))]);
    expect(seats.busy).toBe(false);
    expect(t.log.some((l) => l.includes(':endTurn:'))).toBe(false);
  });

  it('a change of the pace ends the wait at once: switched to instant, the move waiting for its pace is played now', async () => {
    const t = fakeTable(1);
    let pace = 60_000;
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => pace, seed: 1 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.log.some((l) => l.includes(':endTurn:'))).toBe(false);
    pace = 0;
    seats.paceChanged();
    await seats.idle();
    expect(t.log).toContain('1:endTurn:ai.test');
  });

  it('stopped (the services closed): a move waiting for its pace is not played, and nothing starts again', async () => {
    const t = fakeTable(3);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 60_000, seed: 1 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 20));
    seats.stop();
    await seats.idle();
    seats.poke();
    seats.setHeld(true);
    seats.setHeld(false);
    await new Promise((r) => setTimeout(r, 20));
    await seats.idle();
    expect(t.log.some((l) => l.includes(':endTurn:'))).toBe(false);
  });

  it('held back (a scoring shown, the menu): no computer move is played; let go, they play on', async () => {
    const t = fakeTable(10);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 0, seed: 7 });
    seats.setHeld(true);
    seats.poke();
    await seats.idle();
    expect(t.log).toEqual(['thinking:null']);
    seats.setHeld(false);
    await new Promise((r) => setTimeout(r, 0));
    await seats.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.test', '2:endTurn:ai.test']);
  });

  it('a move thought out while the table got covered waits, and is played once when it is shown again', async () => {
    const t = fakeTable(1);
    const { ai: slowAi, release } = answeringLater('ai.test');
    const seats = new ComputerSeats({ host: t.host, ai: slowAi, paceMs: () => 0, seed: 7 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 10));
    seats.setHeld(true); // a scoring comes up while seat 1 thinks
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(seats.busy).toBe(true);
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual([]);
    seats.setHeld(false);
    await seats.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.test']);
  });

  it('covered for a moment during its pace, a move is played once shown again after what is left of its pace, not at once', async () => {
    const t = fakeTable(1);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 400, seed: 7 });
    seats.poke();
    await new Promise((r) => setTimeout(r, 20));
    seats.setHeld(true);
    await new Promise((r) => setTimeout(r, 30));
    seats.setHeld(false);
    // (the pace guarantees 400 ms from the start of the decision: a slow machine only waits longer)
    await new Promise((r) => setTimeout(r, 100));
    expect(t.log.some((l) => l.includes(':endTurn:'))).toBe(false);
    await seats.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.test']);
  });

  it('held with a move waiting, cancel() (a new game, quitting) ends the wait and plays nothing', async () => {
    const t = fakeTable(1);
    // the pace's wait is where the table gets covered here
    const paced: ComputerSeats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 5, seed: 7, sleep: async (): Promise<void> => paced.setHeld(true) });
    paced.poke();
    await new Promise((r) => setTimeout(r, 10));
    expect(paced.busy).toBe(true);
    paced.cancel();
    await paced.idle();
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual([]);
    expect(paced.isHeld).toBe(true);
  });

  it('paused, one move at a time: stepOnce plays exactly one computer decision and holds again', async () => {
    const t = fakeTable(10);
    const seats = new ComputerSeats({ host: t.host, ai: instantAi, paceMs: () => 0, seed: 7 });
    const played = () => t.log.filter((l) => l.includes(':endTurn:'));
    seats.setHeld(true);
    seats.poke();
    await seats.idle();
    expect(played()).toEqual([]);
    seats.stepOnce();
    await seats.idle();
    expect(played()).toEqual(['1:endTurn:ai.test']);
    expect(seats.isHeld).toBe(true);
    // still held: the next computer (seat 2) waits for the next step
    seats.poke();
    await seats.idle();
    expect(played()).toEqual(['1:endTurn:ai.test']);
    seats.stepOnce();
    await seats.idle();
    expect(played()).toEqual(['1:endTurn:ai.test', '2:endTurn:ai.test']);
  });

  it('a step while a move waits for the pause to end plays that very move, then holds; a step when not held does nothing', async () => {
    const t = fakeTable(10);
    const { ai: slowAi, release } = answeringLater('ai.slow');
    const seats = new ComputerSeats({ host: t.host, ai: slowAi, paceMs: () => 0, seed: 7 });
    seats.stepOnce(); // not held: no allowance is kept for later
    seats.poke();
    await new Promise((r) => setTimeout(r, 10));
    seats.setHeld(true); // paused while seat 1 thinks
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual([]);
    seats.stepOnce();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.slow']);
    // held again at once: one step, one move (seat 2 is not even asked yet)
    await new Promise((r) => setTimeout(r, 20));
    expect(t.log.filter((l) => l.includes(':endTurn:'))).toEqual(['1:endTurn:ai.slow']);
    expect(t.log.at(-1)).toBe('thinking:null');
    seats.setHeld(false);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.log.filter((l) => l.includes(':endTurn:')).slice(0, 2)).toEqual(['1:endTurn:ai.slow', '2:endTurn:ai.slow']);
    seats.cancel();
  });
});
