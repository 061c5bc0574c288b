/**
 * The owner API's answers have one definition (domain/owner-api*.ts) that both sides use: each
 * line below says, for one call, that the server's route answers exactly that type and that the
 * owner app's call reads exactly that type. `tsc` compiles this file (typecheck.test.ts runs it
 * with `npm test`), so a server that sends another shape, or an owner app that reads one, fails.
 * The route factories leave their return type to inference (see shape-checks.ts).
 */
import type { OwnerApi } from '../../admin/api/owner-api';
import type { headerFooterApi } from '../../admin/panels/header-footer/header-footer-api';
import type { languagesApi } from '../../admin/panels/languages/languages-api';
import type { reviewsApi } from '../../admin/panels/reviews/reviews-api';
import type { stylesApi } from '../../admin/panels/styles/styles-api';
import type { translationsApi } from '../../admin/panels/translations/translations-api';
import type * as D from '../../domain';
import type { orderChangeRoutes } from '../../server/orders/order-change-routes';
import type { ownerAnalyticsRoutes } from '../../server/tracking/owner-analytics-routes';
import type { ownerApiKeyRoutes } from '../../server/owner/api-key-routes';
import type { ownerCommentRoutes } from '../../server/comments/owner-comment-routes';
import type { ownerFormRoutes } from '../../server/forms/owner-form-routes';
import type { ownerInventoryRoutes } from '../../server/inventory/owner-inventory-routes';
import type { ownerMarketingRoutes } from '../../server/ad-pixel/owner-marketing-routes';
import type { ownerNewsletterRoutes } from '../../server/newsletter/owner-newsletter-routes';
import type { ownerOrderRoutes } from '../../server/orders/owner-order-routes';
import type { ownerOutboxRoutes } from '../../server/mail/outbox-routes';
import type { ownerRestockRoutes } from '../../server/restock/owner-restock-routes';
import type { ownerReviewRoutes } from '../../server/reviews/owner-review-routes';
import type { ownerSessionRoutes } from '../../server/owner/session-routes';
import type { ownerSubscriptionRoutes } from '../../server/subscriptions/owner-subscription-routes';
import type { siteSettingsRoutes } from '../../server/site-settings/site-settings-routes';
import type { styleRoutes } from '../../server/content/style-routes';
import type { Answer, Equal, Expect, Mounted, Reads, Refusal, Sends } from './shape-checks';

const RESTOCK = '/api/site-users/account/notifications/restock';
type Session = Mounted<typeof ownerSessionRoutes, '/api/owner'>;
type Inventory = Mounted<typeof ownerInventoryRoutes, '/api/owner'>;
type Orders = Mounted<typeof ownerOrderRoutes, '/api/owner/orders'>;
type OrderChanges = Mounted<typeof orderChangeRoutes, '/api/owner/orders'>;
type Forms = Mounted<typeof ownerFormRoutes, '/api/owner/forms'>;
type Subscriptions = Mounted<typeof ownerSubscriptionRoutes, '/api/owner/subscriptions'>;
type Restock = Mounted<typeof ownerRestockRoutes, typeof RESTOCK>;
type Outbox = Mounted<typeof ownerOutboxRoutes, '/api/owner/outbox'>;
type ApiKeys = Mounted<typeof ownerApiKeyRoutes, '/api/owner/api-keys'>;
type Analytics = Mounted<typeof ownerAnalyticsRoutes, '/api/owner/analytics'>;
type Marketing = Mounted<typeof ownerMarketingRoutes, '/api/owner/settings/marketing'>;
type Newsletter = Mounted<typeof ownerNewsletterRoutes, '/api/owner/newsletter'>;
type Styles = Mounted<typeof styleRoutes, '/api/owner/content/styles'>;
type Comments = Mounted<typeof ownerCommentRoutes, '/api/owner/comments'>;
type Reviews = Mounted<typeof ownerReviewRoutes, '/api/owner/reviews'>;
type Settings = Mounted<typeof siteSettingsRoutes, '/api'>;

