/**
 * Formatter output kept per item object in the render's memo (`scope.memo`), for formatters
 * whose output is a function of the item and of what they read through `scope.resolve` and
 * `scope.locale` only (an output that read `scope.now` is not kept). The server passes its site's memo and renders the same item object on
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
  reads: ReadGroup[];
  output: unknown;
}

/**
 * The references read under one head (`words` for `words.add` and `words.soldOut`), with the
 * head's value when read. Checking an entry resolves the head once: the same object there
 * means the same values under it (site data is never changed in place, only replaced), so a
 * product form that read thirty strings is checked with a handful of lookups, not thirty. A
 * head whose value differs (a container rebuilt per render) falls back to each reference.
 */
interface ReadGroup {
  head: string;
  headValue: unknown;
  reads: [string, unknown][];
}

/** Per item, per formatter: a few entries (one per site setting or template context seen). */
const ENTRIES = 4;
const noEntries = (): Entry[] => [];

export function memoByItem<T>(name: string, item: unknown, scope: Scope, compute: (scope: Scope) => T): T {
  if (item === null || typeof item !== 'object') return compute(scope);
  const entries = scope.memo.slot(item, name, noEntries);
  for (const entry of entries) {
    if (entry.locale === scope.locale && stillReads(entry.reads, scope)) return entry.output as T;
  }
  const reads: [string, unknown][] = [];
  // An output that recorded an error, or read the clock, is not kept: it is not a function of
  // the item and its reads alone, and the next render must record the error or read it again.
  let failed = false;
  const recording: Scope = Object.create(scope, {
    resolve: {
      value: (reference: string) => {
        const value = scope.resolve(reference);
        reads.push([reference, value]);
        return value;
      },
    },
    now: {
      get: () => {
        failed = true;
        return scope.now;
      },
    },
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
  entries.push({ locale: scope.locale, reads: groupByHead(reads, scope), output });
  return output;
}

function stillReads(groups: readonly ReadGroup[], scope: Scope): boolean {
  for (const group of groups) {
    if (group.headValue !== undefined && scope.resolve(group.head) === group.headValue) continue;
    for (const [reference, value] of group.reads) if (!Object.is(scope.resolve(reference), value)) return false;
  }
  return true;
}

/**
 * A dotted reference's head is its first segment; `@` names (locals, the loop index) and
 * undotted references are their own group. A head is kept only when its value is an object:
 * a text or number there is compared through its references as before.
 */
function groupByHead(reads: readonly [string, unknown][], scope: Scope): ReadGroup[] {
  const groups = new Map<string, ReadGroup>();
  for (const read of reads) {
    const dot = read[0].indexOf('.');
    const head = dot > 0 && read[0].charCodeAt(0) !== 64 ? read[0].slice(0, dot) : read[0];
    let group = groups.get(head);
    if (group === undefined) {
      const value = head === read[0] ? undefined : scope.resolve(head);
      group = { head, headValue: typeof value === 'object' && value !== null ? value : undefined, reads: [] };
      groups.set(head, group);
    }
    group.reads.push(read);
  }
  return [...groups.values()];
}
