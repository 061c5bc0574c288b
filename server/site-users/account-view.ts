/**
 * What the account page shows: the user's orders (placed from their account's cart, and their
 * subscriptions' first orders and renewals: account-orders.ts; with the short order numbers of
 * migration 009) and their restock sign-ups (by their email), with money and dates formatted on
 * the server as islands expect, in the page's language and the site's time zone.
 *
 * @module
 */
import { cachedDateTimeFormat, dateTextOf, formatCents, interfaceWords, variantText } from '../../domain';
import { lineNamesIn } from '../orders/line-names';
import { listAccountOrders } from './account-orders';
import type { AccountRestockSignUp, AccountView, SiteLanguage } from '../../domain';
import { localizedSite } from '../site-settings/localized-site';
import { chooseVariant, findProduct } from '../commerce/catalog';
import { storeSettings } from '../commerce/store-settings';
import { siteTimeZone } from '../tracking/analytics-range';
import { readAccountSubscriptions } from '../subscriptions/account-subscriptions';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

const SHOWN = 50;

/** `language`: the account page's (its prefix, or its islands' calls' Referer), undefined for the site's own. */
export async function readAccountView(
  db: Sql,
  site: Site,
  siteUserId: string,
  email: string,
  language?: SiteLanguage,
): Promise<AccountView> {
  // The site as the page shows it: its language's product titles, option values and words, and
  // its locale, which the page's dates and money are formatted in (the site's time zone).
  const shown = localizedSite(site, language);
  const { locale } = storeSettings(shown);
  const timeZone = siteTimeZone(site);
  const orders = await listAccountOrders(db, site.id, siteUserId, SHOWN);
  const lines = orders.length
    ? await db.query<{ order_id: string; item_id: string; product_name: string; quantity: number }>(
        'select order_id, item_id, product_name, quantity from order_lines where website_id = $1 and order_id = any($2) order by order_id, line_no',
        [site.id, orders.map((o) => o.id)],
      )
    : [];
  const signUps = await db.query<{ product_id: string; variant_id: string }>(
    'select product_id, variant_id from restock_signups where website_id = $1 and email = $2 order by created_at desc limit $3',
    [site.id, email, SHOWN],
  );
  const date = cachedDateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const nameOf = lineNamesIn(site, language);
  return {
    siteUserId,
    email,
    orders: orders.map((o) => ({
      orderNumber: Number(o.order_number),
      placedText: dateTextOf(o.created, date),
      totalText: formatCents(Number(o.grand_total_cents), String(o.currency), { locale }),
      items: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({ productName: nameOf(String(l.item_id), String(l.product_name)), quantity: Number(l.quantity) })),
      subscription: o.subscription_id ? { id: String(o.subscription_id), renewal: Boolean(o.renewal) } : null,
    })),
    restockSignUps: signUps.map((s) => restockView(shown, s.product_id, s.variant_id)),
    subscriptions: await readAccountSubscriptions(db, site, siteUserId, language),
  };
}

/** `site` as the page shows it (localizedSite): the product's title, page and option values in its language. */
function restockView(site: Site, productId: string, variantId: string): AccountRestockSignUp {
  const product = findProduct(site, productId);
  if (!product)
    return {
      productTitle: interfaceWords(site.website.language).productNoLongerSold,
      variantText: '',
      productUrl: null,
    };
  const variant = product.variants.find((v) => v.id === variantId);
  const chosen = variant?.sku ? chooseVariant(product, variant.sku) : undefined;
  return {
    productTitle: product.title,
    variantText: chosen ? variantText(chosen.attributes, site.localizedStrings) : '',
    productUrl: String(product.item.fullUrl ?? '') || null,
  };
}
