/**
 * Block types (spec §3): codes 1 to 69 in the template list and 1 to 70 in the shared list.
 * The spec names nineteen (navigation, html, logo, map, image, journal, gallery, form,
 * summary, video, search, product, audio, newsletter, donation, button, member-area,
 * accordion, marquee: marked SPEC) without their numbers; only image's code 5 is fixed by a
 * rule (language reference §12.5, alt text). The other numbers and names are ours.
 * Keys are the lower-case, dash-separated names the editor and templates spell.
 *
 * @module
 */
import { enumLookup, listLookup } from './lookup';

export const BLOCK_TYPES = {
  navigation: 1, // SPEC
  html: 2, // SPEC
  logo: 3, // SPEC
  map: 4, // SPEC
  image: 5, // SPEC, code fixed by the language reference
  journal: 6, // SPEC
  gallery: 7, // SPEC
  form: 8, // SPEC
  summary: 9, // SPEC
  video: 10, // SPEC
  search: 11, // SPEC
  product: 12, // SPEC
  audio: 13, // SPEC
  newsletter: 14, // SPEC
  donation: 15, // SPEC
  button: 16, // SPEC
  'member-area': 17, // SPEC
  accordion: 18, // SPEC
  marquee: 19, // SPEC
  text: 20,
  quote: 21,
  code: 22,
  embed: 23,
  markdown: 24,
  line: 25,
  spacer: 26,
  'social-links': 27,
  'share-buttons': 28,
  twitter: 29,
  instagram: 30,
  foursquare: 31,
  flickr: 32,
  fivehundredpix: 33,
  pinterest: 34,
  soundcloud: 35,
  tock: 36,
  opentable: 37,
  calendar: 38,
  'event-list': 39,
  archive: 40,
  'tag-cloud': 41,
  'category-list': 42,
  rss: 43,
  chart: 44,
  'menu-list': 45,
  'content-link': 46,
  'image-fluid': 47,
  'gallery-section': 48,
  'list-section': 49,
  'video-section': 50,
  'product-list': 51,
  'product-reviews': 52,
  'gift-card': 53,
  subscription: 54,
  'scheduling-embed': 55,
  'login-link': 56,
  'cart-link': 57,
  'cookie-banner': 58,
  'announcement-bar': 59,
  'popup-overlay': 60,
  countdown: 61,
  'scrolling-text': 62,
  shape: 63,
  lottie: 64,
  'contact-info': 65,
  'opening-hours': 66,
  'pricing-table': 67,
  timeline: 68,
  'email-link': 69,
  /** Shared list only (the template list stops at 69). */
  'temp-lock-inject': 70,
} as const satisfies Record<string, number>;

/** The template list's last code; 70 exists only in the shared list. */
export const TEMPLATE_BLOCK_TYPE_MAX = 69;

export const BLOCK_TYPE_LOOKUP = /* @__PURE__ */ enumLookup('block type', BLOCK_TYPES);

/** `promotedBlockType` of a post, as the lower-case names the data carries (spec §3). */
export const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
] as const;

export type PromotedBlockType = (typeof PROMOTED_BLOCK_TYPES)[number];

export const PROMOTED_BLOCK_TYPE_LOOKUP = /* @__PURE__ */ listLookup('promoted block type', PROMOTED_BLOCK_TYPES);
