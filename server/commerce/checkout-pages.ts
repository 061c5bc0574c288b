/**
 * The checkout pages: /checkout (201) for the visitor's cart, /checkout/subscription?cartToken=
 * for a subscription cart, and /order-confirmed/{orderId}: order confirmed (202), subscription
 * confirmed (206), or order received (207) when nothing is shipped. Checkout itself is the
 * checkout island calling POST /api/commerce/checkout.
 */
import { Hono } from 'hono';
import { lineNamesIn } from '../orders/line-names';
import { shippingNamesIn } from '../orders/shipping-names';
import { localizedSite } from '../site-settings/localized-site';
import { interfaceWords, PAGE_TYPES } from '../../domain';
import { viewCart } from './cart-access';
import { membershipArea } from '../subscriptions/memberships';
import { cartInLanguage, cartJson, type ShoppingCartJson } from './cart-json';
import { pageMoney, storeSettings } from './store-settings';
import { HttpError } from '../http-error';
import { readOrderView } from '../render/order-view';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { ownPageExtras } from '../pages/language-routes';
import { cartToken } from './cart-cookies';
import { placedOrder } from './order-cookie';
import { placesChooser, type PlacesChooser } from '../places/site-places';
import { requestUrl } from '../http/request-url';
import { shopWords } from '../render/shop-words';
import { sendPage } from '../http/send-page';
import type { Context } from 'hono';
import type { CheckoutProps, ShoppingCart } from '../../islands';
import type { Json, Site } from '../sites/types';
import type { ShopPageRoutesOptions } from './cart-pages';
import type { AppEnv, PageLanguage } from '../types';

/** Countries the address form offers first; the store's tax rule countries are added. */
const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'SE', 'JP'];

export interface CheckoutPageRoutesOptions extends ShopPageRoutesOptions {
  /** Proves the `order` cookie (see order-cookie.ts). */
  secret: string;
  /** Which sites have address completion. @default placesChooser() */
  places?: PlacesChooser;
}

export function checkoutPageRoutes({
  db,
  env,
  secret,
  places = placesChooser(),
}: CheckoutPageRoutesOptions): Hono<AppEnv> {
  const render = async (c: Context<AppEnv>, pageType: number, template: string, extra: Json, cartPresent: boolean) => {
    const site = c.get('site');
    const page = renderShopPage(
      {
        site,
        url: requestUrl(c),
        crumb: c.get('crumb'),
        pageType,
        template,
        extra,
        cart: pageCart({ site, pageType, cartPresent }),
        language: c.get('pageLanguage'),
        // t25last: the site's own language's /checkout links /fr/checkout… too.
        extras: await ownPageExtras(c, env()),
      },
      env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    return sendPage(c, page);
  };

  const checkout = async (c: Context<AppEnv>, subscriptionToken?: string) => {
    const site = c.get('site');
    const token = subscriptionToken ?? cartToken(c);
    const cart =
      db && token
        ? await viewCart(db, site, token, subscriptionToken ? 'subscription' : 'regular')
        : cartJson(site, null, []);
    const extra = checkoutPageExtra(site, cart, c.get('pageLanguage'), {
      subscriptionToken,
      addressCompletion: places(site) !== null,
    });
    return render(c, PAGE_TYPES.checkout, 'pages/checkout.html', extra, Boolean(cartToken(c)));
  };

  return new Hono<AppEnv>()
    .get('/checkout', (c) => checkout(c))
    .get('/checkout/subscription', (c) => {
      const token = c.req.query('cartToken');
      if (!token || !/^[\w-]{16,64}$/.test(token))
        throw new HttpError(
          404,
          'This subscription checkout has expired. Please subscribe again from the product page.',
        );
      return checkout(c, token);
    })
    .get('/order-confirmed/:orderId', async (c) => {
      const site = c.get('site');
      const orderId = c.req.param('orderId');
      // Only the browser that placed the order sees it; anyone else gets the unknown-order page.
      const mine = /^[\w-]{1,64}$/.test(orderId) && placedOrder(c, secret, site.id, orderId);
      const language = c.get('pageLanguage');
      const order =
        db && mine
          ? await readOrderView(
              db,
              site.id,
              orderId,
              language?.language.locale ?? storeSettings(site).locale,
              interfaceWords(language?.language.locale ?? site.website.language),
              lineNamesIn(site, language?.language),
              shippingNamesIn(site, language?.language),
              localizedSite(site, language?.language).localizedStrings,
            )
          : undefined;
      if (!order) throw new HttpError(404, 'We could not find this order.');
      const membership = membershipArea(site, order.itemIds);
      const pageType =
        order.kind === 'donation'
          ? PAGE_TYPES.contributionConfirmed
          : membership
            ? PAGE_TYPES.membershipConfirmed
            : order.isSubscription
              ? PAGE_TYPES.subscriptionConfirmed
              : order.shipped
                ? PAGE_TYPES.orderConfirmed
                : PAGE_TYPES.orderReceived;
      return render(
        c,
        pageType,
        'pages/order-confirmed.html',
        { order: { ...order, membershipUrl: membership?.fullUrl ?? null } },
        Boolean(cartToken(c)),
      );
    });
}

/**
 * What pages/checkout.html is handed for `cart` (`checkoutPage`, the checkout island's props, and
 * `checkoutCart`): the cart in the page's language (`language`), as the cart calls from the page
 * answer it, with the language's words; its order is confirmed under the language's prefix. The
 * checkout route and the owner's preview of it (server/content-preview/sample-checkout.ts) share it.
 */
export function checkoutPageExtra(
  site: Site,
  cart: ShoppingCartJson,
  language: PageLanguage | undefined,
  options: { subscriptionToken?: string; addressCompletion: boolean },
): Json {
  const shown = cartInLanguage(site, cart, language?.language);
  const props = {
    ...checkoutProps(site, shown as unknown as ShoppingCart, options.subscriptionToken, language?.language.locale),
    addressCompletion: options.addressCompletion,
    // In an extra language: its words, and the order is confirmed under its prefix.
    ...shopWords(site, language),
    ...(language ? { pageLanguage: language.language.prefix } : {}),
  };
  return { checkoutPage: props, checkoutCart: props.cart };
}

/** `locale`: the page's language, the countries' names are in (else the store's). */
function checkoutProps(site: Site, cart: ShoppingCart, cartToken?: string, locale?: string): CheckoutProps {
  const settings = storeSettings(site);
  const money = pageMoney(settings, locale);
  const names = new Intl.DisplayNames([money.locale], { type: 'region' });
  const codes = [...new Set([...COUNTRIES, ...settings.taxRules.map((r) => r.country).filter(Boolean)])];
  return {
    cart,
    money,
    minimumSubtotalCents: settings.minimumOrderSubtotalCents,
    ...(cartToken ? { cartToken } : {}),
    countries: codes.map((code) => ({ code, name: names.of(code) ?? code })),
  };
}
