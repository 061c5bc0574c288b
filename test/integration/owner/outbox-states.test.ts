/**
 * What the owner's outbox (GET /api/owner/outbox) says became of each mail: kept in the outbox
 * and never sent when no mail server is set, delivered when the mail server took it, and not
 * delivered, with why, when it refused it. Restock notices sent from the owner's calls.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { createMailer, type Envelope, type Mailer } from '../../../server/mail';
import { suiteApp } from '../helpers/suite-app';
import { openOwnerApp, signUp } from './owner-app';
import type { OutboxMail } from '../../../domain';

const SEND = '/api/site-users/account/notifications/restock/send';

/** A mail server stand-in: takes each mail, or refuses it while `refusing`. */
function mailServer() {
  const taken: Envelope[] = [];
  return {
    taken,
    refusing: false,
    async deliver(envelope: Envelope) {
      if (this.refusing) throw new Error('550 mailbox unavailable');
      taken.push(envelope);
    },
  };
}

describe.each(testDatabases())('outbox states on $name', ({ open }) => {
  // The app's one mailer, swapped per test: without a mail server, or with one.
  let mailer: Mailer;
  const current: Mailer = {
    send: (...args) => mailer.send(...args),
    deliverPending: (siteId) => mailer.deliverPending(siteId),
    outbox: (siteId, options) => mailer.outbox(siteId, options),
  };
  const t = suiteApp(open, (db) => openOwnerApp(db, { mailer: current }));

  /** Signs `email` up for a restock notice of filler `n` and sends it as the store manager; answers the outbox's mail to `email`. */
  async function notify(n: string, email: string): Promise<OutboxMail> {
    await signUp(t.db, t.storeId, `prod-filler-${n}`, `var-filler-${n}`, email);
    const manager = await t.signedIn('storeManager');
    expect((await manager.post(SEND, { productId: `prod-filler-${n}`, variantId: `var-filler-${n}` })).body).toEqual({
      sent: 1,
    });
    const outbox = await manager.get('/api/owner/outbox');
    expect(outbox.status).toBe(200);
    return (outbox.body.mails as OutboxMail[]).find((m) => m.to === email)!;
  }

  it('without a mail server the mail is kept in the outbox, not delivered, and says why', async () => {
    mailer = createMailer({ db: t.db, transport: null });
    expect(await notify('03', 'kept@example.com')).toMatchObject({
      deliveredAt: null,
      keptReason: 'no-mail-server',
      lastError: null,
    });
  });

  it('with a mail server the mail it took is delivered, and one it refused is not, with its answer', async () => {
    const server = mailServer();
    mailer = createMailer({ db: t.db, transport: server });
    const delivered = await notify('04', 'delivered@example.com');
    expect(delivered).toMatchObject({ keptReason: null, lastError: null });
    expect(Date.parse(delivered.deliveredAt!)).toBeGreaterThan(0);
    expect(server.taken.map((m) => m.to)).toEqual(['delivered@example.com']);

    server.refusing = true;
    expect(await notify('05', 'refused@example.com')).toMatchObject({
      deliveredAt: null,
      keptReason: null,
      lastError: expect.stringContaining('550 mailbox unavailable'),
    });
    // The mail kept earlier, without a server, stays kept: it never goes out later.
    server.refusing = false;
    expect(await mailer.deliverPending(t.storeId)).toBe(1);
    expect(server.taken.map((m) => m.to)).toEqual(['delivered@example.com', 'refused@example.com']);
  });
});
