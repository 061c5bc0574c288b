/**
 * Restock notices (spec §7 "send"): every waiting sign-up of a variant gets one email. Each
 * sign-up is claimed (notified_at set) in the same transaction that writes its mail to the
 * outbox under the key 'restock:<sign-up id>', so a send that dies midway and is run again
 * mails only those not yet mailed, and nobody twice. With SMTP, the outbox rows are delivered
 * after the loop (and any left undelivered by an earlier crash with them).
 */
import { escapeHtml } from '../../engine';
import { interfaceWords, siteLanguage } from '../../domain';
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
  // Each visitor's notice in the language of the page they signed up on (issue 25).
  const messages = new Map<string | null, ReturnType<typeof noticeText>>();
  const messageIn = (language: string | null) => {
    let message = messages.get(language);
    if (message === undefined) messages.set(language, (message = noticeText(site, target, origin, language)));
    return message;
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
      const message = messageIn(signUp.language);
      return mailer.send(site.id, { to: signUp.email, ...message, key: `restock:${signUp.id}` }, tx);
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

/**
 * The notice's subject and its text and HTML bodies, in `locale` (null: the site's own
 * language): that language's words, the product's name as its pages show it and its link to
 * the product's page in it.
 */
export function noticeText(
  site: Site,
  { owned, variant }: RestockTarget,
  origin: string,
  locale: string | null = null,
): { subject: string; text: string; html: string } {
  const language = locale ? siteLanguage(locale) : undefined;
  const shown = localizedSite(site, language);
  const words = interfaceWords(shown.website.language);
  const product = (language && findProduct(shown, owned.product.id)) || undefined;
  const title = product?.title || owned.product.title;
  const store = typeof shown.website.siteTitle === 'string' ? shown.website.siteTitle : words.ourStore;
  const name = variant.label === 'Default' ? title : `${title} (${variant.label})`;
  const base =
    typeof site.website.baseUrl === 'string' && site.website.baseUrl ? site.website.baseUrl.replace(/\/$/, '') : origin;
  const url = base + (product?.item.fullUrl ?? owned.product.item.fullUrl);
  const subject = noticeSubject(site, owned.product, locale);
  // The product's name is set in bold in the HTML part, so the sentence is filled around it;
  // the store's name ends it (with one full stop) where the language puts it last.
  const [before = '', after = ''] = words.restockGoodNews.split('{product}');
  const fill = (part: string, site: string) => part.replace('{site}', site);
  const text = `${fill(before, store)}${name}${fill(after, endSentence(store))}\n\n${words.restockShopIt}: ${url}\n\n${words.restockWhy}`;
  const html =
    `<p>${escapeHtml(fill(before, store))}<strong>${escapeHtml(name)}</strong>${escapeHtml(fill(after, endSentence(store)))}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(words.restockShopIt)}</a></p>` +
    `<p>${escapeHtml(words.restockWhy)}</p>`;
  return { subject, text, html };
}
