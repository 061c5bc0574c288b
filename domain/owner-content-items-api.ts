/**
 * The owner content API's calls on collections, their items and the site navigation (issue
 * 23, `/api/owner/content/collections/...` and `/api/owner/content/navigation`): the shapes
 * the server answers and the owner app's editors send. Every edit names the revision it
 * started from and a stale one answers 409 `ContentConflict` (owner-content-api.ts).
 *
 * @module
 */
import type { ItemStatus } from './item-status';

/** The kinds of collection an owner can add; each is a page of the site at `/<urlId>`. */
export const CONTENT_COLLECTION_TYPES = ['page', 'blog', 'products', 'events', 'gallery'] as const;
export type ContentCollectionType = (typeof CONTENT_COLLECTION_TYPES)[number];

/** One collection as `GET /api/owner/content/collections` lists it (its draft). */
export interface ContentCollectionView {
  /** The document key (`collection/<key>`, the fixture file name): what the item calls name. */
  key: string;
  id: string;
  urlId: string;
  title: string;
  /** `typeName`: page, blog, products, events, gallery, memberships, splash-page … */
  type: string;
  itemCount: number;
  revision: number;
  /** null while the collection has never been published. */
  publishedRevision: number | null;
  /** Whether the site's draft navigation links to it (`/<urlId>`). */
  inNavigation: boolean;
}

/** `POST /api/owner/content/collections`. `urlSlug` goes through the `url-slug` filter; the title's is used without one. */
export interface ContentCollectionInput {
  title: string;
  type: ContentCollectionType;
  urlSlug?: string;
}

/** `201` of a collection (or an item) added. */
export interface ContentCreated {
  /** The collection's document key, or the item's id. */
  id: string;
  urlId: string;
  revision: number;
}

/** The sort orders of an item list: the collection's own order, title A to Z, last edited first. */
export const CONTENT_ITEM_SORTS = ['order', 'title', 'updated'] as const;
export type ContentItemSort = (typeof CONTENT_ITEM_SORTS)[number];

/** One item as `GET /api/owner/content/collections/{collection}/items` lists it (its draft). */
export interface ContentItemView {
  id: string;
  urlId: string;
  title: string;
  /** `published` (visible once the site is published), `scheduled`, `needs-review`, `draft`, `private`. */
  status: string;
  /** The record type's label: text (a post), event, store-item, image … */
  type: string;
  revision: number;
  publishedRevision: number | null;
  updatedAt: string;
  updatedBy: string;
  /** When a Scheduled item goes public (epoch ms); only on Scheduled items. */
  publishOn?: number;
}

/** The list's answer, with the collection's revision that `PUT …/order` names. */
export interface ContentItemList {
  collection: { key: string; type: string; revision: number };
  items: ContentItemView[];
}

/**
 * `POST /api/owner/content/collections/{collection}/items` for a post, event, gallery image:
 * `title` and the fields below. A products collection takes the product fields of
 * `POST /api/owner/content/products` instead (`title` may stand for `name`).
 */
export interface ContentItemInput {
  title: string;
  /** Made unique in the collection; from the title when left out. */
  urlId?: string;
  /** HTML, sanitised. */
  excerpt?: string;
  body?: string;
  tags?: string[];
  categories?: string[];
  status?: ItemStatus;
  /** Epoch ms; now when left out. */
  publishOn?: number;
  /** Events: epoch ms; a week from now at the hour, one hour long, when left out. */
  startDate?: number;
  endDate?: number;
  location?: { addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string };
  /** The item's image: a media library id (`m-…`); a gallery item needs one. */
  image?: string;
}

/**
 * `PUT /api/owner/content/collections/{collection}/items/{id}`: the fields that change and the
 * revision the edit started from (a product's: those of `PUT /api/owner/content/products/{id}`).
 */
export type ContentItemUpdate = Partial<ContentItemInput> & { revision: number };

/** `DELETE …/items/{id}`. */
export interface ContentItemDelete {
  revision: number;
}

/** `PUT /api/owner/content/collections/{collection}/order`: the collection's revision and every item id in the new order. */
export interface ContentOrderInput {
  revision: number;
  ids: string[];
}

/** A link of the site navigation. */
export interface ContentNavigationLink {
  title: string;
  url: string;
}

/** `GET /api/owner/content/navigation`, and the answer of each change: the draft's links and the site document's revision. */
export interface ContentNavigation {
  revision: number;
  links: ContentNavigationLink[];
}

/**
 * `PUT /api/owner/content/navigation`: one call for each change an editor makes. `links`
 * replaces the list (reorder, rename, remove); `add` appends a link to a collection (its title
 * and `/<urlId>`, unless already linked) or any link; `remove` takes out the links to a URL.
 * `revision` is the site document's; it may be left out for `add` and `remove`, which apply to
 * the list as it is then.
 */
export interface ContentNavigationChange {
  revision?: number;
  links?: ContentNavigationLink[];
  add?: { collection: string; title?: string } | ContentNavigationLink;
  remove?: string;
}
