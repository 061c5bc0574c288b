/**
 * The owner API's answers, as README.md's "Owner API" (the contract with the server) defines them.
 * Money is integer cents with the site's currency; dates are ISO strings; cursors are opaque.
 *
 * @module
 */
import type { Permission, Shipment, WebsiteRoleName } from '../../domain';

export type {
  ApiKey,
  HeldComment,
  InventoryProduct,
  InventorySettings,
  InventorySort,
  InventoryVariant,
  Shipment,
} from '../../domain';

export interface Owner {
  email: string;
  role: WebsiteRoleName;
  roleCode: number;
  roleLabel: string;
  permissions: Permission[];
  site: { id: string; title: string; currency: string; locale: string; timeZone: string; visitorMetrics: boolean };
}

/** One page of a list the server pages with cursors. */
export interface Page {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface OrderSummary {
  id: string;
  orderNumber: number;
  createdOn: string;
  email: string;
  itemCount: number;
  grandTotalCents: number;
  currency: string;
  testMode: boolean;
  isSubscription: boolean;
  /** When the owner marked it shipped, or null. */
  shippedOn: string | null;
}

export interface OrderItem {
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  additionalFields: unknown;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  chargedCents: number;
  couponCodes: string[];
  shippingAddress: Record<string, unknown> | null;
  shippingOptionId: string | null;
  payment: { provider: string; id: string | null };
  giftCards: { code: string; amountCents: number; balanceCents: number }[];
  shipment: Shipment | null;
}

export interface FormSummary {
  id: string;
  name: string;
  submissionCount: number;
  lastSubmittedOn: string | null;
}

export interface Submission {
  id: string;
  submittedOn: string;
  pagePath: string;
  pageTitle: string;
  answers: { fieldId: string; title: string; type: string; text: string }[];
}

export interface SignUpGroup {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  signUps: number;
  inStock: boolean;
}

export interface SignUp {
  email: string;
  joinMailingList: boolean;
  createdOn: string;
  notifiedOn: string | null;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  deliveredAt: string | null;
  lastError: string | null;
}

/** `GET /api/owner/analytics/summary`: the figures of a date range in the site's time zone. */
export interface AnalyticsSummary {
  from: string;
  to: string;
  timeZone: string;
  days: { date: string; visits: number; pageViews: number; uniqueVisitors: number }[];
  totals: {
    visits: number;
    pageViews: number;
    uniqueVisitors: number;
    productViews: number;
    productViewVisits: number;
    orders: number;
    conversionRate: number;
  };
  topPages: { path: string; views: number }[];
  topProductsAddedToCart: { itemId: string; title: string | null; adds: number; quantity: number }[];
}

/** GET/PUT /api/owner/settings/marketing: the feeds' stable URLs and the ad pixel id. */
export interface MarketingSettings {
  pixelId: string | null;
  feeds: { instagram: string; dynamicAds: string };
}
