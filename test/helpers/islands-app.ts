/**
 * A minimal site for browser tests of the island mechanism alone: a few pages of islands
 * rendered by the real collector, the built bundle under /assets/ and drawn images under /img/.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { IslandCollector } from '../../islands/collector';
import { testServerIslands } from './islands';
import type { Manifest } from '../../islands/manifest';

export interface IslandsAppOptions {
  manifest: Manifest;
  /** Where the bundle's files are. */
  assetsDir: string;
}

const COLOURS = ['#d9822b', '#2b7bd9', '#3a9d5d', '#a33fb0', '#c9423a', '#4a4a4a'];

export const galleryImages = COLOURS.map((_colour, i) => ({
  assetUrl: `/img/${i}.svg`,
  altText: `Swatch ${i + 1}`,
  originalSize: '600x400',
}));

/** Page path → the islands on it, each `[name, props]`. */
const PAGES: Record<string, (query: URLSearchParams) => [string, unknown][]> = {
  '/gallery': () => [
    ['gallery', { images: galleryImages, options: { design: 'grid', lightbox: true, 'thumbnails-per-row': 3 } }],
    ['pill-cart', { totalQuantity: 3, subtotalText: '$36.00', style: 'light', hidden: false }],
  ],
  '/slideshow': () => [['gallery', { images: galleryImages, options: { design: 'slideshow' } }]],
  '/pill': (q) => [
    [
      'pill-cart',
      {
        totalQuantity: Number(q.get('quantity') ?? 0),
        subtotalText: q.get('subtotal') ?? '$0.00',
        style: q.get('style') === 'dark' ? 'dark' : 'light',
        hidden: q.has('hidden'),
      },
    ],
  ],
  '/probe': () => [
    [
      'props-probe',
      {
        when: new Date('2024-06-01T12:00:00.000Z'),
        tags: new Set(['red', 'blue']),
        prices: new Map([['tee', 1500]]),
        link: new URL('https://demo.localhost/shop/tee'),
        big: 2n ** 70n,
      },
    ],
    ['counter', { start: 1, label: 'First' }],
    ['counter', { start: 10, label: 'Second' }],
  ],
};

export function islandsApp({ manifest, assetsDir }: IslandsAppOptions): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
    );
  });
  app.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    const body = /^[\w.-]+$/.test(file) ? await readFile(join(assetsDir, file)).catch(() => undefined) : undefined;
    if (!body) return c.notFound();
    c.header('Content-Type', file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(body);
  });
  app.get('/img/:n{[0-9]+\\.svg}', (c) => {
    const colour = COLOURS[Number.parseInt(c.req.param('n'), 10)] ?? '#888';
    c.header('Content-Type', 'image/svg+xml');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${colour}"/></svg>`,
    );
  });
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('*', (c) => {
    const islands = PAGES[c.req.path]?.(new URL(c.req.url).searchParams);
    if (!islands) return c.notFound();
    return c.html(page(c.req.path, islands, manifest));
  });
  return app;
}

function page(title: string, islands: [string, unknown][], manifest: Manifest): string {
  const collector = new IslandCollector({ components: testServerIslands });
  const body = islands.map(([name, props]) => `<section>${collector.render(name, props)}</section>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Islands test ${title}</title><link rel="stylesheet" href="${manifest.css}"></head>
<body><main><h1>${title}</h1>${body}</main>${collector.propsScript()}<script type="module" src="${manifest.boot}"></script></body></html>`;
}
