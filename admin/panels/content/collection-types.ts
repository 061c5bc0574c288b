/**
 * The kinds of collection an owner builds with (fixtures/README.md `typeName`), their words in
 * the owner app, and what one item of each is called.
 *
 * @module
 */
import { applyTextFilter, TEXT_FILTERS } from '../../../domain';

export const COLLECTION_TYPE_LABELS: Record<string, string> = {
  page: 'Page',
  blog: 'Blog',
  events: 'Events',
  products: 'Store',
  gallery: 'Gallery',
  memberships: 'Memberships',
  'splash-page': 'Cover page',
};

/** What one item of the collection is called: `post`, `event`. */
export const ITEM_NOUNS: Record<string, string> = {
  blog: 'post',
  events: 'event',
  products: 'product',
  gallery: 'image',
  memberships: 'membership',
};

export function typeNameOf(collection: { typeName?: unknown } | null | undefined): string {
  return typeof collection?.typeName === 'string' ? collection.typeName : 'page';
}

/** `my-first-post` from `My first post!`: the spec's url-slug text filter, cut to a URL's length. */
export function slugOf(text: string): string {
  return applyTextFilter(TEXT_FILTERS.urlSlug, text).slice(0, 80).replace(/-+$/, '');
}

/** A slug as the owner types it: lower case, anything but letters and digits a dash (kept at the end while typing). */
export function slugTyping(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 80);
}
