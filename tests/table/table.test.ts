/**
 * The table in main: privacy of what the renderer receives (hot-seat curtain, computer hands),
 * bounded undo, and computer seats playing through the real services and the AI's worker.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSnapshotSchema, type GameSnapshot, type GameUpdate } from '../../shared/ipc/contract';
import { AppServices } from '../../electron/main/services';
import { engine } from '../support/engine';
import { greedyBot } from '../../shared/ai/greedy';
import type { Action } from '../../shared/engine';
import { seedRng } from '../../shared/engine/rng';

const trusted = {};
const dirs: string[] = [];
const open: AppServices[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) {
    await s.close();
    await s.computers.idle();
    await s.autosaver.flush();
    await s.statsRecorder.flush();
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function services(): { svc: AppServices; pushes: GameSnapshot[]; updates: GameUpdate[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walz-table-'));
  dirs.push(dir);
  const pushes: GameSnapshot[] = [];
  const updates: GameUpdate[] = [];
  const svc = new AppServices({
    engine,
    savesDir: dir,
    appVersion: 'test',
    durable: false,
    // the computers play the same game each run
    aiSeed: 7,
    push: (u) => {
      pushes.push(u.snapshot);
      updates.push(u);
    },
  });
  open.push(svc);
  return { svc, pushes, updates };
}

async function ask<T>(svc: AppServices, channel: string, payload: unknown = {}): Promise<T> {
  const r = await svc.router.handle(channel, payload, trusted);
  if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`);
  return r.value as T;
}

type ViewLike = { players: { hand: number[] }[] };
const hands = (s: GameSnapshot) => (s.view as ViewLike).players.map((p) => p.hand);

/** What a snapshot reveals is allowed: only the viewer's hand, nobody's behind the curtain. */
function expectPrivate(s: GameSnapshot, computerSeats: readonly number[]): void {
  hands(s).forEach((hand, seat) => {
    if (seat !== s.viewer || s.curtain) expect(hand, `seat ${seat} hand leaked`).toEqual([]);
    if (computerSeats.includes(seat)) expect(hand).toEqual([]);
  });
  if (s.curtain) expect(s.legal).toEqual([]);
}

const SEATS2 = [
  { name: 'Anna', colour: 'red' },
  { name: 'Bernd', colour: 'blue' },
];

