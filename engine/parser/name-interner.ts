/**
 * Formatter and predicate names read in place: a tag's name is matched against the table's own
 * key strings by a hash of its characters, so the common case slices nothing and looks the
 * table up with a string whose hash V8 already knows. A name the interner does not know (a
 * typo, or a name registered after it was built) is sliced and looked up as before, so a
 * stale interner only costs speed, never correctness.
 */
import { spelledAt } from './reference';

/** Built per table and rebuilt when the table's size changes. */
export class Interner {
  readonly size: number;
  readonly #mask: number;
  /** Open addressing on the hash; a slot holds a key or undefined. */
  readonly #slots: (string | undefined)[];

  constructor(keys: Iterable<string>, size: number) {
    this.size = size;
    let capacity = 16;
    while (capacity < size * 4) capacity *= 2;
    this.#mask = capacity - 1;
    this.#slots = new Array<string | undefined>(capacity).fill(undefined);
    for (const key of keys) {
      let slot = hashOf(key, 0, key.length) & this.#mask;
      while (this.#slots[slot] !== undefined) slot = (slot + 1) & this.#mask;
      this.#slots[slot] = key;
    }
  }

  /**
   * The name `s[from, end)` as a string: the table's own key when it has one of that
   * spelling, a slice otherwise. Look the table up with the result as usual.
   */
  name(s: string, from: number, end: number): string {
    const length = end - from;
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = hashOf(s, from, end) & mask;
    for (;;) {
      const key = slots[slot];
      if (key === undefined) return s.slice(from, end);
      if (key.length === length && spelledAt(s, from, key)) return key;
      slot = (slot + 1) & mask;
    }
  }
}

/**
 * A cheap hash of `s[from, end)`: its length and three of its characters. Collisions only cost a
 * probe, since every candidate is compared in full.
 */
function hashOf(s: string, from: number, end: number): number {
  const length = end - from;
  return length * 0x9e37 + s.charCodeAt(from) * 0x2f1 + s.charCodeAt(end - 1) * 0x35 + s.charCodeAt(from + (length >> 1));
}

const interners = new WeakMap<ReadonlyMap<string, unknown>, Interner>();

/** The interner of a table's keys, kept per table. */
export function internerOf(table: ReadonlyMap<string, unknown>): Interner {
  let interner = interners.get(table);
  if (interner === undefined || interner.size !== table.size) {
    interner = new Interner(table.keys(), table.size);
    interners.set(table, interner);
  }
  return interner;
}
