import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';

const page = `<!doctype html><p>${'Canvas field jacket. '.repeat(200)}</p>`;

function app() {
  return new Hono()
    .use(compression())
    .get('/page', (c) => {
      c.header('ETag', '"v1"');
      c.header('Set-Cookie', 'crumb=abc');
      return c.html(page);
    })
    .get('/json', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }))
    .get('/small', (c) => c.body('tiny', 200, { 'Content-Type': 'text/plain', 'Content-Length': '4' }))
    .get('/events', (c) => c.body(page, 200, { 'Content-Type': 'text/event-stream' }))
    .get('/image', (c) => c.body(page, 200, { 'Content-Type': 'image/png' }))
    .get('/raw', (c) => c.body(page, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-transform' }))
    .get('/br', (c) => c.body(page, 200, { 'Content-Type': 'text/css', 'Content-Encoding': 'br' }))
    .get('/varied', (c) => c.body(page, 200, { 'Content-Type': 'text/html', Vary: 'Cookie' }))
    .get('/unchanged', (c) => c.body(null, 304, { 'Content-Type': 'text/css' }));
}

const get = (path: string, encoding = 'gzip, deflate, br', method = 'GET') =>
  app().request(path, { method, headers: { 'Accept-Encoding': encoding } });

describe('compression', () => {
  it('gzips pages and JSON for clients that take gzip, keeping status, cookies and a weak ETag', async () => {
    const res = await get('/page');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('ETag')).toBe('W/"v1"');
    expect(res.headers.get('Set-Cookie')).toBe('crumb=abc');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
    const json = await get('/json', 'gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString()).items).toHaveLength(200);
  });

  it('follows the q values of Accept-Encoding, and a wildcard', async () => {
    expect((await get('/page', 'gzip;q=0, br')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/page', 'br')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/page', '*')).headers.get('Content-Encoding')).toBe('gzip');
    expect((await get('/page', '*, gzip;q=0')).headers.get('Content-Encoding')).toBeNull();
    const plain = await get('/page', '');
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
  });

  it('leaves alone small bodies, event streams, other types, no-transform, encoded bodies, HEAD and empty bodies', async () => {
    for (const path of ['/small', '/events', '/image', '/raw', '/br', '/unchanged']) {
      expect((await get(path)).headers.get('Content-Encoding'), path).toBe(path === '/br' ? 'br' : null);
    }
    expect(await (await get('/raw')).text()).toBe(page);
    expect((await get('/page', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it('adds Accept-Encoding to an existing Vary', async () => {
    expect((await get('/varied')).headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });
});
