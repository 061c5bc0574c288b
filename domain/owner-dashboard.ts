/**
 * The home of /config (issue 24): what an owner wants on arrival, `GET /api/owner/dashboard`.
 * Each part is null when the owner's role may not read it (orders, stock, moderation, forms).
 *
 * @module
 */
import type { FormStatus } from './owner-api-sales';

export interface DashboardToday {
  /** Orders placed since midnight in the site's time zone. */
  orders: number;
  /** Their grand totals, in integer cents of `currency`. */
  salesCents: number;
  currency: string;
}

export interface DashboardLowStock {
  itemId: string;
  sku: string;
  name: string;
  /** The variant's option values, `S / Olive`; '' for a product of one variant. */
  variant: string;
  qtyInStock: number;
}

export interface DashboardWaiting {
  /** Product reviews held for the owner's decision. */
  reviews: number;
  /** Blog comments pending. */
  comments: number;
  /** Content items whose status is Needs Review. */
  items: { key: string; title: string }[];
}

export interface DashboardSubmission {
  id: string;
  formId: string;
  /** The form as the owner named it (its id when the site no longer knows it). */
  formName: string;
  /** A deleted form's submissions stay listed; the owner's views mark its name. */
  formStatus: FormStatus;
  pageTitle: string;
  /** The page it was sent from: a footer's form (the newsletter's) is on every page. */
  pagePath: string;
  created: string;
}

export interface OwnerDashboard {
  today: DashboardToday | null;
  /** Variants at or below the scarcity threshold (the inventory settings'), fewest first, at most 10. */
  lowStock: { threshold: number; variants: DashboardLowStock[] } | null;
  waiting: DashboardWaiting | null;
  /** The five newest form submissions. */
  submissions: DashboardSubmission[] | null;
}
