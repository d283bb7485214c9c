/**
 * Minimal strict flag parser for the project's scripts: `--name value` pairs, integers
 * only where asked. Unknown flags and bad values give a clear error (exit code 2).
 */
export interface FlagSpec {
  readonly [name: string]:
    | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly default: number }
    | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly default: string }
    /** Free text matching `pattern` (described by `what` in the error). */
    | { readonly kind: 'text'; readonly pattern: RegExp; readonly what: string; readonly default: string };
}

export type Flags<S extends FlagSpec> = { [K in keyof S]: S[K] extends { kind: 'int' } ? number : string };

export class UsageError extends Error {}

export function parseFlags<S extends FlagSpec>(argv: readonly string[], spec: S): Flags<S> {
  const out: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(spec)) out[k] = v.default;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`unexpected argument "${arg}"`);
    const name = m[1] as string;
    const def = spec[name];
    if (!def) throw new UsageError(`unknown flag --${name} (known: ${Object.keys(spec).map((k) => `--${k}`).join(', ')})`);
    const raw = m[2] ?? argv[++i];
    if (raw === undefined) throw new UsageError(`--${name} needs a value`);
    if (def.kind === 'int') {
      if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer, got "${raw}"`);
      const n = Number(raw);
      if (n < def.min || n > def.max) throw new UsageError(`--${name} must be between ${def.min} and ${def.max}, got ${n}`);
      out[name] = n;
    } else if (def.kind === 'text') {
      if (!def.pattern.test(raw)) throw new UsageError(`--${name} must be ${def.what}, got "${raw}"`);
      out[name] = raw;
    } else {
      if (!def.choices.includes(raw)) throw new UsageError(`--${name} must be one of ${def.choices.join(', ')}, got "${raw}"`);
      out[name] = raw;
    }
  }
  return out as Flags<S>;
}
