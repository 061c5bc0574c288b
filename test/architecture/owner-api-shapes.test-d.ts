/**
 * The owner API's answers have one definition (domain/owner-api*.ts) that both sides use: each
 * line below says, for one call, that the server's route answers exactly that type and that the
 * owner app's call reads exactly that type. `tsc` compiles this file (typecheck.test.ts runs it
 * with `npm test`), so a server that sends another shape, or an owner app that reads one, fails.
 *
 * The route factories leave their return type to inference so that their Hono schema (each
 * path's `c.json` answers) stays visible here; annotating one `Hono<OwnerEnv>` empties it.
 */
import type { ExtractSchema } from 'hono/types';
import type { JSONParsed } from 'hono/utils/types';
import type { OwnerApi } from '../../admin/api/owner-api';
import type { headerFooterApi } from '../../admin/panels/header-footer/header-footer-api';
import type { languagesApi } from '../../admin/panels/languages/languages-api';
import type { reviewsApi } from '../../admin/panels/reviews/reviews-api';
import type * as D from '../../domain';
import type { ownerAnalyticsRoutes } from '../../server/routes/owner-analytics';
import type { ownerApiKeyRoutes } from '../../server/routes/owner-api-keys';
import type { ownerCommentRoutes } from '../../server/routes/owner-comments';
import type { ownerFormRoutes } from '../../server/routes/owner-forms';
import type { ownerInventoryRoutes } from '../../server/routes/owner-inventory';
import type { ownerMarketingRoutes } from '../../server/routes/owner-marketing';
import type { ownerNewsletterRoutes } from '../../server/routes/owner-newsletter';
import type { ownerOrderRoutes } from '../../server/routes/owner-orders';
import type { ownerOutboxRoutes } from '../../server/routes/owner-outbox';
import type { ownerRestockRoutes } from '../../server/routes/owner-restock';
import type { ownerReviewRoutes } from '../../server/routes/owner-reviews';
import type { ownerSessionRoutes } from '../../server/routes/owner-session';
import type { siteSettingsRoutes } from '../../server/routes/site-settings';

/** True when A and B are the same type (not merely assignable one way). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only with `true`. */
export type Expect<T extends true> = T;
/**
 * True when each is assignable to the other: a field added, dropped, retyped or made optional on
 * either side makes it false. A route's answer is typed as Hono's JSON mapping of what it passed
 * to `c.json` (a new type built from the same fields, `unknown` read as any JSON), so it is
 * compared with the same mapping of the domain type; strict `Equal` cannot hold across it.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Schema<Routes extends (...args: never[]) => unknown> = ExtractSchema<ReturnType<Routes>>;
/** What a route answers when it does what was asked: its `c.json` answers less its refusals (`{ error }`). */
type Answer<Entry> = Exclude<Entry, { output: { error: string } }> extends { output: infer Output } ? Output : never;
/** The route's refusal with a body of its own (a 400 listing what was wrong). */
type Refusal<Entry> = Extract<Entry, { output: { error: string } }> extends { output: infer Output } ? Output : never;
/** What an owner app call resolves to. */
type Reads<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

type Session = Schema<typeof ownerSessionRoutes>;
type Inventory = Schema<typeof ownerInventoryRoutes>;
type Orders = Schema<typeof ownerOrderRoutes>;
type Forms = Schema<typeof ownerFormRoutes>;
type Restock = Schema<typeof ownerRestockRoutes>;
type Outbox = Schema<typeof ownerOutboxRoutes>;
type ApiKeys = Schema<typeof ownerApiKeyRoutes>;
type Analytics = Schema<typeof ownerAnalyticsRoutes>;
type Marketing = Schema<typeof ownerMarketingRoutes>;
type Newsletter = Schema<typeof ownerNewsletterRoutes>;
type Comments = Schema<typeof ownerCommentRoutes>;
type Reviews = Schema<typeof ownerReviewRoutes>;
type Settings = Schema<typeof siteSettingsRoutes>;
const RESTOCK = '/api/site-users/account/notifications/restock';

