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

/*
 * The output is read from the state before the step (xoshiro128** outputs from s[1]) instead of
 * being handed out through a module variable: a module variable holding a value above 2^31
 * cost one boxed number per draw.
 */

/** The 32-bit output of the generator in state `rng` (the value the next step yields). */
function output(rng: RngState): number {
  return Math.imul(rotl(Math.imul(rng.s[1], 5) >>> 0, 7), 9) >>> 0;
}

/** Advances the generator: the new state. */
function step(rng: RngState): RngState {
  // indexed reads: array destructuring goes through the iterator protocol (hot path)
  const st = rng.s;
  const s0 = st[0];
  const s1 = st[1];
  const s2 = st[2];
  const s3 = st[3];
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
  return [output(rng), step(rng)];
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
    const v = output(state);
    state = step(state);
    if (v < limit) return [remainder(v, n), state];
  }
}

/**
 * x % n for a 32-bit unsigned x: above 2^30 x is no small integer and `%` becomes a
 * floating-point remainder (a library call). One division, corrected to the exact result.
 */
function remainder(x: number, n: number): number {
  if (x <= 0x3fffffff) return x % n;
  const r = x - Math.floor(x / n) * n;
  return r < 0 ? r + n : r >= n ? r - n : r;
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
