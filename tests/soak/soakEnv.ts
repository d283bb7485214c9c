/**
 * The soak's settings from the environment (npm run soak): SOAK_GAMES games from seed SOAK_SEED
 * on, by the rules of version SOAK_RULES. A bad value stops the run with a message naming it.
 */
import { SUPPORTED_ENGINE_VERSIONS, ENGINE_VERSION } from '../../shared/engine/version';

function intFrom(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

export interface SoakSettings {
  readonly games: number;
  readonly firstSeed: number;
  readonly rules: number;
}

export function soakSettings(defaultGames: number): SoakSettings {
  const games = intFrom('SOAK_GAMES', defaultGames, 1, 1_000_000);
  const firstSeed = intFrom('SOAK_SEED', 1, 0, 0xffffffff - games);
  const rules = intFrom('SOAK_RULES', ENGINE_VERSION, Math.min(...SUPPORTED_ENGINE_VERSIONS), Math.max(...SUPPORTED_ENGINE_VERSIONS));
  return { games, firstSeed, rules };
}

/** Collects problems by kind, keeping the first example of each (a soak meets the same fault many times). */
export class Findings {
  private readonly first = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  add(kind: string, example: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    if (!this.first.has(kind)) this.first.set(kind, example);
  }

  /** Each kind with how often it was met and its first example. */
  report(): Record<string, string> {
    return Object.fromEntries([...this.first].map(([k, v]) => [k, `${this.counts.get(k)}×, first: ${v}`]));
  }
}
