import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSAL_HEADER, answerStatus } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { openTrackingApp } from './tracking-app';
import type { Visitor } from '../commerce/commerce-app';

const VISITOR = 'a'.repeat(32);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
/** What a browser sends with every POST from the shop's pages, beacons included. */
const PAGE = { Origin: 'http://shop.localhost' };
const RATE_LIMITED = 'Please try again in a few seconds.';

function hitFields(visitor: Visitor, data: Record<string, unknown>, extra: Record<string, string> = {}) {
  return form({
    crumb: visitor.crumb,
    event: '1',
    data: JSON.stringify({
      url: 'http://shop.localhost/shop/lamp?ref=x',
      title: 'Camp Lamp',
      userAgent: 'Test',
      viewportInnerWidth: 1280,
      viewportInnerHeight: 800,
      screenWidth: 1920,
      screenHeight: 1080,
      website_locale: 'en-US',
      ...data,
    }),
    ss_cvr: `${VISITOR}.1.1700000000000`,
    ...extra,
  });
}

describe.each(testDatabases())('tracking calls on $name', ({ open }) => {
  // The tracking limit refills 10 calls a second: with the clock stopped before the app is made
  // (its limiter keeps the clock it was given), a flood slowed by a busy machine or database
  // gains nothing back between calls, so exactly the 61st call at once is refused.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const shop = suiteApp(open, openTrackingApp);

  it('RecordHit stores a page view with the fields of spec §3, the path without its query', async () => {
    const visitor = shop.visitor();
    const before = await shop.counts();
    const answer = await visitor.post(
      '/api/census/RecordHit',
      hitFields(visitor, {
        itemId: 'prod-lamp',
        recordType: 11,
        pageType: 50,
        visitId: 'b'.repeat(24),
        newVisit: true,
        collectionId: 'shop',
      }),
      FORM,
    );
    expect(answer.status).toBe(204);
    expect((await shop.counts()).hits).toBe(before.hits + 1);
    const [row] = await shop.db.query('select * from tracking_hits where website_id = $1 order by id desc limit 1', [
      shop.shopId,
    ]);
    expect(row).toMatchObject({
      event_type: 1,
      visitor_id: VISITOR,
      visit_id: 'b'.repeat(24),
      new_visit: true,
      path: '/shop/lamp',
      title: 'Camp Lamp',
      item_id: 'prod-lamp',
      record_type: 11,
      page_type: 50,
      viewport: '1280x800',
      screen: '1920x1080',
      locale: 'en-US',
      collection_id: 'shop',
    });
  });

  it('stores a cookieless hit without visitor or visit', async () => {
    const visitor = shop.visitor();
    const answer = await visitor.post(
      '/api/census/RecordHit',
      hitFields(visitor, { visitId: 'c'.repeat(24), newVisit: true }, { ss_cvr: '' }),
      FORM,
    );
    expect(answer.status).toBe(204);
    await shop.ingest.flush();
    const [row] = await shop.db.query(
      'select visitor_id, visit_id, new_visit from tracking_hits where website_id = $1 order by id desc limit 1',
      [shop.shopId],
    );
    expect(row).toEqual({ visitor_id: null, visit_id: null, new_visit: false });
  });

  it('refuses malformed hits with the field named, storing nothing', async () => {
    const visitor = shop.visitor();
    const before = await shop.counts();
    const bad: [Record<string, string>, string][] = [
      [{ event: '7' }, 'event'],
      [{ event: '1e400' }, 'event'],
      [{ data: '{"url":' }, 'data'],
      [{ data: '[]' }, 'data'],
      [{ data: JSON.stringify({ url: 'x\u0000y' }) }, 'data.url'],
      [{ data: JSON.stringify({ url: '/a', title: '\ud800' }) }, 'data.title'],
      [{ data: JSON.stringify({ url: '/a', screenWidth: 1e300 }) }, 'data.screenWidth'],
      [{ data: `{"url":"/a","a":${'{"b":'.repeat(9)}1${'}'.repeat(9)}}` }, 'data'],
      [{ data: JSON.stringify({ title: 'no url' }) }, 'data.url'],
    ];
    for (const [fields, field] of bad) {
      const answer = await visitor.post(
        '/api/census/RecordHit',
        form({ crumb: visitor.crumb, event: '1', data: JSON.stringify({ url: '/ok' }), ...fields }),
        FORM,
      );
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    const arrayBody = await visitor.post('/api/census/RecordHit', '[1,2]', { 'Content-Type': 'application/json' });
    expect(arrayBody.status).toBe(400);
    expect(await shop.counts()).toEqual(before);
  });

  it('needs the crumb for RecordHit, and refuses another site as the sender', async () => {
    const visitor = shop.visitor();
    const noCrumb = await visitor.post(
      '/api/census/RecordHit',
      form({ event: '1', data: JSON.stringify({ url: '/' }) }),
      { ...FORM, 'X-CSRF-Token': '' },
    );
    expect(noCrumb.status).toBe(403);
    const crossSite = await visitor.post('/api/events/service', JSON.stringify({}), {
      'Content-Type': 'text/plain',
      Origin: 'http://evil.example',
    });
    // Another site's page is a page too: refused, its status named in X-Refusal-Status.
    expect([crossSite.status, answerStatus(crossSite)]).toEqual([200, 403]);
    const script = await visitor.post('/api/events/service', JSON.stringify({}), { 'Content-Type': 'text/plain' });
    expect(script.status).toBe(400);
  });

  it('records button, overlay and form-render hits with visitor and page fields', async () => {
    const visitor = shop.visitor();
    const before = await shop.counts();
    const page = { crumb: visitor.crumb, visitorCookie: VISITOR, url: '/about', title: 'About' };
    expect(
      (await visitor.post('/api/census/button-click', form({ ...page, buttonId: 'hero', label: 'Shop now' }), FORM))
        .status,
    ).toBe(204);
    expect((await visitor.post('/api/census/button-render', form({ ...page, buttonId: 'hero' }), FORM)).status).toBe(
      204,
    );
    expect(
      (await visitor.post('/api/census/overlay', form({ ...page, overlayId: 'o1', action: 'close' }), FORM)).status,
    ).toBe(204);
    expect((await visitor.post('/api/census/form-render', form({ ...page, formId: 'contact' }), FORM)).status).toBe(
      204,
    );
    expect((await visitor.post('/api/census/form-render', form({ ...page }), FORM)).status).toBe(400);
    expect((await shop.counts()).events).toBe(before.events + 4);
    const rows = await shop.db.query(
      'select name, visitor_id, path, data from tracking_events where website_id = $1 and kind = $2 order by id desc limit 4',
      [shop.shopId, 'census'],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['button-click', 'button-render', 'form-render', 'overlay']);
    expect(rows.every((r) => r.visitor_id === VISITOR && r.path === '/about')).toBe(true);
  });

  it('RecordEvent takes the crumb from the form, RecordJavascriptErrors from the header', async () => {
    const visitor = shop.visitor();
    const before = await shop.counts();
    const event = await visitor.post(
      '/api/events/RecordEvent',
      form({ crumb: visitor.crumb, event: 'inventory_search', data: '{"q":"lamp"}' }),
      { ...FORM, 'X-CSRF-Token': '' },
    );
    expect(event.status).toBe(204);
    const errors = [
      {
        event: 'js_error',
        data: { message: 'boom', stack: 'at x', url: 'http://shop.localhost/shop' },
        timestamp: 1_700_000_000_000,
      },
    ];
    expect((await visitor.post('/api/events/RecordJavascriptErrors', errors)).status).toBe(204);
    expect((await visitor.post('/api/events/RecordJavascriptErrors', Array(11).fill(errors[0]))).status).toBe(400);
    expect((await visitor.post('/api/events/RecordJavascriptErrors', { event: 'x' })).status).toBe(400);
    expect(
      (await visitor.post('/api/events/RecordJavascriptErrors', [{ ...errors[0], data: { stack: 'x'.repeat(5001) } }]))
        .status,
    ).toBe(400);
    expect((await shop.counts()).events).toBe(before.events + 2);
    const [row] = await shop.db.query(
      'select path, data from tracking_events where website_id = $1 and kind = $2 order by id desc limit 1',
      [shop.shopId, 'error'],
    );
    expect(row!.path).toBe('/shop');
  });

  it('the events service: 202 on success, validate mode answers the problems and stores nothing', async () => {
    const visitor = shop.visitor();
    const content = {
      analyticsId: VISITOR,
      sessionId: 's1',
      pageHost: 'shop.localhost',
      pagePath: '/shop',
      occurredAt: 1_700_000_000_000,
      schemaName: 'page_view',
      sourceEnvironment: 'prod',
      eventSource: 'WEB',
      websiteId: shop.shopId,
    };
    const before = await shop.counts();
    const bad = await visitor.post(
      '/api/events/service?validate=true',
      JSON.stringify({
        eventContent: JSON.stringify({ ...content, eventSource: 'FAX', sessionId: undefined }),
        eventSchemaName: 'page_view',
      }),
      { 'Content-Type': 'text/plain' },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.valid).toBe(false);
    expect(bad.body.problems.map((p: { field: string }) => p.field).sort()).toEqual(['eventSource', 'sessionId']);
    const good = await visitor.post(
      '/api/events/service?validate=true',
      JSON.stringify({ eventContent: JSON.stringify(content), eventSchemaName: 'page_view' }),
      { 'Content-Type': 'text/plain' },
    );
    expect(good.body).toEqual({ valid: true, problems: [] });
    expect(await shop.counts()).toEqual(before);
    // A beacon carries no crumb header: origin alone is checked.
    const sent = await visitor.post(
      '/api/events/service',
      JSON.stringify({ eventContent: JSON.stringify(content), eventSchemaName: 'page_view' }),
      { 'Content-Type': 'text/plain', 'X-CSRF-Token': '' },
    );
    expect(sent.status).toBe(202);
    const refused = await visitor.post(
      '/api/events/service',
      JSON.stringify({ eventContent: JSON.stringify({ ...content, occurredAt: 'now' }), eventSchemaName: 'page_view' }),
      { 'Content-Type': 'text/plain' },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['eventContent.occurredAt']);
    expect((await shop.counts()).events).toBe(before.events + 1);
  });

  it('performance: settings give a fresh pageLoadId; records are stored, bad ones refused', async () => {
    const visitor = shop.visitor();
    const settings = await visitor.get('/api/1/performance/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await visitor.get('/api/1/performance/settings')).body.pageLoadId).not.toBe(settings.body.pageLoadId);
    const before = await shop.counts();
    const records = [
      { type: 'page-speed', pageLoadId: settings.body.pageLoadId, name: 'LCP', value: 812.5, url: '/shop' },
      { type: 'user-timing', pageLoadId: settings.body.pageLoadId, name: 'cart-ready', value: 120 },
      { type: 'image-timing', pageLoadId: settings.body.pageLoadId, name: '/assets/lamp.svg', value: 300 },
    ];
    expect(
      (
        await visitor.post('/api/1/performance/records', JSON.stringify(records), {
          'Content-Type': 'text/plain',
          'X-CSRF-Token': '',
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await visitor.post('/api/1/performance/records', JSON.stringify([{ ...records[0], value: 'fast' }]), {
          'Content-Type': 'text/plain',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.post('/api/1/performance/records', JSON.stringify([{ ...records[0], pageLoadId: 'x' }]), {
          'Content-Type': 'text/plain',
        })
      ).status,
    ).toBe(400);
    expect(
      (await visitor.post('/api/1/performance/records', '{not json', { 'Content-Type': 'text/plain' })).status,
    ).toBe(400);
    expect((await shop.counts()).performance).toBe(before.performance + 3);
  });

  it('records add to cart and removal as commerce events', async () => {
    const visitor = shop.visitor();
    visitor.cookies.set('ss_cvr', `${VISITOR}.2.1700000000000`);
    const added = await visitor.add('prod-lamp', null, 2);
    expect(added.status).toBe(200);
    const entryId = added.body.shoppingCart.entries[0].id;
    expect((await visitor.delete(`/api/commerce/shopping-cart/entries/${entryId}`)).status).toBe(200);
    await shop.ingest.flush();
    const rows = await shop.db.query(
      'select name, visitor_id, data from tracking_events where website_id = $1 and kind = $2 order by id',
      [shop.shopId, 'commerce'],
    );
    expect(rows.slice(-2).map((r) => [r.name, r.visitor_id])).toEqual([
      ['add_to_cart', VISITOR],
      ['remove_from_cart', VISITOR],
    ]);
    expect(JSON.parse(JSON.stringify(rows.at(-2)!.data))).toMatchObject({ itemId: 'prod-lamp', quantity: 2 });
  });

  it('keeps each site to its own rows, and limits a visitor who floods', async () => {
    const other = shop.visitor('other.localhost');
    const before = await shop.counts();
    expect((await other.post('/api/census/RecordHit', hitFields(other, {}), FORM)).status).toBe(204);
    expect(await shop.counts()).toEqual(before);
    const flooder = shop.visitor();
    const statuses = [];
    for (let i = 0; i < 70; i++)
      statuses.push((await flooder.post('/api/census/RecordHit', hitFields(flooder, {}), FORM)).status);
    // 60 at once, then refused: the clock does not move (above).
    expect(statuses).toEqual([...Array(60).fill(204), ...Array(10).fill(429)]);
    // The cart's own limit is untouched by tracking.
    expect((await flooder.add('prod-lamp')).status).toBe(200);
  });

  it("answers a page's refused calls as 200 naming the status, storing nothing; scripts get the status", async () => {
    const flooder = shop.visitor();
    for (let i = 0; i < 60; i++)
      expect((await flooder.post('/api/census/RecordHit', hitFields(flooder, {}), FORM)).status).toBe(204);
    const before = await shop.counts();
    // Past the tracking limit: a page's beacon (Origin, no header of its own) and an island's fetch.
    for (const page of [PAGE, { [REFUSAL_HEADER]: 'in-header' }]) {
      const limited = await flooder.post('/api/census/RecordHit', hitFields(flooder, {}), { ...FORM, ...page });
      expect([limited.status, answerStatus(limited)], JSON.stringify(page)).toEqual([200, 429]);
      expect(limited.headers.get('Retry-After')).toBeTruthy();
      expect(limited.body).toEqual({ error: RATE_LIMITED });
    }
    const script = await flooder.post('/api/census/RecordHit', hitFields(flooder, {}), FORM);
    expect([script.status, script.headers.get(REFUSAL_HEADER)]).toEqual([429, null]);
    // Malformed calls, by form beacon and by text beacon (no crumb header), within the limit.
    const visitor = shop.visitor();
    const malformed = [
      ['/api/census/RecordHit', form({ crumb: visitor.crumb, event: '7', data: '{"url":"/"}' }), FORM, 'event'],
      ['/api/1/performance/records', '[{"type":"page-speed"}]', { 'Content-Type': 'text/plain' }, '0.pageLoadId'],
    ] as const;
    for (const [path, body, type, field] of malformed) {
      const quiet = await visitor.post(path, body, { ...type, ...PAGE, 'X-CSRF-Token': '' });
      expect([quiet.status, answerStatus(quiet)], path).toEqual([200, 400]);
      expect(Object.keys(quiet.body.fieldErrors), path).toContain(field);
      const plain = await visitor.post(path, body, type);
      expect([plain.status, plain.headers.get(REFUSAL_HEADER)], path).toEqual([400, null]);
    }
    expect(await shop.counts()).toEqual(before);
  });
});
