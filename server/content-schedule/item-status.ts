/**
 * An item's status, set by the owner (`PUT /api/owner/content/items/{collection}/{id}/status`):
 * Draft, Scheduled (with the time it goes public), Needs Review, Private or published (spec §4
 * "Item statuses in labels"). Like every edit it changes the item's draft, from the revision
 * the owner started from, and shows once the site is published; a published Scheduled item
 * goes public at its time by the scheduler (scheduled-publisher.ts).
 */
import * as v from 'valibot';
import { EDITOR_MESSAGES, ITEM_STATUSES, type ItemStatus } from '../../domain';
import { HttpError } from '../http-error';
import { PayloadError, wholeNumber } from '../http';
import { saveDraft, type ContentStore } from '../content/content-store';

export const ITEM_STATUS_MESSAGES = Object.freeze({
  revision: 'Name the revision your edit started from (a whole number).',
  publishOn: EDITOR_MESSAGES.publishOn,
  unknownItem: 'There is no such item.',
});

/** Epoch milliseconds up to the year 5138 (the scheduler's column reads no further). */
const PUBLISH_ON_MAX = 99_999_999_999_999;

export const ItemStatusBody = v.object({
  revision: wholeNumber(ITEM_STATUS_MESSAGES.revision, { min: 1 }),
  status: v.picklist(ITEM_STATUSES, (issue) => EDITOR_MESSAGES.notAnOption(issue.input)),
  publishOn: v.optional(wholeNumber(ITEM_STATUS_MESSAGES.publishOn, { max: PUBLISH_ON_MAX })),
});

export interface ItemStatusChange {
  revision: number;
  status: ItemStatus;
  publishOn?: number;
}

/**
 * Sets the status (and, when given, `publishOn`) of the item `key` (`<collection>/<id>`) in
 * its draft; answers the new revision. Throws StaleRevisionError when `change.revision` is not
 * the current one, a 404 for an item that does not exist, a 400 for Scheduled without a time.
 */
export function setItemStatus(
  store: ContentStore,
  siteId: string,
  actor: string,
  key: string,
  change: ItemStatusChange,
): Promise<number> {
  return store.withSite(siteId, async (tx) => {
    const found = await store.document(siteId, 'item', key, tx);
    const draft = found?.draft;
    if (!found || draft === null || typeof draft !== 'object' || Array.isArray(draft))
      throw new HttpError(404, ITEM_STATUS_MESSAGES.unknownItem);
    const item: Record<string, unknown> = { ...(draft as Record<string, unknown>), status: change.status };
    if (change.publishOn !== undefined) item.publishOn = change.publishOn;
    if (change.status === 'scheduled' && typeof item.publishOn !== 'number')
      throw new PayloadError({ publishOn: ITEM_STATUS_MESSAGES.publishOn });
    return saveDraft(tx, siteId, actor, { kind: 'item', key, body: item, expected: change.revision, change: 'status' });
  });
}
