/** The head of every page: title, meta description and canonical link. */
import { clip, stripHtml } from '../pages/strip-html';
import { LruCache, PAGE_TYPES as PAGE_TYPE } from '../../domain';
import type { PageMatch } from '../pages/page-match';
import type { Site } from '../sites/types';

export interface HeadFields {
  pageTitle: string;
  metaDescription: string;
  canonicalUrl: string;
}

const FIXED_TITLES: Partial<Record<number, string>> = {
  [PAGE_TYPE.notFound]: 'Page not found',
  [PAGE_TYPE.error]: 'Something went wrong',
  [PAGE_TYPE.search]: 'Search',
  [PAGE_TYPE.showCart]: 'Cart',
  [PAGE_TYPE.checkout]: 'Checkout',
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

export function headFields(site: Site, match: PageMatch, origin: string): HeadFields {
  const siteTitle = String(site.website.siteTitle ?? site.id);
  const isHome = match.path === '/';
  const subject =
    match.pageType === PAGE_TYPE.lockScreen || match.pageType === PAGE_TYPE.memberAreaAccessDenied
      ? match.collection
      : (match.item ?? match.collection);
  const heading = FIXED_TITLES[match.pageType] ?? (isHome ? undefined : subject?.title);
  // A lock screen or member area describes the site, never the content it keeps back.
  const closed = match.pageType === PAGE_TYPE.lockScreen || match.pageType === PAGE_TYPE.memberAreaAccessDenied;
  const described = closed ? undefined : (subject?.excerpt ?? subject?.description);
  const description = plainText(String(described ?? '')) || String(site.website.siteDescription ?? siteTitle);
  const base = typeof site.website.baseUrl === 'string' && site.website.baseUrl ? site.website.baseUrl : origin;
  return {
    pageTitle: heading ? `${heading} — ${siteTitle}` : siteTitle,
    metaDescription: clip(description, 160),
    canonicalUrl: base.replace(/\/$/, '') + match.path,
  };
}
