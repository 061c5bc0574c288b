/**
 * `like-button`: a like toggle for an item, shown only when v is truthy and context
 * `websiteSettings.simpleLikingEnabled` is truthy. Classes: `like-button`, `like-button__icon`,
 * `like-button__count`.
 */
import { isTruthy, propertyPath, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes } from '../escape';

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
    'aria-label': `Like (${count} ${count === 1 ? 'like' : 'likes'})`,
  });
  return (
    `<button${button}><span class="like-button__icon" aria-hidden="true">♥</span> ` +
    `<span class="like-button__count" aria-hidden="true">${count}</span></button>`
  );
};
