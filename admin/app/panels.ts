/**
 * The panels of /config, in navigation order. Adding a panel is one entry here: its path under
 * /config, its label, the permission that shows it, and its component (which reads the rest of
 * the path from the router). Settings and Analytics are added by their issues the same way.
 *
 * @module
 */
import { AnalyticsPanel } from '../panels/analytics';
import { ApiKeysPanel } from '../panels/api-keys';
import { CommentsPanel } from '../panels/comments';
import { ContentPanel } from '../panels/content';
import { FormsPanel } from '../panels/forms';
import { HeaderFooterPanel } from '../panels/header-footer';
import { InventoryPanel } from '../panels/inventory';
import { LanguagesPanel } from '../panels/languages';
import { MediaPanel } from '../panels/media';
import { MarketingPanel } from '../panels/marketing';
import { OrdersPanel } from '../panels/orders';
import { OutboxPanel } from '../panels/outbox';
import { RestockPanel } from '../panels/restock';
import { ReviewsPanel } from '../panels/reviews';
import { TranslationsPanel } from '../panels/translations';
import { NewsletterPanel } from '../panels/newsletter';
import { ProductsPanel } from '../panels/products';
import { StylesPanel } from '../panels/styles';
import { SubscriptionsPanel } from '../panels/subscriptions';
import type { ComponentType } from 'react';
import type { Owner } from '../../domain';
import type { Permission } from '../../domain';

export interface PanelEntry {
  /** The first path segment after /config. */
  path: string;
  label: string;
  permission: Permission;
  Component: ComponentType<{ segments: string[] }>;
  /** Whether the site has the panel at all (a beta flag); every site when absent. */
  shownFor?(owner: Owner): boolean;
}

export const PANELS: readonly PanelEntry[] = [
  { path: 'products', label: 'Products', permission: 'content.read', Component: ProductsPanel },
  { path: 'inventory', label: 'Inventory', permission: 'inventory.read', Component: InventoryPanel },
  { path: 'orders', label: 'Orders', permission: 'orders.read', Component: OrdersPanel },
  // Subscriptions are paid by orders: whoever reads orders reads them, whoever refunds cancels them.
  { path: 'subscriptions', label: 'Subscriptions', permission: 'orders.read', Component: SubscriptionsPanel },
  { path: 'forms', label: 'Form submissions', permission: 'forms.read', Component: FormsPanel },
  { path: 'restock', label: 'Restock notifications', permission: 'restock.read', Component: RestockPanel },
  { path: 'comments', label: 'Comments', permission: 'moderation', Component: CommentsPanel },
  { path: 'outbox', label: 'Outbox', permission: 'outbox.read', Component: OutboxPanel },
  { path: 'reviews', label: 'Product reviews', permission: 'moderation', Component: ReviewsPanel },
  { path: 'newsletter', label: 'Newsletter', permission: 'forms.read', Component: NewsletterPanel },
  {
    path: 'analytics',
    label: 'Analytics',
    permission: 'analytics.read',
    Component: AnalyticsPanel,
    shownFor: (owner) => owner.site.visitorMetrics,
  },
  { path: 'content', label: 'Pages and content', permission: 'content.read', Component: ContentPanel },
  { path: 'media', label: 'Media library', permission: 'content.read', Component: MediaPanel },
  { path: 'styles', label: 'Site styles', permission: 'content.write', Component: StylesPanel },
  { path: 'header-footer', label: 'Header and footer', permission: 'site.settings', Component: HeaderFooterPanel },
  { path: 'languages', label: 'Languages', permission: 'site.settings', Component: LanguagesPanel },
  { path: 'translations', label: 'Translations', permission: 'content.read', Component: TranslationsPanel },
  { path: 'marketing', label: 'Feeds and pixel', permission: 'store.settings', Component: MarketingPanel },
  { path: 'api-keys', label: 'API keys', permission: 'apiKeys.manage', Component: ApiKeysPanel },
];
