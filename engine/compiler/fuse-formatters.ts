/**
 * Formatter pairs the compiler runs as one call. A pair is fused only when both names are
 * bound to the built-in functions (a site may register its own `json`), and the fused
 * formatter returns what the two return in turn (its tests say so).
 */
import { htmlAttr } from '../formatters/html';
import { json } from '../formatters/json';
import { jsonAttr } from '../formatters/json-attr';
import type { FormatterCall } from '../parser/ast';

/** `{…|json|htmlattr}` (or `htmltag`): the JSON escaped while it is written (json-attr.ts). */
const isJsonThenAttr = (first: FormatterCall, second: FormatterCall | undefined) =>
  first.fn === json && second !== undefined && second.fn === htmlAttr;

export function fuseFormatters(calls: readonly FormatterCall[]): readonly FormatterCall[] {
  const out: FormatterCall[] = [];
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i]!;
    if (isJsonThenAttr(call, calls[i + 1])) {
      out.push({ name: call.name, args: call.args, fn: jsonAttr });
      i++;
    } else out.push(call);
  }
  return out.length === calls.length ? calls : out;
}
