/**
 * The content API's product bodies (domain/owner-content-api.ts), checked with the editor's
 * rules: money in whole cents, `productType` one of the spec's codes (1 physical, 2 digital,
 * 3 service, 4 gift card, 5 paywall), at most 50 images, and subscriptions only for physical
 * and service products (spec §5).
 */
import * as v from 'valibot';
import {
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  RECURRING_PRODUCT_TYPES,
  isPageUrlId,
  type ContentProductInput,
} from '../../domain';
import { safeString, wholeNumber } from '../http';
import { CONTENT_MESSAGES as M } from './content-messages';

const PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;

const cents = wholeNumber(M.price, { max: 100_000_000 });
const flag = (what: string) => v.optional(v.boolean(M.flag(what)));

const Variant = v.pipe(
  v.object({
    sku: v.pipe(safeString(M.skuRequired), v.trim(), v.minLength(1, M.skuRequired), v.maxLength(64, M.skuTooLong)),
    price: cents,
    salePrice: v.optional(cents),
    onSale: flag('the variant is on sale'),
    qtyInStock: v.optional(wholeNumber(M.stock, { max: 1_000_000 })),
    unlimited: flag('the stock is unlimited'),
    /** The variant's own image: one of the product's images (issue 24). */
    imageId: v.optional(v.nullable(v.pipe(safeString(), v.minLength(1), v.maxLength(200)))),
    attributes: v.optional(
      v.pipe(
        v.record(
          v.pipe(safeString(M.attributes), v.maxLength(100, M.attributes)),
          v.pipe(safeString(M.attributes), v.maxLength(200, M.attributes)),
        ),
        v.check((a) => Object.keys(a).length <= 10, M.attributes),
      ),
      {},
    ),
  }),
  v.forward(
    v.check((x) => x.salePrice === undefined || !x.onSale || x.salePrice < x.price, M.salePriceAbovePrice),
    ['salePrice'],
  ),
);

const SubscriptionPlan = v.object(
  {
    billingPeriod: v.object(
      {
        value: wholeNumber(M.subscriptionPlan, { min: 1, max: 52 }),
        unit: v.picklist(['WEEK', 'MONTH', 'YEAR'], M.subscriptionPlan),
      },
      M.subscriptionPlan,
    ),
    numBillingCycles: wholeNumber(M.subscriptionPlan, { max: 999 }),
  },
  M.subscriptionPlan,
);

/** Every field of a product, each optional: a create requires some (below), an edit none. */
const fields = {
  name: v.pipe(safeString(M.nameRequired), v.trim(), v.minLength(1, M.nameRequired), v.maxLength(200, M.nameTooLong)),
  productType: v.pipe(
    v.unknown(),
    v.check(
      (x) => (PRODUCT_TYPES as readonly unknown[]).includes(x),
      (issue) => M.notAnOption(issue.input),
    ),
    v.transform((x) => x as ContentProductInput['productType']),
  ),
  description: v.pipe(safeString(M.descriptionTooLong), v.maxLength(50_000, M.descriptionTooLong)),
  variants: v.pipe(
    v.array(Variant, M.variantsRequired),
    v.minLength(1, M.variantsRequired),
    v.maxLength(100, M.tooManyVariants),
    v.check((list) => new Set(list.map((x) => x.sku.toLowerCase())).size === list.length, M.alreadyExists('SKU')),
    v.check((list) => {
      const names = JSON.stringify(Object.keys(list[0]?.attributes ?? {}).sort());
      return list.every((x) => JSON.stringify(Object.keys(x.attributes).sort()) === names);
    }, M.attributesDiffer),
    v.check((list) => {
      const combos = list.map((x) => JSON.stringify(Object.entries(x.attributes).sort()));
      return new Set(combos).size === combos.length;
    }, M.variantsSame),
  ),
  images: v.pipe(
    v.array(v.pipe(safeString(), v.minLength(1), v.maxLength(200))),
    v.maxLength(EDITOR_LIMITS.gallerySize, M.tooManyImages),
  ),
  isSubscribable: v.boolean(M.flag('the product is subscribable')),
  subscriptionPlan: SubscriptionPlan,
};

