/** Checkout, the subscription cart (spec §7) and the stock call. */
import { Hono } from 'hono';
import { COMMERCE_MESSAGES } from './messages';
import { CheckoutBody, SubscriptionBody } from './schemas';
import { checkout } from './checkout';
import { chooseVariant, findProduct } from './catalog';
import { createSubscriptionCart } from './subscription-cart';
import { validate } from './payload-error';
import { variantStock } from './stock-check';
import * as v from 'valibot';
import { HttpError } from '../http-error';
import { GuessLimit } from '../middleware/guess-limit';
import { RATE_LIMITED } from '../middleware/rate-limit';
import { cartToken, clearCartCookies } from './cart-cookies';
import { rememberOrder } from './order-cookie';
import { callLanguage, setCartLanguage } from '../translations/page-language';
import { readJson, safeString } from '../http';
import type { OrderConfirmation } from './order-confirmation';
import type { PaymentProvider } from './payments/provider';
import type { Database } from '../db';
import type { AppEnv } from '../types';
import type { Logger } from '../logger';
import type { Site } from '../sites/types';
import type { SubscriptionCartCreated, VariantStockLevel, VariantStocks } from '../../domain';

const StockQuery = v.object({
  itemId: v.pipe(safeString('An item id is required.'), v.minLength(1, 'An item id is required.')),
});

/** Runs once an order is placed (its emails); a retried checkout runs it again, so it must be idempotent. */
export type AfterOrder = (site: Site, orderId: string, origin: string) => Promise<void>;

export function checkoutRoutes(
  db: () => Database,
  payments: PaymentProvider,
  secret: string,
  afterOrder?: AfterOrder,
  log?: Logger,
) {
  // Gift card codes are unguessable, and wrong ones are limited too, so they cannot be tried in bulk.
  const giftCardGuesses = new GuessLimit({ name: 'gift-card' });
  return new Hono<AppEnv>()
    .post('/api/commerce/checkout', async (c) => {
      const body = await readJson(c, CheckoutBody);
      const giftCard = Boolean(body.giftCardCode?.trim());
      const wait = giftCard ? await giftCardGuesses.wait(c) : 0;
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return c.json({ error: RATE_LIMITED }, 429);
      }
      const idempotencyKey = c.req.header('Idempotency-Key')?.slice(0, 200) || body.idempotencyKey;
      // The page's language, as its refusal's words will be (translated-answers.ts).
      const language = await callLanguage(c, db());
      const order = await checkout(
        db(),
        c.get('site'),
        payments,
        cartToken(c),
        { ...body, idempotencyKey },
        c.get('crumb'),
        { siteUserId: c.get('siteUser')?.siteUserId ?? null },
        language?.locale,
      ).catch(async (error: unknown) => {
        if (giftCard && error instanceof HttpError && error.message === COMMERCE_MESSAGES.unknownGiftCard)
          await giftCardGuesses.wrong(c);
        throw error;
      });
      if (!order.isSubscription) clearCartCookies(c);
      rememberOrder(c, secret, c.get('site').id, order.id, body.pageLanguage);
      await afterOrder?.(c.get('site'), order.id, c.get('siteOrigin')).catch((error: unknown) =>
        log?.error(`[${c.get('site').id}] the emails of order ${order.id} failed: ${(error as Error)?.stack ?? error}`),
      );
      return c.json<OrderConfirmation>(order);
    })
    .post('/api/3/commerce/cart/subscription', async (c) => {
      const body = await readJson(c, SubscriptionBody);
      const created = await createSubscriptionCart(db(), c.get('site'), body);
      // Like the cart, it remembers the language of the page it was made from: the subscription's
      // order, and so its renewal notices, are mailed in it (server/subscriptions/mails.ts).
      const language = await callLanguage(c, db());
      await setCartLanguage(db(), c.get('site').id, created.cartToken, language?.locale ?? null);
      return c.json<SubscriptionCartCreated>(created);
    })
    .on('GET', ['/api/commerce/inventory/stock', '/api/commerce/inventory/stock/'], async (c) => {
      const { itemId } = validate(StockQuery, { itemId: c.req.query('itemId') ?? '' });
      const site = c.get('site');
      const product = findProduct(site, itemId);
      if (!product) throw new HttpError(404, COMMERCE_MESSAGES.unknownItem);
      const results: VariantStockLevel[] = [];
      for (const variant of product.variants) {
        const chosen = typeof variant.sku === 'string' ? chooseVariant(product, variant.sku) : undefined;
        if (chosen) results.push({ sku: chosen.sku, ...(await variantStock(db(), site.id, product.id, chosen)) });
      }
      c.header('Cache-Control', 'no-store');
      return c.json<VariantStocks>({ results });
    });
}
