/**
 * What the server remembers about one loaded site, owned by the site (`site.caches`): made
 * with the site, gone with it, so a reloaded site starts empty and two sites never share a
 * value. Every entry is made from the site's own content, or is keyed by what else it was made
 * from (the stock applied to an item, a saved header and footer), so none can go stale.
 *
 * A site derived from another (a language's view, a form page showing a post's outcome) is
 * made with `siteWith`, so it has caches of its own: what was cached for the base site may not
 * hold for it (titles, urls, money in another language, a form's errors), and what is cached
 * for it must never be served for the base site.
 */
import { RenderMemo } from '../../engine';

/** One value, made on first use and kept. */
export class Once<T> {
  #made = false;
  #value: T | undefined;

  getOrCreate(make: () => T): T {
    if (!this.#made) {
      this.#value = make();
      this.#made = true;
    }
    return this.#value as T;
  }
}

/**
 * A place in every site's caches, declared by the feature (or layer) that fills it, beside the
 * code that reads it: `sites/` knows no feature, so a feature's cache adds no import from here.
 * `make` builds the slot's empty value, once per site, on first `site.caches.get(slot)`.
 */
export interface SiteSlot<T> {
  /** What the slot holds, for reading a heap snapshot or a failure. */
  readonly name: string;
  readonly make: () => T;
}

/** Declares a slot (once, at module level); its identity, not its name, is the key. */
export function defineSiteSlot<T>(name: string, make: () => T): SiteSlot<T> {
  return Object.freeze({ name, make });
}

export class SiteCaches {
  /** What the engine's formatters remember about the site's data (prices, product form props), shared by its renders. */
  readonly renderMemo = new RenderMemo();
  /** The slots' values, made on first use. */
  readonly #slots = new Map<SiteSlot<unknown>, unknown>();

  /** The site's value of `slot`, made empty on first use. */
  get<T>(slot: SiteSlot<T>): T {
    if (this.#slots.has(slot)) return this.#slots.get(slot) as T;
    const value = slot.make();
    this.#slots.set(slot, value);
    return value;
  }
}

/** `site` with `changes`, and empty caches of its own (never spread a site: it would share its caches). */
export function siteWith<S extends { readonly caches: SiteCaches }>(site: S, changes: Partial<Omit<S, 'caches'>>): S {
  return { ...site, ...changes, caches: new SiteCaches() };
}
