/**
 * The Disqus comments embed (spec §3 website setting `disqusShortname`): with a short name,
 * item pages show the site's Disqus thread instead of their own comments.
 */

/** Disqus short names are letters, digits and hyphens: each is the first label of a host name. */
export const DISQUS_SHORTNAME = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function isDisqusShortname(value: unknown): value is string {
  return typeof value === 'string' && DISQUS_SHORTNAME.test(value);
}

/** The site's embed script; only a valid short name has one. */
export function disqusEmbedUrl(shortname: string): string {
  if (!isDisqusShortname(shortname)) throw new Error(`"${shortname}" is not a Disqus short name`);
  return `https://${shortname.toLowerCase()}.disqus.com/embed.js`;
}

/** The Disqus island's props: which thread, and how Disqus shows its page. */
export interface DisqusProps {
  shortname: string;
  /** The item's id: the thread stays the same when the item's URL changes. */
  identifier: string;
  /** The item's path; the island makes it absolute. */
  url: string;
  title: string;
}