describe('hot-seat privacy at the IPC boundary', () => {
  it('two people: every snapshot carries only the deciding person\'s hand; the curtain comes only when private facts change hands, not in the dice game, and after it when the decision goes back to another person than the one who placed the last die', async () => {
    const { svc, pushes } = services();
    let snap = await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, seed: 4711, startPlayer: 0 });
    let rng = seedRng(5);
    let diceDecisions = 0;
    let curtains = 0;
    let deciderChanges = 0;
    let lastDecider = snap.activeSeat;
    // the person last seen at the screen: who acted or confirmed at the curtain last
    let atScreen: number | null = null;
    let afterDice = 0;
    for (let i = 0; i < 5000 && snap.phase !== 'finished'; i++) {
      expectPrivate(snap, []);
      // a hand shows only to the person at the screen (after an open dice game too)
      if (snap.viewer !== null) expect(snap.viewer, `action ${i}: hand of seat ${snap.viewer} shown to seat ${atScreen}`).toBe(atScreen);
      if (snap.activeSeat !== lastDecider) deciderChanges++;
      lastDecider = snap.activeSeat;
      if (snap.curtain) {
        curtains++;
        expect(snap.curtain.seat).toBe(snap.activeSeat);
        snap = await ask<GameSnapshot>(svc, 'game:reveal');
        expect(snap.curtain).toBeNull();
        expect(snap.viewer).toBe(snap.activeSeat);
        atScreen = snap.activeSeat;
        continue;
      }
      // behind no curtain a person always has options; they play like the greedy bot (inns, dice games)
      expect(snap.legal.length).toBeGreaterThan(0);
      const state = svc.host.getState()!;
      const [a, next] = greedyBot.choose(state, engine.legalActions(state).filter((x) => x.player === snap.activeSeat) as Action[], rng);
      rng = next;
      if (a.type.startsWith('dice')) diceDecisions++;
      const inDice = state.dice !== null;
      snap = (await ask<GameUpdate>(svc, 'game:apply', { action: a })).snapshot;
      atScreen = a.player;
      // a dice game ended by the other person's die: the turn's owner decides next, behind the curtain
      if (inDice && svc.host.getState()!.dice === null && snap.activeSeat !== a.player && !snap.curtain) afterDice = -1000;
      else if (inDice && svc.host.getState()!.dice === null && snap.activeSeat !== a.player) afterDice++;
    }
    for (const p of pushes) expectPrivate(p, []);
    expect(snap.phase).toBe('finished');
    expect(diceDecisions).toBeGreaterThan(10);
    // seed 4711 has dice games that the other person's last die ends (each met a curtain)
    expect(afterDice).toBeGreaterThan(0);
    expect(curtains).toBeGreaterThan(3);
    // the dice game and other open decisions switch the decider without a curtain
    expect(curtains).toBeLessThan(deciderChanges);
  });

  it('a new game without a game number gets one drawn in main, not sent to the page before the end (C49); a typed one is kept', async () => {
    const { svc } = services();
    const a = await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, startPlayer: 0 });
    const seedA = svc.host.record()!.setup.seed;
    expect(Number.isInteger(seedA) && seedA >= 0 && seedA <= 0xffffffff).toBe(true);
    expect(JSON.stringify(a)).not.toContain(`"seed":${seedA}`);
    await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, startPlayer: 0 });
    const seedB = svc.host.record()!.setup.seed;
    await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, startPlayer: 0 });
    // drawn afresh each time (three equal draws of 2^32 would be a broken generator)
    expect(new Set([seedA, seedB, svc.host.record()!.setup.seed]).size).toBeGreaterThan(1);
    await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, seed: 31337, startPlayer: 0 });
    expect(svc.host.record()!.setup.seed).toBe(31337);
  });

  it('an action of a seat behind the curtain, or of another seat, is refused', async () => {
    const { svc } = services();
    const snap = await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, seed: 9, startPlayer: 1 });
    expect(snap.curtain).toEqual({ seat: 1 });
    const hidden = svc.host.personToDecide();
    expect(hidden).toBeNull();
    const legal = engine.legalActions(svc.host.getState()!);
    const r = await svc.router.handle('game:apply', { action: legal[0] }, trusted);
    expect(r).toMatchObject({ ok: false, error: { code: 'curtain' } });
  });

  it('one person and a computer: no curtain, the person\'s own hand always shows, the computer\'s never', async () => {
    const { svc, pushes } = services();
    await ask(svc, 'settings:set', { animationSpeed: 'instant' });
    const snap = await ask<GameSnapshot>(svc, 'game:new', {
      seats: [SEATS2[0], { ...SEATS2[1], control: { kind: 'computer', level: 'easy' } }],
      seed: 77,
      startPlayer: 1,
    });
    expect(snap.curtain).toBeNull();
    expect(snap.viewer).toBe(0);
    await svc.computers.idle();
    await new Promise((r) => setTimeout(r, 50));
    await svc.computers.idle();
    const after = svc.host.snapshot()!;
    expect(after.activeSeat).toBe(0);
    expect(pushes.length).toBeGreaterThan(1);
    for (const p of pushes) {
      expectPrivate(p, [1]);
      expect(p.viewer).toBe(0);
      expect(hands(p)[0]!.length).toBeGreaterThan(0);
      // the person deciding: the computer is not said to be thinking any more
      if (p.activeSeat === 0) expect(p.thinking).toBeNull();
    }
  });
});

