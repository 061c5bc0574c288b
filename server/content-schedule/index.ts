/**
 * Item statuses and scheduled publishing (issue 23, spec §4 "Item statuses in labels"): the
 * owner's status call (item-status.ts) and the scheduler that publishes Scheduled items at
 * their time, exactly once however many processes run it (scheduled-publisher.ts). The
 * storefront hides every item that is not published (domain/item-status.ts `isItemPublic`,
 * applied where a site is built).
 *
 * @module
 */
export { ItemStatusBody, setItemStatus, ITEM_STATUS_MESSAGES, type ItemStatusChange } from './item-status';
export {
  ScheduledPublisher,
  SCHEDULER_ACTOR,
  type ScheduledPublish,
  type ScheduledPublisherDeps,
} from './scheduled-publisher';
