/**
 * Maps for a board that only grows. Every board of one game is the board before it plus one
 * piece, and each needs its own graph and occupancy index; copying a Map of ~400 spaces for
 * every placed piece made graph building the engine's largest single cost. Instead, the
 * boards of one line of play share one store, and each board sees it through a view fixed at
 * its version (its number of placed pieces):
 *
 * - an entry written at version v is visible to views of version ≥ v;
 * - overwriting a key at a later version keeps the older value for older views (`prev`);
 * - a view can be extended in place only while it is the newest version of its store; a
 *   second, different extension of the same view (another line of play: an AI trying two
 *   placements, an undo) forks: it copies what its version sees into a fresh store.
 *
 * Views are read-only `ReadonlyMap`s with insertion order kept (an overwritten key keeps its
 * place, as with a Map).
 */

interface Entry<V> {
  readonly value: V;
  readonly since: number;
  readonly prev: Entry<V> | null;
}

interface Store<K, V> {
  readonly map: Map<K, Entry<V>>;
  /** Newest version written. */
  head: number;
  /** Number of keys visible at each version (index = version). */
  readonly sizes: number[];
}

/** The value of `e` seen at `version`, walking back through overwritten values. */
function visible<V>(e: Entry<V> | undefined, version: number): Entry<V> | undefined {
  while (e && e.since > version) e = e.prev ?? undefined;
  return e;
}

export class VersionedMapView<K, V> implements ReadonlyMap<K, V> {
  private constructor(
    private readonly store: Store<K, V>,
    readonly version: number,
  ) {}

  /** An empty map at version 0. */
  static empty<K, V>(): VersionedMapView<K, V> {
    return new VersionedMapView<K, V>({ map: new Map(), head: 0, sizes: [0] }, 0);
  }

  get size(): number {
    return this.store.sizes[this.version] as number;
  }

  get(key: K): V | undefined {
    const e = this.store.map.get(key);
    if (e === undefined) return undefined;
    if (e.since <= this.version) return e.value;
    return visible(e, this.version)?.value;
  }

  has(key: K): boolean {
    return visible(this.store.map.get(key), this.version) !== undefined;
  }

  *entries(): MapIterator<[K, V]> {
    for (const [k, e] of this.store.map) {
      const v = visible(e, this.version);
      if (v) yield [k, v.value];
    }
  }

  *keys(): MapIterator<K> {
    for (const [k] of this.entries()) yield k;
  }

  *values(): MapIterator<V> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this);
  }

  private flat: Map<K, Entry<V>> | undefined;

  private visibleEntries(): Map<K, Entry<V>> {
    const out = new Map<K, Entry<V>>();
    for (const [k, e] of this.store.map) {
      const v = visible(e, this.version);
      if (v) out.set(k, v);
    }
    return out;
  }

  /**
   * The next version: `write` gets get/set on the new version (set overwrites keep older
   * values for older views). Extends this store in place when this view is its newest
   * version, else forks a copy of what this view sees.
   */
  extend(write: (w: MapWriter<K, V>) => void): VersionedMapView<K, V> {
    let store = this.store;
    if (store.head !== this.version) {
      // Fork: a new store holding the entries this version sees. Entries are immutable and a
      // visible one is correct for every later version, so they are shared, not copied; the
      // flat list is kept, as one board (the start area) is forked by every game.
      this.flat ??= this.visibleEntries();
      const map = new Map(this.flat);
      store = { map, head: this.version, sizes: [] };
      store.sizes[this.version] = map.size;
    }
    const version = this.version + 1;
    store.head = version;
    let size = store.sizes[this.version] as number;
    const map = store.map;
    write({
      get: (key) => {
        const e = map.get(key);
        return e === undefined ? undefined : e.value;
      },
      set: (key, value) => {
        const e = map.get(key);
        if (e === undefined) size++;
        // an entry written earlier in this same version is simply replaced
        map.set(key, { value, since: version, prev: e === undefined ? null : e.since === version ? e.prev : e });
      },
    });
    store.sizes[version] = size;
    return new VersionedMapView(store, version);
  }
}

/** Write access to the version being built. */
export interface MapWriter<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}
