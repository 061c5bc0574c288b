/**
 * The site-user suites' helpers: the commerce test stores (fresh site ids per suite), a
 * visitor that signs up and in like the islands do, and the outbox of a site.
 */
import type { Visitor, Answer } from '../commerce/commerce-app';
import type { Database } from '../../../server/db';

export const ACCOUNT = '/api/site-users/account';
export const SESSION = `${ACCOUNT}/session`;
export const CART = '/api/commerce/shopping-cart';

/** A browser that remembers the XSRF token its sign-in answered and sends it like the island. */
export class Member {
  xsrfToken = '';
  constructor(readonly browser: Visitor) {}

  async signUp(email: string, password: string): Promise<Answer> {
    return this.browser.post(ACCOUNT, { email, password });
  }

  async signIn(email: string, password: string, rememberMe = false): Promise<Answer> {
    const answer = await this.browser.post(SESSION, { email, password, rememberMe });
    if (answer.status === 200) this.xsrfToken = answer.body.xsrfToken;
    return answer;
  }

  /** A call as a signed-in user: with the X-Siteuser-Xsrf-Token header. */
  call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.browser.send(method, path, body, { 'X-Siteuser-Xsrf-Token': this.xsrfToken });
  }
}

export interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
}

export async function outbox(db: Database, siteId: string, to: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow & Record<string, unknown>>(
    'select to_address, subject, text_body from mail_outbox where website_id = $1 and to_address = $2 order by id',
    [siteId, to],
  );
}

/** The reset token of the newest reset email to `to`. */
export async function resetToken(db: Database, siteId: string, to: string): Promise<string> {
  const mails = await outbox(db, siteId, to);
  const link = mails
    .reverse()
    .map((m) => /reset-password\?token=([\w-]+)/.exec(m.text_body)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return link;
}

let counter = 0;
/** An address no other test uses. */
export function newEmail(name = 'member'): string {
  counter += 1;
  return `${name}${counter}.${Date.now().toString(36)}@example.com`;
}
