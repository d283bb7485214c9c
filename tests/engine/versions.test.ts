/**
 * Rules versions (version.ts): a game is played and replayed by the rules it was created with.
 *
 * The fixtures in shared/engine/fixtures/v1-*.json are games recorded with the version-1 engine (commit
 * 30c030d, before any refinement C41–C49), played by the seeded bots named in `madeWith`, with
 * the final hashState that engine computed. Each was picked because a rule that version 2
 * changes actually comes up in it (`matters`): a second scouting from the same hexagonal space
 * (C44), Schreiner Reiner's free step onto a hexagonal space (C43), leaving a city from a
 * shared connection space (C42). (C41's case, meeting someone with no marker piece left to
 * give, came up in none of 800 recorded bot games; it is tested directly.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../shared/engine/actions';
import { setBoardProvider } from '../../shared/engine/boardApi';
import { hashState } from '../../shared/engine/hash';
import { createHexBoard } from '../../shared/engine/hexBoard';
import { replay } from '../../shared/engine/record';
import { createGame } from '../../shared/engine/setup';
import { ENGINE_VERSION, type GameState } from '../../shared/engine/types';
import { MAX_ENGINE_VERSION, MIN_ENGINE_VERSION, SUPPORTED_ENGINE_VERSIONS } from '../../shared/engine/version';

interface Fixture extends GameRecord {
  readonly finalHash: string;
  readonly matters: readonly string[];
}

const DIR = join(__dirname, '../../shared/engine/fixtures');
const fixtures: { name: string; f: Fixture }[] = readdirSync(DIR)
  .filter((n) => /^v1-.*\.json$/.test(n))
  .sort()
  .map((name) => ({ name, f: JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Fixture }));

const setup = { seats: [{ name: 'A', colour: 'red' as const }, { name: 'B', colour: 'blue' as const }], seed: 5, startPlayer: 0 };

describe('rules versions', () => {
  it('supports versions 1 and 2; new games use the current one', () => {
    expect(ENGINE_VERSION).toBe(2);
    expect([...SUPPORTED_ENGINE_VERSIONS]).toEqual([1, 2]);
    expect([MIN_ENGINE_VERSION, MAX_ENGINE_VERSION]).toEqual([1, 2]);
    const now = createGame(setup);
    const old = createGame(setup, { engineVersion: 1 });
    expect(now.ok && now.state.engineVersion).toBe(2);
    expect(old.ok && old.state.engineVersion).toBe(1);
  });

  it('an unsupported version is a typed error from createGame and replay, never a throw', () => {
    for (const v of [0, 3, -1, 1.5, Number.NaN, '2' as unknown as number]) {
      const c = createGame(setup, { engineVersion: v });
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.error.code).toBe('unsupported-version');
      const r = replay({ format: 'auf-der-walz-record', engineVersion: v, setup, actions: [] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.index]).toEqual(['unsupported-version', -1]);
    }
  });

  it('the version-1 fixtures exist and are version-1 records', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(3);
    for (const { f } of fixtures) {
      expect(f.format).toBe('auf-der-walz-record');
      expect(f.engineVersion).toBe(1);
      expect(f.actions.length).toBeGreaterThan(100);
    }
  });

  it.each(fixtures.map((x) => [x.name, x.f] as const))('%s replays under version-1 rules to the recorded final hash', (_name, f) => {
    setBoardProvider(createHexBoard());
    const r = replay(f);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.phase).toBe('finished');
    expect(r.state.engineVersion).toBe(1);
    expect(hashState(r.state)).toBe(f.finalHash);
  });

  // fixtures whose changed rules are all implemented (the list grows with each ruling)
  const IMPLEMENTED = new Set(['C41', 'C42', 'C43', 'C44']);
  const ready = fixtures.filter((x) => x.f.matters.some((m) => IMPLEMENTED.has(m)));
  it.each(ready.map((x) => [x.name, x.f] as const))('%s: the same actions under version-2 rules are refused or end elsewhere', (_name, f) => {
    setBoardProvider(createHexBoard());
    const r = replay({ ...f, engineVersion: 2 });
    if (f.matters.includes('C44')) {
      // a second scouting from the same hexagonal space is refused (C44)
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('illegal-action');
        expect(f.actions[r.index]?.type).toBe('scout');
      }
      return;
    }
    if (!r.ok) return; // refused: the version-2 rules do not allow this game
    expect(hashState(asVersion1(r.state))).not.toBe(f.finalHash);
  });
});

/** The state with the version number and the fields only version 2 keeps taken out: what differs then is the play. */
function asVersion1(state: GameState): GameState {
  const players = state.players.map((p) => {
    const { scoutedHere: _s, met: _m, ...rest } = p;
    return rest;
  });
  return { ...state, engineVersion: 1, players };
}
