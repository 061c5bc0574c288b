import { describe, expect, it } from 'vitest';
import { SiteCaches } from '../sites/site-caches';
import { withSocial, type SocialCounts } from './apply-social';
import type { StoredComment } from '../comments/comment-store';
import type { Item, Site } from '../sites/types';

const site = () => ({ id: 'blog', caches: new SiteCaches() }) as unknown as Site;
const post = {
  id: 'post-1',
  title: 'Hello',
  commentState: 1,
  likeCount: 2,
  comments: [{ authorName: 'Fixture', body: 'First!', created: '2026-01-01T00:00:00Z' }],
} as unknown as Item;
const page = { id: 'page-1', title: 'About' } as unknown as Item;
const stored = (id: string) =>
  ({ id, authorName: 'Ada', body: 'Nice.', created: '2026-02-01T00:00:00Z' }) as StoredComment;

/** A reader that hands back the same counts until `write` is called, as the database readers do. */
function readerOf(counts: SocialCounts) {
  let current = counts;
  return {
    read: async () => current,
    write: (next: SocialCounts) => {
      current = next;
    },
  };
}

describe('withSocial', () => {
  it("shows the fixture's comments, then the stored ones, with their count and the likes added up", async () => {
    const { read } = readerOf({ comments: new Map([['post-1', [stored('c1')]]]), likes: new Map([['post-1', 3]]) });
    const [shown, other] = await withSocial(site(), [post, page], read);
    expect(other).toBe(page);
    expect(shown).toMatchObject({
      id: 'post-1',
      title: 'Hello',
      publicCommentCount: 2,
      likeCount: 5,
      comments: [
        { id: 'post-1-1', authorName: 'Fixture', body: 'First!' },
        { id: 'c1', authorName: 'Ada', body: 'Nice.', created: '2026-02-01T00:00:00Z' },
      ],
    });
    expect(post).toMatchObject({ likeCount: 2 });
  });

  it('gives the same post object while the stored comments and likes stand still, and a new one after a write', async () => {
    const blog = site();
    const reader = readerOf({ comments: new Map([['post-1', [stored('c1')]]]), likes: new Map() });
    const [first] = await withSocial(blog, [post], reader.read);
    const [again] = await withSocial(blog, [post], reader.read);
    expect(again).toBe(first);

    reader.write({ comments: new Map([['post-1', [stored('c1')]]]), likes: new Map([['post-1', 1]]) });
    const [liked] = await withSocial(blog, [post], reader.read);
    expect(liked).not.toBe(first);
    expect(liked).toMatchObject({ likeCount: 3, publicCommentCount: 2 });

    reader.write({ comments: new Map([['post-1', [stored('c1'), stored('c2')]]]), likes: new Map([['post-1', 1]]) });
    const [commented] = await withSocial(blog, [post], reader.read);
    expect(commented).toMatchObject({ publicCommentCount: 3 });
  });

  it("without a reader shows the fixture's own, the same object render after render", async () => {
    const blog = site();
    const [first] = await withSocial(blog, [post], undefined);
    expect(first).toMatchObject({ publicCommentCount: 1, likeCount: 2 });
    expect((await withSocial(blog, [post], undefined))[0]).toBe(first);
  });
});
