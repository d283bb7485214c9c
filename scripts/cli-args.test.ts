import { describe, expect, it } from 'vitest';
import { parseFlags, UsageError } from './cli-args';

const spec = { games: { kind: 'int', min: 1, max: 100, default: 10 }, bots: { kind: 'choice', choices: ['random', 'greedy'], default: 'random' } } as const;

describe('script flags', () => {
  it('parses values and applies defaults', () => {
    expect(parseFlags(['--games', '5'], spec)).toEqual({ games: 5, bots: 'random' });
    expect(parseFlags(['--', '--bots=greedy'], spec)).toEqual({ games: 10, bots: 'greedy' });
  });
  it('rejects bad input with a clear message', () => {
    expect(() => parseFlags(['--games', 'x'], spec)).toThrow(new UsageError('--games must be an integer, got "x"'));
    expect(() => parseFlags(['--games', '0'], spec)).toThrow(/between 1 and 100/);
    expect(() => parseFlags(['--nope', '1'], spec)).toThrow(/unknown flag --nope/);
    expect(() => parseFlags(['--games'], spec)).toThrow(/needs a value/);
    expect(() => parseFlags(['--bots', 'smart'], spec)).toThrow(/one of random, greedy/);
  });
  it('takes free text only in the form asked for', () => {
    const textSpec = { base: { kind: 'text', pattern: /^(?!-)[\w./~^-]{1,40}$/, what: 'a git revision', default: 'HEAD' } } as const;
    expect(parseFlags([], textSpec)).toEqual({ base: 'HEAD' });
    expect(parseFlags(['--base', 'main~2'], textSpec)).toEqual({ base: 'main~2' });
    expect(() => parseFlags(['--base', '--upload-pack=x'], textSpec)).toThrow(new UsageError('--base must be a git revision, got "--upload-pack=x"'));
    expect(() => parseFlags(['--base', 'a b'], textSpec)).toThrow(/must be a git revision/);
  });
});
