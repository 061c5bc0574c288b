/**
 * `format`: fills `{0}`, `{1}`… in the value with the args, each resolved from the
 * scope enclosing the tag (so `{p|format p}` does not see p's own frame first).
 */
import { toText } from '../convert';
import type { Formatter } from '../types';

// Arguments print as JavaScript's String() does (arrays comma-joined, objects as
// `[object Object]`), which is what the reference engine outputs.
const argumentText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * `{digits}` or `{}` is a placeholder. Any other `{` swallows the character after it and then
 * everything up to the next `}`, except that another `{` met on the way starts over there
 * (so `{x{1}` still fills `{1}`, as the reference engine does). An unclosed `{` drops the rest.
 */
export const format: Formatter = (value, args, scope) => {
  const pattern = toText(value);
  const values = args.map((reference) => argumentText(scope.resolveOuter(reference)));
  let result = '';
  let from = 0;
  let open = pattern.indexOf('{');
  while (open !== -1) {
    result += pattern.slice(from, open);
    let end = open + 1;
    while (end < pattern.length && isDigit(pattern.charCodeAt(end))) end++;
    if (end >= pattern.length) return result;
    if (pattern.charCodeAt(end) === 125) {
      const index = end === open + 1 ? 0 : parseInt(pattern.slice(open + 1, end), 10);
      result += values[index] ?? '';
      from = end + 1;
      open = pattern.indexOf('{', from);
      continue;
    }
    let skip = end + 1;
    while (skip < pattern.length && pattern.charCodeAt(skip) !== 125 && pattern.charCodeAt(skip) !== 123) skip++;
    if (skip >= pattern.length) return result;
    if (pattern.charCodeAt(skip) === 123) {
      from = skip;
      open = skip;
    } else {
      from = skip + 1;
      open = pattern.indexOf('{', from);
    }
  }
  return result + pattern.slice(from);
};
