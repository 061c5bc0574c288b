/** What the word under the cursor is in a template: a formatter, a predicate, a partial or a reference. */

export type WordKind = 'formatter' | 'predicate' | 'partial' | 'reference';

export interface WordAt {
  word: string;
  kind: WordKind;
  start: number;
  end: number;
}

const WORD = /[\w@$.?/-]/;

/** The word around `offset`, and what the text before it makes it. */
export function wordAt(text: string, offset: number): WordAt | undefined {
  let start = offset;
  let end = offset;
  while (start > 0 && WORD.test(text[start - 1])) start--;
  while (end < text.length && WORD.test(text[end])) end++;
  if (start === end) return undefined;
  const word = text.slice(start, end);
  const before = text.slice(Math.max(0, text.lastIndexOf('{', start)), start);
  if (/\|\s*apply\s+$/.test(before) || /^\{\.include\s+$/.test(before)) return { word, kind: 'partial', start, end };
  if (/\|\s*$/.test(before)) return { word, kind: 'formatter', start, end };
  if (word.endsWith('?') && /^\{\.(?:if\s+|or\s+)?$/.test(before)) return { word, kind: 'predicate', start, end };
  return { word, kind: 'reference', start, end };
}

/** `{.macro NAME}` definitions in the text, by name, at their offsets. */
export function macrosIn(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const match of text.matchAll(/\{\.macro\s+([\w./-]+)\s*\}/g))
    if (!found.has(match[1])) found.set(match[1], match.index);
  return found;
}
