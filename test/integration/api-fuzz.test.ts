/**
 * The API fuzz test (issue 8): every route the Hono app registers (read from `app.routes`, so
 * routes added later are fuzzed too) gets a bounded set of malformed requests, with a valid
 * crumb and without one. No answer may be a 5xx, and a refused request (4xx) may store
 * nothing: the row count of every table is compared before and after each one.
 * The figures (requests, answers per status) are printed at the end of each run. The owner API
 * is fuzzed again past its sign-in, with an administrator's API key, on the fields its editors send.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../server/db/test-databases';
import { createApiKey } from '../../server/owner';
import { IngestQueue } from '../../server/tracking';
import { DEMO, openDemoApp } from './security/security-app';
import { suiteApp } from './helpers/suite-app';
import type { Database } from '../../server/db';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Catch-all routes (`POST *`: lock screen passwords) are tried on these paths. */
const WILDCARD_PATHS = ['/wholesale', '/'];

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Every field name the APIs read, so wrong types reach each schema's fields. */
const FIELDS = [
  'itemId',
  'sku',
  'quantity',
  'qty',
  'seq',
  'additionalFields',
  'idempotencyKey',
  'code',
  'location',
  'optionId',
  'email',
  'shippingAddress',
  'shippingOptionId',
  'couponCodes',
  'giftCardCode',
  'paymentToken',
  'cartToken',
  'formId',
  'form',
  'key',
  'captchaKey',
  'pageId',
  'pageTitle',
  'pagePath',
  'contentSource',
  'productId',
  'variantId',
  'siteVisitorEmail',
  'isJoinMailingList',
  'captchaToken',
  'password',
  'crumb',
  'name',
  'id',
  'amount',
];
const every = (value: unknown, fields: readonly string[] = FIELDS) =>
  Object.fromEntries(fields.map((field) => [field, value]));
/** Plausible values, so a single bad field is checked after the others pass. */
const PLAUSIBLE: Record<string, unknown> = {
  itemId: 'prod-blue-shirt',
  sku: null,
  quantity: 1,
  qty: 1,
  seq: 1,
  additionalFields: null,
  code: 'TRAIL10',
  email: 'fuzz@example.com',
  location: { country: 'US', region: 'NY' },
  paymentToken: 'tok_test_decline',
  formId: 'contact',
  form: '{}',
  productId: 'prod-blue-shirt',
  variantId: 'x',
  siteVisitorEmail: 'fuzz@example.com',
  pageTitle: 'Contact',
  password: 'wrong',
  shippingAddress: { name: 'A', line1: '1 Main St', city: 'Albany', postalCode: '12207', country: 'US' },
};
const withOne = (field: string, value: unknown) => ({ ...PLAUSIBLE, [field]: value });

interface Body {
  name: string;
  type: string;
  text: string;
}
const json = (name: string, value: unknown): Body => ({
  name,
  type: 'application/json',
  text: typeof value === 'string' ? value : JSON.stringify(value),
});

/** A route's path with each parameter (`:id`, `:key{.+}`) given the value `valueOf` names for it. */
const fillParams = (path: string, valueOf: (param: string) => string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, param: string) => valueOf(param));

