/**
 * ReplayService: seeking equals a straight replay, frames are public, the save is never
 * written, and bad ids or indices are typed errors (never a throw).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, promises as fs, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServices } from '../../electron/main/services';
import { ReplayService } from '../../electron/main/replay/ReplayService';
import { logLines } from '../../electron/main/presenter';
import { activeSeatOf } from '../../electron/main/GameHost';
import { publicView } from '../../electron/main/replay/publicView';
import { saveStoreSource } from '../../electron/main/replay/saveSource';
import type { GameState } from '../../electron/main/engine';
import { ReplayFrameSchema, ReplayInfoSchema, type ReplayFrame, type ReplayInfo } from '../../shared/ipc/contract';
import { engine, prng } from '../support/engine';
import { botGame, SETUP3 } from './fixtures';

let dir: string;
let svc: AppServices;
let finishedId: string;
let partialId: string;
const game = botGame();
const PARTIAL = 137;

function straight(n: number): GameState {
  const r = engine.replay({ format: 'auf-der-walz-record', engineVersion: engine.engineVersion, setup: game.setup, actions: game.actions.slice(0, n) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

async function call<T>(channel: string, req: unknown): Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }> {
  return (await svc.router.handle(channel, req)) as never;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'walz-replay-'));
  svc = new AppServices({ engine, savesDir: dir, appVersion: 'test' });
  const a = await svc.store.saveAs({ name: 'Whole game', setup: game.setup, actions: game.actions });
  const b = await svc.store.saveAs({ name: 'Half way', setup: game.setup, actions: game.actions.slice(0, PARTIAL) });
  if (!a.ok || !b.ok) throw new Error('could not write the fixtures');
  finishedId = a.value.id;
  partialId = b.value.id;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an old save replayed', () => {
  it('a game played under older rules (the v2 fixture, rules version 1, a scouting C44 later forbids) replays under its own rules to its saved state', async () => {
    const fixture = path.resolve('tests/saves/fixtures/v2-engine1-double-scout.walz.json');
    const raw = JSON.parse(await fs.readFile(fixture, 'utf8'));
    await fs.copyFile(fixture, svc.store.fileFor('old-rules'));
    const open = await call<ReplayInfo>('replay:open', { saveId: 'old-rules' });
    if (!open.ok) throw new Error(`${open.error.code}: ${open.error.message}`);
    expect(open.value.total).toBe(raw.actions.length);
    const last = await call<ReplayFrame>('replay:frame', { replayId: open.value.replayId, index: raw.actions.length });
    expect(last.ok).toBe(true);
    const straight = engine.replay({ format: 'auf-der-walz-record', engineVersion: 1, setup: raw.setup, actions: raw.actions });
    if (!straight.ok) throw new Error(straight.error.message);
    expect(engine.hashState(straight.state)).toBe(raw.stateHash);
    if (last.ok) expect(last.value.view).toEqual(publicView(engine, straight.state));
  });
});

describe('a computer game replayed', () => {
  it("each computer move's log entry carries the reason the save kept, and only those", async () => {
    const reasons: { at: number; key: string; params: Record<string, string | number> }[] = [
      { at: 0, key: 'ai.easy.playCard', params: { value: 3 } },
      { at: 2, key: 'ai.easy.goTo.innCity', params: { steps: 2, city: 'Krinn' } },
    ];
    const w = await svc.store.saveAs({ name: 'With reasons', setup: game.setup, actions: game.actions.slice(0, 10), reasons });
    if (!w.ok) throw new Error(w.error.message);
    const open = await call<ReplayInfo>('replay:open', { saveId: w.value.id });
    if (!open.ok) throw new Error(open.error.message);
    const f = await call<ReplayFrame>('replay:frame', { replayId: open.value.replayId, index: 10 });
    if (!f.ok) throw new Error(f.error.message);
    const frame = ReplayFrameSchema.parse(f.value);
    expect(frame.log.map((e) => e.reason ?? null)).toEqual(frame.log.map((e) => {
      const r = reasons.find((x) => x.at === e.index - 1);
      return r ? { key: r.key, params: r.params } : null;
    }));
    expect(frame.log.filter((e) => e.reason)).toHaveLength(2);
  });

  it('names the seats a computer played, with its level, as the save recorded them (a person has none)', async () => {
    const controls = game.setup.seats.map((_, i) => (i === 1 ? { kind: 'computer' as const, level: 'hard' as const } : { kind: 'human' as const }));
    const w = await svc.store.saveAs({ name: 'Against a computer', setup: game.setup, actions: game.actions.slice(0, 10), controls });
    if (!w.ok) throw new Error(w.error.message);
    const open = await call<ReplayInfo>('replay:open', { saveId: w.value.id });
    if (!open.ok) throw new Error(open.error.message);
    const info = ReplayInfoSchema.parse(open.value);
    expect(info.players.map((p) => p.control ?? null)).toEqual(game.setup.seats.map((_, i) => (i === 1 ? { kind: 'computer', level: 'hard' } : null)));
    // a save of people only names no computer
    const people = await call<ReplayInfo>('replay:open', { saveId: partialId });
    expect(people.ok && people.value.players.every((p) => p.control === undefined)).toBe(true);
  });
});

describe('replay:open', () => {
  it('answers the frame count, the years, the scorings and the players of a finished game', async () => {
    const r = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const info = ReplayInfoSchema.parse(r.value);
    expect(info.total).toBe(game.actions.length);
    expect(info.players).toEqual(SETUP3.seats.map((s) => ({ name: s.name, colour: s.colour })));
    expect(info.finished).toBe(true);
    expect(info.seed).toBe(SETUP3.seed);
    // every year's first frame is where the straight replay's year changes
    expect(info.years.map((y) => y.year)).toEqual([1, 2, 3, 4]);
    for (const y of info.years) {
      expect(straight(y.index).year).toBe(y.year);
      if (y.index > 0) expect(straight(y.index - 1).year).toBe(y.year - 1);
    }
    expect(info.scorings.map((s) => `${s.kind}${s.year}`)).toEqual(['year1', 'year2', 'year3', 'final4']);
    for (const s of info.scorings) expect(straight(s.index).scorings.length).toBe(straight(s.index - 1).scorings.length + 1);
  });

  it('an unfinished game keeps its seed hidden', async () => {
    const r = await call<ReplayInfo>('replay:open', { saveId: partialId });
    expect(r.ok && r.value.finished).toBe(false);
    expect(r.ok && r.value.seed).toBe(null);
    if (!r.ok) return;
    const f = await call<ReplayFrame>('replay:frame', { replayId: r.value.replayId, index: PARTIAL });
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    const view = f.value.view as { setup: Record<string, unknown> };
    expect(view.setup).not.toHaveProperty('seed');
    expect(f.value.result).toBe(null);
    expect(JSON.stringify(f.value)).not.toContain('"seed"');
  });
});

describe('replay:open-current (the results of the game just ended offer its replay)', () => {
  it('refuses while no game runs and while the game goes on; once it is over, opens it from its record with its seats, reasons and seed, and leaves it alone', async () => {
    const freshDir = mkdtempSync(path.join(os.tmpdir(), 'walz-replay-current-'));
    onTestFinished(() => rmSync(freshDir, { recursive: true, force: true }));
    const fresh = new AppServices({ engine, savesDir: freshDir, appVersion: 'test' });
    const ask = async <T>(channel: string, req: unknown) => (await fresh.router.handle(channel, req)) as { ok: true; value: T } | { ok: false; error: { code: string } };
    expect(await ask('replay:open-current', {})).toMatchObject({ ok: false, error: { code: 'no-game' } });
    const controls = game.setup.seats.map((_, i) => (i === 2 ? { kind: 'computer' as const, level: 'medium' as const } : { kind: 'human' as const }));
    const reasons = [{ at: 4, key: 'ai.easy.best', params: {} }];
    fresh.host.adopt(game.setup, game.actions.slice(0, PARTIAL), straight(PARTIAL), { controls, reasons });
    expect(await ask('replay:open-current', {})).toMatchObject({ ok: false, error: { code: 'replay-game-not-over' } });
    const end = straight(game.actions.length);
    fresh.host.adopt(game.setup, game.actions, end, { controls, reasons });
    const hashBefore = fresh.host.hash();
    const r = await ask<ReplayInfo>('replay:open-current', {});
    if (!r.ok) throw new Error(r.error.code);
    const info = ReplayInfoSchema.parse(r.value);
    expect(info).toMatchObject({ name: '', total: game.actions.length, finished: true, seed: SETUP3.seed });
    expect(info.players.map((p) => p.control ?? null)).toEqual([null, null, { kind: 'computer', level: 'medium' }]);
    const f = await ask<ReplayFrame>('replay:frame', { replayId: info.replayId, index: 5 });
    if (!f.ok) throw new Error(f.error.code);
    expect(f.value.log.find((e) => e.index === 5)?.reason).toEqual({ key: 'ai.easy.best', params: {} });
    const last = await ask<ReplayFrame>('replay:frame', { replayId: info.replayId, index: info.total });
    if (!last.ok) throw new Error(last.error.code);
    expect(last.value.view).toEqual(publicView(engine, end));
    // the game at the table is as it was: no action, no change
    expect(fresh.host.hash()).toBe(hashBefore);
    expect(fresh.host.record()?.actions).toHaveLength(game.actions.length);
    // a payload is refused like any other channel's
    expect(await ask('replay:open-current', { saveId: 'x' })).toMatchObject({ ok: false });
  });
});

describe('who decides next', () => {
  it('each frame marks the journeyman who decides next, as the table does: in a dice game the one to roll or place, not the turn\'s owner; nobody once the game is over', async () => {
    const r = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!r.ok) throw new Error(r.error.message);
    let others = 0;
    for (let i = 0; i <= r.value.total; i++) {
      const f = await call<ReplayFrame>('replay:frame', { replayId: r.value.replayId, index: i });
      if (!f.ok) throw new Error(f.error.message);
      const s = straight(i);
      if (s.phase === 'finished') {
        expect(f.value.toMove).toBeNull();
        continue;
      }
      const legal = engine.legalActions(s);
      expect(legal.map((a) => a.player)).toContain(f.value.toMove);
      expect(f.value.toMove).toBe(activeSeatOf(s, legal));
      if (f.value.toMove !== s.turn.player) others++;
    }
    // the game has dice games in which others decide
    expect(others).toBeGreaterThan(0);
  });
});

describe('seeking', () => {
  it('any frame, in any order, equals the straight replay (hashState)', async () => {
    const replays = new ReplayService({ engine, source: saveStoreSource(svc.store), checkpointEvery: 50 });
    const opened = await replays.open(finishedId);
    if (!opened.ok) throw new Error(opened.error.message);
    const id = opened.value.replayId;
    const total = opened.value.total;
    const rnd = prng(5);
    const indices = [0, 1, 49, 50, 51, 100, total, total - 1, 99, 3, ...Array.from({ length: 25 }, () => Math.floor(rnd() * (total + 1)))];
    for (const i of indices) {
      const s = replays.stateAt(id, i);
      if (!s.ok) throw new Error(s.error.message);
      expect(engine.hashState(s.value), `frame ${i}`).toBe(engine.hashState(straight(i)));
    }
    // stepping one at a time forward and back as the transport does
    for (let i = 120; i < 140; i++) expect(replays.stateAt(id, i).ok && engine.hashState((replays.stateAt(id, i) as { value: GameState }).value)).toBe(engine.hashState(straight(i)));
    for (let i = 140; i > 118; i--) expect(engine.hashState((replays.stateAt(id, i) as { value: GameState }).value)).toBe(engine.hashState(straight(i)));
  });

  it('a frame is the public view of the straight replay, with the events and the log of its actions', async () => {
    const opened = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!opened.ok) throw new Error(opened.error.message);
    const rnd = prng(11);
    for (const i of [0, 1, 75, opened.value.total, ...Array.from({ length: 8 }, () => Math.floor(rnd() * opened.value.total))]) {
      const f = await call<ReplayFrame>('replay:frame', { replayId: opened.value.replayId, index: i });
      if (!f.ok) throw new Error(f.error.message);
      const frame = ReplayFrameSchema.parse(f.value);
      const state = straight(i);
      expect(frame.view).toEqual(JSON.parse(JSON.stringify(publicView(engine, state))));
      expect([frame.index, frame.year, frame.phase]).toEqual([i, state.year, state.phase]);
      // the events are those the engine emitted for action i
      if (i > 0) {
        const before = straight(i - 1);
        const applied = engine.applyAction(before, game.actions[i - 1]!);
        expect(applied.ok && JSON.parse(JSON.stringify(applied.events))).toEqual(frame.events);
        // its sentences as the table's log tells them: against the position right after it, each
        // with the journeyman it is about (the log's colour mark; null: the game's own line)
        const told = logLines(frame.events, null, straight(i), game.actions[i - 1]!.player, null);
        expect(frame.log.at(-1)).toEqual({ index: i, lines: told.map((l) => l.msg), seats: told.map((l) => l.seat ?? null) });
      } else {
        expect(frame.events).toEqual([]);
        expect(frame.log).toEqual([]);
      }
      expect(frame.log.map((l) => l.index)).toEqual(Array.from({ length: Math.min(i, 40) }, (_, k) => i - Math.min(i, 40) + 1 + k));
      // the VP by category adds up to every seat's VP
      expect(frame.breakdown.map((b) => b.total)).toEqual(state.players.map((p) => p.vp));
    }
  });

  it('frames are public: no hand, no deck, no stack order, no generator state', async () => {
    const opened = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!opened.ok) throw new Error(opened.error.message);
    for (const i of [0, 10, 60, 200]) {
      const f = await call<ReplayFrame>('replay:frame', { replayId: opened.value.replayId, index: i });
      if (!f.ok) throw new Error(f.error.message);
      const state = straight(i);
      const v = f.value.view as { viewer: number; rng: { s: number[] }; players: { hand: number[]; deck: number[]; handCount: number; deckCount: number }[]; board: { landscapeStack: unknown[]; cityStack: unknown[]; fateStack: unknown[] }; newsStack: unknown[]; companionStack: unknown[] };
      expect(v.viewer).toBe(-1);
      expect('rng' in v).toBe(false); // C49: a view holds no generator state at all
      v.players.forEach((p, seat) => {
        expect(p.hand).toEqual([]);
        expect(p.deck).toEqual([]);
        expect(p.handCount).toBe(state.players[seat]!.hand.length);
        expect(p.deckCount).toBe(state.players[seat]!.deck.length);
      });
      expect(state.players.some((p) => p.hand.length > 0)).toBe(true);
      // C49: no stack order in a view, only counts and sorted contents
      expect([v.board.landscapeStack, v.board.cityStack, v.board.fateStack, v.newsStack, v.companionStack]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    }
  });

  it('the last frame names the winners and the rule that decided', async () => {
    const opened = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!opened.ok) throw new Error(opened.error.message);
    const f = await call<ReplayFrame>('replay:frame', { replayId: opened.value.replayId, index: opened.value.total });
    if (!f.ok) throw new Error(f.error.message);
    const end = straight(game.actions.length);
    expect(f.value.result?.winners).toEqual(end.winners);
    const best = Math.max(...end.players.map((p) => p.vp));
    expect(f.value.result?.tied).toEqual(end.players.flatMap((p, i) => (p.vp === best ? [i] : [])));
  });
});

describe('read-only', () => {
  it('opening and watching never changes the save file, writes no autosave and leaves the game alone', async () => {
    const file = svc.store.fileFor(finishedId);
    const bytes = await fs.readFile(file);
    const mtime = statSync(file).mtimeMs;
    const listing = readdirSync(dir).sort();
    const opened = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!opened.ok) throw new Error(opened.error.message);
    for (let i = 0; i <= opened.value.total; i += 7) expect((await call('replay:frame', { replayId: opened.value.replayId, index: i })).ok).toBe(true);
    expect((await call('replay:close', { replayId: opened.value.replayId })).ok).toBe(true);
    await svc.autosaver.flush();
    expect(Buffer.compare(await fs.readFile(file), bytes)).toBe(0);
    expect(statSync(file).mtimeMs).toBe(mtime);
    expect(readdirSync(dir).sort()).toEqual(listing);
    expect(listing.some((n) => n.startsWith('autosave'))).toBe(false);
    expect(svc.host.running).toBe(false);
  });

  it('a damaged save is refused with a typed error and left where it is (no quarantine)', async () => {
    const good = await fs.readFile(svc.store.fileFor(partialId), 'utf8');
    const damagedId = 'damaged-replay';
    const damaged = svc.store.fileFor(damagedId);
    writeFileSync(damaged, good.replace('"Half way"', '"Half wax"'));
    const before = readdirSync(dir).sort();
    const r = await call('replay:open', { saveId: damagedId });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toMatch(/^save-/);
    expect(readdirSync(dir).sort()).toEqual(before);
    rmSync(damaged);
  });
});

describe('typed errors', () => {
  it('bad ids and out-of-range frames answer errors and never throw', async () => {
    const opened = await call<ReplayInfo>('replay:open', { saveId: finishedId });
    if (!opened.ok) throw new Error(opened.error.message);
    const id = opened.value.replayId;
    const cases: [string, unknown, string][] = [
      ['replay:open', { saveId: 'no-such-save' }, 'save-not-found'],
      ['replay:open', { saveId: '../etc/passwd' }, 'invalid-request'],
      ['replay:open', {}, 'invalid-request'],
      ['replay:frame', { replayId: 'rp-zzzz', index: 0 }, 'replay-not-found'],
      ['replay:frame', { replayId: 'nope', index: 0 }, 'invalid-request'],
      ['replay:frame', { replayId: id, index: opened.value.total + 1 }, 'replay-index-out-of-range'],
      ['replay:frame', { replayId: id, index: -1 }, 'invalid-request'],
      ['replay:frame', { replayId: id, index: 1.5 }, 'invalid-request'],
      ['replay:frame', { replayId: id, index: 1, extra: true }, 'invalid-request'],
      ['replay:close', { replayId: 'rp-zzzz' }, 'replay-not-found'],
    ];
    for (const [channel, req, code] of cases) {
      const r = await call(channel, req);
      expect(r.ok, `${channel} ${JSON.stringify(req)}`).toBe(false);
      if (!r.ok) expect(r.error.code, `${channel} ${JSON.stringify(req)}`).toBe(code);
    }
    // the service itself, called past the router, answers typed errors too
    expect(svc.replays.frame(id, Number.NaN)).toMatchObject({ ok: false, error: { code: 'replay-index-out-of-range' } });
    expect(svc.replays.frame(undefined as unknown as string, 0)).toMatchObject({ ok: false, error: { code: 'replay-not-found' } });
    expect((await call('replay:close', { replayId: id })).ok).toBe(true);
    expect(await call('replay:frame', { replayId: id, index: 0 })).toMatchObject({ ok: false, error: { code: 'replay-not-found' } });
  });

  it('keeps at most maxOpen replays, closing the least recently used', async () => {
    const replays = new ReplayService({ engine, source: saveStoreSource(svc.store), maxOpen: 2 });
    const a = await replays.open(partialId);
    const b = await replays.open(partialId);
    if (!a.ok || !b.ok) throw new Error('open failed');
    expect(replays.frame(a.value.replayId, 1).ok).toBe(true); // a is now the most recent
    const c = await replays.open(partialId);
    expect(c.ok).toBe(true);
    expect(replays.openCount).toBe(2);
    expect(replays.frame(b.value.replayId, 0)).toMatchObject({ ok: false, error: { code: 'replay-not-found' } });
    expect(replays.frame(a.value.replayId, 0).ok).toBe(true);
  });

  it('a source that throws is a typed error', async () => {
    const replays = new ReplayService({ engine, source: () => Promise.reject(new Error('disk gone')) });
    expect(await replays.open('x')).toMatchObject({ ok: false, error: { code: 'replay-internal' } });
  });
});
