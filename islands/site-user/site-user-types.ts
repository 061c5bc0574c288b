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

export interface AccountData {
  siteUserId: string;
  email: string;
  orders: AccountOrderView[];
  restockSignUps: AccountRestockView[];
}

export type SiteUserProps =
  | { mode: 'sign-in'; next?: string; title?: string }
  | { mode: 'sign-up' }
  | { mode: 'forgot' }
  | { mode: 'reset'; token: string; valid: boolean }
  | { mode: 'account'; account: AccountData; xsrfToken: string };
