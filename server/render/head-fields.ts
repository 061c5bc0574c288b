/** The head of every page: title, meta description and canonical link. */
import { clip, stripHtml } from '../pages/strip-html';
import { interfaceWords, LruCache, PAGE_TYPES as PAGE_TYPE, type InterfaceWords } from '../../domain';
import type { PageMatch } from '../pages/page-match';
import type { Site } from '../sites/types';

export interface HeadFields {
  pageTitle: string;
  metaDescription: string;
  /** None on a not-found or error page: there is no page there for search engines to name. */
  canonicalUrl?: string;
}

/** The titles of pages without content of their own: words of the page's language. */
const FIXED_TITLES: Partial<Record<number, keyof InterfaceWords>> = {
  [PAGE_TYPE.notFound]: 'pageNotFound',
  [PAGE_TYPE.error]: 'somethingWentWrong',
  [PAGE_TYPE.search]: 'search',
  [PAGE_TYPE.showCart]: 'cart',
  [PAGE_TYPE.checkout]: 'checkout',
};

/** Descriptions as plain text: an item's description is the same HTML on every request. */
const plainTexts = new LruCache<string, string>(1000);

function plainText(html: string): string {
  let text = plainTexts.get(html);
  if (text === undefined) {
    text = stripHtml(html);
    plainTexts.set(html, text);
  }
  return text;
}

/** The owner's SEO title and description of a page or item (`seoData`, set in /config), when given. */
function seoOf(subject: unknown): { seoTitle?: string; seoDescription?: string } {
  const seo = (subject as { seoData?: unknown } | undefined)?.seoData;
  if (typeof seo !== 'object' || seo === null) return {};
  const { seoTitle, seoDescription } = seo as Record<string, unknown>;
  return {
    seoTitle: typeof seoTitle === 'string' && seoTitle.trim() ? seoTitle.trim() : undefined,
    seoDescription: typeof seoDescription === 'string' && seoDescription.trim() ? seoDescription.trim() : undefined,
  };
}

/** A not-found or error page: no page of the site is there, in any language. */
export const isMissingPage = (pageType: number) => pageType === PAGE_TYPE.notFound || pageType === PAGE_TYPE.error;

export function headFields(site: Site, match: PageMatch, origin: string): HeadFields {
  const siteTitle = String(site.website.siteTitle ?? site.id);
  const isHome = match.path === '/';
  const subject =
    match.pageType === PAGE_TYPE.lockScreen || match.pageType === PAGE_TYPE.memberAreaAccessDenied
      ? match.collection
      : (match.item ?? match.collection);
  const fixed = FIXED_TITLES[match.pageType];
  // A lock screen or member area describes the site, never the content it keeps back.
  const closed = match.pageType === PAGE_TYPE.lockScreen || match.pageType === PAGE_TYPE.memberAreaAccessDenied;
  const seo = closed || fixed ? {} : seoOf(subject);
  const heading = fixed
    ? interfaceWords(site.website.language)[fixed]
    : (seo.seoTitle ?? (isHome ? undefined : subject?.title));
  const described = closed ? undefined : (seo.seoDescription ?? subject?.excerpt ?? subject?.description);
  const description = plainText(String(described ?? '')) || String(site.website.siteDescription ?? siteTitle);
  const base = typeof site.website.baseUrl === 'string' && site.website.baseUrl ? site.website.baseUrl : origin;
  const fields: HeadFields = {
    pageTitle: heading ? `${heading} — ${siteTitle}` : siteTitle,
    metaDescription: clip(description, 160),
  };
  if (!isMissingPage(match.pageType)) fields.canonicalUrl = base.replace(/\/$/, '') + match.path;
  return fields;
}
