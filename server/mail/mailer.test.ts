import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index';
import { MIGRATIONS_DIR, splitStatements } from '../db/migrate';
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

  it('without a transport keeps the mail in the outbox, not delivered, saying why; newest first, page by page', async () => {
    const site = freshSiteId();
    const mailer = createMailer({ db, transport: null });
    for (let i = 1; i <= 5; i++) await mailer.send(site, { to: `a${i}@example.com`, subject: `S${i}`, text: `T${i}` });
    const first = await mailer.outbox(site, { limit: 2 });
    expect(first.mails.map((m) => m.subject)).toEqual(['S5', 'S4']);
    expect(first.mails[0]).toMatchObject({ deliveredAt: null, keptReason: 'no-mail-server', lastError: null });
    expect(first.hasNextPage).toBe(true);
    const second = await mailer.outbox(site, { limit: 2, cursor: first.nextPageCursor });
    expect(second.mails.map((m) => m.subject)).toEqual(['S3', 'S2']);
    const last = await mailer.outbox(site, { limit: 2, cursor: second.nextPageCursor });
    expect(last.mails.map((m) => m.subject)).toEqual(['S1']);
    expect(last.hasNextPage).toBe(false);
    expect((await mailer.outbox(freshSiteId())).mails).toEqual([]);
  });

  it("the demo store's mail is kept as its own, and kept mail is never delivered once a mail server is set", async () => {
    const site = freshSiteId();
    await createMailer({ db, transport: null, keptBecause: 'demo-store' }).send(site, {
      to: 'maya@example.com',
      subject: 'Your order',
      text: 'x',
    });
    await createMailer({ db, transport: null }).send(site, { to: 'b@example.com', subject: 'Back', text: 'x' });
    const sent: Envelope[] = [];
    const withServer = createMailer({ db, transport: { deliver: async (envelope) => void sent.push(envelope) } });
    expect(await withServer.deliverPending(site)).toBe(0);
    expect(sent).toEqual([]);
    expect(
      (await withServer.outbox(site)).mails.map((m) => [m.subject, m.deliveredAt, m.keptReason, m.lastError]),
    ).toEqual([
      ['Back', null, 'no-mail-server', null],
      ['Your order', null, 'demo-store', null],
    ]);
  });

  it('mail written before kept mail was marked: the migration tells the kept from the delivered', async () => {
    const site = freshSiteId();
    const write = (to: string, delivered: string) =>
      db.query(
        `insert into mail_outbox (website_id, to_address, subject, text_body, delivered_at) values ($1, $2, 'S', 'T', ${delivered})`,
        [site, to],
      );
    // As the mailer wrote them: kept at once without a transport; with one, delivered after the
    // SMTP exchange, a moment later (PGlite's clock may not tell apart two statements in a row).
    await write('kept@example.com', 'now()');
    await write('delivered@example.com', 'null');
    await db.query(
      `update mail_outbox set created_at = now() - interval '2 seconds', delivered_at = now() where website_id = $1 and to_address = $2`,
      [site, 'delivered@example.com'],
    );
    await write('failed@example.com', 'null');
    await db.query(
      `update mail_outbox set last_error = 'connection refused' where website_id = $1 and to_address = $2`,
      [site, 'failed@example.com'],
    );
    for (const statement of splitStatements(readFileSync(join(MIGRATIONS_DIR, '509_mail_kept_reason.sql'), 'utf8')))
      await db.query(statement);
    const mails = (await createMailer({ db, transport: null }).outbox(site)).mails;
    expect(mails.map((m) => [m.to, m.deliveredAt !== null, m.keptReason])).toEqual([
      ['failed@example.com', false, null],
      ['delivered@example.com', true, null],
      ['kept@example.com', false, 'no-mail-server'],
    ]);
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
    expect(mail).toMatchObject({ keptReason: null, lastError: null });
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
