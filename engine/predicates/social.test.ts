import { describe, expect, it } from 'vitest';
import { testScope } from '../formatters/test-scope';
import { socialPredicates } from './social';

const comments = socialPredicates['comments?'];
const disqus = socialPredicates['disqus?'];
const settings = (websiteSettings: unknown) => testScope({ frames: [{ websiteSettings }, {}] });

describe('comments?', () => {
  it('is true for open comments or a public count', () => {
    expect(comments({ commentState: 1 }, [], testScope())).toBe(true);
    expect(comments({ commentState: '1' }, [], testScope())).toBe(true);
    expect(comments({ publicCommentCount: '2' }, [], testScope())).toBe(true);
    expect(comments({ publicCommentCount: 0 }, [], testScope())).toBe(false);
    expect(comments({ commentState: 2 }, [], testScope())).toBe(false);
  });

  it('is false when site settings exist without comments enabled', () => {
    expect(comments({ commentState: 1 }, [], settings({}))).toBe(false);
    expect(comments({ commentState: 1 }, [], settings(null))).toBe(false);
    expect(comments({ commentState: 1 }, [], settings({ commentsEnabled: true }))).toBe(true);
    expect(comments({ commentState: 1 }, [], settings({ commentsEnabled: 'false' }))).toBe(true);
  });
});

describe('disqus?', () => {
  it('reads websiteSettings.disqusShortName with a capital N', () => {
    expect(disqus({}, [], settings({ disqusShortName: 'x' }))).toBe(true);
    expect(disqus({}, [], settings({ disqusShortname: 'x' }))).toBe(false);
    expect(disqus({}, [], testScope())).toBe(false);
  });
});
