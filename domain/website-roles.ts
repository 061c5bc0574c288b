/**
 * Website roles (spec §3) and what each may do at /config and through the owner API. The spec
 * numbers the roles but shows no permissions; this table is ours (README.md "Owner roles").
 * The server checks it on every owner call; the owner app reads it only to hide what a role
 * cannot use.
 *
 * @module
 */

import { WEBSITE_ROLES } from './enums';

/** The role codes of spec §3, owned by enums.ts with the other enumerations. */
export { WEBSITE_ROLES };

export type WebsiteRoleName = keyof typeof WEBSITE_ROLES;
export type WebsiteRole = (typeof WEBSITE_ROLES)[WebsiteRoleName];

/** What owner calls need. `.read` never changes anything; the others do. */
export const PERMISSIONS = [
  'inventory.read',
  'inventory.write',
  'orders.read',
  'orders.fulfil',
  'forms.read',
  'restock.read',
  'restock.send',
  'outbox.read',
  'apiKeys.manage',
  'store.settings',
  'site.settings',
  'analytics.read',
  'moderation',
  'billing',
  'newsletter.send',
  // The site's content (issue 23, /api/owner/content): reading drafts, editing pages and the
  // rest, editing products, publishing, and reading the content audit log.
  'content.read',
  'content.write',
  'products.write',
  'content.publish',
  'audit.read',
  // The site's code: its templates and asset files other than images, fonts and sounds
  // (domain/site-code.ts). They print raw HTML into every page and mail, so admins alone.
  'code.write',
  // Gift card codes whole where the owner side shows mail as sent (the outbox): a code spends its
  // balance, so admins alone; every other role sees each code's ending (domain/gift-card-ending.ts).
  'giftCardCodes.whole',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const READ_ONLY: Permission[] = [
  'inventory.read',
  'orders.read',
  'forms.read',
  'restock.read',
  'outbox.read',
  'analytics.read',
  'content.read',
];

/** Scheduling roles exist in the enumeration, but we have no scheduling feature: they see nothing. */
export const ROLE_PERMISSIONS: Record<WebsiteRoleName, readonly Permission[]> = {
  admin: PERMISSIONS,
  billing: ['orders.read', 'billing'],
  reporting: ['analytics.read', 'orders.read'],
  editor: ['site.settings', 'forms.read', 'content.read', 'content.write', 'products.write', 'content.publish'],
  moderator: ['moderation'],
  commenter: [],
  storeManager: [
    'inventory.read',
    'inventory.write',
    'orders.read',
    'orders.fulfil',
    'restock.read',
    'restock.send',
    'outbox.read',
    'store.settings',
    'forms.read',
    'content.read',
    'products.write',
    'content.publish',
  ],
  scheduling: [],
  viewer: READ_ONLY,
  campaignsEditor: ['forms.read', 'outbox.read', 'newsletter.send'],
  schedulingViewer: [],
  schedulingEditor: [],
};

const NAME_BY_CODE = new Map<number, WebsiteRoleName>(
  Object.entries(WEBSITE_ROLES).map(([name, code]) => [code, name as WebsiteRoleName]),
);

/** The role of a code, or undefined for a number that names no role. */
export function roleName(code: number): WebsiteRoleName | undefined {
  return NAME_BY_CODE.get(code);
}

/** The role named `name` (as in the table above), or undefined. */
export function roleCode(name: string): WebsiteRole | undefined {
  return Object.hasOwn(WEBSITE_ROLES, name) ? WEBSITE_ROLES[name as WebsiteRoleName] : undefined;
}

export function roleCan(role: WebsiteRoleName | WebsiteRole, permission: Permission): boolean {
  const name = typeof role === 'number' ? roleName(role) : role;
  return name !== undefined && ROLE_PERMISSIONS[name].includes(permission);
}

/** How the owner app labels a role. */
export const ROLE_LABELS: Record<WebsiteRoleName, string> = {
  admin: 'Administrator',
  billing: 'Billing',
  reporting: 'Reporting',
  editor: 'Editor',
  moderator: 'Moderator',
  commenter: 'Commenter',
  storeManager: 'Store manager',
  scheduling: 'Scheduling',
  viewer: 'Viewer',
  campaignsEditor: 'Campaigns editor',
  schedulingViewer: 'Scheduling viewer',
  schedulingEditor: 'Scheduling editor',
};
