/**
 * `format`: fills `{0}`, `{1}`… in the value with the args, each resolved from the
 * scope enclosing the tag (so `{p|format p}` does not see p's own frame first).
 */
import { toText } from '../convert';
import type { Formatter } from '../types';

// Arguments print as JavaScript's String() does (arrays comma-joined, objects as
// `[object Object]`), which is what the reference engine outputs.
const argumentText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const format: Formatter = (value, args, scope) => {
  const pattern = toText(value);
  const values = args.map((reference) => argumentText(scope.resolveOuter(reference)));
  let result = '';
  let from = 0;
  for (let open = pattern.indexOf('{'); open !== -1; open = pattern.indexOf('{', from)) {
    result += pattern.slice(from, open);
    const close = pattern.indexOf('}', open + 1);
    if (close === -1) return result;
    const inner = pattern.slice(open + 1, close);
    if (/^\d*$/.test(inner)) result += values[inner === '' ? 0 : parseInt(inner, 10)] ?? '';
    from = close + 1;
  }
  return result + pattern.slice(from);
};
