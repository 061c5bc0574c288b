/**
 * Renders the commerce pages (cart, checkout, order confirmed) in the site layout: the page
 * context of every template plus what the page itself needs (`extra`). These pages belong to
 * one visitor, so they are never cached.
 */
import { buildContext } from './build-context';
import { describeError } from './page-error';
import { renderDocument } from './render-document';
import { headerFooterView } from '../site-settings/header-footer-view';
import { defaultHeaderFooter } from '../site-settings/header-footer';
import { sitePrimaryLanguage } from '../site-settings/languages';
import { localizedSite, translationsOf } from '../site-settings/localized-site';
import type { HeaderFooterInput } from './header-footer-context';
import type { PageLanguage } from '../pages/language-routes';
import type { PageCart } from './page-cart';
import type { PageMatch } from '../pages/page-match';
import type { PageResult, RenderEnv } from './page-renderer';
import type { Json, Site } from '../sites/types';
import type { SiteLanguage } from '../../domain';

export interface ShopPageInput {
  site: Site;
  url: URL;
  crumb: string;
  cart: PageCart;
  pageType: number;
  template: string;
  status?: number;
  extra: Json;
  /** Under an extra language's prefix (/fr/cart): the page, its header and switcher in that language. */
  language?: PageLanguage;
  /**
   * On a page of the site's own language that each extra language has too (the newsletter
   * unsubscribe page): those languages, so its switcher links the same page in them.
   */
  extras?: SiteLanguage[];
}

export function renderShopPage(input: ShopPageInput, env: RenderEnv): PageResult | undefined {
  const { url, pageType, template } = input;
  const site = input.language ? localizedSite(input.site, input.language.language) : input.site;
  const match = { kind: 'page', status: input.status ?? 200, path: url.pathname, pageType, template } as PageMatch;
  const headerFooter = shopHeaderFooter(input.site, url, input.language ?? ownLanguage(input), env);
  // Assigned onto the render's own context, not spread into a new one (V8's slow path on Node 20).
  const context = Object.assign(
    buildContext({ site, match, origin: url.origin, crumb: input.crumb, cart: input.cart, headerFooter }),
    input.extra,
  );
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

/** The site's own language as the page's, with its extra languages for the switcher; none without them. */
function ownLanguage({ site, extras }: ShopPageInput): PageLanguage | undefined {
  return extras?.length ? { language: sitePrimaryLanguage(site), extras } : undefined;
}

/** The owner's header and footer as this process last read them (pages keep them fresh), in the page's language. */
function shopHeaderFooter(
  site: Site,
  url: URL,
  language: PageLanguage | undefined,
  env: RenderEnv,
): HeaderFooterInput | undefined {
  const saved = env.siteSettings?.peekHeaderFooter(site.id);
  if (!language) return saved ? { view: headerFooterView(site, saved) } : undefined;
  const { locale, prefix } = language.language;
  const primary = sitePrimaryLanguage(site);
  const own = language.language.locale === primary.locale;
  return {
    view: own
      ? headerFooterView(site, saved ?? defaultHeaderFooter(site))
      : headerFooterView(site, saved ?? defaultHeaderFooter(site), language.language, translationsOf(site, locale)),
    languages: {
      all: [primary, ...language.extras],
      primary,
      current: own ? primary : language.language,
      rest: own ? url.pathname : url.pathname.slice(prefix.length + 1) || '/',
      search: url.search,
    },
  };
}
