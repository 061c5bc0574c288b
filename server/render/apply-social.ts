/**
 * Comments and likes as pages show them (issue 13 item 7): each post's approved comments (the
 * ones published with the site's fixtures, then the visitors' approved ones from the database),
 * its `publicCommentCount` counted from exactly those, so labels agree with what is shown, and
 * its `likeCount` (the fixture's plus stored likes).
 */
import type { StoredComment } from '../comments/comment-store';
import type { Item } from '../sites/types';

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

export async function withSocial(
  siteId: string,
  items: readonly Item[],
  read: SocialReader | undefined,
): Promise<Item[]> {
  const posts = items.filter(isPost);
  if (posts.length === 0) return [...items];
  const stored: SocialCounts = read
    ? await read(
        siteId,
        posts.map((item) => item.id),
      )
    : { comments: new Map(), likes: new Map() };
  return items.map((item) => {
    if (!isPost(item)) return item;
    const comments = [
      ...fixtureComments(item),
      ...(stored.comments.get(item.id) ?? []).map(({ id, authorName, body, created }) => ({
        id,
        authorName,
        body,
        created,
      })),
    ];
    const likes = Number((item as { likeCount?: unknown }).likeCount) || 0;
    return {
      ...item,
      comments,
      publicCommentCount: comments.length,
      likeCount: likes + (stored.likes.get(item.id) ?? 0),
    };
  });
}
