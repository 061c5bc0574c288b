/**
 * The popup overlay's own page (/popup-overlay, page type 104): the site's overlay always open,
 * for owners and designers (issue 15). On other pages it shows per the visitor's local storage.
 */
import { Hono } from 'hono';
import { PAGE_TYPES } from '../../domain';
import { HttpError } from '../http-error';
import { pageCart } from '../render/page-cart';
import { popupOverlayProps } from '../render/popup-overlay-props';
import { renderShopPage } from '../render/shop-page';
import { cartToken } from '../commerce/cart-cookies';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export function overlayPageRoutes({ env }: { env(): RenderEnv }): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', (c) => {
    const site = c.get('site');
    const path = '/popup-overlay';
    const page = renderShopPage(
      {
        site,
        url: requestUrl(c),
        crumb: c.get('crumb'),
        pageType: PAGE_TYPES.popupOverlay,
        template: 'pages/popup-overlay.html',
        cart: pageCart({ site, pageType: PAGE_TYPES.popupOverlay, cartPresent: Boolean(cartToken(c)) }),
        extra: {
          popupPreview: popupOverlayProps(site, { pageType: PAGE_TYPES.popupOverlay, path }, 'Popup overlay', true),
        },
      },
      env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    return sendPage(c, page);
  });
}
