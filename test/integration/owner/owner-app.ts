/**
 * The app for the owner suites: two stores written under fresh site ids (so runs on a shared
 * PostgreSQL server never meet), rendered with the default templates. `store` sells 45 filler
 * products (three inventory pages and more) besides a lamp, a two-size tee whose small size is
 * sold out (restock sign-ups are for it), a PDF and a contact form; `rival` is another site
 * with an owner and API key of its own. Every role has an owner on `store`: `<role>@store.test`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBSITE_ROLES, type WebsiteRoleName } from '../../../domain/website-roles';
import { freshSiteId } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner/accounts';
import { createApiKey } from '../../../server/owner/api-keys';
import { TEMPLATES_DIR } from '../../../server/paths';
import { Visitor, type Answer } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';
import type { Site } from '../../../server/sites/types';

export const PASSWORD = 'correct horse battery';
export const ROLES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];
export const FILLERS = 45;

const money = (value: string) => ({ value, currency: 'USD' });

function product(id: string, title: string, variants: object[], extra: object = {}) {
  return {
    id,
    urlId: id.replace('prod-', ''),
    title,
    recordType: 11,
    structuredContent: { productType: 1, variants, ...extra },
  };
}

function storeProducts() {
  const fillers = Array.from({ length: FILLERS }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return product(`prod-filler-${n}`, `Filler ${n}`, [
      {
        id: `var-filler-${n}`,
        sku: `FILL-${n}`,
        attributes: {},
        priceMoney: money(`${10 + i}.00`),
        qtyInStock: (i * 7) % 30,
        unlimited: false,
      },
    ]);
  });
  return [
    product('prod-lamp', 'Camp Lamp', [
      { id: 'var-lamp', sku: 'LAMP', attributes: {}, priceMoney: money('20.00'), qtyInStock: 1, unlimited: false },
    ]),
    product(
      'prod-tee',
      'Trail Tee',
      [
        {
          id: 'var-tee-s',
          sku: 'TEE-S',
          attributes: { Size: 'S' },
          priceMoney: money('25.00'),
          qtyInStock: 0,
          unlimited: false,
        },
        {
          id: 'var-tee-m',
          sku: 'TEE-M',
          attributes: { Size: 'M' },
          priceMoney: money('25.00'),
          salePriceMoney: money('19.00'),
          onSale: true,
          qtyInStock: 2,
          unlimited: false,
        },
      ],
      { variantOptionOrdering: ['Size'] },
    ),
    {
      ...product('prod-pdf', 'Trail Guide (PDF)', [
        { id: 'var-pdf', sku: 'PDF', attributes: {}, priceMoney: money('9.00'), unlimited: true },
      ]),
      structuredContent: {
        productType: 2,
        priceMoney: money('9.00'),
        variants: [{ id: 'var-pdf', sku: 'PDF', attributes: {}, unlimited: true }],
      },
    },
    ...fillers,
  ];
}

const CONTACT_FORM = {
  id: 'contact',
  name: 'Write to us',
  fields: [
    { id: 'f-name', type: 'name', title: 'Name', required: true },
    { id: 'f-email', type: 'email', title: 'Email', required: true },
    { id: 'f-section', type: 'section', title: 'More' },
    { id: 'f-phone', type: 'phone', title: 'Phone' },
    { id: 'f-message', type: 'textarea', title: 'Message' },
  ],
  submissionMessage: 'Thanks.',
};

function siteJson(id: string, host: string, title: string, featureFlags: Record<string, unknown> = {}) {
  return {
    id,
    hosts: [host],
    default: false,
    homePage: 'shop',
    website: { id, siteTitle: title, language: 'en-US', timeZone: 'America/New_York', baseUrl: '' },
    websiteSettings: {
      storeSettings: {
        selectedCurrency: 'USD',
        shippingOptions: [{ id: 'ship-flat', name: 'Standard', amountCents: 500 }],
      },
    },
    navigation: [{ title: 'Shop', url: '/shop' }],
    footer: { links: [] },
    localizedStrings: {},
    featureFlags,
  };
}

async function writeSite(
  dir: string,
  id: string,
  host: string,
  title: string,
  items: object[],
  featureFlags: Record<string, unknown> = {},
) {
  await mkdir(join(dir, id, 'collections'), { recursive: true });
  await mkdir(join(dir, id, 'forms'), { recursive: true });
  await writeFile(join(dir, id, 'site.json'), JSON.stringify(siteJson(id, host, title, featureFlags)));
  await writeFile(
    join(dir, id, 'collections', 'shop.json'),
    JSON.stringify({ id: 'col-shop', urlId: 'shop', title: 'Shop', typeName: 'products', type: 13, items }),
  );
  await writeFile(join(dir, id, 'forms', 'contact.json'), JSON.stringify(CONTACT_FORM));
}

export interface OwnerApp {
  app: TestApp['app'];
  db: Database;
  storeId: string;
  rivalId: string;
  /** The rival site's admin, signed in. */
  rival: Visitor;
  /** An admin API key of the rival site. */
  rivalKey: string;
  /** The store as the server loaded it. */
  store(): Site;
  /** A browser on the store (its own crumb, no cookies beyond it). */
  visitor(host?: string): Visitor;
  /** A browser signed in as `<role>@store.test`. */
  signedIn(role: WebsiteRoleName): Promise<Visitor>;
  /** A call with an API key and no cookies, as a script makes it. */
  withKey(secret: string, method: string, path: string, body?: unknown, host?: string): Promise<Answer>;
  close(): Promise<void>;
}

