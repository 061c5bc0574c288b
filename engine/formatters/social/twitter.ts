/**
 * Microblog formatters: `activate-twitter-links` (URLs, `@user` and `#tag` as links in a text)
 * and `twitter-follow-button` (a follow link for an account). Plain links, no widget script.
 */
import { isTruthy, propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes, escapeText } from '../escape';

const PROFILE = 'https://x.com/';

/**
 * A URL with one of four schemes, not ending in punctuation; or `@name` / `#tag` (word
 * characters) at the start of the text or after a space.
 */
const LINKABLE = /\b(?:https?|ftp|file):\/\/[-a-z0-9+&@#/%?=~_|!:,.;]*[-a-z0-9+&@#/%=~_|]|(^| )([@#])(\w+)/gi;

const link = (href: string, text: string) => `<a${attributes({ href })}>${escapeText(text)}</a>`;

/** Text is escaped; only the links it gains are markup. */
export const activateTwitterLinks: Formatter = (value) => {
  const text = toText(value);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [whole, space, sigil, name] = match;
    out += escapeText(text.slice(last, match.index));
    if (sigil === undefined) out += link(whole, whole);
    else if (sigil === '@') out += `${space}${link(`${PROFILE}${name}`, `@${name}`)}`;
    else out += `${space}${link(`${PROFILE}hashtag/${name}?src=hash`, `#${name}`)}`;
    last = match.index + whole.length;
  }
  return out + escapeText(text.slice(last));
};

/** `userName`, else the last `/` segment of `profileUrl`; nothing without an account name. */
export const twitterFollowButton: Formatter = (value) => {
  const userName = propertyPath(value, 'userName');
  const name = isTruthy(userName) ? toText(userName) : toText(propertyPath(value, 'profileUrl')).split('/').pop()!;
  if (!name) return '';
  const href = `${PROFILE}intent/follow?screen_name=${encodeURIComponent(name)}`;
  return `<a${attributes({ class: 'follow-button', href })}>Follow @${escapeText(name)}</a>`;
};
