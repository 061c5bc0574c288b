/**
 * Every owner call the app makes, one function each, typed by the answers the server builds
 * (domain/owner-api*.ts, shared with the server's routes; the calls' contract is README.md's
 * "Owner API").
 *
 * @module
 */
import { ownerCall } from './owner-call';
import type {
  AnalyticsSummary,
  ApiKeyList,
  CancelRequest,
  ChangedOrder,
  CommentModerated,
  CreatedApiKey,
  FormList,
  HeldCommentsPage,
  InventoryPage,
  InventorySettings,
  InventorySort,
  MarketingSettings,
  NewsletterCounts,
  OrderDetail,
  OrderFilter,
  OrdersPage,
  OutboxPage,
  OwnerAnswer,
  RefundRequest,
  RestockSignUpsPage,
  SentCount,
  Shipment,
  ShippedOrder,
  SignUpGroupsPage,
  StockSet,
  StockSetInput,
  SubmissionsPage,
  SubscriptionCancelRequest,
  SubscriptionCancelledByOwner,
  SubscriptionDetail,
  SubscriptionStatus,
  SubscriptionsPage,
  WebsiteRoleName,
} from '../../domain';

const RESTOCK = '/api/site-users/account/notifications/restock';

/** `?a=1&b=2` of the parameters that have a value, or ''. */
export function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const part = encodeURIComponent;

export const ownerApi = {
  signIn: (email: string, password: string) =>
    ownerCall<OwnerAnswer>('POST', '/api/owner/session', { email, password }, { quiet401: true }),
  signOut: () => ownerCall<void>('DELETE', '/api/owner/session', undefined, { quiet401: true }),
  me: () => ownerCall<OwnerAnswer>('GET', '/api/owner/me', undefined, { quiet401: true }),

  inventory: (q: string, sort: InventorySort, cursor: string | null) =>
    ownerCall<InventoryPage>('GET', `/api/owner/inventory${query({ q, sort, cursor })}`),
  /** A 409 (`StockConflict` in the error's body) when the stock is no longer `stock.seen`. */
  setStock: (itemId: string, sku: string, stock: StockSetInput) =>
    ownerCall<StockSet>('PUT', `/api/owner/inventory/${part(itemId)}/${part(sku)}`, stock),
  inventorySettings: () => ownerCall<InventorySettings>('GET', '/api/owner/settings/inventory'),
  saveInventorySettings: (settings: InventorySettings) =>
    ownerCall<InventorySettings>('PUT', '/api/owner/settings/inventory', settings),

  orders: (q: string, cursor: string | null, status: OrderFilter | '' = '') =>
    ownerCall<OrdersPage>('GET', `/api/owner/orders${query({ q, status, cursor })}`),
  order: (orderNumber: string) => ownerCall<OrderDetail>('GET', `/api/owner/orders/${part(orderNumber)}`),
  /** Marks the order shipped and emails the buyer (once per tracking number). */
  ship: (orderNumber: string, shipment: Shipment) =>
    ownerCall<ShippedOrder>('POST', `/api/owner/orders/${part(orderNumber)}/shipment`, shipment),
  /** Refunds through the payment provider and mails the buyer; one `key` per click, so a repeat refunds once. */
  refund: (orderNumber: string, refund: RefundRequest) =>
    ownerCall<ChangedOrder>('POST', `/api/owner/orders/${part(orderNumber)}/refund`, refund),
  /** Cancels the order, refunding what is left, and mails the buyer. */
  cancelOrder: (orderNumber: string, cancel: CancelRequest) =>
    ownerCall<ChangedOrder>('POST', `/api/owner/orders/${part(orderNumber)}/cancel`, cancel),

  subscriptions: (q: string, cursor: string | null, status: SubscriptionStatus | '' = '') =>
    ownerCall<SubscriptionsPage>('GET', `/api/owner/subscriptions${query({ q, status, cursor })}`),
  subscription: (id: string) => ownerCall<SubscriptionDetail>('GET', `/api/owner/subscriptions/${part(id)}`),
  /** Cancels at the end of the paid period or now, and mails the buyer (once). */
  cancelSubscription: (id: string, cancel: SubscriptionCancelRequest) =>
    ownerCall<SubscriptionCancelledByOwner>('POST', `/api/owner/subscriptions/${part(id)}/cancel`, cancel),

  forms: () => ownerCall<FormList>('GET', '/api/owner/forms'),
  submissions: (formId: string, cursor: string | null) =>
    ownerCall<SubmissionsPage>('GET', `/api/owner/forms/${part(formId)}/submissions${query({ cursor })}`),
  submissionsCsvUrl: (formId: string) => `/api/owner/forms/${part(formId)}/submissions.csv`,

  restockGroups: (cursor: string | null) => ownerCall<SignUpGroupsPage>('GET', `${RESTOCK}/groups${query({ cursor })}`),
  restockSignUps: (productId: string, variantId: string, cursor: string | null) =>
    ownerCall<RestockSignUpsPage>('GET', `${RESTOCK}${query({ productId, variantId, cursor })}`),
  sendRestock: (productId: string, variantId: string) =>
    ownerCall<SentCount>('POST', `${RESTOCK}/send`, { productId, variantId }),
  sendRestockAll: (sendRequests: { productId: string; variantId: string }[]) =>
    ownerCall<SentCount>('POST', `${RESTOCK}/send/all`, { sendRequests }),

  analyticsSummary: (from: string, to: string) =>
    ownerCall<AnalyticsSummary>('GET', `/api/owner/analytics/summary${query({ from, to })}`),
  outbox: (cursor: string | null) => ownerCall<OutboxPage>('GET', `/api/owner/outbox${query({ cursor })}`),

  marketing: () => ownerCall<MarketingSettings>('GET', '/api/owner/settings/marketing'),
  saveMarketing: (pixelId: string | null) =>
    ownerCall<MarketingSettings>('PUT', '/api/owner/settings/marketing', { pixelId }),

  newsletter: () => ownerCall<NewsletterCounts>('GET', '/api/owner/newsletter'),
  /** `issueKey` makes a repeated send of one issue mail nobody twice. */
  sendNewsletter: (letter: { subject: string; body: string; issueKey: string }) =>
    ownerCall<SentCount>('POST', '/api/owner/newsletter/send', letter),

  apiKeys: () => ownerCall<ApiKeyList>('GET', '/api/owner/api-keys'),
  createApiKey: (name: string, role: WebsiteRoleName) =>
    ownerCall<CreatedApiKey>('POST', '/api/owner/api-keys', { name, role }),
  deleteApiKey: (id: string) => ownerCall<void>('DELETE', `/api/owner/api-keys/${part(id)}`),

  heldComments: (cursor: string | null) =>
    ownerCall<HeldCommentsPage>('GET', `/api/owner/comments${query({ cursor })}`),
  approveComment: (id: string) => ownerCall<CommentModerated>('POST', `/api/owner/comments/${part(id)}/approve`),
  rejectComment: (id: string) => ownerCall<CommentModerated>('POST', `/api/owner/comments/${part(id)}/reject`),
  deleteComment: (id: string) => ownerCall<CommentModerated>('DELETE', `/api/owner/comments/${part(id)}`),
};

export type OwnerApi = typeof ownerApi;