/** The bounded set of malformed bodies every write route gets. */
const BODIES: Body[] = [
  json('bad JSON', '{"itemId":'),
  json('empty', ''),
  json('null', 'null'),
  json('a number', '42'),
  json('an array', []),
  json('an array of the plausible object', [PLAUSIBLE]),
  json('wrong types: numbers', every(12345)),
  json('wrong types: booleans', every(true)),
  json('wrong types: objects', every({ a: 1 })),
  json('wrong types: arrays', every(['a'])),
  json('huge numbers', every(1e308)),
  json('not finite (1e999)', `{${FIELDS.map((f) => `"${f}":1e999`).join(',')}}`),
  json('negative and fractional', every(-1.5)),
  json('huge whole numbers (1e20)', withOne('seq', 1e20)),
  json('quantity 1e20', withOne('quantity', 1e20)),
  json('NUL in every field', every('a\u0000b')),
  json('lone surrogate in every field', every('a\uD800b')),
  json('lone low surrogate', every('\uDC00')),
  json('NUL in a key', { ...PLAUSIBLE, 'k\u0000': 1 }),
  json(
    'NUL in a nested field',
    withOne('shippingAddress', { ...(PLAUSIBLE.shippingAddress as object), city: 'a\u0000' }),
  ),
  json('NUL in JSON text fields', { ...PLAUSIBLE, additionalFields: '{"a":"\\u0000"}', form: '{"f":"\\u0000"}' }),
  json('deep body', `{"itemId":${deepJson(3000)}}`),
  json('deep array body', deepArray(5000)),
  json('deep JSON text fields', { ...PLAUSIBLE, additionalFields: deepJson(3000), form: deepJson(3000) }),
  json('arrays for objects', { ...PLAUSIBLE, location: [], shippingAddress: [], form: '[]' }),
  json(
    'prototype keys',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"prototype":1,"itemId":"prod-blue-shirt","quantity":1}',
  ),
  json('long strings', every('x'.repeat(5000))),
  json('oversize body', { pad: 'x'.repeat(200 * 1024) }),
  { name: 'multipart without a boundary', type: 'multipart/form-data', text: 'quantity=3' },
  {
    name: 'truncated multipart',
    type: 'multipart/form-data; boundary=XYZ',
    text: '--XYZ\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n3',
  },
  {
    name: 'form with NUL',
    type: 'application/x-www-form-urlencoded',
    text: 'quantity=%00&code=%00&password=%00&formId=contact&pageTitle=%00',
  },
  {
    name: 'form with invalid UTF-8',
    type: 'application/x-www-form-urlencoded',
    text: 'quantity=%ED%A0%80&code=%ED%A0%80&pageTitle=%FF',
  },
  { name: 'text/plain', type: 'text/plain', text: 'hello' },
];

/** Values for path parameters, then hostile ones each route is also tried with. */
const PARAM_SAMPLES: Record<string, string> = {
  code: 'TRAIL10',
  formId: 'contact',
  id: 'prod-blue-shirt',
  itemId: 'prod-blue-shirt',
  name: 'affirm',
  orderId: 'none',
};
/** Samples that reach further into some routes: a blog post takes comments, a product does not. */
const POST_SAMPLES: Record<string, string> = { itemId: 'post-cast-iron-on-the-campfire' };
/** Bodies no reader can take: each route that reads one must refuse it with a 4xx. */
const UNREADABLE_BODIES: Body[] = [
  {
    name: 'truncated multipart',
    type: 'multipart/form-data; boundary=XYZ',
    text: '--XYZ\r\nContent-Disposition: form-data; name="authorName"\r\n\r\nAda',
  },
  { name: 'multipart without a boundary', type: 'multipart/form-data', text: 'authorName=Ada&body=Hello there' },
  { name: 'wrong content type', type: 'application/xml', text: '<comment><body>Hello</body></comment>' },
];
const HOSTILE_PARAMS = ['a%00b', '%ED%A0%80', 'x'.repeat(3000), '..%2F..%2Fetc', '%0d%0aSet-Cookie:%20a=b'];

/** The fields the owner's calls read (documents, products, orders, stock, settings), for the signed-in pass. */
const OWNER_FIELDS = [
  'revision',
  'from',
  'body',
  'name',
  'title',
  'price',
  'variants',
  'status',
  'publishOn',
  'amountCents',
  'reason',
  'restock',
  'qty',
  'unlimited',
  'sku',
  'itemId',
  'productId',
  'collection',
  'id',
  'key',
  'locale',
  'texts',
  'changes',
  'role',
  'email',
  'urlId',
  'tags',
  'categories',
  'items',
  'links',
  'order',
  'ids',
  'carrier',
  'trackingNumber',
  'notify',
  'altText',
  'focalPoint',
  'enabled',
  'languages',
  'pixelId',
  'fields',
  'scarcityThreshold',
];
/** What the signed-in pass sends each owner write: numbers past every column, text no column keeps, wrong shapes. */
const OWNER_BODIES: Body[] = [
  json('huge numbers', every(1e308, OWNER_FIELDS)),
  json('1e20', every(1e20, OWNER_FIELDS)),
  json('past a database integer (2^31)', every(2 ** 31, OWNER_FIELDS)),
  json('past a safe integer', every(2 ** 53 + 2, OWNER_FIELDS)),
  json('negative and fractional', every(-1.5, OWNER_FIELDS)),
  json('NUL in every field', every('a\u0000b', OWNER_FIELDS)),
  json('lone surrogate in every field', every('a\uD800b', OWNER_FIELDS)),
  json('arrays for everything', every(['a'], OWNER_FIELDS)),
  json('objects for everything', every({ a: 1 }, OWNER_FIELDS)),
  json('booleans', every(true, OWNER_FIELDS)),
  json('nulls', every(null, OWNER_FIELDS)),
  json('long strings', every('x'.repeat(5000), OWNER_FIELDS)),
  json('an empty object', '{}'),
  json('an array', '[]'),
  json('bad JSON', '{"revision":'),
];
/**
 * A body an owner's write could take, for the pass that puts one field past a database integer
 * while the others pass: every field at once stops at whichever the schema reads first.
 */
