/**
 * Comment formatters: `comment-count`, `comment-link` and `comments`. With a Disqus short name
 * (context `websiteSettings.disqusShortname`) links and containers point at the external thread.
 * Their words are the page language's (`words.comments*`, `words.comment*`), else English.
 *
 * Classes: `comment-link` (`comment-link--disqus`), `comments` (`comments--disqus`),
 * `comments__heading`.
 */
import { DEFAULT_TIME_ZONE } from '../../../domain';
import { isTruthy, propertyPath, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { attributes, escapeAttr, escapeText } from '../escape';
import { inPageHome, interfaceWord, wordIn } from '../markup';
import { safeUrl } from '../safe-url';
import { type CommentCountWords, commentCountIn, commentLinkIn, ENGLISH_COMMENT_COUNT } from './comment-labels';

const disqusShortname = (scope: Scope) => scope.resolve('websiteSettings.disqusShortname');

const optionalText = (value: unknown) => (value === undefined ? undefined : toText(value));

/** A word of the page's language (`words.<key>`), else the English one. */
const wordOf = (scope: Scope, key: string, english: string) => interfaceWord((r) => scope.resolve(r), key, english);

/**
 * The count's words of the page's catalogue, made once per catalogue object: a blog list asks
 * for them on every post, and four stack walks per post were a sixth of a journal page's render
 * (issue 28). `words` resolved whole and read by key is what `words.<key>` resolves to.
 */
const countWordsByCatalogue = new WeakMap<object, CommentCountWords>();

const countWords = (scope: Scope): CommentCountWords => {
  const catalogue = scope.resolve('words');
  if (typeof catalogue !== 'object' || catalogue === null) return ENGLISH_COMMENT_COUNT;
  let words = countWordsByCatalogue.get(catalogue);
  if (words === undefined) {
    words = {
      none: wordIn(catalogue, 'commentsNone', ENGLISH_COMMENT_COUNT.none),
      one: wordIn(catalogue, 'commentsOne', ENGLISH_COMMENT_COUNT.one),
      many: wordIn(catalogue, 'commentsMany', ENGLISH_COMMENT_COUNT.many),
      noun: wordIn(catalogue, 'commentsNoun', ENGLISH_COMMENT_COUNT.noun),
    };
    countWordsByCatalogue.set(catalogue, words);
  }
  return words;
};

export const commentCount: Formatter = (value, _args, scope) =>
  commentCountIn(countWords(scope), propertyPath(value, 'publicCommentCount'));

export const commentLink: Formatter = (value, _args, scope) => {
  const id = toText(propertyPath(value, 'id'));
  const fullUrl = safeUrl(toText(propertyPath(value, 'fullUrl')));
  if (isTruthy(disqusShortname(scope))) {
    const link = attributes({
      class: 'comment-link comment-link--disqus',
      href: `${fullUrl}#disqus_thread`,
      'data-disqus-identifier': id,
    });
    return `<a${link}>${escapeText(countWords(scope).noun)}</a>`;
  }
  const link = attributes({ class: 'comment-link', href: `${fullUrl}#comments-${id}`, 'data-id': id });
  return `<a${link}>${escapeText(commentLinkIn(countWords(scope), propertyPath(value, 'publicCommentCount')))}</a>`;
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
    return `<section${section}><h2 class="comments__heading" id="disqus_thread-heading">${escapeText(countWords(scope).noun)}</h2></section>`;
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
  const count =
    source === undefined ? propertyPath(value, 'publicCommentCount') : propertyPath(source, 'publicCommentCount');
  const heading = attributes({ class: 'comments__heading', id: `${domId}-heading` });
  const list = commentList(propertyPath(source ?? value, 'comments'), scope);
  const form =
    item !== undefined && toText(propertyPath(item, 'commentState')) === '1'
      ? commentForm(toText(propertyPath(item, 'id')), scope)
      : '';
  return `<section${section}><h2${heading}>${escapeText(commentCountIn(countWords(scope), count))}</h2>${list}${form}</section>`;
};

/** The approved comments the server put on the item (server/render/apply-social.ts), oldest first. */
function commentList(list: unknown, scope: Scope): string {
  if (!Array.isArray(list) || list.length === 0) return '';
  const day = new Intl.DateTimeFormat(scope.locale ?? 'en-US', {
    dateStyle: 'medium',
    timeZone: toText(scope.resolve('website.timeZone')) || DEFAULT_TIME_ZONE,
  });
  const items = list.map((comment) => {
    const created = new Date(toText(propertyPath(comment, 'created')));
    const when = Number.isNaN(created.getTime())
      ? ''
      : ` <time datetime="${created.toISOString()}">${escapeText(day.format(created))}</time>`;
    const paragraphs = toText(propertyPath(comment, 'body'))
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
    return `<li class="comment"><p class="comment__meta"><strong class="comment__author">${escapeText(toText(propertyPath(comment, 'authorName')))}</strong>${when}</p><div class="comment__body">${paragraphs}</div></li>`;
  });
  return `<ol class="comments__list" role="list">${items.join('')}</ol>`;
}

/**
 * The visitor's comment form, a plain post (server/comments/comment-routes.ts) that comes back to
 * `#comment-pending`: that note shows only as the page's target, so cached pages stay shared.
 * The `website` field is for robots: people never see it, and what fills it is dropped.
 */
function commentForm(itemId: string, scope: Scope): string {
  const id = escapeAttr(`comment-form-${itemId}`);
  const word = (key: string, english: string) => escapeText(wordOf(scope, key, english));
  return (
    `<p class="comments__pending" id="comment-pending" role="status" tabindex="-1">${word('commentPending', 'Thank you! Your comment is held for moderation and appears here once approved.')}</p>` +
    `<form class="comment-form"${attributes({ method: 'post', action: inPageHome((r) => scope.resolve(r), `/comments/${encodeURIComponent(itemId)}`), 'aria-labelledby': `${id}-title` })}>` +
    `<h3 class="comment-form__title" id="${id}-title">${word('commentFormTitle', 'Leave a comment')}</h3>` +
    `<input type="hidden" name="crumb"${attributes({ value: toText(scope.resolve('crumb')) })}>` +
    `<label for="${id}-name">${word('commentName', 'Name')}</label><input id="${id}-name" name="authorName" autocomplete="name" required maxlength="80">` +
    `<label for="${id}-body">${word('commentBody', 'Comment')}</label><textarea id="${id}-body" name="body" rows="5" required minlength="2" maxlength="2000"></textarea>` +
    `<div class="comment-form__trap" aria-hidden="true"><label>${word('commentTrap', 'Leave this empty')} <input name="website" tabindex="-1" autocomplete="off"></label></div>` +
    `<p class="comment-form__note">${word('commentNote', 'Comments are held for moderation and shown once approved.')}</p>` +
    `<button class="button" type="submit">${word('commentSubmit', 'Post comment')}</button></form>`
  );
}
