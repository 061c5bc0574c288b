/**
 * Comment formatters: `comment-count`, `comment-link` and `comments`. With a Disqus short name
 * (context `websiteSettings.disqusShortname`) links and containers point at the external thread.
 *
 * Classes: `comment-link` (`comment-link--disqus`), `comments` (`comments--disqus`),
 * `comments__heading`.
 */
import { isTruthy, propertyPath, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { attributes, escapeText } from '../escape';
import { safeUrl } from '../safe-url';
import { commentCountLabel, commentLinkLabel } from './comment-labels';

const disqusShortname = (scope: Scope) => scope.resolve('websiteSettings.disqusShortname');

const optionalText = (value: unknown) => (value === undefined ? undefined : toText(value));

export const commentCount: Formatter = (value) => commentCountLabel(propertyPath(value, 'publicCommentCount'));

export const commentLink: Formatter = (value, _args, scope) => {
  const id = toText(propertyPath(value, 'id'));
  const fullUrl = safeUrl(toText(propertyPath(value, 'fullUrl')));
  if (isTruthy(disqusShortname(scope))) {
    const link = attributes({
      class: 'comment-link comment-link--disqus',
      href: `${fullUrl}#disqus_thread`,
      'data-disqus-identifier': id,
    });
    return `<a${link}>Comments</a>`;
  }
  const link = attributes({ class: 'comment-link', href: `${fullUrl}#comments-${id}`, 'data-id': id });
  return `<a${link}>${escapeText(commentLinkLabel(propertyPath(value, 'publicCommentCount')))}</a>`;
};

/** The comments section of an item page, headed by the comment count of the page's item or collection. */
export const comments: Formatter = (value, _args, scope) => {
  const shortname = disqusShortname(scope);
  if (isTruthy(shortname)) {
    const section = attributes({
      class: 'comments comments--disqus',
      id: 'disqus_thread',
      'aria-labelledby': 'disqus_thread-heading',
      'data-disqus-shortname': toText(shortname),
    });
    return `<section${section}><h2 class="comments__heading" id="disqus_thread-heading">Comments</h2></section>`;
  }
  const item = scope.resolve('item');
  const source = item !== undefined ? item : scope.resolve('collection');
  const domId = `comments-${toText(propertyPath(value, 'id'))}`;
  const section = attributes({
    class: 'comments',
    id: domId,
    'aria-labelledby': `${domId}-heading`,
    [item !== undefined ? 'data-item-id' : 'data-collection-id']: optionalText(propertyPath(source, 'id')),
    'data-public-comment-count': optionalText(propertyPath(source, 'publicCommentCount')),
    'data-comment-state': optionalText(propertyPath(source, 'commentState')),
  });
  const count = source === undefined ? propertyPath(value, 'publicCommentCount') : propertyPath(source, 'publicCommentCount');
  const heading = attributes({ class: 'comments__heading', id: `${domId}-heading` });
  return `<section${section}><h2${heading}>${escapeText(commentCountLabel(count))}</h2></section>`;
};
