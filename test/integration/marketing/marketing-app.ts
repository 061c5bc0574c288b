/**
 * The app for the issue 16 suites (feeds, pixel, places, upsell pages): a store and a rival
 * store under fresh site ids, every role an owner of the store (`<role>@shop.test`). The store
 * sells a two-size jacket (small sold out, medium on sale), a mug whose title and text hold
 * everything a feed must escape, a PDF, a gift card (never in a feed) and a hat in a
 * password-protected collection (never in a feed either).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBSITE_ROLES, type WebsiteRoleName } from '../../../domain/website-roles';
import { freshSiteId } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner/accounts';
import { TEMPLATES_DIR } from '../../../server/paths';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';

export const PASSWORD = 'correct horse battery';
export const ROLES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];
export const HOSTILE_TITLE = 'Tea & <Coffee> "Mug"\tTab\nLine \u0001bell';

const money = (value: string) => ({ value, currency: 'USD' });

function product(id: string, title: string, variants: object[], extra: object = {}) {
  return {
    id,
    urlId: id.replace('prod-', ''),
    title,
    recordType: 11,
    fullUrl: `/shop/${id.replace('prod-', '')}`,
    structuredContent: { productType: 1, variants, ...extra },
  };
}

export function shopItems() {
  return [
    {
      ...product(
        'prod-jacket',
        'Field Jacket',
        [
          {
            id: 'var-jacket-s',
            sku: 'JACKET-S',
            attributes: { Size: 'S' },
            priceMoney: money('148.00'),
            qtyInStock: 0,
            unlimited: false,
          },
          {
            id: 'var-jacket-m',
            sku: 'JACKET-M',
            attributes: { Size: 'M' },
            priceMoney: money('148.00'),
            salePriceMoney: money('118.00'),
            onSale: true,
            qtyInStock: 3,
            unlimited: false,
          },
        ],
        { variantOptionOrdering: ['Size'] },
      ),
      excerpt: '<p>Waxed <strong>canvas</strong> &amp; brass snaps.</p>',
      assetUrl: '/assets/jacket.svg',
    },
    {
      ...product('prod-mug', HOSTILE_TITLE, [
        { id: 'var-mug', sku: 'MUG', attributes: {}, priceMoney: money('12.50'), unlimited: true },
      ]),
      excerpt: `<p>${HOSTILE_TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    },
    {
      ...product('prod-pdf', 'Trail Guide', []),
      structuredContent: {
        productType: 2,
        priceMoney: money('9.00'),
        variants: [{ id: 'var-pdf', sku: 'PDF', attributes: {}, unlimited: true }],
      },
    },
    {
      ...product('prod-gift', 'Gift Card', []),
      structuredContent: {
        productType: 4,
        variants: [{ id: 'var-gift', sku: 'GIFT-25', attributes: {}, priceMoney: money('25.00'), unlimited: true }],
      },
    },
  ];
}

function siteJson(id: string, host: string, title: string) {
  return {
    id,
    hosts: [host],
    default: false,
    homePage: 'shop',
    website: {
      id,
      siteTitle: title,
      siteDescription: `${title} sells goods.`,
      language: 'en-US',
      timeZone: 'America/New_York',
      baseUrl: '',
    },
    websiteSettings: { storeSettings: { selectedCurrency: 'USD' }, cookieSettings: { isCookieBannerEnabled: true } },
    navigation: [{ title: 'Shop', url: '/shop' }],
    footer: { links: [] },
    localizedStrings: {},
    featureFlags: {},
  };
}

async function writeSite(dir: string, id: string, host: string, title: string, items: object[], places?: object[]) {
  await mkdir(join(dir, id, 'collections'), { recursive: true });
  await writeFile(join(dir, id, 'site.json'), JSON.stringify(siteJson(id, host, title)));
  await writeFile(
    join(dir, id, 'collections', 'shop.json'),
    JSON.stringify({ id: 'col-shop', urlId: 'shop', title: 'Shop', typeName: 'products', type: 13, items }),
  );
  await writeFile(
    join(dir, id, 'collections', 'private.json'),
    JSON.stringify({
      id: 'col-private',
      urlId: 'private',
      title: 'Private',
      typeName: 'products',
      type: 13,
      password: { hash: 'scrypt$00$00' },
      items: [
        product('prod-secret-hat', 'Secret Hat', [
          { id: 'var-hat', sku: 'HAT', attributes: {}, priceMoney: money('30.00'), qtyInStock: 5 },
        ]),
      ],
    }),
  );
  if (places) await writeFile(join(dir, id, 'places.json'), JSON.stringify(places));
}

export const SHOP_PLACES = [
  {
    placeId: 'p-warren',
    formattedAddress: '412 Warren Street, Hudson, NY 12534, United States',
    addressLine1: '412 Warren Street',
    addressLine2: '',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    countryCode: 'US',
    country: 'United States',
  },
  {
    placeId: 'p-queen',
    formattedAddress: '220 Queen Street West, Toronto, ON M5V 1Z4, Canada',
    addressLine1: '220 Queen Street West',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5V 1Z4',
    countryCode: 'CA',
    country: 'Canada',
  },
  {
    placeId: 'p-montreal',
    formattedAddress: '150 Rue Saint-Paul Est, Montréal, QC H2Y 1G5, Canada',
    addressLine1: '150 Rue Saint-Paul Est',
    city: 'Montréal',
    state: 'QC',
    postalCode: 'H2Y 1G5',
    countryCode: 'CA',
    country: 'Canada',
  },
];

export interface MarketingApp extends Pick<TestApp, 'app' | 'sites'> {
  db: Database;
  shopId: string;
  rivalId: string;
  visitor(host?: string): Visitor;
  signedIn(role: WebsiteRoleName, host?: string): Promise<Visitor>;
  rival(): Promise<Visitor>;
  close(): Promise<void>;
}

/** The rival has no places.json: its address calls answer 503 unless a provider is given. */
export async function openMarketingApp(
  db: Database,
  deps: Partial<Omit<AppDeps, 'sites' | 'db'>> = {},
): Promise<MarketingApp> {
  const dir = await mkdtemp(join(tmpdir(), 'marketing-sites-'));
  const [shopId, rivalId] = [freshSiteId('shop'), freshSiteId('rival')];
  await writeSite(dir, shopId, 'shop.localhost', 'Shop & Co', shopItems(), SHOP_PLACES);
  await writeSite(dir, rivalId, 'rival.localhost', 'Rival', [
    product('prod-rival', 'Rival Thing', [
      { id: 'var-r', sku: 'RIVAL', attributes: {}, priceMoney: money('5.00'), qtyInStock: 1 },
    ]),
  ]);
  const { app, sites, close } = await createTestApp({
    fixturesDir: dir,
    templatesDir: TEMPLATES_DIR,
    db,
    pageCacheMs: 60_000,
    ...deps,
  });
  for (const role of ROLES) await saveOwner(db, shopId, { email: `${role}@shop.test`, password: PASSWORD, role });
  await saveOwner(db, rivalId, { email: 'admin@rival.test', password: PASSWORD, role: 'admin' });
  const signIn = async (email: string, host: string) => {
    const visitor = new Visitor(app, host);
    const answer = await visitor.post('/api/owner/session', { email, password: PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return visitor;
  };
  return {
    app,
    sites,
    db,
    shopId,
    rivalId,
    visitor: (host = 'shop.localhost') => new Visitor(app, host),
    signedIn: (role, host = 'shop.localhost') => signIn(`${role}@shop.test`, host),
    rival: () => signIn('admin@rival.test', 'rival.localhost'),
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
