/**
 * Newsletter email (issue 15): every one carries the reader's own unsubscribe link in its body
 * and as List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058 one-click), rendered from
 * the `emails/newsletter.html` template. New readers get a welcome letter, in the language of
 * the page they signed up on; owners send issues. Each reader's links (the unsubscribe one too)
 * lead to the pages of the language they signed up in.
 */
import { fillWords, interfaceWords, isEmail, type SiteLanguage } from '../../domain';
import { localizedSite } from '../site-settings/localized-site';
import { extraLanguages, languagesStore } from '../site-settings/languages';
import { renderEmail, storeOf } from '../commerce-mail/render-email';
import { activeSubscribers, joinNewsletter } from './subscribers';
import { unsubscribeUrl } from './unsubscribe-link';
import type { FormValues } from '../../domain';
import type { Sql } from '../db';
import type { Mailer } from '../mail/types';
import type { Json, Site } from '../sites/types';

export interface NewsletterDeps {
  db: Sql;
  mailer: Mailer;
  secret: string;
}

export interface NewsletterIssue {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}

/** `site`: as the reader reads it (a language's view, `language`, for a reader who signed up on its page). */
async function mailOne(
  deps: NewsletterDeps,
  site: Site,
  origin: string,
  reader: { id: string; email: string },
  issue: NewsletterIssue,
  key: string,
  language?: SiteLanguage,
): Promise<boolean> {
  const link = unsubscribeUrl(origin, deps.secret, site.id, reader.id, language);
  const context = {
    store: storeOf(site, origin, language),
    newsletter: { subject: issue.subject, paragraphs: issue.paragraphs.map((text) => ({ text })) },
    unsubscribeUrl: link,
  };
  const email = renderEmail(site, 'newsletter', context);
  if (!email) throw new Error(`The site ${site.id} has no template emails/newsletter.html`);
  const headers = { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return deps.mailer.send(site.id, {
    to: reader.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers,
    key,
  });
}

/**
 * Mails an issue to every reader on the list; `issueKey` makes a re-run mail nobody twice. A
 * reader who signed up on a language's page still served gets its words around the owner's
 * letter and links to its pages, the unsubscribe page included (issue 25).
 */
export async function sendNewsletter(
  deps: NewsletterDeps,
  site: Site,
  origin: string,
  issue: NewsletterIssue,
  issueKey: string,
): Promise<number> {
  const served = extraLanguages(site, await languagesStore(deps.db).saved(site.id));
  let sent = 0;
  for (const reader of await activeSubscribers(deps.db, site.id)) {
    const language = served.find((l) => l.locale === reader.language);
    const shown = localizedSite(site, language);
    if (await mailOne(deps, shown, origin, reader, issue, `newsletter:${issueKey}:${reader.id}`, language)) sent += 1;
  }
  return sent;
}

/** The form a site's newsletter block posts: site.json `footer.newsletterFormId`, or a form marked `"newsletter": true`. */
export function isNewsletterForm(site: Site, form: Json): boolean {
  return (
    form.newsletter === true ||
    (typeof site.footer.newsletterFormId === 'string' && site.footer.newsletterFormId === form.id)
  );
}

/** The address a newsletter form submission signed up: its first email field's value. */
export function signedUpEmail(form: Json, values: FormValues): string | undefined {
  const fields = Array.isArray(form.fields) ? (form.fields as { id?: unknown; type?: unknown }[]) : [];
  for (const field of fields) {
    const value = typeof field.id === 'string' && field.type === 'email' ? values[field.id] : undefined;
    if (typeof value === 'string' && isEmail(value.trim())) return value.trim();
  }
  return undefined;
}

/** The forms' `onSaved`: a newsletter sign-up joins the list, and a new reader is welcomed. */
export function newsletterSignUps(deps: () => NewsletterDeps | undefined) {
  return async (site: Site, form: Json, values: FormValues, origin: string, language?: SiteLanguage): Promise<void> => {
    const d = deps();
    if (!d || !isNewsletterForm(site, form)) return;
    const email = signedUpEmail(form, values);
    if (!email) return;
    const { id, joined } = await joinNewsletter(
      d.db,
      site.id,
      email,
      `form:${String(form.id)}`,
      language?.locale ?? null,
    );
    if (!joined) return;
    // The welcome is written in the language of the page the reader signed up on (issue 25).
    const shown = localizedSite(site, language);
    const words = interfaceWords(shown.website.language);
    const name = String(shown.website.siteTitle ?? site.id);
    const welcome = {
      subject: fillWords(words.newsletterWelcomeSubject, { site: name }),
      paragraphs: [words.newsletterWelcomeText],
    };
    await mailOne(
      d,
      shown,
      origin,
      { id, email: email.toLowerCase() },
      welcome,
      `newsletter-welcome:${id}:${Date.now()}`,
      language,
    );
  };
}
