import type { ProductFormProps, ShownImage } from '../../domain';

/** What GET /api/commerce/products/{itemId}/quick-view answers (server/commerce/quick-view-routes.ts). */
export interface QuickViewData {
  id: string;
  title: string;
  fullUrl: string;
  /** The `product-price` formatter's markup (escaped by it). */
  priceHtml: string;
  image?: ShownImage;
  form: ProductFormProps;
}

export interface QuickViewProps {
  closeLabel: string;
  detailsLabel: string;
}

export const quickViewUrl = (itemId: string) => `/api/commerce/products/${encodeURIComponent(itemId)}/quick-view`;
export const recordQuickViewUrl = (itemId: string) => `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`;
