/**
 * HTML an owner writes in an item's body or excerpt (the rich text editor's output), made safe
 * to store and serve with sanitize-html: the text formatting, headings, lists, links, quotes,
 * code, tables and images a post or event page shows; no script, style, frame, form or event
 * handler, and links only to web, mail and phone addresses or the site's own paths.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'figure',
    'figcaption',
    's',
    'u',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'srcset', 'sizes', 'data-image-id'],
    '*': ['class', 'id'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens elsewhere must not hand the new page this one (window.opener).
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitiseOwnerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The rich-text fields of an item document the editors write. */
export const ITEM_HTML_FIELDS = ['body', 'excerpt'] as const;

/** An item document with its rich-text fields sanitised; anything else is returned as it is. */
export function withSanitisedItemHtml<T>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const item = body as Record<string, unknown>;
  if (!ITEM_HTML_FIELDS.some((field) => typeof item[field] === 'string')) return body;
  const clean: Record<string, unknown> = { ...item };
  for (const field of ITEM_HTML_FIELDS)
    if (typeof clean[field] === 'string') clean[field] = sanitiseOwnerHtml(clean[field] as string);
  return clean as T;
}
