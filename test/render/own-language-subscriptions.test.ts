/**
 * Issue 25: a site whose own language is not English reads its subscription prices (spec §9
 * wordings) in its own language's catalogue on its own pages, as its extra languages' pages do
 * (localized-site.ts): the product price, the membership join button's price and the account
 * page's plan. The demo with its language changed to French.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../domain';
import { quickViewRoutes } from '../../server/commerce/quick-view-routes';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { renderSitePage } from '../../server/render-page';
import { loadSite } from '../../server/sites/load-site';
import { localizedSite } from '../../server/site-settings/localized-site';
import { accountSubscription } from '../../server/subscriptions/account-subscriptions';
import type { SubscriptionRow } from '../../server/subscriptions/records';
import type { Site } from '../../server/sites/types';
import type { AppEnv } from '../../server/types';
import type { QuickViewData } from '../../islands/quick-view/types';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

/** The demo fixture copied with `website.language` set to `language`. */
async function demoIn(language: string): Promise<{ site: Site; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'own-language-'));
  await cp(join(FIXTURES_DIR, 'demo'), join(dir, 'demo'), { recursive: true });
  const file = join(dir, 'demo', 'site.json');
  const settings = JSON.parse(await readFile(file, 'utf8'));
  settings.website.language = language;
  await writeFile(file, JSON.stringify(settings));
  return { site: await loadSite(join(dir, 'demo'), TEMPLATES_DIR), dir };
}

describe('a French-primary site', () => {
  let french: { site: Site; dir: string };
  beforeAll(async () => {
    french = await demoIn('fr-FR');
  });
  afterAll(async () => {
    await rm(french.dir, { recursive: true, force: true });
  });

  it('words a subscription price in French on its own pages', async () => {
    const page = await renderSitePage({ site: french.site, path: '/shop/campfire-coffee-club', now: NOW, log: silent });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-FR">');
    expect(page.html).toMatch(/<div class="product-price"><span class="money">22,00\s\$US<\/span> par mois<\/div>/);
    // The price's own wording, not the product's description (which says "every month" in English).
    expect(page.html).not.toMatch(/<\/span> every month/);
  });

  it("words a membership's price and join button in French on its own pages", async () => {
    const page = await renderSitePage({
      site: french.site,
      path: '/memberships/trail-club-monthly',
      now: NOW,
      log: silent,
    });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<p class="membership-join__price">4,00\s\$US par mois<\/p>/);
    expect(page.html).toContain('>Rejoindre le club</button>');
    // The island's props carry the words and locale it says them again in, in the browser.
    expect(page.html).toContain('"pageLocale":"fr-FR"');
    expect(page.html).not.toContain('"pageHome"');
  });

  it("opens a product's quick view with the French catalogue's words on its own pages (t25more)", async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('site', french.site);
        await next();
      })
      .route(
        '/',
        quickViewRoutes(undefined, () => ({ dev: true, log: silent, now: NOW })),
      );
    const answer = await app.request('http://demo.localhost/api/commerce/products/prod-canvas-field-jacket/quick-view');
    expect(answer.status).toBe(200);
    const data = (await answer.json()) as QuickViewData;
    const fr = catalogueOf('fr-FR').strings;
    expect(data.form.labels.quantity).toBe(fr.productQuantityInputLabel);
    expect(JSON.stringify(data.form)).toContain(fr.productAddToCartText);
    expect(JSON.stringify(data.form)).not.toContain('Add To Cart');
  });

  it("words a subscription's plan in French on its own account page", () => {
    // The account page's site for the site's own language is the site itself (localizedSite).
    const shown = localizedSite(french.site, undefined);
    const subscription = accountSubscription(
      {
        id: 'sub-1',
        productName: 'Campfire Roast Coffee Club',
        quantity: 1,
        unitPriceCents: 2200,
        currency: 'USD',
        plan: { value: 2, unit: 'WEEK', numBillingCycles: 3 },
        status: 'active',
        nextRenewalAt: new Date(NOW),
        paidThrough: new Date(NOW),
        stopReason: null,
      } as unknown as SubscriptionRow,
      'fr-FR',
      'UTC',
      shown,
    );
    expect(subscription.planText).toMatch(/^22,00\s\$US toutes les 2 semaines pendant 6 semaines$/);
  });
});
