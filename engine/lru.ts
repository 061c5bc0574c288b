/** A least-recently-used cache: a Map keeps insertion order, so re-inserting on read marks recency. */
export class LruCache<K, V> {
  readonly #limit: number;
  readonly #map = new Map<K, V>();
  #newest: K | undefined;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    // Re-inserting the most recent key again would change nothing; formatters in a loop hit it.
    if (key !== this.#newest) {
      this.#map.delete(key);
      this.#map.set(key, value);
      this.#newest = key;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    this.#newest = key;
    if (this.#map.size > this.#limit) {
      this.#map.delete(this.#map.keys().next().value as K);
    }
  }

  /** The cached value for `key`, creating it with `make` on a miss. */
  getOrCreate(key: K, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.set(key, value);
    return value;
  }
}

/** Number and date formatters share one cache of 100 entries (spec §9). */
export const FORMAT_CACHE_SIZE = 100;
