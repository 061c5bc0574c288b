/** A subscription's status as one badge (list and subscription view), and its words in the owner's filter. */
import type { SubscriptionStatus } from '../../../domain';

export const SUBSCRIPTION_STATUS_WORDS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  cancelled: 'Cancelled',
  completed: 'Completed',
  stopped: 'Stopped',
};

const TONE: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'badge--ok',
  cancelled: 'badge--muted',
  completed: 'badge--todo',
  stopped: 'badge--warn',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span className={`badge badge--status ${TONE[status]}`}>{SUBSCRIPTION_STATUS_WORDS[status]}</span>;
}