describe("the curtain set to 'always'", () => {
  it('one person against a computer: the curtain drops before each of the person\'s turns, and their hand is hidden while the computer plays', async () => {
    const { svc, pushes } = services();
    await ask(svc, 'settings:set', { animationSpeed: 'instant', hotSeatCurtain: 'always' });
    let snap = await ask<GameSnapshot>(svc, 'game:new', {
      seats: [SEATS2[0], { ...SEATS2[1], control: { kind: 'computer', level: 'easy' } }],
      seed: 77,
      startPlayer: 0,
    });
    let curtains = 0;
    for (let turn = 0; turn < 3; turn++) {
      // the person's turn begins behind the curtain: no hand, no options
      expect(snap.activeSeat).toBe(0);
      expect(snap.curtain).toEqual({ seat: 0 });
      expect(snap.viewer).toBeNull();
      expect(hands(snap)[0]).toEqual([]);
      expect(snap.legal).toEqual([]);
      curtains++;
      snap = await ask<GameSnapshot>(svc, 'game:reveal');
      expect(snap.curtain).toBeNull();
      expect(snap.viewer).toBe(0);
      expect(hands(snap)[0]!.length).toBeGreaterThan(0);
      // the person plays their turn (the first listed action each time; a card, then ending the turn)
      const from = pushes.length;
      while (snap.activeSeat === 0 && snap.curtain === null && snap.legal.length > 0) {
        const end = snap.legal.find((a) => a.type === 'endTurn') ?? snap.legal[0]!;
        snap = (await ask<GameUpdate>(svc, 'game:apply', { action: end })).snapshot;
      }
      // the computer plays its turn (its moves are scheduled): wait until the person's own next
      // turn; the person's part in a dice game the computer calls is played on the way
      const t0 = Date.now();
      for (;;) {
        await svc.computers.idle();
        await new Promise((r) => setTimeout(r, 20));
        snap = svc.host.snapshot()!;
        const view = snap.view as { turn: { player: number }; dice: unknown };
        if ((snap.activeSeat === 0 && view.turn.player === 0 && view.dice === null) || Date.now() - t0 > 10_000) break;
        if (snap.activeSeat === 0 && snap.legal.length > 0) await ask(svc, 'game:apply', { action: snap.legal[0] });
      }
      // while the computer played, the person's hand was never sent
      expect(pushes.slice(from).some((p) => p.activeSeat === 1)).toBe(true);
      for (const p of pushes.slice(from)) if (p.activeSeat === 1) expect(hands(p)[0]).toEqual([]);
    }
    expect(curtains).toBe(3);
  });
});

describe('bounded undo through the services', () => {
  it('takes back a person\'s own steps within the turn; the record no longer holds them; a reveal stops it', async () => {
    const { svc } = services();
    let snap = await ask<GameSnapshot>(svc, 'game:new', { seats: [SEATS2[0], { ...SEATS2[1], control: { kind: 'computer', level: 'easy' } }], seed: 31, startPlayer: 0 });
    expect(snap.undo).toEqual({ available: false, reason: 'nothing' });
    // play a card (no reveal), then undo it
    const card = snap.legal.find((a) => a.type === 'playCard')!;
    const before = svc.host.hash();
    snap = (await ask<GameUpdate>(svc, 'game:apply', { action: card })).snapshot;
    expect(snap.undo).toEqual({ available: true, steps: 1 });
    snap = (await ask<GameUpdate>(svc, 'game:undo')).snapshot;
    expect(svc.host.hash()).toBe(before);
    expect(svc.host.record()!.actions).toHaveLength(0);
    expect(snap.undo).toEqual({ available: false, reason: 'nothing' });
    // walk one step, then a scouting that reveals a tile cannot be taken back, nor the step before it
    snap = (await ask<GameUpdate>(svc, 'game:apply', { action: snap.legal.find((a) => a.type === 'playCard')! })).snapshot;
    const scout = snap.legal.find((a) => a.type === 'scout');
    if (scout) {
      snap = (await ask<GameUpdate>(svc, 'game:apply', { action: scout })).snapshot;
      expect(snap.undo).toEqual({ available: false, reason: 'tile' });
      const r = await svc.router.handle('game:undo', {}, trusted);
      expect(r).toMatchObject({ ok: false, error: { code: 'undo-unavailable' } });
    }
  });
});

/** A game of two easy computer players at instant pace (a game to watch). */
async function computersOnly(svc: AppServices, seed: number): Promise<void> {
  await ask(svc, 'settings:set', { animationSpeed: 'instant' });
  await ask<GameSnapshot>(svc, 'game:new', {
    seats: [
      { ...SEATS2[0], control: { kind: 'computer', level: 'easy' } },
      { ...SEATS2[1], control: { kind: 'computer', level: 'easy' } },
    ],
    seed,
    startPlayer: 0,
  });
}

