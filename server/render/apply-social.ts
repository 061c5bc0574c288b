/**
 * Comments and likes as pages show them (issue 13 item 7): each post's approved comments (the
 * ones published with the site's fixtures, then the visitors' approved ones from the database),
 * its `publicCommentCount` counted from exactly those, so labels agree with what is shown, and
 * its `likeCount` (the fixture's plus stored likes).
 */
import type { StoredComment } from '../comments/comment-store';
import type { Item, Site } from '../sites/types';
import { defineSiteSlot } from '../sites/site-caches';

export interface ShownComment {
  id: string;
  authorName: string;
  body: string;
  /** ISO 8601. */
  created: string;
}

export interface SocialCounts {
  comments: Map<string, StoredComment[]>;
  likes: Map<string, number>;
}

export type SocialReader = (siteId: string, itemIds: readonly string[]) => Promise<SocialCounts>;

/** Posts take comments or likes; products and pages do not. */
const isPost = (item: Item) => 'commentState' in item || 'likeCount' in item;

interface Applied {
  stored: readonly StoredComment[] | undefined;
  likes: number;
  item: Item;
}

/** Per post as it came in: the stored comments and likes last put on it and the post that came out. */
const socialAppliedSlot = defineSiteSlot('socialApplied', () => new WeakMap<Item, Applied>());

function fixtureComments(item: Item): ShownComment[] {
  const list = (item as { comments?: unknown }).comments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c, index) => {
    const entry = c as Partial<ShownComment>;
    if (typeof entry.authorName !== 'string' || typeof entry.body !== 'string') return [];
    return [
      {
        id: entry.id ?? `${item.id}-${index + 1}`,
        authorName: entry.authorName,
        body: entry.body,
        created: typeof entry.created === 'string' ? entry.created : '',
      },
    ];
  });
}

export async function withSocial(site: Site, items: readonly Item[], read: SocialReader | undefined): Promise<Item[]> {
  const posts = items.filter(isPost);
  if (posts.length === 0) return [...items];
  const stored: SocialCounts = read
    ? await read(
        site.id,
        posts.map((item) => item.id),
      )
    : { comments: new Map(), likes: new Map() };
  const applied = site.caches.get(socialAppliedSlot);
  return items.map((item) => (isPost(item) ? postWithSocial(applied, item, stored) : item));
}

/**
 * The same post, stored comments and likes give the same object, render after render (the
 * readers hand back the same lists until something is written), so what the site's render
 * memo keeps per item lasts, and no post is copied per render (issue 28).
 */
function postWithSocial(applied: WeakMap<Item, Applied>, item: Item, stored: SocialCounts): Item {
  const comments = stored.comments.get(item.id);
  const likes = stored.likes.get(item.id) ?? 0;
  const last = applied.get(item);
  if (last && last.stored === comments && last.likes === likes) return last.item;
  const shown = [
    ...fixtureComments(item),
    ...(comments ?? []).map(({ id, authorName, body, created }) => ({ id, authorName, body, created })),
  ];
  const own = Number((item as { likeCount?: unknown }).likeCount) || 0;
  // Object.assign, not a spread then properties (server/README.md, "Per-request code").
  const post: Item = Object.assign({}, item, {
    comments: shown,
    publicCommentCount: shown.length,
    likeCount: own + likes,
  });
  applied.set(item, { stored: comments, likes, item: post });
  return post;
}