/** The server sends the domain type. */
export type ServerSends = [
  Expect<Same<Answer<Session['/api/owner/session']['$post']>, JSONParsed<D.OwnerAnswer>>>,
  Expect<Same<Answer<Session['/api/owner/me']['$get']>, JSONParsed<D.OwnerAnswer>>>,
  Expect<Same<Answer<Inventory['/api/owner/inventory']['$get']>, JSONParsed<D.InventoryPage>>>,
  Expect<Same<Answer<Inventory['/api/owner/inventory/:itemId/:sku']['$put']>, JSONParsed<D.StockSet>>>,
  Expect<Same<Answer<Inventory['/api/owner/settings/inventory']['$get']>, JSONParsed<D.InventorySettings>>>,
  Expect<Same<Answer<Inventory['/api/owner/settings/inventory']['$put']>, JSONParsed<D.InventorySettings>>>,
  Expect<Same<Answer<Orders['/api/owner/orders']['$get']>, JSONParsed<D.OrdersPage>>>,
  Expect<Same<Answer<Orders['/api/owner/orders/:orderNumber']['$get']>, JSONParsed<D.OrderDetail>>>,
  Expect<Same<Answer<Orders['/api/owner/orders/:orderNumber/shipment']['$post']>, JSONParsed<D.ShippedOrder>>>,
  Expect<Same<Answer<Forms['/api/owner/forms']['$get']>, JSONParsed<D.FormList>>>,
  Expect<Same<Answer<Forms['/api/owner/forms/:formId/submissions']['$get']>, JSONParsed<D.SubmissionsPage>>>,
  Expect<Same<Answer<Restock[`${typeof RESTOCK}/groups`]['$get']>, JSONParsed<D.SignUpGroupsPage>>>,
  Expect<Same<Answer<Restock[typeof RESTOCK]['$get']>, JSONParsed<D.RestockSignUpsPage>>>,
  Expect<Same<Answer<Restock[`${typeof RESTOCK}/send`]['$post']>, JSONParsed<D.SentCount>>>,
  Expect<Same<Answer<Restock[`${typeof RESTOCK}/send/all`]['$post']>, JSONParsed<D.SentCount>>>,
  Expect<Same<Answer<Outbox['/api/owner/outbox']['$get']>, JSONParsed<D.OutboxPage>>>,
  Expect<Same<Answer<ApiKeys['/api/owner/api-keys']['$get']>, JSONParsed<D.ApiKeyList>>>,
  Expect<Same<Answer<ApiKeys['/api/owner/api-keys']['$post']>, JSONParsed<D.CreatedApiKey>>>,
  Expect<Same<Answer<Analytics['/api/owner/analytics/summary']['$get']>, JSONParsed<D.AnalyticsSummary>>>,
  Expect<Same<Answer<Marketing['/api/owner/settings/marketing']['$get']>, JSONParsed<D.MarketingSettings>>>,
  Expect<Same<Answer<Marketing['/api/owner/settings/marketing']['$put']>, JSONParsed<D.MarketingSettings>>>,
  Expect<Same<Answer<Newsletter['/api/owner/newsletter']['$get']>, JSONParsed<D.NewsletterCounts>>>,
  Expect<Same<Answer<Newsletter['/api/owner/newsletter/send']['$post']>, JSONParsed<D.SentCount>>>,
  Expect<Same<Answer<Comments['/api/owner/comments']['$get']>, JSONParsed<D.HeldCommentsPage>>>,
  Expect<Same<Answer<Comments['/api/owner/comments/:id/approve']['$post']>, JSONParsed<D.CommentModerated>>>,
  Expect<Same<Answer<Comments['/api/owner/comments/:id']['$delete']>, JSONParsed<D.CommentModerated>>>,
  Expect<Same<Answer<Reviews['/api/owner/reviews']['$get']>, JSONParsed<D.OwnerReviewsPage>>>,
  Expect<Same<Answer<Reviews['/api/owner/reviews/:id/approve']['$post']>, JSONParsed<D.ReviewModerated>>>,
  Expect<Same<Answer<Reviews['/api/owner/reviews/import']['$post']>, JSONParsed<D.ReviewsImported>>>,
  Expect<Same<Refusal<Reviews['/api/owner/reviews/import']['$post']>, JSONParsed<D.ReviewImportRefused>>>,
  Expect<Same<Answer<Settings['/api/site-header-footer']['$get']>, JSONParsed<D.SavedHeaderFooter>>>,
  Expect<Same<Answer<Settings['/api/site-header-footer']['$put']>, JSONParsed<D.SavedHeaderFooter>>>,
  Expect<Same<Answer<Settings['/api/multilingual/settings']['$get']>, JSONParsed<D.LanguageSettings>>>,
  Expect<Same<Answer<Settings['/api/multilingual/status']['$get']>, JSONParsed<D.LanguageStatus>>>,
  Expect<Same<Answer<Settings['/api/multilingual/languages']['$put']>, JSONParsed<D.LanguageSettings>>>,
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
  Expect<Equal<Reads<(typeof headerFooterApi)['save']>, D.SavedHeaderFooter>>,
  Expect<Equal<Reads<(typeof languagesApi)['settings']>, D.LanguageSettings>>,
  Expect<Equal<Reads<(typeof languagesApi)['status']>, D.LanguageStatus>>,
  Expect<Equal<Reads<(typeof languagesApi)['save']>, D.LanguageSettings>>,
];
