/**
 * The emails of the account calls, sent through the one mailer (server/mail/). Each has a
 * key, so a burst of the same request mails an address at most once per key window. Their
 * links lead to the account pages of the language the visitor asked from (`language`, the
 * calling page's: /fr/account/sign-in for a French visitor), the site's own without one, and
 * their words are that language's catalogue (the site's own language's without one).
 *
 * @module
 */
import { escapeHtml } from '../../engine';
import { languagePath } from '../pages/language-routes';
import { fillWords, interfaceWords, type InterfaceWords, type SiteLanguage } from '../../domain';
import type { MailMessage } from '../mail/types';
import type { Site } from '../sites/types';

/** The words of `language`, else of the site's own language (as the calls' answers are said). */
const wordsOf = (site: Site, language?: SiteLanguage) => interfaceWords(language?.locale ?? site.website.language);

/** `text` with `{site}` the site's title, or "our store" in the words' language. */
const withSite = (text: string, site: Site, words: InterfaceWords) =>
  fillWords(text, { site: typeof site.website.siteTitle === 'string' ? site.website.siteTitle : words.ourStore });
/** A window of `minutes`, so a repeated request within it writes no second email. */
const window = (minutes: number) => Math.floor(Date.now() / (minutes * 60_000));

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  key: string,
  link?: { url: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html, key };
}

export function welcomeMail(
  site: Site,
  origin: string,
  to: string,
  siteUserId: string,
  language?: SiteLanguage,
): MailMessage {
  const words = wordsOf(site, language);
  return mail(
    to,
    withSite(words.welcomeSubject, site, words),
    [withSite(words.welcomeText, site, words)],
    `site-user-welcome:${siteUserId}`,
    {
      url: `${origin}${languagePath(language, '/account/sign-in')}`,
      label: words.signIn,
    },
  );
}

/** Someone tried to create an account with an address that has one: tell its owner, not the visitor. */
export function accountExistsMail(site: Site, origin: string, to: string, language?: SiteLanguage): MailMessage {
  const words = wordsOf(site, language);
  return mail(
    to,
    withSite(words.accountExistsSubject, site, words),
    [withSite(words.accountExistsText, site, words), words.accountExistsForgot],
    `site-user-exists:${to}:${window(60)}`,
    { url: `${origin}${languagePath(language, '/account/forgot-password')}`, label: words.chooseNewPassword },
  );
}

export function passwordResetMail(
  site: Site,
  origin: string,
  to: string,
  token: string,
  language?: SiteLanguage,
): MailMessage {
  const words = wordsOf(site, language);
  return mail(to, withSite(words.resetSubject, site, words), [words.resetText], `site-user-reset:${to}:${window(1)}`, {
    url: `${origin}${languagePath(language, '/account/reset-password')}?token=${encodeURIComponent(token)}`,
    label: words.chooseNewPassword,
  });
}

/** The account's email address or password was changed, said in the language of the page that changed it. */
export function changedMail(
  site: Site,
  to: string,
  what: 'email address' | 'password',
  siteUserId: string,
  language?: SiteLanguage,
): MailMessage {
  const words = wordsOf(site, language);
  const [subject, text] =
    what === 'password'
      ? [words.passwordChangedSubject, words.passwordChangedText]
      : [words.emailChangedSubject, words.emailChangedText];
  return mail(
    to,
    withSite(subject, site, words),
    [withSite(text, site, words)],
    `site-user-changed:${siteUserId}:${what}:${Date.now()}`,
  );
}
