/**
 * Renders a commerce email from the site's templates (`emails/<kind>.html`, which a designer
 * edits like a page and a site can replace under its own templates folder): the HTML as
 * rendered, the subject from its <title>, and a plain text part derived from the HTML (line
 * breaks kept, links written out) for mail readers without HTML.
 */
import { stripHtml } from '../pages/strip-html';
import { emailWords } from './email-words';
import type { Json, Site } from '../sites/types';
import { wellFormedText, type SiteLanguage } from '../../domain';

export const EMAIL_KINDS = [
  'order-confirmation',
  'shipping-notice',
  'order-update',
  'gift-card-delivery',
  'subscription-renewal',
  'newsletter',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Template errors (the designer sees them in the preview); the mail is still sent as rendered. */
  errors: string[];
}

export function templatePath(kind: EmailKind): string {
  return `emails/${kind}.html`;
}

/**
 * The store as every email names it: `url` is its home in the mail's language (`origin/fr`
 * for a French buyer, issue 25), so the links a template makes from it (`{store.url}/account`)
 * lead to that language's pages.
 */
export function storeOf(site: Site, origin: string, language?: SiteLanguage): { name: string; url: string } {
  return { name: String(site.website.siteTitle ?? site.id), url: language ? `${origin}/${language.prefix}` : origin };
}

export function renderEmail(
  site: Site,
  kind: EmailKind,
  context: Json,
  now: number = Date.now(),
): RenderedEmail | undefined {
  const template = site.templates.get(templatePath(kind));
  if (!template) return undefined;
  const result = template.render(
    { ...context, emailText: emailWords(site.website.language, context, site.localizedStrings.emailSubjects) },
    {
      partials: site.templates.partials,
      now,
      locale: typeof site.website.language === 'string' ? site.website.language : 'en-US',
      timezone: typeof site.website.timeZone === 'string' ? site.website.timeZone : 'America/New_York',
    },
  );
  return {
    ...mailParts(result.output, String(site.website.siteTitle ?? site.id)),
    errors: result.errors.map((e) => `${templatePath(kind)}:${e.line ?? '?'}:${e.column ?? '?'} ${e.message}`),
  };
}

/** A control character but tab and line breaks. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * The parts of a mail rendered as an HTML page: the HTML, its subject from the <title>
 * (`fallbackSubject` when it has none) and its text part from the body. What the page was made
 * from (a product's title, a buyer's name) can hold a NUL or a lone surrogate, which have no
 * place in a mail: a control character is left out, a surrogate half is written as U+FFFD.
 */
export function mailParts(rendered: string, fallbackSubject: string): Pick<RenderedEmail, 'subject' | 'html' | 'text'> {
  const html = wellFormedText(rendered.replace(CONTROL, ''));
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  return { subject: stripHtml(title).slice(0, 300) || fallbackSubject, html, text: textOf(html) };
}

/** The text part: the body's lines, links as "label (url)". */
export function textOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const marked = body
    .replace(/<\/?(strong|b|em|i|code|span|small)\b[^>]*>/gi, '')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const url = href.replace(/&amp;/g, '&');
      return stripHtml(label) === url ? url : `${label} (${url})`;
    })
    .replace(/<(br|hr)\b[^>]*>/gi, '\n')
    .replace(/<\/(p|h[1-6]|tr|li|div|table|ul)>/gi, '\n');
  return marked
    .split('\n')
    .map((line) => stripHtml(line))
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
