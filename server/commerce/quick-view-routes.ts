/**
 * The quick view of collection pages: GET /api/commerce/products/{itemId}/quick-view answers
 * one item's product form props (computed by the same `product-checkout` and `product-price`
 * formatters as the item page, with current stock), and POST /api/census/RecordQuickView/{id}
 * counts the open. Props are fetched on open rather than embedded in the page, so a grid of
 * many products does not carry every product's form.
 *
 * @module
 */
import { Hono } from 'hono';
import { interfaceWords, productImages } from '../../domain';
import { compileTemplate } from '../../engine';
import { storefrontRegistry } from '../../storefront';
import { findProduct } from './catalog';
import { recordQuickView } from './quick-view-store';
import { HttpError } from '../http-error';
import { withStock } from '../render/apply-stock';
import { pageStrings } from '../render/build-context';
import { languagePath } from '../pages/language-routes';
import { localizedSite } from '../site-settings/localized-site';
import { callLanguage } from '../translations/page-language';
import type { ProductFormProps } from '../../domain';
import type { QuickViewData } from '../../islands';
import type { Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { Item, Site } from '../sites/types';
import type { AppEnv } from '../types';

const PRICE = compileTemplate('{item|product-price}');
const FORM = compileTemplate('{item|product-checkout}', { registry: storefrontRegistry });
const UNKNOWN_ITEM = 'This item is not sold in this store.';

/**
 * `site` is the site as the calling page shows it (localizedSite on a language page), so the
 * form's option names, prices and button words are the page's; `home` its language's home.
 */
function quickViewData(site: Site, item: Item, now: number, home: string): QuickViewData {
  let form: ProductFormProps | undefined;
  const host = { render: (_name: string, props: unknown) => ((form = props as ProductFormProps), '') };
  const locale = typeof site.website.language === 'string' ? site.website.language : 'en-US';
  const context = {
    item,
    // What a page's render gives the product form besides the site: its words and home.
    words: interfaceWords(locale),
    header: { homeUrl: home },
    website: site.website,
    websiteSettings: site.websiteSettings,
    // The page's strings (its catalogue's under the owner's), as the item page's form reads them.
    localizedStrings: pageStrings(site),
    featureFlags: site.featureFlags,
    productMerchandisingContext: site.merchandising,
  };
  const options = {
    now,
    locale,
    host,
    memo: site.caches.renderMemo,
  };
  const priceHtml = PRICE.render(context, options).output;
  FORM.render(context, options);
  if (!form) throw new Error(`product-checkout wrote no island for ${item.id}`);
  const image = productImages(item).values().next().value;
  return { id: item.id, title: item.title, fullUrl: item.fullUrl, priceHtml, ...(image ? { image } : {}), form };
}

export function quickViewRoutes(db: Sql | undefined, env: () => RenderEnv): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/api/commerce/products/:itemId/quick-view', async (c) => {
      // In the language of the collection page that opened it (issue 25).
      const language = await callLanguage(c, db);
      const site = localizedSite(c.get('site'), language);
      const product = findProduct(site, c.req.param('itemId'));
      if (!product) throw new HttpError(404, UNKNOWN_ITEM);
      const renderEnv = env();
      const item = await withStock(site, product.item, renderEnv.stock);
      c.header('Cache-Control', 'no-store');
      return c.json(quickViewData(site, item, renderEnv.now ?? Date.now(), languagePath(language, '/')));
    })
    .post('/api/census/RecordQuickView/:id', async (c) => {
      const site = c.get('site');
      const id = c.req.param('id');
      if (!findProduct(site, id)) throw new HttpError(404, UNKNOWN_ITEM);
      if (!db) throw new HttpError(503, 'Tracking is not available right now.');
      await recordQuickView(db, site.id, id);
      return c.body(null, 204);
    });
}
