/**
 * The products panel's calls: issue 23's create and edit, and the list, one product,
 * duplicate and delete of server/content/product-routes.ts (types in
 * domain/owner-content-products.ts), the item status and a library image's focal point.
 *
 * @module
 */
import { ownerCall } from '../../api/owner-call';
import { query } from '../../api/owner-api';
import type {
  ContentProductCreated,
  ContentSaved,
  FocalPoint,
  MediaView,
  ProductEditFields,
  ProductList,
  ProductSort,
  ProductStatusFilter,
  ProductView,
} from '../../../domain';

const PRODUCTS = '/api/owner/content/products';
const part = encodeURIComponent;

export interface ProductFilter {
  q: string;
  type: string;
  status: ProductStatusFilter | '';
  sort: ProductSort;
}

export const productApi = {
  list: (filter: ProductFilter) =>
    ownerCall<ProductList>(
      'GET',
      `${PRODUCTS}${query({ q: filter.q, type: filter.type, status: filter.status, sort: filter.sort })}`,
    ),
  get: (id: string) => ownerCall<ProductView>('GET', `${PRODUCTS}/${part(id)}`),
  create: (fields: {
    name: string;
    productType: number;
    variants: ProductEditFields['variants'];
    collection?: string;
  }) => ownerCall<ContentProductCreated>('POST', PRODUCTS, fields),
  /** A 409 (`ContentConflict`) when `revision` is stale. */
  save: (id: string, revision: number, fields: Partial<ProductEditFields>) =>
    ownerCall<ContentSaved>('PUT', `${PRODUCTS}/${part(id)}`, { ...fields, revision }),
  duplicate: (id: string) => ownerCall<ContentProductCreated>('POST', `${PRODUCTS}/${part(id)}/duplicate`),
  remove: (id: string, revision: number) =>
    ownerCall<ContentSaved>('DELETE', `${PRODUCTS}/${part(id)}${query({ revision: String(revision) })}`),
  setStatus: (key: string, revision: number, status: string) =>
    ownerCall<ContentSaved>('PUT', `/api/owner/content/items/${key.split('/').map(part).join('/')}/status`, {
      revision,
      status,
    }),
  focalPoint: (mediaId: string, focalPoint: FocalPoint) =>
    ownerCall<MediaView>('PATCH', `/api/owner/content/media/${part(mediaId)}`, { focalPoint }),
};

/** The spec's product types (§3 codes) in the owner's words. */
export const PRODUCT_TYPE_NAMES: Record<number, string> = {
  1: 'Physical',
  2: 'Digital',
  3: 'Service',
  4: 'Gift card',
  5: 'Paywall',
};
