import { makeReference } from '../parser/reference';
import type { Reference } from '../parser/ast';

/** Bounded so data-driven references (`lookup`, `get`) cannot grow it without limit. */
const CACHE_LIMIT = 2000;
const cache = new Map<string, Reference>();

/** The parsed form of a dotted reference string that formatters pass to `scope.resolve`. */
export function parsedReference(text: string): Reference {
  let ref = cache.get(text);
  if (ref === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    ref = makeReference(text);
    cache.set(text, ref);
  }
  return ref;
}
