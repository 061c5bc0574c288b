/**
 * `{@|quoted}`: v between the page language's quotation marks, as the filter note quotes the
 * category or tag it shows (and the search page its query): “Stories” in English, « Récits » in French (no-break spaces inside),
 * „Geschichten“ in German, «Relatos» in Spanish. The marks are the catalogue's `words.quoted`
 * (domain/interface-words), the one owner of them; a page without words gets English's.
 */
import { ENGLISH_WORDS, fillWords } from '../domain';
import { toText, type Formatter, type NameDoc } from '../engine';

export const quotedDoc: NameDoc = {
  args: '—',
  reads: "v, and `words.quoted` (the page language's quotation marks around `{text}`)",
  summary: "v between the page language's quotation marks (plain text: escape it with `html` after)",
  example: '`{category|quoted|html}`',
};

export const quoted: Formatter = (value, _args, scope) => {
  const marks = scope.resolve('words.quoted');
  return fillWords(typeof marks === 'string' ? marks : ENGLISH_WORDS.quoted, { text: toText(value) });
};
