/**
 * The two feed files. The Instagram products feed is RSS 2.0 with the `g:` product namespace
 * (what Meta's catalogue and Google Merchant read as XML); the dynamic ads feed is
 * tab-separated values with a header row (Meta's and Google's TSV upload format).
 */
import { FEED_FIELDS, type FeedItem } from './feed-items';

/** XML 1.0 cannot carry most control characters at all, escaped or not: they are dropped. */
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function xmlText(value: string): string {
  return value
    .replace(NOT_IN_XML, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
  ];
  lines.push(
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
  );
  for (const item of items) {
    lines.push('<item>');
    for (const field of FEED_FIELDS)
      if (item[field] !== '') lines.push(`<g:${field}>${xmlText(item[field])}</g:${field}>`);
    lines.push('</item>');
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** TSV has no quoting: tabs and line breaks inside a value become spaces. */
function tsvCell(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

export function tsvFeed(items: readonly FeedItem[]): string {
  const rows = [FEED_FIELDS.join('\t')];
  for (const item of items) rows.push(FEED_FIELDS.map((field) => tsvCell(item[field])).join('\t'));
  return `${rows.join('\n')}\n`;
}
