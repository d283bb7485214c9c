/**
 * The computer players over many seeded games (npm run soak): every seat easy or medium (the
 * hard level is the medium search with more time; the tournament measures it), each decision
 * one of the legal actions, every invariant kept, every game finished, and every line of why
 * in English and German with no missing key, id or raw type.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor, type GameState } from '../../shared/engine';
import { invariantBreaches } from '../../shared/engine/invariants';
import { decide, type AiLevel, type AiMemory } from '../../shared/ai/decide';
import { renderReason, seats } from '../../shared/ai/aiTestkit';
import { problemsOf, rawNames } from '../../renderer/src/i18n/table-testkit';
import { Findings, soakSettings } from './soakEnv';

const { games, firstSeed, rules } = soakSettings(40);
const RAW = rawNames();

describe(`the computer players over ${games} seeded games from seed ${firstSeed} (rules version ${rules})`, () => {
  it('easy and medium seats play legal moves to the end of the game and say why in words', () => {
    const found = new Findings();
    let decisions = 0;
    for (let seed = firstSeed; seed < firstSeed + games; seed++) {
      const players = 2 + (seed % 3);
      const levels: AiLevel[] = Array.from({ length: players }, (_, i) => ((i + seed) % 2 === 0 ? 'easy' : 'medium'));
      const c = createGame({ seats: seats(players), seed, startPlayer: seed % players }, { engineVersion: rules });
      if (!c.ok) throw new Error(c.error.message);
      let state: GameState = c.state;
      const memory: AiMemory[] = levels.map(() => ({}));
      for (let i = 0; i < 5000 && state.phase !== 'finished'; i++) {
        const legal = legalActions(state);
        const seat = legal[0]!.player;
        const d = decide(viewFor(state, seat), legal, { level: levels[seat]!, seed: seed * 7919 + i, iterations: 30, memory: memory[seat]! });
        decisions++;
        if (!legal.includes(d.action)) found.add('a decision not among the legal actions', `seed ${seed}, action ${i}`);
        for (const locale of ['en', 'de'] as const) {
          const text = renderReason(locale, d.reason);
          if (/\bai\./.test(text)) found.add(`${locale}: unresolved ${d.reason.key}`, text);
          for (const problem of problemsOf(text, RAW)) found.add(`${locale}: ${problem} in ${d.reason.key}`, `seed ${seed}: ${text}`);
        }
        const r = applyAction(state, d.action);
        if (!r.ok) {
          found.add(`refused: ${r.error.code}`, `seed ${seed}, action ${i}`);
          break;
        }
        state = r.state;
        for (const b of invariantBreaches(state)) found.add(`invariant: ${b.replace(/\d+/g, '#')}`, `seed ${seed}, action ${i}: ${b}`);
      }
      if (state.phase !== 'finished') found.add('game did not finish', `seed ${seed}`);
    }
    console.log(`computer soak: ${games} games, ${decisions} decisions, rules version ${rules}`);
    expect(found.report()).toEqual({});
  });
});
