/**
 * Renders the commerce pages (cart, checkout, order confirmed) in the site layout: the page
 * context of every template plus what the page itself needs (`extra`). These pages belong to
 * one visitor, so they are never cached.
 */
import { buildContext } from './build-context';
import { describeError } from './page-error';
import { renderDocument } from './render-document';
import { headerFooterView } from '../site-settings';
import type { PageCart } from './page-cart';
import type { PageMatch } from '../pages/page-match';
import type { PageResult, RenderEnv } from './page-renderer';
import type { Json, Site } from '../sites/types';

export interface ShopPageInput {
  site: Site;
  url: URL;
  crumb: string;
  cart: PageCart;
  pageType: number;
  template: string;
  status?: number;
  extra: Json;
}

export function renderShopPage(input: ShopPageInput, env: RenderEnv): PageResult | undefined {
  const { site, url, pageType, template } = input;
  const match = { kind: 'page', status: input.status ?? 200, path: url.pathname, pageType, template } as PageMatch;
  // The owner's header and footer as this process last read them (pages keep them fresh).
  const saved = env.siteSettings?.peekHeaderFooter(site.id);
  const headerFooter = saved ? { view: headerFooterView(site, saved) } : undefined;
  const context = {
    ...buildContext({ site, match, origin: url.origin, crumb: input.crumb, cart: input.cart, headerFooter }),
    ...input.extra,
  };
  const tracking = { pageType, path: url.pathname };
  const doc = renderDocument(site, template, context, {
    now: env.now ?? Date.now(),
    bundle: env.bundle,
    dev: env.dev,
    warn: (m) => env.log.warn(m),
    tracking,
  });
  if (!doc) return undefined;
  for (const error of doc.errors) env.log.error(`[${site.id}] template error ${describeError(error)}`);
  return { status: match.status, pageType, html: doc.html, errors: doc.errors, ...(doc.csp ? { csp: doc.csp } : {}) };
}
