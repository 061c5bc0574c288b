/** What `GET /api/owner/me` and sign-in answer: who is calling, with which role and permissions, on which site. */
import { PERMISSIONS, ROLE_LABELS, WEBSITE_ROLES, roleCan, type Owner } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { siteTimeZone, visitorMetricsOn } from '../tracking/analytics-range';
import type { Site } from '../sites/types';
import type { OwnerPrincipal } from './credentials';

export function ownerView(site: Site, owner: Pick<OwnerPrincipal, 'role' | 'email'>): Owner {
  const settings = storeSettings(site);
  return {
    // API keys have no email: null.
    email: owner.email ?? null,
    role: owner.role,
    roleCode: WEBSITE_ROLES[owner.role],
    roleLabel: ROLE_LABELS[owner.role],
    permissions: PERMISSIONS.filter((p) => roleCan(owner.role, p)),
    site: {
      id: site.id,
      title: String(site.website.siteTitle ?? site.id),
      currency: settings.currency,
      locale: settings.locale,
      timeZone: siteTimeZone(site),
      visitorMetrics: visitorMetricsOn(site),
      // The form builder offers a textarea's maxLength only with the vanilla form handler on (spec §3).
      vanillaFormHandler: site.featureFlags.vanillaFormHandler !== false,
    },
  };
}
