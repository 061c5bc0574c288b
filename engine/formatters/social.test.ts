import { describe, expect, it } from 'vitest';
import { socialFormatters } from './social';
import { testScope } from './test-scope';

describe('socialFormatters', () => {
  it('registers every social formatter of §12.7 by its template name', () => {
    expect(Object.keys(socialFormatters).sort()).toEqual([
      'activate-twitter-links', 'comment-count', 'comment-link', 'comments', 'google-calendar-url', 'like-button',
      'social-button', 'social-button-inline', 'twitter-follow-button',
    ]);
  });

  it('never throws on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], {}, JSON.parse('{"__proto__":{"id":1}}')];
    const scopes = [
      testScope(),
      testScope({ frames: [{ websiteSettings: { disqusShortname: 'd', simpleLikingEnabled: true }, website: { shareButtonOptions: [null, {}] } }] }),
    ];
    for (const formatter of Object.values(socialFormatters)) {
      for (const value of odd) for (const scope of scopes) expect(() => formatter(value, [], scope)).not.toThrow();
    }
  });
});
