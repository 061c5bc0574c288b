/**
 * The collection, item and navigation calls of the site-building panels (README.md "Owner
 * content API", "Collections, items and the navigation"), typed by
 * domain/owner-content-items-api.ts. Documents, revisions and publishing are the editor's
 * calls (admin/editor `contentApi`). Each write names the revision it started from; a stale one
 * is a 409 `ApiCallError`.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import { query } from '../../api/owner-api';
import type {
  ContentCollectionInput,
  ContentCollectionView,
  ContentCreated,
  ContentItemInput,
  ContentItemList,
  ContentNavigation,
  ContentNavigationChange,
  ContentSaved,
  ContentDocumentView,
} from '../../../domain';

const CONTENT = '/api/owner/content';
const part = encodeURIComponent;

export const collectionsApi = {
  collections: () => ownerCall<{ collections: ContentCollectionView[] }>('GET', `${CONTENT}/collections`),
  createCollection: (input: ContentCollectionInput) =>
    ownerCall<ContentCreated>('POST', `${CONTENT}/collections`, input),
  items: (collection: string, q = '', status = '') =>
    ownerCall<ContentItemList>('GET', `${CONTENT}/collections/${part(collection)}/items${query({ q, status })}`),
  /** A post, event or gallery image, added at the end of the collection. */
  createItem: (collection: string, input: ContentItemInput) =>
    ownerCall<ContentCreated>('POST', `${CONTENT}/collections/${part(collection)}/items`, input),
  deleteItem: (collection: string, id: string, revision: number) =>
    ownerCall<ContentSaved>('DELETE', `${CONTENT}/collections/${part(collection)}/items/${part(id)}`, { revision }),
  /** Every item id in the new order, from the collection's revision (blog and events are ordered by date). */
  order: (collection: string, revision: number, ids: string[]) =>
    ownerCall<ContentSaved>('PUT', `${CONTENT}/collections/${part(collection)}/order`, { revision, ids }),
  navigation: () => ownerCall<ContentNavigation>('GET', `${CONTENT}/navigation`),
  changeNavigation: (change: ContentNavigationChange) =>
    ownerCall<ContentNavigation>('PUT', `${CONTENT}/navigation`, change),
};

/** A collection document's body as the panels read it (fixtures/README.md "collections"). */
export interface CollectionBody {
  id?: string;
  urlId?: string;
  title?: string;
  typeName?: string;
  type?: number;
  description?: string;
  body?: string;
  /** The keys of its items, in order. */
  items?: string[];
  galleryOptions?: Record<string, unknown>;
  [field: string]: unknown;
}

/** An item document's body as the panels read it. */
export interface ItemBody {
  id?: string;
  urlId?: string;
  title?: string;
  status?: string;
  publishOn?: number;
  assetUrl?: string;
  [field: string]: unknown;
}

/** The item keys of a collection, in order, from its draft. */
export function itemKeysOf(collection: ContentDocumentView): string[] {
  const body = collection.draft as CollectionBody | null;
  return Array.isArray(body?.items) ? body.items.map(String) : [];
}
