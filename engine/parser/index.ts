/**
 * Source text to instruction tree in one pass: cut the source into text, tags and block
 * comments (§2.1), classify each tag in place (§2.2) and assemble blocks as they come (§3).
 */
import type { Node } from './ast';
import { Assembler } from './assemble';
import { parseTag } from './parse-tag';
import { parseVariable } from './parse-variable';
import type { Report, Tables } from './tables';
import type { TagInput } from './tag-input';

/**
 * A tag candidate runs from the last `{` before the first `}`; `{##` is only checked at the
 * first `{` found, and an unterminated block comment runs to the end.
 */
export function parseTemplate(source: string, tables: Tables, report: Report): Node[] {
  const assembler = new Assembler(report);
  const input: TagInput = { s: source, tables, report };
  const length = source.length;
  let position = 0;
  // `open` is always the first `{` at or after `position`, or -1.
  let open = source.indexOf('{');
  while (open !== -1) {
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35) {
      if (open > position) assembler.text(source.slice(position, open), position);
      const close = source.indexOf('##}', open + 3);
      assembler.feed({ kind: 'comment', start: open });
      position = close === -1 ? length : close + 3;
      open = source.indexOf('{', position);
      continue;
    }
    const close = source.indexOf('}', open + 1);
    if (close === -1) break;
    let start = open;
    open = source.indexOf('{', open + 1);
    while (open !== -1 && open < close) {
      start = open;
      open = source.indexOf('{', open + 1);
    }
    if (start > position) assembler.text(source.slice(position, start), position);
    // parseTag, unrolled: variables, most of the tags, skip the assembler's switch on kinds.
    const first = source.charCodeAt(start + 1);
    if (first !== 46 && first !== 35) {
      const variable = parseVariable(input, start + 1, close, start);
      if (variable === null) assembler.text(source.slice(start, close + 1), start);
      else assembler.variable(variable);
    } else {
      const instruction = parseTag(input, start + 1, close, start);
      if (instruction === null) assembler.text(source.slice(start, close + 1), start);
      else assembler.feed(instruction);
    }
    position = close + 1;
  }
  if (position < length) assembler.text(source.slice(position), position);
  return assembler.finish();
}
