/**
 * Features numbered 1 to 68 (spec §3 "Features numbered 1 to 68 … individual numbers not
 * shown"). The spec names nine of them (marked SPEC below): subscriptions, restock
 * notifications, two instalment payment services, gift cards, native and imported reviews,
 * automatic tax and site user accounts. Every other name, and every number, is ours: the
 * spec fixes neither, so the numbering below is this product's own and is never reordered
 * (codes may be stored).
 *
 * @module
 */
import { enumLookup } from './lookup';

export const FEATURES = {
  // 1–12: commerce
  commerce: 1, // ours
  physicalProducts: 2, // ours
  digitalProducts: 3, // ours
  serviceProducts: 4, // ours
  giftCards: 5, // SPEC
  subscriptions: 6, // SPEC
  restockNotifications: 7, // SPEC
  instalmentsAfterpay: 8, // SPEC (first instalment payment service)
  instalmentsClearpay: 9, // SPEC (second instalment payment service)
  automaticTax: 10, // SPEC
  nativeReviews: 11, // SPEC
  importedReviews: 12, // SPEC
  // 13–24: store tools
  coupons: 13, // ours
  shippingRules: 14, // ours
  taxRules: 15, // ours
  expressCheckout: 16, // ours
  customCart: 17, // ours
  abandonedCartRecovery: 18, // ours
  inventoryTracking: 19, // ours
  scarcityMessages: 20, // ours
  quickView: 21, // ours
  productFeeds: 22, // ours
  productAddOns: 23, // ours
  orderEmails: 24, // ours
  // 25–34: visitors and members
  siteUserAccounts: 25, // SPEC
  memberAreas: 26, // ours
  paywalls: 27, // ours
  donations: 28, // ours
  passwordPages: 29, // ours
  customerAccounts: 30, // ours
  comments: 31, // ours
  simpleLiking: 32, // ours
  disqusComments: 33, // ours
  commentModeration: 34, // ours
  // 35–46: content and pages
  blogs: 35, // ours
  events: 36, // ours
  galleries: 37, // ours
  albums: 38, // ours
  videoPages: 39, // ours
  splashPages: 40, // ours
  popupOverlay: 41, // ours
  announcementBar: 42, // ours
  siteSearch: 43, // ours
  multilingual: 44, // ours
  customCode: 45, // ours
  customDomains: 46, // ours
  // 47–56: forms and marketing
  forms: 47, // ours
  formStorage: 48, // ours
  captcha: 49, // ours
  newsletter: 50, // ours
  emailCampaigns: 51, // ours
  promotionalPopups: 52, // ours
  socialSharing: 53, // ours
  adPixels: 54, // ours
  connectedAccounts: 55, // ours
  scheduling: 56, // ours
  // 57–68: site management and analytics
  analytics: 57, // ours
  siteVisitorMetrics: 58, // ours
  performanceRecords: 59, // ours
  trafficSources: 60, // ours
  salesReports: 61, // ours
  abTests: 62, // ours
  featureToggles: 63, // ours
  websiteRoles: 64, // ours
  cookieBanner: 65, // ours
  siteCloning: 66, // ours
  dataExport: 67, // ours
  developerMode: 68, // ours
} as const satisfies Record<string, number>;

export type FeatureName = keyof typeof FEATURES;
export type FeatureCode = (typeof FEATURES)[FeatureName];

/** The features the spec itself names; the rest are ours. */
export const SPEC_NAMED_FEATURES = Object.freeze([
  'subscriptions',
  'restockNotifications',
  'instalmentsAfterpay',
  'instalmentsClearpay',
  'giftCards',
  'nativeReviews',
  'importedReviews',
  'automaticTax',
  'siteUserAccounts',
] as const satisfies readonly FeatureName[]);

export const FEATURE_LOOKUP = /* @__PURE__ */ enumLookup('feature', FEATURES);
