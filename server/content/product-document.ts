/**
 * A product as the content API takes it, written as the store item the templates and the cart
 * read (fixtures/README.md "collections", spec §3 "Product"): money as cents and as decimal
 * `priceMoney`, options in `variantOptionOrdering`, images as the item's `items`. The
 * description is text: it is escaped and each paragraph (blank-line separated) becomes a `<p>`.
 */
import { centsToDecimal } from '../../domain';
import { escapeHtml } from '../../engine';
import { sanitiseOwnerHtml } from './owner-html';
import type { ProductFields } from './product-input';

type Json = Record<string, unknown>;

export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The text an item's body shows, for an edit that leaves the description alone. */
export function descriptionText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .split(/<\/p>\s*/)
    .map((p) =>
      p
        .replace(/<br>/g, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

export interface ProductPlace {
  id: string;
  urlId: string;
  collectionId: string;
  currency: string;
  /** The site's images the product shows, found by id. */
  images: Json[];
  publishOn: number;
}

/** The fields an item holds of its main image (spec §3 "Image"). */
export const MAIN_IMAGE_FIELDS = [
  'assetUrl',
  'originalSize',
  'mediaFocalPoint',
  'altText',
  'systemDataVariants',
  'colorData',
  'mainImageId',
  'systemDataId',
] as const;

/** The item document of a product; `previous` keeps fields the API does not edit (tags, merchandising, …). */
export function productItem(fields: ProductFields, place: ProductPlace, previous: Json = {}): Json {
  const money = (cents: number) => ({ value: centsToDecimal(cents, place.currency), currency: place.currency });
  const options = Object.keys(fields.variants[0]?.attributes ?? {});
  const previousContent = (previous.structuredContent as Json | undefined) ?? {};
  const variants = fields.variants.map((variant) => ({
    id: `var-${variant.sku}`,
    sku: variant.sku,
    attributes: variant.attributes,
    optionValues: options.map((optionName) => ({ optionName, value: variant.attributes[optionName] })),
    price: variant.price,
    ...(variant.salePrice !== undefined ? { salePrice: variant.salePrice } : {}),
    priceMoney: money(variant.price),
    ...(variant.salePrice !== undefined ? { salePriceMoney: money(variant.salePrice) } : {}),
    onSale: variant.onSale ?? false,
    qtyInStock: variant.qtyInStock ?? 0,
    unlimited: variant.unlimited ?? false,
    // A variant's own image, when it names one of the product's (issue 24's editor).
    ...(variant.imageId && place.images.some((i) => i.id === variant.imageId) ? { mainImageId: variant.imageId } : {}),
  }));
  // The owner's option order when it names each option once; else the variants' own order.
  const order =
    fields.optionOrder &&
    fields.optionOrder.length === options.length &&
    options.every((o) => fields.optionOrder!.includes(o))
      ? fields.optionOrder
      : options;
  const [main] = place.images;
  const image: Json = main
    ? {
        assetUrl: main.assetUrl,
        originalSize: main.originalSize,
        mediaFocalPoint: main.mediaFocalPoint,
        altText: main.altText,
        systemDataVariants: main.systemDataVariants,
        // Undefined (left out of the JSON) when the image has none, so an old image's never lingers.
        colorData: main.colorData,
        mainImageId: main.id,
        systemDataId: main.id,
      }
    : {};
  const item: Json = {
    ...previous,
    id: place.id,
    urlId: place.urlId,
    title: fields.name,
    recordType: 11,
    recordTypeLabel: 'store-item',
    collectionId: place.collectionId,
    publishOn: (previous.publishOn as number | undefined) ?? place.publishOn,
    excerpt: (previous.excerpt as string | undefined) ?? '',
    body:
      fields.descriptionHtml !== undefined
        ? sanitiseOwnerHtml(fields.descriptionHtml)
        : descriptionHtml(fields.description),
    ...(fields.tags !== undefined ? { tags: fields.tags } : {}),
    ...(fields.categories !== undefined ? { categories: fields.categories } : {}),
    ...image,
    structuredContent: {
      ...previousContent,
      productType: fields.productType,
      variantOptionOrdering: order,
      isSubscribable: fields.isSubscribable,
      ...(fields.subscriptionPlan ? { subscriptionPlan: fields.subscriptionPlan } : {}),
      ...(fields.addButtonText !== undefined
        ? { useCustomAddButtonText: fields.addButtonText !== '', customAddButtonText: fields.addButtonText }
        : {}),
      variants,
    },
    items: place.images,
  };
  // A product left without images shows none: the main image's fields go with them.
  if (!main) for (const field of MAIN_IMAGE_FIELDS) delete item[field];
  // A subscription plan left behind by a product no longer subscribable would still be sold.
  if (!fields.isSubscribable) delete (item.structuredContent as Json).subscriptionPlan;
  if (fields.additionalFieldsFormId === null) delete (item.structuredContent as Json).additionalFieldsFormId;
  else if (fields.additionalFieldsFormId !== undefined)
    (item.structuredContent as Json).additionalFieldsFormId = fields.additionalFieldsFormId;
  return item;
}

/** The API's fields of a stored product, so an edit can change some and keep the rest. */
export function productFields(item: Json): ProductFields {
  const content = (item.structuredContent as Json | undefined) ?? {};
  const variants = (content.variants as Json[] | undefined) ?? [];
  return {
    name: String(item.title ?? ''),
    productType: Number(content.productType ?? 1) as ProductFields['productType'],
    description: descriptionText(item.body),
    variants: variants.map((x) => ({
      sku: String(x.sku ?? ''),
      price: Number(x.price ?? 0),
      ...(x.salePrice !== undefined ? { salePrice: Number(x.salePrice) } : {}),
      onSale: x.onSale === true,
      qtyInStock: Number(x.qtyInStock ?? 0),
      unlimited: x.unlimited === true,
      attributes: (x.attributes as Record<string, string> | undefined) ?? {},
      ...(typeof x.mainImageId === 'string' ? { imageId: x.mainImageId } : {}),
    })),
    images: ((item.items as Json[] | undefined) ?? []).map((i) => String(i.id)),
    isSubscribable: content.isSubscribable === true,
    subscriptionPlan: content.subscriptionPlan as ProductFields['subscriptionPlan'],
    ...(Array.isArray(content.variantOptionOrdering) ? { optionOrder: content.variantOptionOrdering.map(String) } : {}),
  };
}
