/**
 * The shape of a store item as content carries it (spec §3 "Product", "Variant") and the
 * accessors every commerce rule shares. Content is untrusted JSON, so every accessor checks types.
 */
import { isRecord } from './json';
import type { MoneyNode } from './money';

import { PRODUCT_TYPES } from './enums';

export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

export interface Variant {
  sku?: string;
  id?: string;
  attributes?: Record<string, string>;
  optionValues?: { optionName?: string; value: string }[];
  price?: number | string;
  salePrice?: number | string;
  priceMoney?: MoneyNode;
  salePriceMoney?: MoneyNode;
  onSale?: boolean;
  qtyInStock?: number | string;
  unlimited?: boolean;
  pricingOptions?: unknown[];
}

export interface StructuredContent {
  productType?: number;
  variants?: Variant[];
  variantOptionOrdering?: string[];
  priceMoney?: MoneyNode;
  salePriceMoney?: MoneyNode;
  onSale?: boolean;
  isSubscribable?: boolean | string;
  subscriptionPlan?: { billingPeriod?: { value?: number; unit?: string }; numBillingCycles?: number };
  additionalFieldsFormId?: string;
  additionalFieldsForm?: unknown;
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
}

export interface Product {
  id?: string;
  title?: string;
  name?: string;
  structuredContent?: StructuredContent;
}

export function structuredContent(item: unknown): StructuredContent {
  return isRecord(item) && isRecord(item.structuredContent) ? (item.structuredContent as StructuredContent) : {};
}

/**
 * 1 to 4 as content says; anything else is "undefined" for the rules (language reference
 * §12.1). A string reads as the template language reads numbers ("1" is physical, as
 * `item-classes` always read it), so every rule agrees on odd content (domain/README.md).
 */
export function productType(item: unknown): number | undefined {
  const raw: unknown = structuredContent(item).productType;
  const type = typeof raw === 'string' ? (raw.includes('.') ? parseFloat(raw) : parseInt(raw, 10)) : raw;
  return type === 1 || type === 2 || type === 3 || type === 4 ? type : undefined;
}

export function variants(item: unknown): Variant[] {
  const list = structuredContent(item).variants;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** A store item: its structured content carries a variants list (which may be empty). */
export function isProduct(item: unknown): boolean {
  return Array.isArray(structuredContent(item).variants);
}

/** Physical and service products hold stock per variant. */
export function isStockedType(type: number | undefined): boolean {
  return type === PRODUCT_TYPES.physical || type === PRODUCT_TYPES.service;
}

/** Only physical products ship: a download, gift card, service or membership has nothing to send. */
export function isShippedType(type: number | undefined): boolean {
  return type === PRODUCT_TYPES.physical;
}

/** toFlag of isSubscribable: the string "true" counts. */
export function isSubscribable(item: unknown): boolean {
  const flag = structuredContent(item).isSubscribable;
  return flag === true || flag === 'true';
}

export function stockOf(variant: Variant): number {
  const qty = variant.qtyInStock;
  const n = typeof qty === 'number' ? qty : typeof qty === 'string' ? parseInt(qty, 10) : 0;
  return Number.isFinite(n) ? n : 0;
}
