/**
 * The owner API's answers that the server builds and the owner app (/config) reads: one
 * definition for both sides of the wire (the server's builders return these types, the owner
 * app's calls read them, and test/architecture/api-shapes.test-d.ts checks both). Money is
 * integer cents in the site's currency; dates are ISO strings; cursors are opaque.
 * Orders, forms and restock are in owner-api-sales.ts; moderation, analytics, the outbox and
 * the site settings in owner-api-site.ts.
 *
 * @module
 */
import type { Permission, WebsiteRoleName } from './website-roles';

/** Who is calling (`GET /api/owner/me`, and sign-in's `{ owner }`), on which site. */
export interface Owner {
  /** Null for an API key, which has no email. */
  email: string | null;
  role: WebsiteRoleName;
  roleCode: number;
  roleLabel: string;
  permissions: Permission[];
  site: {
    id: string;
    title: string;
    currency: string;
    locale: string;
    timeZone: string;
    visitorMetrics: boolean;
    vanillaFormHandler: boolean;
  };
}

/** `{ owner }`: what sign-in and `GET /api/owner/me` answer. */
export interface OwnerAnswer {
  owner: Owner;
}

/** One page of a list the server pages with cursors. */
export interface CursorPage {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

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

/** `GET /api/owner/inventory`. */
export interface InventoryPage extends CursorPage {
  products: InventoryProduct[];
}

/** A variant's stock: a number, or unlimited (the number does not count then). */
export interface StockLevelInput {
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * `PUT /api/owner/inventory/:itemId/:sku` sends the new level and the level the owner `seen`
 * before editing: when the stock is no longer that (a sale or another owner came in between)
 * nothing changes and the call answers `409` `StockConflict`.
 */
export interface StockSetInput extends StockLevelInput {
  seen: StockLevelInput;
}

/** `PUT /api/owner/inventory/:itemId/:sku`: the variant as it now stands, and how many sign-ups were mailed. */
export interface StockSet {
  variant: InventoryVariant;
  notified: number;
}

/** `409` of a stock edit whose `seen` level is stale: the variant as it now stands, nothing written. */
export interface StockConflict {
  error: string;
  variant: InventoryVariant;
}

/** The owner's inventory settings: where scarcity shows, from what stock, and automatic restock notices. */
export interface InventorySettings {
  scarcityOnProductPage: boolean;
  scarcityInBlocks: boolean;
  scarcityThreshold: number;
  restockAutoSend: boolean;
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

/** `GET /api/owner/api-keys`. */
export interface ApiKeyList {
  keys: ApiKey[];
}

/** `POST /api/owner/api-keys`: the new key, with its secret this once. */
export interface CreatedApiKey {
  key: ApiKey;
  secret: string;
}

/** GET/PUT /api/owner/settings/marketing: the feeds' stable URLs and the ad pixel id. */
export interface MarketingSettings {
  pixelId: string | null;
  feeds: { instagram: string; dynamicAds: string };
}

/** `GET /api/owner/newsletter`: how many readers the list has, and how many left it. */
export interface NewsletterCounts {
  subscribed: number;
  unsubscribed: number;
}

/** What a call that mails answers (a newsletter issue, restock notices): how many mails went out. */
export interface SentCount {
  sent: number;
}
