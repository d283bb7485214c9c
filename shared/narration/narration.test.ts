/**
 * The log in sentences: one sample of every engine event is narrated in its own words (an
 * unknown event gets a neutral sentence), and runs of events are merged the way a reader
 * wants them (a walk, a turn passing on, payments the next sentence states).
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type GameEvent } from '../engine';
import { engineEventTypes } from '../decisions/engineTypes';
import { findState, sampleEvents } from '../decisions/testScenarios';
import { NARRATED_EVENTS, narrate } from './narrate';
import { narrateBatch } from './batch';
import { playGame } from '../sim/playout';
import { greedyBot, randomBot } from '../ai';
import { PLAYER_COLOURS } from '../model/components';
import { boardGraph } from '../board';

const state = findState((s) => s.board.placed.length > 12 && s.players.length >= 2)!;
const view = viewFor(state, 0);
const SAMPLES = sampleEvents(state);

describe('narrate', () => {
  it('has a sample for every event type the engine emits (a new event needs one)', () => {
    const sampled = new Set(SAMPLES.map((e) => e.type));
    expect(engineEventTypes().filter((t) => !sampled.has(t))).toEqual([]);
  });

  it('narrates every known event with its own message, an unknown one neutrally', () => {
    for (const e of SAMPLES) {
      const m = narrate(e, { view });
      if (NARRATED_EVENTS.includes(e.type)) expect(m.key, e.type).not.toMatch(/^table\.event\.other/);
      else expect(m).toEqual({ key: 'table.event.other', params: { name: { key: 'table.name', params: { name: state.players[0]!.name } } } });
    }
  });

  it('passing a space says only that the journeyman does not stop, with points left or not: whether they walk on, their next step tells', () => {
    const space = Object.keys(state.board.scheniegelei)[0] ?? state.players[0]!.position;
    const withPoints = { ...view, turn: { ...view.turn, pointsLeft: 2 } };
    const without = { ...view, turn: { ...view.turn, pointsLeft: 0 } };
    const e = { type: 'passedSpace', player: 0, space } as unknown as GameEvent;
    expect(narrate(e, { view: withPoints })).toEqual(narrate(e, { view: without }));
    expect(narrate(e, { view: withPoints }).key).toMatch(/^table\.event\.passedSpace\./);
  });

  it('names the journeymen by name and places by description, never by id', () => {
    const m = narrate({ type: 'met', player: 0, other: 1 }, { view });
    expect(m.params?.name).toEqual({ key: 'table.name', params: { name: state.players[0]!.name } });
    expect(m.params?.other).toEqual({ key: 'table.name', params: { name: state.players[1]!.name } });
    const moved = SAMPLES.find((e) => e.type === 'moved')!;
    const dest = narrate(moved, { view }).params?.dest as { key: string };
    expect(dest.key).toMatch(/^table\.place\.to\./);
    expect(JSON.stringify(narrate(moved, { view }))).not.toContain(String(moved.to));
  });
});

describe('narrateBatch', () => {
  const p = 0;
  const moves = SAMPLES.filter((e) => e.type === 'moved');
  const step = (to: unknown): GameEvent => ({ type: 'moved', player: p, from: 'x', to, cost: 1 });

  it('merges consecutive steps with their tolls into one walk', () => {
    const events: GameEvent[] = [step(moves[0]!.to), { type: 'paid', player: p, amount: 1, to: 'bank', reason: 'toll' }, step(moves[1]!.to), step(moves[0]!.to)];
    const out = narrateBatch(events, null, view);
    expect(out).toHaveLength(1);
    expect(out[0]!.key).toBe('table.event.walkedToll');
    expect(out[0]!.params?.steps).toEqual({ key: 'table.unit.steps', params: { n: 3 }, count: 3 });
    expect(out[0]!.params?.amount).toEqual({ key: 'table.unit.thalers', params: { n: 1 }, count: 1 });
  });

  it('says a turn passes on in one sentence and leaves out payments the next sentence states', () => {
    const out = narrateBatch(
      [
        { type: 'paid', player: p, amount: 2, to: 'bank', reason: 'extension' },
        { type: 'extended', player: p, value: 3 },
        { type: 'turnEnded', player: p },
        { type: 'turnStarted', player: 1 },
      ],
      null,
      view,
    );
    expect(out.map((m) => m.key)).toEqual(['table.event.extended', 'table.event.turnPassed']);
  });

  it('leaves out the start player when the next sentence, the new year or the One Day, names them', () => {
    const keys = (events: GameEvent[]) => narrateBatch(events, null, view).map((m) => m.key);
    expect(keys([{ type: 'startPlayer', player: 1 }, { type: 'yearStarted', year: 2, startPlayer: 1 }])).toEqual(['table.event.yearStarted']);
    expect(keys([{ type: 'startPlayer', player: 1 }, { type: 'oneDayStarted', startPlayer: 1 }])).toEqual(['table.event.oneDayStarted']);
    // said when nothing after names them
    expect(keys([{ type: 'startPlayer', player: 1 }])).toEqual(['table.event.startPlayer']);
  });

  it('C33 says when the Thalers gave the Stenz card, naming those level on points', () => {
    const one = (e: GameEvent) => narrateBatch([e], null, view)[0]!;
    expect(one({ type: 'stenz', player: 1, tiedOnVp: [] }).key).toBe('table.event.stenz');
    const thalers = one({ type: 'stenz', player: 1, tiedOnVp: [0] });
    expect(thalers.key).toBe('table.event.stenzOnThalers');
    expect(JSON.stringify(thalers.params)).toContain(JSON.stringify(view.players[0]!.name));
  });

  it("tells Schreiner Reiner's jump as a jump, apart from any walk; a marker piece from the supply as such; a retry's point", () => {
    const hex = [...boardGraph(state.board.placed).spaces.values()].find((sp) => sp.kind === 'centre')!;
    const jump: GameEvent = { type: 'moved', player: p, from: 'x', to: moves[0]!.to, cost: 1, via: hex.id };
    const lines = narrateBatch([step(moves[1]!.to), jump], null, view);
    expect(lines.map((m) => m.key)).toEqual(['table.event.moved', 'table.event.jumped']);
    expect(lines[1]!.params?.companion).toEqual({ key: 'cards.companion.reiner.name' });
    const took = (from?: string) => narrate({ type: 'tookMarker', player: 0, colour: state.players[1]!.colour, ...(from ? { from } : {}) } as GameEvent, { view }).key;
    expect([took('charly'), took('supply'), took()]).toEqual(['table.event.tookMarker', 'table.event.tookMarkerSupply', 'table.event.tookMarker']);
    expect(narrate({ type: 'scouted', player: 0, kind: 'city', pay: 'retry' } as GameEvent, { view }).key).toBe('table.event.scouted.city.retry');
  });

  it("tells Schnatterer Wolf's move once, and a bet paid with nothing as one forgiven bet", () => {
    const keys = (events: GameEvent[]) => narrateBatch(events, null, view).map((m) => m.key);
    expect(keys([{ type: 'companionPower', player: p, power: 'wolf' }, { type: 'movedScantling', player: p, colour: 'black', from: 'kk', to: 'red' }])).toEqual(['table.event.movedScantling']);
    const none = narrateBatch([{ type: 'paid', player: 1, amount: 0, to: 'pot', reason: 'bet' }, { type: 'forgiven', player: 1, amount: 3, reason: 'bet' }], null, view);
    expect(none.map((m) => m.key)).toEqual(['table.event.forgivenAll']);
    expect(none[0]!.params?.amount).toEqual({ key: 'table.unit.thalers', params: { n: 3 }, count: 3 });
    expect(keys([{ type: 'paid', player: 1, amount: 1, to: 'pot', reason: 'bet' }, { type: 'forgiven', player: 1, amount: 2, reason: 'bet' }])).toEqual(['table.event.paid.bet', 'table.event.forgiven']);
  });

  it('keeps one sentence per event otherwise, in order', () => {
    const plain = SAMPLES.filter((e) => !['moved', 'paid', 'turnEnded', 'gainedThalers', 'startPlayer'].includes(e.type));
    expect(narrateBatch(plain, null, view)).toEqual(plain.map((e) => narrate(e, { view })));
  });
});

describe('every decision leaves a line in the log', () => {
  it('no action of whole games goes untold: walking past an inn, meeting nobody, stopping scouting included', () => {
    const seats = PLAYER_COLOURS.map((colour, i) => ({ name: `J${i + 1}`, colour }));
    const untold: string[] = [];
    let actions = 0;
    const told = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const bots = seed % 2 === 0 ? [randomBot] : [greedyBot, randomBot, greedyBot, randomBot];
      const silent: number[] = [];
      let index = 0;
      const r = playGame({ seats, seed, startPlayer: seed % 4 }, bots, seed, {
        onEvents: (events, after) => {
          actions++;
          if (narrateBatch(events, null, viewFor(after, 0)).length === 0) silent.push(index);
          for (const e of events) told.add(e.type);
          index++;
        },
      });
      expect(r.state.phase).toBe('finished');
      for (const i of silent) untold.push(`seed ${seed}: ${JSON.stringify(r.record.actions[i])}`);
    }
    expect(actions).toBeGreaterThan(5000);
    expect(untold).toEqual([]);
    // the decisions that used to leave nothing behind do occur in these games
    for (const t of ['passedSpace', 'scoutingStopped', 'encounterSkipped']) expect(told, t).toContain(t);
  });
});
