/**
 * Minimal strict flag parser for the project's scripts: `--name value` (or `--name=value`) pairs,
 * integers and numbers only where asked, switches without a value. Unknown flags, bad values and
 * a flag given twice give a clear error (exit code 2); `--help` (or `-h`) prints the usage, whose
 * list of flags is made from the spec (flagHelp), and exits 0.
 */
type Doc = {
  /** What the flag does, for the usage (without it: the allowed values). */
  readonly help?: string;
  /** The value's placeholder in the usage (`N`, `WxH`, …). */
  readonly meta?: string;
};

export interface FlagSpec {
  readonly [name: string]:
    | (Doc & { readonly kind: 'int'; readonly min: number; readonly max: number; readonly default: number })
    /** A decimal number (no exponent, no Infinity) from min to max. */
    | (Doc & { readonly kind: 'real'; readonly min: number; readonly max: number; readonly default: number })
    | (Doc & { readonly kind: 'choice'; readonly choices: readonly string[]; readonly default: string })
    /** Free text matching `pattern` (described by `what` in the error). */
    | (Doc & { readonly kind: 'text'; readonly pattern: RegExp; readonly what: string; readonly default: string })
    /** A switch: present (true) or not (false); it takes no value. */
    | (Doc & { readonly kind: 'bool'; readonly default?: false });
}

export type Flags<S extends FlagSpec> = {
  [K in keyof S]: S[K] extends { kind: 'int' | 'real' } ? number : S[K] extends { kind: 'bool' } ? boolean : string;
};

export class UsageError extends Error {}

/** `--help` or `-h` was given: the caller prints the usage and exits 0. */
export class HelpRequested extends Error {
  constructor() {
    super('help requested');
  }
}

const HELP = new Set(['--help', '-h']);
const REAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parseFlags<S extends FlagSpec>(argv: readonly string[], spec: S): Flags<S> {
  if (argv.some((a) => HELP.has(a))) throw new HelpRequested();
  const out: Record<string, number | string | boolean> = {};
  for (const [k, v] of Object.entries(spec)) out[k] = v.kind === 'bool' ? false : v.default;
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!m) throw new UsageError(`unexpected argument "${arg}"`);
    const name = m[1] as string;
    const def = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!def) throw new UsageError(`unknown flag --${name} (known: ${Object.keys(spec).map((k) => `--${k}`).join(', ')})`);
    let value: number | string | boolean;
    if (def.kind === 'bool') {
      if (m[2] !== undefined) throw new UsageError(`--${name} takes no value, got "${m[2]}"`);
      value = true;
    } else {
      const raw = m[2] ?? argv[++i];
      if (raw === undefined) throw new UsageError(`--${name} needs a value`);
      if (def.kind === 'int' || def.kind === 'real') {
        if (def.kind === 'int' ? !/^-?\d+$/.test(raw) : !REAL.test(raw)) throw new UsageError(`--${name} must be ${def.kind === 'int' ? 'an integer' : 'a number'}, got "${raw}"`);
        const n = Number(raw);
        if (!(n >= def.min && n <= def.max)) throw new UsageError(`--${name} must be between ${def.min} and ${def.max}, got ${raw}`);
        value = n;
      } else if (def.kind === 'text') {
        if (!def.pattern.test(raw)) throw new UsageError(`--${name} must be ${def.what}, got "${raw}"`);
        value = raw;
      } else {
        if (!def.choices.includes(raw)) throw new UsageError(`--${name} must be one of ${def.choices.join(', ')}, got "${raw}"`);
        value = raw;
      }
    }
    // a flag given twice is refused (which one was meant?), after its value's own check
    if (seen.has(name)) throw new UsageError(`--${name} is given more than once`);
    seen.add(name);
    out[name] = value;
  }
  return out as Flags<S>;
}

/**
 * The usage's list of flags, one a line, made from the spec: every flag the parser takes, with
 * its values and its default. A default the flag itself would refuse (-1 for a count, '' for a
 * text) means "not set" and is not shown.
 */
export function flagHelp(spec: FlagSpec): string {
  const rows = Object.entries(spec).map(([name, d]) => {
    const meta = d.kind === 'bool' ? '' : ` ${d.meta ?? (d.kind === 'int' ? 'N' : d.kind === 'real' ? 'X' : d.kind === 'choice' ? d.choices.join('|') : 'TEXT')}`;
    const range = d.kind === 'int' || d.kind === 'real' ? `${d.min} to ${d.max}` : '';
    const what = [d.help ?? (d.kind === 'text' ? d.what : ''), range].filter(Boolean).join(': ');
    let dflt = '';
    if (d.kind === 'int' || d.kind === 'real') dflt = d.default >= d.min && d.default <= d.max ? String(d.default) : '';
    else if (d.kind === 'text') dflt = d.pattern.test(d.default) ? d.default : '';
    else if (d.kind === 'choice') dflt = d.choices.includes(d.default) ? d.default : '';
    return [`--${name}${meta}`, dflt ? (what ? `${what}, default ${dflt}` : `default ${dflt}`) : what] as const;
  });
  const width = Math.max(0, ...rows.map(([f]) => f.length));
  return rows.map(([f, w]) => `  ${f.padEnd(width)}  ${w}`.trimEnd()).join('\n');
}

/**
 * For a script that takes no arguments (it is configured by environment variables, named in
 * `hint`): throws HelpRequested for `--help`, UsageError for anything else.
 */
export function refuseArguments(argv: readonly string[], hint: string): void {
  if (argv.some((a) => HELP.has(a))) throw new HelpRequested();
  const extra = argv.filter((a) => a !== '--');
  if (extra.length > 0) throw new UsageError(`takes no arguments, got "${extra[0]}"; ${hint}`);
}

/**
 * Runs a script's flag parsing (`parse` may throw UsageError for checks across flags too): on
 * `--help` the usage goes to stdout and the process exits 0; on bad input `script: message` and
 * the usage go to stderr and it exits 2, before the script does anything else.
 */
export function flagsOrExit<T>(script: string, usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof HelpRequested) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    if (e instanceof UsageError) {
      process.stderr.write(`${script}: ${e.message}\n${usage}\n`);
      process.exit(2);
    }
    throw e;
  }
}
