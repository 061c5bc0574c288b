/**
 * Recurring subscriptions and memberships (issue 15): the plan kept with the order, the
 * renewal scheduler, cancelling from the account, membership access to member areas, and
 * their emails.
 *
 * @module
 */
export * from './records';
export * from './mails';
export * from './renewals';
export * from './start-subscription';
export * from './account-subscriptions';
export * from './memberships';
export { subscriptionRoutes, type SubscriptionRoutesOptions } from './subscription-routes';
export { ownerSubscriptionRoutes } from './owner-subscription-routes';
export * from './end-subscription';
