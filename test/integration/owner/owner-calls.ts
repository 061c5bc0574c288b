/** Every owner call with a body that passes validation, and the permission it needs (null: any signed-in role). */
import type { Permission } from '../../../domain/website-roles';

export interface OwnerCall {
  method: string;
  path: string;
  body?: unknown;
  permission: Permission | null;
}

const RESTOCK = '/api/site-users/account/notifications/restock';

export const OWNER_CALLS: OwnerCall[] = [
  { method: 'GET', path: '/api/owner/me', permission: null },
  { method: 'GET', path: '/api/owner/inventory?sort=-stock&q=filler', permission: 'inventory.read' },
  {
    method: 'PUT',
    path: '/api/owner/inventory/prod-filler-01/FILL-01',
    body: { qtyInStock: 0, unlimited: false, seen: { qtyInStock: 0, unlimited: false } },
    permission: 'inventory.write',
  },
  { method: 'GET', path: '/api/owner/settings/inventory', permission: 'inventory.read' },
  {
    method: 'PUT',
    path: '/api/owner/settings/inventory',
    body: { scarcityOnProductPage: true, scarcityInBlocks: false, scarcityThreshold: 3, restockAutoSend: false },
    permission: 'store.settings',
  },
  { method: 'GET', path: '/api/owner/orders?q=ana', permission: 'orders.read' },
  { method: 'GET', path: '/api/owner/orders/1001', permission: 'orders.read' },
  {
    method: 'POST',
    path: '/api/owner/orders/1001/shipment',
    body: { carrier: 'UPS', trackingNumber: '1Z999' },
    permission: 'orders.fulfil',
  },
  // Subscriptions go with orders (the store has none: a role allowed through gets 404 for one).
  { method: 'GET', path: '/api/owner/subscriptions?status=active', permission: 'orders.read' },
  { method: 'GET', path: '/api/owner/subscriptions/00000000-0000-4000-8000-000000000000', permission: 'orders.read' },
  {
    method: 'POST',
    path: '/api/owner/subscriptions/00000000-0000-4000-8000-000000000000/cancel',
    body: { when: 'now' },
    permission: 'orders.fulfil',
  },
  { method: 'GET', path: '/api/owner/forms', permission: 'forms.read' },
  { method: 'GET', path: '/api/owner/forms/contact/submissions', permission: 'forms.read' },
  { method: 'GET', path: '/api/owner/forms/contact/submissions.csv', permission: 'forms.read' },
  { method: 'GET', path: `${RESTOCK}/groups`, permission: 'restock.read' },
  { method: 'GET', path: `${RESTOCK}?productId=prod-tee&variantId=var-tee-s`, permission: 'restock.read' },
  {
    method: 'POST',
    path: `${RESTOCK}/send`,
    body: { productId: 'prod-filler-02', variantId: 'var-filler-02' },
    permission: 'restock.send',
  },
  {
    method: 'POST',
    path: `${RESTOCK}/send/all`,
    body: { sendRequests: [{ productId: 'prod-filler-02', variantId: 'var-filler-02' }] },
    permission: 'restock.send',
  },
  { method: 'GET', path: '/api/owner/outbox', permission: 'outbox.read' },
  { method: 'GET', path: '/api/owner/analytics/summary?from=2026-03-01&to=2026-03-07', permission: 'analytics.read' },
  { method: 'GET', path: '/api/owner/api-keys', permission: 'apiKeys.manage' },
  {
    method: 'POST',
    path: '/api/owner/api-keys',
    body: { name: 'Feed exporter', role: 'viewer' },
    permission: 'apiKeys.manage',
  },
  { method: 'DELETE', path: '/api/owner/api-keys/00000000-0000-4000-8000-000000000000', permission: 'apiKeys.manage' },
  { method: 'GET', path: '/api/site-header-footer', permission: 'site.settings' },
  {
    method: 'PUT',
    path: '/api/site-header-footer',
    body: {
      header: { logo: null, navigation: [{ title: 'Shop', url: '/shop' }] },
      footer: { text: '', links: [], socialIcons: [] },
    },
    permission: 'site.settings',
  },
  { method: 'GET', path: '/api/multilingual/settings', permission: 'site.settings' },
  { method: 'GET', path: '/api/multilingual/status', permission: 'site.settings' },
  { method: 'PUT', path: '/api/multilingual/languages', body: { languages: [] }, permission: 'site.settings' },
];
