/**
 * How the subscriptions panel words a subscription's dates and membership, in the list and the
 * view alike: the next renewal while it renews, else when it ends or ended; the member area and
 * whether it is open.
 */
import { dateTime } from '../../ui/format';
import type { OwnerSubscription } from '../../../domain';

/** `Renews Dec 29, 2026, …`, `Ends …` (still to come) or `Ended …`; the site's time zone, as renewals run on it. */
export function renewalOrEnd(s: OwnerSubscription, locale: string, timeZone: string, now = Date.now()): string {
  if (s.status === 'active') return s.nextRenewalOn ? `Renews ${dateTime(s.nextRenewalOn, locale, timeZone)}` : '';
  if (!s.endsOn) return '';
  return `${Date.parse(s.endsOn) > now ? 'Ends' : 'Ended'} ${dateTime(s.endsOn, locale, timeZone)}`;
}

/** `Members' corner: open`, `… open until …`, `… closed`; '' for a subscription that grants none. */
export function membershipText(s: OwnerSubscription, locale: string, timeZone: string): string {
  const m = s.membership;
  if (!m) return '';
  const area = m.areaTitle ?? 'Membership (no member area lists it now)';
  if (!m.open) return `${area}: closed`;
  return m.openUntil ? `${area}: open until ${dateTime(m.openUntil, locale, timeZone)}` : `${area}: open`;
}