/** `storeFlags`: the store's beta flags (site.json featureFlags); the rival has none. */
export async function openOwnerApp(
  db: Database,
  deps: Partial<Omit<AppDeps, 'sites' | 'db'>> = {},
  storeFlags: Record<string, unknown> = {},
): Promise<OwnerApp> {
  const dir = await mkdtemp(join(tmpdir(), 'owner-sites-'));
  const [storeId, rivalId] = [freshSiteId('store'), freshSiteId('rival')];
  await writeSite(dir, storeId, 'store.localhost', 'Owner Test Store', storeProducts(), storeFlags);
  await writeSite(dir, rivalId, 'rival.localhost', 'Rival Store', storeProducts().slice(0, 3));
  const { app, sites, close } = await createTestApp({
    fixturesDir: dir,
    templatesDir: TEMPLATES_DIR,
    db,
    pageCacheMs: 60_000,
    ...deps,
  });
  for (const role of ROLES) await saveOwner(db, storeId, { email: `${role}@store.test`, password: PASSWORD, role });
  await saveOwner(db, rivalId, { email: 'admin@rival.test', password: PASSWORD, role: 'admin' });
  const rivalKey = (await createApiKey(db, rivalId, { name: 'rival', role: 'admin' })).secret;

  const signIn = async (email: string, host: string) => {
    const visitor = new Visitor(app, host);
    const answer = await visitor.post('/api/owner/session', { email, password: PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return visitor;
  };
  const rival = await signIn('admin@rival.test', 'rival.localhost');
  return {
    app,
    db,
    storeId,
    rivalId,
    rival,
    rivalKey,
    store: () => sites.all().find((site) => site.id === storeId)!,
    visitor: (host = 'store.localhost') => new Visitor(app, host),
    signedIn: (role) => signIn(`${role}@store.test`, 'store.localhost'),
    async withKey(secret, method, path, body, host = 'store.localhost') {
      const response = await app.request(`http://${host}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secret}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: response.headers.get('Content-Type')?.includes('json') && text ? JSON.parse(text) : text,
        headers: response.headers,
      };
    },
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A restock sign-up as the public call stores it. */
export async function signUp(
  db: Database,
  siteId: string,
  productId: string,
  variantId: string,
  email: string,
): Promise<void> {
  const { saveRestockSignUp } = await import('../../../server/restock/restock-store');
  await saveRestockSignUp(db, siteId, { productId, variantId, siteVisitorEmail: email, isJoinMailingList: false });
}
