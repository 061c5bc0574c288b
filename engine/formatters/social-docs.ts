/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.7); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const socialFormatterDocs: Record<string, NameDoc> = {
  'activate-twitter-links': {
    reads: 'v text',
    summary:
      'turns `http(s)/ftp/file://…` URLs into links, `@user` (at start or after a space) into profile links, `#tag` (same position rule) into hashtag-search links',
    section: '12.7',
  },
  'comment-count': {
    reads: '`publicCommentCount`, context `words.comments{None,One,Many}`',
    summary: '`No Comments` (0 or absent), `1 Comment`, `N Comments`',
    section: '12.7',
  },
  'comment-link': {
    reads: '`id`, `fullUrl`, `publicCommentCount`, context `websiteSettings.disqusShortname`, `words.comments*`',
    summary:
      'external-comments link when the short name is truthy; else a link to `<fullUrl>#comments-<id>` labelled `No Comments` / `N Comment(s)` (the word `No` only when the count is exactly the number 0, plural `s` unless exactly 1)',
    section: '12.7',
  },
  comments: {
    reads:
      '`id`, `item.{id,publicCommentCount,commentState}` or `collection.{…}`, `websiteSettings.disqusShortname`, `crumb`, `words.comment*` (English when absent)',
    summary: 'comments container (external thread or native, with item or collection data)',
    section: '12.7',
  },
  'google-calendar-url': {
    reads: '`startDate`, `endDate`, `title`, `location.{addressLine1,addressLine2,addressCountry}`',
    summary:
      '`http://www.google.com/calendar/event?action=TEMPLATE&text=<title>&dates=<start>/<end>` + (`&location=<loc>` when non-empty). Dates are UTC `YYYYMMDDTHHMMSSZ` (`%Y%m%dT%H%M%SZ`); title is encoded with JavaScript `escape()`; loc = the three address fields trimmed, empty ones dropped, joined with `, `, then `encodeURIComponent`. Example: start 1384518630000, end 1384518716400 → `…&text=&dates=20131115T123030Z/20131115T123156Z`',
    section: '12.7',
  },
  'like-button': {
    reads: 'v, `id`, `likeCount`, context `websiteSettings.simpleLikingEnabled`',
    summary: 'like widget only when v is truthy and liking is enabled',
    section: '12.7',
  },
  'social-button': {
    reads:
      'context `website.shareButtonOptions` (must be a non-empty object/array); item `systemDataId` or `mainImageId`, `assetUrl` or `mainImage.assetUrl`, `recordType`, `fullUrl`, `title` (escaped)',
    summary: 'share-button placeholder (block or inline style); nothing when options are absent/empty',
    section: '12.7',
  },
  'social-button-inline': {
    reads:
      'context `website.shareButtonOptions` (must be a non-empty object/array); item `systemDataId` or `mainImageId`, `assetUrl` or `mainImage.assetUrl`, `recordType`, `fullUrl`, `title` (escaped)',
    summary: 'share-button placeholder (block or inline style); nothing when options are absent/empty',
    section: '12.7',
  },
  'twitter-follow-button': {
    reads: '`userName`, else last `/` segment of `profileUrl`',
    summary: 'follow-button placeholder for that user',
    section: '12.7',
  },
};
