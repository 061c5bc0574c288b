/**
 * One product as the product editor edits it (`GET /api/owner/content/products/{id}`): every
 * field the storefront shows, from the item's draft, with its images, the site's forms it may
 * ask, its status and revisions.
 */
import { DEFAULT_FOCAL_POINT, itemStatusOf, type ProductImageView, type ProductView } from '../../domain';
import { productFields } from './product-document';
import { currencyOf, productRow } from './products';
import type { ContentStore } from './content-store';
import type { Site } from '../sites/types';

type Json = Record<string, unknown>;

const texts = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

export async function productView(store: ContentStore, site: Site, id: string): Promise<ProductView> {
  const row = await productRow(store.db, site.id, id);
  const doc = await store.document(site.id, 'item', row.key);
  const item = row.previous;
  const content = (item.structuredContent as Json | undefined) ?? {};
  const fields = productFields(item);
  const images: ProductImageView[] = ((item.items as Json[] | undefined) ?? []).map((image) => ({
    id: String(image.id),
    assetUrl: String(image.assetUrl ?? ''),
    altText: String(image.altText ?? ''),
    mediaFocalPoint: (image.mediaFocalPoint as ProductImageView['mediaFocalPoint'] | undefined) ?? DEFAULT_FOCAL_POINT,
    library: String(image.id).startsWith('m-'),
  }));
  return {
    id: String(item.id),
    key: row.key,
    url: `/${row.key.slice(0, row.key.indexOf('/'))}/${String(item.urlId)}`,
    fields: {
      name: fields.name,
      productType: fields.productType,
      descriptionHtml: typeof item.body === 'string' ? item.body : '',
      urlId: String(item.urlId ?? ''),
      variants: fields.variants,
      optionOrder: fields.optionOrder ?? Object.keys(fields.variants[0]?.attributes ?? {}),
      images: fields.images,
      tags: texts(item.tags),
      categories: texts(item.categories),
      addButtonText: content.useCustomAddButtonText === true ? String(content.customAddButtonText ?? '') : '',
      additionalFieldsFormId:
        typeof content.additionalFieldsFormId === 'string' ? content.additionalFieldsFormId : null,
      isSubscribable: fields.isSubscribable,
      ...(fields.subscriptionPlan ? { subscriptionPlan: fields.subscriptionPlan } : {}),
    },
    images,
    forms: [...site.forms.entries()].map(([formId, form]) => ({ id: formId, name: String(form.name ?? formId) })),
    currency: currencyOf(site),
    status: itemStatusOf(item),
    revision: doc?.revision ?? row.revision,
    publishedRevision: doc?.publishedRevision ?? null,
  };
}
