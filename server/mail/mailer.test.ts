import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index';
import { freshSiteId, testDatabases } from '../db/test-databases';
import type { Database } from '../db';
import type { Envelope } from './transport';

describe.each(testDatabases())('mailer on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('without a transport writes the outbox, delivered at once, newest first, page by page', async () => {
    const site = freshSiteId();
    const mailer = createMailer({ db, transport: null });
    for (let i = 1; i <= 5; i++) await mailer.send(site, { to: `a${i}@example.com`, subject: `S${i}`, text: `T${i}` });
    const first = await mailer.outbox(site, { limit: 2 });
    expect(first.mails.map((m) => m.subject)).toEqual(['S5', 'S4']);
    expect(first.mails[0]!.deliveredAt).not.toBeNull();
    expect(first.hasNextPage).toBe(true);
    const second = await mailer.outbox(site, { limit: 2, cursor: first.nextPageCursor });
    expect(second.mails.map((m) => m.subject)).toEqual(['S3', 'S2']);
    const last = await mailer.outbox(site, { limit: 2, cursor: second.nextPageCursor });
    expect(last.mails.map((m) => m.subject)).toEqual(['S1']);
    expect(last.hasNextPage).toBe(false);
    expect((await mailer.outbox(freshSiteId())).mails).toEqual([]);
  });

  it('sends a keyed message once per site, however often it is sent', async () => {
    const site = freshSiteId();
    const other = freshSiteId();
    const mailer = createMailer({ db, transport: null });
    expect(await mailer.send(site, { to: 'b@example.com', subject: 'Back', text: 'x', key: 'restock:1' })).toBe(true);
    expect(await mailer.send(site, { to: 'b@example.com', subject: 'Back', text: 'x', key: 'restock:1' })).toBe(false);
    expect(await mailer.send(other, { to: 'b@example.com', subject: 'Back', text: 'x', key: 'restock:1' })).toBe(true);
    expect((await mailer.outbox(site)).mails).toHaveLength(1);
  });

  it('delivers through the transport, and retries what failed', async () => {
    const site = freshSiteId();
    const sent: Envelope[] = [];
    let failing = true;
    const mailer = createMailer({
      db,
      from: 'shop@example.com',
      transport: {
        async deliver(envelope) {
          if (failing) throw new Error('connection refused');
          sent.push(envelope);
        },
      },
    });
    await mailer.send(site, { to: 'c@example.com', subject: 'Hi', text: 'plain', html: '<p>html</p>' });
    let [mail] = (await mailer.outbox(site)).mails;
    expect(mail!.deliveredAt).toBeNull();
    expect(mail!.lastError).toContain('connection refused');
    failing = false;
    expect(await mailer.deliverPending(site)).toBe(1);
    expect(sent).toEqual([
      { from: 'shop@example.com', to: 'c@example.com', subject: 'Hi', text: 'plain', html: '<p>html</p>' },
    ]);
    [mail] = (await mailer.outbox(site)).mails;
    expect(mail!.deliveredAt).not.toBeNull();
    expect(await mailer.deliverPending(site)).toBe(0);
  });

  it('written inside a transaction, it is gone when the transaction rolls back', async () => {
    const site = freshSiteId();
    const mailer = createMailer({ db, transport: null });
    await expect(
      db.transaction(async (tx) => {
        await mailer.send(site, { to: 'd@example.com', subject: 'X', text: 'x' }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await mailer.outbox(site)).mails).toEqual([]);
  });
});
