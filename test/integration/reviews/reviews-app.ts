/**
 * The app for the reviews, commerce email and newsletter suites (issue 15): a store under a
 * fresh site id with a lamp, a two-size tee and a gift card, review display on, a newsletter
 * form in the footer and one owner per role (`<role>@store.test`); and a rival site (its own
 * admin signed in) whose links and sessions must open nothing on the store.
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
import type { Database } from '../../../server/db';
import type { Site } from '../../../server/sites/types';

export const PASSWORD = 'correct horse battery';
export const ROLES = Object.keys(WEBSITE_ROLES) as WebsiteRoleName[];
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

export { ADDRESS };

const money = (value: string) => ({ value, currency: 'USD' });
const product = (id: string, title: string, variants: object[], extra: object = {}) => ({
  id,
  urlId: id.replace('prod-', ''),
  title,
  recordType: 11,
  structuredContent: { productType: 1, variants, ...extra },
});

function items() {
  return [
    product('prod-lamp', 'Camp Lamp', [
      { id: 'var-lamp', sku: 'LAMP', attributes: {}, priceMoney: money('20.00'), qtyInStock: 50, unlimited: false },
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
          qtyInStock: 50,
          unlimited: false,
        },
        {
          id: 'var-tee-m',
          sku: 'TEE-M',
          attributes: { Size: 'M' },
          priceMoney: money('25.00'),
          qtyInStock: 50,
          unlimited: false,
        },
      ],
      { variantOptionOrdering: ['Size'] },
    ),
    {
      ...product('prod-gift', 'Gift Card', []),
      structuredContent: {
        productType: 4,
        variants: [
          {
            id: 'var-gift-25',
            sku: 'GIFT-25',
            attributes: { Amount: '$25' },
            priceMoney: money('25.00'),
            unlimited: true,
          },
        ],
      },
    },
  ];
}

const NEWSLETTER = {
  id: 'letters',
  name: 'Newsletter',
  fields: [{ id: 'f-news-email', type: 'email', title: 'Email', required: true }],
  submissionMessage: 'Thanks.',
};

function siteJson(id: string, host: string, title: string, reviewSettings: object, featureFlags: object) {
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
        reviewSettings,
      },
    },
    navigation: [{ title: 'Shop', url: '/shop' }],
    footer: { links: [], newsletterFormId: 'letters' },
    localizedStrings: {},
    featureFlags,
  };
}

async function writeSite(
  dir: string,
  id: string,
  host: string,
  title: string,
  reviewSettings: object,
  featureFlags: object,
) {
  await mkdir(join(dir, id, 'collections'), { recursive: true });
  await mkdir(join(dir, id, 'forms'), { recursive: true });
  await writeFile(join(dir, id, 'site.json'), JSON.stringify(siteJson(id, host, title, reviewSettings, featureFlags)));
  await writeFile(
    join(dir, id, 'collections', 'shop.json'),
    JSON.stringify({ id: 'col-shop', urlId: 'shop', title: 'Shop', typeName: 'products', type: 13, items: items() }),
  );
  await writeFile(join(dir, id, 'forms', 'letters.json'), JSON.stringify(NEWSLETTER));
}

export interface ReviewsApp extends Pick<TestApp, 'app' | 'logs'> {
  db: Database;
  storeId: string;
  rivalId: string;
  store(): Site;
  visitor(host?: string): Visitor;
  signedIn(role: WebsiteRoleName, host?: string): Promise<Visitor>;
  /** A visitor who bought `itemId` (and `sku`); resolves the order id and its number. */
  buy(itemId: string, sku?: string | null): Promise<{ visitor: Visitor; orderId: string; orderNumber: number }>;
  /** The text of an order's confirmation email. */
  confirmationOf(orderId: string): Promise<string>;
  /** The mails the store sent to `to`, newest first. */
  mailsTo(
    to: string,
    siteId?: string,
  ): Promise<
    { subject: string; text_body: string; html_body: string | null; headers: unknown; dedupe_key: string | null }[]
  >;
  close(): Promise<void>;
}

export interface ReviewsAppOptions {
  reviewSettings?: object;
  featureFlags?: object;
}

export async function openReviewsApp(db: Database, options: ReviewsAppOptions = {}): Promise<ReviewsApp> {
  const dir = await mkdtemp(join(tmpdir(), 'reviews-sites-'));
  const [storeId, rivalId] = [freshSiteId('store'), freshSiteId('rival')];
  const reviewSettings = options.reviewSettings ?? {
    nativeReviewsDisplayEnabled: true,
    importedReviewsDisplayEnabled: true,
  };
  await writeSite(dir, storeId, 'store.localhost', 'Review Test Store', reviewSettings, options.featureFlags ?? {});
  await writeSite(dir, rivalId, 'rival.localhost', 'Rival Store', reviewSettings, {});
  const { app, sites, logs, close } = await createTestApp({
    fixturesDir: dir,
    templatesDir: TEMPLATES_DIR,
    db,
    pageCacheMs: 0,
  });
  for (const role of ROLES) await saveOwner(db, storeId, { email: `${role}@store.test`, password: PASSWORD, role });
  await saveOwner(db, rivalId, { email: 'admin@rival.test', password: PASSWORD, role: 'admin' });

  const signedIn = async (role: WebsiteRoleName, host = 'store.localhost') => {
    const visitor = new Visitor(app, host);
    const email = host === 'store.localhost' ? `${role}@store.test` : 'admin@rival.test';
    const answer = await visitor.post('/api/owner/session', { email, password: PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return visitor;
  };
  return {
    app,
    logs,
    db,
    storeId,
    rivalId,
    store: () => sites.all().find((site) => site.id === storeId)!,
    visitor: (host = 'store.localhost') => new Visitor(app, host),
    signedIn,
    async buy(itemId, sku = null) {
      const visitor = new Visitor(app, 'store.localhost');
      const added = await visitor.add(itemId, sku);
      if (added.status !== 200) throw new Error(`add answered ${added.status} ${JSON.stringify(added.body)}`);
      const order = await visitor.post('/api/commerce/checkout', {
        email: 'ana@example.com',
        shippingAddress: ADDRESS,
        paymentToken: 'tok_test_ok',
      });
      if (order.status !== 200) throw new Error(`checkout answered ${order.status} ${JSON.stringify(order.body)}`);
      return { visitor, orderId: order.body.id, orderNumber: order.body.orderNumber };
    },
    async confirmationOf(orderId) {
      const [row] = await db.query<{ text_body: string }>(
        'select text_body from mail_outbox where website_id = $1 and dedupe_key = $2',
        [storeId, `order-confirmation:${orderId}`],
      );
      if (!row) throw new Error(`No confirmation of order ${orderId}`);
      return row.text_body;
    },
    mailsTo: (to, siteId = storeId) =>
      db.query(
        'select subject, text_body, html_body, headers, dedupe_key from mail_outbox where website_id = $1 and to_address = $2 order by id desc',
        [siteId, to],
      ) as never,
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The review request link of one product in the text of a mail. */
export function reviewLinkIn(text: string, productName: string): string {
  const match = new RegExp(`Review ${productName} \\((https?://[^)]+)\\)`).exec(text);
  if (!match) throw new Error(`No review link for ${productName} in:\n${text}`);
  const url = new URL(match[1]!);
  return url.pathname + url.search;
}

/** A form post as a browser without JavaScript sends it. */
export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
export const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' };
