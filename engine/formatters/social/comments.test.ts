import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { commentCount, commentLink, comments } from './comments';

const post = { id: 'p1', fullUrl: '/blog/p', publicCommentCount: 3 };
const withSettings = (websiteSettings: unknown, extra: object = {}) =>
  testScope({ frames: [{ websiteSettings, ...extra }] });

describe('comment-count', () => {
  it('labels the item count', () => {
    const scope = testScope();
    expect(commentCount({ publicCommentCount: 0 }, [], scope)).toBe('No Comments');
    expect(commentCount({ publicCommentCount: 1 }, [], scope)).toBe('1 Comment');
    expect(commentCount(post, [], scope)).toBe('3 Comments');
    expect(commentCount(undefined, [], scope)).toBe('No Comments');
  });
});

describe('comment-link', () => {
  it('links to the native comments of the item', () => {
    expect(commentLink(post, [], testScope())).toBe(
      '<a class="comment-link" href="/blog/p#comments-p1" data-id="p1">3 Comments</a>',
    );
    expect(commentLink({ ...post, publicCommentCount: 0 }, [], testScope())).toContain('>No Comments</a>');
    expect(commentLink({ id: 'x' }, [], testScope())).toBe(
      '<a class="comment-link" href="#comments-x" data-id="x">Comments</a>',
    );
  });

  it('escapes what it writes', () => {
    const out = commentLink({ id: '"x', fullUrl: '/a?b=1&c=<2>', publicCommentCount: '<b>' }, [], testScope());
    expect(out).toBe(
      '<a class="comment-link" href="/a?b=1&amp;c=&lt;2&gt;#comments-&quot;x" data-id="&quot;x">&lt;b&gt; Comments</a>',
    );
  });

  it('points at the external thread with a Disqus short name', () => {
    expect(commentLink(post, [], withSettings({ disqusShortname: 'dq' }))).toBe(
      '<a class="comment-link comment-link--disqus" href="/blog/p#disqus_thread" data-disqus-identifier="p1">Comments</a>',
    );
    expect(commentLink(post, [], withSettings({ disqusShortname: '' }))).toContain('#comments-p1');
  });
});

describe('comments', () => {
  it('renders a section headed by the item count', () => {
    const scope = testScope({ frames: [{ item: { id: 'I', publicCommentCount: 3, commentState: 2 } }, { id: 'X' }] });
    expect(comments({ id: 'X' }, [], scope)).toBe(
      '<section class="comments" id="comments-X" aria-labelledby="comments-X-heading" data-item-id="I" ' +
        'data-public-comment-count="3" data-comment-state="2">' +
        '<h2 class="comments__heading" id="comments-X-heading">3 Comments</h2></section>',
    );
  });

  it('lists the approved comments, escaped, and offers the form while the item takes comments', () => {
    const item = {
      id: 'I"1',
      publicCommentCount: 1,
      commentState: 1,
      comments: [{ authorName: 'Ann <b>', body: 'Hi\n\nthere <script>', created: '2026-10-10T15:00:00Z' }],
    };
    const out = comments(
      item,
      [],
      testScope({ frames: [{ item, crumb: 'c"r', website: { timeZone: 'America/New_York' } }, item] }),
    ) as string;
    expect(out).toContain(
      '<strong class="comment__author">Ann &lt;b&gt;</strong> <time datetime="2026-10-10T15:00:00.000Z">Oct 10, 2026</time>',
    );
    expect(out).toContain('<div class="comment__body"><p>Hi</p><p>there &lt;script&gt;</p></div>');
    expect(out).toContain('action="/comments/I%221"');
    expect(out).toContain('name="crumb" value="c&quot;r"');
    expect(out).not.toContain('c"r');
    expect(out).toContain('<textarea id="comment-form-I&quot;1-body" name="body"');
  });

  it('falls back to the collection, then to the value itself', () => {
    const collection = { id: 'C', publicCommentCount: 1, commentState: 2 };
    expect(comments({ id: 'X' }, [], testScope({ frames: [{ collection }] }))).toBe(
      '<section class="comments" id="comments-X" aria-labelledby="comments-X-heading" data-collection-id="C" ' +
        'data-public-comment-count="1" data-comment-state="2">' +
        '<h2 class="comments__heading" id="comments-X-heading">1 Comment</h2></section>',
    );
    expect(comments({ id: 'X', publicCommentCount: 0 }, [], testScope())).toBe(
      '<section class="comments" id="comments-X" aria-labelledby="comments-X-heading">' +
        '<h2 class="comments__heading" id="comments-X-heading">No Comments</h2></section>',
    );
  });

  it('prefers the item over the collection', () => {
    const scope = testScope({ frames: [{ item: { id: 'I' }, collection: { id: 'C', publicCommentCount: 4 } }] });
    const out = comments({ id: 'X' }, [], scope) as string;
    expect(out).toContain('data-item-id="I"');
    expect(out).not.toContain('data-comment-state');
    expect(out).toContain('>No Comments</h2>');
  });

  it('renders the external thread container with a Disqus short name', () => {
    expect(comments({ id: 'X' }, [], withSettings({ disqusShortname: 'my"site' }))).toBe(
      '<section class="comments comments--disqus" id="disqus_thread" aria-labelledby="disqus_thread-heading" ' +
        'data-disqus-shortname="my&quot;site"><h2 class="comments__heading" id="disqus_thread-heading">Comments</h2></section>',
    );
  });

  it('escapes item data', () => {
    const scope = testScope({ frames: [{ item: { id: '<i>', publicCommentCount: '"2"' } }] });
    const out = comments({ id: '"x' }, [], scope) as string;
    expect(out).toContain('id="comments-&quot;x"');
    expect(out).toContain('data-item-id="&lt;i&gt;" data-public-comment-count="&quot;2&quot;"');
  });
});

describe('comments in the page language', () => {
  const fr = {
    commentsNone: 'Aucun commentaire',
    commentsOne: '1 commentaire',
    commentsMany: '{count} commentaires',
    commentsNoun: 'Commentaires',
    commentFormTitle: 'Laisser un commentaire',
    commentSubmit: 'Publier le commentaire',
  };

  it('counts, links and heads with the words of `words`, English for a word it lacks', () => {
    const scope = testScope({ frames: [{ words: fr }] });
    expect(commentCount({ publicCommentCount: 0 }, [], scope)).toBe('Aucun commentaire');
    expect(commentCount({ publicCommentCount: 1 }, [], scope)).toBe('1 commentaire');
    expect(commentLink(post, [], scope)).toContain('>3 commentaires</a>');
    expect(commentLink({ id: 'x' }, [], scope)).toContain('>Commentaires</a>');
    const item = { id: 'I', publicCommentCount: 2, commentState: 1 };
    const section = comments(item, [], testScope({ frames: [{ item, words: fr, crumb: 'c' }, item] }));
    expect(section).toContain('>2 commentaires</h2>');
    expect(section).toContain('<h3 class="comment-form__title" id="comment-form-I-title">Laisser un commentaire</h3>');
    expect(section).toContain('<button class="button" type="submit">Publier le commentaire</button>');
    expect(section).toContain('>Name</label>');
  });
});