/** The server sends the domain type. */
export type ServerSends = [
  Expect<Sends<Answer<Session['/api/owner/session']['$post']>, D.OwnerAnswer>>,
  Expect<Sends<Answer<Session['/api/owner/me']['$get']>, D.OwnerAnswer>>,
  Expect<Sends<Answer<Inventory['/api/owner/inventory']['$get']>, D.InventoryPage>>,
  Expect<Sends<Answer<Inventory['/api/owner/inventory/:itemId/:sku']['$put']>, D.StockSet>>,
  Expect<Sends<Refusal<Inventory['/api/owner/inventory/:itemId/:sku']['$put']>, D.StockConflict>>,
  Expect<Sends<Answer<Inventory['/api/owner/settings/inventory']['$get']>, D.InventorySettings>>,
  Expect<Sends<Answer<Inventory['/api/owner/settings/inventory']['$put']>, D.InventorySettings>>,
  Expect<Sends<Answer<Orders['/api/owner/orders']['$get']>, D.OrdersPage>>,
  Expect<Sends<Answer<Orders['/api/owner/orders/:orderNumber']['$get']>, D.OrderDetail>>,
  Expect<Sends<Answer<Orders['/api/owner/orders/:orderNumber/shipment']['$post']>, D.ShippedOrder>>,
  Expect<Sends<Answer<OrderChanges['/api/owner/orders/:orderNumber/refund']['$post']>, D.ChangedOrder>>,
  Expect<Sends<Answer<OrderChanges['/api/owner/orders/:orderNumber/cancel']['$post']>, D.ChangedOrder>>,
  Expect<Sends<Answer<Subscriptions['/api/owner/subscriptions']['$get']>, D.SubscriptionsPage>>,
  Expect<Sends<Answer<Subscriptions['/api/owner/subscriptions/:id']['$get']>, D.SubscriptionDetail>>,
  Expect<Sends<Answer<Subscriptions['/api/owner/subscriptions/:id/cancel']['$post']>, D.SubscriptionCancelledByOwner>>,
  Expect<Sends<Answer<Forms['/api/owner/forms']['$get']>, D.FormList>>,
  Expect<Sends<Answer<Forms['/api/owner/forms/:formId/submissions']['$get']>, D.SubmissionsPage>>,
  Expect<Sends<Answer<Restock[`${typeof RESTOCK}/groups`]['$get']>, D.SignUpGroupsPage>>,
  Expect<Sends<Answer<Restock[typeof RESTOCK]['$get']>, D.RestockSignUpsPage>>,
  Expect<Sends<Answer<Restock[`${typeof RESTOCK}/send`]['$post']>, D.SentCount>>,
  Expect<Sends<Answer<Restock[`${typeof RESTOCK}/send/all`]['$post']>, D.SentCount>>,
  Expect<Sends<Answer<Outbox['/api/owner/outbox']['$get']>, D.OutboxPage>>,
  Expect<Sends<Answer<ApiKeys['/api/owner/api-keys']['$get']>, D.ApiKeyList>>,
  Expect<Sends<Answer<ApiKeys['/api/owner/api-keys']['$post']>, D.CreatedApiKey>>,
  Expect<Sends<Answer<Analytics['/api/owner/analytics/summary']['$get']>, D.AnalyticsSummary>>,
  Expect<Sends<Answer<Marketing['/api/owner/settings/marketing']['$get']>, D.MarketingSettings>>,
  Expect<Sends<Answer<Marketing['/api/owner/settings/marketing']['$put']>, D.MarketingSettings>>,
  Expect<Sends<Answer<Newsletter['/api/owner/newsletter']['$get']>, D.NewsletterCounts>>,
  Expect<Sends<Answer<Newsletter['/api/owner/newsletter/send']['$post']>, D.SentCount>>,
  Expect<Sends<Answer<Comments['/api/owner/comments']['$get']>, D.HeldCommentsPage>>,
  Expect<Sends<Answer<Comments['/api/owner/comments/:id/approve']['$post']>, D.CommentModerated>>,
  Expect<Sends<Answer<Comments['/api/owner/comments/:id']['$delete']>, D.CommentModerated>>,
  Expect<Sends<Answer<Reviews['/api/owner/reviews']['$get']>, D.OwnerReviewsPage>>,
  Expect<Sends<Answer<Reviews['/api/owner/reviews/:id/approve']['$post']>, D.ReviewModerated>>,
  Expect<Sends<Answer<Reviews['/api/owner/reviews/import']['$post']>, D.ReviewsImported>>,
  Expect<Sends<Refusal<Reviews['/api/owner/reviews/import']['$post']>, D.ReviewImportRefused>>,
  Expect<Sends<Answer<Settings['/api/site-header-footer']['$get']>, D.SavedHeaderFooter>>,
  Expect<Sends<Answer<Settings['/api/site-header-footer']['$put']>, D.SavedHeaderFooter>>,
  Expect<Sends<Answer<Settings['/api/multilingual/settings']['$get']>, D.LanguageSettings>>,
  Expect<Sends<Answer<Settings['/api/multilingual/status']['$get']>, D.LanguageStatus>>,
  Expect<Sends<Answer<Settings['/api/multilingual/languages']['$put']>, D.LanguageSettings>>,
];

