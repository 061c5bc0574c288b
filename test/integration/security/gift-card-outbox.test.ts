/**
 * The outbox (GET /api/owner/outbox) keeps a gift card's delivery mail and its order's
 * confirmation, both carrying the whole code. Admin reads them as sent; every other role that
 * reads the outbox sees each code by its ending only, so none of them can copy one and spend it.
 */
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { ROLES, openReviewsApp } from '../reviews/reviews-app';
import type { OutboxMail } from '../../../domain';

const OUTBOX_READERS = ROLES.filter((role) => roleCan(role, 'outbox.read'));

describe.each(testDatabases())('gift card codes in the outbox on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openReviewsApp(db));

  it('reach admin whole and every other outbox reader as their endings', async () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    const bought = await t.buy('prod-gift', 'GIFT-25');
    const [card] = await t.db.query<{ code: string }>(
      'select code from gift_cards where website_id = $1 and order_id = $2',
      [t.storeId, bought.orderId],
    );
    const code = card!.code;
    const ending = `…${code.slice(-4)}`;
    // Neither the code nor its first 8 characters, with or without their dashes.
    const leaks = [code, code.slice(0, 9), code.replaceAll('-', '').slice(0, 8)];
    const kept = await t.db.query<{ dedupe_key: string; text_body: string; html_body: string | null }>(
      'select dedupe_key, text_body, html_body from mail_outbox where website_id = $1 and kept_reason is not null',
      [t.storeId],
    );
    const carrying = kept.filter((mail) => `${mail.text_body}${mail.html_body}`.includes(code));
    expect(carrying.map((mail) => mail.dedupe_key.split(':')[0]).sort()).toEqual(['gift-card', 'order-confirmation']);

    expect(OUTBOX_READERS).toEqual(expect.arrayContaining(['viewer', 'campaignsEditor', 'storeManager', 'admin']));
    for (const role of OUTBOX_READERS) {
      const owner = await t.signedIn(role);
      const outbox = await owner.get('/api/owner/outbox');
      expect([role, outbox.status]).toEqual([role, 200]);
      const mails = outbox.body.mails as OutboxMail[];
      const gift = mails.find((mail) => mail.to === 'ana@example.com' && mail.text.includes('gift'));
      expect([role, gift]).toEqual([role, expect.anything()]);
      const text = JSON.stringify(outbox.body);
      if (role === 'admin') {
        expect(text).toContain(code);
        expect(mails.filter((mail) => `${mail.text}${mail.html}`.includes(code))).toHaveLength(2);
      } else {
        for (const leak of leaks) expect([role, text.includes(leak)]).toEqual([role, false]);
        expect([role, mails.filter((mail) => mail.text.includes(ending) && mail.html?.includes(ending))]).toEqual([
          role,
          [expect.anything(), expect.anything()],
        ]);
      }
    }
    // Reading the outbox changes nothing stored: the mails stay as they were sent.
    const after = await t.db.query<{ text_body: string }>(
      'select text_body from mail_outbox where website_id = $1 and kept_reason is not null',
      [t.storeId],
    );
    expect(after.filter((mail) => mail.text_body.includes(code))).toHaveLength(2);
  });
});
