/**
 * Formatter output kept per item object in the render's memo (`scope.memo`), for formatters
 * whose output is a function of the item and of what they read through `scope.resolve` and
 * `scope.locale` only. The server passes its site's memo and renders the same item object on
 * every request while its stock stands still (server/render/apply-stock.ts), so a price is
 * formatted once. An entry is reused only when the locale is the same and every reference it
 * read still resolves to the same value.
 *
 * Island props are kept the same way (storefront/product-widgets.ts): the same frozen props
 * object render after render lets the island collector keep their JSON too.
 */
import type { Scope } from '../../types';

interface Entry {
  locale: string | undefined;
  reads: [string, unknown][];
  output: unknown;
}

/** Per item, per formatter: a few entries (one per site setting or template context seen). */
const ENTRIES = 4;
const noEntries = (): Entry[] => [];

export function memoByItem<T>(name: string, item: unknown, scope: Scope, compute: (scope: Scope) => T): T {
  if (item === null || typeof item !== 'object') return compute(scope);
  const entries = scope.memo.slot(item, name, noEntries);
  for (const entry of entries) {
    if (
      entry.locale === scope.locale &&
      entry.reads.every(([reference, value]) => Object.is(scope.resolve(reference), value))
    )
      return entry.output as T;
  }
  const reads: Entry['reads'] = [];
  let failed = false;
  const recording: Scope = Object.create(scope, {
    resolve: {
      value: (reference: string) => {
        const value = scope.resolve(reference);
        reads.push([reference, value]);
        return value;
      },
    },
    // An output that recorded an error is not kept: the next render records it again.
    error: {
      value: (message: string, type?: string) => {
        failed = true;
        scope.error(message, type);
      },
    },
  });
  const output = compute(recording);
  if (failed) return output;
  if (entries.length >= ENTRIES) entries.shift();
  entries.push({ locale: scope.locale, reads, output });
  return output;
}
