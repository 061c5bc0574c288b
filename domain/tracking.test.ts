import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from './enums';
import {
  ERROR_REPORTING,
  PERFORMANCE,
  TRACKING_COOKIES,
  TRACKING_COOKIE_NAMES,
  isTracked,
  tracksWithoutCookies,
  viewEventOf,
} from './tracking';
import { WEBSITE_ROLES } from './website-roles';

const page = { path: '/shop', pageType: PAGE_TYPES.collection, disabled: false };

describe('who is tracked (spec §6)', () => {
  it('tracks an anonymous visitor on an ordinary page', () => {
    expect(isTracked(page)).toBe(true);
    expect(isTracked({ ...page, account: null })).toBe(true);
  });

  it('skips not-found, lock-screen and access-denied pages, and everything when disabled', () => {
    expect(isTracked({ ...page, pageType: PAGE_TYPES.notFound })).toBe(false);
    expect(isTracked({ ...page, pageType: PAGE_TYPES.lockScreen })).toBe(false);
    expect(isTracked({ ...page, pageType: PAGE_TYPES.memberAreaAccessDenied })).toBe(false);
    expect(isTracked({ ...page, pageType: PAGE_TYPES.protectedContent })).toBe(true);
    expect(isTracked({ ...page, disabled: true })).toBe(false);
  });

  it('skips a signed-in account unless its only role is viewer, outside /config', () => {
    expect(isTracked({ ...page, account: { websiteRoles: [] } })).toBe(false);
    expect(isTracked({ ...page, account: { websiteRoles: [WEBSITE_ROLES.admin] } })).toBe(false);
    expect(isTracked({ ...page, account: { websiteRoles: [WEBSITE_ROLES.viewer] } })).toBe(true);
    expect(isTracked({ ...page, account: { websiteRoles: [WEBSITE_ROLES.viewer, WEBSITE_ROLES.editor] } })).toBe(false);
    expect(isTracked({ ...page, path: '/config', account: { websiteRoles: [WEBSITE_ROLES.viewer] } })).toBe(false);
    expect(isTracked({ ...page, path: '/config/orders', account: { websiteRoles: [WEBSITE_ROLES.viewer] } })).toBe(
      false,
    );
    expect(isTracked({ ...page, path: '/configurator', account: { websiteRoles: [WEBSITE_ROLES.viewer] } })).toBe(true);
  });

  it('records a site search, not a page view, on /search', () => {
    expect(viewEventOf('/search')).toBe(2);
    expect(viewEventOf('/shop')).toBe(1);
  });
});

describe('restrictive cookie policy (spec §6)', () => {
  const policy = {
    isRestrictiveCookiePolicyEnabled: true,
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyAbsolute: false,
  };

  it('keeps cookies when the policy is off', () => {
    expect(tracksWithoutCookies({}, undefined, false)).toBe(false);
    expect(tracksWithoutCookies({ isCookieBannerEnabled: false }, 'false', false)).toBe(false);
  });

  it('with the policy on, clears them unless the banner asked and the visitor said yes', () => {
    expect(tracksWithoutCookies(policy, 'true', false)).toBe(false);
    expect(tracksWithoutCookies(policy, undefined, false)).toBe(true);
    expect(tracksWithoutCookies(policy, 'false', false)).toBe(true);
    expect(tracksWithoutCookies({ ...policy, isCookieBannerEnabled: false }, 'true', false)).toBe(true);
    expect(tracksWithoutCookies({ ...policy, isRestrictiveCookiePolicyAbsolute: true }, 'true', false)).toBe(true);
  });

  it('is always on for cloneable websites', () => {
    expect(tracksWithoutCookies({}, 'true', true)).toBe(true);
    expect(tracksWithoutCookies({ isCookieBannerEnabled: true }, 'true', true)).toBe(false);
    expect(tracksWithoutCookies({ isCookieBannerEnabled: true }, undefined, true)).toBe(true);
  });
});

describe('tracking constants (spec §9)', () => {
  it('has the cookie lifetimes and the five cookie names', () => {
    expect(TRACKING_COOKIE_NAMES.sort()).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    expect(TRACKING_COOKIES.visitRecord.maxAgeMs).toBe(2 * 365 * 86_400_000);
    expect(TRACKING_COOKIES.visitTime.maxAgeMs).toBe(30 * 60_000);
    expect(TRACKING_COOKIES.visitorId.maxAgeMs).toBe(390 * 86_400_000);
  });

  it('has the error reporting and performance limits', () => {
    expect(ERROR_REPORTING).toEqual({
      maxBatchesPerPage: 20,
      maxQueuedEvents: 10,
      maxStackLength: 5000,
      sendDelayMs: 1000,
    });
    expect(PERFORMANCE.flushAfterLoadMs).toBe(30_000);
    expect(PERFORMANCE.pageSpeedWindowMs).toBe(60_000);
    expect(PERFORMANCE.settingsTimeoutMs).toBe(30_000);
  });
});
