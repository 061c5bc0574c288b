/**
 * Query parser max keys (spec §9: 1000): a URL query or a posted form with more parameters is a
 * clear 400 before any route parses it; exactly 1000 is read as usual.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { QUERY_PARSER_MAX_KEYS, answerStatus } from '../../domain';
import { createApp } from '../app';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { HttpError } from '../http-error';
import { readForm } from './read-body';
import { queryKeyCount, urlGuard } from './url-guard';

const query = (count: number) => Array.from({ length: count }, (_, i) => `k${i}=${i}`).join('&');

function smallApp() {
  const app = new Hono();
  app.use(urlGuard());
  app.get('/q', (c) => c.json({ keys: Object.keys(c.req.query()).length }));
  app.post('/form', async (c) => c.json({ last: (await readForm(c)).get(`k${QUERY_PARSER_MAX_KEYS - 1}`) ?? null }));
  app.onError((error, c) =>
    error instanceof HttpError ? c.json({ error: error.message }, 400) : c.json({ error: 'unexpected' }, 500),
  );
  return app;
}

describe('query parser max keys', () => {
  it('counts parameters as a query parser does', () => {
    expect(queryKeyCount('http://x/')).toBe(0);
    expect(queryKeyCount('http://x/?')).toBe(0);
    expect(queryKeyCount('http://x/?a=1&&b&c=')).toBe(3);
    expect(queryKeyCount('http://x/?a=1&b=2#c=3&d=4')).toBe(2);
    expect(queryKeyCount('http://x/?a=1&a=2')).toBe(2);
  });

  it('reads a query of exactly 1000 parameters', async () => {
    const response = await smallApp().request(`http://x/q?${query(QUERY_PARSER_MAX_KEYS)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: 1000 });
  });

  it('refuses 1001 parameters with a 400 that says the limit, in JSON or as a page', async () => {
    const app = smallApp();
    const json = await app.request(`http://x/q?${query(QUERY_PARSER_MAX_KEYS + 1)}`);
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: 'The address has more than 1000 query parameters.' });
    const page = await app.request(`http://x/q?${'a=1&'.repeat(1001)}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('The address has more than 1000 query parameters.');
  });

  it('reads a form of 1000 fields and refuses 1001 with a 400', async () => {
    const app = smallApp();
    const post = (body: string) =>
      app.request('http://x/form', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const ok = await post(query(QUERY_PARSER_MAX_KEYS));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ last: '999' });
    const refused = await post(query(QUERY_PARSER_MAX_KEYS + 1));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('The form has more than 1000 fields.');
    // One name repeated 1001 times is 1001 keys to a query parser.
    expect((await post('a=1&'.repeat(1001))).status).toBe(400);
    expect((await post('a=1&'.repeat(1000))).status).toBe(200);
  });

  it('is enforced by the published-site app on every path', async () => {
    const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
    const app = createApp({ sites, secret: 'query-limit-test' });
    for (const path of ['/shop', '/api/commerce/shopping-cart']) {
      const response = await app.request(`http://demo.localhost${path}?${query(1001)}`);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain('more than 1000 query parameters');
    }
    const fine = await app.request(`http://demo.localhost/shop?${query(3)}`);
    expect(fine.status).toBe(200);
  });
});

describe('form-encoded bodies', () => {
  it('the tracking and form submission routes refuse 1001 fields with a 400 are a 400, not a crash', async () => {
    const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
    const app = createApp({ sites, secret: 'query-limit-test' });
    for (const path of ['/api/census/RecordHit', '/api/form/SaveFormSubmission']) {
      const response = await app.request(`http://demo.localhost${path}`, {
        method: 'POST',
        body: query(1001),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://demo.localhost',
          Cookie: `crumb=${'ab'.repeat(16)}`,
          'X-CSRF-Token': 'ab'.repeat(16),
        },
      });
      // With Origin it is a page's call: a tracking refusal comes as 200 naming its status.
      expect(answerStatus(response), path).toBe(400);
      expect((await response.json()).error, path).toBe('The form has more than 1000 fields.');
    }
  });
});
