/**
 * Restock notices (spec §7 "send"): every waiting sign-up of a variant gets one email. Each
 * sign-up is claimed (notified_at set) in the same transaction that writes its mail to the
 * outbox under the key 'restock:<sign-up id>', so a send that dies midway and is run again
 * mails only those not yet mailed, and nobody twice. With SMTP, the outbox rows are delivered
 * after the loop (and any left undelivered by an earlier crash with them).
 */
import { escapeHtml } from '../../engine';
import { siteLanguage } from '../../domain';
import { findProduct } from '../commerce/catalog';
import { emailWords } from '../commerce-mail/email-words';
import { stripHtml } from '../pages/strip-html';
import { localizedSite } from '../site-settings/localized-site';
import type { Database } from '../db';
import type { Mailer } from '../mail/types';
import type { Site } from '../sites/types';
import type { OwnerProduct, OwnerVariant } from '../inventory/site-products';

export interface RestockTarget {
  owned: OwnerProduct;
  variant: OwnerVariant;
}

/** Sends the waiting notices of one variant; answers how many mails were written. */
export async function sendRestockNotices(
  db: Database,
  mailer: Mailer,
  site: Site,
  target: RestockTarget,
  origin: string,
): Promise<number> {
  const { owned, variant } = target;
  const pending = await db.query<{ id: string; email: string; language: string | null }>(
    `select id, email, language from restock_signups where website_id = $1 and product_id = $2 and variant_id = $3 and notified_at is null
     order by created_at, email`,
    [site.id, owned.product.id, variant.variantId],
  );
  const message = noticeText(site, target, origin);
  // Each visitor's subject in the language of the page they signed up on (issue 25).
  const subjects = new Map<string | null, string>();
  const subjectIn = (language: string | null) => {
    let subject = subjects.get(language);
    if (subject === undefined) subjects.set(language, (subject = noticeSubject(site, owned.product, language)));
    return subject;
  };
  let sent = 0;
  for (const signUp of pending) {
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `update restock_signups set notified_at = now()
         where website_id = $1 and product_id = $2 and variant_id = $3 and email = $4 and id = $5 and notified_at is null returning id`,
        [site.id, owned.product.id, variant.variantId, signUp.email, signUp.id],
      );
      if (claimed.length === 0) return false;
      const subject = subjectIn(signUp.language);
      return mailer.send(site.id, { to: signUp.email, ...message, subject, key: `restock:${signUp.id}` }, tx);
    });
    if (wrote) sent += 1;
  }
  await mailer.deliverPending(site.id);
  return sent;
}

/**
 * The notice's subject in `locale` (null: the site's own language): the owner's translation of
 * it (the translations' `emailSubjects.restockSubject`), else the language's catalogue's, naming
 * the product as that language's pages do.
 */
export function noticeSubject(site: Site, product: { id: string; title: string }, locale: string | null): string {
  const language = locale ? siteLanguage(locale) : undefined;
  const shown = language ? localizedSite(site, language) : undefined;
  const title = (shown && findProduct(shown, product.id)?.title) || product.title;
  const words = emailWords(
    (shown ?? site).website.language,
    { product: { title } },
    shown?.localizedStrings.emailSubjects,
  );
  return stripHtml(words.restockSubject).slice(0, 300);
}

/** A sentence that ends with `name`: its own full stop ("Northwind Supply Co.") ends it, else one is added. */
export function endSentence(name: string): string {
  return /[.!?…]$/.test(name) ? name : `${name}.`;
}

/** The notice's subject and its text and HTML bodies. */
export function noticeText(
  site: Site,
  { owned, variant }: RestockTarget,
  origin: string,
): { subject: string; text: string; html: string } {
  const store = String(site.website.siteTitle ?? 'our store');
  const name = variant.label === 'Default' ? owned.product.title : `${owned.product.title} (${variant.label})`;
  const base =
    typeof site.website.baseUrl === 'string' && site.website.baseUrl ? site.website.baseUrl.replace(/\/$/, '') : origin;
  const url = base + owned.product.item.fullUrl;
  const subject = noticeSubject(site, owned.product, null);
  const text = `Good news: ${name} is back in stock at ${endSentence(store)}\n\nShop it here: ${url}\n\nYou get this email because you asked to hear when it was back. We send it once.`;
  const html =
    `<p>Good news: <strong>${escapeHtml(name)}</strong> is back in stock at ${escapeHtml(endSentence(store))}</p>` +
    `<p><a href="${escapeHtml(url)}">Shop it here</a></p>` +
    `<p>You get this email because you asked to hear when it was back. We send it once.</p>`;
  return { subject, text, html };
}
