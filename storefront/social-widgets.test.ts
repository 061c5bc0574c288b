import { describe, expect, it } from 'vitest';
import { testScope } from '../engine';
import { socialWidgetFormatters } from './social-widgets';

const comments = socialWidgetFormatters.comments;
const recorder = () => {
  const rendered: { name: string; props: unknown }[] = [];
  return { rendered, render: (name: string, props: unknown) => (rendered.push({ name, props }), `<${name}>`) };
};
const post = {
  id: 'post-1',
  fullUrl: '/journal/post-1',
  title: 'First <post>',
  commentState: 1,
  publicCommentCount: 0,
};
const page = (settings: Record<string, unknown>) => ({ websiteSettings: settings, item: post, crumb: 'c' });

describe('comments with Disqus (spec §3 disqusShortname)', () => {
  it("renders the disqus island with the item's thread when the site has a short name", () => {
    const host = recorder();
    expect(comments(post, [], testScope({ frames: [page({ disqusShortname: 'northwind' }), post], host }))).toBe(
      '<disqus>',
    );
    expect(host.rendered).toEqual([
      {
        name: 'disqus',
        props: { shortname: 'northwind', identifier: 'post-1', url: '/journal/post-1', title: 'First <post>' },
      },
    ]);
  });

  it('keeps the native comments without a short name, or with one that could not be a host name', () => {
    for (const settings of [{ commentsEnabled: true }, { disqusShortname: 'a.b"><script>' }, { disqusShortname: '' }]) {
      const host = recorder();
      const html = String(comments(post, [], testScope({ frames: [page(settings), post], host })));
      expect(host.rendered).toEqual([]);
      expect(html).not.toContain('<script>');
      expect(html).toContain('class="comments');
    }
  });
});
