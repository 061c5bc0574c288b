/**
 * The answers islands read and the props the server serialises into islands have one
 * definition (domain/storefront-api.ts, site-user-api.ts, cart.ts, product-reviews.ts) that
 * both sides use: the server's routes and builders produce exactly that type, the islands'
 * calls and components read exactly that type. Compiled by tsc with `npm test`
 * (typecheck.test.ts); helpers and the inferred-route rule in shape-checks.ts.
 */
import type { JSONParsed } from 'hono/utils/types';
import type * as D from '../../domain';
import type { Account } from '../../islands/site-user/Account';
import type { AccountSubscriptions } from '../../islands/site-user/AccountSubscriptions';
import type { siteUserApi } from '../../islands/site-user/site-user-api';
import type { SiteUserProps } from '../../islands/site-user/site-user-types';
import type { cartApi } from '../../islands/cart/cart-api';
import type { placeOrder } from '../../islands/checkout/place-order';
import type { addToCart, readCart, readStock, subscriptionCart } from '../../islands/product-detail/cart-api';
import type { ProductReviews } from '../../islands/product-reviews/ProductReviews';
import type { localCaptchaRoutes } from '../../server/captcha/captcha-routes';
import type { LocalCaptcha } from '../../server/captcha';
import type { cartRoutes } from '../../server/commerce/cart-routes';
import type { checkoutRoutes } from '../../server/commerce/checkout-routes';
import type { donationRoutes } from '../../server/donations/donation-routes';
import type { formRoutes } from '../../server/forms/form-routes';
import type { restockRoutes } from '../../server/restock/restock-routes';
import type { subscriptionRoutes } from '../../server/subscriptions/subscription-routes';
import type { reviewsView } from '../../server/reviews';
import type { readAccountView } from '../../server/site-users';
import type { Answer, Equal, Expect, Mounted, Reads, Same, Schema, Sends } from './shape-checks';

type Cart = Mounted<typeof cartRoutes, '/api/commerce/shopping-cart'>;
type Checkout = Schema<typeof checkoutRoutes>;
type Donations = Schema<typeof donationRoutes>;
type Forms = Schema<typeof formRoutes>;
type Restock = Mounted<typeof restockRoutes, '/api/site-users/account/notifications/restock'>;
type Subscriptions = Mounted<typeof subscriptionRoutes, '/api/site-users/account/subscriptions'>;
type Captcha = Schema<typeof localCaptchaRoutes>;
const ENTRY = '/api/commerce/shopping-cart/entries/:entryId';

/** The server sends the domain type. */
export type ServerSends = [
  Expect<Sends<Answer<Cart['/api/commerce/shopping-cart']['$get']>, D.ShoppingCart>>,
  Expect<Sends<Answer<Cart['/api/commerce/shopping-cart/entries']['$post']>, D.EntryAdded>>,
  Expect<Sends<Answer<Cart[typeof ENTRY]['$put']>, D.CartAnswer>>,
  Expect<Sends<Answer<Cart[typeof ENTRY]['$delete']>, D.CartAnswer>>,
  Expect<Sends<Answer<Cart[`${typeof ENTRY}/additionalFields`]['$put']>, D.EntryFieldsUpdated>>,
  Expect<Sends<Answer<Cart['/api/commerce/shopping-cart/coupons']['$post']>, D.CartAnswer>>,
  Expect<Sends<Answer<Cart['/api/commerce/shopping-cart/coupons/:code']['$delete']>, D.CartAnswer>>,
  Expect<Sends<Answer<Cart['/api/commerce/shopping-cart/shipping']['$put']>, D.CartAnswer>>,
  // The checkout answers the whole order; the page reads its id.
  Expect<Same<Pick<Answer<Checkout['/api/commerce/checkout']['$post']>, 'id'>, JSONParsed<D.PlacedOrder>>>,
  Expect<Sends<Answer<Checkout['/api/3/commerce/cart/subscription']['$post']>, D.SubscriptionCartCreated>>,
  Expect<Sends<Answer<Donations['/api/commerce/donations']['$post']>, D.DonationPlaced>>,
  Expect<Sends<Answer<Forms['/api/form/FormSubmissionKey']['$post']>, D.FormSubmissionKey>>,
  Expect<
    Sends<
      Answer<Restock['/api/site-users/account/notifications/restock']['$post'], { message: string }>,
      D.RestockSignedUp
    >
  >,
  Expect<Sends<Answer<Subscriptions['/api/site-users/account/subscriptions']['$get']>, D.AccountSubscriptions>>,
  Expect<
    Sends<Answer<Subscriptions['/api/site-users/account/subscriptions/:id/cancel']['$post']>, D.SubscriptionCancelled>
  >,
  Expect<Sends<Answer<Captcha['/api/captcha/local/challenge']['$get']>, D.LocalChallenge>>,
  Expect<Sends<Answer<Captcha['/api/captcha/local/check']['$post']>, D.LocalChallengeChecked>>,
  // Builders whose answers routes written as statements (not chained) send, and island props.
  Expect<Equal<Awaited<ReturnType<typeof readAccountView>>, D.AccountView>>,
  Expect<Equal<ReturnType<typeof reviewsView>, D.ProductReviewsView>>,
  Expect<Equal<ReturnType<LocalCaptcha['issue']>, D.LocalChallenge>>,
];

/** The islands read the same domain type. */
export type IslandsRead = [
  Expect<Equal<Reads<typeof readCart>['body'], D.ShoppingCart | undefined>>,
  Expect<Equal<Reads<typeof addToCart>['body'], D.EntryAdded | undefined>>,
  Expect<Equal<Reads<typeof readStock>['body'], D.VariantStocks | undefined>>,
  Expect<Equal<Reads<typeof subscriptionCart>['body'], D.SubscriptionCartCreated | undefined>>,
  Expect<Equal<Reads<(typeof cartApi)['load']>, D.ShoppingCart>>,
  Expect<Equal<Reads<(typeof cartApi)['setQuantity']>, D.ShoppingCart>>,
  Expect<Equal<Reads<typeof placeOrder>, D.PlacedOrder>>,
  Expect<Equal<Reads<(typeof siteUserApi)['signUp']>['body'], D.SiteUserMessage>>,
  Expect<Equal<Reads<(typeof siteUserApi)['signIn']>['body'], D.SiteUserSignedIn>>,
  Expect<Equal<Reads<(typeof siteUserApi)['signOut']>['body'], D.SiteUserSignedOut>>,
  Expect<Equal<Reads<(typeof siteUserApi)['forgot']>['body'], D.SiteUserMessage>>,
  Expect<Equal<Reads<(typeof siteUserApi)['reset']>['body'], D.SiteUserMessage>>,
  Expect<Equal<Reads<(typeof siteUserApi)['changeEmail']>['body'], D.SiteUserEmailChanged>>,
  Expect<Equal<Reads<(typeof siteUserApi)['changePassword']>['body'], D.SiteUserMessage>>,
  Expect<Equal<Parameters<typeof Account>[0]['account'], D.AccountView>>,
  Expect<Equal<Extract<SiteUserProps, { mode: 'account' }>['account'], D.AccountView>>,
  Expect<Equal<Parameters<typeof AccountSubscriptions>[0]['initial'], D.AccountSubscription[]>>,
  Expect<Equal<Parameters<typeof ProductReviews>[0], D.ProductReviewsView>>,
];
