/**
 * Two kinds of an item's words the translation list (site-text-list.ts) reads besides its own
 * fields: the alt text of each of a product's images but the main one, and its collection's
 * category names. localized-site.ts applies both, at the same paths.
 */
import type { SiteText } from './site-text';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The alt texts of an item's images (a product's `items`), at `<item path>/images/<image id>/altText`.
 * The main image (`mainImageId`) is left out: its alt text is the item's own `altText`, listed
 * with the item's fields, and the page shows that translation on it.
 */
export function itemImageTexts(item: Json, path: string[], heading: string, page: string): SiteText[] {
  if (!Array.isArray(item.items)) return [];
  return item.items.flatMap((image, index) => {
    if (!isRecord(image) || !text(image.id) || image.id === item.mainImageId || !text(image.altText)) return [];
    return [
      {
        path: [...path, 'images', text(image.id), 'altText'],
        label: `${heading} › Image ${index + 1} › Alt text`,
        rich: false,
        original: String(image.altText),
        page,
      },
    ];
  });
}

/**
 * A collection's category names, once each (an "Apparel" reads the same on every product of
 * the shop), at `collections/<urlId>/categories/<name>`: the path's last step is the original
 * itself, so a renamed category is a new text and these are never out of date. Read on the
 * collection's page, its filters and its items' pages.
 */
export class CategoryTexts {
  private readonly names = new Set<string>();

  constructor(
    private readonly urlId: string,
    private readonly heading: string,
    private readonly page: string,
  ) {}

  add(item: Json): void {
    for (const name of Array.isArray(item.categories) ? item.categories : [])
      if (typeof name === 'string' && name.trim()) this.names.add(name);
  }

  texts(): SiteText[] {
    return [...this.names].map((name) => ({
      path: ['collections', this.urlId, 'categories', name],
      label: `${this.heading} › Categories › ${name}`,
      rich: false,
      original: name,
      page: this.page,
    }));
  }
}
