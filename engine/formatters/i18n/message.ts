/**
 * `message` and its alias `plural` (language reference §12.9): v is an ICU-style pattern.
 * Each `REF` argument is positional (`{0}`, `{1}`…); `key:REF` or `key=REF` is named and
 * positional too. REFs resolve from the scope enclosing the tag. A malformed pattern prints
 * as it is.
 */
import { toText } from '../../convert';
import { formatDateTime } from './datetime';
import { formatDateTimeInterval } from './datetime-interval';
import { decimalText } from '../../../domain';
import { formatDecimal } from './decimal';
import { derived, pluralRules } from './intl-cache';
import { localeOf } from './locale';
import { parseMessage, type MessagePart } from './message-parser';
import { moneyFormatterText } from './money';
import { formatUnit } from './unit';
import type { Formatter, Scope } from '../../types';

interface Args {
  positional: unknown[];
  named: Map<string, unknown>;
}

function resolveArgs(refs: readonly string[], scope: Scope): Args {
  const args: Args = { positional: [], named: new Map() };
  for (const ref of refs) {
    const split = ref.search(/[:=]/);
    const value = scope.resolveOuter(split < 0 ? ref : ref.slice(split + 1));
    if (split >= 0) args.named.set(ref.slice(0, split), value);
    args.positional.push(value);
  }
  return args;
}

const lookup = (args: Args, name: string) =>
  /^\d+$/.test(name) ? args.positional[Number(name)] : args.named.get(name);

/** A money node's amount (`decimalValue`, or `value` in the newer shape); other values as they are. */
function amountOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (Object.hasOwn(value, 'decimalValue')) return (value as { decimalValue: unknown }).decimalValue;
  if (Object.hasOwn(value, 'value') && Object.hasOwn(value, 'currency')) return (value as { value: unknown }).value;
  return value;
}

/** A plural argument as decimal text (a money node counts its amount, booleans 1 and 0, anything else 0). */
function pluralDecimal(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return decimalText(amountOf(value)) ?? '0';
}

/** Visible fraction digits choose the plural form too: `1.0` is "other" in English. */
function fractionDigits(decimal: string): number {
  return /\.(\d+)/.exec(decimal.replace(/[eE].*$/, ''))?.[1].length ?? 0;
}

function callFormatter(part: Extract<MessagePart, { kind: 'arg' }>, args: Args, scope: Scope): string {
  const value = lookup(args, part.name);
  switch (part.type) {
    case undefined:
      // A money node prints its amount, so `{0}` and `{0 plural …}` agree (`you have 3 items`).
      return toText(amountOf(value));
    case 'money':
    case 'currency':
      return moneyFormatterText(value, part.options, scope);
    case 'number':
    case 'decimal':
      return formatDecimal(value, part.options, scope);
    case 'datetime':
      return formatDateTime(value, part.options, scope);
    case 'datetime-interval': {
      const [start, end] = part.name.split(';');
      return formatDateTimeInterval(lookup(args, start), lookup(args, end ?? ''), part.options, scope);
    }
    case 'unit':
      return formatUnit(value, part.options, scope);
    default:
      return '';
  }
}

function render(parts: readonly MessagePart[], args: Args, locale: string, scope: Scope, hash?: string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'hash') out += hash ?? '#';
    else if (part.kind === 'arg') out += callFormatter(part, args, scope);
    else if (part.kind === 'select') {
      const chosen = part.cases.get(toText(lookup(args, part.name))) ?? part.cases.get('other');
      if (chosen) out += render(chosen, args, locale, scope, hash);
    } else {
      const decimal = pluralDecimal(lookup(args, part.name));
      const n = Number(decimal);
      const digits = fractionDigits(decimal);
      const rules = pluralRules(scope.formatCache, locale, part.ordinal ? 'ordinal' : 'cardinal', digits);
      const chosen =
        part.cases.get(`=${n}`) ?? part.cases.get(rules.select(n - part.offset)) ?? part.cases.get('other');
      if (chosen)
        out += render(chosen, args, locale, scope, part.offset === 0 ? decimal : (n - part.offset).toFixed(digits));
    }
  }
  return out;
}

/**
 * Format a message pattern with argument values, for formatters that fill platform texts
 * (`Select {variantName}`, `{qtyInStock plural …}`); "" without a locale.
 *
 * @example formatMessage('{n plural one{# item} other{# items}}', { named: { n: 2 } }, scope) // '2 items'
 */
export function formatMessage(
  pattern: string,
  values: { positional?: unknown[]; named?: Record<string, unknown> },
  scope: Scope,
): string {
  const args: Args = { positional: values.positional ?? [], named: new Map(Object.entries(values.named ?? {})) };
  return renderPattern(pattern, args, scope);
}

function renderPattern(pattern: string, args: Args, scope: Scope): string {
  const locale = localeOf(scope);
  if (locale === undefined) return '';
  const parts = derived(scope.formatCache, `message:${pattern}`, () => parseMessage(pattern) ?? [pattern]);
  return render(parts, args, locale, scope);
}

/** `{pattern|message REF key:REF …}` */
export const message: Formatter = (value, refs, scope) => renderPattern(toText(value), resolveArgs(refs, scope), scope);
