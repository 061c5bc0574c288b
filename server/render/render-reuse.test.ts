/**
 * Renders reused while every input is the same (issue 28): first the rule on its own, with a
 * counting render, then on the demo's product page through `renderPage`, against a render of a
 * copy of the site that has never rendered (its own caches, nothing kept).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cartSummary } from './cart-summary';
import { renderPage, type RenderEnv } from './page-renderer';
import { renderReusing } from './render-reuse';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteCaches, siteWith } from '../sites/site-caches';
import { SiteRegistry } from '../sites/site-registry';
import type { DocumentOptions, RenderedDocument } from './render-document';
import type { VariantStock } from './apply-stock';
import type { Json, Site } from '../sites/types';

const crumbs = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(32));
const options = (extra: Partial<DocumentOptions> = {}): DocumentOptions => ({
  now: 0,
  dev: false,
  warn() {},
  tracking: { pageType: 50, path: '/shop/x' },
  ...extra,
});

describe('renderReusing', () => {
  const newSite = () => ({ caches: new SiteCaches(), featureFlags: {} }) as unknown as Site;
  let site = newSite();
  const product = { id: 'p1', title: 'Jacket' };
  const words = { add: 'Add' };
  let renders = 0;
  /** A page showing its crumb twice, as the form fields and island props do. */
  const render =
    (context: Json, extra: Partial<RenderedDocument> = {}) =>
    (): RenderedDocument => {
      renders++;
      const item = context.item as typeof product;
      return { html: `<i>${context.crumb}</i><h1>${item.title}</h1><b>${context.crumb}</b>`, errors: [], ...extra };
    };
  const page = (crumb: string, context: Json = { item: product, words }, extra: Partial<RenderedDocument> = {}) => {
    const withCrumb = { ...context, crumb };
    return renderReusing(site, 'pages/item.html', withCrumb, options(), render(withCrumb, extra))!;
  };
  afterEach(() => {
    renders = 0;
    site = newSite();
  });

  it('renders until a second crumb cuts the page into the same parts, then reuses it with each visitor’s crumb', () => {
    page(crumbs[0]);
    page(crumbs[1]);
    expect(renders).toBe(2);
    const third = page(crumbs[2]);
    expect(renders).toBe(2);
    expect(third.html).toBe(`<i>${crumbs[2]}</i><h1>Jacket</h1><b>${crumbs[2]}</b>`);
    expect(third.crumbParts).toEqual(['<i>', '</i><h1>Jacket</h1><b>', '</b>']);
  });

  it('renders anew for a new object in the context (new stock), and reuses a list rebuilt of the same objects', () => {
    const list = [product];
    page(crumbs[0], { item: product, items: [...list] });
    page(crumbs[1], { item: product, items: [...list] });
    page(crumbs[2], { item: product, items: [...list] });
    expect(renders).toBe(2);
    const restocked = { ...product, title: 'Jacket (3 left)' };
    expect(page(crumbs[3], { item: restocked, items: [...list] }).html).toContain('Jacket (3 left)');
    expect(page(crumbs[4], { item: product, items: [restocked] }).html).toContain('<h1>Jacket</h1>');
    page(crumbs[0], { item: product, items: [restocked], extra: 1 });
    expect(renders).toBe(5);
    // The same number of keys, one left undefined before and another set now: not the same inputs.
    page(crumbs[1], { item: product, lock: undefined });
    page(crumbs[2], { item: product, lock: undefined });
    page(crumbs[3], { item: product, notice: 'Closed today' });
    expect(renders).toBe(8);
  });

  it('keeps the text of a crumb that stands in the content too: only the parts a second crumb cuts alike are reused', () => {
    // A page echoing the first visitor's crumb from its URL: it is text there, not a crumb slot.
    const echo = { item: { id: 'p1', title: crumbs[0] }, words };
    page(crumbs[0], echo);
    page(crumbs[1], echo);
    page(crumbs[2], echo);
    expect(renders).toBe(3);
    expect(page(crumbs[3], echo).html).toBe(`<i>${crumbs[3]}</i><h1>${crumbs[0]}</h1><b>${crumbs[3]}</b>`);
    expect(renders).toBe(3);
  });

  it('keeps nothing that read the clock, warned or had errors, nor a render with the same crumb twice', () => {
    for (const crumb of crumbs.slice(0, 3)) page(crumb, undefined, { clockRead: true });
    expect(renders).toBe(3);
    site = newSite();
    for (const crumb of crumbs.slice(0, 3))
      page(crumb, undefined, { errors: [{ type: 'template', message: 'bad', file: 'x' }] as never });
    expect(renders).toBe(6);
    site = newSite();
    for (let i = 0; i < 3; i++) page(crumbs[0]);
    expect(renders).toBe(9);
  });

  it('renders anew for another template, page, pixel or bundle, and in dev', () => {
    const context = { item: product, words };
    const at = (crumb: string, extra: Partial<DocumentOptions>, template = 'pages/item.html') =>
      renderReusing(site, template, { ...context, crumb }, options(extra), render({ ...context, crumb }));
    at(crumbs[0], {});
    at(crumbs[1], {});
    at(crumbs[2], {});
    expect(renders).toBe(2);
    at(crumbs[3], {}, 'pages/other.html');
    at(crumbs[3], { tracking: { pageType: 50, path: '/shop/y' } });
    at(crumbs[3], { adPixelId: '123456789012345' });
    at(crumbs[3], { bundle: { boot: '/b.js', bootImports: [], css: '', islands: {} } });
    at(crumbs[3], { dev: true });
    expect(renders).toBe(7);
  });
});

const registry = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const demo = registry.byId('demo')!;

describe('a product page rendered with the page cache off', () => {
  const silent = { info() {}, warn() {}, error() {} };
  let stock: VariantStock[] = [];
  const env: RenderEnv = {
    stock: async () => new Map([['prod-canvas-field-jacket', stock]]),
    dev: false,
    log: silent,
    now: Date.UTC(2026, 10, 29),
    reuseRenders: true,
  };
  const view = (site: Site, crumb: string) =>
    renderPage(
      {
        site,
        url: new URL('http://demo.localhost/shop/canvas-field-jacket'),
        crumb,
        cart: cartSummary(site, 0, 0),
        isUnlocked: () => false,
      },
      env,
    );
  /** The page as a site that never rendered it makes it. */
  const fresh = async (crumb: string) => (await view(siteWith(demo, {}), crumb)).html;

  it('gives the bytes a fresh render gives, and shows a stock change on the next request', async () => {
    const site = siteWith(demo, {});
    const variants = (qty: number): VariantStock[] =>
      ['S', 'M', 'L']
        .flatMap((size) => [`NW-CANFIEJAC-${size}-OLIVE`, `NW-CANFIEJAC-${size}-NAVY`])
        .map((sku) => ({ sku, qtyInStock: qty, unlimited: false }));
    stock = variants(5);
    await view(site, crumbs[0]);
    const second = await view(site, crumbs[1]);
    const third = await view(site, crumbs[2]);
    expect(third.crumbParts).toBe(second.crumbParts);
    expect(third.html).toBe(await fresh(crumbs[2]));
    expect(third.html).toContain(`name="crumb" value="${crumbs[2]}"`);
    stock = variants(0);
    const soldOut = await view(site, crumbs[3]);
    expect(soldOut.crumbParts).not.toBe(second.crumbParts);
    expect(soldOut.html).not.toBe(third.html.replaceAll(crumbs[2], crumbs[3]));
    expect(soldOut.html).toBe(await fresh(crumbs[3]));
  });
});
