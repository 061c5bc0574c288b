/**
 * The one mailer: every email the product sends goes through `createMailer`. Each message is
 * written to `mail_outbox` first (migration 008); with a transport it is then delivered and
 * marked. Without one (no SMTP_URL, or the demo store's seeding) the mail is kept there, marked
 * with why (migration 509), never delivered, and owners read it at /config/outbox.
 *
 * @module
 */
import { smtpTransport } from './transport';
import type { Sql } from '../db';
import type { Mailer, MailMessage, OutboxMail, OutboxPage } from './types';
import type { OutboxKeptReason } from '../../domain';
import type { Transport } from './transport';

export type { Mailer, MailMessage, OutboxMail, OutboxPage } from './types';
export type { Transport, Envelope } from './transport';

export interface MailerOptions {
  db: Sql;
  /** @default an SMTP transport when process.env.SMTP_URL is set, else none (outbox only) */
  transport?: Transport | null;
  /** Why mail is kept in the outbox when there is no transport. @default 'no-mail-server' */
  keptBecause?: OutboxKeptReason;
  /** @default process.env.MAIL_FROM or 'store@localhost' */
  from?: string;
}

type OutboxRow = {
  id: string;
  website_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  kept_reason: OutboxKeptReason | null;
  last_error: string | null;
};

export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const transport =
    options.transport === undefined
      ? process.env.SMTP_URL
        ? smtpTransport(process.env.SMTP_URL)
        : null
      : options.transport;
  const from = options.from ?? process.env.MAIL_FROM ?? 'store@localhost';
  const keptReason = transport ? null : (options.keptBecause ?? 'no-mail-server');

  async function deliver(row: OutboxRow): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.deliver({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        ...(row.headers ? { headers: headersOf(row.headers) } : {}),
      });
      await db.query('update mail_outbox set delivered_at = now(), last_error = null where id = $1', [row.id]);
      return true;
    } catch (error) {
      await db.query('update mail_outbox set last_error = $2 where id = $1', [row.id, String(error).slice(0, 500)]);
      return false;
    }
  }

  return {
    async send(siteId: string, message: MailMessage, tx?: Sql) {
      const rows = await (tx ?? db).query<OutboxRow>(
        `insert into mail_outbox (website_id, dedupe_key, to_address, subject, text_body, html_body, kept_reason, headers)
         values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb)
         on conflict (website_id, dedupe_key) do nothing
         returning *`,
        [
          siteId,
          message.key ?? null,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          keptReason,
          message.headers ? JSON.stringify(message.headers) : null,
        ],
      );
      const row = rows[0];
      if (!row) return false;
      if (!tx && transport) await deliver(row);
      return true;
    },

    async deliverPending(siteId?: string) {
      if (!transport) return 0;
      const rows = await db.query<OutboxRow>(
        `select * from mail_outbox where delivered_at is null and kept_reason is null and ($1::text is null or website_id = $1) order by id limit 500`,
        [siteId ?? null],
      );
      let delivered = 0;
      for (const row of rows) if (await deliver(row)) delivered += 1;
      return delivered;
    },

    async outbox(siteId: string, { cursor = null, limit = 20 } = {}): Promise<OutboxPage> {
      const size = Math.max(1, Math.min(100, Math.trunc(limit)));
      const before = cursor && /^\d{1,18}$/.test(cursor) ? cursor : null;
      const rows = await db.query<OutboxRow>(
        `select * from mail_outbox where website_id = $1 and ($2::bigint is null or id < $2::bigint)
         order by id desc limit $3`,
        [siteId, before, size + 1],
      );
      const page = rows.slice(0, size).map(toMail);
      const hasNextPage = rows.length > size;
      return { mails: page, hasNextPage, nextPageCursor: hasNextPage ? page[page.length - 1]!.id : null };
    },
  };
}

function toMail(row: OutboxRow): OutboxMail {
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    id: String(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers ? headersOf(row.headers) : null,
    createdAt: iso(row.created_at)!,
    deliveredAt: iso(row.delivered_at),
    keptReason: row.kept_reason ?? null,
    lastError: row.last_error,
  };
}

/** The postgres client can answer jsonb as text. */
function headersOf(value: Record<string, string> | string): Record<string, string> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;
}
export { ownerOutboxRoutes } from './outbox-routes';