const OWNER_PLAUSIBLE: Record<string, unknown> = {
  revision: 1,
  from: 1,
  name: 'Fuzz',
  title: 'Fuzz',
  price: 100,
  amountCents: 100,
  qty: 1,
  unlimited: false,
  restock: false,
  notify: false,
  enabled: true,
  scarcityThreshold: 5,
};
const pastAnInteger = OWNER_FIELDS.map((field) =>
  json(`${field} past a database integer`, { ...OWNER_PLAUSIBLE, [field]: 2 ** 31 }),
);
/** Path parameters the owner's routes take as they are (a document kind that exists, so the body is read). */
const OWNER_SAMPLES: Record<string, string> = {
  ...PARAM_SAMPLES,
  id: 'prod-enamel-camp-mug',
  kind: 'item',
  key: 'shop/prod-enamel-camp-mug',
  collection: 'shop',
  orderNumber: '1001',
  locale: 'fr',
  sku: 'NW-ENACAMMUG-CREAM',
};
/** Path parameters past a revision or an order number's column, besides the visitors' hostile ones. */
const OWNER_PARAMS = ['99999999999999999999', '2147483648', '-1'];
const OWNER_QUERIES = [
  '',
  '?before=99999999999999999999&limit=1e20&page=-1&q=%00&status=%00',
  '?page=2147483648&limit=2147483648',
];

/**
 * The rate limiter's buckets (on a PostgreSQL server, a row per visitor it has seen) are its
 * bookkeeping of every request, refused ones included: not data a request stores.
 */
const BOOKKEEPING = new Set(['rate_buckets']);

/** The count query of each database: its tables are those of the migrations, fixed for the test. */
const countQueries = new WeakMap<Database, Promise<{ tables: string[]; sql: string }>>();

function countQuery(db: Database): Promise<{ tables: string[]; sql: string }> {
  let query = countQueries.get(db);
  if (!query) {
    query = db
      .query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
      )
      .then((rows) => {
        const tables = rows.map((t) => t.name).filter((name) => !BOOKKEEPING.has(name));
        const select = tables.map((name, i) => `(select count(*) from "${name}")::int as c${i}`).join(', ');
        // The snapshot the counts were read under, in the same statement (so the same snapshot).
        return { tables, sql: `select pg_current_snapshot()::text as snapshot, ${select}` };
      });
    countQueries.set(db, query);
  }
  return query;
}

/** The counts last read on each database and the snapshot they were read under. */
const lastCounts = new WeakMap<Database, { snapshot: string; counts: Record<string, number> }>();

/**
 * The row count of every table. Counting them all takes most of the test's time, so they are
 * counted again only when a write may have been committed since the last count: a snapshot
 * (xmin:xmax:transactions in progress) names exactly the transactions whose writes a read
 * sees, and every write takes a transaction id, so while the snapshot is the same as at the
 * last count every table holds the rows it held then. Reading the snapshot takes no id.
 */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const last = lastCounts.get(db);
  if (last) {
    const [{ snapshot }] = await db.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
    if (snapshot === last.snapshot) return last.counts;
  }
  const { tables, sql } = await countQuery(db);
  const [row] = await db.query<Record<string, number | string>>(sql);
  const counts = Object.fromEntries(tables.map((name, i) => [name, Number(row[`c${i}`])]));
  lastCounts.set(db, { snapshot: String(row.snapshot), counts });
  return counts;
}

