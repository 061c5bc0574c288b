/**
 * The app of the subscription, membership and donation suites: the club store of fixtures/
 * copied under a fresh site id (runs on a shared PostgreSQL server never meet), the default
 * templates, and helpers to subscribe and sign in like the islands do.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSiteId } from '../../../server/db/test-databases';
import { TEMPLATES_DIR } from '../../../server/paths';
import { Visitor } from '../commerce/commerce-app';
import { Member, newEmail } from '../site-users/site-user-app';
import { createTestApp, type TestApp } from '../test-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'sites');
export const HOST = 'club.localhost';
export const ADDRESS = {
  name: 'Ada Buyer',
  line1: '1 Main St',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
};

export interface ClubApp extends TestApp {
  siteId: string;
  visitor(): Visitor;
  /** A signed-up and signed-in site user. */
  member(): Promise<Member & { email: string }>;
  close(): Promise<void>;
}

export async function openClubApp(
  db: Database,
  deps: Partial<Omit<AppDeps, 'sites' | 'db' | 'log'>> = {},
): Promise<ClubApp> {
  const dir = await mkdtemp(join(tmpdir(), 'club-sites-'));
  const siteId = freshSiteId('club');
  await cp(join(FIXTURES, 'club'), join(dir, siteId), { recursive: true });
  const test = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES_DIR, db, ...deps });
  const visitor = () => new Visitor(test.app, HOST);
  return {
    ...test,
    siteId,
    visitor,
    async member() {
      const email = newEmail('club');
      const member = Object.assign(new Member(visitor()), { email });
      await member.signUp(email, 'correct horse battery');
      const answer = await member.signIn(email, 'correct horse battery');
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
      return member;
    },
    async close() {
      await test.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A signed-in member of the club by a monthly subscription (the member area open to them): the
 * member, the subscription's id and the number of the order that started it.
 */
export async function monthlyMember(club: ClubApp) {
  const member = await club.member();
  const order = await subscribe(member.browser, 'prod-member-monthly', 'MEMBER-MONTH', {
    email: member.email,
    headers: { 'X-Siteuser-Xsrf-Token': member.xsrfToken },
  });
  if (order.status !== 200) throw new Error(`subscribing answered ${order.status}`);
  const [sub] = (await member.call('GET', '/api/site-users/account/subscriptions')).body.subscriptions;
  return { member, id: sub.id as string, orderNumber: order.body.orderNumber as number };
}

/** Subscribes through the subscription cart and checkout, as the product page and checkout island do. */
export async function subscribe(
  browser: Visitor,
  itemId: string,
  sku: string,
  options: { email?: string; paymentToken?: string; headers?: Record<string, string> } = {},
) {
  const cart = await browser.post(
    '/api/3/commerce/cart/subscription',
    { itemId, sku, qty: 1, additionalFields: null },
    options.headers,
  );
  if (cart.status !== 200) return cart;
  return browser.post(
    '/api/commerce/checkout',
    {
      email: options.email ?? 'buyer@example.com',
      shippingAddress: ADDRESS,
      paymentToken: options.paymentToken ?? 'tok_test_ok',
      cartToken: cart.body.cartToken,
    },
    options.headers,
  );
}
