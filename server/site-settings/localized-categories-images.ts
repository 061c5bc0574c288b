/**
 * An item's category names and its images' alt texts in a language (the texts of
 * translations/image-category-texts.ts): a category by its collection's translation of it
 * (`collections/<urlId>/categories/<name>`), the main image by the item's own translated alt
 * text, each other image by its own (`…/items/<urlId>/images/<image id>/altText`). What has no
 * translation keeps its original.
 *
 * An item's `categories` stay the originals: they are identifiers as well as words (the
 * `category-<slug>` classes an owner's CSS aims at, the `?category=` of filter links, which
 * every language's page then understands). Only what the page shows is translated: the item,
 * and its collection (localized-site.ts), get `categoryNames` (original → translation), which
 * the templates' `category-name` formatter (storefront/category-name.ts) reads.
 */
import { categoryLookup, translatedCategoriesSlot } from '../pages/filter-items';
import type { Item, Json, Site } from '../sites/types';

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A collection's category translations (original → translation), from its part of the translation document. */
export function categoryTranslations(collectionTranslation: unknown): ReadonlyMap<string, string> {
  const own = isRecord(collectionTranslation) ? collectionTranslation.categories : undefined;
  if (!isRecord(own)) return new Map();
  return new Map(Object.entries(own).flatMap(([name, label]) => (given(label) ? [[name, label as string]] : [])));
}

/** `item` (its fields already translated, `own` its translation) with its categories and images in the language. */
export function withTranslatedCategoriesAndImages(
  item: Item,
  own: unknown,
  categories: ReadonlyMap<string, string>,
): Item {
  const copy: Item = { ...item };
  // Even empty, so that the formatter never reads an outer item's names for this one's.
  if (Array.isArray(item.categories))
    copy.categoryNames = Object.fromEntries(
      item.categories.flatMap((name) => {
        const shown = categories.get(String(name));
        return shown === undefined ? [] : [[String(name), shown]];
      }),
    );
  const images = isRecord(own) && isRecord(own.images) ? own.images : {};
  const mainAlt = isRecord(own) ? given(own.altText) : undefined;
  if (Array.isArray(item.items))
    copy.items = item.items.map((image) => {
      if (!isRecord(image)) return image;
      const alt =
        image.id === item.mainImageId
          ? mainAlt
          : isRecord(images[String(image.id)])
            ? given((images[String(image.id)] as Json).altText)
            : undefined;
      return alt === undefined ? image : { ...image, altText: alt };
    });
  return copy;
}

/**
 * Remembers, in the language's view, each collection's category translations, so that its
 * filter note names the category in the language and a filter by the translated name filters
 * by the original (pages/filter-items.ts).
 */
export function rememberTranslatedCategories(
  view: Site,
  byCollection: ReadonlyMap<string, ReadonlyMap<string, string>>,
): void {
  const slot = view.caches.get(translatedCategoriesSlot);
  for (const [urlId, categories] of byCollection) if (categories.size) slot.set(urlId, categoryLookup(categories));
}
