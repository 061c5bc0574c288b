/**
 * An item's status (spec §4 "Item statuses in labels": Scheduled, Needs Review, Draft,
 * Private). An item's JSON carries it as `status`; an item without one, or `published`, is
 * public. Any other item is hidden from visitors everywhere (its page, lists, search, feeds,
 * summaries, checkout): `isItemPublic` is the one rule the site build applies. A scheduled
 * item goes public at its `publishOn` (epoch ms), published by the content scheduler.
 *
 * @module
 */
import { isRecord } from './json';

/** Statuses, `published` first; the others are the spec's, in its order. */
export const ITEM_STATUSES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The words of each status in labels (spec §4); a published item has none. */
export const ITEM_STATUS_LABELS: Readonly<Record<Exclude<ItemStatus, 'published'>, string>> = Object.freeze({
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  draft: 'Draft',
  private: 'Private',
});

/** The status an item's JSON says: `published` when it names none; an unknown value is kept (and hidden). */
export function itemStatusOf(item: unknown): string {
  const status = isRecord(item) ? item.status : undefined;
  return status === undefined || status === null ? 'published' : String(status);
}

/** Whether visitors see the item: no status, or `published`. Unknown statuses are hidden. */
export function isItemPublic(item: unknown): boolean {
  return itemStatusOf(item) === 'published';
}

export function isItemStatus(value: unknown): value is ItemStatus {
  return (ITEM_STATUSES as readonly unknown[]).includes(value);
}
