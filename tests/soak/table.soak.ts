/**
 * The table's decision model and words over many seeded games (npm run soak): what the CI
 * checks over a dozen games (shared/decisions/decisions.test.ts, renderer/src/i18n/
 * table-games.test.ts), over as many as asked: every legal action in exactly one option, no
 * generic prompt or option, every exact cost and gain what the engine then does, and every
 * message in English and German with no missing key, id, raw type or placeholder.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, promptFor, type Msg, type Prompt } from '../../shared/decisions';
import { exactMismatches, playSeeded, sameAction } from '../../shared/decisions/testGames';
import { eventMsgs, lookup, problemsOf, promptMsgs, rawNames, render, scoringMsgs } from '../../renderer/src/i18n/table-testkit';
import { Findings, soakSettings } from './soakEnv';

const { games, firstSeed, rules } = soakSettings(200);
const RAW = rawNames();

describe(`the table over ${games} seeded games from seed ${firstSeed} (rules version ${rules})`, () => {
  it('every decision has its options and true promises, every text its words in both languages', () => {
    const found = new Findings();
    let states = 0;
    for (let seed = firstSeed; seed < firstSeed + games; seed++) {
      const mix = seed % 3 === 0 ? 'random' : seed % 3 === 1 ? 'greedy' : 'mixed';
      const msgs: Msg[] = [];
      const end = playSeeded(
        seed,
        mix,
        (v) => {
          states++;
          let p: Prompt;
          try {
            p = promptFor(v.view, v.legal, { routes: v.routes });
          } catch (e) {
            found.add(`promptFor threw: ${String(e)}`, `seed ${seed}, action ${v.actions.length}`);
            return;
          }
          if (p.kind === 'generic') found.add('generic prompt', `seed ${seed}, action ${v.actions.length}`);
          if (p.options.length !== v.legal.length) found.add(`${p.kind}: options ≠ legal actions`, `seed ${seed}: ${v.legal.length} legal, ${p.options.length} options`);
          for (const a of v.legal) {
            const n = p.options.filter((o) => sameAction(o.action, a)).length;
            if (n !== 1) found.add(`${a.type} in ${n} options`, `seed ${seed}, action ${v.actions.length}`);
          }
          for (const o of p.options) {
            if (o.generic) found.add(`generic option ${o.action.type}`, `seed ${seed}`);
            for (const x of exactMismatches(v.state, o, p.seat) ?? []) found.add(`promise: ${x.replace(/-?\d+/g, '#')}`, `seed ${seed}, action ${v.actions.length}: ${x}`);
          }
          msgs.push(...promptMsgs(p), ...eventMsgs(v));
        },
        { engineVersion: rules },
      );
      if (end.phase !== 'finished') found.add('game did not finish', `seed ${seed}`);
      msgs.push(...scoringMsgs(end));
      const keys = new Set<string>();
      for (const m of msgs) keysOf(m, keys);
      for (const k of keys) if (lookup('en', k) === undefined || lookup('de', k) === undefined) found.add(`missing key ${k}`, `seed ${seed}`);
      for (const m of msgs) {
        for (const locale of ['en', 'de'] as const) {
          const text = render(m, locale);
          for (const problem of problemsOf(text, RAW)) found.add(`${locale}: ${problem}`, `seed ${seed}: ${text}`);
        }
      }
    }
    console.log(`table soak: ${games} games, ${states} states, rules version ${rules}`);
    expect(found.report()).toEqual({});
  });
});
