/**
 * The one bounded cache of the code base: a least-recently-used map with a size limit. Every
 * memo that could grow with its input (formatted money, parsed references, rendered links)
 * uses it, so none grows without bound and none forgets everything at once when full.
 *
 * A read only stamps its entry with a counter (reordering a Map on every hit costs more than
 * the lookups it saves, and the engine's format cache is read for nearly every formatted
 * value); the scan for the oldest stamp happens on an insert into a full cache, which follows
 * a miss that built something far costlier.
 *
 * Values may not be `undefined` (that is what `get` answers for a miss): cache `null` instead.
 *
 * @example
 *   const texts = new LruCache<string, string>(1000);
 *   const text = texts.getOrCreate(html, () => stripHtml(html));
 */
interface Entry<V> {
  value: V;
  used: number;
}

export class LruCache<K, V> {
  readonly #limit: number;
  readonly #map = new Map<K, Entry<V>>();
  #clock = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) return undefined;
    entry.used = ++this.#clock;
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.#map.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = ++this.#clock;
      return;
    }
    if (this.#map.size >= this.#limit) this.#evictOldest();
    this.#map.set(key, { value, used: ++this.#clock });
  }

  /** The cached value for `key`, creating it with `make` on a miss. */
  getOrCreate(key: K, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.set(key, value);
    return value;
  }

  #evictOldest(): void {
    let oldestKey: K | undefined;
    let oldest = Infinity;
    for (const [key, entry] of this.#map) {
      if (entry.used < oldest) {
        oldest = entry.used;
        oldestKey = key;
      }
    }
    this.#map.delete(oldestKey as K);
  }
}
