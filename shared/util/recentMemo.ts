/**
 * A memo of the last few answers, keyed by object identity.
 *
 * The board caches (graph, occupancy index, the engine's graph adapter) are asked about the
 * current board over and over, about the previous board once (to extend it), and about older
 * boards rarely (undo, an AI looking back). A WeakMap keyed by every board array ever seen
 * answered that, but each insertion into a WeakMap is costly and its entries slow down every
 * garbage collection; a ring of recent entries compared with `===` is far cheaper, and a board
 * that fell out of it is simply rebuilt (same answer, more work).
 */
export class RecentMemo<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;
  /** The value of the kept key, once set (see the constructor's `keep`). */
  private keptValue: V | undefined;

  /**
   * `keep`: a key whose entry never falls out however many others come after (the start area,
   * which every game begins on and extends).
   */
  constructor(
    readonly capacity: number,
    private readonly keep: K | null = null,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`RecentMemo: bad capacity ${capacity}`);
    this.keys = new Array<K | null>(capacity).fill(null);
    this.values = new Array<V | null>(capacity).fill(null);
  }

  get(key: K): V | undefined {
    if (key === this.keep) return this.keptValue;
    // newest first: the board just asked about is usually asked again
    const n = this.capacity;
    for (let k = 1; k <= n; k++) {
      const i = (this.next - k + n) % n;
      if (this.keys[i] === key) return this.values[i] as V;
    }
    return undefined;
  }

  /** The most recent value whose entry satisfies `test`, newest first (the kept entry last). */
  find(test: (key: K, value: V) => boolean): V | undefined {
    const n = this.capacity;
    for (let k = 1; k <= n; k++) {
      const i = (this.next - k + n) % n;
      const key = this.keys[i];
      if (key !== null && key !== undefined && test(key, this.values[i] as V)) return this.values[i] as V;
    }
    const kept = this.keptValue;
    return this.keep !== null && kept !== undefined && test(this.keep, kept) ? kept : undefined;
  }

  set(key: K, value: V): void {
    if (key === this.keep) {
      this.keptValue = value;
      return;
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
  }
}
