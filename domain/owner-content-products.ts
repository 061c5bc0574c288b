/**
 * The products panel's calls beyond issue 23's create and edit (issue 24): the product list
 * with its search, filters and sort, one product's fields as the editor edits them, duplicate
 * and delete. Read by server/content/product-routes.ts and admin/panels/products/.
 *
 * @module
 */
import type { ContentProductInput, ContentProductVariantInput } from './owner-content-api';
import type { FocalPoint } from './images';

/** The list's sorts: by name, newest first, by lowest price. */
export const PRODUCT_SORTS = ['name', 'newest', 'price-low', 'price-high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The list's status filter: the item statuses (domain/item-status.ts) and `unpublished`
 * (never published, or with changes not yet published).
 */
export const PRODUCT_STATUS_FILTERS = [
  'published',
  'scheduled',
  'needs-review',
  'draft',
  'private',
  'unpublished',
] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/** One product in the list (`GET /api/owner/content/products`). */
export interface ProductSummary {
  id: string;
  /** The item document's key: `<collection>/<id>`. */
  key: string;
  urlId: string;
  /** Where visitors find it: `/<collection>/<urlId>`. */
  url: string;
  name: string;
  productType: ContentProductInput['productType'];
  /** The item status (`published` when it names none). */
  status: string;
  /** Visitors see a version of it. */
  published: boolean;
  /** The draft differs from what visitors see. */
  changed: boolean;
  /** The lowest price of its variants, and the lowest sale price when one is on sale. */
  priceCents: number;
  salePriceCents: number | null;
  variantCount: number;
  /** Stock over all variants; null when any is unlimited. */
  stock: number | null;
  imageUrl: string | null;
  revision: number;
  updatedAt: string;
}

export interface ProductList {
  products: ProductSummary[];
  currency: string;
}

/** A variant as the editor edits it: the create/edit API's fields and the variant's image. */
export interface ProductVariantFields extends ContentProductVariantInput {
  /** One of the product's images (by id), shown when this variant is chosen. */
  imageId?: string | null;
}

/** One product image as the editor shows it. */
export interface ProductImageView {
  id: string;
  assetUrl: string;
  altText: string;
  mediaFocalPoint: FocalPoint;
  /** From the media library (its focal point can be moved); otherwise one of the site's own files. */
  library: boolean;
}

/**
 * Every field of a product the editor edits (`PUT /api/owner/content/products/{id}` takes any
 * of them with the revision): the create API's and the rest the storefront shows.
 */
export interface ProductEditFields extends Omit<ContentProductInput, 'variants' | 'images' | 'description'> {
  /** The description as HTML (rich text; sanitised by the server on save). */
  descriptionHtml: string;
  /** The URL slug (`/shop/<urlId>`): the `url-slug` rule, unique in its collection. */
  urlId: string;
  variants: ProductVariantFields[];
  /** The option names in the order the product page asks them (`variantOptionOrdering`). */
  optionOrder: string[];
  images: string[];
  tags: string[];
  categories: string[];
  /** The add button's words; empty for the default. */
  addButtonText: string;
  /** The form asked when adding to the cart (a form id of the site); null for none. */
  additionalFieldsFormId: string | null;
}

/** `GET /api/owner/content/products/{id}`: the product's fields, its images and where it stands. */
export interface ProductView {
  id: string;
  key: string;
  url: string;
  fields: ProductEditFields;
  images: ProductImageView[];
  /** The site's forms a product can ask (additional fields). */
  forms: { id: string; name: string }[];
  currency: string;
  status: string;
  revision: number;
  publishedRevision: number | null;
}

/** A product's edit laid over the drafts in the live preview (`POST /api/owner/content/preview` `products`). */
export interface PreviewProduct {
  id: string;
  fields: Partial<ProductEditFields>;
}
