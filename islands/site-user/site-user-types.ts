/** The props of the site-user island, one shape per page (server/routes/site-user-pages.ts). */
export interface AccountOrderView {
  orderNumber: number;
  placedText: string;
  totalText: string;
  items: { productName: string; quantity: number }[];
}

export interface AccountRestockView {
  productTitle: string;
  variantText: string;
  productUrl: string | null;
}

/** server/subscriptions/account-subscriptions.ts */
export interface AccountSubscriptionView {
  id: string;
  productName: string;
  quantity: number;
  planText: string;
  status: 'active' | 'cancelled' | 'completed' | 'stopped';
  statusText: string;
  dateText: string;
  cancellable: boolean;
}

export interface AccountData {
  siteUserId: string;
  email: string;
  orders: AccountOrderView[];
  restockSignUps: AccountRestockView[];
  subscriptions?: AccountSubscriptionView[];
}

export type SiteUserProps =
  | { mode: 'sign-in'; next?: string; title?: string }
  | { mode: 'sign-up' }
  | { mode: 'forgot' }
  | { mode: 'reset'; token: string; valid: boolean }
  | { mode: 'account'; account: AccountData; xsrfToken: string };
