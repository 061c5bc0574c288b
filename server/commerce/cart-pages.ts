/**
 * The cart page (/cart, page type 200), rendered on the server from the database so it reads
 * without JavaScript, and the forms it posts without JavaScript: quantity, removal and coupon.
 * Each form calls the cart service and redirects back to /cart; a failure renders the cart
 * with the message.
 */
import { Hono } from 'hono';
import { ADD_TO_CART_MESSAGES, PAGE_TYPES, interfaceWords, translateMessage } from '../../domain';
import { CART_MESSAGES } from '../../islands';
import { viewCart } from './cart-access';
import { cartInLanguage, cartJson } from './cart-json';
import { addCoupon, removeCoupon } from './cart-settings';
import { changeQuantity, removeEntry } from './edit-entry';
import { HttpError } from '../http-error';
import { readForm } from '../http';
import { cartPageProps } from '../render/cart-page-props';
import { cartDesign, cartV2SummaryProps } from '../render/cart-design';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { cartToken, setCartCookies } from './cart-cookies';
import { requestUrl } from '../http/request-url';
import { inPageLanguage, ownPageExtras, type PageLanguage } from '../pages/language-routes';
import { sendPage } from '../http/send-page';
import type { Context } from 'hono';
import type { CartResult } from './cart-access';
import type { ShoppingCartJson } from './cart-json';
import type { Database, Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export interface ShopPageRoutesOptions {
  db?: Sql;
  env(): RenderEnv;
}

type Problem = { title: string; message: string };

export function cartPageRoutes({ db, env }: ShopPageRoutesOptions): Hono<AppEnv> {
  const database = (): Database => {
    if (!db || !('transaction' in db))
      throw new HttpError(503, 'The store is not available right now. Please try again later.');
    return db as Database;
  };

  const show = async (c: Context<AppEnv>, problem?: Problem, status = 200) => {
    const site = c.get('site');
    const cart = db ? await viewCart(db, site, cartToken(c)) : cartJson(site, null, []);
    // Its entries in the page's language, as the cart calls from this page answer them.
    return sendCart(c, cartInLanguage(site, cart, c.get('pageLanguage')?.language), env(), problem, status);
  };

  /** Runs a form's change; on success back to /cart (303), else the cart with what went wrong. */
  const change = async (c: Context<AppEnv>, title: string, work: (db: Database) => Promise<CartResult>) => {
    try {
      const result = await work(database());
      setCartCookies(c, result.token, result.shoppingCart.entries.length);
      return c.redirect(inPageLanguage(c, '/cart'), 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return show(c, { title, message: error.message || CART_MESSAGES.tryAgain }, error.status);
    }
  };
  const text = (value: string | undefined) => value?.trim() ?? '';

  return new Hono<AppEnv>()
    .get('/', (c) => show(c))
    .post('/entries/:entryId/quantity', async (c) => {
      const raw = text((await readForm(c)).get('quantity'));
      const quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
      const title = quantity === 0 ? CART_MESSAGES.removeItem : CART_MESSAGES.updateQuantity;
      if (Number.isNaN(quantity)) return show(c, { title, message: ADD_TO_CART_MESSAGES.quantityNotWhole }, 400);
      return change(c, title, (db) =>
        changeQuantity(db, c.get('site'), cartToken(c), c.req.param('entryId'), quantity, null),
      );
    })
    .post('/entries/:entryId/remove', (c) =>
      change(c, CART_MESSAGES.removeItem, (db) => removeEntry(db, c.get('site'), cartToken(c), c.req.param('entryId'))),
    )
    .post('/coupons', async (c) => {
      const code = text((await readForm(c)).get('code'));
      if (!code) return c.redirect(inPageLanguage(c, '/cart'), 303);
      return change(c, CART_MESSAGES.applyCoupon, (db) => addCoupon(db, c.get('site'), cartToken(c), code));
    })
    .post('/coupons/:code/remove', (c) =>
      change(c, CART_MESSAGES.removeCoupon, (db) => removeCoupon(db, c.get('site'), cartToken(c), c.req.param('code'))),
    );
}

/** A form's failure said in the page's language (the cart calls' messages are written in English). */
function inLanguage(problem: Problem, language: PageLanguage | undefined, siteLanguage: unknown): Problem {
  const words = interfaceWords(language?.language.locale ?? siteLanguage);
  return { title: translateMessage(problem.title, words), message: translateMessage(problem.message, words) };
}

async function sendCart(
  c: Context<AppEnv>,
  cart: ShoppingCartJson,
  env: RenderEnv,
  problem: Problem | undefined,
  status: number,
): Promise<Response> {
  const site = c.get('site');
  const crumb = c.get('crumb');
  // The classic cart (200) or the newer design (205), as the site's setting picks.
  const { pageType, template } = cartDesign(site);
  const language = c.get('pageLanguage');
  const cartPage = cartPageProps({
    site,
    cart,
    crumb,
    error: problem && inLanguage(problem, language, site.website.language),
    language,
  });
  const page = renderShopPage(
    {
      site,
      url: requestUrl(c),
      crumb,
      status,
      pageType,
      template,
      cart: pageCart({
        site,
        pageType,
        cartPresent: cart.id !== null,
        totalQuantity: cart.totalQuantity,
        subtotalCents: cart.subtotalCents,
      }),
      extra: {
        cartPage,
        ...(pageType === PAGE_TYPES.commerceCartV2
          ? { cartV2: cartV2SummaryProps(site, cartPage.cart, language) }
          : {}),
      },
      language,
      // t25last: the site's own language's /cart links /fr/cart… too.
      extras: await ownPageExtras(c, env),
    },
    env,
  );
  if (!page) throw new HttpError(500, 'This page could not be shown.');
  return sendPage(c, page);
}