const textList = (max: number, tooLong: string, what: string) =>
  v.pipe(
    v.array(
      v.pipe(safeString(EDITOR_MESSAGES.listOfText(what)), v.trim(), v.minLength(1), v.maxLength(max, tooLong)),
      EDITOR_MESSAGES.listOfText(what),
    ),
    v.maxLength(100, EDITOR_MESSAGES.listOfText(what)),
    v.check(
      (list) => new Set(list.map((x) => x.toLowerCase())).size === list.length,
      EDITOR_MESSAGES.alreadyExists(what === 'Tags' ? 'tag' : 'category'),
    ),
  );

/** The fields the product editor of /config adds to the API's (issue 24); each optional. */
const editorFields = {
  /** Rich text, sanitised on save (owner-html.ts); wins over `description` (plain text). */
  descriptionHtml: v.optional(v.pipe(safeString(M.descriptionTooLong), v.maxLength(100_000, M.descriptionTooLong))),
  /** The spec's url-slug rule; unique in the collection (checked on save). */
  urlId: v.optional(
    v.pipe(
      safeString(),
      v.check(
        (x: string) => isPageUrlId(x),
        (issue) => EDITOR_MESSAGES.notPageUrl(issue.input),
      ),
    ),
  ),
  optionOrder: v.optional(v.array(v.pipe(safeString(M.attributes), v.maxLength(100, M.attributes)), M.attributes)),
  tags: v.optional(textList(EDITOR_LIMITS.tagLength, EDITOR_MESSAGES.tagTooLong, 'Tags')),
  categories: v.optional(textList(EDITOR_LIMITS.categoryLength, EDITOR_MESSAGES.categoryTooLong, 'Categories')),
  addButtonText: v.optional(v.pipe(safeString(M.addButtonText), v.trim(), v.maxLength(50, M.addButtonText))),
  additionalFieldsFormId: v.optional(v.nullable(v.pipe(safeString(), v.minLength(1), v.maxLength(200)))),
};

/** A product as the merged result must be: subscribable only when physical, service or a paywall membership, with a plan. */
const subscribableRule = <T extends { productType?: unknown; isSubscribable?: boolean; subscriptionPlan?: unknown }>(
  x: T,
) => !x.isSubscribable || RECURRING_PRODUCT_TYPES.includes(x.productType as number);

export const ProductCreate = v.pipe(
  v.object({
    /** The key of the products collection to add it to (`shop`); else the site's shop (server/content/products.ts). */
    collection: v.optional(v.pipe(safeString(), v.minLength(1), v.maxLength(200))),
    name: fields.name,
    productType: fields.productType,
    description: v.optional(fields.description, ''),
    variants: fields.variants,
    images: v.optional(fields.images, []),
    isSubscribable: v.optional(fields.isSubscribable, false),
    subscriptionPlan: v.optional(fields.subscriptionPlan),
    ...editorFields,
  }),
  v.forward(v.check(subscribableRule, M.subscribableType), ['isSubscribable']),
  v.forward(
    v.check((x) => !x.isSubscribable || x.subscriptionPlan !== undefined, M.subscriptionPlan),
    ['subscriptionPlan'],
  ),
);

export const ProductUpdate = v.object({
  revision: wholeNumber(M.revision, { min: 1 }),
  name: v.optional(fields.name),
  productType: v.optional(fields.productType),
  description: v.optional(fields.description),
  variants: v.optional(fields.variants),
  images: v.optional(fields.images),
  isSubscribable: v.optional(fields.isSubscribable),
  subscriptionPlan: v.optional(fields.subscriptionPlan),
  ...editorFields,
});

export type ProductFields = v.InferOutput<typeof ProductCreate>;
export type ProductChanges = v.InferOutput<typeof ProductUpdate>;
