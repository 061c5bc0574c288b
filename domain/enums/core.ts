/**
 * The platform's numbered enumerations (product spec §3 and §2). Keys that templates spell
 * (record types, slice types, collection types) keep the template spelling, so predicate
 * names can be derived from them; the other keys are camelCase.
 *
 * @module
 */
import { enumLookup } from './lookup';

/** `structuredContent.productType`. Paywall exists only in the shared enumeration. */
export const PRODUCT_TYPES = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const satisfies Record<string, number>;

/** `recordType` of an item; `undefined` (−1) is the platform's "no type" code. */
export const RECORD_TYPES = {
  undefined: -1,
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const satisfies Record<string, number>;

/** Collection types of the template list (the shared enumeration counts 1 to 24). */
export const COLLECTION_TYPES = {
  generic: 1,
  subscription: 2,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  fivehundredpix: 11,
  flickr: 12,
  products: 13,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const satisfies Record<string, number>;

/**
 * The shared enumeration counts collection types 1 to 24 (spec §3); the template list above
 * names sixteen. The eight codes it leaves out (9, 14, 19–24) are named here by us.
 */
export const SHARED_COLLECTION_TYPES = {
  ...COLLECTION_TYPES,
  'cover-page': 9, // ours
  index: 14, // ours
  events: 19, // ours
  album: 20, // ours
  'video-collection': 21, // ours
  portfolio: 22, // ours
  'member-area': 23, // ours
  course: 24, // ours
} as const satisfies Record<string, number>;

/** `currentType` of a layout slice (cover pages, lock screens). */
export const SLICE_TYPES = {
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const satisfies Record<string, number>;

/** Website roles (spec §3); what each may do is in `website-roles.ts`. */
export const WEBSITE_ROLES = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const satisfies Record<string, number>;

/** `backgroundSource` of a layout section. */
export const BACKGROUND_SOURCES = {
  undefined: -1,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
} as const satisfies Record<string, number>;

/** `folderBehavior` of a folder collection: what clicking its navigation entry does. */
export const FOLDER_BEHAVIORS = {
  index: 1,
  redirect: 2,
  none: 3,
} as const satisfies Record<string, number>;

/** Page types by number (spec §2): the server picks one per request. */
export const PAGE_TYPES = {
  collection: 1,
  page: 2,
  splashPage: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  commerceCartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
} as const satisfies Record<string, number>;

export type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];

/** Event types of a tracking hit. */
export const VIEW_EVENT_TYPES = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const satisfies Record<string, number>;

export const PRODUCT_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('product type', PRODUCT_TYPES);
export const RECORD_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('record type', RECORD_TYPES);
export const COLLECTION_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('collection type', COLLECTION_TYPES);
export const SHARED_COLLECTION_TYPE_LOOKUP = /* @__PURE__ */ enumLookup(
  'shared collection type',
  SHARED_COLLECTION_TYPES,
);
export const SLICE_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('slice type', SLICE_TYPES);
export const WEBSITE_ROLE_LOOKUP = /* @__PURE__ */ enumLookup('website role', WEBSITE_ROLES);
export const BACKGROUND_SOURCE_LOOKUP = /* @__PURE__ */ enumLookup('background source', BACKGROUND_SOURCES);
export const FOLDER_BEHAVIOR_LOOKUP = /* @__PURE__ */ enumLookup('folder behaviour', FOLDER_BEHAVIORS);
export const PAGE_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('page type', PAGE_TYPES);
export const VIEW_EVENT_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('view event type', VIEW_EVENT_TYPES);
