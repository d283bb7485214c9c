import { describe, expect, it } from 'vitest';
import { flagHelp, HelpRequested, parseFlags, refuseArguments, UsageError } from './cli-args';

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

  it('refuses a flag given twice, in either form', () => {
    expect(() => parseFlags(['--games', '1', '--games', '2'], spec)).toThrow(new UsageError('--games is given more than once'));
    expect(() => parseFlags(['--games=1', '--games', '1'], spec)).toThrow(/--games is given more than once/);
    expect(() => parseFlags(['--bots', 'random', '--bots=greedy'], spec)).toThrow(/--bots is given more than once/);
  });

  it('knows only the spec\'s own flags: a name every object inherits is unknown, not a crash', () => {
    expect(() => parseFlags(['--constructor', '1'], spec)).toThrow(new UsageError('unknown flag --constructor (known: --games, --bots)'));
  });

  it('--help or -h anywhere asks for the usage', () => {
    for (const argv of [['--help'], ['-h'], ['--games', '5', '--help'], ['--', '--help'], ['--games', 'x', '-h']]) {
      let thrown: unknown;
      try {
        parseFlags(argv, spec);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(HelpRequested);
      expect(thrown).not.toBeInstanceOf(UsageError);
    }
  });

  it('takes switches without a value and decimal numbers where asked', () => {
    const more = { profile: { kind: 'bool' }, zoom: { kind: 'real', min: 0.05, max: 1, default: 1 } } as const;
    expect(parseFlags([], more)).toEqual({ profile: false, zoom: 1 });
    expect(parseFlags(['--profile', '--zoom', '0.5'], more)).toEqual({ profile: true, zoom: 0.5 });
    expect(parseFlags(['--zoom=.25'], more)).toEqual({ profile: false, zoom: 0.25 });
    expect(() => parseFlags(['--profile=yes'], more)).toThrow(new UsageError('--profile takes no value, got "yes"'));
    for (const bad of ['abc', '1e-1', 'Infinity', 'NaN', '', '0x1']) expect(() => parseFlags(['--zoom', bad], more)).toThrow(`--zoom must be a number, got "${bad}"`);
    expect(() => parseFlags(['--zoom', '0'], more)).toThrow(new UsageError('--zoom must be between 0.05 and 1, got 0'));
    expect(() => parseFlags(['--zoom', '1.5'], more)).toThrow(/between 0.05 and 1/);
  });

  it('the usage lists every flag of the spec, with its values and its default (a "not set" default left out)', () => {
    const full = {
      ...spec,
      think: { kind: 'int', min: 1, max: 9, default: -1, help: 'how long' },
      size: { kind: 'text', pattern: /^\d+x\d+$/, what: 'a size', meta: 'WxH', default: '1280x800' },
      seats: { kind: 'text', pattern: /^[a-z,]+$/, what: 'seat kinds', default: '' },
      fast: { kind: 'bool', help: 'hurry' },
    } as const;
    expect(flagHelp(full).split('\n')).toEqual([
      '  --games N             1 to 100, default 10',
      '  --bots random|greedy  default random',
      '  --think N             how long: 1 to 9',
      '  --size WxH            a size, default 1280x800',
      '  --seats TEXT          seat kinds',
      '  --fast                hurry',
    ]);
  });

  it('a script without arguments refuses any, naming what configures it instead', () => {
    expect(() => refuseArguments([], 'set X')).not.toThrow();
    expect(() => refuseArguments(['--'], 'set X')).not.toThrow();
    expect(() => refuseArguments(['--', '--bogus'], 'set X instead')).toThrow(new UsageError('takes no arguments, got "--bogus"; set X instead'));
    expect(() => refuseArguments(['5'], 'set X')).toThrow(UsageError);
    expect(() => refuseArguments(['-h'], 'set X')).toThrow(HelpRequested);
  });
});
