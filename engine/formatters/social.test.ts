import { shareIcon } from './social/share-icons';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { socialFormatters } from './social';
import { testScope } from './test-scope';

describe('socialFormatters', () => {
  it('registers every social formatter of §12.7 by its template name', () => {
    expect(Object.keys(socialFormatters).sort()).toEqual([
      'activate-twitter-links',
      'comment-count',
      'comment-link',
      'comments',
      'google-calendar-url',
      'like-button',
      'social-button',
      'social-button-inline',
      'twitter-follow-button',
    ]);
  });

  it('never throws on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], {}, JSON.parse('{"__proto__":{"id":1}}')];
    const scopes = [
      testScope(),
      testScope({
        frames: [
          {
            websiteSettings: { disqusShortname: 'd', simpleLikingEnabled: true },
            website: { shareButtonOptions: [null, {}] },
          },
        ],
      }),
    ];
    const runAll = () => {
      for (const formatter of Object.values(socialFormatters)) {
        for (const value of odd) for (const scope of scopes) formatter(value, [], scope);
      }
    };
    expect(runAll).not.toThrow();
  });
});

describe('social formatters in templates', () => {
  const site = {
    website: { baseUrl: 'https://demo.test', shareButtonOptions: { facebook: true } },
    websiteSettings: { commentsEnabled: true, simpleLikingEnabled: true },
    item: { id: 'p1', fullUrl: '/blog/p1', title: 'Hello', publicCommentCount: 2, commentState: 1, likeCount: 4 },
  };

  it('render the comment, like and share widgets of an item page', () => {
    const template =
      '{.section item}{.comments?}{@|comment-link}{.end}{@|like-button}{@|social-button-inline}{@|comments}{.end}';
    const { output, errors } = renderTemplate(template, site);
    expect(errors).toEqual([]);
    // The comment form (tested with the comments formatter) follows the heading.
    expect(output).toContain('<form class="comment-form" method="post" action="/comments/p1"');
    expect(output.replace(/<p class="comments__pending"[\s\S]*<\/form>/, '')).toBe(
      '<a class="comment-link" href="/blog/p1#comments-p1" data-id="p1">2 Comments</a>' +
        '<button type="button" class="like-button" data-item-id="p1" data-like-count="4" aria-pressed="false">' +
        '<span class="like-button__icon" aria-hidden="true">♥</span> Like <span class="like-button__count">4<span class="visually-hidden"> likes</span></span></button>' +
        '<span class="share-buttons share-buttons--inline" role="group" aria-label="Share">' +
        '<a class="share-button share-button--facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.test%2Fblog%2Fp1" ' +
        `target="_blank" rel="noopener noreferrer" aria-label="Share on Facebook">${shareIcon('facebook')}<span class="share-button__label">Facebook</span></a></span>` +
        '<section class="comments" id="comments-p1" aria-labelledby="comments-p1-heading" data-item-id="p1" ' +
        'data-public-comment-count="2" data-comment-state="1"><h2 class="comments__heading" id="comments-p1-heading">2 Comments</h2></section>',
    );
  });

  it('hide comments when the site turns them off', () => {
    const data = { ...site, websiteSettings: { commentsEnabled: false } };
    expect(renderTemplate('{.section item}{.comments?}on{.or}off{.end}{@|like-button}{.end}', data).output).toBe('off');
  });

  it('link a tweet and a calendar entry', () => {
    const data = { tweet: 'Hi @ann, see #news', event: { title: 'Open day', startDate: 0, endDate: 3600000 } };
    expect(renderTemplate('{tweet|activate-twitter-links} {event|google-calendar-url|htmlattr}', data).output).toBe(
      'Hi <a href="https://x.com/ann">@ann</a>, see <a href="https://x.com/hashtag/news?src=hash">#news</a> ' +
        'http://www.google.com/calendar/event?action=TEMPLATE&amp;text=Open%20day&amp;dates=19700101T000000Z/19700101T010000Z',
    );
  });
});
