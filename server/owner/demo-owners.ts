/**
 * The demo site's owners, created at start when missing (README.md "Owner sign-in"). For local
 * use only: the passwords are public.
 */
import type { NewOwner } from './accounts';

export const DEMO_OWNERS: { siteId: string; owner: NewOwner }[] = [
  { siteId: 'demo', owner: { email: 'owner@northwind.test', password: 'northwind-owner', role: 'admin' } },
  { siteId: 'demo', owner: { email: 'manager@northwind.test', password: 'northwind-manager', role: 'storeManager' } },
  // Reporting: the role that reads Analytics (and orders) and nothing else.
  { siteId: 'demo', owner: { email: 'reports@northwind.test', password: 'northwind-reports', role: 'reporting' } },
  // Moderator: the role that decides on visitors' comments (Comments panel) and nothing else.
  { siteId: 'demo', owner: { email: 'moderator@northwind.test', password: 'northwind-moderator', role: 'moderator' } },
];