async function untilFinished(svc: AppServices, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (svc.host.getState()!.phase !== 'finished' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('computer seats', () => {
  it('two computer players play a whole game through the services (a game of computers only can be watched), each decision with its reason', async () => {
    const { svc, updates } = services();
    await computersOnly(svc, 2026);
    await untilFinished(svc);
    expect(svc.host.getState()!.phase).toBe('finished');
    // every applied action came with its reason line (pushes without one only show who thinks)
    const moves = updates.filter((u) => u.reason);
    expect(moves.length).toBe(svc.host.record()!.actions.length);
    for (const u of moves) expect(u.reason!.key).toMatch(/^ai\./);
    // a seat is shown thinking only while it decides (a computer deciding on keeps thinking)
    for (const u of moves) expect([null, u.snapshot.activeSeat]).toContain(u.snapshot.thinking);
    expect(updates.some((u) => u.snapshot.thinking !== null)).toBe(true);
    // a computer's walk in progress is drawn on the board: the rest of the way from its figure
    const walks = updates.map((u) => u.snapshot).filter((sn) => sn.computerWalk);
    expect(walks.length).toBeGreaterThan(10);
    for (const sn of walks) {
      const w = sn.computerWalk!;
      expect(w.seat).toBe(sn.activeSeat);
      const at = (sn.view as { players: { position: string }[] }).players[w.seat]!.position;
      expect(w.path[0]).toBe(at);
      expect(w.path.at(-1)).not.toBe(at);
      expect(GameSnapshotSchema.safeParse(sn).success).toBe(true);
    }
    // no snapshot ever carried a computer's hand, and none offered options
    for (const u of updates) {
      expectPrivate(u.snapshot, [0, 1]);
      expect(u.snapshot.legal).toEqual([]);
    }
  }, 180_000);
});

describe('the computers\' reasons in saves', () => {
  it('a saved game with computers loads with its log as it was, every computer line with its reason (save as, load, continue)', async () => {
    const { svc } = services();
    await computersOnly(svc, 77);
    const deadline = Date.now() + 60_000;
    while (svc.host.record()!.actions.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await ask(svc, 'game:hold-computers', { held: true });
    // held: a move already thought out waits too; the record stands still
    for (let n = -1; n !== svc.host.record()!.actions.length; ) {
      n = svc.host.record()!.actions.length;
      await new Promise((r) => setTimeout(r, 300));
    }
    const logBefore = svc.host.logFrom(0).entries;
    // (an action that tells nothing of its own, passing an inn, shows its reason as its line)
    const withReason = logBefore.filter((e) => e.reason || e.msg.key.startsWith('ai.'));
    expect(withReason.length).toBe(svc.host.record()!.actions.length);
    const meta = await ask<{ id: string }>(svc, 'saves:save', { name: 'Zwei Computer' });

    // a fresh app loads it: the same lines, the same reasons
    const other = services().svc;
    const text = readFileSync(svc.store.fileFor(meta.id), 'utf8');
    writeFileSync(other.store.fileFor(meta.id), text);
    await ask(other, 'game:hold-computers', { held: true });
    await ask(other, 'saves:load', { id: meta.id });
    expect(other.host.logFrom(0).entries).toEqual(logBefore);
    expect(JSON.parse(text).reasons).toHaveLength(withReason.length);

    // and the autosave written by the first app keeps them too
    await svc.autosaver.flush();
    const auto = await svc.store.load('autosave');
    expect(auto.ok && auto.value.file.reasons.length).toBe(withReason.length);
  }, 120_000);
});

describe('the table holds the computers back', () => {
  it('while the table says it is covered, no computer moves; each scoring holds them at once until the table lets them go on', async () => {
    const { svc } = services();
    await ask(svc, 'game:hold-computers', { held: true }); // the table is not shown yet
    await computersOnly(svc, 2026);
    await new Promise((r) => setTimeout(r, 300));
    expect(svc.host.record()!.actions.length).toBe(0);
    await ask(svc, 'game:hold-computers', { held: false });
    const scoredAt: number[] = [];
    const deadline = Date.now() + 120_000;
    while (svc.host.getState()!.phase !== 'finished' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 30));
      if (!svc.computers.isHeld) continue;
      // held by a scoring: nothing moves until the table, having shown it, lets go
      const n = svc.host.record()!.actions.length;
      expect(svc.host.getState()!.scorings.length).toBe(scoredAt.length + 1);
      await new Promise((r) => setTimeout(r, 150));
      expect(svc.host.record()!.actions.length).toBe(n);
      scoredAt.push(n);
      await ask(svc, 'game:hold-computers', { held: false });
    }
    expect(svc.host.getState()!.phase).toBe('finished');
    // three year ends and the final scoring, each the last action before the hold
    expect(scoredAt.length).toBe(4);
    expect(scoredAt.at(-1)).toBe(svc.host.record()!.actions.length);
  }, 180_000);

  it('a malformed hold is refused', async () => {
    const { svc } = services();
    for (const bad of [{}, { held: 'yes' }, { held: true, extra: 1 }]) expect((await svc.router.handle('game:hold-computers', bad, trusted)).ok).toBe(false);
  });
});

describe('a computer player never leaves the table waiting', () => {
  it('the AI thread crashes mid-game: a fresh thread takes over and the game plays on to its end', async () => {
    const { svc } = services();
    await computersOnly(svc, 77);
    const worker = () => (svc as unknown as { aiWorker: { worker: { terminate(): Promise<number> }; failed: boolean } | null }).aiWorker;
    // let the computers play a little, then kill their thread from outside (as a crash would)
    while ((svc.host.record()?.actions.length ?? 0) < 20) await new Promise((r) => setTimeout(r, 10));
    const first = worker()!;
    await first.worker.terminate();
    expect(first.failed).toBe(true);
    await untilFinished(svc);
    expect(svc.host.getState()!.phase).toBe('finished');
    expect(worker()).not.toBe(first); // replaced by a fresh thread
    expect(worker()?.failed).toBe(false);
  }, 180_000);
});

describe('a computer move that cannot be played', () => {
  it('the seat is shown as stuck on the table, tried again, and plays on once the fault has passed; every refusal is logged', async () => {
    const { svc, pushes } = services();
    let broken = true;
    const apply = svc.host.apply.bind(svc.host);
    // a fault in main after the engine (the log or the snapshot could not be made) refuses every move
    svc.host.apply = (action, reason, toward) => (broken ? { ok: false, error: { code: 'internal-error', message: 'test fault' } } : apply(action, reason, toward));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await computersOnly(svc, 31);
      const deadline = Date.now() + 20_000;
      while (!pushes.some((p) => p.stuck === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(pushes.some((p) => p.stuck === 0)).toBe(true);
      expect(svc.host.record()!.actions).toHaveLength(0);
      expect(logged.mock.calls.some((c) => String(c[0]).includes("the host refused the computer's move"))).toBe(true);
      broken = false;
      // the next try (a second later) plays the move, and the table no longer shows the seat stuck
      while ((svc.host.record()?.actions.length ?? 0) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(svc.host.record()!.actions.length).toBeGreaterThanOrEqual(3);
      expect(svc.host.snapshot()!.stuck).toBeNull();
      for (const p of pushes) expect(GameSnapshotSchema.safeParse(p).success).toBe(true);
    } finally {
      logged.mockRestore();
    }
  }, 30_000);
});

describe('a hint and the game going on', () => {
  it('a hint the person does not wait for is dropped at their move: its thinking is cancelled (the computers are not held up behind it) and main answers that the game changed', async () => {
    const { svc } = services();
    await ask(svc, 'settings:set', { animationSpeed: 'instant' });
    const snap = await ask<GameSnapshot>(svc, 'game:new', {
      seats: [SEATS2[0], { ...SEATS2[1], control: { kind: 'computer', level: 'hard' } }],
      seed: 12,
      startPlayer: 0,
    });
    const hint = svc.router.handle('game:hint', {}, trusted);
    await new Promise((r) => setTimeout(r, 30));
    const worker = (svc as unknown as { aiWorker: { cancel(): void } | null }).aiWorker!;
    const cancel = vi.spyOn(worker, 'cancel');
    const moved = await svc.router.handle('game:apply', { action: snap.legal[0] }, trusted);
    expect(moved.ok).toBe(true);
    expect(cancel).toHaveBeenCalled();
    const r = await hint;
    expect(r.ok ? null : r.error.code).toBe('hint-cancelled');
  }, 30_000);
});

describe('the pace setting', () => {
  it('a change of the animation speed is passed on to the computers at once (a move waiting for its pace then waits as the new pace says: ComputerSeats.test)', async () => {
    const { svc } = services();
    const changed = vi.spyOn(svc.computers, 'paceChanged');
    await ask(svc, 'settings:set', { animationSpeed: 'slow' });
    expect(changed).toHaveBeenCalledTimes(1);
    // a refused setting changes no pace
    expect((await svc.router.handle('settings:set', { animationSpeed: 'very-slow' }, trusted)).ok).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe('closed services', () => {
  it('play no computer move any more, not even one waiting for its pace, and start no thread', async () => {
    const { svc } = services();
    await ask(svc, 'settings:set', { animationSpeed: 'slow' });
    await ask<GameSnapshot>(svc, 'game:new', {
      seats: [
        { ...SEATS2[0], control: { kind: 'computer', level: 'easy' } },
        { ...SEATS2[1], control: { kind: 'computer', level: 'easy' } },
      ],
      seed: 5,
      startPlayer: 0,
    });
    // the first decision is thought out and waits for the slow pace
    await new Promise((r) => setTimeout(r, 200));
    expect(svc.host.record()!.actions).toHaveLength(0);
    await svc.close();
    await svc.computers.idle();
    svc.computers.poke();
    await new Promise((r) => setTimeout(r, 50));
    await svc.computers.idle();
    expect(svc.host.record()!.actions).toHaveLength(0);
    expect((svc as unknown as { aiWorker: unknown }).aiWorker).toBeNull();
  }, 30_000);
});

describe('the app stays responsive while a computer thinks', () => {
  it('IPC answers in under 50 ms while the hard level searches in its worker', async () => {
    const { svc, updates } = services();
    await ask(svc, 'settings:set', { animationSpeed: 'instant' });
    await ask<GameSnapshot>(svc, 'game:new', {
      seats: [{ ...SEATS2[0], control: { kind: 'computer', level: 'hard' } }, SEATS2[1]],
      seed: 99,
      startPlayer: 0,
    });
    // wait until the hard seat has a real decision to think about (more than one legal action)
    const deadline = Date.now() + 60_000;
    const latencies: number[] = [];
    let sawThinking = 0;
    while (Date.now() < deadline && latencies.length < 40) {
      const t0 = performance.now();
      const r = await svc.router.handle('game:current', {}, trusted);
      const ms = performance.now() - t0;
      expect(r.ok).toBe(true);
      const snap = (r as { value: GameSnapshot }).value;
      if (snap.thinking === 0 && svc.computers.busy) {
        sawThinking++;
        latencies.push(ms);
      }
      await new Promise((res) => setTimeout(res, 20));
      if (snap.activeSeat === 1 && !svc.computers.busy && updates.length > 3) break;
    }
    expect(sawThinking).toBeGreaterThan(5);
    // the event loop is free while the search runs in its thread; on a loaded two-core CI machine
    // a single answer can wait for the scheduler, so the bar is the 90th percentile
    latencies.sort((a, b) => a - b);
    expect(latencies[Math.floor(latencies.length * 0.9)]).toBeLessThan(50);
  }, 90_000);
});

describe('prompt and log in every snapshot and update', () => {
  it('the deciding person gets a prompt with one option per legal action; updates bring log lines; a loaded game\'s log goes back to its start', async () => {
    const { svc, updates } = services();
    expect((await ask<GameSnapshot>(svc, 'game:new', { seats: SEATS2, seed: 808, startPlayer: 0 })).curtain).toEqual({ seat: 0 });
    let snap = await ask<GameSnapshot>(svc, 'game:reveal');
    for (let i = 0; i < 12; i++) {
      const prompt = snap.prompt as { options: { action: unknown }[]; title: { key: string } };
      expect(prompt.options.length).toBe(snap.legal.length);
      expect(prompt.title.key).toMatch(/^table\./);
      if (snap.curtain) snap = await ask<GameSnapshot>(svc, 'game:reveal');
      else snap = (await ask<GameUpdate>(svc, 'game:apply', { action: snap.legal[0] })).snapshot;
    }
    const lines = updates.flatMap((u) => u.log ?? []);
    expect(lines.length).toBeGreaterThan(5);
    const all = await ask<{ entries: unknown[]; total: number }>(svc, 'game:log', { from: 0 });
    expect(all.total).toBe(lines.length);
    expect(all.entries).toEqual(lines);
    // save and load: the same log, rebuilt from the record
    const saved = await ask<{ id: string }>(svc, 'saves:save', { name: 'log' });
    await ask(svc, 'saves:load', { id: saved.id });
    expect(await ask(svc, 'game:log', { from: 0 })).toEqual(all);
  });
});
