import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { likeButton } from './like-button';

const liking = (enabled: unknown) => testScope({ frames: [{ websiteSettings: { simpleLikingEnabled: enabled } }] });

describe('like-button', () => {
  it('renders an accessible toggle with the count', () => {
    expect(likeButton({ id: 'I"1', likeCount: 3 }, [], liking(true))).toBe(
      '<button type="button" class="like-button" data-item-id="I&quot;1" data-like-count="3" aria-pressed="false">' +
        '<span class="like-button__icon" aria-hidden="true">♥</span> Like ' +
        '<span class="like-button__count">3<span class="visually-hidden"> likes</span></span></button>',
    );
    expect(likeButton({ id: 'I', likeCount: '1' }, [], liking('yes'))).toContain(
      '1<span class="visually-hidden"> like</span>',
    );
    expect(likeButton({ id: 'I', likeCount: 'many' }, [], liking(1))).toContain('data-like-count="0"');
    expect(likeButton('x', [], liking(true))).toContain('data-item-id=""');
  });

  it('prints nothing unless v is truthy and liking is enabled', () => {
    expect(likeButton({ id: 'I' }, [], liking(false))).toBe('');
    expect(likeButton({ id: 'I' }, [], testScope())).toBe('');
    expect(likeButton({}, [], liking(true))).toBe('');
    expect(likeButton(undefined, [], liking(true))).toBe('');
  });
});
