/**
 * A static check that every data value a template prints into HTML is escaped: variable tags
 * inside attribute values must end in `htmlattr`, and those in text must end in `html` or in a
 * formatter that writes markup. Owner-written HTML (page and post bodies, excerpts) is trusted.
 */

/** Fields holding the site owner's HTML, printed raw on purpose. */
const TRUSTED_RAW = new Set(['mainContent', 'body', 'excerpt', 'collection.body']);

/**
 * An e-mail's words (`emailText.<key>`): the catalogue's own HTML, its values already escaped
 * where the server filled them in (server/commerce-mail/email-words.ts).
 */
const TRUSTED_PREFIX = 'emailText.';

/** Formatters whose result is markup built from escaped parts. */
const MARKUP_FORMATTERS = new Set([
  'html',
  'apply',
  'island',
  'image-srcset',
  'product-status',
  'product-price',
  'product-scarcity',
  'product-restock-notification',
  'product-quick-view',
  'product-checkout',
  'social-button',
  'social-button-inline',
  'summary-form-field',
  'product-instalments',
  'quick-view-dialog',
  'like-button',
  'comments',
  'comment-link',
  'audio-player',
]);

const ATTRIBUTE_ESCAPERS = new Set(['htmlattr', 'htmltag', 'href']);

export interface EscapingProblem {
  tag: string;
  line: number;
  where: 'attribute' | 'text';
}

export function findUnescaped(source: string): EscapingProblem[] {
  // Instruction tags and comments print no data; blanking them (keeping offsets) leaves the HTML
  // and the variable tags, so quotes inside predicate arguments cannot confuse the scan.
  const blanked = source
    .replace(/\{##[\s\S]*?##\}/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/\{[.#][^{}]*\}/g, (m) => ' '.repeat(m.length));
  const attributeRanges = [...blanked.matchAll(/="[^"]*"/g)].map((m) => [m.index!, m.index! + m[0].length]);
  const problems: EscapingProblem[] = [];
  for (const match of blanked.matchAll(/\{([@$A-Za-z][^{}\s|]*)((?:\|[^{}|]+)*)\}/g)) {
    const [tag, reference, chain] = match;
    const last = chain.split('|').pop()!.split(/[\s:]/)[0];
    const inAttribute = attributeRanges.some(([from, to]) => match.index! > from && match.index! < to);
    const ok = inAttribute
      ? ATTRIBUTE_ESCAPERS.has(last)
      : MARKUP_FORMATTERS.has(last) ||
        ATTRIBUTE_ESCAPERS.has(last) ||
        (!chain && (TRUSTED_RAW.has(reference) || reference.startsWith(TRUSTED_PREFIX)));
    if (!ok)
      problems.push({
        tag,
        line: source.slice(0, match.index).split('\n').length,
        where: inAttribute ? 'attribute' : 'text',
      });
  }
  return problems;
}
