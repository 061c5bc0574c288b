/**
 * The owner API's answers that the server builds and the owner app (/config) reads: one
 * definition for both sides of the wire. Money is integer cents in the site's currency; dates
 * are ISO strings.
 *
 * @module
 */
import type { WebsiteRoleName } from './website-roles';

/** How the inventory list sorts: by name, stock or price, `-` for descending. */
export const INVENTORY_SORTS = ['name', '-name', 'stock', '-stock', 'price', '-price'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export interface InventoryVariant {
  sku: string;
  label: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number | null;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  restockSignUps: number;
}

export interface InventoryProduct {
  itemId: string;
  name: string;
  /** The spec's product type code (PRODUCT_TYPES). */
  productType: number;
  url: string;
  imageUrl: string | null;
  priceCents: number;
  stock: { total: number; unlimited: boolean };
  soldOut: boolean;
  variants: InventoryVariant[];
}

/** The owner's inventory settings: where scarcity shows, from what stock, and automatic restock notices. */
export interface InventorySettings {
  scarcityOnProductPage: boolean;
  scarcityInBlocks: boolean;
  scarcityThreshold: number;
  restockAutoSend: boolean;
}

/** What the owner enters when marking an order shipped. */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** An API key as listed: never its secret, only the prefix that identifies it. */
export interface ApiKey {
  id: string;
  name: string;
  role: WebsiteRoleName;
  roleLabel: string;
  prefix: string;
  createdOn: string;
  lastUsedOn: string | null;
}

/** A visitor's comment held for moderation (GET /api/owner/comments). */
export interface HeldComment {
  id: string;
  itemId: string;
  /** The post's title and path, when the site still has the post. */
  itemTitle: string;
  itemUrl: string | null;
  authorName: string;
  body: string;
  created: string;
}
