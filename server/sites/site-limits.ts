/**
 * The editor limits of spec §9 applied to a site's content when it is loaded: content the
 * editor could never have saved (a 51-character tag, a gallery of 51 images, 201 products in
 * one collection) is refused with the file, the item and the limit, instead of being served.
 *
 * Checked per collection file: tag length (50), category length (25), distinct categories
 * (nested categories, 10000), items of a products collection (200), images of a gallery
 * (50), items of any other user-ordered collection (250; blogs and events are ordered by
 * date), tracks of an album item (`tracks`, 60) and blocks of a layout (`layout.rows[].blocks`
 * of a collection or an item, 60). The external photo gallery limit (20) has no fixture
 * field to apply to: sites do not import external galleries.
 *
 * @module
 */
import { relative } from 'node:path';
import { COLLECTION_TYPES, EDITOR_LIMITS } from '../../domain';
import type { Json } from './types';

/** One or more limits broken by a site's files; the message lists each, one per line. */
export class SiteLimitError extends Error {
  override readonly name = 'SiteLimitError';
  constructor(readonly problems: readonly string[]) {
    super(
      `The site breaks ${problems.length === 1 ? 'an editor limit' : `${problems.length} editor limits`} (spec §9):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
}

const DATE_ORDERED = new Set(['blog', 'events']);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quote = (text: string) => `'${text.length > 60 ? `${text.slice(0, 60)}…` : text}'`;

/** The problems of one collection file, worded with the file's path relative to `siteDir`. */
export function collectionLimitProblems(raw: Json, path: string, siteDir: string): string[] {
  const file = relative(siteDir, path) || path;
  const problems: string[] = [];
  const items = list(raw.items).filter(isObject);
  const itemName = (item: Json, index: number) => `item ${quote(String(item.urlId ?? item.id ?? `#${index + 1}`))}`;

  const typeName = String(raw.typeName ?? 'page');
  const isProducts = typeName === 'products' || raw.type === COLLECTION_TYPES.products;
  const isGallery =
    typeName === 'gallery' ||
    raw.type === COLLECTION_TYPES['slide-gallery'] ||
    raw.type === COLLECTION_TYPES['gallery-block'];
  if (isProducts && items.length > EDITOR_LIMITS.productsPerCollection) {
    problems.push(
      `${file}: ${items.length} products; a collection holds at most ${EDITOR_LIMITS.productsPerCollection} products.`,
    );
  } else if (isGallery && items.length > EDITOR_LIMITS.gallerySize) {
    problems.push(`${file}: ${items.length} images; a gallery holds at most ${EDITOR_LIMITS.gallerySize} images.`);
  } else if (!DATE_ORDERED.has(typeName) && items.length > EDITOR_LIMITS.userOrderableCollection) {
    problems.push(
      `${file}: ${items.length} items; a collection its owner orders holds at most ${EDITOR_LIMITS.userOrderableCollection} items.`,
    );
  }

  const categories = new Set<string>();
  problems.push(...layoutProblems(raw, `${file}: the collection's layout`));
  items.forEach((item, index) => {
    const where = `${file}: ${itemName(item, index)}`;
    for (const tag of list(item.tags)) {
      if (typeof tag === 'string' && [...tag].length > EDITOR_LIMITS.tagLength) {
        problems.push(
          `${where}: tag ${quote(tag)} is ${[...tag].length} characters long; a tag is at most ${EDITOR_LIMITS.tagLength} characters.`,
        );
      }
    }
    for (const category of list(item.categories)) {
      if (typeof category !== 'string') continue;
      categories.add(category);
      if ([...category].length > EDITOR_LIMITS.categoryLength) {
        problems.push(
          `${where}: category ${quote(category)} is ${[...category].length} characters long; a category is at most ${EDITOR_LIMITS.categoryLength} characters.`,
        );
      }
    }
    const tracks = list(item.tracks);
    if (tracks.length > EDITOR_LIMITS.albumTracks) {
      problems.push(`${where}: ${tracks.length} tracks; an album holds at most ${EDITOR_LIMITS.albumTracks} tracks.`);
    }
    problems.push(...layoutProblems(item, `${where}: its layout`));
  });
  if (categories.size > EDITOR_LIMITS.nestedCategories) {
    problems.push(
      `${file}: ${categories.size} categories; a collection has at most ${EDITOR_LIMITS.nestedCategories} categories.`,
    );
  }
  return problems;
}

/** A layout (`{ columns, rows: [{ blocks: [...] }] }`, spec §3 empty body) holds at most 60 blocks. */
function layoutProblems(holder: Json, where: string): string[] {
  const layout = holder.layout;
  if (!isObject(layout)) return [];
  const blocks = list(layout.rows).reduce<number>((sum, row) => sum + (isObject(row) ? list(row.blocks).length : 0), 0);
  return blocks > EDITOR_LIMITS.blocksPerLayout
    ? [`${where} has ${blocks} blocks; a layout holds at most ${EDITOR_LIMITS.blocksPerLayout} blocks.`]
    : [];
}
