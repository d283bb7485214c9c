import { afterEach, describe, expect, it } from 'vitest';
import { Findings, soakSettings } from './soakEnv';

const KEYS = ['SOAK_GAMES', 'SOAK_SEED', 'SOAK_RULES'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('npm run soak: settings and findings', () => {
  it('takes its settings from the environment, with defaults', () => {
    for (const k of KEYS) delete process.env[k];
    expect(soakSettings(40)).toEqual({ games: 40, firstSeed: 1, rules: 2 });
    Object.assign(process.env, { SOAK_GAMES: '7', SOAK_SEED: '900', SOAK_RULES: '1' });
    expect(soakSettings(40)).toEqual({ games: 7, firstSeed: 900, rules: 1 });
  });

  it.each([
    ['SOAK_GAMES', 'many'],
    ['SOAK_GAMES', '0'],
    ['SOAK_SEED', '-1'],
    ['SOAK_RULES', '3'],
    ['SOAK_RULES', '1.5'],
  ])('refuses %s=%s with a message naming it', (key, value) => {
    process.env[key] = value;
    expect(() => soakSettings(40)).toThrow(new RegExp(`^${key} must be a whole number from \\d+ to \\d+ \\(got "${value.replace('.', '\\.')}"\\)$`));
  });

  it('reports each kind of problem once, with how often it was met and its first example', () => {
    const f = new Findings();
    expect(f.report()).toEqual({});
    f.add('missing key a', 'seed 3');
    f.add('missing key a', 'seed 9');
    f.add('generic prompt', 'seed 4');
    expect(f.report()).toEqual({ 'missing key a': '2×, first: seed 3', 'generic prompt': '1×, first: seed 4' });
  });
});
