/**
 * The owner content API's shapes (issue 23, `/api/owner/content/...`): what the server answers
 * and the owner app reads. A site's content is a set of documents, each with a revision that
 * every save moves on; an edit names the revision it started from. Money is integer cents.
 *
 * @module
 */
import { PRODUCT_TYPES } from './enums';

/** Spec §5: merchants may make only physical and service products subscribable. */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly number[] = Object.freeze([
  PRODUCT_TYPES.physical,
  PRODUCT_TYPES.service,
]);

/**
 * The product types that may carry a subscription plan: the merchant types above, and paywall
 * products, whose plan is a membership's billing (spec §2 lists paywall apart from the merchant
 * types; the demo sells its Trail Club membership monthly). Digital goods and gift cards never recur.
 */
export const RECURRING_PRODUCT_TYPES: readonly number[] = Object.freeze([
  ...SUBSCRIBABLE_PRODUCT_TYPES,
  PRODUCT_TYPES.paywall,
]);

/**
 * What a document holds, one for each part of a fixture site folder (fixtures/README.md):
 * `site` (site.json), `collection` (collections/<key>.json without its items), `item` (one item
 * of a collection, key `<collection key>/<item id>`), `form`, `translation` (by locale),
 * `places`, `template` (a site template overriding the default, by path under templates/),
 * `asset` (any other file, by path, as base64) and `style` (style.json, key `site`: the site's
 * colours and fonts, domain/site-style.ts).
 */
export const CONTENT_KINDS = [
  'site',
  'collection',
  'item',
  'form',
  'translation',
  'places',
  'template',
  'asset',
  'style',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One document as the owner sees it. */
export interface ContentDocumentView {
  kind: ContentKind;
  key: string;
  revision: number;
  /** The revision visitors see, or null when none is published. */
  publishedRevision: number | null;
  /** The draft body, or null when the draft deletes the document. */
  draft: unknown;
  updatedAt: string;
  updatedBy: string;
}

/** One saved revision of a document (`GET /api/owner/content/revisions/{kind}/{key}`). */
export interface ContentRevisionView {
  revision: number;
  /** import, create, update, delete or restore. */
  change: string;
  actor: string;
  at: string;
}

/** A product variant as the content API takes it: amounts in integer cents. */
export interface ContentProductVariantInput {
  sku: string;
  price: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  attributes: Record<string, string>;
}

/** `POST /api/owner/content/products`. `productType` is the spec's code: 1 physical … 5 paywall. */
export interface ContentProductInput {
  /** The products collection's key (`shop`); the site's shop when left out (the products collection its navigation links first). */
  collection?: string;
  name: string;
  productType: 1 | 2 | 3 | 4 | 5;
  description: string;
  variants: ContentProductVariantInput[];
  /** Ids of images: the media library's (`m-…`, domain/owner-media-api.ts) or an existing item image's (`mainImageId`/`systemDataId`). */
  images?: string[];
  isSubscribable?: boolean;
  /** Required when subscribable: `{ billingPeriod: { value, unit: WEEK|MONTH|YEAR }, numBillingCycles }`. */
  subscriptionPlan?: { billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' }; numBillingCycles: number };
}

/** `PUT /api/owner/content/products/{id}`: the fields that change and the revision the edit started from. */
export type ContentProductUpdate = Partial<Omit<ContentProductInput, 'collection'>> & { revision: number };

/** `201` of a product created. */
export interface ContentProductCreated {
  id: string;
  urlId: string;
  revision: number;
}

/** `200` of an edit; a stale edit answers `409` with this and the document as it is now. */
export interface ContentSaved {
  revision: number;
}

export interface ContentConflict {
  error: string;
  revision: number;
  current: unknown;
}

/** A document named by its kind and key. */
export interface ContentDocumentRef {
  kind: ContentKind;
  key: string;
}

/** `POST /api/owner/content/publish`: how many documents went live in that one step. */
export interface ContentPublished {
  published: number;
  publishCount: number;
  /**
   * Drafts of the site's code (templates, code files: domain/site-code.ts) this publish left
   * as drafts because the caller lacks `code.write`; an administrator's publish sends them
   * live. Empty when nothing was left (always, for an administrator).
   */
  siteCodeLeftAsDrafts: ContentDocumentRef[];
}

/** One audit log entry (`GET /api/owner/content/audit`, admins only). */
export interface ContentAuditEntry {
  id: string;
  actor: string;
  at: string;
  action: string;
  /** A document's kind, or `media` for an upload, edit or delete in the media library (key: its id). */
  kind: ContentKind | 'media';
  key: string;
  before: unknown;
  after: unknown;
}
