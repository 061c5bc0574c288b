/**
 * `POST /api/owner/content/preview` (mounted at /api/owner/content): the page at `path` as it
 * would be published, from the site's drafts with the editor's unsaved documents laid over
 * them, as text/html for the owner app's preview frame (admin/editor/LivePreview.tsx).
 *
 * Never a visitor's page: only a signed-in owner who may read content gets it (crumb checked
 * by the app's middleware, as for every POST), it is rendered outside the page cache, and it is
 * answered `no-store` and `noindex`. The frame shows it sandboxed without scripts, so the
 * page's own CSP (the site-wide one, which the frame inherits) has nothing to widen.
 * A path the site answers with a redirect is followed once; the page's own status (404 for a
 * path the drafts do not have) is in `X-Preview-Status`, the call itself answers 200. The
 * checkout is shown with a sample cart made in memory (sample-checkout.ts), so its shipping
 * step, which the Translations panel previews, is there to see.
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { readJson } from '../http';
import { requestUrl } from '../http/request-url';
import { allow, ownerAuth, type OwnerDb, type OwnerEnv } from '../owner';
import { cartSummary } from '../render/cart-summary';
import { renderPage, type RenderEnv } from '../render/page-renderer';
import { PAGE_TYPE_HEADER } from '../http/send-page';
import { contentStoreOf } from '../content/content-site';
import { CONTENT_MESSAGES } from '../content/content-messages';
import { requireSiteCodePermission } from '../content/content-route-kit';
import { PreviewBody } from './preview-input';
import { previewSite, productDocuments } from './preview-site';
import { renderSampleCheckout } from './sample-checkout';
import { inlineDraftStylesheets } from './preview-stylesheets';
import type { Database, Sql } from '../db';
import type { AppEnv } from '../types';

export const PREVIEW_STATUS_HEADER = 'X-Preview-Status';

export interface PreviewRoutesOptions {
  db?: Sql;
  env(): RenderEnv;
  /** The default templates every site lays its own over (the site registry's `templatesDir`). */
  templatesDir: string;
}

export function contentPreviewRoutes(options: PreviewRoutesOptions): Hono<AppEnv> {
  const db: OwnerDb = () => {
    if (!options.db || !('transaction' in options.db)) throw new HttpError(503, CONTENT_MESSAGES.noStore);
    return options.db as Database;
  };
  // A site served from its folder has no drafts until the content store first sees it.
  const storeFor = contentStoreOf(db);
  const app = new Hono<OwnerEnv>().post('/preview', ownerAuth(db), allow('content.read'), async (c) => {
    const { path, documents, products, locked } = await readJson(c, PreviewBody);
    // A template or script laid over the drafts is code run at the site's address, as a save would be.
    for (const doc of documents) requireSiteCodePermission(c, doc.kind, doc.key);
    const served = c.get('site');
    await storeFor(served);
    const overlay = [...documents, ...(await productDocuments(db(), served, products))];
    const site = await previewSite(db(), served, overlay, options.templatesDir);
    const render = (url: URL) =>
      renderPage(
        {
          site,
          url,
          crumb: c.get('crumb') ?? '',
          cart: cartSummary(site, 0, 0),
          // The owner sees locked collections' pages as visitors who know the password would,
          // or, asking for `locked` (the style editor's lock screen), as visitors who do not.
          isUnlocked: () => !locked,
        },
        options.env(),
      );
    const origin = requestUrl(c).origin;
    // The checkout with a sample cart, so its shipping step shows (sample-checkout.ts); else the page as visitors get it.
    const checkout = await renderSampleCheckout(
      { site, url: new URL(path, origin), crumb: c.get('crumb') ?? '' },
      options.env(),
    );
    let page = checkout ?? (await render(new URL(path, origin)));
    if (page.location) {
      const next = new URL(page.location, origin);
      if (next.origin === origin) page = await render(next);
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header(PREVIEW_STATUS_HEADER, String(page.location ? 404 : page.status));
    c.header(PAGE_TYPE_HEADER, String(page.pageType));
    return c.html(inlineDraftStylesheets(page.html, site, served));
  });
  return app as unknown as Hono<AppEnv>;
}
