/** What the rest of the server sees of email: one mailer, whatever delivers the mail. */
import type { OutboxPage } from '../../domain';
import type { Sql } from '../db';

/** The owner's outbox answer is shared with the owner app: domain/owner-api-site.ts. */
export type { OutboxMail, OutboxPage } from '../../domain';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers delivered with the mail (newsletters: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * Makes the send idempotent per site: a second message with the same key is not written
   * or delivered again (for example `restock:<signup id>`), so a job that is re-run after a
   * crash never mails anyone twice.
   */
  key?: string;
}

export interface Mailer {
  /**
   * Writes the message to the outbox (inside `tx` when given, so it commits with the caller's
   * work) and, with SMTP configured and no `tx`, delivers it at once. Resolves false when a
   * message with the same key was already sent for this site.
   */
  send(siteId: string, message: MailMessage, tx?: Sql): Promise<boolean>;
  /** Delivers outbox rows not yet delivered (after a crash, or mail written inside a transaction). */
  deliverPending(siteId?: string): Promise<number>;
  /** A site's outbox, newest first, `limit` a page (default 20). */
  outbox(siteId: string, options?: { cursor?: string | null; limit?: number }): Promise<OutboxPage>;
}
