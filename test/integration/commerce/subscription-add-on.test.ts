/**
 * Issue 25 (t25more): a subscription cart (POST /api/3/commerce/cart/subscription) checks the
 * product's add-on form answers as the cart's add and edit calls do: answers the form does not
 * take are refused with a 400 naming each field in the calling page's words, and nothing is
 * stored. The demo with its coffee club given the workshop's add-on form.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interfaceWords } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { createTestApp, type TestApp } from '../test-app';
import { Visitor } from './commerce-app';

const HOST = 'demo.localhost';
const CLUB = 'prod-campfire-coffee-club';
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });

describe.each(testDatabases())('a subscription cart with an add-on form on $name', ({ open }) => {
  const demo = {} as TestApp;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'subscription-add-on-'));
    await cp(join(FIXTURES_DIR, 'demo'), join(dir, 'demo'), { recursive: true });
    const file = join(dir, 'demo', 'collections', 'shop.json');
    const shop = JSON.parse(await readFile(file, 'utf8'));
    const club = shop.items.find((item: { id: string }) => item.id === CLUB);
    club.structuredContent.additionalFieldsFormId = 'workshop-details';
    await writeFile(file, JSON.stringify(shop));
    Object.assign(
      demo,
      await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES_DIR, db: await open(), pageCacheMs: 0 }),
    );
  }, 240_000);
  afterAll(async () => {
    await demo.close?.();
    await demo.db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const subscribe = (fields: unknown, page: string) =>
    new Visitor(demo.app, HOST).send(
      'POST',
      '/api/3/commerce/cart/subscription',
      { itemId: CLUB, sku: 'NW-CAMCOFCLU-GROUND', qty: 1, additionalFields: JSON.stringify(fields) },
      from(page),
    );
  const subscriptionCarts = async () =>
    (
      await demo.db.query<{ n: number }>(
        "select count(*)::int as n from carts where website_id = 'demo' and kind = 'subscription'",
      )
    )[0]!.n;

  it("refuses answers the form does not take, naming each field in the page's words, storing nothing", async () => {
    const before = await subscriptionCarts();
    const fr = interfaceWords('fr-FR');
    const french = await subscribe({ 'field-participant': ['Ada'], 'field-dietary': 'x'.repeat(301) }, '/fr/shop');
    expect(french.status).toBe(400);
    expect(french.body.fieldErrors).toEqual({
      'field-experience': fr.fieldRequired,
      'field-dietary': fr.fieldTooLong,
      'field-participant': fr.answerMustBeText,
    });
    const english = await subscribe({ 'field-participant': 'Ada' }, '/shop');
    expect(english.status).toBe(400);
    expect(english.body.fieldErrors).toEqual({ 'field-experience': 'Required' });
    expect(await subscriptionCarts()).toBe(before);

    const good = await subscribe({ 'field-participant': 'Ada', 'field-experience': 'Experienced' }, '/fr/shop');
    expect(good.status).toBe(200);
    expect(await subscriptionCarts()).toBe(before + 1);
  });
});
