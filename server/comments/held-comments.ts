/**
 * The owner's moderation queue (/config → Comments): the comments held for moderation, a page
 * at a time and oldest first, each with the post it was left on; and what the owner does with
 * one: approve (shown on the post), reject (never shown, kept), delete (gone).
 */
import { commentsPage, deleteComment, setCommentStatus } from './comment-store';
import type { Sql } from '../db';
import type { Site } from '../sites/types';
import type { HeldCommentsPage } from '../../domain';

export const HELD_COMMENTS_PAGE_SIZE = 20;

/** A time as PostgreSQL prints timestamptz (the rows' own key): nothing else is ever cast. */
const POSTGRES_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The cursor is the last row's key as base64url JSON; anything else is refused by the caller's check. */
export function encodeHeldCursor(key: readonly [string, string]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor, null for none, undefined when it is not one of ours. */
export function decodeHeldCursor(cursor: string | undefined): [string, string] | null | undefined {
  if (cursor === undefined || cursor === '') return null;
  try {
    if (cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const fits =
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === 'string' &&
      POSTGRES_TIME.test(key[0]) &&
      typeof key[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(key[1]);
    return fits ? (key as [string, string]) : undefined;
  } catch {
    return undefined;
  }
}

function itemOf(site: Site, itemId: string): { title: string; fullUrl: string } | undefined {
  for (const collection of site.collections.values()) {
    const item = collection.items.find((candidate) => candidate.id === itemId);
    if (item) return { title: String(item.title ?? itemId), fullUrl: String(item.fullUrl) };
  }
  return undefined;
}

export async function listHeldComments(db: Sql, site: Site, after: [string, string] | null): Promise<HeldCommentsPage> {
  const rows = await commentsPage(db, site.id, 'pending', after, HELD_COMMENTS_PAGE_SIZE);
  const page = rows.slice(0, HELD_COMMENTS_PAGE_SIZE);
  const hasNextPage = rows.length > HELD_COMMENTS_PAGE_SIZE;
  return {
    comments: page.map(({ key: _key, status: _status, ...comment }) => {
      const item = itemOf(site, comment.itemId);
      return { ...comment, itemTitle: item?.title ?? comment.itemId, itemUrl: item?.fullUrl ?? null };
    }),
    hasNextPage,
    nextPageCursor: hasNextPage ? encodeHeldCursor(page[page.length - 1]!.key) : null,
  };
}

export type ModerationAction = 'approve' | 'reject' | 'delete';

/** False when the site has no such comment. */
export function moderateComment(
  db: Sql,
  siteId: string,
  commentId: string,
  action: ModerationAction,
): Promise<boolean> {
  if (action === 'delete') return deleteComment(db, siteId, commentId);
  return setCommentStatus(db, siteId, commentId, action === 'approve' ? 'approved' : 'rejected');
}
