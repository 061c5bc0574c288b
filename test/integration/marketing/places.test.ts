import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { GOOGLE_PLACES_ORIGIN, googlePlaces } from '../../../server/places';
import { IngestQueue } from '../../../server/tracking/ingest';
import { suiteApp } from '../helpers/suite-app';
import { openMarketingApp } from './marketing-app';
import type { Visitor } from '../commerce/commerce-app';

const AUTO = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const CONTEXT = 'productPage=checkout&productSection=shipping-address';

const get = async (visitor: Visitor, path: string) => {
  const response = await visitor.request('GET', path);
  return { status: response.status, body: await response.json() };
};

describe.each(testDatabases())('places (offline provider) on $name', ({ open }) => {
  let ingest: IngestQueue;
  const t = suiteApp(open, (db) =>
    openMarketingApp(db, { ingest: (ingest = new IngestQueue(db, { flushMs: 60_000 })) }),
  );

  it('autocompletes from the site’s places, every word in any order, accents folded, by country', async () => {
    const visitor = t.visitor();
    const warren = await get(visitor, `${AUTO}?input=${encodeURIComponent('warren hudson')}&sessionToken=abcd1234efgh`);
    expect(warren).toEqual({
      status: 200,
      body: {
        predictions: [
          {
            placeId: 'p-warren',
            description: '412 Warren Street, Hudson, NY 12534, United States',
            mainText: '412 Warren Street',
            secondaryText: 'Hudson, NY, United States',
          },
        ],
      },
    });
    expect(
      (await get(visitor, `${AUTO}?input=montreal`)).body.predictions.map((p: { placeId: string }) => p.placeId),
    ).toEqual(['p-montreal']);
    expect(
      (await get(visitor, `${AUTO}?input=street&country=ca`)).body.predictions.map(
        (p: { placeId: string }) => p.placeId,
      ),
    ).toEqual(['p-queen']);
    expect((await get(visitor, `${AUTO}?input=nowhere`)).body).toEqual({ predictions: [] });
  });

  it('gives the details of a place with the tracking context, and records where it was asked', async () => {
    const answer = await get(t.visitor(), `${DETAILS}?placeId=p-queen&${CONTEXT}`);
    expect(answer).toEqual({
      status: 200,
      body: {
        place: {
          placeId: 'p-queen',
          formattedAddress: '220 Queen Street West, Toronto, ON M5V 1Z4, Canada',
          addressLine1: '220 Queen Street West',
          addressLine2: '',
          city: 'Toronto',
          state: 'ON',
          postalCode: 'M5V 1Z4',
          countryCode: 'CA',
          country: 'Canada',
        },
      },
    });
    await ingest.flush();
    const events = await t.db.query<{ data: unknown }>(
      "select data from tracking_events where website_id = $1 and name = 'places_details'",
      [t.shopId],
    );
    expect(events.map((e) => (typeof e.data === 'string' ? JSON.parse(e.data) : e.data))).toEqual([
      { productPage: 'checkout', productSection: 'shipping-address', provider: 'offline' },
    ]);
    expect(await get(t.visitor(), `${DETAILS}?placeId=p-nope&${CONTEXT}`)).toEqual({
      status: 404,
      body: { error: 'We could not find that address. Type it in full.' },
    });
  });

  it('refuses missing and hostile parameters with a 400 naming the field', async () => {
    const visitor = t.visitor();
    const refused = async (path: string, field: string) => {
      const answer = await get(visitor, path);
      expect([path, answer.status, typeof answer.body.fieldErrors?.[field]]).toEqual([path, 400, 'string']);
    };
    await refused(AUTO, 'input');
    await refused(`${AUTO}?input=`, 'input');
    await refused(`${AUTO}?input=%20%20`, 'input');
    // A NUL in a URL is refused by the app's URL guard before the route.
    const nul = await get(visitor, `${AUTO}?input=a%00b`);
    expect([nul.status, typeof nul.body.error]).toEqual([400, 'string']);
    // Broken UTF-8 (a lone surrogate's bytes, a stray byte) finds nothing and breaks nothing.
    for (const bad of ['%ED%A0%80', '%FF'])
      expect(await get(visitor, `${AUTO}?input=${bad}`)).toEqual({ status: 200, body: { predictions: [] } });
    await refused(`${AUTO}?input=${'x'.repeat(201)}`, 'input');
    await refused(`${AUTO}?input=main&country=USA`, 'country');
    await refused(`${AUTO}?input=main&sessionToken=${encodeURIComponent('<script>')}`, 'sessionToken');
    await refused(`${DETAILS}?placeId=p-queen`, 'productPage');
    await refused(`${DETAILS}?placeId=p-queen&productPage=checkout`, 'productSection');
    await refused(`${DETAILS}?placeId=p-queen&productPage=${'a'.repeat(61)}&productSection=x`, 'productPage');
    await refused(`${DETAILS}?placeId=${encodeURIComponent('../../x')}&${CONTEXT}`, 'placeId');
    await refused(`${DETAILS}?${CONTEXT}`, 'placeId');
  });

  it('tells the checkout island whether the site has address completion', async () => {
    const page = async (host: string) =>
      await (await t.visitor(host).request('GET', '/checkout', undefined, { Accept: 'text/html' })).text();
    expect(await page('shop.localhost')).toContain('"addressCompletion":true');
    expect(await page('rival.localhost')).toContain('"addressCompletion":false');
  });

  it('answers a clear 503 on a site without a provider', async () => {
    const answer = await get(t.visitor('rival.localhost'), `${AUTO}?input=warren`);
    expect(answer).toEqual({
      status: 503,
      body: { error: 'Address completion is not set up for this site. Type the address in full.' },
    });
    expect((await get(t.visitor('rival.localhost'), `${DETAILS}?placeId=p-warren&${CONTEXT}`)).status).toBe(503);
  });

  it('is rate-limited per visitor: past the limit a 429 with Retry-After', async () => {
    const visitor = t.visitor();
    let last = 200;
    let retryAfter: string | null = null;
    for (let i = 0; i < 60 && last !== 429; i++) {
      const response = await visitor.request('GET', `${AUTO}?input=warren`);
      last = response.status;
      retryAfter = response.headers.get('Retry-After');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('places (Google provider, its HTTP calls stood in for) on $name', ({ open }) => {
  const calls: { url: string; init: RequestInit }[] = [];
  let reply: (url: string) => Response = () => new Response('{}');
  const fetchStandIn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return reply(url);
  }) as unknown as typeof fetch;
  const google = googlePlaces({ apiKey: 'test-key', fetch: fetchStandIn });
  const t = suiteApp(open, (db) => openMarketingApp(db, { places: () => google }));

  it('asks Places autocomplete with the key in a header and maps its suggestions', async () => {
    reply = () =>
      Response.json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJ1',
              text: { text: '1 Market St, San Francisco, CA, USA' },
              structuredFormat: {
                mainText: { text: '1 Market St' },
                secondaryText: { text: 'San Francisco, CA, USA' },
              },
            },
          },
          { queryPrediction: { text: { text: 'market' } } },
        ],
      });
    const answer = await get(
      t.visitor('rival.localhost'),
      `${AUTO}?input=1%20market&country=us&sessionToken=abcd1234efgh`,
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        predictions: [
          {
            placeId: 'ChIJ1',
            description: '1 Market St, San Francisco, CA, USA',
            mainText: '1 Market St',
            secondaryText: 'San Francisco, CA, USA',
          },
        ],
      },
    });
    const call = calls.at(-1)!;
    expect(call.url).toBe(`${GOOGLE_PLACES_ORIGIN}/v1/places:autocomplete`);
    expect(call.url).not.toContain('test-key');
    expect((call.init.headers as Record<string, string>)['X-Goog-Api-Key']).toBe('test-key');
    expect(JSON.parse(String(call.init.body))).toEqual({
      input: '1 market',
      sessionToken: 'abcd1234efgh',
      includedRegionCodes: ['us'],
      languageCode: 'en',
    });
  });

  it('maps a place’s address components to the address fields', async () => {
    reply = () =>
      Response.json({
        id: 'ChIJ1',
        formattedAddress: '1 Market St Suite 300, San Francisco, CA 94105, USA',
        addressComponents: [
          { longText: '1', shortText: '1', types: ['street_number'] },
          { longText: 'Market Street', shortText: 'Market St', types: ['route'] },
          { longText: 'Suite 300', shortText: 'Suite 300', types: ['subpremise'] },
          { longText: 'San Francisco', shortText: 'SF', types: ['locality', 'political'] },
          { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1', 'political'] },
          { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
          { longText: '94105', shortText: '94105', types: ['postal_code'] },
        ],
      });
    const answer = await get(t.visitor(), `${DETAILS}?placeId=ChIJ1&sessionToken=abcd1234efgh&${CONTEXT}`);
    expect(answer.body.place).toEqual({
      placeId: 'ChIJ1',
      formattedAddress: '1 Market St Suite 300, San Francisco, CA 94105, USA',
      addressLine1: '1 Market Street',
      addressLine2: 'Suite 300',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      countryCode: 'US',
      country: 'United States',
    });
    expect(calls.at(-1)!.url).toBe(`${GOOGLE_PLACES_ORIGIN}/v1/places/ChIJ1?sessionToken=abcd1234efgh&languageCode=en`);
  });

  it('answers 502 when the service fails, times out or answers another shape, and 404 for an unknown place', async () => {
    const message = { error: 'The address service did not answer. Type the address in full.' };
    for (const failure of [
      () => new Response('quota', { status: 429 }),
      () => Response.json({ suggestions: 'nope' }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      reply = failure;
      expect(await get(t.visitor(), `${AUTO}?input=market`)).toEqual({ status: 502, body: message });
    }
    reply = () => {
      throw new TypeError('fetch failed');
    };
    expect(await get(t.visitor(), `${AUTO}?input=market`)).toEqual({ status: 502, body: message });
    reply = () => new Response('{}', { status: 404 });
    expect((await get(t.visitor(), `${DETAILS}?placeId=ChIJnone&${CONTEXT}`)).status).toBe(404);
  });
});
