/**
 * The owner API's answers about what the store took in: orders, form submissions and restock
 * sign-ups (see owner-api.ts for the conventions).
 *
 * @module
 */
import type { CursorPage } from './owner-api';

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

/** `GET /api/owner/orders`. */
export interface OrdersPage extends CursorPage {
  orders: OrderSummary[];
}

export interface OrderItem {
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The buyer's answers to the product's additional fields, as the cart stored them; null for none. */
  additionalFields: unknown;
}

/** What the owner enters when marking an order shipped. */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** `GET /api/owner/orders/:orderNumber`. */
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

/** `POST /api/owner/orders/:orderNumber/shipment`: the order as it now stands, and whether the buyer was mailed. */
export interface ShippedOrder {
  order: OrderDetail;
  notified: boolean;
}

export interface FormSummary {
  id: string;
  name: string;
  submissionCount: number;
  lastSubmittedOn: string | null;
}

/** `GET /api/owner/forms`. */
export interface FormList {
  forms: FormSummary[];
}

export interface Submission {
  id: string;
  submittedOn: string;
  pagePath: string;
  pageTitle: string;
  answers: { fieldId: string; title: string; type: string; text: string }[];
}

/** `GET /api/owner/forms/:formId/submissions`. */
export interface SubmissionsPage extends CursorPage {
  form: { id: string; name: string };
  submissions: Submission[];
}

export interface SignUpGroup {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  signUps: number;
  inStock: boolean;
}

/** `GET /api/site-users/account/notifications/restock/groups`. */
export interface SignUpGroupsPage extends CursorPage {
  signUpGroups: SignUpGroup[];
}

/** One visitor waiting for a variant (the owner's view of a restock sign-up). */
export interface OwnerRestockSignUp {
  email: string;
  joinMailingList: boolean;
  createdOn: string;
  notifiedOn: string | null;
}

/** `GET /api/site-users/account/notifications/restock?productId=&variantId=`. */
export interface RestockSignUpsPage extends CursorPage {
  signUps: OwnerRestockSignUp[];
}
