/**
 * What each predicate of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.6); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const contentPredicateDocs: Record<string, NameDoc> = {
  'calendar-view?': {
    summary: 'context `calendarView` is toFlag-true',
    section: '12.6',
  },
  'child-images?': {
    summary: '`items` is a non-empty array and `items[0]` has truthy `mainImageId` or `systemDataId`',
    section: '12.6',
  },
  'clickable?': {
    summary: 'context `folderBehavior` is missing, or equals 1 (index) or 2 (redirect)',
    section: '12.6',
  },
  'collection?': {
    summary: '`collection` truthy',
    section: '12.6',
  },
  'collection-page?': {
    summary: '`collection.type` = 10',
    section: '12.6',
  },
  'collection-template-page?': {
    summary: '`collection.type` = 7, or (no `collection`) own `type` = 7',
    section: '12.6',
  },
  'collectionTypeNameEquals?': {
    summary: 'context `typeName` text equals NAME',
    section: '12.6',
  },
  'excerpt?': {
    summary:
      'text of `excerpt.html` (if a string) or of `excerpt` (if a string), tags stripped, with all whitespace, U+200B and U+00A0 removed, is non-empty',
    section: '12.6',
  },
  'external-link?': {
    summary: '`externalLink` truthy',
    section: '12.6',
  },
  'folder?': {
    summary: '`collection.folder` truthy',
    section: '12.6',
  },
  'has-multiple?': {
    summary: 'object with more than 1 key or array with more than 1 element',
    section: '12.6',
  },
  'index?': {
    summary: '`collection` is an object, `collection.folder` truthy and `collection.folderBehavior` is the number 1',
    section: '12.6',
  },
  'location?': {
    summary: '`location.mapLat` and `location.mapLng` both present (null counts as present)',
    section: '12.6',
  },
  'main-image?': {
    summary: '`mainImageId` or `systemDataId` truthy',
    section: '12.6',
  },
  'passthrough?': {
    summary: '`passthrough` truthy and `sourceUrl` non-empty text',
    section: '12.6',
  },
  'redirect?': {
    summary: '`folderBehavior` = 2',
    section: '12.6',
  },
  'same-day?': {
    summary: '`startDate` and `endDate` (epoch ms) fall on the same UTC calendar day',
    section: '12.6',
  },
  'serviceNameEmail?': {
    summary: '`serviceName` is `email`',
    section: '12.6',
  },
  'show-past-events?': {
    summary: '`showPastOrUpcomingEvents` is `past`',
    section: '12.6',
  },
  'gallery-meta?': {
    summary: 'context `options.controls` or `options.indicators` truthy',
    section: '12.6',
  },
  'gallery-design-slideshow?': {
    summary: 'context `options.design` equals the suffix',
    section: '12.6',
  },
  'gallery-design-slider?': {
    summary: 'context `options.design` equals the suffix',
    section: '12.6',
  },
  'gallery-design-grid?': {
    summary: 'context `options.design` equals the suffix',
    section: '12.6',
  },
  'gallery-design-stacked?': {
    summary: 'context `options.design` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-top?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-top-left?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-top-right?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-center?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-bottom?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-bottom-left?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-meta-position-bottom-right?': {
    summary: 'context `options.meta-position` equals the suffix',
    section: '12.6',
  },
  'gallery-active-alignment-left?': {
    summary: 'context `options.active-alignment` equals the suffix',
    section: '12.6',
  },
  'gallery-active-alignment-center?': {
    summary: 'context `options.active-alignment` equals the suffix',
    section: '12.6',
  },
  'gallery-active-alignment-right?': {
    summary: 'context `options.active-alignment` equals the suffix',
    section: '12.6',
  },
  'gallery-autoplay?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-auto-crop?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-controls?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-lightbox?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-square-thumbs?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-show-meta?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-show-meta-on-hover?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'gallery-thumbnails?': {
    summary: 'context `options.<name>` present and toFlag-true',
    section: '12.6',
  },
  'undefined?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'text?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'image?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'quote?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'link?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'audio?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'video?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'store-item?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'event?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'gallery?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'binary?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'css-asset?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'tweak-asset?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'digital-good?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'attachment?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'wordpress-export?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'json-export?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'site-search?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'active-time?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'tweet?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'checkin?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'kbarticle?': {
    summary: '`recordType` equals the code',
    section: '12.6',
  },
  'external-video?': {
    summary:
      '`recordType` equals the code, **or** `promotedBlockType` equals the lower-case name (`video` for both video predicates)',
    section: '12.6',
  },
  'promotedMAP?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedEMBED?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedIMAGE?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedCODE?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedQUOTE?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedTWITTER?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedLINK?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedVIDEO?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedFOURSQUARE?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedINSTAGRAM?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'promotedFORM?': {
    summary: '`promotedBlockType` equals the lower-case type (e.g. `promotedVIDEO?`)',
    section: '12.6',
  },
  'background-source-undefined?': {
    summary: '`backgroundSource` equals −1, 1, 2, 3, 4 respectively',
    section: '12.6',
  },
  'background-source-upload?': {
    summary: '`backgroundSource` equals −1, 1, 2, 3, 4 respectively',
    section: '12.6',
  },
  'background-source-instagram?': {
    summary: '`backgroundSource` equals −1, 1, 2, 3, 4 respectively',
    section: '12.6',
  },
  'background-source-video?': {
    summary: '`backgroundSource` equals −1, 1, 2, 3, 4 respectively',
    section: '12.6',
  },
  'background-source-none?': {
    summary: '`backgroundSource` equals −1, 1, 2, 3, 4 respectively',
    section: '12.6',
  },
  'current-type?': {
    summary:
      '`currentType` (integer) equals the slice-type code of NAME: heading 1, body 3, image 4, gallery 5, video 6, social-icons 7, buttons 8, navigation 9, custom-form 10, newsletter 11, album 12, map 13, logo 14, action 15, form 16, lock 17, password 18, twitter 19 (unknown NAME → false)',
    section: '12.6',
  },
};
