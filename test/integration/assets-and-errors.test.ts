import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DevEvents } from '../../server/dev/dev-events';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

const fixturesDir = fileURLToPath(new URL('./fixtures/sites', import.meta.url));
const templatesDir = fileURLToPath(new URL('./fixtures/templates', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'dist-'));
  await writeFile(join(distDir, 'boot-ABCD2345.js'), 'export const booted = true;\n'.repeat(20));
  t = await createTestApp({ fixturesDir, templatesDir, distAssetsDir: distDir });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { Host: 'tiny.localhost', ...headers } });

async function stylesheetUrl(): Promise<string> {
  return /<link rel="stylesheet" href="(\/assets\/site\.[0-9a-f]{10}\.css)">/.exec(await (await get('/')).text())![1];
}

describe('static assets', () => {
  it('serves the hashed stylesheet as immutable CSS with an ETag, and 304 when unchanged', async () => {
    const url = await stylesheetUrl();
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    // A subresource: only nosniff of the security headers, no request id (issue 28, "First view").
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'X-Request-Id'])
      expect(res.headers.get(name), name).toBeNull();
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]{10}"$/);
    expect(await res.text()).toContain('font-family: system-ui');
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('compresses text assets with brotli or gzip as the client accepts', async () => {
    const url = await stylesheetUrl();
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('system-ui');
    const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('system-ui');
  });

  it('serves fixture images by hashed and plain name, answering ?format= with the file', async () => {
    const html = await (await get('/shop/mug')).text();
    const hashed = /src="(\/assets\/mug\.[0-9a-f]{10}\.svg)"/.exec(html)![1];
    const res = await get(`${hashed}?format=500w`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    const plain = await get('/assets/mug.svg');
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const stale = await get('/assets/mug.0000000000.svg');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('serves the island bundle from dist with immutable caching for hashed names', async () => {
    const res = await get('/assets/boot-ABCD2345.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  it('answers a missing asset or a path escape with 404', async () => {
    for (const path of ['/assets/nope.css', '/assets/..%2F..%2Fpackage.json', '/assets/../server/app.ts']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('keeps each site to its own files', async () => {
    expect((await t.app.request('/assets/mug.svg', { headers: { Host: 'other.localhost' } })).status).toBe(404);
  });

  it('gzips large pages', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Enamel Mug');
  });
});

describe('template errors', () => {
  it('are logged with file:line:column and never shown to visitors', async () => {
    const res = await get('/notes');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('template-errors');
    expect(html).not.toContain('is unknown');
    expect(
      t.logs.some((line) =>
        /\[tiny\] template error pages\/collection-notes\.html:2:\d+ .*no-such-formatter/.test(line),
      ),
    ).toBe(true);
  });

  it('show in a designer panel in dev, with the reload client', async () => {
    const dev = createApp({
      sites: t.sites,
      secret: 's',
      dev: new DevEvents(),
      log: { info() {}, warn() {}, error() {} },
    });
    const html = await (await dev.request('/notes', { headers: { Host: 'tiny.localhost' } })).text();
    expect(html).toMatch(/<aside id="template-errors"[^>]*>.*1 template error.*pages\/collection-notes\.html:2:\d+/s);
    expect(html).toContain('<script type="module" src="/__dev/client.js"></script>');
    const clean = await (await dev.request('/', { headers: { Host: 'tiny.localhost' } })).text();
    expect(clean).not.toContain('template-errors');
  });
});

describe('failures', () => {
  it('render the error page (101, status 500) and log the cause', async () => {
    const logs: string[] = [];
    const failing = { query: () => Promise.reject(new Error('database is down')) };
    const app = createApp({
      sites: t.sites,
      db: failing,
      secret: 's',
      log: { info() {}, warn() {}, error: (m) => logs.push(m) },
    });
    const res = await app.request('/shop/mug', { headers: { Host: 'tiny.localhost', Accept: 'text/html' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Page-Type')).toBe('101');
    const html = await res.text();
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).not.toContain('database is down');
    expect(logs.join('\n')).toContain('database is down');
    const api = await app.request('/shop/mug', { headers: { Host: 'tiny.localhost', Accept: 'application/json' } });
    expect(await api.json()).toEqual({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
});

describe('dev routes', () => {
  it('exist only in dev: the client script and the event stream with the boot id', async () => {
    expect((await get('/__dev/client.js')).status).toBe(404);
    const events = new DevEvents();
    const dev = createApp({ sites: t.sites, secret: 's', dev: events });
    const script = await dev.request('/__dev/client.js');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("new EventSource('/__dev/events')");
    const controller = new AbortController();
    const stream = await dev.request('/__dev/events', { signal: controller.signal });
    expect(stream.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`event: hello\ndata: ${events.bootId}\n\n`);
    events.reload();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: reload\ndata: \n\n');
    controller.abort();
    await reader.cancel();
  });
});