describe.each(testDatabases())('API fuzz on $name', ({ name, open }) => {
  // Tracking rows are written in batches after the answer: the test flushes them itself, so a
  // row is counted against the request that stored it.
  let ingest: IngestQueue;
  const demo = suiteApp(open, (db) => openDemoApp(db, { ingest: (ingest = new IngestQueue(db, { flushMs: 60_000 })) }));
  const statuses = new Map<number, number>();
  let sent = 0;
  afterAll(() => {
    const figures = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(`API fuzz on ${name}: ${sent} requests; ${figures}`);
  });

  it('no route answers a 5xx to malformed input, and a refused request stores nothing', async () => {
    const routes = demo.app.routes.filter((r) => r.method !== 'ALL');
    const writes = [
      ...new Map(routes.filter((r) => WRITES.has(r.method)).map((r) => [`${r.method} ${r.path}`, r])).values(),
    ];
    const reads = [
      ...new Map(
        routes
          .filter((r) => r.method === 'GET' && (r.path.includes(':') || r.path.startsWith('/api/')))
          .map((r) => [r.path, r]),
      ).values(),
    ];
    expect(writes.length).toBeGreaterThan(10);

    // A visitor with a cart holding one entry, so entry routes reach their handlers.
    let entryId = 'none';
    let cartCookie = '';
    /**
     * Each route starts with a cart holding the entry (an earlier route may have removed it),
     * a new visitor's each time: one visitor adding once per route would outrun its own write
     * allowance (30, then 5 a second) now that the routes are many and the requests quick.
     */
    const refill = async () => {
      const owner = demo.visitor();
      const added = await owner.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-CREAM', 1);
      expect(added.status).toBe(200);
      entryId = added.body?.newlyAdded?.id ?? entryId;
      cartCookie = owner.cookies.get('cart') ?? cartCookie;
    };

    const failures: string[] = [];
    const send = async (method: string, path: string, body: Body | undefined, withCrumb: boolean) => {
      const crumb = randomBytes(16).toString('hex');
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Cookie: `crumb=${crumb}; cart=${cartCookie}`,
      };
      if (withCrumb) headers['X-CSRF-Token'] = crumb;
      if (body) headers['Content-Type'] = body.type;
      await ingest.flush();
      const before = await tableCounts(demo.db);
      // Each malformed request from an address of its own (198.18.0.0/15, for tests): the
      // address limit (rateLimit) is not under test here, and thousands of calls from one
      // address would spend the budget the refills' cart adds need.
      const from = `198.18.${(sent >> 8) & 255}.${sent & 255}`;
      const response = await demo.app.request(
        `http://${DEMO}${path}`,
        { method, headers, body: body && method !== 'GET' ? body.text : undefined },
        { incoming: { socket: { remoteAddress: from } } },
      );
      await response.arrayBuffer();
      sent++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const what = `${method} ${path.slice(0, 80)} ${body?.name ?? ''} ${withCrumb ? 'with' : 'without'} crumb`;
      if (response.status >= 500) failures.push(`${response.status} ${what}`);
      if (response.status >= 400 && response.status < 500) {
        await ingest.flush();
        const after = await tableCounts(demo.db);
        if (JSON.stringify(after) !== JSON.stringify(before))
          failures.push(`${response.status} stored rows: ${what} ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      }
    };
    const pathsOf = (path: string, params: string[] = []) => {
      if (path.includes('*')) return WILDCARD_PATHS;
      const base = fillParams(path, (param) => (param === 'entryId' ? entryId : (PARAM_SAMPLES[param] ?? 'sample')));
      return [base, ...params.map((hostile) => fillParams(path, () => hostile))].filter(
        (p, i, all) => all.indexOf(p) === i,
      );
    };

    for (const route of writes) {
      await refill();
      for (const path of pathsOf(route.path)) {
        for (const body of BODIES) {
          await send(route.method, path, body, true);
          if (body === BODIES[0] || body.name.startsWith('NUL') || body.name.startsWith('form'))
            await send(route.method, path, body, false);
        }
      }
      for (const path of pathsOf(route.path, HOSTILE_PARAMS).slice(1)) await send(route.method, path, BODIES[0], true);
    }
    await refill();
    for (const route of reads) {
      for (const path of pathsOf(route.path, HOSTILE_PARAMS)) {
        for (const query of [
          '',
          '?itemId=%00&cartToken=%00&type=%00',
          '?itemId=%ED%A0%80&cartToken=%FF',
          `?itemId=${'x'.repeat(3000)}&mock=maybe`,
          '?itemId[]=a&itemId=b',
        ]) {
          await send('GET', `${path}${query}`, undefined, false);
        }
      }
    }
    expect(failures).toEqual([]);
    // Two thousand requests, each with its tables counted: minutes on a busy PostgreSQL server.
  }, 300_000);

  it('every route that reads a body refuses an unreadable one with a 4xx and stores nothing', async () => {
    const writes = [
      ...new Set(demo.app.routes.filter((r) => WRITES.has(r.method)).map((r) => `${r.method} ${r.path}`)),
    ].map((route) => route.split(' ') as [string, string]);
    const fill = (route: string, samples: Record<string, string>) =>
      fillParams(route, (param) => samples[param] ?? PARAM_SAMPLES[param] ?? 'sample');
    /** The routes seen reading the body (the request's body was used) past the crumb check. */
    const readers = new Set<string>();
    const failures: string[] = [];
    for (const [method, route] of writes) {
      const paths = route.includes('*') ? WILDCARD_PATHS : [fill(route, {}), fill(route, POST_SAMPLES)];
      for (const path of new Set(paths)) {
        for (const body of UNREADABLE_BODIES) {
          for (const withCrumb of [true, false]) {
            const crumb = randomBytes(16).toString('hex');
            const request = new Request(`http://${DEMO}${path}`, {
              method,
              headers: {
                Accept: 'application/json',
                Cookie: `crumb=${crumb}`,
                'Content-Type': body.type,
                // As a client sends it: the size check then reads the header, not the body.
                'Content-Length': String(Buffer.byteLength(body.text)),
                ...(withCrumb ? { 'X-CSRF-Token': crumb } : {}),
              },
              body: body.text,
            });
            await ingest.flush();
            const before = JSON.stringify(await tableCounts(demo.db));
            const response = await demo.app.request(request);
            await response.arrayBuffer();
            sent++;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            await ingest.flush();
            const stored = JSON.stringify(await tableCounts(demo.db)) !== before;
            const what = `${response.status} ${method} ${path.slice(0, 80)} ${body.name} ${withCrumb ? 'with' : 'without'} crumb`;
            if (response.status >= 500) failures.push(what);
            if (!request.bodyUsed) continue;
            // Without the header the crumb check reads every form body: count the handlers' reads.
            if (withCrumb) readers.add(`${method} ${route}`);
            if (response.status < 400) failures.push(`read the body and answered ${what}`);
            if (stored) failures.push(`stored rows: ${what}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The case reaches the handlers that read bodies, the comment form's included.
    expect(readers).toContain('POST /comments/:itemId');
    expect(readers).toContain('POST /api/form/SaveFormSubmission');
    console.log(`API fuzz on ${name}: ${readers.size} of ${writes.length} write routes read the unreadable bodies`);
  }, 300_000);

  it('no API route answers a 5xx to an administrator sending malformed input', async () => {
    const routes = [
      ...new Map(
        demo.app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api'))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    const failures: string[] = [];
    let secret = '';
    let calls = 0;
    for (const route of routes) {
      const send = async (path: string, body?: Body) => {
        // A key per hundred calls: each draws on its own owner bucket (120 at once), not the test's.
        if (calls++ % 100 === 0) secret = (await createApiKey(demo.db, 'demo', { name: 'fuzz', role: 'admin' })).secret;
        const response = await demo.app.request(`http://${DEMO}${path}`, {
          method: route.method,
          headers: {
            Authorization: `Bearer ${secret}`,
            Accept: 'application/json',
            ...(body ? { 'Content-Type': body.type } : {}),
          },
          body: body?.text,
        });
        await response.arrayBuffer();
        sent++;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500)
          failures.push(`${response.status} ${route.method} ${path.slice(0, 80)} ${body?.name ?? ''}`);
      };
      const fill = (value: string) => fillParams(route.path, (param) => value || (OWNER_SAMPLES[param] ?? 'sample'));
      if (route.method === 'GET') {
        for (const param of ['', ...OWNER_PARAMS, ...HOSTILE_PARAMS])
          for (const query of OWNER_QUERIES) await send(`${fill(param)}${query}`);
        continue;
      }
      for (const body of [...OWNER_BODIES, ...pastAnInteger]) await send(fill(''), body);
      for (const param of OWNER_PARAMS) await send(fill(param), OWNER_BODIES[2]);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
