/**
 * The reference engine's formatters with its `money` replaced by ours: the domain's
 * `formatMoney`, which our engine's `money` formatter calls (engine/formatters/i18n/money.ts),
 * registered on the reference's Compiler as a custom formatter. Both engines then format
 * prices with the same code and its remembered texts, so the bench compares the engines and
 * not two currency formatters (the reference's own `money` runs @phensley/cldr, about 1.4x of
 * our lead on money-heavy pages; issue 28).
 */
import { createRequire } from 'node:module';
import { formatMoney, languageMoneyPair } from '../../domain';

/** The parts of the reference's plugin API this file uses (lib/plugin.d.ts, lib/variable.d.ts). */
interface ReferenceVariable {
  get(): unknown;
  set(value: unknown): void;
}
type ReferenceFormatterClass = abstract new () => {
  apply(args: string[], vars: ReferenceVariable[], ctx: unknown): void;
};
export type ReferenceFormatterMap = Record<string, unknown>;

const require = createRequire(import.meta.url);
const { Formatter, Formatters, Predicates } = require('@squarespace/template-engine') as {
  Formatter: ReferenceFormatterClass;
  Formatters: ReferenceFormatterMap;
  Predicates: ReferenceFormatterMap;
};

/** The locale every engine of the bench formats in. */
export const BENCH_LOCALE = 'en-US';

/** Options of a `money` without arguments: none, one object for every call, as ours passes. */
const PLAIN = {};

/**
 * The text our engine's `money` prints for a money node without arguments (the only form the
 * bench pages use): the node read as our formatter reads it, formatted by `formatMoney`.
 */
export function oursMoneyText(node: unknown): string {
  const pair = languageMoneyPair(node);
  if (pair === undefined) return '';
  const { value, currency } = pair;
  if ((typeof value !== 'string' && typeof value !== 'number') || typeof currency !== 'string') return '';
  return formatMoney(value, currency, BENCH_LOCALE, PLAIN);
}

class OursMoneyFormatter extends Formatter {
  apply(args: string[], vars: ReferenceVariable[]): void {
    // Arguments (style, digits) would need our option reader too; no bench page passes any.
    if (args.length > 0) throw new Error(`bench money formatter takes no arguments, got ${args.join(' ')}`);
    const first = vars[0];
    first.set(oursMoneyText(first.get()));
  }
}

/** What the reference's Compiler is built with: its own formatters and predicates, `money` ours. */
export const referenceProps = {
  formatters: { ...Formatters, money: new OursMoneyFormatter() },
  predicates: Predicates,
};
