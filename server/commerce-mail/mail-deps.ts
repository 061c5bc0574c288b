/** What the order mails need to be written and sent (send-emails.ts, owner-order-notice.ts). */
import type { Sql } from '../db';
import type { Mailer } from '../mail/types';

export interface MailDeps {
  db: Sql;
  mailer: Mailer;
  /** Signs the review links (the server's COOKIE_SECRET). */
  secret: string;
  /** The site's public origin, for links (`https://shop.example.com`). */
  origin: string;
}
