/**
 * Which item a like names: the JSON calls (like-routes.ts) and the button's form post without
 * JavaScript (server/comments/comment-routes.ts) both ask here.
 *
 * @module
 */
import type { Item, Site } from '../sites/types';

/** The site's item with this id, when the site lets visitors like posts. */
export function likeableItem(site: Site, itemId: string): Item | undefined {
  if ((site.websiteSettings as { simpleLikingEnabled?: unknown }).simpleLikingEnabled !== true) return undefined;
  for (const collection of site.collections.values()) {
    const item = collection.items.find((i) => i.id === itemId);
    if (item) return item;
  }
  return undefined;
}
