/**
 * The checkout page in the owner's preview (the Translations panel's shipping option names are
 * read there): rendered as the checkout route renders it for a visitor with one item in the
 * cart, so the shipping step lists the options, named in the page's language with the unsaved
 * translations. The cart is a sample made in memory from the site's first product that ships:
 * no cart, order or stock row is read or written. Without such a product the checkout never
 * shows shipping options, and the preview shows the page as it is (an empty cart).
 */
import { PAGE_TYPES, PRODUCT_TYPES } from '../../domain';
import { cartJson, type ShoppingCartJson } from '../commerce/cart-json';
import { checkoutPageExtra } from '../commerce/checkout-pages';
import { siteProducts } from '../inventory/site-products';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { extraLanguages, languageAtPath } from '../site-settings/languages';
import type { PageResult, RenderEnv } from '../render/page-renderer';
import type { Site } from '../sites/types';

/** The path of the checkout page (its language's prefix aside) the preview shows with a sample cart. */
const CHECKOUT_PATH = '/checkout';

/**
 * The site's first product that ships, at its first variant: a cart the checkout lists shipping
 * options for. A product bought once is chosen over a subscription (whose checkout is its own).
 */
export function sampleCheckoutCart(site: Site): ShoppingCartJson | undefined {
  const shipped = siteProducts(site).filter(
    (p) => p.product.productType === PRODUCT_TYPES.physical && p.variants.length > 0,
  );
  const product = shipped.find((p) => !p.product.subscribable) ?? shipped[0];
  if (!product) return undefined;
  const entry = { id: 'sample', itemId: product.product.id, sku: product.variants[0]!.sku, quantity: 1 };
  return cartJson(site, null, [{ ...entry, fieldsKey: '', lastSeq: null }]);
}

/**
 * The checkout page at `url` (/checkout, /fr/checkout) with the sample cart; undefined for any
 * other page, or when the site has no product that ships (the preview then renders it as usual).
 */
export async function renderSampleCheckout(
  request: { site: Site; url: URL; crumb: string },
  env: RenderEnv,
): Promise<PageResult | undefined> {
  const { site, url } = request;
  const extras = extraLanguages(site, (await env.siteSettings?.languages(site.id)) ?? null);
  const at = languageAtPath(extras, url.pathname);
  if ((at?.rest ?? url.pathname) !== CHECKOUT_PATH) return undefined;
  const cart = sampleCheckoutCart(site);
  if (!cart) return undefined;
  const language = at ? { language: at.language, extras } : undefined;
  return renderShopPage(
    {
      site,
      url,
      crumb: request.crumb,
      // The header's cart pill stays empty: the sample is the page's, not a cart of the owner's.
      cart: pageCart({ site, pageType: PAGE_TYPES.checkout, cartPresent: false }),
      pageType: PAGE_TYPES.checkout,
      template: 'pages/checkout.html',
      extra: checkoutPageExtra(site, cart, language, { addressCompletion: false }),
      language,
      ...(at ? {} : { extras }),
    },
    env,
  );
}
