import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { createMailer, type Envelope, type Mailer } from '../../../server/mail';
import { findOwnerProduct } from '../../../server/inventory';
import { sendRestockNotices } from '../../../server/restock';
import { suiteApp } from '../helpers/suite-app';
import { openOwnerApp, signUp } from './owner-app';
import type { Database } from '../../../server/db';

const RESTOCK = '/api/site-users/account/notifications/restock';
const ORIGIN = 'http://store.localhost';

/** An SMTP server stand-in: records each mail, and fails (like a dropped connection) after `failAfter`. */
function recordingTransport(failAfter = Infinity) {
  const delivered: Envelope[] = [];
  return {
    delivered,
    failAfter,
    async deliver(envelope: Envelope) {
      if (delivered.length >= this.failAfter) throw new Error('connection lost');
      delivered.push(envelope);
    },
  };
}

/** A mailer whose process "dies" (throws out of the send loop) right after writing its nth mail. */
function dyingMailer(mailer: Mailer, dieAfter: number): Mailer {
  let sends = 0;
  return {
    ...mailer,
    async send(siteId, message, tx) {
      const wrote = await mailer.send(siteId, message, tx);
      sends += 1;
      if (sends > dieAfter) throw new Error('killed');
      return wrote;
    },
  };
}

async function outboxOf(db: Database, siteId: string) {
  return db.query<{ to_address: string; dedupe_key: string; delivered_at: unknown }>(
    'select to_address, dedupe_key, delivered_at from mail_outbox where website_id = $1 order by id',
    [siteId],
  );
}

describe.each(testDatabases())('restock notices on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db));

  it('send and send all: each waiting sign-up mailed once, a repeat sends nothing', async () => {
    for (const email of ['a@example.com', 'b@example.com'])
      await signUp(t.db, t.storeId, 'prod-filler-03', 'var-filler-03', email);
    await signUp(t.db, t.storeId, 'prod-filler-04', 'var-filler-04', 'c@example.com');
    await signUp(t.db, t.storeId, 'prod-filler-05', 'var-filler-05', 'd@example.com');
    const manager = await t.signedIn('storeManager');
    expect(
      (await manager.post(`${RESTOCK}/send`, { productId: 'prod-filler-03', variantId: 'var-filler-03' })).body,
    ).toEqual({ sent: 2 });
    expect(
      (await manager.post(`${RESTOCK}/send`, { productId: 'prod-filler-03', variantId: 'var-filler-03' })).body,
    ).toEqual({ sent: 0 });
    const all = {
      sendRequests: ['03', '04', '05'].map((n) => ({ productId: `prod-filler-${n}`, variantId: `var-filler-${n}` })),
    };
    expect((await manager.post(`${RESTOCK}/send/all`, all)).body).toEqual({ sent: 2 });
    expect((await manager.post(`${RESTOCK}/send/all`, all)).body).toEqual({ sent: 0 });
    expect((await manager.post(`${RESTOCK}/send`, { productId: 'prod-filler-03', variantId: 'nope' })).status).toBe(
      404,
    );
    const mails = await outboxOf(t.db, t.storeId);
    expect(mails.map((m) => m.to_address).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
    // Signing up again after the notice is a new sign-up: the next restock mails again, once.
    await signUp(t.db, t.storeId, 'prod-filler-03', 'var-filler-03', 'a@example.com');
    expect(
      (await manager.post(`${RESTOCK}/send`, { productId: 'prod-filler-03', variantId: 'var-filler-03' })).body,
    ).toEqual({ sent: 1 });
    expect((await outboxOf(t.db, t.storeId)).filter((m) => m.to_address === 'a@example.com')).toHaveLength(2);
  });

  it('a send killed midway and run again mails everyone exactly once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `kill${i}@example.com`);
    for (const email of emails) await signUp(t.db, t.storeId, 'prod-filler-06', 'var-filler-06', email);
    const store = t.store();
    const owned = findOwnerProduct(store, 'prod-filler-06')!;
    const variant = owned.variants[0]!;
    const smtp = recordingTransport(3);
    const mailer = createMailer({ db: t.db, transport: smtp });
    // First run: SMTP drops after 3 mails and the sender dies after writing its 5th.
    await expect(sendRestockNotices(t.db, dyingMailer(mailer, 5), store, { owned, variant }, ORIGIN)).rejects.toThrow(
      'killed',
    );
    expect(smtp.delivered).toHaveLength(0);
    const written = (await outboxOf(t.db, t.storeId)).filter(
      (m) => m.dedupe_key?.startsWith('restock:') && emails.includes(m.to_address),
    );
    expect(written).toHaveLength(5);
    // Second run: the rest are written, and every undelivered mail goes out, once each.
    smtp.failAfter = Infinity;
    expect(await sendRestockNotices(t.db, mailer, store, { owned, variant }, ORIGIN)).toBe(3);
    expect(smtp.delivered.map((m) => m.to).sort()).toEqual([...emails].sort());
    // A third run finds nobody waiting and sends nothing.
    expect(await sendRestockNotices(t.db, mailer, store, { owned, variant }, ORIGIN)).toBe(0);
    expect(smtp.delivered).toHaveLength(emails.length);
    const rows = (await outboxOf(t.db, t.storeId)).filter((m) => emails.includes(m.to_address));
    expect(rows).toHaveLength(emails.length);
    expect(rows.every((m) => m.delivered_at !== null)).toBe(true);
  });

  it('an SMTP failure midway leaves the rest undelivered, and the next run delivers them without repeating any', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `drop${i}@example.com`);
    for (const email of emails) await signUp(t.db, t.storeId, 'prod-filler-07', 'var-filler-07', email);
    const store = t.store();
    const owned = findOwnerProduct(store, 'prod-filler-07')!;
    const smtp = recordingTransport(2);
    const mailer = createMailer({ db: t.db, transport: smtp });
    expect(await sendRestockNotices(t.db, mailer, store, { owned, variant: owned.variants[0]! }, ORIGIN)).toBe(6);
    expect(smtp.delivered).toHaveLength(2);
    const failed = (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where website_id = $1 and delivered_at is null and last_error is not null`,
        [t.storeId],
      )
    )[0]!;
    expect(Number(failed.n)).toBe(4);
    smtp.failAfter = Infinity;
    expect(await sendRestockNotices(t.db, mailer, store, { owned, variant: owned.variants[0]! }, ORIGIN)).toBe(0);
    expect(smtp.delivered.map((m) => m.to).sort()).toEqual([...emails].sort());
  });
});
