/**
 * Member areas sold as memberships: a member-area collection (`"memberArea": true`) that names
 * paywall products in `membershipItemIds` opens only to a signed-in site user who holds one of
 * them (records.ts `heldAt`, kept-memberships.ts). A member area without the list opens to
 * every signed-in user, as before.
 *
 * @module
 */
import { isPaywallProduct } from '../../domain';
import { findProduct } from '../commerce/catalog';
import type { Collection, Site } from '../sites/types';

/** The paywall products that open a collection; empty when any signed-in user may read it. */
export function requiredMemberships(collection: Collection): string[] {
  const ids = collection.membershipItemIds;
  return collection.memberArea && Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Whether a site user holding `held` may read a member area (signed-in is checked by the caller). */
export function opensMemberArea(collection: Collection, held: ReadonlySet<string> | undefined): boolean {
  const required = requiredMemberships(collection);
  return required.length === 0 || required.some((id) => held?.has(id) === true);
}

/** Whether any collection of the site is sold by membership (only then are memberships read). */
export function sellsMemberships(site: Site): boolean {
  for (const collection of site.collections.values()) if (requiredMemberships(collection).length) return true;
  return false;
}

/** The member area an order's paywall products open (for the membership confirmed page). */
export function membershipArea(site: Site, itemIds: readonly string[]): Collection | undefined {
  const bought = itemIds.filter((id) => isPaywallProduct(findProduct(site, id)?.item));
  if (!bought.length) return undefined;
  for (const collection of site.collections.values())
    if (requiredMemberships(collection).some((id) => bought.includes(id))) return collection;
  return undefined;
}

/** The memberships that open a collection, as its access-denied page offers them. */
export function membershipOffers(site: Site, collection: Collection): { title: string; url: string }[] {
  return requiredMemberships(collection)
    .map((id) => findProduct(site, id))
    .filter((p) => p !== undefined)
    .map((p) => ({ title: p.title, url: String(p.item.fullUrl ?? '') }));
}
