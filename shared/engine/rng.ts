/**
 * Seeded pseudo-random generator kept inside the game state (ruling C40).
 * xoshiro128** on four 32-bit words: fast, small state, identical on every platform
 * because it uses only 32-bit integer arithmetic (Math.imul, >>>).
 * Every function is pure: it returns the value and the advanced generator state.
 */
import type { RngState } from './types';

function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return { s };
}

/** The value produced by the last `step` (read right after calling it; never kept). */
let stepValue = 0;

/** Advances the generator: returns the new state and leaves the output in `stepValue`. */
function step(rng: RngState): RngState {
  // indexed reads: array destructuring goes through the iterator protocol (hot path)
  const st = rng.s;
  const s0 = st[0];
  const s1 = st[1];
  const s2 = st[2];
  const s3 = st[3];
  stepValue = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
  const t = (s1 << 9) >>> 0;
  let n2 = (s2 ^ s0) >>> 0;
  let n3 = (s3 ^ s1) >>> 0;
  const n1 = (s1 ^ n2) >>> 0;
  const n0 = (s0 ^ n3) >>> 0;
  n2 = (n2 ^ t) >>> 0;
  n3 = rotl(n3, 11);
  return { s: [n0, n1, n2, n3] };
}

/** Next raw 32-bit value. */
export function nextU32(rng: RngState): [number, RngState] {
  const next = step(rng);
  return [stepValue, next];
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Uniform integer in [0, n) without modulo bias (n ≥ 1). */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let state = rng;
  for (;;) {
    state = step(state);
    if (stepValue < limit) return [stepValue % n, state];
  }
}

/** One six-sided die: 1..6. */
export function rollDie(rng: RngState): [number, RngState] {
  const [v, s] = nextInt(rng, 6);
  return [v + 1, s];
}

/** Fisher–Yates shuffle returning a new array. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextInt(state, i + 1);
    const j = r[0];
    state = r[1];
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
