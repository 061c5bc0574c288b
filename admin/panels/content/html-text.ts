/**
 * Plain text the owner types, as the HTML an item holds (captions, excerpts): escaped, one
 * paragraph per blank-line-separated block. The owner app imports only domain/, so it has its
 * own escaping (the engine's is engine/formatters/escape.ts); the server sanitises every save.
 *
 * @module
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<p>one</p><p>two</p>` of `one\n\ntwo`; '' for blank text. */
export function paragraphsOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block)}</p>`)
    .join('');
}
