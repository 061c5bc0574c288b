/**
 * Every owner call the app makes, one function each, typed by the contract (README.md, "Owner API").
 *
 * @module
 */
import { ownerCall } from './owner-call';
import type { WebsiteRoleName } from '../../domain';
import type {
  AnalyticsSummary,
  ApiKey,
  HeldComment,
  FormSummary,
  InventoryProduct,
  InventorySettings,
  InventorySort,
  InventoryVariant,
  MarketingSettings,
  OrderDetail,
  OrderSummary,
  OutboxMail,
  Owner,
  Page,
  Shipment,
  SignUp,
  SignUpGroup,
  Submission,
} from './owner-types';

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
    ownerCall<{ owner: Owner }>('POST', '/api/owner/session', { email, password }, { quiet401: true }),
  signOut: () => ownerCall<void>('DELETE', '/api/owner/session', undefined, { quiet401: true }),
  me: () => ownerCall<{ owner: Owner }>('GET', '/api/owner/me', undefined, { quiet401: true }),

  inventory: (q: string, sort: InventorySort, cursor: string | null) =>
    ownerCall<Page & { products: InventoryProduct[] }>('GET', `/api/owner/inventory${query({ q, sort, cursor })}`),
  setStock: (itemId: string, sku: string, stock: { qtyInStock: number; unlimited: boolean }) =>
    ownerCall<{ variant: InventoryVariant; notified: number }>(
      'PUT',
      `/api/owner/inventory/${part(itemId)}/${part(sku)}`,
      stock,
    ),
  inventorySettings: () => ownerCall<InventorySettings>('GET', '/api/owner/settings/inventory'),
  saveInventorySettings: (settings: InventorySettings) =>
    ownerCall<InventorySettings>('PUT', '/api/owner/settings/inventory', settings),

  orders: (q: string, cursor: string | null) =>
    ownerCall<Page & { orders: OrderSummary[] }>('GET', `/api/owner/orders${query({ q, cursor })}`),
  order: (orderNumber: string) => ownerCall<OrderDetail>('GET', `/api/owner/orders/${part(orderNumber)}`),
  /** Marks the order shipped and emails the buyer (once per tracking number). */
  ship: (orderNumber: string, shipment: Shipment) =>
    ownerCall<{ order: OrderDetail; notified: boolean }>(
      'POST',
      `/api/owner/orders/${part(orderNumber)}/shipment`,
      shipment,
    ),

  forms: () => ownerCall<{ forms: FormSummary[] }>('GET', '/api/owner/forms'),
  submissions: (formId: string, cursor: string | null) =>
    ownerCall<Page & { form: { id: string; name: string }; submissions: Submission[] }>(
      'GET',
      `/api/owner/forms/${part(formId)}/submissions${query({ cursor })}`,
    ),
  submissionsCsvUrl: (formId: string) => `/api/owner/forms/${part(formId)}/submissions.csv`,

  restockGroups: (cursor: string | null) =>
    ownerCall<Page & { signUpGroups: SignUpGroup[] }>('GET', `${RESTOCK}/groups${query({ cursor })}`),
  restockSignUps: (productId: string, variantId: string, cursor: string | null) =>
    ownerCall<Page & { signUps: SignUp[] }>('GET', `${RESTOCK}${query({ productId, variantId, cursor })}`),
  sendRestock: (productId: string, variantId: string) =>
    ownerCall<{ sent: number }>('POST', `${RESTOCK}/send`, { productId, variantId }),
  sendRestockAll: (sendRequests: { productId: string; variantId: string }[]) =>
    ownerCall<{ sent: number }>('POST', `${RESTOCK}/send/all`, { sendRequests }),

  analyticsSummary: (from: string, to: string) =>
    ownerCall<AnalyticsSummary>('GET', `/api/owner/analytics/summary${query({ from, to })}`),
  outbox: (cursor: string | null) =>
    ownerCall<Page & { mails: OutboxMail[] }>('GET', `/api/owner/outbox${query({ cursor })}`),

  marketing: () => ownerCall<MarketingSettings>('GET', '/api/owner/settings/marketing'),
  saveMarketing: (pixelId: string | null) =>
    ownerCall<MarketingSettings>('PUT', '/api/owner/settings/marketing', { pixelId }),

  apiKeys: () => ownerCall<{ keys: ApiKey[] }>('GET', '/api/owner/api-keys'),
  createApiKey: (name: string, role: WebsiteRoleName) =>
    ownerCall<{ key: ApiKey; secret: string }>('POST', '/api/owner/api-keys', { name, role }),
  deleteApiKey: (id: string) => ownerCall<void>('DELETE', `/api/owner/api-keys/${part(id)}`),

  heldComments: (cursor: string | null) =>
    ownerCall<Page & { comments: HeldComment[] }>('GET', `/api/owner/comments${query({ cursor })}`),
  approveComment: (id: string) =>
    ownerCall<{ id: string; status: 'approved' }>('POST', `/api/owner/comments/${part(id)}/approve`),
  rejectComment: (id: string) =>
    ownerCall<{ id: string; status: 'rejected' }>('POST', `/api/owner/comments/${part(id)}/reject`),
  deleteComment: (id: string) => ownerCall<{ id: string; deleted: true }>('DELETE', `/api/owner/comments/${part(id)}`),
};

export type OwnerApi = typeof ownerApi;
