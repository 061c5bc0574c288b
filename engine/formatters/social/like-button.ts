/**
 * `like-button`: a like toggle for an item, shown only when v is truthy and context
 * `websiteSettings.simpleLikingEnabled` is truthy. Classes: `like-button`, `like-button__icon`,
 * `like-button__count`.
 */
import { isTruthy, propertyPath, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes, escapeText } from '../escape';
import { inPageHome, interfaceWord } from '../markup';

export const likeButton: Formatter = (value, _args, scope) => {
  if (!isTruthy(value) || !isTruthy(scope.resolve('websiteSettings.simpleLikingEnabled'))) return '';
  const parsed = toNumber(propertyPath(value, 'likeCount'));
  const count = Number.isFinite(parsed) ? parsed : 0;
  const button = attributes({
    type: 'button',
    class: 'like-button',
    'data-item-id': toText(propertyPath(value, 'id')),
    'data-like-count': String(count),
    'aria-pressed': 'false',
  });
  // The visible words are the accessible name ('Like 3 likes'), so speech input can say 'Like'.
  const text = (key: string, fallback: string) => interfaceWord((r) => scope.resolve(r), key, fallback);
  const word = (key: string, fallback: string) => escapeText(text(key, fallback));
  const markup =
    `<button${button}><span class="like-button__icon" aria-hidden="true">♥</span> ${word('like', 'Like')} ` +
    `<span class="like-button__count">${count}<span class="visually-hidden"> ${count === 1 ? word('oneLike', 'like') : word('manyLikes', 'likes')}</span></span></button>`;
  // On a page with a crumb the button is a form that records the visitor's like
  // (server/comments/comment-routes.ts: one per visitor and item) and comes back to it.
  const crumb = toText(scope.resolve('crumb'));
  const id = toText(propertyPath(value, 'id'));
  if (!crumb || !id) return markup;
  const form = attributes({
    class: 'like-form',
    id: `like-${id}`,
    method: 'post',
    action: inPageHome((r) => scope.resolve(r), `/likes/${encodeURIComponent(id)}`),
    // What the script (islands/like-button.ts) says after a press, in the page's language.
    'data-one-like': text('oneLike', 'like'),
    'data-many-likes': text('manyLikes', 'likes'),
    'data-liked': text('youLikeThis', 'You like this post.'),
    'data-unliked': text('youNoLongerLikeThis', 'You no longer like this post.'),
    'data-failed': text('likeFailed', 'Your like could not be saved. Please try again.'),
  });
  return `<form${form}><input type="hidden" name="crumb"${attributes({ value: crumb })}>${markup.replace('<button type="button"', '<button type="submit"')}</form>`;
};
