/**
 * An item's category names and its images' alt texts in a language (the texts of
 * translations/image-category-texts.ts): a category by its collection's translation of it
 * (`collections/<urlId>/categories/<name>`), the main image by the item's own translated alt
 * text, each other image by its own (`…/items/<urlId>/images/<image id>/altText`). What has no
 * translation keeps its original.
 */
import { translatedCategoriesSlot } from '../pages/filter-items';
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
  if (categories.size && Array.isArray(item.categories))
    copy.categories = item.categories.map((name) => categories.get(String(name)) ?? name);
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
 * Remembers, in the language's view, each collection's category translations by the original
 * lower-cased, so that a filter by the original name (the language switcher keeps the query)
 * filters by its translation (pages/filter-items.ts).
 */
export function rememberTranslatedCategories(
  view: Site,
  byCollection: ReadonlyMap<string, ReadonlyMap<string, string>>,
): void {
  const slot = view.caches.get(translatedCategoriesSlot);
  for (const [urlId, categories] of byCollection)
    if (categories.size) slot.set(urlId, new Map([...categories].map(([name, label]) => [name.toLowerCase(), label])));
}