/** The owner app reads the same domain type. */
export type OwnerAppReads = [
  Expect<Equal<Reads<OwnerApi['signIn']>, D.OwnerAnswer>>,
  Expect<Equal<Reads<OwnerApi['me']>, D.OwnerAnswer>>,
  Expect<Equal<Reads<OwnerApi['inventory']>, D.InventoryPage>>,
  Expect<Equal<Reads<OwnerApi['setStock']>, D.StockSet>>,
  Expect<Equal<Reads<OwnerApi['inventorySettings']>, D.InventorySettings>>,
  Expect<Equal<Reads<OwnerApi['saveInventorySettings']>, D.InventorySettings>>,
  Expect<Equal<Reads<OwnerApi['orders']>, D.OrdersPage>>,
  Expect<Equal<Reads<OwnerApi['order']>, D.OrderDetail>>,
  Expect<Equal<Reads<OwnerApi['ship']>, D.ShippedOrder>>,
  Expect<Equal<Reads<OwnerApi['refund']>, D.ChangedOrder>>,
  Expect<Equal<Reads<OwnerApi['cancelOrder']>, D.ChangedOrder>>,
  Expect<Equal<Reads<OwnerApi['subscriptions']>, D.SubscriptionsPage>>,
  Expect<Equal<Reads<OwnerApi['subscription']>, D.SubscriptionDetail>>,
  Expect<Equal<Reads<OwnerApi['cancelSubscription']>, D.SubscriptionCancelledByOwner>>,
  Expect<Equal<Reads<OwnerApi['forms']>, D.FormList>>,
  Expect<Equal<Reads<OwnerApi['submissions']>, D.SubmissionsPage>>,
  Expect<Equal<Reads<OwnerApi['restockGroups']>, D.SignUpGroupsPage>>,
  Expect<Equal<Reads<OwnerApi['restockSignUps']>, D.RestockSignUpsPage>>,
  Expect<Equal<Reads<OwnerApi['sendRestock']>, D.SentCount>>,
  Expect<Equal<Reads<OwnerApi['sendRestockAll']>, D.SentCount>>,
  Expect<Equal<Reads<OwnerApi['outbox']>, D.OutboxPage>>,
  Expect<Equal<Reads<OwnerApi['apiKeys']>, D.ApiKeyList>>,
  Expect<Equal<Reads<OwnerApi['createApiKey']>, D.CreatedApiKey>>,
  Expect<Equal<Reads<OwnerApi['analyticsSummary']>, D.AnalyticsSummary>>,
  Expect<Equal<Reads<OwnerApi['marketing']>, D.MarketingSettings>>,
  Expect<Equal<Reads<OwnerApi['saveMarketing']>, D.MarketingSettings>>,
  Expect<Equal<Reads<OwnerApi['newsletter']>, D.NewsletterCounts>>,
  Expect<Equal<Reads<OwnerApi['sendNewsletter']>, D.SentCount>>,
  Expect<Equal<Reads<OwnerApi['heldComments']>, D.HeldCommentsPage>>,
  Expect<Equal<Reads<OwnerApi['approveComment']>, D.CommentModerated>>,
  Expect<Equal<Reads<OwnerApi['rejectComment']>, D.CommentModerated>>,
  Expect<Equal<Reads<OwnerApi['deleteComment']>, D.CommentModerated>>,
  Expect<Equal<Reads<(typeof reviewsApi)['list']>, D.OwnerReviewsPage>>,
  Expect<Equal<Reads<(typeof reviewsApi)['approve']>, D.ReviewModerated>>,
  Expect<Equal<Reads<(typeof reviewsApi)['reject']>, D.ReviewModerated>>,
  Expect<Equal<Reads<(typeof headerFooterApi)['load']>, D.SavedHeaderFooter>>,
  Expect<Sends<Answer<Styles['/api/owner/content/styles']['$get']>, D.SiteStyleView>>,
  Expect<Equal<Reads<(typeof stylesApi)['load']>, D.SiteStyleView>>,
  Expect<Equal<Reads<(typeof stylesApi)['save']>, D.ContentSaved>>,
  Expect<Equal<Reads<(typeof headerFooterApi)['save']>, D.SavedHeaderFooter>>,
  Expect<Equal<Reads<(typeof languagesApi)['settings']>, D.LanguageSettings>>,
  Expect<Equal<Reads<(typeof languagesApi)['status']>, D.LanguageStatus>>,
  Expect<Equal<Reads<(typeof languagesApi)['save']>, D.LanguageSettings>>,
  Expect<Equal<Reads<(typeof translationsApi)['languages']>, D.TranslationLanguages>>,
  Expect<Equal<Reads<(typeof translationsApi)['list']>, D.TranslationList>>,
  Expect<Equal<Reads<(typeof translationsApi)['save']>, D.ContentSaved>>,
];
