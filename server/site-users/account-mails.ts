/**
 * The emails of the account calls, sent through the one mailer (server/mail/). Each has a
 * key, so a burst of the same request mails an address at most once per key window. Their
 * links lead to the account pages of the language the visitor asked from (`language`, the
 * calling page's: /fr/account/sign-in for a French visitor), the site's own without one.
 *
 * @module
 */
import { escapeHtml } from '../../engine';
import { languagePath } from '../pages/language-routes';
import type { SiteLanguage } from '../../domain';
import type { MailMessage } from '../mail/types';
import type { Site } from '../sites/types';

const siteTitle = (site: Site) => (typeof site.website.siteTitle === 'string' ? site.website.siteTitle : 'our store');
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
  return mail(
    to,
    `Welcome to ${siteTitle(site)}`,
    [`Your account at ${siteTitle(site)} is ready. Sign in with this email address and the password you chose.`],
    `site-user-welcome:${siteUserId}`,
    {
      url: `${origin}${languagePath(language, '/account/sign-in')}`,
      label: 'Sign in',
    },
  );
}

/** Someone tried to create an account with an address that has one: tell its owner, not the visitor. */
export function accountExistsMail(site: Site, origin: string, to: string, language?: SiteLanguage): MailMessage {
  return mail(
    to,
    `Your account at ${siteTitle(site)}`,
    [
      `Someone, perhaps you, tried to create an account at ${siteTitle(site)} with this email address. You already have one, so nothing was changed.`,
      'If you have forgotten your password, you can choose a new one.',
    ],
    `site-user-exists:${to}:${window(60)}`,
    { url: `${origin}${languagePath(language, '/account/forgot-password')}`, label: 'Choose a new password' },
  );
}

export function passwordResetMail(
  site: Site,
  origin: string,
  to: string,
  token: string,
  language?: SiteLanguage,
): MailMessage {
  return mail(
    to,
    `Choose a new password for ${siteTitle(site)}`,
    [
      'Someone asked to choose a new password for your account. The link below works once, for one hour. If it was not you, ignore this email: your password stays as it is.',
    ],
    `site-user-reset:${to}:${window(1)}`,
    {
      url: `${origin}${languagePath(language, '/account/reset-password')}?token=${encodeURIComponent(token)}`,
      label: 'Choose a new password',
    },
  );
}

export function changedMail(
  site: Site,
  to: string,
  what: 'email address' | 'password',
  siteUserId: string,
): MailMessage {
  return mail(
    to,
    `Your ${what} at ${siteTitle(site)} was changed`,
    [
      `The ${what} of your account at ${siteTitle(site)} was just changed. If this was not you, choose a new password now and contact the store.`,
    ],
    `site-user-changed:${siteUserId}:${what}:${Date.now()}`,
  );
}
